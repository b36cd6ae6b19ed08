// The purger's pacing (USER_PURGE_BATCH_PAUSE_MS): it pauses between full batches, never after the
// last one, each pause falling after a committed batch; an abort (shutdown) stops it after the
// current batch. The clock is a fake, so no test waits on a timer or measures one.
import { UserPurger } from '../../src/modules/users/user-purger.service';
import { insertUsers, makeAccount, makePlans, TestAccount } from '../support/factories';
import { DAY, MovableClock } from '../support/movable-clock';
import { startTestApp, TestApp } from '../support/test-app';

const T0 = new Date('2025-03-01T00:00:00.000Z');

/** Runs `during` inside every sleep, so a test can look at the database while the purger pauses. */
class PausingClock extends MovableClock {
  during: () => Promise<void> = async () => undefined;

  override async sleep(ms: number): Promise<void> {
    await super.sleep(ms);
    await this.during();
  }
}

describe('purger pacing', () => {
  let t: TestApp;
  let acc: TestAccount;
  const clock = new PausingClock(T0);
  let batch = 0;

  const dueLeft = async () =>
    Number(
      (
        await t.db.query(`SELECT count(*) AS n FROM users WHERE account_id = $1 AND status = 'deleted'`, [
          acc.accountId,
        ])
      )[0].n,
    );

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { USER_PURGE_BATCH_SIZE: '10', USER_PURGE_BATCH_PAUSE_MS: '750' } });
    batch = t.config.users.purgeBatchSize;
    acc = await makeAccount(t.app);
    await makePlans(t.app, acc.accountId);
  });

  afterAll(() => t.close());

  beforeEach(() => {
    clock.sleeps.length = 0;
    clock.during = async () => undefined;
  });

  it('pauses the configured time after each full batch, with that batch committed, and not after the last', async () => {
    await insertUsers(t.db, acc.accountId, T0, 'paced-', 3 * batch + 5, { status: 'deleted', deletedAt: T0 });
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const leftAtEachPause: number[] = [];
    clock.during = async () => void leftAtEachPause.push(await dueLeft());

    expect(await t.app.get(UserPurger).purgeDue()).toBe(3 * batch + 5);

    expect(clock.sleeps).toEqual([750, 750, 750]);
    expect(leftAtEachPause).toEqual([2 * batch + 5, batch + 5, 5]);
    expect(await dueLeft()).toBe(0);
  });

  it('pauses nowhere when nothing is due', async () => {
    expect(await t.app.get(UserPurger).purgeDue()).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });

  it('stops after the current batch once its signal aborts, and a later run purges the rest', async () => {
    await insertUsers(t.db, acc.accountId, T0, 'stopped-', 3 * batch, { status: 'deleted', deletedAt: T0 });
    clock.set(new Date(T0.getTime() + 15 * DAY));
    const shutdown = new AbortController();
    clock.during = async () => shutdown.abort();

    expect(await t.app.get(UserPurger).purgeDue(shutdown.signal)).toBe(batch);
    expect(await dueLeft()).toBe(2 * batch);

    clock.during = async () => undefined;
    expect(await t.app.get(UserPurger).purgeDue()).toBe(2 * batch);
    expect(await dueLeft()).toBe(0);
  });
});
