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
import { RenderBriefService } from './render-brief.service';
import { RequestImageryService } from './request-imagery.service';
import { VariantRendererService } from './variant-renderer.service';

@Module({
  // designs: the request rows and their status; billing and webhooks: the outcome's refund and event;
  // content, media, users: what the render brief is made of.
  imports: [DesignsModule, BillingModule, ContentModule, MediaModule, UsersModule, WebhooksModule],
  providers: [
    RenderBriefService,
    RequestImageryService,
    VariantRendererService,
    DesignRenderService,
    DesignRenderProcessor,
    DesignReconcilerCron,
    {
      provide: DesignRenderPool,
      inject: [AppConfig],
      useFactory: ({ designs }: AppConfig) =>
        new LazyRenderPool({
          size: designs.renderThreads,
          timeoutMs: designs.renderTimeoutMs,
          resourceLimits: designs.renderMaxHeapMb ? { maxOldGenerationSizeMb: designs.renderMaxHeapMb } : undefined,
        }),
    },
  ],
})
export class RenderingModule {}
