// The worker side of webhooks: one attempt per job, the retry schedule, and the recovery of
// deliveries whose job was lost. The delivery row decides; the queue only wakes us up.
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Counter, Histogram } from 'prom-client';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { UnitOfWork } from '../../platform/database';
import { MetricsService } from '../../platform/observability/metrics.service';
import { SafeHttpClient } from '../../platform/outbound/safe-http-client';
import { drainInBatches } from '../../platform/scheduling/interval-jobs';
import { JobQueue } from '../../platform/queue';
import { afterFailedAttempt, isAccepted } from './domain/retry-schedule';
import { signedMessage } from './domain/webhook-message';
import { newJobId, QueuedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookSecretCipher } from './webhook-secret.cipher';

const USER_AGENT = 'design-api-webhooks/2';
/** Receivers answer with a status; their body is read only up to this and otherwise ignored. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** A pending delivery this late for its attempt lost its job (crash, Redis restart): the reconciler re-enqueues it. */
export const RECONCILE_GRACE_MS = 5 * 60 * 1000;
const RECONCILE_BATCH = 500;
const PRUNE_BATCH = 1000;
/** One run prunes at most this many batches; a larger backlog goes on at the next run. */
const PRUNE_MAX_BATCHES = 50;

/** The start of the receiver's answer shown back by a test send. */
const SAMPLE_BODY_SHOWN = 1024;

