// Degrade, don't fall over: when the shared store cannot answer within its budget (Redis down,
// slow or refusing), the request is allowed, the failure counted in a metric and logged at most
// once per interval. An outage of the limiter's store must not take the API down with it (issue 18.4).
import { Logger } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { LimitStore, LimitVerdict } from './limit-store';

const LOG_EVERY_MS = 30_000;

export class FailOpenLimitStore extends LimitStore {
  private readonly logger = new Logger('RateLimit');
  private lastLoggedAt = 0;
  private failedSinceLog = 0;

  constructor(
    readonly inner: LimitStore,
    private readonly failures: Counter<never>,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async hit(bucket: string, limit: number, windowMs: number): Promise<LimitVerdict> {
    try {
      return await this.inner.hit(bucket, limit, windowMs);
    } catch (err) {
      this.failures.inc();
      this.failedSinceLog++;
      const now = this.now();
      if (now - this.lastLoggedAt >= LOG_EVERY_MS) {
        this.logger.warn(
          { err: (err as Error).message, failures: this.failedSinceLog },
          'rate-limit store unavailable: requests are allowed without a limit',
        );
        this.lastLoggedAt = now;
        this.failedSinceLog = 0;
      }
      return { allowed: true, limit, remaining: limit, resetMs: windowMs };
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
