// login-user's lookup uses the unique (account_id, abstract_user_id) index whatever the planner's
// statistics say: here a tenant grows from 2 users to 18 000 with autovacuum off, so the planner
// still believes it has 2, and the plan is read from EXPLAIN. The migrated tables also carry their
// own, lower analyze thresholds (issue 20: stale statistics flipped login to a scan of the tenant).
import { SessionsService } from '../../src/modules/identity';
import { UsersRepository } from '../../src/modules/users/users.repository';
import { insertUsers, makeAccount, makePlans } from '../support/factories';
import { recordStatements } from '../support/sent-statements';
import { UsersModule } from '../../src/modules/users';
import { startTestModule, TestModule } from '../support/test-module';

const T0 = new Date('2026-02-01T00:00:00.000Z');

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe('login lookup plan', () => {
  let t: TestModule;

  beforeAll(async () => {
    // the users module (with identity, which it imports) over the platform: no HTTP
    t = await startTestModule([UsersModule]);
  });

  afterAll(() => t.close());

  it('reads one user through the unique index after its tenant grew past stale statistics', async () => {
    const acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
    // Other tenants, so the table is not all one account.
    for (let i = 0; i < 20; i++) {
      const other = await makeAccount(t.app);
      await makePlans(t.app, other.accountId);
      await insertUsers(t.db, other.accountId, T0, 'o', 100, { status: 'active' });
    }
    await insertUsers(t.db, acc.accountId, T0, 'early-', 2, { status: 'active' });
    await t.db.query(`ANALYZE users`);
    await t.db.query(`ANALYZE workspaces`);
    await t.db.query(`ALTER TABLE users SET (autovacuum_enabled = false)`);
    // Their cycles end far ahead, so the one-statement login finds them active and not due.
    await insertUsers(t.db, acc.accountId, T0, 'grown-', 18_000, {
      status: 'active',
      cycleEnd: new Date('2099-01-01'),
    });

    // The statements login runs (the transactional path's lookup, and the one-statement login of
    // a returning user), captured as they are sent, then explained with their parameters.
    const repo = t.app.get(UsersRepository, { strict: false });
    const sessions = t.app.get(SessionsService);
    const recorder = recordStatements();
    try {
      expect(await repo.findByAbstractId(undefined, acc.accountId, 'grown-17000', 'share')).toMatchObject({
        abstractUserId: 'grown-17000',
      });
      const session = sessions.prepare();
      const login = { accountId: acc.accountId, abstractUserId: 'grown-17001', at: session.createdAt };
      expect(
        await repo.loginInOneStatement({ ...login, cycleStart: T0, cycleEnd: new Date('2026-03-01') }, session),
      ).toMatchObject({ userId: expect.any(String), isNewUser: false });
    } finally {
      recorder.restore();
    }
    expect(recorder.sent).toHaveLength(2);
    for (const statement of recorder.sent) {
      const [{ 'QUERY PLAN': plan }] = await t.db.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
      const userScans = nodes(plan[0].Plan).filter(
        (n) =>
          n['Index Name']?.startsWith('users_') ||
          (n['Node Type'] === 'Seq Scan' && JSON.stringify(n).includes('"users"')),
      );
      expect(userScans.map((n) => n['Index Name'] ?? n['Node Type'])).toEqual([
        'users_account_id_abstract_user_id_key',
      ]);
    }

    const options: { reloptions: string[] | null }[] = await t.db.query(
      `SELECT reloptions FROM pg_class WHERE relname = 'sessions'`,
    );
    expect(options[0].reloptions).toEqual(expect.arrayContaining(['autovacuum_analyze_scale_factor=0.01']));
  });
});
