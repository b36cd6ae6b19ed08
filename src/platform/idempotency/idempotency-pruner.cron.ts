// Deletes idempotency keys older than their 24 hours on worker processes, every
// IDEMPOTENCY_PRUNE_INTERVAL_MS, in batches; one run is bounded whatever the backlog.
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { IntervalJobs, drainInBatches } from '../scheduling/interval-jobs';
import { IdempotencyService } from './idempotency.service';

const BATCH = 5000;
/** 100 batches: half a million keys a run; a larger backlog waits for the next run. */
const MAX_BATCHES = 100;

@Injectable()
export class IdempotencyPrunerCron implements OnApplicationBootstrap {
  constructor(
    private readonly service: IdempotencyService,
    private readonly jobs: IntervalJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'idempotency.prune',
      everyMs: this.config.jobs.idempotencyPruneMs,
      run: (signal) => this.runOnce(signal),
    });
  }

  /** Deletes expired keys; answers how many. */
  runOnce(signal?: AbortSignal): Promise<number> {
    return drainInBatches(() => this.service.prune(BATCH), { batchSize: BATCH, maxBatches: MAX_BATCHES, signal });
  }
}
