// Sessions and refresh tokens stay bounded: ended sessions (revoked, or whose last refresh token
// expired) and used refresh tokens go once the retention has passed since they ended, live ones
// stay, and a replayed old token inside the retention still counts as reuse.
import { randomUUID } from 'node:crypto';
import { IdentityModule, SessionsService } from '../../src/modules/identity';
import { SessionsPrunerCron } from '../../src/modules/identity/sessions-pruner.cron';
import { UnitOfWork } from '../../src/platform/database';
import { DAY, MovableClock } from '../support/movable-clock';
import { startTestModule, TestModule } from '../support/test-module';

const T0 = new Date('2026-01-01T00:00:00.000Z');

describe('sessions pruner', () => {
  let t: TestModule;
  const clock = new MovableClock(T0);

  beforeAll(async () => {
    // the identity module over the platform: no HTTP, no other context
    t = await startTestModule([IdentityModule], { clock, env: { SESSION_RETENTION_DAYS: '7' } });
  });

  afterAll(() => t.close());

  const open = (userId = randomUUID()) =>
    t.app.get(UnitOfWork).run(async (tx) => ({
      userId,
      tokens: await t.app.get(SessionsService).open(tx, { accountId: randomUUID(), userId, workspaceId: randomUUID() }),
    }));
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('deletes ended sessions and used tokens past the retention, keeps live ones', async () => {
    await t.db.query(`DELETE FROM sessions`);
    clock.set(T0);
    const expired = await open(); // its refresh token expires at T0 + 30 days
    const revoked = await open();
    await t.app.get(UnitOfWork).run((tx) => t.app.get(SessionsService).revokeUserSessions(tx, revoked.userId));
    clock.set(new Date(T0.getTime() + 25 * DAY));
    const live = await open();
    expect(await count('sessions')).toBe(3);

    // Day 32: the first session's token expired 2 days ago (inside the retention), the revocation was 32 days ago.
    clock.set(new Date(T0.getTime() + 32 * DAY));
    expect((await t.app.get(SessionsPrunerCron).runOnce()).sessions).toBe(1);
    expect(await count('sessions')).toBe(2);

    // Day 38: the first session ended 8 days ago; the live one's token is valid until day 55.
    clock.set(new Date(T0.getTime() + 38 * DAY));
    expect((await t.app.get(SessionsPrunerCron).runOnce()).sessions).toBe(1);
    const left: { user_id: string }[] = await t.db.query(`SELECT user_id FROM sessions`);
    expect(left.map((r) => r.user_id)).toEqual([live.userId]);
    expect(expired.userId).not.toBe(live.userId);
  });

  it('deletes used refresh tokens once they are past expiry by the retention, and not before', async () => {
    await t.db.query(`DELETE FROM sessions`);
    clock.set(T0);
    const s = await open();
    const accountId: string = (await t.db.query(`SELECT account_id FROM sessions WHERE user_id = $1`, [s.userId]))[0]
      .account_id;
    clock.set(new Date(T0.getTime() + 20 * DAY));
    const rotated = await t.app.get(SessionsService).refresh(accountId, s.tokens.refreshToken); // the first token is now used
    expect(await count('refresh_tokens')).toBe(2);

    clock.set(new Date(T0.getTime() + 36 * DAY)); // first token expired on day 30: 6 days, inside the retention
    expect((await t.app.get(SessionsPrunerCron).runOnce()).tokens).toBe(0);
    // Inside the retention a replay of the used token is still caught as reuse.
    await expect(t.app.get(SessionsService).refresh(accountId, s.tokens.refreshToken)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(Number((await t.db.query(`SELECT count(*) AS n FROM sessions WHERE revoked_at IS NOT NULL`))[0].n)).toBe(1);
    expect(rotated.refreshToken).not.toBe(s.tokens.refreshToken);

    clock.set(new Date(T0.getTime() + 38 * DAY)); // 8 days past the first token's expiry
    const pruned = await t.app.get(SessionsPrunerCron).runOnce();
    expect(pruned.tokens).toBe(1);
  });
});
