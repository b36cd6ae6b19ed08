import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { ContentModule } from '../content';
import { MediaModule } from '../media';
import { UsersModule } from '../users';
import { WebhooksModule } from '../webhooks';
import { DesignMetricsService } from './design-metrics.service';
import { DesignLifecycleService } from './design-lifecycle.service';
import { DesignPagesController } from './design-pages.controller';
import { DesignPagesService } from './design-pages.service';
import { DesignRequestsRepository } from './design-requests.repository';
import { DesignViewsService } from './design-views.service';
import { DesignSetsController } from './design-sets.controller';
import { DesignsController } from './designs.controller';
import { DesignsListeners } from './designs.listeners';
import { DesignsService } from './designs.service';
import { RequestCompletionsService } from './request-completions.service';

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
    DesignsListeners,
  ],
  // The rendering module (above this one) runs the render job on these.
  exports: [DesignsService, DesignLifecycleService, DesignViewsService, DesignMetricsService],
})
export class DesignsModule {}
