import { ExecutionContext, Global, Inject, Logger, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { KeyClass, RequestWithPrincipal } from '../auth/principal';
import { AppConfig } from '../config/app-config';
import { BURST_THROTTLER, MINUTE_THROTTLER, RateLimitGuard } from './rate-limit.guard';
import { MemoryRateLimitStorage } from './memory-rate-limit.storage';
import { RedisRateLimitStorage } from './redis-rate-limit.storage';

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/** The limit of the calling key's class (the key guard has put the Principal on the request). */
function perClass(limits: Record<KeyClass, number>): (context: ExecutionContext) => number {
  return (context) => limits[context.switchToHttp().getRequest<RequestWithPrincipal>().principal?.keyClass ?? 'regular'];
}

/**
 * Shared counters in Redis. While Redis is away the client reconnects on its own; without an error
 * listener ioredis would print "Unhandled error event" for every attempt.
 */
function redisStorage(url: string, prefix: string): RedisRateLimitStorage {
  const redis = new Redis(url);
  const logger = new Logger('RateLimit');
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'rate-limit Redis unavailable'));
  return new RedisRateLimitStorage(redis, `${prefix}:`);
}

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // The burst window comes first: a request it refuses does not use up the minute's quota.
        throttlers: [
          ...(config.limits.requestsPerSecond ? [{ name: BURST_THROTTLER, ttl: SECOND_MS, limit: perClass(config.limits.requestsPerSecond) }] : []),
          { name: MINUTE_THROTTLER, ttl: MINUTE_MS, limit: perClass(config.limits.requestsPerMinute) },
        ],
        // Redis makes the bucket shared by every API instance; without it, each process counts alone.
        storage: config.redis.url ? redisStorage(config.redis.url, config.queue.prefix) : new MemoryRateLimitStorage(),
        setHeaders: false,
      }),
    }),
  ],
  // Registered after the identity module's key guard (module order in AppModule): the key is known here.
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule implements OnModuleDestroy {
  constructor(@Inject(ThrottlerStorage) private readonly storage: unknown) {}

  onModuleDestroy(): void {
    if (this.storage instanceof RedisRateLimitStorage) this.storage.redis.disconnect();
    if (this.storage instanceof MemoryRateLimitStorage) this.storage.close();
  }
}
