// Public face of the rendering module: the render job of a design request (worker processes), above
// the designs module. The render pool port is public so a test or a deployment can replace it; the
// reconciler is public so a test can run it once.
export { RenderingModule } from './rendering.module';
export { DesignRenderPool } from './design-render-pool';
export { DesignReconcilerCron } from './design-reconciler.cron';
