// The sliding window log in this process, for a service run without Redis (or tests): per bucket a
// ring of the last `limit` allowed hits' times. A hit is allowed when the ring is not full or its
// oldest entry has left the window, so the check is O(1) and the memory is bounded by the limit.
import { LimitStore, LimitVerdict, verdictOf } from './limit-store';

interface Ring {
  times: number[];
  /** Index of the oldest entry once the ring is full. */
  head: number;
  lastAt: number;
}

/** How often buckets whose last hit has left every window are dropped. */
const SWEEP_MS = 10_000;
/** The longest window a bucket may use; older buckets are swept. */
const MAX_WINDOW_MS = 60_000;

export class MemoryLimitStore extends LimitStore {
  private readonly rings = new Map<string, Ring>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    super();
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async hit(bucket: string, limit: number, windowMs: number): Promise<LimitVerdict> {
    const now = this.now();
    let ring = this.rings.get(bucket);
    if (!ring) {
      ring = { times: [], head: 0, lastAt: now };
      this.rings.set(bucket, ring);
    }
    // A limit changed since the ring was filled: put it back in time order from index 0 and keep
    // only the newest `limit` entries.
    if (ring.times.length !== limit && ring.head !== 0) {
      ring.times = [...ring.times.slice(ring.head), ...ring.times.slice(0, ring.head)];
      ring.head = 0;
    }
    if (ring.times.length > limit) ring.times = ring.times.slice(-limit);
    const full = ring.times.length >= limit;
    const oldest = full ? ring.times[ring.head] : ring.times[0];
    if (full && oldest > now - windowMs) {
      return verdictOf(
        false,
        this.countIn(ring, now, windowMs),
        limit,
        this.oldestIn(ring, now, windowMs),
        now,
        windowMs,
      );
    }
    if (full) {
      ring.times[ring.head] = now;
      ring.head = (ring.head + 1) % limit;
    } else {
      ring.times.push(now);
    }
    ring.lastAt = now;
    return verdictOf(true, this.countIn(ring, now, windowMs), limit, this.oldestIn(ring, now, windowMs), now, windowMs);
  }

  /** Entries are in time order starting at head: a binary search finds the first one still inside the window. */
  private firstInside(ring: Ring, now: number, windowMs: number): number {
    const n = ring.times.length;
    const at = (i: number) => ring.times[(ring.head + i) % n];
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(mid) > now - windowMs) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private countIn(ring: Ring, now: number, windowMs: number): number {
    return ring.times.length - this.firstInside(ring, now, windowMs);
  }

  private oldestIn(ring: Ring, now: number, windowMs: number): number | null {
    const first = this.firstInside(ring, now, windowMs);
    return first < ring.times.length ? ring.times[(ring.head + first) % ring.times.length] : null;
  }

  /** Buckets counting (for tests). */
  get size(): number {
    return this.rings.size;
  }

  sweep(): void {
    const cutoff = this.now() - MAX_WINDOW_MS;
    for (const [bucket, ring] of this.rings) if (ring.lastAt <= cutoff) this.rings.delete(bucket);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}
