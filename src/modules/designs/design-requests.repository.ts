// Design requests and their variants, in plain SQL (every request runs these; the entities
// describe the schema for migrations). Every tenant-owned read takes the scope (account, then
// workspace) first; state changes are conditional updates returning the row, so a retried or
// duplicated job and the reconciler can race without a request completing twice or failing after
// it completed.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, Tx } from '../../platform/database';
import { DesignRequestEntity } from './design-request.entity';
import { DesignVariantEntity } from './design-variant.entity';

export interface DesignScope {
  accountId: string;
  workspaceId: string;
}

export interface RequestWithVariants {
  row: DesignRequestEntity;
  /** In index order; empty until the request completes. */
  variants: DesignVariantEntity[];
}

type Raw = Record<string, unknown>;

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v as string));

function toRequest(r: Raw): DesignRequestEntity {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    workspaceId: r.workspace_id as string,
    userId: (r.user_id as string | null) ?? null,
    keyId: r.key_id as string,
    designId: r.design_id as string,
    shareToken: r.share_token as string,
    source: r.source as DesignRequestEntity['source'],
    params: r.params as DesignRequestEntity['params'],
    type: r.type as string,
    subtype: r.subtype as string,
    width: Number(r.width),
    height: Number(r.height),
    format: r.format as DesignRequestEntity['format'],
    numVariants: Number(r.num_variants),
    status: r.status as DesignRequestEntity['status'],
    cost: Number(r.cost),
    title: (r.title as string | null) ?? null,
    warnings: (r.warnings as string[]) ?? [],
    error: (r.error as string | null) ?? null,
    attempts: Number(r.attempts),
    createdAt: date(r.created_at) as Date,
    enqueuedAt: date(r.enqueued_at) as Date,
    startedAt: date(r.started_at),
    finishedAt: date(r.finished_at),
    hiddenAt: date(r.hidden_at),
    imageCredit: (r.image_credit as DesignRequestEntity['imageCredit']) ?? null,
  };
}

function toVariant(v: Raw): DesignVariantEntity {
  return {
    requestId: v.request_id as string,
    index: Number(v.index),
    accountId: v.account_id as string,
    storageKey: v.storage_key as string,
    width: Number(v.width),
    height: Number(v.height),
    format: v.format as DesignVariantEntity['format'],
    bytes: Number(v.bytes),
    etag: v.etag as string,
    createdAt: date(v.created_at) as Date,
    files: (v.files as DesignVariantEntity['files']) ?? [],
  };
}

/** A request row with its variants as one JSON column: one round trip for a whole answer. */
const WITH_VARIANTS = `r.*, COALESCE((SELECT json_agg(v ORDER BY v.index) FROM design_variants v WHERE v.request_id = r.id), '[]') AS variants_json`;

function withVariants(r: Raw): RequestWithVariants {
  return { row: toRequest(r), variants: ((r.variants_json as Raw[]) ?? []).map(toVariant) };
}

@Injectable()
export class DesignRequestsRepository {
  constructor(private readonly ds: DataSource) {}

  private rows(sql: string, params: unknown[], tx?: Tx): Promise<Raw[]> {
    return queryRows<Raw>(tx?.manager ?? (this.ds.manager as EntityManager), sql, params);
  }

