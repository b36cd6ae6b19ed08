import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ContentModule } from '../content';
import { DesignsModule } from '../designs';
import { MediaModule } from '../media';
import { UsersModule } from '../users';
import { WebhooksModule } from '../webhooks';
import { AppConfig } from '../../platform/config/app-config';
import { DesignReconcilerCron } from './design-reconciler.cron';
import { DesignRenderProcessor } from './design-render.processor';
import { DesignRenderService } from './design-render.service';
import { DesignRenderPool, LazyRenderPool } from './design-render-pool';

@Module({
  imports: [DesignsModule, BillingModule, ContentModule, MediaModule, UsersModule, WebhooksModule],
  providers: [
    DesignRenderService,
    DesignRenderProcessor,
    DesignReconcilerCron,
    { provide: DesignRenderPool, inject: [AppConfig], useFactory: (config: AppConfig) => new LazyRenderPool(config.designs.renderThreads) },
  ],
})
export class RenderingModule {}
