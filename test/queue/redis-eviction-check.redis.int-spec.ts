// Reads the live setting only: changing Redis's global config here would race other suites.
import { checkRedisEvictionPolicy } from '../../src/platform/queue/redis-eviction-check';

describe('Redis eviction policy check', () => {
  it('reads the policy of the test Redis (noeviction, as CI starts it)', async () => {
    expect(await checkRedisEvictionPolicy(process.env.REDIS_URL as string)).toEqual({ ok: true });
  });

  it('reports unknown when Redis cannot be reached', async () => {
    expect((await checkRedisEvictionPolicy('redis://127.0.0.1:1')).ok).toBe('unknown');
  });
});
