// Scheduled jobs of the users module racing each other and the API, on real PostgreSQL: purgers
// running at once purge each user exactly once; a purge and a reactivation of one user never both
// win; scheduled cycle roll-overs running at once roll each user once.
import { EventEmitter2 } from '@nestjs/event-emitter';
import { UserCyclesService, UsersService } from '../../src/modules/users';
import { UserPurger } from '../../src/modules/users/user-purger.service';
import type { Principal } from '../../src/platform/auth';
import { isAppError } from '../../src/platform/errors';
import { expectLedgerReconciled, insertUsers, makeAccount, makePlans, TestAccount } from '../support/factories';
import { DAY } from '../support/movable-clock';
import { startTestApp, TestApp } from '../support/test-app';

const T0 = new Date('2025-03-01T00:00:00.000Z');

function collect(t: TestApp, name: string): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  t.app.get(EventEmitter2).on(name, (payload: Record<string, unknown>) => seen.push(payload));
  return seen;
}

const countUsers = async (t: TestApp, accountId: string, like: string) =>
  Number(
    (
      await t.db.query(`SELECT count(*) AS n FROM users WHERE account_id = $1 AND abstract_user_id LIKE $2`, [
        accountId,
        like,
      ])
    )[0].n,
  );

describe('purger runs racing', () => {
  let t: TestApp;
  let acc: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ env: { USER_PURGE_BATCH_SIZE: '40' } });
    acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
  });

  afterAll(() => t.close());

  it('three purgers over 1 000 due users purge each exactly once, with no error, and leave the rest alone', async () => {
    await insertUsers(t.db, acc.accountId, T0, 'due-', 1000, { status: 'deleted', deletedAt: T0 });
    await insertUsers(t.db, acc.accountId, T0, 'recent-', 30, {
      status: 'deleted',
      deletedAt: new Date(T0.getTime() + DAY),
    });
    await insertUsers(t.db, acc.accountId, T0, 'active-', 30, { status: 'active' });
    const purged = collect(t, 'user.purged');
    t.clock.set(new Date(T0.getTime() + 15 * DAY));

    const purger = t.app.get(UserPurger);
    const counts = await Promise.all([purger.purgeDue(), purger.purgeDue(), purger.purgeDue()]);

    expect(counts.reduce((s, n) => s + n, 0)).toBe(1000);
    expect(purged).toHaveLength(1000);
    expect(new Set(purged.map((p) => p.userId)).size).toBe(1000);
    expect(await countUsers(t, acc.accountId, 'due-%')).toBe(0);
    expect(await countUsers(t, acc.accountId, 'recent-%')).toBe(30);
    expect(await countUsers(t, acc.accountId, 'active-%')).toBe(30);
    const orphans = await t.db.query(
      `SELECT count(*) AS n FROM workspaces w WHERE w.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = w.user_id)`,
    );
    expect(Number(orphans[0].n)).toBe(0);
    // Every listener of every purge succeeded: nothing is left for the outbox dispatcher.
    expect(await t.db.query(`SELECT count(*)::int AS n FROM event_outbox`)).toEqual([{ n: 0 }]);
    // Idempotent: another run finds nothing.
    expect(await purger.purgeDue()).toBe(0);
  });

  it('leaves the ledger reconciled', async () => {
    await expectLedgerReconciled(t.app);
  });
});

describe('a purge racing a reactivation', () => {
  let t: TestApp;
  let acc: TestAccount;

  beforeAll(async () => {
    // A reactivation window longer than the retention, so both are allowed at once and really race.
    t = await startTestApp({
      env: { USER_REACTIVATION_DAYS: '20', USER_RETENTION_DAYS: '15', USER_PURGE_BATCH_SIZE: '5' },
    });
    acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
  });

  afterAll(() => t.close());

  it('exactly one of them wins for every user', async () => {
    const n = 60;
    await insertUsers(t.db, acc.accountId, T0, 'race-', n, { status: 'deleted', deletedAt: T0 });
    const purged = collect(t, 'user.purged');
    t.clock.set(new Date(T0.getTime() + 16 * DAY));
    const principal: Principal = {
      accountId: acc.accountId,
      accountKind: 'enterprise',
      keyId: 'test',
      keyClass: 'enterprise-admin',
    };
    const users = t.app.get(UsersService);
    const purger = t.app.get(UserPurger);

    // The purgers ask for a connection first; the reactivations queue behind and between their batches.
    const purges = [purger.purgeDue(), purger.purgeDue()];
    const reactivations = Array.from({ length: n }, (_, i) =>
      users.reactivate(principal, { abstractUserId: `race-${i + 1}` }).then(
        () => 'reactivated' as const,
        (err) => (isAppError(err) && err.code === 'user_not_found' ? ('gone' as const) : Promise.reject(err)),
      ),
    );
    const [outcomes] = await Promise.all([Promise.all(reactivations), ...purges]);

    const purgedIds = new Set(purged.map((p) => p.abstractUserId));
    for (let i = 0; i < n; i++) {
      const id = `race-${i + 1}`;
      const rows: { status: string }[] = await t.db.query(
        `SELECT status FROM users WHERE account_id = $1 AND abstract_user_id = $2`,
        [acc.accountId, id],
      );
      if (outcomes[i] === 'reactivated') {
        expect({ id, rows, purged: purgedIds.has(id) }).toEqual({ id, rows: [{ status: 'active' }], purged: false });
      } else {
        expect({ id, rows, purged: purgedIds.has(id) }).toEqual({ id, rows: [], purged: true });
      }
    }
    expect(purged).toHaveLength(outcomes.filter((o) => o === 'gone').length);
  });

  it('leaves the ledger reconciled', async () => {
    await expectLedgerReconciled(t.app);
  });
});

describe('scheduled cycle roll-overs racing', () => {
  let t: TestApp;
  let acc: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
  });

  afterAll(() => t.close());

  it('three runs over 500 due users roll each once, applying the pending downgrade', async () => {
    const end = new Date(T0.getTime() + 31 * DAY);
    await insertUsers(t.db, acc.accountId, T0, 'cycle-', 500, {
      status: 'active',
      cycleEnd: end,
      pendingPlanId: 'free',
    });
    await t.db.query(`UPDATE users SET cycle_usage = 7, credit_limit = 50 WHERE account_id = $1`, [acc.accountId]);
    const changed = collect(t, 'user.plan-changed');
    t.clock.set(end);
    const cycles = t.app.get(UserCyclesService);
    const counts = await Promise.all([cycles.rollDue(), cycles.rollDue(), cycles.rollDue()]);
    expect(counts.reduce((s, c) => s + c, 0)).toBe(500);
    expect(changed).toHaveLength(500);
    expect(changed.every((e) => e.type === 'cycle-applied' && e.toPlanId === 'free')).toBe(true);
    const rows = await t.db.query(
      `SELECT plan_id, pending_plan_id, cycle_usage, credit_limit, cycle_start, count(*) AS n FROM users WHERE account_id = $1
        GROUP BY plan_id, pending_plan_id, cycle_usage, credit_limit, cycle_start`,
      [acc.accountId],
    );
    expect(rows).toEqual([
      { plan_id: 'free', pending_plan_id: null, cycle_usage: '0', credit_limit: '-1', cycle_start: end, n: '500' },
    ]);
    expect(await cycles.rollDue()).toBe(0);
  });

  it('leaves the ledger reconciled', async () => {
    await expectLedgerReconciled(t.app);
  });
});
