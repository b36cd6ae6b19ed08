// Bull (Redis) implementation of the queue port, over the queues @nestjs/bull registers (one per
// queue name, options from bullQueueOptions). The adapter owns their closing: Bull's own close
// waits forever while Redis is down, so the queues' shutdown hook is taken over by close() below.
import { Logger } from '@nestjs/common';
import type Bull from 'bull';
import { AppConfig } from '../config/app-config';
import {
  backoffDelay,
  Backoff,
  JobContext,
  JobOptions,
  JobQueue,
  ProcessOptions,
  QueueCounts,
  runWithFinalFailure,
  isUnrecoverable,
} from './job-queue';
import { JobPayloads, QueueName } from './queue-names';

const DAY = 24 * 3600;
const CLOSE_TIMEOUT_MS = 5_000;

/** The options of every queue (registered with @nestjs/bull's BullModule.forRoot), Redis URL aside. */
export function bullQueueOptions(config: AppConfig): Bull.QueueOptions {
  return {
    prefix: config.queue.prefix,
    settings: {
      lockDuration: config.queue.lockDurationMs,
      lockRenewTime: Math.floor(config.queue.lockDurationMs / 2),
      stalledInterval: config.queue.stalledIntervalMs,
      backoffStrategies: {
        schedule: (attemptsMade: number, _err: Error, options: { delaysMs: number[] }) =>
          backoffDelay({ type: 'schedule', delaysMs: options.delaysMs }, attemptsMade),
      },
    },
  };
}

export class BullJobQueue extends JobQueue {
  private readonly logger = new Logger('BullJobQueue');
  private readonly queues: ReadonlyMap<QueueName, Bull.Queue>;
  private closed = false;

  /** `queues`: one Bull queue per queue name, as @nestjs/bull's registerQueue provides them. */
  constructor(
    private readonly config: AppConfig,
    queues: ReadonlyMap<QueueName, Bull.Queue>,
  ) {
    super();
    this.queues = queues;
    for (const [name, q] of this.queues) {
      q.on('error', (err) => this.logger.error({ err, queue: name }, 'queue error'));
      // close() below closes them, with a bound when Redis is down.
      delete (q as { onApplicationShutdown?: unknown }).onApplicationShutdown;
    }
  }

  private queue(name: QueueName): Bull.Queue {
    const q = this.queues.get(name);
    if (!q) throw new Error(`queue ${name} was not registered`);
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

  process<Q extends QueueName>(
    queue: Q,
    handler: (job: JobContext<Q>) => Promise<void>,
    options: ProcessOptions<Q> = {},
  ): void {
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
        const ctx: JobContext<Q> = {
          id: String(job.id),
          data: job.data,
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        };
        onFinalFailure(ctx, err).catch((hookErr: unknown) =>
          this.logger.error({ err: hookErr, queue, jobId: ctx.id }, 'final-failure hook of a stalled job failed'),
        );
      });
    }
  }

  /**
   * Ready: yes. Reconnecting or closed (Redis went away): no, at once. Still connecting (the first
   * use of the queue in this process): as soon as it is ready, or no after `timeoutMs`.
   */
  async canAccept(queue: QueueName, timeoutMs: number): Promise<boolean> {
    const q = this.queue(queue);
    const status = q.client.status;
    if (status === 'ready') return true;
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect') return false;
    // The client's own 'ready' event: Bull's isReady() can resolve while the client still says 'connecting'.
    const client = q.client;
    let settle: (ok: boolean) => void = () => undefined;
    const answer = new Promise<boolean>((resolve) => (settle = resolve));
    const onReady = (): void => settle(true);
    const onEnd = (): void => settle(false);
    client.once('ready', onReady);
    client.once('end', onEnd);
    const timer = setTimeout(() => settle(client.status === 'ready'), timeoutMs);
    try {
      return client.status === 'ready' || (await answer);
    } finally {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('end', onEnd);
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

  /**
   * Graceful when Redis answers; while Redis is down Bull's close would wait for it forever, so
   * after CLOSE_TIMEOUT_MS the connections are dropped (an active job's lock then expires and the
   * job is taken over, as after a crash).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const queues = [...this.queues.values()];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_TIMEOUT_MS)));
    // Bull waits for active jobs by forcing its blocking client to reconnect; while that client is itself
    // reconnecting (Redis just came back), ioredis refuses and the refusal escapes Bull's promise chain
    // ("Redis is already connecting/connected"). Then the queue closes without waiting for its jobs
    // (they are at-least-once: a job cut short is taken over when its lock expires).
    const settled = (q: Bull.Queue): boolean => q.clients.every((c) => c.status === 'ready' || c.status === 'wait');
    const closed = Promise.all(queues.map((q) => q.close(!settled(q)))).then(() => 'closed' as const);
    closed.catch((err: unknown) => this.logger.warn({ err }, 'queue close failed'));
    const outcome = await Promise.race([closed, late]).finally(() => clearTimeout(timer));
    if (outcome === 'late') {
      this.logger.warn('Redis did not answer at shutdown: queue connections dropped');
      for (const q of queues) for (const client of q.clients) client.disconnect();
    }
  }
}

function toBullBackoff(backoff: Backoff | undefined): Bull.JobOptions['backoff'] {
  if (!backoff) return undefined;
  if (backoff.type === 'schedule') return { type: 'schedule', options: { delaysMs: backoff.delaysMs } } as never;
  return { type: backoff.type, delay: backoff.delayMs };
}
