// login-user's database round trips (issue 20.3: CPU per login): a returning user and a new one are
// each one statement (a new user was two: a lookup that found no one, then the insert of the user,
// workspace, session and refresh token), with no BEGIN/COMMIT. The cases the one-statement
// path leaves to the transaction (a due cycle, a deleted user) still get their answer there.
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Principal } from '../../src/platform/auth';
import { UsersModule, UsersService } from '../../src/modules/users';
import { makeAccount, makePlans, TestAccount } from '../support/factories';
import { DAY } from '../support/movable-clock';
import { recordStatements } from '../support/sent-statements';
import { startTestModule, TestModule } from '../support/test-module';

const START = '2026-03-01T10:00:00.000Z';

describe('login-user round trips', () => {
  let t: TestModule;
  let a: TestAccount;
  let principal: Principal;
  let recorder: ReturnType<typeof recordStatements>;

  beforeAll(async () => {
    // the users module (with identity, which it imports) over the platform: no HTTP
    t = await startTestModule([UsersModule]);
    t.clock.set(START);
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    principal = { accountId: a.accountId, accountKind: 'enterprise', keyId: 'k', keyClass: 'enterprise-admin' };
    recorder = recordStatements();
  });

  afterAll(async () => {
    recorder.restore();
    await t.close();
  });

  const login = async (abstractUserId: string) => {
    recorder.sent.length = 0;
    const answer = await t.app.get(UsersService).login(principal, { abstractUserId });
    const statements = recorder.sent.map((s) => s.text.trim().split(/\s+/).slice(0, 2).join(' '));
    return { answer, statements, named: recorder.sent.map((s) => s.name ?? null) };
  };

  it('a new user costs one statement and no transaction, and so does a returning user', async () => {
    const first = await login('round-trip-user');
    expect(first.answer.isNewUser).toBe(true);
    expect(first.statements).toHaveLength(1);
    expect(first.statements).not.toContain('START TRANSACTION');

    const again = await login('round-trip-user');
    expect(again.answer).toMatchObject({ isNewUser: false, workspaceId: first.answer.workspaceId });
    expect(again.statements).toHaveLength(1);
    // Both are named prepared statements (DATABASE_PREPARED_STATEMENTS is on by default).
    expect([...first.named, ...again.named]).toEqual(['login-user', 'login-user']);

    const sessions: { n: string }[] = await t.db.query(
      `SELECT count(*) AS n FROM sessions s JOIN refresh_tokens r ON r.session_id = s.id
        WHERE s.account_id = $1 AND s.workspace_id = $2`,
      [a.accountId, first.answer.workspaceId],
    );
    expect(Number(sessions[0].n)).toBe(2);
  });

  it('first logins of ids in any script are one statement each: a user on the default plan, its own workspace, a session', async () => {
    const events = t.app.get(EventEmitter2);
    const created: string[] = [];
    const onCreated = (e: { abstractUserId: string }) => created.push(e.abstractUserId);
    events.on('user.created', onCreated);
    try {
      const ids = ['ユーザー-1', 'مستخدم-٢', 'Jürgen Müller', 'usuario.nuevo@example.es'];
      const answers = [];
      for (const id of ids) {
        const first = await login(id);
        expect(first.statements).toEqual([expect.stringMatching(/^WITH found/)]);
        expect(first.answer.isNewUser).toBe(true);
        answers.push(first.answer);
      }
      expect(new Set(answers.map((x) => x.workspaceId)).size).toBe(ids.length);
      const rows: { abstract_user_id: string; plan_id: string; status: string; workspace_id: string }[] =
        await t.db.query(
          `SELECT u.abstract_user_id, u.plan_id, u.status, w.id AS workspace_id
             FROM users u JOIN workspaces w ON w.user_id = u.id JOIN sessions s ON s.workspace_id = w.id
            WHERE u.account_id = $1 AND u.abstract_user_id = ANY($2)`,
          [a.accountId, ids],
        );
      expect(rows.map((r) => [r.abstract_user_id, r.plan_id, r.status]).sort()).toEqual(
        ids.map((id) => [id, 'free', 'active']).sort(),
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(created.sort()).toEqual([...ids].sort());
      // Known now: the same statement finds them and creates nothing more.
      for (const [i, id] of ids.entries())
        expect((await login(id)).answer).toMatchObject({ isNewUser: false, workspaceId: answers[i].workspaceId });
      await new Promise((resolve) => setImmediate(resolve));
      expect(created).toHaveLength(ids.length);
    } finally {
      events.off('user.created', onCreated);
    }
  });

  it('a user whose cycle is due is rolled by the transaction, then logged in', async () => {
    await login('due-user');
    t.clock.advance(40 * DAY);
    try {
      const due = await login('due-user');
      expect(due.answer.isNewUser).toBe(false);
      expect(due.statements).toContain('START TRANSACTION');
      const rows: { cycle_end: Date }[] = await t.db.query(
        `SELECT cycle_end FROM users WHERE account_id = $1 AND abstract_user_id = 'due-user'`,
        [a.accountId],
      );
      expect(rows[0].cycle_end.getTime()).toBeGreaterThan(t.clock.now().getTime());
    } finally {
      t.clock.set(START);
    }
  });

  it('a deleted user is refused (409), with no session made', async () => {
    const { answer } = await login('deleted-user');
    await t.app.get(UsersService).deleteUser(principal, { abstractUserId: 'deleted-user' });
    await expect(login('deleted-user')).rejects.toMatchObject({
      code: 'conflict',
      message: 'User is deleted; reactivate it first',
    });
    const sessions: { n: string }[] = await t.db.query(`SELECT count(*) AS n FROM sessions WHERE workspace_id = $1`, [
      answer.workspaceId,
    ]);
    expect(Number(sessions[0].n)).toBe(1);
  });
});

describe('login-user with DATABASE_PREPARED_STATEMENTS=false', () => {
  let t: TestModule;

  beforeAll(async () => {
    t = await startTestModule([UsersModule], { env: { DATABASE_PREPARED_STATEMENTS: 'false' } });
  });

  afterAll(() => t.close());

  it('sends the same statements unnamed (for a PgBouncer that cannot carry named ones)', async () => {
    const a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    const principal: Principal = {
      accountId: a.accountId,
      accountKind: 'enterprise',
      keyId: 'k',
      keyClass: 'enterprise-admin',
    };
    const recorder = recordStatements();
    try {
      const first = await t.app.get(UsersService).login(principal, { abstractUserId: 'unnamed-user' });
      const again = await t.app.get(UsersService).login(principal, { abstractUserId: 'unnamed-user' });
      expect([first.isNewUser, again.isNewUser]).toEqual([true, false]);
      expect(again.workspaceId).toBe(first.workspaceId);
    } finally {
      recorder.restore();
    }
    expect(recorder.sent).toHaveLength(2);
    expect(recorder.sent.map((s) => s.name ?? null)).toEqual([null, null]);
  });
});
