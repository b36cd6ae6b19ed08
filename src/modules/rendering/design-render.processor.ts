// Registers the render worker on the queue (worker processes only: the queue ignores it on
// APP_ROLE=api) and owns the render pool's lifetime. After the last attempt fails, the request is
// failed and refunded once.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { isUnrecoverable, JobQueue } from '../../platform/queue';
import { DesignMetricsService } from '../designs';
import { DesignRenderService } from './design-render.service';
import { DesignRenderPool } from './design-render-pool';

@Injectable()
export class DesignRenderProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DesignRenderProcessor.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly renderer: DesignRenderService,
    private readonly pool: DesignRenderPool,
    private readonly metrics: DesignMetricsService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.role.runsWorkers) return;
    this.queue.process(
      'design-render',
      async (job) => {
        try {
          this.metrics.jobs.inc({ outcome: await this.renderer.run(job.data.requestId) });
        } catch (err) {
          // a failure that would fail again (a DesignFailure, a render past its time limit) is not retried
          const last = job.attempt >= job.maxAttempts || isUnrecoverable(err);
          this.metrics.jobs.inc({ outcome: last ? 'failed' : 'retried' });
          this.logger.warn(
            { err, requestId: job.data.requestId, attempt: job.attempt },
            last ? 'design job failed its last attempt' : 'design job failed; it will be retried',
          );
          throw err;
        }
      },
      {
        concurrency: this.config.designs.workerConcurrency,
        onFinalFailure: async (job, err) => {
          await this.renderer.fail(job.data.requestId, err);
        },
      },
    );
    // Threads, fonts and the engine load before the first job rather than during it (DESIGN_RENDER_WARM_UP).
    if (this.config.designs.renderWarmUp)
      this.pool.warmUp().catch((err: unknown) => this.logger.error({ err }, 'render pool warm-up failed'));
  }

  async onApplicationShutdown(): Promise<void> {
    // Stop taking jobs and let the running ones finish before their render threads go.
    await this.queue.close();
    await this.pool.close();
  }
}
