// Credits over HTTP (SPEC 4.6, 4.7, 5): set-user-credit-limit, the balance and ledger endpoints,
// 429/402 on a paid call made with an end user's bearer token, tenant isolation, cycle resets.
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { SECOND } from '../support/movable-clock';
import { ProbeModule } from '../support/probe';
import { startTestApp, TestApp } from '../support/test-app';

const START = '2025-01-31T10:00:00.000Z';

describe('credits (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let su: TestAccount;
  const events: { name: string; payload: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ imports: [ProbeModule] });
    t.clock.set(START);
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
    su = await makeAccount(t.app, { kind: 'superuser' });
    const bus = t.app.get(EventEmitter2);
    for (const name of ['credits.debited', 'credits.refunded', 'credits.granted', 'credit-limit.set']) {
      bus.on(name, (payload: Record<string, unknown>) => events.push({ name, payload }));
    }
    for (const acc of [a, b, su]) await makePlans(t.app, acc.accountId);
    await grantCredits(t.app, a.accountId, 1000);
    await grantCredits(t.app, su.accountId, 50);
  });

  afterEach(() => t.clock.set(START));
  afterAll(() => t.close());

  const post = (key: string, path: string, body: unknown, prefix = 'enterprise') =>
    t
      .http()
      .post(`${t.base}/${prefix}/${path}`)
      .set('service-api-key', key)
      .send(body as object);
  const get = (key: string, path: string, prefix = 'enterprise') =>
    t.http().get(`${t.base}/${prefix}/${path}`).set('service-api-key', key);
  const setLimit = (abstractUserId: unknown, creditLimit: unknown, key = a.adminKey, prefix = 'enterprise') =>
    post(key, 'set-user-credit-limit', { abstractUserId, creditLimit }, prefix);
  const newUser = async (acc = a, planId = 'business', prefix = 'enterprise') => {
    const abstractUserId = `u-${randomUUID()}`;
    const res = await post(acc.adminKey, 'login-user', { abstractUserId, planId }, prefix);
    expect(res.status).toBe(200);
    return {
      abstractUserId,
      accessToken: res.body.body.accessToken as string,
      userId: JSON.parse(Buffer.from(res.body.body.accessToken.split('.')[1], 'base64url').toString()).sub as string,
    };
  };
  const spend = (acc: TestAccount, accessToken: string | null, cost: number, requestId: string = randomUUID()) => {
    const req = t.http().post(`${t.base}/probe/spend`).set('service-api-key', acc.regularKey);
    if (accessToken) req.set('authorization', `Bearer ${accessToken}`);
    return req.send({ cost, requestId });
  };

  describe('set-user-credit-limit', () => {
    it.each([
      ['0', 0],
      ['-2', -2],
      ['1.5', 1.5],
      ['"5"', '5'],
      ['null', null],
      ['1e20', 1e20],
      ['true', true],
      ['[]', []],
      ['{}', {}],
      ['missing', undefined],
    ])('422 for creditLimit %s, nothing written', async (_label, value) => {
      const user = await newUser();
      const res = await setLimit(user.abstractUserId, value);
      expect(res.status).toBe(422);
      expect(res.body.body.message).toBe('Invalid input');
      expect(res.body.body.errors).toEqual([
        { field: 'creditLimit', message: 'must be an integer of at least 1, or -1 for no limit' },
      ]);
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body.creditLimit).toBe(-1);
    });

    it('422 for a bad abstractUserId and for unknown properties', async () => {
      expect((await setLimit('', 5)).body.body.errors[0].field).toBe('abstractUserId');
      const extra = await post(a.adminKey, 'set-user-credit-limit', {
        abstractUserId: 'x',
        creditLimit: 5,
        cycle: 'now',
      });
      expect(extra.status).toBe(422);
      expect(extra.body.body.errors).toEqual([{ field: 'cycle', message: 'is not an allowed property' }]);
    });

    it('sets a limit up to the balance; above it 429; -1 clears it whatever the balance', async () => {
      const user = await newUser();
      const ok = await setLimit(user.abstractUserId, 1000);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ status: 200, body: { message: 'Credit limit updated successfully' } });
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body.creditLimit).toBe(1000);

      const above = await setLimit(user.abstractUserId, 1001);
      expect(above.status).toBe(429);
      expect(above.body).toEqual({
        status: 429,
        body: { message: 'Insufficient credit limit', code: 'credit_limit_reached' },
      });
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body.creditLimit).toBe(1000);

      const cleared = await setLimit(user.abstractUserId, -1);
      expect(cleared.status).toBe(200);
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body.creditLimit).toBe(-1);
      expect(events).toContainEqual({
        name: 'credit-limit.set',
        payload: { accountId: a.accountId, userId: user.userId, creditLimit: -1 },
      });

      // An account without credits can still clear a limit, never set one.
      const poor = await newUser(b);
      expect((await setLimit(poor.abstractUserId, 1, b.adminKey)).status).toBe(429);
      expect((await setLimit(poor.abstractUserId, -1, b.adminKey)).status).toBe(200);
    });

    it('400 for an unknown or deleted user', async () => {
      const unknown = await setLimit('nobody', 5);
      expect(unknown.status).toBe(400);
      expect(unknown.body.body).toEqual({ message: 'User does not exists', code: 'user_not_found' });
      const user = await newUser();
      await post(a.adminKey, 'delete-user', { abstractUserId: user.abstractUserId });
      expect((await setLimit(user.abstractUserId, 5)).status).toBe(400);
    });

    it('caps paid calls: 429 once the cycle usage would pass the limit, and nothing is debited', async () => {
      const user = await newUser();
      await setLimit(user.abstractUserId, 5);
      const before = (await get(a.adminKey, 'credits')).body.body.balance;
      expect((await spend(a, user.accessToken, 3)).status).toBe(200);
      const over = await spend(a, user.accessToken, 3);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        status: 429,
        body: { message: 'Insufficient credit limit', code: 'credit_limit_reached' },
      });
      expect((await spend(a, user.accessToken, 2)).status).toBe(200);
      expect((await spend(a, user.accessToken, 1)).status).toBe(429);
      expect((await get(a.adminKey, 'credits')).body.body.balance).toBe(before - 5);
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body).toMatchObject({
        creditLimit: 5,
        cycleUsage: 5,
      });
      // Without a bearer token the account itself pays, with no per-user cap.
      expect((await spend(a, null, 3)).status).toBe(200);
    });

    it('the limit and the usage reset when the cycle rolls', async () => {
      const user = await newUser();
      await setLimit(user.abstractUserId, 2);
      expect((await spend(a, user.accessToken, 2)).status).toBe(200);
      expect((await spend(a, user.accessToken, 1)).status).toBe(429);
      const end = (await get(a.adminKey, `users/${user.abstractUserId}`)).body.body.nextBillingDate * 1000;
      t.clock.set(new Date(end - SECOND));
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body).toMatchObject({
        creditLimit: 2,
        cycleUsage: 2,
      });
      t.clock.set(new Date(end));
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body).toMatchObject({
        creditLimit: -1,
        cycleUsage: 0,
      });
      // A fresh access token: the first one expired with the hour.
      const relog = await post(a.adminKey, 'login-user', { abstractUserId: user.abstractUserId });
      expect((await spend(a, relog.body.body.accessToken, 3)).status).toBe(200);
      expect((await get(a.adminKey, `users/${user.abstractUserId}`)).body.body).toMatchObject({
        creditLimit: -1,
        cycleUsage: 3,
      });
    });

    it("402 when the master balance cannot cover the cost, even below the user's cap", async () => {
      const user = await newUser(su, 'business', 'super');
      const res = await spend(su, user.accessToken, 51);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        status: 402,
        body: { message: 'Not enough credits to complete the transaction', code: 'insufficient_credits' },
      });
      expect((await get(su.adminKey, `users/${user.abstractUserId}`, 'super')).body.body.cycleUsage).toBe(0);
    });

    it('works under /super for superuser keys; 403 across prefixes', async () => {
      const user = await newUser(su, 'business', 'super');
      expect((await setLimit(user.abstractUserId, 10, su.adminKey, 'super')).status).toBe(200);
      expect((await setLimit(user.abstractUserId, 10, su.adminKey, 'enterprise')).status).toBe(403);
      expect((await setLimit(user.abstractUserId, 10, a.adminKey, 'super')).status).toBe(403);
      expect((await setLimit(user.abstractUserId, 10, a.regularKey, 'enterprise')).status).toBe(403);
      expect((await get(a.adminKey, 'credits', 'super')).status).toBe(403);
      expect((await get(su.adminKey, 'credits/ledger', 'enterprise')).status).toBe(403);
      expect((await get(a.regularKey, 'credits')).status).toBe(403);
    });
  });

  describe('credits and ledger', () => {
    it('GET credits gives the balance; GET credits/ledger pages newest first through every row once', async () => {
      const acc = await makeAccount(t.app);
      await makePlans(t.app, acc.accountId);
      await grantCredits(t.app, acc.accountId, 100);
      const user = await newUser(acc);
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) expect((await spend(acc, user.accessToken, 2, id)).status).toBe(200);
      expect((await spend(acc, null, 5, 'account-paid')).status).toBe(200);

      expect((await get(acc.adminKey, 'credits')).body).toEqual({ status: 200, body: { balance: 89 } });
      const items: Record<string, unknown>[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await get(acc.adminKey, `credits/ledger?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        items.push(...res.body.body.items);
        cursor = res.body.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(items.map((i) => [i.kind, i.amount, i.balanceAfter, i.requestId])).toEqual([
        ['debit', -5, 89, 'account-paid'],
        ['debit', -2, 94, ids[2]],
        ['debit', -2, 96, ids[1]],
        ['debit', -2, 98, ids[0]],
        ['grant', 100, 100, null],
      ]);
      expect(items[1]).toEqual({
        id: expect.any(String),
        kind: 'debit',
        amount: -2,
        balanceAfter: 94,
        userId: user.userId,
        abstractUserId: user.abstractUserId,
        requestId: ids[2],
        reason: null,
        createdAt: START,
      });
      expect(items[0]).toMatchObject({ userId: null, abstractUserId: null });
      expect(items[4]).toMatchObject({ reason: 'test grant' });
      for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=%%%', 'cursor=WzBd', 'page=2']) {
        const res = await get(acc.adminKey, `credits/ledger?${q}`);
        expect({ q, status: res.status }).toEqual({ q, status: 422 });
      }
    });

    it("account B never sees A's balance or ledger, nor changes A's users' limits", async () => {
      const user = await newUser(a);
      const bBalance = await get(b.adminKey, 'credits');
      expect(bBalance.body.body).toEqual({ balance: 0 });
      const bLedger = await get(b.adminKey, 'credits/ledger');
      expect(bLedger.body.body).toEqual({ items: [], nextCursor: null });
      const theirs = await setLimit(user.abstractUserId, -1, b.adminKey);
      const unknown = await setLimit(`nobody-${randomUUID()}`, -1, b.adminKey);
      expect(theirs.status).toBe(400);
      expect(theirs.body).toEqual(unknown.body);
      // A cursor from A's ledger only pages B's own rows.
      const aPage = await get(a.adminKey, 'credits/ledger?limit=1');
      const viaCursor = await get(b.adminKey, `credits/ledger?cursor=${aPage.body.body.nextCursor}`);
      expect(viaCursor.body.body.items).toEqual([]);
      // A's end user cannot spend through B's key.
      expect((await spend(b, user.accessToken, 1)).status).toBe(401);
    });
  });

  // Last: jest runs a block's own tests before its nested blocks, so these sit in a block of their own.
  describe('afterwards', () => {
    it('emitted credits events after commit', () => {
      expect(events.some((e) => e.name === 'credits.debited')).toBe(true);
      expect(
        events.some(
          (e) => e.name === 'credits.granted' && e.payload.accountId === a.accountId && e.payload.amount === 1000,
        ),
      ).toBe(true);
    });

    it('leaves the ledger reconciled', async () => {
      await expectLedgerReconciled(t.app);
    });
  });
});
