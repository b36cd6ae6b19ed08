// The one shape of every timer job (purger, reconcilers, pruners, outbox): a name, an interval from
// the configuration (0 turns it off) and a run. Jobs run on worker processes only; a run never
// overlaps the previous one of the same job (a slow run skips ticks instead of piling up); a failed
// run is logged and the next tick tries again; shutdown stops the timers, aborts the signal the runs
// were given and waits for the runs in flight.
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

export interface IntervalJob {
  /** Shown in logs, e.g. `idempotency.prune`. */
  name: string;
  /** Milliseconds between two starts; 0 (or less) leaves the job off. */
  everyMs: number;
  /** The work; it should stop early when `signal` is aborted (shutdown). */
  run: (signal: AbortSignal) => Promise<unknown>;
}

@Injectable()
export class IntervalJobs implements OnApplicationShutdown {
  private readonly logger = new Logger(IntervalJobs.name);
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly stopping = new AbortController();

  constructor(private readonly config: AppConfig) {}

  /** Starts `job` on this process if it runs workers and the job is on; returns whether it started. */
  start(job: IntervalJob): boolean {
    if (!this.config.role.runsWorkers || job.everyMs <= 0 || this.stopping.signal.aborted) return false;
    if (this.timers.has(job.name)) throw new Error(`interval job ${job.name} is already started`);
    const timer = setInterval(() => void this.tick(job), job.everyMs);
    timer.unref();
    this.timers.set(job.name, timer);
    return true;
  }

  /** Runs `job` now unless a run of it is in flight (then answers that run); for ticks and tests. */
  tick(job: Pick<IntervalJob, 'name' | 'run'>): Promise<unknown> {
    const inFlight = this.running.get(job.name);
    if (inFlight) return inFlight;
    const run = job
      .run(this.stopping.signal)
      .catch((err: unknown) => this.logger.error({ err, job: job.name }, 'scheduled job failed; the next run retries'))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }

  started(): string[] {
    return [...this.timers.keys()];
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }
}

/**
 * Repeats `step` (which handles at most `batchSize` items and answers how many it handled) while a
 * step comes back full, at most `maxBatches` times, and stops early on `signal`. A step that answers
 * less than a full batch means the backlog is empty; the cap keeps one run bounded whatever a step
 * answers, so a wrong count can never turn a run into an endless loop.
 */
export async function drainInBatches(
  step: () => Promise<number>,
  options: { batchSize: number; maxBatches: number; signal?: AbortSignal },
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < options.maxBatches && !options.signal?.aborted; batch++) {
    const handled = await step();
    total += handled;
    if (handled < options.batchSize) break;
  }
  return total;
}
