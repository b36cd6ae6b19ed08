// Revoke-all (reuse detection, user deletion) touches only a user's live sessions: not the ones
// already revoked, not the ones whose last refresh token expired. A user who logged in thousands of
// times costs the revocation its live sessions only (issue 20.5), and the plan says so.
import { randomUUID } from 'node:crypto';
import { IdentityModule, SessionsService } from '../../src/modules/identity';
import { UnitOfWork } from '../../src/platform/database';
import { DAY, MovableClock } from '../support/movable-clock';
import { startTestModule, TestModule } from '../support/test-module';

const T0 = new Date('2026-03-01T00:00:00.000Z');
const OLD_LOGINS = 3000;

describe('revoking every session of a user', () => {
  let t: TestModule;
  const clock = new MovableClock(T0);
  const accountId = randomUUID();
  const workspaceId = randomUUID();

  beforeAll(async () => {
    // the identity module over the platform: no HTTP, no other context
    t = await startTestModule([IdentityModule], { clock });
  });

  afterAll(() => t.close());

  const sessions = () => t.app.get(SessionsService);
  const open = (userId: string) =>
    t.app.get(UnitOfWork).run((tx) => sessions().open(tx, { accountId, userId, workspaceId }));
  const revokeAll = (userId: string) => t.app.get(UnitOfWork).run((tx) => sessions().revokeUserSessions(tx, userId));
  const states = async (userId: string) =>
    (
      await t.db.query(
        `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS unrevoked, count(*) FILTER (WHERE revoked_at = $2)::int AS "revokedNow"
         FROM sessions WHERE user_id = $1`,
        [userId, clock.now()],
      )
    )[0] as { unrevoked: number; revokedNow: number };

  it('revokes the live sessions and leaves ended ones untouched, even when refreshed sessions outlive their first token', async () => {
    const userId = randomUUID();
    clock.set(T0);
    const refreshed = await open(userId); // its first token expires on day 30; refreshed on day 20, it lives to day 50
    await open(userId); // never refreshed: ended on day 30
    clock.set(new Date(T0.getTime() + 20 * DAY));
    await sessions().refresh(accountId, refreshed.refreshToken);
    clock.set(new Date(T0.getTime() + 35 * DAY));
    await open(userId); // live

    expect(await revokeAll(userId)).toBe(2);
    expect(await states(userId)).toEqual({ unrevoked: 1, revokedNow: 2 });
    // A second revocation finds nothing left to do.
    expect(await revokeAll(userId)).toBe(0);
  });

  it('reuse detection revokes the live sessions only', async () => {
    const userId = randomUUID();
    clock.set(T0);
    await open(userId); // ends on day 30
    clock.set(new Date(T0.getTime() + 40 * DAY));
    const stolen = await open(userId);
    await open(userId);
    await sessions().refresh(accountId, stolen.refreshToken);
    await expect(sessions().refresh(accountId, stolen.refreshToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(await states(userId)).toEqual({ unrevoked: 1, revokedNow: 2 });
  });

  it(`with ${OLD_LOGINS} ended logins, the revocation reads and writes only the live rows (index on live sessions)`, async () => {
    const userId = randomUUID();
    clock.set(T0);
    // Thousands of old logins of one user, ended long ago (as a busy afternoon of logins leaves them after 30 days).
    await t.db.query(
      `INSERT INTO sessions (account_id, user_id, workspace_id, created_at, expires_at)
       SELECT $1, $2, $3, $4::timestamptz - g * interval '1 minute', $4::timestamptz - g * interval '1 minute' + interval '30 days'
         FROM generate_series(1, ${OLD_LOGINS}) g`,
      [accountId, userId, workspaceId, T0],
    );
    clock.set(new Date(T0.getTime() + 60 * DAY));
    for (let i = 0; i < 3; i++) await open(userId);
    await t.db.query(`ANALYZE sessions`);

    // The statement revokeUserSessions runs, measured in a transaction that is rolled back.
    const plan = await t.app
      .get(UnitOfWork)
      .run(async (tx) => {
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
          [userId, clock.now()],
        );
        throw Object.assign(new Error('rollback'), { plan: rows[0]['QUERY PLAN'] });
      })
      .catch((err: { plan?: unknown }) => err.plan as { Plan: PlanNode }[]);
    const scan = findScan(plan[0].Plan);
    expect(scan).toMatchObject({ 'Index Name': 'sessions_user_id_live_idx', 'Actual Rows': 3 });
    expect(scan['Rows Removed by Filter'] ?? 0).toBe(0);

    expect(await revokeAll(userId)).toBe(3);
    expect(await states(userId)).toEqual({ unrevoked: OLD_LOGINS, revokedNow: 3 });
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** The node that reads the sessions table. */
function findScan(node: PlanNode): PlanNode {
  if (/Scan/.test(node['Node Type'])) return node;
  for (const child of node.Plans ?? []) {
    const found = findScan(child);
    if (found) return found;
  }
  return undefined as unknown as PlanNode;
}
