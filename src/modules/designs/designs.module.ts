import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ContentModule } from '../content';
import { MediaModule } from '../media';
import { UsersModule } from '../users';
import { WebhooksModule } from '../webhooks';
import { AppConfig } from '../../platform/config/app-config';
import { DesignMetricsService } from './design-metrics.service';
import { DesignLifecycleService } from './design-lifecycle.service';
import { DesignPagesController } from './design-pages.controller';
import { DesignPagesService } from './design-pages.service';
import { DesignReconcilerCron } from './design-reconciler.cron';
import { DesignRenderProcessor } from './design-render.processor';
import { DesignRenderService } from './design-render.service';
import { DesignRequestsRepository } from './design-requests.repository';
import { DesignViewsService } from './design-views.service';
import { DesignSetsController } from './design-sets.controller';
import { DesignsController } from './designs.controller';
import { DesignsListeners } from './designs.listeners';
import { DesignsService } from './designs.service';
import { DesignRenderPool, LazyRenderPool } from './design-render-pool';
import { RequestCompletionsService } from './request-completions.service';
import { RequestImageryService } from './request-imagery.service';

@Module({
  imports: [BillingModule, ContentModule, MediaModule, UsersModule, WebhooksModule],
  controllers: [DesignsController, DesignSetsController, DesignPagesController],
  providers: [
    DesignRequestsRepository,
    DesignLifecycleService,
    DesignViewsService,
    DesignMetricsService,
    RequestCompletionsService,
    DesignsService,
    DesignPagesService,
    DesignRenderService,
    RequestImageryService,
    DesignRenderProcessor,
    DesignReconcilerCron,
    DesignsListeners,
    { provide: DesignRenderPool, inject: [AppConfig], useFactory: (config: AppConfig) => new LazyRenderPool(config.designs.renderThreads) },
  ],
  exports: [DesignsService],
})
export class DesignsModule {}
