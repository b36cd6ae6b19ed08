// Rate-limit counters in Redis, shared by every API instance: one fixed window per key, opened by
// its first hit. Replaces @nest-lab/throttler-storage-redis, whose script renews an existing key's
// expiry, count kept, whenever a hit finds it in its last millisecond (PTTL 0). A client at a
// steady rate that divides the window (4/s in a 1 s window) lands there again and again, so its
// count kept growing across windows until it was refused (seen in `npm run chaos:abuse`).
import type { ThrottlerStorage } from '@nestjs/throttler';
import { StorageRecord, windowRecord } from './window-record';
import type Redis from 'ioredis';

// Only the hit that creates the key sets its expiry; a refusal needs no block key of its own,
// since the count stays above the limit until the window ends.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { hits, ttl }
`;

type WithIncrement = Redis & { rateLimitIncrement(key: string, ttlMs: number): Promise<[number, number]> };

export class RedisRateLimitStorage implements ThrottlerStorage {
  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent as EVALSHA (the script's text only when Redis does not know it yet), not EVAL each time.
    if (!('rateLimitIncrement' in redis)) redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<StorageRecord> {
    const [hits, leftMs] = await (this.redis as WithIncrement).rateLimitIncrement(`${this.prefix}${key}`, ttlMs);
    return windowRecord(hits, leftMs, limit);
  }
}