  /** Serialises the in-flight check of one API key until the end of the transaction. */
  async lockKey(tx: Tx, keyId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`design-in-flight:${keyId}`]);
  }

  /** Serialises the in-flight count and insert of one end user's requests (taken after the key's lock). */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`design-in-flight-user:${userId}`]);
  }

  async countInFlightForUser(tx: Tx, userId: string): Promise<number> {
    const rows = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM design_requests WHERE user_id = $1 AND status IN ('queued', 'processing')`, [userId]);
    return rows[0]?.n ?? 0;
  }

  async countInFlight(tx: Tx, keyId: string): Promise<number> {
    const rows = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM design_requests WHERE key_id = $1 AND status IN ('queued', 'processing')`, [keyId]);
    return rows[0]?.n ?? 0;
  }

  async insert(tx: Tx, r: DesignRequestEntity): Promise<void> {
    await tx.query(
      `INSERT INTO design_requests (id, account_id, workspace_id, user_id, key_id, design_id, share_token, source, params, type, subtype,
         width, height, format, num_variants, status, cost, title, warnings, error, attempts, created_at, enqueued_at, started_at, finished_at, hidden_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21, $22, $23, $24, $25, $26)`,
      [
        r.id, r.accountId, r.workspaceId, r.userId, r.keyId, r.designId, r.shareToken, r.source, JSON.stringify(r.params), r.type, r.subtype,
        r.width, r.height, r.format, r.numVariants, r.status, r.cost, r.title, JSON.stringify(r.warnings), r.error, r.attempts,
        r.createdAt, r.enqueuedAt, r.startedAt, r.finishedAt, r.hiddenAt,
      ],
    );
  }

  async find(id: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(`SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.id = $1`, [id]);
    return r ? withVariants(r) : null;
  }

  async findVisible(scope: DesignScope, id: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(
      `SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.account_id = $1 AND r.workspace_id = $2 AND r.id = $3 AND r.hidden_at IS NULL`,
      [scope.accountId, scope.workspaceId, id],
    );
    return r ? withVariants(r) : null;
  }

  async findVisibleDesign(scope: DesignScope, designId: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(
      `SELECT ${WITH_VARIANTS} FROM design_requests r
        WHERE r.account_id = $1 AND r.workspace_id = $2 AND r.design_id = $3 AND r.status = 'completed' AND r.hidden_at IS NULL`,
      [scope.accountId, scope.workspaceId, designId],
    );
    return r ? withVariants(r) : null;
  }

  /** For the public pages: the caller holds a signed link or the share token, not a key. */
  async findByDesignId(designId: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(`SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.design_id = $1 AND r.hidden_at IS NULL`, [designId]);
    return r ? withVariants(r) : null;
  }

  async findByShareToken(token: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(`SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.share_token = $1 AND r.hidden_at IS NULL`, [token]);
    return r ? withVariants(r) : null;
  }

  /** Completed designs of the workspace, newest first; the cursor is (created_at, id) of the last one served. */
  async pageDesigns(scope: DesignScope, limit: number, after: { createdAt: Date; id: string } | null): Promise<RequestWithVariants[]> {
    const params: unknown[] = [scope.accountId, scope.workspaceId, limit + 1];
    if (after) params.push(after.createdAt, after.id);
    const rows = await this.rows(
      `SELECT ${WITH_VARIANTS} FROM design_requests r
        WHERE r.account_id = $1 AND r.workspace_id = $2 AND r.status = 'completed' AND r.hidden_at IS NULL
          ${after ? 'AND (r.created_at, r.id) < ($4, $5)' : ''}
        ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
      params,
    );
    return rows.map(withVariants);
  }

  /** queued|processing -> processing, counting the attempt; null when the request is finished (or gone). */
  async markProcessing(id: string, now: Date): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'processing', started_at = COALESCE(started_at, $2), attempts = attempts + 1
        WHERE id = $1 AND status IN ('queued', 'processing') RETURNING *`,
      [id, now],
    );
    return r ? toRequest(r) : null;
  }

  /** processing -> completed, once: null when another run or the reconciler finished it first. */
  async markCompleted(tx: Tx, id: string, now: Date, title: string, warnings: string[]): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'completed', finished_at = $2, title = $3, warnings = $4::jsonb, error = NULL
        WHERE id = $1 AND status = 'processing' RETURNING *`,
      [id, now, title, JSON.stringify(warnings)],
      tx,
    );
    return r ? toRequest(r) : null;
  }

  /** The outside picture a processing request's design shows (null: none), read back with the completed row. */
  async recordImageCredit(id: string, credit: DesignRequestEntity['imageCredit']): Promise<void> {
    await this.rows(`UPDATE design_requests SET image_credit = $2::jsonb WHERE id = $1 AND status = 'processing' RETURNING id`, [id, credit ? JSON.stringify(credit) : null]);
  }

  /** queued|processing -> failed, once. */
  async markFailed(tx: Tx, id: string, now: Date, error: string): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1 AND status IN ('queued', 'processing') RETURNING *`,
      [id, now, error],
      tx,
    );
    return r ? toRequest(r) : null;
  }

  /**
   * The request's images, and the notification that it finished (sent at COMMIT, so waiters read
   * the finished row), in one statement.
   */
  async insertVariantsAndNotify(tx: Tx, id: string, rows: DesignVariantEntity[]): Promise<void> {
    const values: unknown[] = [];
    const tuples = rows.map((v, i) => {
      values.push(v.requestId, v.index, v.accountId, v.storageKey, v.width, v.height, v.format, v.bytes, v.etag, v.createdAt, JSON.stringify(v.files));
      const o = i * 11;
      return `(${Array.from({ length: 11 }, (_, k) => `$${o + k + 1}`).join(', ')})`;
    });
    if (!tuples.length) return this.notifyFinished(tx, id);
    values.push(id);
    await tx.query(
      `WITH inserted AS (
         INSERT INTO design_variants (request_id, index, account_id, storage_key, width, height, format, bytes, etag, created_at, files)
         VALUES ${tuples.join(', ')} ON CONFLICT (request_id, index) DO NOTHING)
       SELECT pg_notify('design_request_finished', $${values.length})`,
      values,
    );
  }

  /** Wakes API processes waiting for this request (delivered when the transaction commits). */
  async notifyFinished(tx: Tx, id: string): Promise<void> {
    await tx.query(`SELECT pg_notify('design_request_finished', $1)`, [id]);
  }

  async finishedAmong(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.rows(`SELECT id FROM design_requests WHERE id = ANY($1::uuid[]) AND status IN ('completed', 'failed')`, [ids]);
    return rows.map((r) => r.id as string);
  }

  async statusOf(id: string): Promise<DesignRequestEntity['status'] | null> {
    const [r] = await this.rows(`SELECT status FROM design_requests WHERE id = $1`, [id]);
    return r ? (r.status as DesignRequestEntity['status']) : null;
  }

  /** Requests whose job may have been lost: queued since before `cutoff`, or processing and started before it. */
  async dueForRequeue(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.rows(
      `SELECT id FROM design_requests
        WHERE status IN ('queued', 'processing') AND COALESCE(started_at, enqueued_at) < $1
        ORDER BY enqueued_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id as string);
  }

  /** Requests unfinished since before `cutoff`: far past any render, to be failed and refunded. */
  async stuck(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.rows(`SELECT id FROM design_requests WHERE status IN ('queued', 'processing') AND enqueued_at < $1 ORDER BY enqueued_at LIMIT $2`, [cutoff, limit]);
    return rows.map((r) => r.id as string);
  }

  async setHiddenForUser(userId: string, hiddenAt: Date | null): Promise<void> {
    if (hiddenAt) await this.rows(`UPDATE design_requests SET hidden_at = $2 WHERE user_id = $1 AND hidden_at IS NULL RETURNING id`, [userId, hiddenAt]);
    else await this.rows(`UPDATE design_requests SET hidden_at = NULL WHERE user_id = $1 AND hidden_at IS NOT NULL RETURNING id`, [userId]);
  }

  /** Where a user's designs keep their images (the purge deletes them before the rows). */
  async designsOfUser(userId: string): Promise<{ accountId: string; designId: string }[]> {
    const rows = await this.rows(`SELECT account_id, design_id FROM design_requests WHERE user_id = $1`, [userId]);
    return rows.map((r) => ({ accountId: r.account_id as string, designId: r.design_id as string }));
  }

  /** Deletes a purged user's requests and their variants. */
  async deleteForUser(userId: string): Promise<number> {
    return this.ds.transaction(async (manager) => {
      const rows = await queryRows<{ id: string }>(manager, `DELETE FROM design_requests WHERE user_id = $1 RETURNING id`, [userId]);
      if (rows.length) await manager.query(`DELETE FROM design_variants WHERE request_id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }
}
