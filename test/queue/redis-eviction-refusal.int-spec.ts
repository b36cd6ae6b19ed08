// Bull on a Redis that evicts keys would lose jobs silently: a process (src/main.ts, as production
// starts it) must refuse to start on one, and where CONFIG is refused (managed Redis) start with a
// hard error in its log. Each case runs its own redis-server, since the policy is server-wide and
// the shared test Redis must not be reconfigured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRedisEvictionPolicy } from '../../src/platform/queue/redis-eviction-check';
import { createTestDatabase, TestDatabase } from '../support/database';
import { freePort, requireRedisServer, PrivateRedis } from '../support/private-redis';
import { spawnWorker, WorkerProcess } from '../support/worker-process';

requireRedisServer();

describe('Bull refuses an evicting Redis (own redis-server)', () => {
  let db: TestDatabase;
  const dirs: string[] = [];
  const servers: PrivateRedis[] = [];
  const processes: WorkerProcess[] = [];

  const redisWith = async (args: string[]): Promise<PrivateRedis> => {
    const dir = mkdtempSync(join(tmpdir(), 'dgapi-redis-'));
    dirs.push(dir);
    const redis = new PrivateRedis(await freePort(), dir, args);
    servers.push(redis);
    await redis.start();
    return redis;
  };

  const startApp = (redisUrl: string, role: 'api' | 'worker'): WorkerProcess => {
    const p = spawnWorker({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_ROLE: role,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      QUEUE_DRIVER: 'bull',
      JWT_SECRET: 'x'.repeat(40),
      MIGRATIONS_RUN: 'false',
      DEMO_SEED_ON_EMPTY: 'false',
      STORAGE_DIR: join(dirs[0], 'storage'),
      USER_PURGE_INTERVAL_MS: '0',
      CYCLE_ROLL_INTERVAL_MS: '0',
      DESIGN_RECONCILE_INTERVAL_MS: '0',
    });
    processes.push(p);
    return p;
  };

  const exitOf = (p: WorkerProcess) =>
    new Promise<number | null>((resolve) =>
      p.child.exitCode !== null ? resolve(p.child.exitCode) : p.child.once('exit', (code) => resolve(code)),
    );

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await Promise.all(servers.map((s) => s.stop()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await db.drop();
  });

  it('an api and a worker process refuse to start on allkeys-lru, naming the policy', async () => {
    const redis = await redisWith(['--maxmemory-policy', 'allkeys-lru']);
    expect(await checkRedisEvictionPolicy(redis.url)).toEqual({ ok: false, policy: 'allkeys-lru' });
    for (const role of ['worker', 'api'] as const) {
      const p = startApp(redis.url, role);
      await expect(p.ready).rejects.toThrow(/maxmemory-policy is allkeys-lru/);
      expect(await exitOf(p)).not.toBe(0);
      expect(p.output()).not.toMatch(/role (worker|api), queue bull/);
    }
  }, 120_000);

  it('starts where CONFIG is refused, with the hard error in its log', async () => {
    const redis = await redisWith(['--rename-command', 'CONFIG', '']);
    expect((await checkRedisEvictionPolicy(redis.url)).ok).toBe('unknown');
    const p = startApp(redis.url, 'worker');
    await p.ready;
    const line = p
      .output()
      .split('\n')
      .find((l) => l.includes('could not read Redis maxmemory-policy'));
    expect(line).toBeDefined();
    expect(line).toMatch(/"level":50/); // error, not a warning
  }, 120_000);
});
