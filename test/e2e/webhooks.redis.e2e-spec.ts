// The delivery path on Bull (Redis), as production runs it: signed deliveries, retries as delayed
// jobs with the same webhook-id, redelivery, and a delivery whose job Redis lost.
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { WebhooksService } from '../../src/modules/webhooks';
import { WebhookReconcilerCron } from '../../src/modules/webhooks/webhook-reconciler.cron';
import { Tx } from '../../src/platform/database';
import { BullJobQueue, JobQueue } from '../../src/platform/queue';
import { makeAccount, TestAccount } from '../support/factories';
import { MINUTE } from '../support/movable-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { eventually, recordEvent, requestStatus, WebhookReceiver } from '../support/webhooks';

describe('webhooks on Bull (e2e, Redis)', () => {
  let t: TestApp;
  let account: TestAccount;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await startTestApp({
      bull: true,
      env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAYS_MS: '100,100,100,100,100,100' },
    });
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('runs on Bull', () => {
    expect(t.app.get(JobQueue)).toBeInstanceOf(BullJobQueue);
  });

  /** A webhook on a fresh account, so each test's events reach only its own receiver path. */
  async function register(path: string) {
    account = await makeAccount(t.app);
    const res = await t
      .http()
      .post(`${t.base}/general/webhooks`)
      .set('service-api-key', account.regularKey)
      .send({ url: receiver.url(path) });
    expect(res.status).toBe(201);
    return res.body.body as { webhookId: string; secret: string };
  }

  async function delivery(webhookId: string, status: string, attempts: number) {
    let item:
      | {
          deliveryId: string;
          status: string;
          attemptCount: number;
          attempts: { outcome: string; statusCode: number | null }[];
        }
      | undefined;
    await eventually(
      async () => {
        const res = await t
          .http()
          .get(`${t.base}/general/webhooks/${webhookId}/deliveries`)
          .set('service-api-key', account.regularKey);
        item = res.body.body.items[0];
        return item?.status === status && item.attemptCount >= attempts;
      },
      30000,
      () => `delivery is ${JSON.stringify(item)}`,
    );
    return item as NonNullable<typeof item>;
  }

  it('a receiver that fails twice gets the event on the third attempt with the same webhook-id; redelivery sends it again', async () => {
    const hook = await register('/bull');
    receiver.behaviour = (n) => (n <= 2 ? 500 : 200);
    const recorded = await recordEvent(t.app, {
      accountId: account.accountId,
      userId: null,
      type: 'design.completed',
      data: requestStatus(),
    });
    const got = await receiver.waitFor('/bull', 3, 30000);
    expect(got.map((g) => g.headers['webhook-id'])).toEqual([
      recorded.messageId,
      recorded.messageId,
      recorded.messageId,
    ]);
    for (const g of got)
      expect(new Webhook(hook.secret).verify(g.body, g.headers as Record<string, string>)).toMatchObject({
        type: 'design.completed',
      });
    const done = await delivery(hook.webhookId, 'succeeded', 3);
    expect(done.attempts.map((a) => [a.outcome, a.statusCode])).toEqual([
      ['failed', 500],
      ['failed', 500],
      ['succeeded', 200],
    ]);

    const res = await t
      .http()
      .post(`${t.base}/general/webhooks/${hook.webhookId}/deliveries/${done.deliveryId}/redeliver`)
      .set('service-api-key', account.regularKey);
    expect(res.status).toBe(202);
    const again = await receiver.waitFor('/bull', 4, 30000);
    expect(again[3].headers['webhook-id']).toBe(recorded.messageId);
    expect(new Webhook(hook.secret).verify(again[3].body, again[3].headers as Record<string, string>)).toMatchObject({
      type: 'design.completed',
    });
    expect((await delivery(hook.webhookId, 'succeeded', 4)).attempts).toHaveLength(4);
  });

  it('a delivery whose job never reached Redis is re-enqueued by the reconciler', async () => {
    const hook = await register('/bull-lost');
    const lost = await t.app.get(DataSource).transaction((manager) =>
      t.app.get(WebhooksService).recordEvent(new Tx(manager, []), {
        accountId: account.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      }),
    );
    const start = t.clock.now();
    t.clock.advance(6 * MINUTE);
    try {
      expect((await t.app.get(WebhookReconcilerCron).runOnce()).requeued).toBe(1);
      const got = await receiver.waitFor('/bull-lost', 1, 30000);
      expect(got[0].headers['webhook-id']).toBe(lost.messageId);
      await delivery(hook.webhookId, 'succeeded', 1);
    } finally {
      t.clock.set(start);
    }
  });
});
