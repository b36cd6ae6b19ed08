// Webhook use cases: registration, lists, deletion, redelivery (the API), and recordEvent, the
// transactional outbox other modules call inside the transaction of the change they report.
import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { Tx, UnitOfWork } from '../../platform/database';
import { SafeHttpClient } from '../../platform/outbound/safe-http-client';
import { decodeTimeCursor, DEFAULT_PAGE_LIMIT, toTimePage } from '../../platform/http/pagination';
import { generateSecret, messageId, WEBHOOK_EVENT_TYPES, WebhookEventType } from './domain/webhook-message';
import { sampleDesignCompleted } from './domain/sample-event';
import { AttemptRow, DeliveryRow, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookSecretCipher } from './webhook-secret.cipher';
import {
  CreatedWebhookDto,
  CreateWebhookDto,
  DeletedWebhookDto,
  DeliveryDto,
  DeliveryListDto,
  ListQueryDto,
  WebhookDto,
  WebhookListDto,
  WebhookTestResultDto,
} from './webhooks.dto';
import { WebhookErrors } from './webhooks.errors';
import { WebhookRow, WebhookScope, WebhooksRepository } from './webhooks.repository';

/** What another module reports; `data` is sent as given, as the body's `data`. */
export interface WebhookEventInput {
  accountId: string;
  /** The end user the event concerns (their webhooks hear it too), or null for the account itself. */
  userId: string | null;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

export interface RecordedWebhookEvent {
  /** The `webhook-id` receivers will see; null when no webhook listens (nothing was written). */
  messageId: string | null;
  deliveries: number;
}

const ATTEMPTS_SHOWN = 25;

const scopeOf = (p: Principal): WebhookScope => ({ accountId: p.accountId, userId: p.endUser?.userId ?? null });

@Injectable()
export class WebhooksService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly http: SafeHttpClient,
    private readonly cipher: WebhookSecretCipher,
    private readonly webhooks: WebhooksRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly delivery: WebhookDeliveryService,
  ) {}

  /**
   * Writes the event and one pending delivery per listening webhook in the caller's transaction;
   * their jobs are enqueued after COMMIT (nothing is sent for a rolled-back change).
   */
  async recordEvent(tx: Tx, event: WebhookEventInput): Promise<RecordedWebhookEvent> {
    const webhookIds = await this.webhooks.findMatching(tx, event.accountId, event.userId, event.type);
    if (!webhookIds.length) return { messageId: null, deliveries: 0 };
    const now = this.clock.now();
    const eventId = await this.deliveries.insertEvent(tx, { ...event, createdAt: now });
    const queued = await this.deliveries.insertDeliveries(tx, event.accountId, eventId, webhookIds, now);
    tx.afterCommit('webhook.event-recorded', { accountId: event.accountId, eventId });
    return { messageId: messageId(eventId), deliveries: queued.length };
  }

  async register(principal: Principal, dto: CreateWebhookDto): Promise<CreatedWebhookDto> {
    const verdict = await this.http.checkDestination(dto.url);
    if (!verdict.ok) throw WebhookErrors.badUrl(verdict.reason);
    const secret = generateSecret();
    const { maxPerAccount } = this.config.webhooks;
    const row = await this.uow.run(async (tx) => {
      await this.webhooks.lockAccount(tx, principal.accountId);
      if ((await this.webhooks.countByAccount(tx, principal.accountId)) >= maxPerAccount)
        throw WebhookErrors.limitReached(maxPerAccount);
      return this.webhooks.insert(tx, {
        accountId: principal.accountId,
        userId: principal.endUser?.userId ?? null,
        url: dto.url,
        events: dto.events ?? [...WEBHOOK_EVENT_TYPES],
        secretCiphertext: this.cipher.encrypt(secret),
        createdAt: this.clock.now(),
      });
    });
    return { ...toWebhookDto(row), secret };
  }

  async list(principal: Principal, query: ListQueryDto): Promise<WebhookListDto> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.webhooks.listVisible(scopeOf(principal), decodeTimeCursor(query.cursor), limit + 1);
    return toTimePage(rows, limit, toWebhookDto);
  }

  async get(principal: Principal, webhookId: string): Promise<WebhookDto> {
    const row = await this.webhooks.findVisible(scopeOf(principal), webhookId);
    if (!row) throw WebhookErrors.notFound();
    return toWebhookDto(row);
  }

  async remove(principal: Principal, webhookId: string): Promise<DeletedWebhookDto> {
    const deleted = await this.uow.run((tx) => this.webhooks.deleteVisible(tx, scopeOf(principal), webhookId));
    if (!deleted) throw WebhookErrors.notFound();
    return { webhookId, deleted: true };
  }

  async listDeliveries(principal: Principal, webhookId: string, query: ListQueryDto): Promise<DeliveryListDto> {
    if (!(await this.webhooks.findVisible(scopeOf(principal), webhookId))) throw WebhookErrors.notFound();
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.deliveries.listOfWebhook(webhookId, decodeTimeCursor(query.cursor), limit + 1);
    const attempts = await this.deliveries.attemptsOf(
      rows.slice(0, limit).map((r) => r.id),
      ATTEMPTS_SHOWN,
    );
    return toTimePage(rows, limit, (r) => toDeliveryDto(r, attempts));
  }

  /** Starts a new cycle of attempts (the whole retry schedule) now, with the same `webhook-id`. */
  async redeliver(principal: Principal, webhookId: string, deliveryId: string): Promise<DeliveryDto> {
    const scope = scopeOf(principal);
    const queued = await this.uow.run((tx) =>
      this.deliveries.restart(tx, scope, webhookId, deliveryId, this.clock.now()),
    );
    if (!queued) throw WebhookErrors.notFound();
    await this.delivery.enqueue([queued]);
    const row = await this.deliveries.findOfWebhook(webhookId, deliveryId);
    if (!row) throw WebhookErrors.notFound();
    return toDeliveryDto(row, await this.deliveries.attemptsOf([row.id], ATTEMPTS_SHOWN));
  }

  /** Sends a signed sample `design.completed` event to the webhook now (SPEC 6.4) and reports the answer. */
  async sendTest(principal: Principal, webhookId: string): Promise<WebhookTestResultDto> {
    const row = await this.webhooks.findVisibleWithSecret(scopeOf(principal), webhookId);
    if (!row) throw WebhookErrors.notFound();
    const type: WebhookEventType = 'design.completed';
    const sent = await this.delivery.sendSample(
      row.url,
      row.secretCiphertext,
      type,
      sampleDesignCompleted(this.config.http.appUrl),
    );
    return { webhookId, url: row.url, eventType: type, ...sent };
  }

  /** A deleted end user's webhooks stop hearing events and disappear from lists, until reactivation. */
  async suspendUser(accountId: string, userId: string): Promise<void> {
    await this.uow.run((tx) => this.webhooks.suspendUser(tx, accountId, userId, this.clock.now()));
  }

  /** A reactivated end user's webhooks come back; deliveries that waited meanwhile are attempted again. */
  async restoreUser(accountId: string, userId: string): Promise<void> {
    const queued = await this.uow.run(async (tx) => {
      const ids = await this.webhooks.restoreUser(tx, accountId, userId);
      return this.deliveries.requeueOfWebhooks(tx, ids, this.clock.now());
    });
    await this.delivery.enqueue(queued);
  }

  /** A purged end user's webhooks and the events about them are deleted for good. */
  async purgeUser(accountId: string, userId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.webhooks.deleteUser(tx, accountId, userId);
      await this.deliveries.deleteEventsOfUser(tx, accountId, userId);
    });
  }
}

function toWebhookDto(row: WebhookRow): WebhookDto {
  return {
    webhookId: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    scope: row.userId ? 'end-user' : 'account',
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

function toDeliveryDto(row: DeliveryRow, attempts: AttemptRow[]): DeliveryDto {
  return {
    deliveryId: row.id,
    webhookId: row.webhookId,
    messageId: messageId(row.eventId),
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: new Date(row.createdAt).toISOString(),
    attempts: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        number: a.number,
        startedAt: new Date(a.startedAt).toISOString(),
        outcome: a.outcome,
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
      })),
  };
}
