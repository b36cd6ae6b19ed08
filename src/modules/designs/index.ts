// Public face of the designs module: design requests (prompt or content), their status, designs,
// images and share pages. The render pool port is public so a test or a deployment can replace it.
export { DesignsModule } from './designs.module';
export { DesignsService } from './designs.service';
export { DesignRenderPool } from './design-render-pool';
export { DesignReconcilerCron } from './design-reconciler.cron';
export { DesignRequestStatusDto, DesignDto, VariantDto } from './designs.dto';
