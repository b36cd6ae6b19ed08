import { Global, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { RequestWithPrincipal } from '../auth/principal';
import { AppConfig } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';

const MINUTE_MS = 60_000;

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          {
            name: 'key',
            ttl: MINUTE_MS,
            limit: (context) => {
              const keyClass = context.switchToHttp().getRequest<RequestWithPrincipal>().principal?.keyClass ?? 'regular';
              return config.limits.requestsPerMinute[keyClass];
            },
          },
        ],
        // Redis makes the bucket shared by every API instance; without it, each process counts alone.
        storage: config.redis.url ? new ThrottlerStorageRedisService(config.redis.url, { keyPrefix: `${config.queue.prefix}:` }) : undefined,
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
    if (this.storage instanceof ThrottlerStorageRedisService) this.storage.redis.disconnect();
  }
}
