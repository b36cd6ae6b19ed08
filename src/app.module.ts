// The composition root: platform glue plus one module per bounded context.
import { DynamicModule, Module } from '@nestjs/common';
import { BillingModule } from './modules/billing';
import { CatalogModule } from './modules/catalog';
import { ContentModule } from './modules/content';
import { DesignsModule } from './modules/designs';
import { IdentityModule } from './modules/identity';
import { MediaModule } from './modules/media';
import { RenderingModule } from './modules/rendering';
import { UsersModule } from './modules/users';
import { WebhooksModule } from './modules/webhooks';
import { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      // Guard order follows import order: IdentityModule's key guard runs before the rate limit.
      imports: [PlatformModule.forRoot(config), IdentityModule, RateLimitModule, UsersModule, BillingModule, MediaModule, CatalogModule, ContentModule, WebhooksModule, DesignsModule, RenderingModule],
    };
  }
}
