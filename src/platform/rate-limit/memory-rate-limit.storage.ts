// Rate-limit counters in this process, for a service run without Redis: the same fixed window per
// key as the Redis counter (opened by its first hit, never extended), so one instance behaves alike
// with or without Redis. Replaces @nestjs/throttler's in-memory storage, which keeps a timestamp
// per hit and filters the whole list on every call: at a high limit (thousands a minute) that is
// most of a request's CPU and garbage.
import type { ThrottlerStorage } from '@nestjs/throttler';
import { StorageRecord, windowRecord } from './window-record';

interface Window {
  hits: number;
  endsAt: number;
}

/** How often ended windows are dropped, so keys seen once do not stay in memory. */
const SWEEP_MS = 10_000;

export class MemoryRateLimitStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<StorageRecord> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + ttlMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return windowRecord(window.hits, window.endsAt - now, limit);
  }

  /** Windows still counting (for tests). */
  get size(): number {
    return this.windows.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  /** Stops the sweeper (the module's shutdown). */
  close(): void {
    clearInterval(this.sweeper);
  }
}
