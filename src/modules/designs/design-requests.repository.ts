// Design requests and their variants, in plain SQL (every request runs these; the entities
// describe the schema for migrations, design-requests.table.ts the columns, the INSERTs and the row
// parsing). Every tenant-owned read takes the scope (account, then workspace) first. Status changes
// are conditional updates returning the row, called by DesignLifecycleService only, with the
// statuses the domain's transition allows: a retried or duplicated job and the reconciler can race
// without a request completing twice or failing after it completed.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows, Tx } from '../../platform/database';
import { DesignRequestEntity } from './design-request.entity';
import { DESIGN_REQUESTS, DESIGN_VARIANTS } from './design-requests.table';
import { DesignVariantEntity } from './design-variant.entity';
import { IN_FLIGHT, isFinished, RequestStatus, statusesWhere } from './domain/request-status';

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

/** `'queued', 'processing'`: a status list for SQL, from the domain's rules (never hand-written here). */
function sqlStatuses(statuses: readonly RequestStatus[]): string {
  if (!statuses.length || statuses.some((s) => !/^[a-z]+$/.test(s)))
    throw new Error(`not a status list: ${statuses.join(', ')}`);
  return statuses.map((s) => `'${s}'`).join(', ');
}
const IN_FLIGHT_SQL = sqlStatuses(IN_FLIGHT);
const FINISHED_SQL = sqlStatuses(statusesWhere(isFinished));
const RETURNING_REQUEST = `RETURNING ${DESIGN_REQUESTS.columnList()}`;

/** A request row with its variants as one JSON column: one round trip for a whole answer. */
const WITH_VARIANTS = `${DESIGN_REQUESTS.columnList('r')}, COALESCE((SELECT json_agg(v ORDER BY v.index) FROM design_variants v WHERE v.request_id = r.id), '[]') AS variants_json`;

