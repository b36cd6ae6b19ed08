// The queue port: Bull on Redis in production, in-process when there is no Redis (SPEC 9).
// Processors are at-least-once: a job may run again after a crash, so handlers must be idempotent.
import { JobPayloads, QueueName } from './queue-names';

export type Backoff =
  | { type: 'fixed'; delayMs: number }
  | { type: 'exponential'; delayMs: number }
  /** delaysMs[i] is the wait before attempt i + 2; the last value repeats. */
  | { type: 'schedule'; delaysMs: number[] };

export interface JobOptions {
  /** Deduplicates: adding a job whose id is already queued does nothing. */
  jobId: string;
  attempts?: number;
  backoff?: Backoff;
  delayMs?: number;
}

export interface JobContext<Q extends QueueName> {
  id: string;
  data: JobPayloads[Q];
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface ProcessOptions<Q extends QueueName> {
  concurrency?: number;
  /**
   * Runs when a job will not be tried again: inside the last attempt when that attempt fails too,
   * or (Bull) when the queue gives up on a job whose workers kept dying mid-run. Make it idempotent.
   */
  onFinalFailure?: (job: JobContext<Q>, error: unknown) => Promise<void>;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export abstract class JobQueue {
  abstract add<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options: JobOptions): Promise<void>;
  /** Registers the handler; does nothing in an API-only process (APP_ROLE=api). */
  abstract process<Q extends QueueName>(
    queue: Q,
    handler: (job: JobContext<Q>) => Promise<void>,
    options?: ProcessOptions<Q>,
  ): void;
  abstract counts(queue: QueueName): Promise<QueueCounts>;
  /**
   * Whether the queue can take a job now, answered within `timeoutMs`: callers that charge for a
   * job ask first, so a request the queue cannot take is refused (503) before anything is written.
   */
  abstract canAccept(queue: QueueName, timeoutMs: number): Promise<boolean>;
  /**
   * Why the queue failed this job for good, when it holds it so (it will not run again, and adding
   * its id again does nothing); null otherwise. Lets an owner's reconciler finish work whose
   * final-failure hook was lost with the process that ran it.
   */
  abstract failedForGood(queue: QueueName, jobId: string): Promise<string | null>;
  abstract close(): Promise<void>;
}

export function backoffDelay(backoff: Backoff | undefined, attemptsMade: number): number {
  if (!backoff) return 0;
  switch (backoff.type) {
    case 'fixed':
      return backoff.delayMs;
    case 'exponential':
      return Math.round((2 ** attemptsMade - 1) * backoff.delayMs);
    case 'schedule':
      return backoff.delaysMs[Math.min(attemptsMade, backoff.delaysMs.length) - 1] ?? 0;
  }
}

/**
 * A failure that would fail again (bad input, unsupported media): the job is not retried, its
 * final-failure hook runs at once (Bull: the job is discarded, as BullMQ's UnrecoverableError).
 */
export class UnrecoverableJobError extends Error {
  readonly unrecoverable = true;
}

export const isUnrecoverable = (err: unknown): boolean => err instanceof UnrecoverableJobError;

/** Wraps a handler so the final failure hook runs inside the last attempt (or the first unrecoverable one). */
export async function runWithFinalFailure<Q extends QueueName>(
  job: JobContext<Q>,
  handler: (job: JobContext<Q>) => Promise<void>,
  options: ProcessOptions<Q>,
): Promise<void> {
  try {
    await handler(job);
  } catch (err) {
    if ((job.attempt >= job.maxAttempts || isUnrecoverable(err)) && options.onFinalFailure)
      await options.onFinalFailure(job, err);
    throw err;
  }
}
