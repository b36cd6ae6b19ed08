// POST /general/webhooks/{id}/test (SPEC 6.4): a signed sample design.completed event sent now to
// a local fake receiver, and what that receiver said (status, time, body) in the answer.
import { Webhook } from 'standardwebhooks';
import { makeAccount, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { endUserToken, WebhookReceiver } from '../support/webhooks';

describe('webhook test send (e2e)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1', WEBHOOK_TIMEOUT_MS: '1000' } });
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const withAuth = <R extends { set(k: string, v: string): R }>(r: R, key: string, bearer?: string): R => {
    r = r.set('service-api-key', key);
    return bearer ? r.set('authorization', `Bearer ${bearer}`) : r;
  };
  const register = async (key: string, path: string, extra: { events?: string[]; bearer?: string } = {}) => {
    const res = await withAuth(t.http().post(`${t.base}/general/webhooks`), key, extra.bearer).send({
      url: receiver.url(path),
      ...(extra.events ? { events: extra.events } : {}),
    });
    expect(res.status).toBe(201);
    return res.body.body as { webhookId: string; secret: string };
  };
  const sendTest = (key: string, webhookId: string, bearer?: string) =>
    withAuth(t.http().post(`${t.base}/general/webhooks/${webhookId}/test`), key, bearer);

  it('sends a signed sample design.completed now and answers what the receiver said', async () => {
    const hook = await register(a.regularKey, '/test-ok', { events: ['design.failed'] });
    const res = await sendTest(a.regularKey, hook.webhookId);
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({
      webhookId: hook.webhookId,
      url: receiver.url('/test-ok'),
      eventType: 'design.completed',
      messageId: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
      delivered: true,
      statusCode: 200,
      durationMs: expect.any(Number),
      error: null,
      responseBody: 'ok',
    });
    const [delivery] = receiver.at('/test-ok');
    expect(delivery.headers['webhook-id']).toBe(res.body.body.messageId);
    const payload = new Webhook(hook.secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'design.completed',
      data: { test: true, status: 'completed', requestId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();
    // Not a delivery: nothing listed, nothing retried.
    const deliveries = await withAuth(
      t.http().get(`${t.base}/general/webhooks/${hook.webhookId}/deliveries`),
      a.regularKey,
    );
    expect(deliveries.body.body.items).toEqual([]);
  });

  it('reports a refusing receiver (its status) and a silent one (a timeout) without failing the call', async () => {
    receiver.behaviour = (_n, path) => (path === '/test-500' ? 500 : path === '/test-hang' ? 'hang' : 200);
    try {
      const refusing = await register(a.regularKey, '/test-500');
      const refused = await sendTest(a.regularKey, refusing.webhookId);
      expect(refused.status).toBe(200);
      expect(refused.body.body).toMatchObject({
        delivered: false,
        statusCode: 500,
        error: 'HTTP 500',
        responseBody: 'no',
      });

      const silent = await register(a.regularKey, '/test-hang');
      const started = Date.now();
      const timedOut = await sendTest(a.regularKey, silent.webhookId);
      expect(timedOut.status).toBe(200);
      expect(timedOut.body.body).toMatchObject({ delivered: false, statusCode: null, responseBody: null });
      expect(timedOut.body.body.error).toEqual(expect.any(String));
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      receiver.behaviour = () => 200;
    }
  });

  it("404 for another account's webhook, another end user's, an unknown id and a malformed one; nothing sent", async () => {
    const hook = await register(a.regularKey, '/test-private');
    const alice = (await endUserToken(t.app, a.accountId)).accessToken;
    const bob = (await endUserToken(t.app, a.accountId)).accessToken;
    const alicesHook = await register(a.regularKey, '/test-alice', { bearer: alice });
    const cases = [
      sendTest(b.regularKey, hook.webhookId),
      sendTest(a.regularKey, alicesHook.webhookId, bob),
      sendTest(a.regularKey, '3fa85f64-5717-4562-b3fc-2c963f66afa6'),
      sendTest(a.regularKey, 'not-a-uuid'),
    ];
    for (const res of await Promise.all(cases))
      expect({ status: res.status, code: res.body.body.code }).toEqual({ status: 404, code: 'not_found' });
    expect(receiver.countFor('/test-private') + receiver.countFor('/test-alice')).toBe(0);
    // The owner (and the account without a bearer) may.
    expect((await sendTest(a.regularKey, alicesHook.webhookId, alice)).body.body.delivered).toBe(true);
    expect((await sendTest(a.regularKey, alicesHook.webhookId)).body.body.delivered).toBe(true);
  });
});
