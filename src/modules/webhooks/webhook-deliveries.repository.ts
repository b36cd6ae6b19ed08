import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { col, defineRow, Tx } from '../../platform/database';
import { TimeKey as PageCursor } from '../../platform/http/pagination';
import { DeliveryStatus, WebhookDeliveryEntity } from './webhook-delivery.entity';
import { changedRows } from './webhooks.repository';

/** The id of the one job allowed to make a delivery's next attempt; a new one supersedes the old. */
export const newJobId = (deliveryId: string): string => `${deliveryId}.${randomBytes(8).toString('hex')}`;

export interface QueuedDelivery {
  id: string;
  jobId: string;
}

export interface ClaimedDelivery {
  id: string;
  cycleAttemptCount: number;
  url: string;
  secretCiphertext: string;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  occurredAt: Date;
}

export interface DeliveryRow {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  createdAt: Date;
}

export interface AttemptRow {
  deliveryId: string;
  number: number;
  startedAt: Date;
  durationMs: number;
  outcome: 'succeeded' | 'failed';
  statusCode: number | null;
  error: string | null;
}

const DELIVERY_COLUMNS = `d.id, d.webhook_id AS "webhookId", d.event_id AS "eventId", e.type AS "eventType", d.status,
  d.attempt_count AS "attemptCount", d.next_attempt_at AS "nextAttemptAt", d.last_attempt_at AS "lastAttemptAt", d.created_at AS "createdAt"`;

type Raw = Record<string, unknown>;
// Rows checked where they enter the program (the aliases above name the properties).
const toClaimed = defineRow<ClaimedDelivery>('claimed delivery', {
  id: col.text(),
  cycleAttemptCount: col.integer(),
  url: col.text(),
  secretCiphertext: col.text(),
  eventId: col.text(),
  type: col.text(),
  data: col.json('object'),
  occurredAt: col.timestamp(),
});
const toDelivery = defineRow<DeliveryRow>('delivery', {
  id: col.text(),
  webhookId: col.text(),
  eventId: col.text(),
  eventType: col.text(),
  status: col.oneOf<DeliveryStatus>(['pending', 'succeeded', 'failed']),
  attemptCount: col.integer(),
  nextAttemptAt: col.nullable(col.timestamp()),
  lastAttemptAt: col.nullable(col.timestamp()),
  createdAt: col.timestamp(),
});
const toAttempt = defineRow<AttemptRow>('delivery attempt', {
  deliveryId: col.text(),
  number: col.integer(),
  startedAt: col.timestamp(),
  durationMs: col.integer(),
  outcome: col.oneOf(['succeeded', 'failed'] as const),
  statusCode: col.nullable(col.integer()),
  error: col.nullable(col.text()),
});

