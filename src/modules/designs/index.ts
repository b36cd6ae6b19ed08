// Public face of the designs module: design requests (prompt or content), their status, designs,
// images and share pages. The rendering module (src/modules/rendering, above this one) runs the
// render job through what is exported here: the lifecycle service (its only way to a request's row), the status
// view its webhook carries, the failure messages, the job's metrics and how to enqueue it again.
export { DesignsModule } from './designs.module';
export { DesignsService } from './designs.service';
export { DesignRequestStatusDto, DesignDto, VariantDto } from './designs.dto';
export { DesignLifecycleService } from './design-lifecycle.service';
export type { DesignRequestEntity } from './design-request.entity';
export type { DesignVariantEntity } from './design-variant.entity';
export { DesignViewsService } from './design-views.service';
export { DesignMetricsService } from './design-metrics.service';
export { DesignFailure, failureMessage, GENERIC_FAILURE } from './design-failure';
export { enqueueRender } from './design-jobs';
export { designPrefix } from './variant-files';
export { headlineOf, normaliseWarnings, outputOf, seedOf } from './domain/request-status';
export { campaignSeedOf } from './domain/campaign-seed';
export type { DesignSettingsParam, OutputParam, PageBlock, SetFormatParam } from './domain/request-status';
