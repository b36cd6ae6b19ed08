// The credit ledger on real PostgreSQL: concurrent debits never overspend a balance or a cap,
// refusals write nothing, refunds happen once, the ledger is append-only and reconciles.
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomUUID } from 'node:crypto';
import { BillingModule, CreditLedgerService } from '../../src/modules/billing';
import { UsersService } from '../../src/modules/users';
import { UserPurger } from '../../src/modules/users/user-purger.service';
import type { Principal } from '../../src/platform/auth';
import { UnitOfWork } from '../../src/platform/database';
import { AppError, isAppError } from '../../src/platform/errors';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { DAY } from '../support/movable-clock';
import { startTestModule, TestModule } from '../support/test-module';

type Outcome = 'ok' | 'credit_limit_reached' | 'insufficient_credits';

describe('credit ledger (integration)', () => {
  let t: TestModule;
  let ledger: CreditLedgerService;
  let uow: UnitOfWork;

  beforeAll(async () => {
    // the billing module (with users and identity, which it imports) over the platform: no HTTP
    t = await startTestModule([BillingModule]);
    t.clock.set('2025-05-10T12:00:00.000Z');
    ledger = t.app.get(CreditLedgerService);
    uow = t.app.get(UnitOfWork);
  });

  afterAll(() => t.close());

  const accountPrincipal = (acc: TestAccount): Principal => ({
    accountId: acc.accountId,
    accountKind: acc.kind,
    keyId: 'test',
    keyClass: 'regular',
  });

  /** A fresh account with plans and `credits`, and (optionally) one end user on `planId` with `creditLimit`. */
  async function setup(credits: number, user?: { planId?: string; creditLimit?: number }) {
    const acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
    if (credits > 0) await grantCredits(t.app, acc.accountId, credits);
    let principal = accountPrincipal(acc);
    if (user) {
      const admin: Principal = { ...principal, keyClass: 'enterprise-admin' };
      const login = await t.app
        .get(UsersService)
        .login(admin, { abstractUserId: `u-${randomUUID()}`, planId: user.planId ?? 'business' });
      const userId = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sub;
      if (user.creditLimit !== undefined)
        await t.db.query(`UPDATE users SET credit_limit = $2 WHERE id = $1`, [userId, user.creditLimit]);
      principal = { ...principal, endUser: { userId, workspaceId: login.workspaceId, sessionId: 'test' } };
    }
    return { acc, principal };
  }

  const outcomeOf = (paid: Promise<unknown>): Promise<Outcome> =>
    paid.then(
      () => 'ok' as const,
      (err) => {
        if (isAppError(err) && (err.code === 'credit_limit_reached' || err.code === 'insufficient_credits'))
          return err.code;
        throw err;
      },
    );
  const debit = (principal: Principal, cost: number, requestId = randomUUID()): Promise<Outcome> =>
    outcomeOf(uow.run((tx) => ledger.debit(tx, principal, cost, requestId)));
  const alone = (principal: Principal, cost: number, requestId = randomUUID()): Promise<Outcome> =>
    outcomeOf(ledger.debitAlone(principal, cost, requestId));

  const tally = (outcomes: Outcome[]) => ({
    ok: outcomes.filter((o) => o === 'ok').length,
    limit: outcomes.filter((o) => o === 'credit_limit_reached').length,
    credits: outcomes.filter((o) => o === 'insufficient_credits').length,
  });

  const rows = async (accountId: string, kind: string) =>
    Number(
      (
        await t.db.query(`SELECT count(*) AS n FROM credit_ledger WHERE account_id = $1 AND kind = $2`, [
          accountId,
          kind,
        ])
      )[0].n,
    );
  const usage = async (userId: string) =>
    Number((await t.db.query(`SELECT cycle_usage FROM users WHERE id = $1`, [userId]))[0].cycle_usage);

  it.each([
    ['in a transaction', debit],
    ['debitAlone (one statement, batched)', alone],
  ])(
    '200 parallel debits of 3 against 300 %s: exactly 100 succeed with a running balance, the rest 402 writing nothing',
    async (_how, pay) => {
      const { acc, principal } = await setup(300);
      const outcomes = await Promise.all(Array.from({ length: 200 }, () => pay(principal, 3)));
      expect(tally(outcomes)).toEqual({ ok: 100, limit: 0, credits: 100 });
      expect(await ledger.balance(acc.accountId)).toBe(0);
      expect(await rows(acc.accountId, 'debit')).toBe(100);
      const after: { balance_after: string }[] = await t.db.query(
        `SELECT balance_after FROM credit_ledger WHERE account_id = $1 AND kind = 'debit' ORDER BY seq`,
        [acc.accountId],
      );
      expect(after.map((r) => Number(r.balance_after))).toEqual(Array.from({ length: 100 }, (_, i) => 297 - 3 * i));
    },
  );

  it('the same through an end user on an unlimited plan: the usage counts exactly the successes', async () => {
    const { acc, principal } = await setup(300, {});
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => debit(principal, 3)));
    expect(tally(outcomes)).toEqual({ ok: 100, limit: 0, credits: 100 });
    expect(await ledger.balance(acc.accountId)).toBe(0);
    expect(await usage(principal.endUser!.userId)).toBe(300);
  });

  it('200 parallel debits of 1 for a user capped at 50 with ample balance: exactly 50 succeed, the rest 429', async () => {
    const { acc, principal } = await setup(10_000, { creditLimit: 50 });
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => debit(principal, 1)));
    expect(tally(outcomes)).toEqual({ ok: 50, limit: 150, credits: 0 });
    expect(await ledger.balance(acc.accountId)).toBe(9950);
    expect(await usage(principal.endUser!.userId)).toBe(50);
    expect(await rows(acc.accountId, 'debit')).toBe(50);
  });

  it("the plan's allowance caps too (free: 10 per cycle)", async () => {
    const { principal } = await setup(1000, { planId: 'free' });
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => debit(principal, 1)));
    expect(tally(outcomes)).toEqual({ ok: 10, limit: 30, credits: 0 });
  });

  it.each([
    ['the balance binds (cap 60, balance 40)', 60, 40, { ok: 40, limit: 0, credits: 160 }],
    ['the cap binds (cap 30, balance 100)', 30, 100, { ok: 30, limit: 170, credits: 0 }],
    ['both equal (cap 25, balance 25)', 25, 25, { ok: 25 }],
  ])('both limits: successes are the smaller when %s', async (_name, cap, balance, expected) => {
    const { acc, principal } = await setup(balance, { creditLimit: cap });
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => debit(principal, 1)));
    expect(tally(outcomes)).toMatchObject(expected);
    expect(await rows(acc.accountId, 'debit')).toBe(Math.min(cap, balance));
    expect(await usage(principal.endUser!.userId)).toBe(Math.min(cap, balance));
    expect(await ledger.balance(acc.accountId)).toBe(balance - Math.min(cap, balance));
  });

  it('a refused debit writes nothing, even when the caller commits its transaction anyway', async () => {
    const { acc, principal } = await setup(2, { creditLimit: 5 });
    await uow.run(async (tx) => {
      await expect(ledger.debit(tx, principal, 3, randomUUID())).rejects.toMatchObject({
        code: 'insufficient_credits',
        status: 402,
      });
    });
    expect(await usage(principal.endUser!.userId)).toBe(0);
    await uow.run(async (tx) => {
      await expect(ledger.debit(tx, principal, 6, randomUUID())).rejects.toMatchObject({
        code: 'credit_limit_reached',
        status: 429,
      });
    });
    expect(await rows(acc.accountId, 'debit')).toBe(0);
    expect(await ledger.balance(acc.accountId)).toBe(2);
  });

  it('429 comes before 402 when both would refuse', async () => {
    const { principal } = await setup(0, { creditLimit: 1 });
    expect(await debit(principal, 2)).toBe('credit_limit_reached');
    expect(await debit(principal, 1)).toBe('insufficient_credits');
  });

  it('a debit rolls back with its caller, and one request id is never debited twice', async () => {
    const { acc, principal } = await setup(100, {});
    await expect(
      uow.run(async (tx) => {
        await ledger.debit(tx, principal, 5, 'req-rolled-back');
        throw new Error('the caller failed after paying');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await ledger.balance(acc.accountId)).toBe(100);
    expect(await usage(principal.endUser!.userId)).toBe(0);

    const id = randomUUID();
    expect(await debit(principal, 5, id)).toBe('ok');
    await expect(uow.run((tx) => ledger.debit(tx, principal, 5, id))).rejects.toMatchObject({ code: 'conflict' });
    expect(await ledger.balance(acc.accountId)).toBe(95);
    expect(await usage(principal.endUser!.userId)).toBe(5);
  });

  describe('debitAlone (one statement when the account pays)', () => {
    it('one request id is debited once: the second is 409 and leaves the balance alone', async () => {
      const { acc, principal } = await setup(100);
      const id = randomUUID();
      expect(await alone(principal, 5, id)).toBe('ok');
      await expect(ledger.debitAlone(principal, 5, id)).rejects.toMatchObject({ code: 'conflict' });
      expect(await ledger.balance(acc.accountId)).toBe(95);
      expect(await rows(acc.accountId, 'debit')).toBe(1);
    });

    it('the same request id sent 20 times at once is debited once; the others are 409', async () => {
      const { acc, principal } = await setup(100);
      const id = randomUUID();
      const others = Array.from({ length: 30 }, () => randomUUID());
      const results = await Promise.allSettled([
        ...Array.from({ length: 20 }, () => ledger.debitAlone(principal, 2, id)),
        ...others.map((o) => ledger.debitAlone(principal, 2, o)),
      ]);
      const same = results.slice(0, 20);
      expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(same.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
        Array(19).fill('conflict'),
      );
      expect(results.slice(20).every((r) => r.status === 'fulfilled')).toBe(true);
      expect(await ledger.balance(acc.accountId)).toBe(100 - 2 * 31);
      expect(await rows(acc.accountId, 'debit')).toBe(31);
      await expectLedgerReconciled(t.app);
    });

    it('an end user still pays through the cycle cap (429 before 402)', async () => {
      const { acc, principal } = await setup(10, { creditLimit: 4 });
      expect(await alone(principal, 3)).toBe('ok');
      expect(await alone(principal, 3)).toBe('credit_limit_reached');
      expect(await usage(principal.endUser!.userId)).toBe(3);
      expect(await ledger.balance(acc.accountId)).toBe(7);
    });

    it('is refunded like any debit', async () => {
      const { acc, principal } = await setup(10);
      const id = randomUUID();
      expect(await alone(principal, 4, id)).toBe('ok');
      expect(await ledger.refund(id)).toBe(true);
      expect(await ledger.balance(acc.accountId)).toBe(10);
    });
  });

  it('a refund replayed 10 times in parallel writes one row, restores balance and usage once', async () => {
    const { acc, principal } = await setup(100, { creditLimit: 10 });
    const requestId = randomUUID();
    expect(await debit(principal, 4, requestId)).toBe('ok');
    const refunded = collect('credits.refunded');
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.refund(requestId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await rows(acc.accountId, 'refund')).toBe(1);
    expect(await ledger.balance(acc.accountId)).toBe(100);
    expect(await usage(principal.endUser!.userId)).toBe(0);
    expect(refunded).toEqual([
      { accountId: acc.accountId, userId: principal.endUser!.userId, requestId, amount: 4, balanceAfter: 100 },
    ]);
    expect(await ledger.refund(requestId)).toBe(false);
    expect(await ledger.refund('never-debited')).toBe(false);
  });

  it('a refund inside a caller transaction counts once too, and rolls back with it', async () => {
    const { acc, principal } = await setup(50);
    const requestId = randomUUID();
    await debit(principal, 7, requestId);
    await expect(
      uow.run(async (tx) => {
        expect(await ledger.refund(requestId, tx)).toBe(true);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await ledger.balance(acc.accountId)).toBe(43);
    expect(await uow.run((tx) => ledger.refund(requestId, tx))).toBe(true);
    expect(await uow.run((tx) => ledger.refund(requestId, tx))).toBe(false);
    expect(await ledger.balance(acc.accountId)).toBe(50);
  });

  it("refunding a debit of a past cycle restores the balance but not the new cycle's usage", async () => {
    const { acc, principal } = await setup(100, {});
    const old = randomUUID();
    await debit(principal, 6, old);
    t.clock.advance(32 * DAY);
    await debit(principal, 2);
    expect(await ledger.refund(old)).toBe(true);
    expect(await usage(principal.endUser!.userId)).toBe(2);
    expect(await ledger.balance(acc.accountId)).toBe(98);
    t.clock.set('2025-05-10T12:00:00.000Z');
  });

  it('many users of one account debiting and refunding at once never deadlock', async () => {
    const { acc } = await setup(5000);
    const users = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const admin: Principal = { ...accountPrincipal(acc), keyClass: 'enterprise-admin' };
        const login = await t.app.get(UsersService).login(admin, { abstractUserId: `mix-${i}`, planId: 'pro' });
        const userId = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString()).sub;
        return {
          ...accountPrincipal(acc),
          endUser: { userId, workspaceId: login.workspaceId, sessionId: 's' },
        } as Principal;
      }),
    );
    const ids = Array.from({ length: 240 }, () => randomUUID());
    const work = ids.map((id, i) => debit(users[i % users.length], 1 + (i % 3), id));
    const outcomes = await Promise.all(work);
    const refunds = await Promise.all(
      ids.filter((_, i) => i % 2 === 0).flatMap((id) => [ledger.refund(id), ledger.refund(id)]),
    );
    expect(outcomes.every((o) => o === 'ok' || o === 'credit_limit_reached')).toBe(true);
    expect(refunds.filter(Boolean).length).toBe(ids.filter((id, i) => i % 2 === 0 && outcomes[i] === 'ok').length);
    const sum = await t.db.query(`SELECT COALESCE(SUM(amount), 0) AS s FROM credit_ledger WHERE account_id = $1`, [
      acc.accountId,
    ]);
    expect(Number(sum[0].s)).toBe(await ledger.balance(acc.accountId));
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on ledger rows, and a direct user_id change', async () => {
    const { acc } = await setup(10);
    const attempts = [
      `UPDATE credit_ledger SET amount = 1000 WHERE account_id = '${acc.accountId}'`,
      `UPDATE credit_ledger SET user_id = NULL WHERE account_id = '${acc.accountId}'`,
      `DELETE FROM credit_ledger WHERE account_id = '${acc.accountId}'`,
      `TRUNCATE credit_ledger`,
    ];
    for (const sql of attempts) await expect(t.db.query(sql)).rejects.toThrow(/append-only/);
    expect(await rows(acc.accountId, 'grant')).toBe(1);
  });

  it('purging a user keeps its ledger rows, without the user reference', async () => {
    const { acc, principal } = await setup(100, {});
    await debit(principal, 9);
    const admin: Principal = { ...accountPrincipal(acc), keyClass: 'enterprise-admin' };
    const abstractUserId = (
      await t.db.query(`SELECT abstract_user_id FROM users WHERE id = $1`, [principal.endUser!.userId])
    )[0].abstract_user_id;
    await t.app.get(UsersService).deleteUser(admin, { abstractUserId });
    t.clock.advance(15 * DAY);
    expect(await t.app.get(UserPurger).purgeDue()).toBeGreaterThanOrEqual(1);
    t.clock.set('2025-05-10T12:00:00.000Z');
    const left = await t.db.query(
      `SELECT kind, amount, user_id FROM credit_ledger WHERE account_id = $1 ORDER BY seq`,
      [acc.accountId],
    );
    expect(left).toEqual([
      { kind: 'grant', amount: '100', user_id: null },
      { kind: 'debit', amount: '-9', user_id: null },
    ]);
  });

  it('grant refuses amounts that are not positive integers and unknown accounts', async () => {
    const acc = await makeAccount(t.app);
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER]) {
      await expect(ledger.grant(acc.accountId, amount)).rejects.toMatchObject({ code: 'invalid_input' });
    }
    await expect(ledger.grant(randomUUID(), 5)).rejects.toMatchObject({ code: 'not_found' });
    expect(await ledger.balance(acc.accountId)).toBe(0);
  });

  it('the reconciliation finds a planted difference (so its silence means something)', async () => {
    const { acc, principal } = await setup(20, {});
    await debit(principal, 3);
    await expectLedgerReconciled(t.app);
    await t.db.query(`UPDATE credit_accounts SET balance = balance + 1 WHERE account_id = $1`, [acc.accountId]);
    await t.db.query(`UPDATE users SET cycle_usage = cycle_usage + 2 WHERE id = $1`, [principal.endUser!.userId]);
    const report = await ledger.reconcile();
    expect(report.accounts).toEqual([{ accountId: acc.accountId, balance: 18, ledgerSum: 17 }]);
    expect(report.users).toEqual([
      expect.objectContaining({ userId: principal.endUser!.userId, cycleUsage: 5, ledgerUsage: 3 }),
    ]);
    await t.db.query(`UPDATE credit_accounts SET balance = balance - 1 WHERE account_id = $1`, [acc.accountId]);
    await t.db.query(`UPDATE users SET cycle_usage = cycle_usage - 2 WHERE id = $1`, [principal.endUser!.userId]);
  });

  it('debit validates its own arguments (a programming error, not a user error)', async () => {
    const { principal } = await setup(10);
    await expect(uow.run((tx) => ledger.debit(tx, principal, -1, 'r'))).rejects.not.toBeInstanceOf(AppError);
    await expect(uow.run((tx) => ledger.debit(tx, principal, 1, ''))).rejects.toThrow(/request id/);
    expect(await uow.run((tx) => ledger.debit(tx, principal, 0, 'free-call'))).toEqual({ balanceAfter: 10 });
  });

  it('leaves the ledger reconciled', async () => {
    await expectLedgerReconciled(t.app);
  });

  function collect(name: string): Record<string, unknown>[] {
    const seen: Record<string, unknown>[] = [];
    t.app.get(EventEmitter2).on(name, (p: Record<string, unknown>) => seen.push(p));
    return seen;
  }
});
