// Bull keeps jobs in Redis: a Redis that evicts keys under memory pressure silently loses jobs.
// Refuse to run Bull on one; where CONFIG is not allowed (managed Redis), log a hard error instead.
import Redis from 'ioredis';

export type EvictionVerdict = { ok: true } | { ok: false; policy: string } | { ok: 'unknown'; reason: string };

export function evictionVerdict(policy: string): EvictionVerdict {
  return policy === 'noeviction' ? { ok: true } : { ok: false, policy };
}

export async function checkRedisEvictionPolicy(url: string): Promise<EvictionVerdict> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const reply = (await client.config('GET', 'maxmemory-policy')) as string[];
    return evictionVerdict(reply[1] ?? 'unknown');
  } catch (err) {
    return { ok: 'unknown', reason: (err as Error).message };
  } finally {
    client.disconnect();
  }
}
