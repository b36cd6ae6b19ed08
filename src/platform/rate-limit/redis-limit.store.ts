// The sliding window log in Redis, shared by every API instance: per bucket a sorted set of the
// allowed hits' times, trimmed to the window and checked and added to in one Lua script (atomic,
// so two instances can never both take the last slot). Times come from the calling process (a
// movable clock in tests); instances' clocks agree to within NTP, far below a second.
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { LimitStore, LimitVerdict, verdictOf } from './limit-store';

// KEYS[1] bucket; ARGV: now (ms), window (ms), limit, a unique member for this hit.
// Returns { allowed 0|1, hits in the window, oldest hit's time or -1 }.
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local oldestAt = -1
if oldest[2] then oldestAt = tonumber(oldest[2]) end
return { allowed, count, oldestAt }
`;

type WithHit = Redis & {
  rateLimitHit(
    bucket: string,
    now: number,
    windowMs: number,
    limit: number,
    member: string,
  ): Promise<[number, number, number]>;
};

export class RedisLimitStore extends LimitStore {
  private sequence = 0;
  private readonly instance = randomBytes(6).toString('hex');

  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    super();
    // Sent as EVALSHA (the script's text only when Redis does not know it yet), not EVAL each time.
    if (!('rateLimitHit' in redis)) redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
  }

  async hit(bucket: string, limit: number, windowMs: number): Promise<LimitVerdict> {
    const now = this.now();
    // Unique per hit across instances: two hits in one millisecond are two members.
    const member = `${now}:${this.instance}:${(this.sequence = (this.sequence + 1) % 1e9)}`;
    const [allowed, count, oldestAt] = await (this.redis as WithHit).rateLimitHit(
      `${this.prefix}${bucket}`,
      now,
      windowMs,
      limit,
      member,
    );
    return verdictOf(allowed === 1, count, limit, oldestAt < 0 ? null : oldestAt, now, windowMs);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
