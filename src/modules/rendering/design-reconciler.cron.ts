// Every DESIGN_RECONCILE_INTERVAL_MS, on worker processes: enqueue again the requests whose job may
// have been lost (a crash between COMMIT and enqueue, the in-process queue after a restart, Redis
// restarted without its data; the job id dedupes the others), fail and refund those whose job the
// queue failed for good without the request being failed (the process that gave up on it died
// before its final-failure hook committed: enqueueing it again would do nothing), and fail and
// refund requests that are unfinished far past any render.
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { JobQueue } from '../../platform/queue';
import { IntervalJobs } from '../../platform/scheduling/interval-jobs';
import { DesignFailure, DesignLifecycleService, enqueueRender } from '../designs';
import { DesignRenderService } from './design-render.service';

const BATCH = 500;

@Injectable()
export class DesignReconcilerCron implements OnApplicationBootstrap {
  private readonly logger = new Logger(DesignReconcilerCron.name);

  constructor(
    private readonly lifecycle: DesignLifecycleService,
    private readonly renderer: DesignRenderService,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly jobs: IntervalJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'designs.reconcile',
      everyMs: this.config.designs.reconcileIntervalMs,
      run: () => this.reconcile(),
    });
  }

  /** One run now (tests call it); answers zeros when a run is already in flight or this one failed. */
  async runOnce(): Promise<{ requeued: number; failed: number }> {
    const result = await this.jobs.tick({ name: 'designs.reconcile', run: () => this.reconcile() });
    return (result as { requeued: number; failed: number } | undefined) ?? { requeued: 0, failed: 0 };
  }

  private async reconcile(): Promise<{ requeued: number; failed: number }> {
    const now = this.clock.now().getTime();
    const { stuckAfterMs, requeueAfterMs } = this.config.designs;
    let failed = 0;
    for (const id of await this.lifecycle.stuckSince(new Date(now - stuckAfterMs), BATCH)) {
      if (await this.renderer.fail(id, DesignFailure.stuck(Math.round(stuckAfterMs / 1000)))) failed++;
    }
    let requeued = 0;
    for (const id of await this.lifecycle.dueForRequeue(new Date(now - requeueAfterMs), BATCH)) {
      const reason = await this.queue.failedForGood('design-render', id);
      if (reason === null) {
        await enqueueRender(this.queue, this.config, id);
        requeued++;
      } else if (await this.renderer.fail(id, reason)) failed++;
    }
    if (requeued || failed) this.logger.log({ requeued, failed }, 'design requests reconciled');
    return { requeued, failed };
  }
}
