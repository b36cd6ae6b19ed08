// Bull (Redis) implementation of the queue port.
import { Logger } from '@nestjs/common';
import Bull from 'bull';
import { AppConfig } from '../config/app-config';
import { backoffDelay, Backoff, JobContext, JobOptions, JobQueue, ProcessOptions, QueueCounts, runWithFinalFailure, isUnrecoverable } from './job-queue';
import { JobPayloads, QueueName } from './queue-names';

const DAY = 24 * 3600;

export class BullJobQueue extends JobQueue {
  private readonly logger = new Logger('BullJobQueue');
  private readonly queues = new Map<QueueName, Bull.Queue>();

  constructor(private readonly config: AppConfig) {
    super();
  }

  private queue(name: QueueName): Bull.Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Bull(name, this.config.redis.url as string, {
        prefix: this.config.queue.prefix,
        settings: {
          lockDuration: this.config.queue.lockDurationMs,
          lockRenewTime: Math.floor(this.config.queue.lockDurationMs / 2),
          stalledInterval: this.config.queue.stalledIntervalMs,
          backoffStrategies: {
            schedule: (attemptsMade: number, _err: Error, options: { delaysMs: number[] }) =>
              backoffDelay({ type: 'schedule', delaysMs: options.delaysMs }, attemptsMade),
          },
        },
      });
      q.on('error', (err) => this.logger.error({ err, queue: name }, 'queue error'));
      this.queues.set(name, q);
    }
    return q;
  }

  async add<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options: JobOptions): Promise<void> {
    await this.queue(queue).add(data, {
      jobId: options.jobId,
      attempts: options.attempts ?? 1,
      backoff: toBullBackoff(options.backoff),
      delay: options.delayMs,
      removeOnComplete: { age: DAY, count: 10000 },
      removeOnFail: { age: 7 * DAY, count: 10000 },
    });
  }

  process<Q extends QueueName>(queue: Q, handler: (job: JobContext<Q>) => Promise<void>, options: ProcessOptions<Q> = {}): void {
    if (!this.config.role.runsWorkers) return;
    void this.queue(queue).process(options.concurrency ?? 1, async (job: Bull.Job<JobPayloads[Q]>) => {
      const ctx: JobContext<Q> = {
        id: String(job.id),
        data: job.data,
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
      };
      try {
        await runWithFinalFailure(ctx, handler, options);
      } catch (err) {
        // Not retried: Bull fails a discarded job for good whatever its attempts left.
        if (isUnrecoverable(err)) await job.discard();
        throw err;
      }
    });
    // A job whose workers died too often mid-run is failed by Bull itself, without a last attempt
    // of the handler: the final-failure hook must still run (the owners' hooks are idempotent).
    const onFinalFailure = options.onFinalFailure;
    if (onFinalFailure) {
      this.queue(queue).on('failed', (job: Bull.Job<JobPayloads[Q]> | null, err: Error) => {
        if (!job || !/stalled more than allowable limit/.test(err?.message ?? '')) return;
        const ctx: JobContext<Q> = { id: String(job.id), data: job.data, attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? 1 };
        onFinalFailure(ctx, err).catch((hookErr: unknown) => this.logger.error({ err: hookErr, queue, jobId: ctx.id }, 'final-failure hook of a stalled job failed'));
      });
    }
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const c = await this.queue(queue).getJobCounts();
    return { waiting: c.waiting, active: c.active, delayed: c.delayed, failed: c.failed };
  }

  async failedForGood(queue: QueueName, jobId: string): Promise<string | null> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job || !(await job.isFailed())) return null;
    return job.failedReason || 'the job failed';
  }

  /** The underlying Bull queue, for listeners that need Redis-wide events. */
  raw(queue: QueueName): Bull.Queue {
    return this.queue(queue);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

function toBullBackoff(backoff: Backoff | undefined): Bull.JobOptions['backoff'] {
  if (!backoff) return undefined;
  if (backoff.type === 'schedule') return { type: 'schedule', options: { delaysMs: backoff.delaysMs } } as never;
  return { type: backoff.type, delay: backoff.delayMs };
}