export interface SampleSendResult {
  messageId: string;
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'superseded';

@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);
  private readonly outcomes: Counter<'outcome'>;
  private readonly duration: Histogram<'result'>;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly http: SafeHttpClient,
    private readonly cipher: WebhookSecretCipher,
    private readonly deliveries: WebhookDeliveriesRepository,
    metrics: MetricsService,
  ) {
    this.outcomes = metrics.counter(
      'webhook_deliveries_total',
      'Webhook delivery attempts by outcome: delivered (2xx), retrying (failed, another attempt scheduled), failed (failed, the schedule is exhausted), superseded (a redelivery replaced it meanwhile)',
      ['outcome'],
    );
    this.duration = metrics.histogram(
      'webhook_delivery_attempt_duration_seconds',
      'Duration of one webhook delivery attempt, until the answer or the failure',
      ['result'],
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
    );
  }

  /** Queues one job per delivery; the job id makes adding twice harmless. */
  async enqueue(list: QueuedDelivery[], delayMs = 0): Promise<void> {
    for (const d of list) {
      await this.queue.add(
        'webhook-delivery',
        { deliveryId: d.id },
        // Retries of the job cover only infrastructure errors (database down); receiver failures
        // are scheduled by the delivery itself, as new jobs.
        { jobId: d.jobId, attempts: 3, backoff: { type: 'exponential', delayMs: 2000 }, delayMs },
      );
    }
  }

  async enqueueEvent(eventId: string): Promise<void> {
    await this.enqueue(await this.deliveries.pendingOfEvent(eventId));
  }

  /** Runs the attempt `jobId` stands for; does nothing when that job is stale or a duplicate. */
  async attempt(jobId: string, deliveryId: string): Promise<DeliveryOutcome | 'skipped'> {
    const { timeoutMs, retryDelaysMs } = this.config.webhooks;
    const claimedAt = this.clock.now();
    const claimed = await this.deliveries.claim(
      deliveryId,
      jobId,
      claimedAt,
      new Date(claimedAt.getTime() + timeoutMs + 30_000),
    );
    if (!claimed) return 'skipped';

    const message = signedMessage({
      secret: this.cipher.decrypt(claimed.secretCiphertext),
      eventId: claimed.eventId,
      type: claimed.type,
      occurredAt: new Date(claimed.occurredAt),
      data: claimed.data,
      now: claimedAt,
    });
    const started = performance.now();
    const answer = await this.http.request(claimed.url, {
      method: 'POST',
      headers: { ...message.headers, 'user-agent': USER_AGENT },
      body: message.body,
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    });
    const durationMs = Math.round(performance.now() - started);
    const accepted = isAccepted(answer.status);
    this.duration.observe({ result: accepted ? 'accepted' : 'refused' }, durationMs / 1000);

    const finishedAt = this.clock.now();
    const next = accepted ? null : afterFailedAttempt(claimed.cycleAttemptCount + 1, retryDelaysMs, finishedAt);
    const retry = next && !next.final ? next : null;
    const nextJobId = retry ? newJobId(deliveryId) : jobId;
    const recorded = await this.uow.run((tx) =>
      this.deliveries.recordAttempt(
        tx,
        {
          deliveryId,
          startedAt: claimedAt,
          durationMs,
          outcome: accepted ? 'succeeded' : 'failed',
          statusCode: answer.status ?? null,
          error: accepted ? null : describeFailure(answer),
        },
        jobId,
        {
          status: accepted ? 'succeeded' : retry ? 'pending' : 'failed',
          nextAttemptAt: retry?.nextAttemptAt ?? null,
          jobId: nextJobId,
        },
      ),
    );
    const settled = recorded?.settled ?? false;

    const outcome: DeliveryOutcome = !settled ? 'superseded' : accepted ? 'delivered' : retry ? 'retrying' : 'failed';
    this.outcomes.inc({ outcome });
    if (outcome === 'failed') this.logger.warn({ deliveryId }, 'webhook delivery failed after its last attempt');
    if (outcome === 'retrying' && retry) {
      // Lost only if this process dies right here; the reconciler then re-enqueues it.
      await this.enqueue([{ id: deliveryId, jobId: nextJobId }], retry.delayMs).catch((err: unknown) =>
        this.logger.error({ err, deliveryId }, 'could not enqueue the next attempt; the reconciler will'),
      );
    }
    return outcome;
  }

  /**
   * One signed POST of a sample event to `url`, now, outside the delivery records (nothing is
   * stored, nothing retried): what the receiver answered and how long it took.
   */
  async sendSample(
    url: string,
    secretCiphertext: string,
    type: string,
    data: Record<string, unknown>,
  ): Promise<SampleSendResult> {
    const now = this.clock.now();
    const message = signedMessage({
      secret: this.cipher.decrypt(secretCiphertext),
      eventId: randomUUID(),
      type,
      occurredAt: now,
      data,
      now,
    });
    const started = performance.now();
    const answer = await this.http.request(url, {
      method: 'POST',
      headers: { ...message.headers, 'user-agent': USER_AGENT },
      body: message.body,
      timeoutMs: this.config.webhooks.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    });
    const durationMs = Math.round(performance.now() - started);
    const accepted = isAccepted(answer.status);
    return {
      messageId: message.headers['webhook-id'],
      delivered: accepted,
      statusCode: answer.status ?? null,
      durationMs,
      error: accepted ? null : describeFailure(answer),
      responseBody: answer.ok ? answer.body.subarray(0, SAMPLE_BODY_SHOWN).toString('utf8') : null,
    };
  }

  /** Re-enqueues pending deliveries whose attempt is overdue (their job was lost). */
  async reconcile(): Promise<number> {
    const now = this.clock.now();
    const taken = await this.uow.run((tx) =>
      this.deliveries.takeOverdue(tx, new Date(now.getTime() - RECONCILE_GRACE_MS), now, RECONCILE_BATCH),
    );
    if (taken.length) this.logger.warn({ count: taken.length }, 're-enqueued webhook deliveries whose job was lost');
    await this.enqueue(taken);
    return taken.length;
  }

  /** Deletes events (with their deliveries and attempts) older than the retention, once finished. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.webhooks.retentionDays * 24 * 3600 * 1000);
    return drainInBatches(() => this.uow.run((tx) => this.deliveries.pruneFinished(tx, before, PRUNE_BATCH)), {
      batchSize: PRUNE_BATCH,
      maxBatches: PRUNE_MAX_BATCHES,
    });
  }
}

function describeFailure(answer: { ok: boolean; status?: number; reason?: string }): string {
  const status = answer.status;
  let text: string;
  if (status !== undefined && status >= 300 && status < 400) text = `HTTP ${status}: redirects are not followed`;
  else if (answer.ok || (status !== undefined && !answer.reason)) text = `HTTP ${status}`;
  else text = status !== undefined ? `${answer.reason} (HTTP ${status})` : (answer.reason ?? 'request failed');
  return text.slice(0, 300);
}