@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectRepository(WebhookDeliveryEntity) private readonly repo: Repository<WebhookDeliveryEntity>) {}

  async insertEvent(
    tx: Tx,
    e: { accountId: string; userId: string | null; type: string; data: Record<string, unknown>; createdAt: Date },
  ): Promise<string> {
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO webhook_events (account_id, user_id, type, data, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [e.accountId, e.userId, e.type, JSON.stringify(e.data), e.createdAt],
    );
    return rows[0].id;
  }

  async insertDeliveries(
    tx: Tx,
    accountId: string,
    eventId: string,
    webhookIds: string[],
    now: Date,
  ): Promise<QueuedDelivery[]> {
    return tx.query<QueuedDelivery>(
      `INSERT INTO webhook_deliveries (id, account_id, webhook_id, event_id, status, next_attempt_at, job_id, created_at)
       SELECT d.id, $1, d.webhook_id, $2, 'pending', $4, d.id::text || '.0', $4
         FROM (SELECT gen_random_uuid() AS id, w AS webhook_id FROM unnest($3::uuid[]) AS w) d
       RETURNING id, job_id AS "jobId"`,
      [accountId, eventId, webhookIds, now],
    );
  }

  async pendingOfEvent(eventId: string): Promise<QueuedDelivery[]> {
    return this.repo.query(
      `SELECT id, job_id AS "jobId" FROM webhook_deliveries WHERE event_id = $1 AND status = 'pending'`,
      [eventId],
    );
  }

  /**
   * Takes the right to attempt: only the delivery's current job, only while pending, only when no
   * other attempt holds the lease, and only for a webhook that is not suspended.
   */
  async claim(deliveryId: string, jobId: string, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> {
    const rows = await changedRows<Raw>(
      this.repo.query(
        `UPDATE webhook_deliveries d SET lease_until = $4
         FROM webhooks w, webhook_events e
        WHERE d.id = $1 AND d.job_id = $2 AND d.status = 'pending' AND (d.lease_until IS NULL OR d.lease_until < $3)
          AND w.id = d.webhook_id AND w.suspended_at IS NULL AND e.id = d.event_id
       RETURNING d.id, d.cycle_attempt_count AS "cycleAttemptCount", w.url, w.secret_ciphertext AS "secretCiphertext",
                 e.id AS "eventId", e.type, e.data, e.created_at AS "occurredAt"`,
        [deliveryId, jobId, now, leaseUntil],
      ),
    );
    return rows[0] ? toClaimed(rows[0]) : null;
  }

  /**
   * Records an attempt and moves the delivery on, unless a redelivery replaced its job meanwhile
   * (the attempt is kept either way). Returns null when the delivery is gone (webhook deleted).
   * One UPDATE per transaction on purpose: a second update of a row this transaction already
   * updated makes PostgreSQL re-check its foreign keys, locking the webhook row, and a concurrent
   * DELETE of that webhook (which waits for the delivery row) then deadlocks with us.
   */
  async recordAttempt(
    tx: Tx,
    a: Omit<AttemptRow, 'number'>,
    jobId: string,
    next: { status: DeliveryStatus; nextAttemptAt: Date | null; jobId: string },
  ): Promise<{ number: number; settled: boolean } | null> {
    const rows = await changedRows<{ number: number; settled: boolean }>(
      tx.query(
        `WITH cur AS (SELECT id, job_id = $2 AS current FROM webhook_deliveries WHERE id = $1 FOR UPDATE)
         UPDATE webhook_deliveries d
            SET attempt_count = d.attempt_count + 1,
                last_attempt_at = $6,
                cycle_attempt_count = CASE WHEN cur.current THEN d.cycle_attempt_count + 1 ELSE d.cycle_attempt_count END,
                status = CASE WHEN cur.current THEN $3 ELSE d.status END,
                next_attempt_at = CASE WHEN cur.current THEN $4::timestamptz ELSE d.next_attempt_at END,
                job_id = CASE WHEN cur.current THEN $5 ELSE d.job_id END,
                lease_until = CASE WHEN cur.current THEN NULL ELSE d.lease_until END
           FROM cur WHERE d.id = cur.id
         RETURNING d.attempt_count AS number, cur.current AS settled`,
        [a.deliveryId, jobId, next.status, next.nextAttemptAt, next.jobId, a.startedAt],
      ),
    );
    if (!rows[0]) return null;
    await tx.query(
      `INSERT INTO webhook_delivery_attempts (delivery_id, number, started_at, duration_ms, outcome, status_code, error) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [a.deliveryId, rows[0].number, a.startedAt, a.durationMs, a.outcome, a.statusCode, a.error],
    );
    return rows[0];
  }

  /** Starts a new cycle of attempts now, for a delivery of a webhook the scope can see. */
  async restart(
    tx: Tx,
    scope: { accountId: string; userId: string | null },
    webhookId: string,
    deliveryId: string,
    now: Date,
  ): Promise<QueuedDelivery | null> {
    const rows = await changedRows<QueuedDelivery>(
      tx.query(
        `UPDATE webhook_deliveries d
          SET status = 'pending', cycle_attempt_count = 0, next_attempt_at = $5, lease_until = NULL, job_id = $6
         FROM webhooks w
        WHERE d.id = $4 AND d.webhook_id = $3 AND w.id = d.webhook_id
          AND w.account_id = $1 AND w.suspended_at IS NULL AND ($2::uuid IS NULL OR w.user_id = $2::uuid)
       RETURNING d.id, d.job_id AS "jobId"`,
        [scope.accountId, scope.userId, webhookId, deliveryId, now, newJobId(deliveryId)],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * Pending deliveries whose job should have run by `overdueBefore` but did not (lost with a crash
   * or a Redis restart): each gets a new job id, so a late original job finds itself superseded.
   */
  async takeOverdue(tx: Tx, overdueBefore: Date, now: Date, limit: number): Promise<QueuedDelivery[]> {
    return changedRows<QueuedDelivery>(
      tx.query(
        `UPDATE webhook_deliveries d
          SET job_id = d.id::text || '.' || substr(md5(random()::text), 1, 16), next_attempt_at = $2, lease_until = NULL
        WHERE d.id IN (
          SELECT o.id FROM webhook_deliveries o JOIN webhooks w ON w.id = o.webhook_id
           WHERE o.status = 'pending' AND o.next_attempt_at <= $1 AND (o.lease_until IS NULL OR o.lease_until < $2)
             AND w.suspended_at IS NULL
           ORDER BY o.next_attempt_at
           LIMIT $3
           FOR UPDATE OF o SKIP LOCKED)
       RETURNING d.id, d.job_id AS "jobId"`,
        [overdueBefore, now, limit],
      ),
    );
  }

  /** Pending deliveries of restored webhooks: attempted again from now, with fresh job ids. */
  async requeueOfWebhooks(tx: Tx, webhookIds: string[], now: Date): Promise<QueuedDelivery[]> {
    if (!webhookIds.length) return [];
    return changedRows<QueuedDelivery>(
      tx.query(
        `UPDATE webhook_deliveries SET job_id = id::text || '.' || substr(md5(random()::text), 1, 16), next_attempt_at = $2, lease_until = NULL
        WHERE webhook_id = ANY($1::uuid[]) AND status = 'pending'
       RETURNING id, job_id AS "jobId"`,
        [webhookIds, now],
      ),
    );
  }

  async deleteEventsOfUser(tx: Tx, accountId: string, userId: string): Promise<void> {
    await tx.query(`DELETE FROM webhook_events WHERE account_id = $1 AND user_id = $2`, [accountId, userId]);
  }

  /** Removes old events whose deliveries are all finished (their deliveries and attempts go with them). */
  async pruneFinished(tx: Tx, before: Date, limit: number): Promise<number> {
    const rows = await changedRows(
      tx.query(
        `DELETE FROM webhook_events WHERE id IN (
         SELECT e.id FROM webhook_events e
          WHERE e.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')
          LIMIT $2)
       RETURNING id`,
        [before, limit],
      ),
    );
    return rows.length;
  }

  async listOfWebhook(webhookId: string, after: PageCursor | null, limit: number): Promise<DeliveryRow[]> {
    const rows: Raw[] = await this.repo.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
        WHERE d.webhook_id = $1 AND ($2::timestamptz IS NULL OR (d.created_at, d.id) < ($2::timestamptz, $3::uuid))
        ORDER BY d.created_at DESC, d.id DESC LIMIT $4`,
      [webhookId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map((r) => toDelivery(r));
  }

  async findOfWebhook(webhookId: string, deliveryId: string): Promise<DeliveryRow | null> {
    const rows: Raw[] = await this.repo.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.webhook_id = $1 AND d.id = $2`,
      [webhookId, deliveryId],
    );
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  /** The latest `perDelivery` attempts of each delivery, oldest first. */
  async attemptsOf(deliveryIds: string[], perDelivery: number): Promise<AttemptRow[]> {
    if (!deliveryIds.length) return [];
    const rows: Raw[] = await this.repo.query(
      `SELECT "deliveryId", number, "startedAt", "durationMs", outcome, "statusCode", error FROM (
         SELECT delivery_id AS "deliveryId", number, started_at AS "startedAt", duration_ms AS "durationMs", outcome,
                status_code AS "statusCode", error, row_number() OVER (PARTITION BY delivery_id ORDER BY number DESC) AS rn
           FROM webhook_delivery_attempts WHERE delivery_id = ANY($1::uuid[])) a
        WHERE rn <= $2 ORDER BY "deliveryId", number`,
      [deliveryIds, perDelivery],
    );
    return rows.map((r) => toAttempt(r));
  }
}
