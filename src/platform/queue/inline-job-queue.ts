// In-process implementation of the queue port, for the zero-dependency start (no Redis).
// Jobs live in memory: a crash loses queued jobs, which the owning modules' reconcilers re-enqueue.
import { Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import {
  backoffDelay,
  JobContext,
  JobOptions,
  JobQueue,
  ProcessOptions,
  QueueCounts,
  runWithFinalFailure,
  isUnrecoverable,
} from './job-queue';
import { JobPayloads, QueueName } from './queue-names';

interface InlineJob {
  queue: QueueName;
  id: string;
  data: unknown;
  options: JobOptions;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active';
}

interface Worker {
  handler: (job: JobContext<QueueName>) => Promise<void>;
  options: ProcessOptions<QueueName>;
  running: number;
}

export class InlineJobQueue extends JobQueue {
  private readonly logger = new Logger('InlineJobQueue');
  private readonly jobs = new Map<string, InlineJob>();
  private readonly workers = new Map<QueueName, Worker>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private failedCount = 0;

  constructor(private readonly config: AppConfig) {
    super();
  }

  private key(queue: QueueName, id: string): string {
    return `${queue}:${id}`;
  }

  /** Memory is always there while the process runs. */
  async canAccept(): Promise<boolean> {
    return !this.closed;
  }

  async add<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options: JobOptions): Promise<void> {
    const key = this.key(queue, options.jobId);
    if (this.jobs.has(key) || this.closed) return;
    const job: InlineJob = { queue, id: options.jobId, data, options, attemptsMade: 0, state: 'waiting' };
    this.jobs.set(key, job);
    this.schedule(job, options.delayMs ?? 0);
  }

  process<Q extends QueueName>(
    queue: Q,
    handler: (job: JobContext<Q>) => Promise<void>,
    options: ProcessOptions<Q> = {},
  ): void {
    if (!this.config.role.runsWorkers) return;
    this.workers.set(queue, {
      handler: handler as Worker['handler'],
      options: options as ProcessOptions<QueueName>,
      running: 0,
    });
    for (const job of this.jobs.values()) if (job.queue === queue && job.state === 'waiting') this.schedule(job, 0);
  }

  private schedule(job: InlineJob, delayMs: number): void {
    job.state = delayMs > 0 ? 'delayed' : 'waiting';
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      job.state = 'waiting';
      this.pump(job.queue);
    }, delayMs);
    this.timers.add(timer);
  }

  private pump(queue: QueueName): void {
    const worker = this.workers.get(queue);
    if (!worker || this.closed) return;
    for (const job of this.jobs.values()) {
      if (worker.running >= (worker.options.concurrency ?? 1)) return;
      if (job.queue !== queue || job.state !== 'waiting') continue;
      job.state = 'active';
      worker.running++;
      void this.run(job, worker).finally(() => {
        worker.running--;
        this.pump(queue);
      });
    }
  }

  private async run(job: InlineJob, worker: Worker): Promise<void> {
    const maxAttempts = job.options.attempts ?? 1;
    const ctx: JobContext<QueueName> = {
      id: job.id,
      data: job.data as never,
      attempt: job.attemptsMade + 1,
      maxAttempts,
    };
    try {
      await runWithFinalFailure(ctx, worker.handler, worker.options);
      this.jobs.delete(this.key(job.queue, job.id));
    } catch (err) {
      job.attemptsMade++;
      if (job.attemptsMade >= maxAttempts || isUnrecoverable(err)) {
        this.failedCount++;
        this.jobs.delete(this.key(job.queue, job.id));
        this.logger.warn({ err, queue: job.queue, jobId: job.id }, 'job failed after its last attempt');
      } else {
        this.schedule(job, backoffDelay(job.options.backoff, job.attemptsMade));
      }
    }
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const c: QueueCounts = { waiting: 0, active: 0, delayed: 0, failed: this.failedCount };
    for (const job of this.jobs.values()) if (job.queue === queue) c[job.state]++;
    return c;
  }

  /** Failed jobs are forgotten here: adding the id again runs the job again. */
  async failedForGood(): Promise<string | null> {
    return null;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
