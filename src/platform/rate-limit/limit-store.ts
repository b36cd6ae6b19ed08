// The rate-limit store port: a sliding window log per bucket (SPEC 8). A hit is counted only when
// it is allowed, so refusals never use up the allowance; at most `limit` hits are counted in any
// `windowMs`, and a client may spend the whole allowance at once.

export interface LimitVerdict {
  allowed: boolean;
  limit: number;
  /** Hits still allowed in the window after this one. */
  remaining: number;
  /** Milliseconds until the oldest counted hit leaves the window (when one more hit is allowed again). */
  resetMs: number;
}

export abstract class LimitStore {
  abstract hit(bucket: string, limit: number, windowMs: number): Promise<LimitVerdict>;
  abstract close(): Promise<void>;
}

/** The verdict once `count` hits (this one included when allowed) are in the window and the oldest is `oldestAt`. */
export function verdictOf(
  allowed: boolean,
  count: number,
  limit: number,
  oldestAt: number | null,
  now: number,
  windowMs: number,
): LimitVerdict {
  const resetMs = oldestAt === null ? windowMs : Math.max(0, oldestAt + windowMs - now);
  return { allowed, limit, remaining: Math.max(0, limit - count), resetMs };
}
