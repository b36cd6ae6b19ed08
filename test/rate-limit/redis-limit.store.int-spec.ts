// The Redis sliding window log on a real Redis (REDIS_URL): the whole allowance at once, refusals
// that spend nothing, a slot freed exactly when the oldest hit leaves the window, two stores (two
// API instances) sharing one bucket atomically, and a dead Redis failing open at once.
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Counter, Registry } from 'prom-client';
import { FailOpenLimitStore } from '../../src/platform/rate-limit/fail-open-limit.store';
import { RedisLimitStore } from '../../src/platform/rate-limit/redis-limit.store';

describe('RedisLimitStore', () => {
  const redis = new Redis(process.env.REDIS_URL as string);
  const prefix = `rltest${randomBytes(4).toString('hex')}:`;
  let now = 1_000_000;
  const store = new RedisLimitStore(redis, prefix, () => now);

  afterAll(() => redis.disconnect());

  it('allows the whole allowance at once, refuses the next without counting it, frees one slot when the oldest hit leaves', async () => {
    const first = await store.hit('a', 3, 60_000);
    expect(first).toEqual({ allowed: true, limit: 3, remaining: 2, resetMs: 60_000 });
    now += 10_000;
    await store.hit('a', 3, 60_000);
    expect(await store.hit('a', 3, 60_000)).toMatchObject({ allowed: true, remaining: 0 });
    for (let i = 0; i < 5; i++)
      expect(await store.hit('a', 3, 60_000)).toEqual({ allowed: false, limit: 3, remaining: 0, resetMs: 50_000 });
    now += 49_999;
    expect((await store.hit('a', 3, 60_000)).allowed).toBe(false);
    now += 1;
    expect(await store.hit('a', 3, 60_000)).toMatchObject({ allowed: true, remaining: 0, resetMs: 10_000 });
    expect((await store.hit('a', 3, 60_000)).allowed).toBe(false);
  });

  it('two instances on one bucket: exactly the limit passes among concurrent hits', async () => {
    const other = new RedisLimitStore(redis, prefix, () => now);
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? store : other).hit('shared', 20, 60_000)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
  });

  it('fails open within the command budget when Redis is unreachable, and counts it', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 100,
    });
    dead.on('error', () => undefined);
    const failures = new Counter({ name: 'f', help: 'f', registers: [new Registry()] });
    const open = new FailOpenLimitStore(new RedisLimitStore(dead, prefix), failures);
    const started = performance.now();
    expect(await open.hit('x', 1, 60_000)).toMatchObject({ allowed: true });
    expect(await open.hit('x', 1, 60_000)).toMatchObject({ allowed: true });
    expect(performance.now() - started).toBeLessThan(100);
    expect((await failures.get()).values[0].value).toBe(2);
    dead.disconnect();
  });
});