function withVariants(r: Raw): RequestWithVariants {
  const variants = r.variants_json;
  if (!Array.isArray(variants)) throw new Error('variants_json: expected a JSON array');
  return { row: DESIGN_REQUESTS.parse(r), variants: (variants as Raw[]).map((v) => DESIGN_VARIANTS.parse(v)) };
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
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM design_requests WHERE user_id = $1 AND status IN (${IN_FLIGHT_SQL})`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async countInFlight(tx: Tx, keyId: string): Promise<number> {
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM design_requests WHERE key_id = $1 AND status IN (${IN_FLIGHT_SQL})`,
      [keyId],
    );
    return rows[0]?.n ?? 0;
  }

  async insert(tx: Tx, r: DesignRequestEntity): Promise<void> {
    const { sql, params } = DESIGN_REQUESTS.insert([r]);
    await tx.query(sql, params);
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
    const [r] = await this.rows(
      `SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.design_id = $1 AND r.hidden_at IS NULL`,
      [designId],
    );
    return r ? withVariants(r) : null;
  }

  async findByShareToken(token: string): Promise<RequestWithVariants | null> {
    const [r] = await this.rows(
      `SELECT ${WITH_VARIANTS} FROM design_requests r WHERE r.share_token = $1 AND r.hidden_at IS NULL`,
      [token],
    );
    return r ? withVariants(r) : null;
  }

  /** Completed designs of the workspace, newest first; the cursor is (created_at, id) of the last one served. */
  async pageDesigns(
    scope: DesignScope,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<RequestWithVariants[]> {
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

  /** -> processing from `from`, counting the attempt; null when the request is in none of them (or gone). */
  async markProcessing(id: string, now: Date, from: readonly RequestStatus[]): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'processing', started_at = COALESCE(started_at, $2), attempts = attempts + 1
        WHERE id = $1 AND status IN (${sqlStatuses(from)}) ${RETURNING_REQUEST}`,
      [id, now],
    );
    return r ? DESIGN_REQUESTS.parse(r) : null;
  }

  /** -> completed from `from`: null when another run or the reconciler moved it first. */
  async markCompleted(
    tx: Tx,
    id: string,
    now: Date,
    title: string,
    warnings: string[],
    from: readonly RequestStatus[],
  ): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'completed', finished_at = $2, title = $3, warnings = $4::jsonb, error = NULL
        WHERE id = $1 AND status IN (${sqlStatuses(from)}) ${RETURNING_REQUEST}`,
      [id, now, title, JSON.stringify(warnings)],
      tx,
    );
    return r ? DESIGN_REQUESTS.parse(r) : null;
  }

  /** The outside picture a processing request's design shows (null: none), read back with the completed row. */
  async recordImageCredit(id: string, credit: DesignRequestEntity['imageCredit']): Promise<void> {
    await this.rows(
      `UPDATE design_requests SET image_credit = $2::jsonb WHERE id = $1 AND status = 'processing' RETURNING id`,
      [id, credit ? JSON.stringify(credit) : null],
    );
  }

  /** -> failed from `from`. */
  async markFailed(
    tx: Tx,
    id: string,
    now: Date,
    error: string,
    from: readonly RequestStatus[],
  ): Promise<DesignRequestEntity | null> {
    const [r] = await this.rows(
      `UPDATE design_requests SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1 AND status IN (${sqlStatuses(from)}) ${RETURNING_REQUEST}`,
      [id, now, error],
      tx,
    );
    return r ? DESIGN_REQUESTS.parse(r) : null;
  }

  /**
   * The request's images, and the notification that it finished (sent at COMMIT, so waiters read
   * the finished row), in one statement.
   */
  async insertVariantsAndNotify(tx: Tx, id: string, rows: DesignVariantEntity[]): Promise<void> {
    if (!rows.length) return this.notifyFinished(tx, id);
    const { sql, params } = DESIGN_VARIANTS.insert(rows, 2);
    await tx.query(
      `WITH inserted AS (${sql} ON CONFLICT (request_id, index) DO NOTHING) SELECT pg_notify('design_request_finished', $1)`,
      [id, ...params],
    );
  }

  /** Wakes API processes waiting for this request (delivered when the transaction commits). */
  async notifyFinished(tx: Tx, id: string): Promise<void> {
    await tx.query(`SELECT pg_notify('design_request_finished', $1)`, [id]);
  }

  async finishedAmong(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.rows(
      `SELECT id FROM design_requests WHERE id = ANY($1::uuid[]) AND status IN (${FINISHED_SQL})`,
      [ids],
    );
    return rows.map((r) => r.id as string);
  }

  async statusOf(id: string): Promise<DesignRequestEntity['status'] | null> {
    const [r] = await this.rows(`SELECT status FROM design_requests WHERE id = $1`, [id]);
    return r ? DESIGN_REQUESTS.parseField('status', r.status) : null;
  }

  /** Requests whose job may have been lost: queued since before `cutoff`, or processing and started before it. */
  async dueForRequeue(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.rows(
      `SELECT id FROM design_requests
        WHERE status IN (${IN_FLIGHT_SQL}) AND COALESCE(started_at, enqueued_at) < $1
        ORDER BY enqueued_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id as string);
  }

  /** Requests unfinished since before `cutoff`: far past any render, to be failed and refunded. */
  async stuck(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.rows(
      `SELECT id FROM design_requests WHERE status IN (${IN_FLIGHT_SQL}) AND enqueued_at < $1 ORDER BY enqueued_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id as string);
  }

  async setHiddenForUser(userId: string, hiddenAt: Date | null): Promise<void> {
    if (hiddenAt)
      await this.rows(
        `UPDATE design_requests SET hidden_at = $2 WHERE user_id = $1 AND hidden_at IS NULL RETURNING id`,
        [userId, hiddenAt],
      );
    else
      await this.rows(
        `UPDATE design_requests SET hidden_at = NULL WHERE user_id = $1 AND hidden_at IS NOT NULL RETURNING id`,
        [userId],
      );
  }

  /** Where a user's designs keep their images (the purge deletes them before the rows). */
  async designsOfUser(userId: string): Promise<{ accountId: string; designId: string }[]> {
    const rows = await this.rows(`SELECT account_id, design_id FROM design_requests WHERE user_id = $1`, [userId]);
    return rows.map((r) => ({ accountId: r.account_id as string, designId: r.design_id as string }));
  }

  /** Deletes a purged user's requests and their variants. */
  async deleteForUser(userId: string): Promise<number> {
    return this.ds.transaction(async (manager) => {
      const rows = await queryRows<{ id: string }>(
        manager,
        `DELETE FROM design_requests WHERE user_id = $1 RETURNING id`,
        [userId],
      );
      if (rows.length)
        await manager.query(`DELETE FROM design_variants WHERE request_id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }
}
