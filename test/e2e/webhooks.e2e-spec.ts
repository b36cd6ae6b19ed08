// Webhooks over HTTP (SPEC 6.4): registration, signed deliveries with retries, redelivery, tenant
// and end-user isolation, the outbox (nothing for a rolled-back change), lost-job recovery.
// Events are triggered as the designs module will: WebhooksService.recordEvent inside a transaction.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { WebhookDeliveryService } from '../../src/modules/webhooks/webhook-delivery.service';
import { WebhookReconcilerCron } from '../../src/modules/webhooks/webhook-reconciler.cron';
import { WebhooksService } from '../../src/modules/webhooks';
import { Tx, UnitOfWork } from '../../src/platform/database';
import { DomainEvents } from '../../src/platform/events';
import { makeAccount, makePlans, TestAccount } from '../support/factories';
import { MINUTE } from '../support/movable-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { endUserToken, eventually, recordEvent, requestStatus, WebhookReceiver } from '../support/webhooks';

describe('webhooks (e2e)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    receiver = await new WebhookReceiver().start();
    t = await startTestApp({
      env: {
        // The local receiver is on loopback: allow-listed like a test host (MEDIA_FETCH_ALLOW_HOSTS is shared with media).
        MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1',
        WEBHOOK_RETRY_DELAYS_MS: '30,30,30,30,30,30',
        WEBHOOK_TIMEOUT_MS: '1000',
        WEBHOOK_MAX_PER_ACCOUNT: '5',
      },
    });
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
  });

  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  const api = (key: string, bearer?: string) => {
    const auth = <R extends { set(k: string, v: string): R }>(r: R): R => {
      r = r.set('service-api-key', key);
      return bearer ? r.set('authorization', `Bearer ${bearer}`) : r;
    };
    return {
      register: (body: object) => auth(t.http().post(`${t.base}/general/webhooks`)).send(body),
      list: (query = '') => auth(t.http().get(`${t.base}/general/webhooks${query}`)),
      get: (id: string) => auth(t.http().get(`${t.base}/general/webhooks/${id}`)),
      remove: (id: string) => auth(t.http().delete(`${t.base}/general/webhooks/${id}`)),
      deliveries: (id: string, query = '') => auth(t.http().get(`${t.base}/general/webhooks/${id}/deliveries${query}`)),
      redeliver: (id: string, deliveryId: string) =>
        auth(t.http().post(`${t.base}/general/webhooks/${id}/deliveries/${deliveryId}/redeliver`)),
    };
  };

  async function registered(account: TestAccount, path: string, extra: { events?: string[]; bearer?: string } = {}) {
    const res = await api(account.regularKey, extra.bearer).register({
      url: receiver.url(path),
      ...(extra.events ? { events: extra.events } : {}),
    });
    expect(res.status).toBe(201);
    return res.body.body as {
      webhookId: string;
      secret: string;
      url: string;
      events: string[];
      scope: string;
      createdAt: string;
    };
  }

  async function settledDelivery(
    account: TestAccount,
    webhookId: string,
    status: 'succeeded' | 'failed',
    attempts: number,
  ) {
    let delivery: { status: string; attemptCount: number } & Record<string, unknown> = {
      status: 'none',
      attemptCount: 0,
    };
    await eventually(
      async () => {
        const res = await api(account.regularKey).deliveries(webhookId);
        delivery = res.body.body.items[0] ?? delivery;
        return delivery.status === status && delivery.attemptCount >= attempts;
      },
      20000,
      () => `delivery is ${JSON.stringify(delivery)}`,
    );
    return delivery as never as {
      deliveryId: string;
      messageId: string;
      status: string;
      attemptCount: number;
      nextAttemptAt: string | null;
      attempts: { number: number; outcome: string; statusCode: number | null; error: string | null }[];
    };
  }

  describe('registration', () => {
    it('201 with the secret shown once; lists never show it; it is encrypted at rest', async () => {
      const account = await makeAccount(t.app);
      const res = await api(account.regularKey).register({ url: receiver.url('/reg') });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 201,
        body: {
          webhookId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
          url: receiver.url('/reg'),
          events: ['design.completed', 'design.failed'],
          scope: 'account',
          createdAt: expect.any(String),
        },
      });
      const { webhookId, secret } = res.body.body;
      const list = await api(account.regularKey).list();
      expect(list.status).toBe(200);
      expect(list.body.body.items).toEqual([
        {
          webhookId,
          url: receiver.url('/reg'),
          events: ['design.completed', 'design.failed'],
          scope: 'account',
          createdAt: res.body.body.createdAt,
        },
      ]);
      expect(JSON.stringify(list.body)).not.toContain('whsec_');
      const one = await api(account.regularKey).get(webhookId);
      expect({ status: one.status, body: one.body.body }).toEqual({ status: 200, body: list.body.body.items[0] });
      const rows = await t.db.query(`SELECT secret_ciphertext FROM webhooks WHERE id = $1`, [webhookId]);
      expect(rows[0].secret_ciphertext).not.toContain(secret.slice(6));
    });

    it('422 naming the field for bad input', async () => {
      const cases: [object, string][] = [
        [{}, 'url'],
        [{ url: 42 }, 'url'],
        [{ url: 'ftp://example.com/x' }, 'url'],
        [{ url: 'not a url' }, 'url'],
        [{ url: `https://example.com/${'x'.repeat(2048)}` }, 'url'],
        [{ url: 'http://10.0.0.1/x' }, 'url'],
        [{ url: 'http://169.254.169.254/latest' }, 'url'],
        [{ url: 'http://user:pw@127.0.0.1/x' }, 'url'],
        [{ url: receiver.url('/x'), events: ['design.started'] }, 'events[0]'],
        [{ url: receiver.url('/x'), events: ['design.completed', 'design.completed'] }, 'events'],
        [{ url: receiver.url('/x'), events: [] }, 'events'],
        [{ url: receiver.url('/x'), events: 'design.completed' }, 'events'],
        [{ url: receiver.url('/x'), secret: 'mine' }, 'secret'],
      ];
      for (const [body, field] of cases) {
        const res = await api(a.regularKey).register(body);
        expect({ body, status: res.status, code: res.body.body.code }).toEqual({
          body,
          status: 422,
          code: 'invalid_input',
        });
        expect({ body, fields: res.body.body.errors.map((e: { field: string }) => e.field) }).toEqual({
          body,
          fields: expect.arrayContaining([field]),
        });
      }
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM webhooks WHERE url LIKE '%/x'`);
      expect(rows[0].n).toBe(0);
    });

    it('keeps the per-account cap under concurrent registrations', async () => {
      const account = await makeAccount(t.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => api(account.regularKey).register({ url: receiver.url(`/cap/${i}`) })),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
      const refused = answers.filter((r) => r.status === 409);
      expect(refused).toHaveLength(5);
      expect(refused[0].body.body.code).toBe('conflict');
    });

    it('pages lists with an opaque cursor; limit is 1..100', async () => {
      const account = await makeAccount(t.app);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await registered(account, `/page/${i}`)).webhookId);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await api(account.regularKey).list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...res.body.body.items.map((w: { webhookId: string }) => w.webhookId));
        cursor = res.body.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen.sort()).toEqual([...ids].sort());
      for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=bogus', '?other=1']) {
        const res = await api(account.regularKey).list(q);
        expect({ q, status: res.status }).toEqual({ q, status: 422 });
      }
    });
  });

  describe('delivery', () => {
    it('signs per Standard Webhooks: the receiver verifies with the secret and gets { type, timestamp, data }', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/signed');
      const data = requestStatus();
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data,
      });
      expect(recorded.deliveries).toBeGreaterThanOrEqual(1);
      const [got] = await receiver.waitFor('/signed', 1);
      const payload = new Webhook(hook.secret).verify(got.body, got.headers as Record<string, string>);
      expect(payload).toEqual({ type: 'design.completed', timestamp: expect.any(String), data });
      expect(got.headers['webhook-id']).toBe(recorded.messageId);
      expect(got.headers['content-type']).toBe('application/json');
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(
          got.body,
          got.headers as Record<string, string>,
        ),
      ).toThrow();
      const delivery = await settledDelivery(a, hook.webhookId, 'succeeded', 1);
      expect(delivery.attempts).toEqual([
        expect.objectContaining({ number: 1, outcome: 'succeeded', statusCode: 200, error: null }),
      ]);
    });

    it('a receiver that fails twice gets the event on the third attempt, with the same webhook-id', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/flaky');
      receiver.behaviour = (n, path) => (path === '/flaky' && n <= 2 ? [500, 503][n - 1] : 200);
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.failed',
        data: requestStatus({ status: 'failed' }),
      });
      const got = await receiver.waitFor('/flaky', 3);
      expect(got.map((g) => g.headers['webhook-id'])).toEqual([
        recorded.messageId,
        recorded.messageId,
        recorded.messageId,
      ]);
      for (const g of got)
        expect(new Webhook(hook.secret).verify(g.body, g.headers as Record<string, string>)).toMatchObject({
          type: 'design.failed',
        });
      const delivery = await settledDelivery(a, hook.webhookId, 'succeeded', 3);
      expect(delivery.attempts.map((x) => [x.number, x.outcome, x.statusCode])).toEqual([
        [1, 'failed', 500],
        [2, 'failed', 503],
        [3, 'succeeded', 200],
      ]);
      expect(delivery.nextAttemptAt).toBeNull();
      expect(receiver.countFor('/flaky')).toBe(3);
    });

    it('a receiver that is down for the first 4 attempts still gets the event afterwards', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/down');
      receiver.behaviour = (n, path) => (path === '/down' && n <= 4 ? 'drop' : 200);
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const got = await receiver.waitFor('/down', 5);
      expect(new Set(got.map((g) => g.headers['webhook-id']))).toEqual(new Set([recorded.messageId]));
      const delivery = await settledDelivery(a, hook.webhookId, 'succeeded', 5);
      expect(delivery.attempts.map((x) => x.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'succeeded']);
      expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: expect.any(String) });
    });

    it('no answer within the time budget, and redirects, are failures', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/slow');
      receiver.behaviour = (n, path) =>
        path !== '/slow'
          ? 200
          : n === 1
            ? 'hang'
            : n === 2
              ? { status: 302, location: receiver.url('/elsewhere') }
              : 200;
      await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const delivery = await settledDelivery(a, hook.webhookId, 'succeeded', 3);
      expect(delivery.attempts.map((x) => [x.outcome, x.statusCode, x.error])).toEqual([
        ['failed', null, 'timed out'],
        ['failed', 302, 'HTTP 302: redirects are not followed'],
        ['succeeded', 200, null],
      ]);
      expect(receiver.countFor('/elsewhere')).toBe(0);
    });

    it('gives up after 7 attempts (the SPEC 6.4 schedule), then a redelivery sends it again with the same webhook-id', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/dead');
      receiver.behaviour = (n, path) => (path === '/dead' && n <= 7 ? 500 : 200);
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const failed = await settledDelivery(a, hook.webhookId, 'failed', 7);
      expect(failed.attempts).toHaveLength(7);
      expect(failed.nextAttemptAt).toBeNull();
      expect(receiver.countFor('/dead')).toBe(7);

      const res = await api(a.regularKey).redeliver(hook.webhookId, failed.deliveryId);
      expect(res.status).toBe(202);
      expect(res.body.body).toMatchObject({
        deliveryId: failed.deliveryId,
        messageId: recorded.messageId,
        status: 'pending',
      });
      const got = await receiver.waitFor('/dead', 8);
      expect(got[7].headers['webhook-id']).toBe(recorded.messageId);
      expect(new Webhook(hook.secret).verify(got[7].body, got[7].headers as Record<string, string>)).toMatchObject({
        type: 'design.completed',
      });
      const after = await settledDelivery(a, hook.webhookId, 'succeeded', 8);
      expect(after.attempts.at(-1)).toMatchObject({ number: 8, outcome: 'succeeded', statusCode: 200 });
    });

    it('redelivers a delivered event: same webhook-id, a new attempt recorded', async () => {
      const a = await makeAccount(t.app);
      const hook = await registered(a, '/again');
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const first = await settledDelivery(a, hook.webhookId, 'succeeded', 1);
      const res = await api(a.regularKey).redeliver(hook.webhookId, first.deliveryId);
      expect(res.status).toBe(202);
      const got = await receiver.waitFor('/again', 2);
      expect(got.map((g) => g.headers['webhook-id'])).toEqual([recorded.messageId, recorded.messageId]);
      const after = await settledDelivery(a, hook.webhookId, 'succeeded', 2);
      expect(after.attempts.map((x) => x.number)).toEqual([1, 2]);
    });

    it('sends only the event types a webhook asked for', async () => {
      const account = await makeAccount(t.app);
      const onlyFailed = await registered(account, '/only-failed', { events: ['design.failed'] });
      expect(onlyFailed.events).toEqual(['design.failed']);
      expect(
        (
          await recordEvent(t.app, {
            accountId: account.accountId,
            userId: null,
            type: 'design.completed',
            data: requestStatus(),
          })
        ).deliveries,
      ).toBe(0);
      expect(
        (
          await recordEvent(t.app, {
            accountId: account.accountId,
            userId: null,
            type: 'design.failed',
            data: requestStatus(),
          })
        ).deliveries,
      ).toBe(1);
      const got = await receiver.waitFor('/only-failed', 1);
      expect(JSON.parse(got[0].body).type).toBe('design.failed');
    });

    it('a rolled-back transaction writes and delivers nothing', async () => {
      const account = await makeAccount(t.app);
      await registered(account, '/rollback');
      await expect(
        t.app.get(UnitOfWork).run(async (tx) => {
          await t.app.get(WebhooksService).recordEvent(tx, {
            accountId: account.accountId,
            userId: null,
            type: 'design.completed',
            data: requestStatus({ marker: 'rolled-back' }),
          });
          throw new Error('the design transaction failed');
        }),
      ).rejects.toThrow('the design transaction failed');
      const committed = await recordEvent(t.app, {
        accountId: account.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus({ marker: 'committed' }),
      });
      const got = await receiver.waitFor('/rollback', 1);
      expect(got.map((g) => JSON.parse(g.body).data.marker)).toEqual(['committed']);
      expect(got[0].headers['webhook-id']).toBe(committed.messageId);
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM webhook_events WHERE account_id = $1`, [
        account.accountId,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('counts outcomes and attempt durations in /metrics', async () => {
      const res = await t.http().get('/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
      expect(res.text).toMatch(/webhook_deliveries_total\{outcome="retrying"\} [1-9]/);
      expect(res.text).toMatch(/webhook_deliveries_total\{outcome="failed"\} [1-9]/);
      expect(res.text).toMatch(/webhook_delivery_attempt_duration_seconds_count\{result="accepted"\} [1-9]/);
    });
  });

  describe('tenant isolation', () => {
    it("another account's ids answer exactly like unknown ids, for every route", async () => {
      const hook = await registered(a, '/tenant');
      await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const delivery = await settledDelivery(a, hook.webhookId, 'succeeded', 1);
      const unknown = randomUUID();
      const asB = api(b.regularKey);
      const notFound = { status: 404, body: { message: 'Not found', code: 'not_found' } };

      const list = await asB.list();
      expect(list.body.body.items.map((w: { webhookId: string }) => w.webhookId)).not.toContain(hook.webhookId);
      for (const res of [
        await asB.deliveries(hook.webhookId),
        await asB.deliveries(unknown),
        await asB.deliveries('not-a-uuid'),
        await asB.redeliver(hook.webhookId, delivery.deliveryId),
        await asB.redeliver(unknown, randomUUID()),
        await asB.redeliver('x', 'y'),
        await asB.get(hook.webhookId),
        await asB.get(unknown),
        await asB.get('not-a-uuid'),
        await asB.remove(hook.webhookId),
        await asB.remove(unknown),
        await asB.remove('123'),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: notFound });
      }
      const bHook = await registered(b, '/tenant-b');
      expect((await asB.redeliver(bHook.webhookId, delivery.deliveryId)).status).toBe(404);
      expect((await api(a.regularKey).deliveries(hook.webhookId)).status).toBe(200);
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM webhooks WHERE id = $1`, [hook.webhookId]);
      expect(rows[0].n).toBe(1);
    });

    it('events of one account never reach another account', async () => {
      const bHook = await registered(b, '/b-only');
      const recorded = await recordEvent(t.app, {
        accountId: a.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1`, [
        bHook.webhookId,
      ]);
      expect(rows[0].n).toBe(0);
      expect(recorded.deliveries).toBeGreaterThan(0);
    });

    it('DELETE removes the webhook: gone from the list, its deliveries with it', async () => {
      const account = await makeAccount(t.app);
      const hook = await registered(account, '/deleted');
      const res = await api(account.regularKey).remove(hook.webhookId);
      expect(res.status).toBe(200);
      expect(res.body.body).toEqual({ webhookId: hook.webhookId, deleted: true });
      expect((await api(account.regularKey).list()).body.body.items).toEqual([]);
      expect((await api(account.regularKey).remove(hook.webhookId)).status).toBe(404);
      expect(
        (
          await recordEvent(t.app, {
            accountId: account.accountId,
            userId: null,
            type: 'design.completed',
            data: requestStatus(),
          })
        ).deliveries,
      ).toBe(0);
    });
  });

  describe('end users', () => {
    it("an end user's webhook hears only that user's events; account webhooks hear everything", async () => {
      const account = await makeAccount(t.app);
      const u1 = await endUserToken(t.app, account.accountId);
      const u2 = await endUserToken(t.app, account.accountId);
      const w0 = await registered(account, '/eu/account');
      const w1 = await registered(account, '/eu/u1', { bearer: u1.accessToken });
      const w2 = await registered(account, '/eu/u2', { bearer: u2.accessToken });
      expect([w0.scope, w1.scope, w2.scope]).toEqual(['account', 'end-user', 'end-user']);

      const forU1 = await recordEvent(t.app, {
        accountId: account.accountId,
        userId: u1.userId,
        type: 'design.completed',
        data: requestStatus({ who: 'u1' }),
      });
      const forAccount = await recordEvent(t.app, {
        accountId: account.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus({ who: 'account' }),
      });
      expect(forU1.deliveries).toBe(2);
      expect(forAccount.deliveries).toBe(1);
      const rows: { webhook_id: string }[] = await t.db.query(
        `SELECT webhook_id FROM webhook_deliveries WHERE account_id = $1`,
        [account.accountId],
      );
      expect(rows.map((r) => r.webhook_id).sort()).toEqual([w0.webhookId, w0.webhookId, w1.webhookId].sort());
      await receiver.waitFor('/eu/account', 2);
      const u1Got = await receiver.waitFor('/eu/u1', 1);
      expect(JSON.parse(u1Got[0].body).data.who).toBe('u1');
      expect(receiver.countFor('/eu/u2')).toBe(0);

      const ids = (res: { body: { body: { items: { webhookId: string }[] } } }) =>
        res.body.body.items.map((w) => w.webhookId).sort();
      expect(ids(await api(account.regularKey, u1.accessToken).list())).toEqual([w1.webhookId]);
      expect(ids(await api(account.regularKey, u2.accessToken).list())).toEqual([w2.webhookId]);
      expect(ids(await api(account.regularKey).list())).toEqual([w0.webhookId, w1.webhookId, w2.webhookId].sort());

      // Another user's and the account's webhooks are unknown to an end user.
      expect((await api(account.regularKey, u2.accessToken).remove(w1.webhookId)).status).toBe(404);
      expect((await api(account.regularKey, u1.accessToken).deliveries(w0.webhookId)).status).toBe(404);
      expect((await api(account.regularKey, u1.accessToken).deliveries(w1.webhookId)).status).toBe(200);
      // A bearer token of another account is refused outright.
      expect((await api(b.regularKey, u1.accessToken).list()).status).toBe(401);
      // The account sees and may delete its end users' webhooks.
      expect((await api(account.regularKey).remove(w2.webhookId)).status).toBe(200);
    });

    it('follows the end user lifecycle: deleted suspends, reactivated restores (and sends what waited), purged deletes', async () => {
      const account = await makeAccount(t.app);
      await makePlans(t.app, account.accountId);
      // A real end user: the lifecycle listeners read the user's current state.
      const admin = (action: string) =>
        t
          .http()
          .post(`${t.base}/enterprise/${action}`)
          .set('service-api-key', account.adminKey)
          .send({ abstractUserId: 'lifecycle-user' })
          .expect(200);
      const login = await admin('login-user');
      const accessToken: string = login.body.body.accessToken;
      const user = {
        accessToken,
        userId: JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub as string,
      };
      const hook = await registered(account, '/life', { bearer: user.accessToken });
      const events = t.app.get(DomainEvents);
      const who = {
        accountId: account.accountId,
        userId: user.userId,
        workspaceId: login.body.body.workspaceId,
        abstractUserId: 'lifecycle-user',
      };

      // An event recorded whose job never got enqueued (as after a crash), then the user is deleted.
      const waiting = await t.app.get(DataSource).transaction((manager) =>
        t.app.get(WebhooksService).recordEvent(new Tx(manager, []), {
          accountId: account.accountId,
          userId: user.userId,
          type: 'design.completed',
          data: requestStatus({ n: 1 }),
        }),
      );
      await admin('delete-user');
      expect((await api(account.regularKey).list()).body.body.items).toEqual([]);
      expect((await api(account.regularKey).deliveries(hook.webhookId)).status).toBe(404);
      expect(
        (
          await recordEvent(t.app, {
            accountId: account.accountId,
            userId: user.userId,
            type: 'design.completed',
            data: requestStatus(),
          })
        ).deliveries,
      ).toBe(0);
      // Suspended webhooks are not reconciled either.
      const start = t.clock.now();
      t.clock.advance(10 * MINUTE);
      try {
        expect((await t.app.get(WebhookReconcilerCron).runOnce()).requeued).toBe(0);
      } finally {
        t.clock.set(start);
      }
      expect(receiver.countFor('/life')).toBe(0);

      await admin('reactivate-user');
      expect(
        (await api(account.regularKey).list()).body.body.items.map((w: { webhookId: string }) => w.webhookId),
      ).toEqual([hook.webhookId]);
      const got = await receiver.waitFor('/life', 1);
      expect(got[0].headers['webhook-id']).toBe(waiting.messageId);

      await events.emit('user.purged', who);
      const left = await t.db.query(
        `SELECT (SELECT count(*)::int FROM webhooks WHERE id = $1) AS hooks, (SELECT count(*)::int FROM webhook_events WHERE user_id = $2) AS events`,
        [hook.webhookId, user.userId],
      );
      expect(left[0]).toEqual({ hooks: 0, events: 0 });
    });
  });

  describe('lost jobs', () => {
    it('the reconciler re-enqueues a pending delivery whose job was lost, once it is overdue', async () => {
      const account = await makeAccount(t.app);
      const hook = await registered(account, '/lost');
      // Committed, but the after-commit enqueue never happened (a crash, or Redis lost the job).
      const lost = await t.app.get(DataSource).transaction((manager) =>
        t.app.get(WebhooksService).recordEvent(new Tx(manager, []), {
          accountId: account.accountId,
          userId: null,
          type: 'design.completed',
          data: requestStatus(),
        }),
      );
      const reconciler = t.app.get(WebhookReconcilerCron);
      expect((await reconciler.runOnce()).requeued).toBe(0);
      expect(receiver.countFor('/lost')).toBe(0);

      const start = t.clock.now();
      t.clock.advance(6 * MINUTE);
      try {
        expect((await reconciler.runOnce()).requeued).toBe(1);
        const got = await receiver.waitFor('/lost', 1);
        expect(got[0].headers['webhook-id']).toBe(lost.messageId);
        await settledDelivery(account, hook.webhookId, 'succeeded', 1);
        expect((await reconciler.runOnce()).requeued).toBe(0);
      } finally {
        t.clock.set(start);
      }
      expect(receiver.countFor('/lost')).toBe(1);
    });

    it('is safe at least once: two runs of one job send once, a finished or superseded job does nothing', async () => {
      const account = await makeAccount(t.app);
      const hook = await registered(account, '/once');
      await t.app.get(DataSource).transaction((manager) =>
        t.app.get(WebhooksService).recordEvent(new Tx(manager, []), {
          accountId: account.accountId,
          userId: null,
          type: 'design.completed',
          data: requestStatus(),
        }),
      );
      const [row] = await t.db.query(`SELECT id, job_id FROM webhook_deliveries WHERE webhook_id = $1`, [
        hook.webhookId,
      ]);
      const service = t.app.get(WebhookDeliveryService);
      const outcomes = await Promise.all([service.attempt(row.job_id, row.id), service.attempt(row.job_id, row.id)]);
      expect(outcomes.sort()).toEqual(['delivered', 'skipped']);
      expect(await service.attempt(row.job_id, row.id)).toBe('skipped');
      expect(await service.attempt(`${row.id}.stale`, row.id)).toBe('skipped');
      expect(receiver.countFor('/once')).toBe(1);
      expect((await settledDelivery(account, hook.webhookId, 'succeeded', 1)).attemptCount).toBe(1);
    });

    it('prunes finished deliveries after the retention period, keeps pending ones', async () => {
      const account = await makeAccount(t.app);
      const hook = await registered(account, '/prune');
      await recordEvent(t.app, {
        accountId: account.accountId,
        userId: null,
        type: 'design.completed',
        data: requestStatus(),
      });
      const finished = await settledDelivery(account, hook.webhookId, 'succeeded', 1);
      const pending = await t.app.get(DataSource).transaction((manager) =>
        t.app.get(WebhooksService).recordEvent(new Tx(manager, []), {
          accountId: account.accountId,
          userId: null,
          type: 'design.completed',
          data: requestStatus(),
        }),
      );
      const start = t.clock.now();
      t.clock.advance(31 * 24 * 60 * MINUTE);
      try {
        expect(await t.app.get(WebhookDeliveryService).prune()).toBeGreaterThanOrEqual(1);
      } finally {
        t.clock.set(start);
      }
      const left = (await api(account.regularKey).deliveries(hook.webhookId)).body.body.items;
      expect(left.map((d: { messageId: string; status: string }) => [d.messageId, d.status])).toEqual([
        [pending.messageId, 'pending'],
      ]);
      expect(left.map((d: { deliveryId: string }) => d.deliveryId)).not.toContain(finished.deliveryId);
    });
  });
});
