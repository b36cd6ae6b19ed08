// The composition root: platform glue plus one module per bounded context.
import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BillingModule } from './modules/billing';
import { CatalogModule } from './modules/catalog';
import { ContentModule } from './modules/content';
import { DesignsModule } from './modules/designs';
import { ApiKeyGuard, IdentityModule } from './modules/identity';
import { MediaModule } from './modules/media';
import { RenderingModule } from './modules/rendering';
import { UsersModule } from './modules/users';
import { WebhooksModule } from './modules/webhooks';
import { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RateLimitGuard } from './platform/rate-limit/rate-limit.guard';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';

/**
 * Every global guard, in the order Nest runs them (the order of this list, nothing else): who is
 * calling (401/403, and the Principal on the request), then how often (429, per key).
 */
const APP_GUARDS: Provider[] = [
  { provide: APP_GUARD, useExisting: ApiKeyGuard },
  { provide: APP_GUARD, useExisting: RateLimitGuard },
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        IdentityModule,
        RateLimitModule, // its RateLimitGuard is in APP_GUARDS
        UsersModule,
        BillingModule,
        MediaModule,
        CatalogModule,
        ContentModule,
        WebhooksModule,
        DesignsModule,
        RenderingModule,
      ],
      providers: APP_GUARDS,
    };
  }
}
