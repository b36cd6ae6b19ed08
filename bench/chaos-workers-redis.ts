// Bull's keys for the chaos:workers audits, read straight from Redis (no Bull instance of our own).
import Redis from 'ioredis';

/** Ids of every job hash Bull holds for a queue (`<prefix>:<queue>:<jobId>`), whatever its state. */
export async function bullJobIds(redis: Redis, prefix: string, queue: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const head = `${prefix}:${queue}:`;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${head}*`, 'COUNT', 1000);
    cursor = next;
    for (const k of keys) {
      const rest = k.slice(head.length);
      if (/^[0-9a-f-]{36}$/.test(rest)) ids.add(rest);
    }
  } while (cursor !== '0');
  return ids;
}

export interface BullCounts {
  waiting: number;
  active: number;
  delayed: number;
  paused: number;
  completed: number;
  failed: number;
}

export async function bullCounts(redis: Redis, prefix: string, queue: string): Promise<BullCounts> {
  const k = (s: string) => `${prefix}:${queue}:${s}`;
  const [waiting, active, paused, delayed, completed, failed] = await Promise.all([
    redis.llen(k('wait')),
    redis.llen(k('active')),
    redis.llen(k('paused')),
    redis.zcard(k('delayed')),
    redis.zcard(k('completed')),
    redis.zcard(k('failed')),
  ]);
  return { waiting, active, delayed, paused, completed, failed };
}
