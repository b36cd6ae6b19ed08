// What both rate-limit counters answer the throttler for a fixed window: the hits so far and the
// seconds until the window ends; past the limit the key is refused until then.
import type { ThrottlerStorage } from '@nestjs/throttler';

export type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

export function windowRecord(hits: number, leftMs: number, limit: number): StorageRecord {
  const leftS = Math.ceil(leftMs / 1000);
  const refused = hits > limit;
  return { totalHits: hits, timeToExpire: leftS, isBlocked: refused, timeToBlockExpire: refused ? leftS : 0 };
}
