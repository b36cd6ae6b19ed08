// Idempotency keys against PostgreSQL: the pruner deletes expired keys in bounded batches and stops
// (a run over an empty table is one statement: it once looped forever, reading TypeORM's [rows,
// rowCount] as rows), release() answers whether it freed a key, and a dead holder's lease is taken
// over by exactly one retry.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { IdempotencyPrunerCron } from '../../src/platform/idempotency/idempotency-pruner.cron';
import { IdempotencyService } from '../../src/platform/idempotency/idempotency.service';
import { MovableClock } from '../support/movable-clock';
import { startTestModule, TestModule } from '../support/test-module';

const T0 = new Date('2026-03-01T00:00:00.000Z');

describe('idempotency pruner', () => {
  let t: TestModule;
  const clock = new MovableClock(T0);

  beforeAll(async () => {
    // the platform module alone (idempotency is platform): no context module, no HTTP
    t = await startTestModule([], { clock });
  });

  afterAll(() => t.close());

  const insertKeys = async (count: number, expiresAt: Date) => {
    await t.db.query(
      `INSERT INTO idempotency_keys (account_id, key, request_hash, state, created_at, locked_until, expires_at)
       SELECT $1, 'k-' || g, repeat('a', 64), 'completed', $2, $2, $3 FROM generate_series(1, $4) g`,
      [randomUUID(), T0, expiresAt, count],
    );
  };
  const keysLeft = async () => Number((await t.db.query(`SELECT count(*) AS n FROM idempotency_keys`))[0].n);

  it('deletes exactly the expired keys and answers how many', async () => {
    await insertKeys(7, new Date(T0.getTime() - 1000));
    await insertKeys(3, new Date(T0.getTime() + 3600_000));
    expect(await t.app.get(IdempotencyPrunerCron).runOnce()).toBe(7);
    expect(await keysLeft()).toBe(3);
  });

  it('finishes at once on a table with nothing to prune (one DELETE, not an endless loop)', async () => {
    const service = t.app.get(IdempotencyService);
    const prune = jest.spyOn(service, 'prune');
    try {
      expect(await t.app.get(IdempotencyPrunerCron).runOnce()).toBe(0);
      expect(prune).toHaveBeenCalledTimes(1);
    } finally {
      prune.mockRestore();
    }
  });

  it('prune() counts deleted rows, not the parts of the driver answer', async () => {
    await t.db.query(`DELETE FROM idempotency_keys`);
    expect(await t.app.get(IdempotencyService).prune(10)).toBe(0);
    await insertKeys(1, new Date(T0.getTime() - 1));
    expect(await t.app.get(IdempotencyService).prune(10)).toBe(1);
  });

  it('release() answers false for a key that is not there', async () => {
    expect(await t.app.get(IdempotencyService).release(randomUUID())).toBe(false);
  });

  it('a lease whose holder died is taken over by exactly one of several concurrent retries', async () => {
    const accountId = randomUUID();
    const hash = 'b'.repeat(64);
    await t.db.query(
      `INSERT INTO idempotency_keys (account_id, key, request_hash, state, created_at, locked_until, expires_at)
       VALUES ($1, 'lease', $2, 'in_progress', $3, $3, $4)`,
      [accountId, hash, new Date(T0.getTime() - 120_000), new Date(T0.getTime() + 3600_000)],
    );
    const service = t.app.get(IdempotencyService);
    const claims = await Promise.all(Array.from({ length: 6 }, () => service.claim(accountId, 'lease', hash)));
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'in_progress')).toHaveLength(5);
  });

  it('a retry that loses the takeover race to another holder does not think it holds the key', async () => {
    const accountId = randomUUID();
    const hash = 'c'.repeat(64);
    await t.db.query(
      `INSERT INTO idempotency_keys (account_id, key, request_hash, state, created_at, locked_until, expires_at)
       VALUES ($1, 'race', $2, 'in_progress', $3, $3, $4)`,
      [accountId, hash, new Date(T0.getTime() - 120_000), new Date(T0.getTime() + 3600_000)],
    );
    // Another process takes the lease over right after our read saw it expired: our takeover
    // UPDATE then matches nothing, and the claim must say so.
    const other = new Client({ connectionString: t.database.url });
    await other.connect();
    const original = t.db.query.bind(t.db);
    const spy = jest
      .spyOn(t.db, 'query')
      .mockImplementation(async (sql: string, params?: Parameters<typeof original>[1]) => {
        const result = await original(sql, params);
        if (sql.includes('lock_expired')) {
          await other.query(`UPDATE idempotency_keys SET locked_until = $2 WHERE account_id = $1`, [
            accountId,
            new Date(T0.getTime() + 600_000),
          ]);
        }
        return result;
      });
    try {
      expect((await t.app.get(IdempotencyService).claim(accountId, 'race', hash)).kind).toBe('in_progress');
    } finally {
      spy.mockRestore();
      await other.end();
    }
  });
});
