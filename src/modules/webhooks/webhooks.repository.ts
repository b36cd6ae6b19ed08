import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { col, defineRow, Tx } from '../../platform/database';
import { TimeKey as PageCursor } from '../../platform/http/pagination';
import { WebhookEntity } from './webhook.entity';

/** Who is looking: an account, or one end user of it (their webhooks only). */
export interface WebhookScope {
  accountId: string;
  userId: string | null;
}

export interface WebhookRow {
  id: string;
  userId: string | null;
  url: string;
  events: string[];
  createdAt: Date;
}

/** TypeORM answers UPDATE and DELETE with `[rows, rowCount]` (other statements with rows): the RETURNING rows. */
export async function changedRows<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as [T[], number])[0];
}

const COLUMNS = `id, user_id AS "userId", url, events, created_at AS "createdAt"`;
const WEBHOOK_ROW = {
  id: col.text(),
  userId: col.nullable(col.text()),
  url: col.text(),
  events: col.textArray(),
  createdAt: col.timestamp(),
};
const toWebhook = defineRow<WebhookRow>('webhook', WEBHOOK_ROW);
const toWebhookWithSecret = defineRow<WebhookRow & { secretCiphertext: string }>('webhook', {
  ...WEBHOOK_ROW,
  secretCiphertext: col.text(),
});
// A webhook is visible to a scope when it is the account's, not suspended, and (for an end user) theirs.
const VISIBLE = `account_id = $1 AND suspended_at IS NULL AND ($2::uuid IS NULL OR user_id = $2::uuid)`;

@Injectable()
export class WebhooksRepository {
  constructor(@InjectRepository(WebhookEntity) private readonly repo: Repository<WebhookEntity>) {}

  /** Serialises registrations of one account, so the per-account cap holds under concurrency. */
  async lockAccount(tx: Tx, accountId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`webhooks:${accountId}`]);
  }

  async countByAccount(tx: Tx, accountId: string): Promise<number> {
    const rows = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhooks WHERE account_id = $1`, [
      accountId,
    ]);
    return rows[0].n;
  }

  async insert(
    tx: Tx,
    row: {
      accountId: string;
      userId: string | null;
      url: string;
      events: string[];
      secretCiphertext: string;
      createdAt: Date;
    },
  ): Promise<WebhookRow> {
    const rows = await tx.query<Record<string, unknown>>(
      `INSERT INTO webhooks (account_id, user_id, url, events, secret_ciphertext, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [row.accountId, row.userId, row.url, row.events, row.secretCiphertext, row.createdAt],
    );
    return toWebhook(rows[0]);
  }

  async listVisible(scope: WebhookScope, after: PageCursor | null, limit: number): Promise<WebhookRow[]> {
    const rows: Record<string, unknown>[] = await this.repo.query(
      `SELECT ${COLUMNS} FROM webhooks
        WHERE ${VISIBLE} AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
        ORDER BY created_at DESC, id DESC LIMIT $5`,
      [scope.accountId, scope.userId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map((r) => toWebhook(r));
  }

  async findVisible(scope: WebhookScope, id: string): Promise<WebhookRow | null> {
    const rows: Record<string, unknown>[] = await this.repo.query(
      `SELECT ${COLUMNS} FROM webhooks WHERE ${VISIBLE} AND id = $3`,
      [scope.accountId, scope.userId, id],
    );
    return rows[0] ? toWebhook(rows[0]) : null;
  }

  /** The signing secret too: only for sending (a test event), never shown. */
  async findVisibleWithSecret(
    scope: WebhookScope,
    id: string,
  ): Promise<(WebhookRow & { secretCiphertext: string }) | null> {
    const rows: Record<string, unknown>[] = await this.repo.query(
      `SELECT ${COLUMNS}, secret_ciphertext AS "secretCiphertext" FROM webhooks WHERE ${VISIBLE} AND id = $3`,
      [scope.accountId, scope.userId, id],
    );
    return rows[0] ? toWebhookWithSecret(rows[0]) : null;
  }

  async deleteVisible(tx: Tx, scope: WebhookScope, id: string): Promise<boolean> {
    const rows = await changedRows(
      tx.query(`DELETE FROM webhooks WHERE ${VISIBLE} AND id = $3 RETURNING id`, [scope.accountId, scope.userId, id]),
    );
    return rows.length > 0;
  }

  /**
   * Active webhooks that hear this event: the account's own, plus the end user's when it is theirs.
   * KEY SHARE makes a concurrent delete of one of them wait for this transaction, rather than fail
   * the caller's transaction (a design completing) on the deliveries' foreign key.
   */
  async findMatching(tx: Tx, accountId: string, userId: string | null, type: string): Promise<string[]> {
    const rows = await tx.query<{ id: string }>(
      `SELECT id FROM webhooks
        WHERE account_id = $1 AND suspended_at IS NULL AND $3 = ANY(events) AND (user_id IS NULL OR user_id = $2::uuid)
        ORDER BY created_at, id
        FOR KEY SHARE`,
      [accountId, userId, type],
    );
    return rows.map((r) => r.id);
  }

  async suspendUser(tx: Tx, accountId: string, userId: string, at: Date): Promise<number> {
    const rows = await changedRows(
      tx.query(
        `UPDATE webhooks SET suspended_at = $3 WHERE account_id = $1 AND user_id = $2 AND suspended_at IS NULL RETURNING id`,
        [accountId, userId, at],
      ),
    );
    return rows.length;
  }

  async restoreUser(tx: Tx, accountId: string, userId: string): Promise<string[]> {
    const rows = await changedRows<{ id: string }>(
      tx.query(
        `UPDATE webhooks SET suspended_at = NULL WHERE account_id = $1 AND user_id = $2 AND suspended_at IS NOT NULL RETURNING id`,
        [accountId, userId],
      ),
    );
    return rows.map((r) => r.id);
  }

  async deleteUser(tx: Tx, accountId: string, userId: string): Promise<number> {
    const rows = await changedRows(
      tx.query(`DELETE FROM webhooks WHERE account_id = $1 AND user_id = $2 RETURNING id`, [accountId, userId]),
    );
    return rows.length;
  }
}
