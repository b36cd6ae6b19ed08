import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../observability/metrics.service';
import { FailOpenLimitStore } from './fail-open-limit.store';
import { LimitStore } from './limit-store';
import { MemoryLimitStore } from './memory-limit.store';
import { RateLimitGuard } from './rate-limit.guard';
import { RedisLimitStore } from './redis-limit.store';
import { RequestLimiter } from './request-limiter.service';

/** The most a request waits for the limiter's Redis before it is let through unlimited. */
export const LIMIT_STORE_TIMEOUT_MS = 100;

/**
 * Shared buckets in Redis, on a client that never waits: no offline queue (a command while
 * disconnected fails at once), no per-command retries, and a command timeout. It reconnects on its
 * own in the background; the error listener keeps ioredis from printing every attempt.
 */
function redisStore(url: string, prefix: string, metrics: MetricsService, now: () => number): LimitStore {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: LIMIT_STORE_TIMEOUT_MS,
    // The hits of requests that reach the limiter in the same tick go out in one write (a busy API
    // checks several keys per event-loop turn): one syscall and one Redis read for the lot.
    enableAutoPipelining: true,
  });
  redis.on('error', () => undefined); // counted and logged by FailOpenLimitStore, once per interval
  const failures = metrics.counter(
    'rate_limit_store_failures_total',
    'Requests let through because the rate-limit store did not answer',
    [],
  );
  return new FailOpenLimitStore(new RedisLimitStore(redis, `${prefix}:ratelimit:`, now), failures);
}

// Not global: a module that uses the limiter imports this one (identity for its key check, AppModule
// for the guard), so the coupling is written where it is. Nest builds it once however often imported.
@Module({
  providers: [
    {
      provide: LimitStore,
      inject: [AppConfig, MetricsService, Clock],
      // Redis makes the buckets shared by every API instance; without it, each process counts alone.
      useFactory: (config: AppConfig, metrics: MetricsService, clock: Clock): LimitStore => {
        const now = () => clock.now().getTime();
        return config.redis.url
          ? redisStore(config.redis.url, config.queue.prefix, metrics, now)
          : new MemoryLimitStore(now);
      },
    },
    RequestLimiter,
    // Registered as a global guard by AppModule, after the key guard (it reads the Principal).
    RateLimitGuard,
  ],
  exports: [RequestLimiter, RateLimitGuard],
})
export class RateLimitModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');

  constructor(@Inject(LimitStore) private readonly store: LimitStore) {}

  /** Connects before the first request, so a healthy Redis counts from the start; a dead one is logged and the API starts anyway. */
  async onModuleInit(): Promise<void> {
    const redis = redisOf(this.store);
    if (!redis || redis.status !== 'wait') return;
    await redis
      .connect()
      .catch((err: Error) =>
        this.logger.warn(
          { err: err.message },
          'rate-limit Redis unavailable at start: requests are allowed until it answers',
        ),
      );
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}

function redisOf(store: LimitStore): Redis | null {
  const inner = store instanceof FailOpenLimitStore ? store.inner : store;
  return inner instanceof RedisLimitStore ? inner.redis : null;
}
