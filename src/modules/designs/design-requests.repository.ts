// Design requests and their variants. Every tenant-owned read takes the scope (account, then
// workspace) first; state changes are conditional updates, so a retried or duplicated job and the
// reconciler can race without a request being completed twice or failed after completing.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { queryRows, Tx } from '../../platform/database';
import { DesignRequestEntity } from './design-request.entity';
import { DesignVariantEntity } from './design-variant.entity';

export interface DesignScope {
  accountId: string;
  workspaceId: string;
}

@Injectable()
export class DesignRequestsRepository {
  constructor(
    @InjectRepository(DesignRequestEntity) private readonly requests: Repository<DesignRequestEntity>,
    @InjectRepository(DesignVariantEntity) private readonly variantRows: Repository<DesignVariantEntity>,
  ) {}

  private manager(tx?: Tx): EntityManager {
    return tx?.manager ?? this.requests.manager;
  }

  /** Serialises the in-flight check of one API key until the end of the transaction. */
  async lockKey(tx: Tx, keyId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`design-in-flight:${keyId}`]);
  }

  async countInFlight(tx: Tx, keyId: string): Promise<number> {
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM design_requests WHERE key_id = $1 AND status IN ('queued', 'processing')`,
      [keyId],
    );
    return rows[0]?.n ?? 0;
  }

  async insert(tx: Tx, row: DesignRequestEntity): Promise<void> {
    await tx.manager.getRepository(DesignRequestEntity).insert(row);
  }

  find(id: string, tx?: Tx): Promise<DesignRequestEntity | null> {
    return this.manager(tx).getRepository(DesignRequestEntity).findOneBy({ id });
  }

  findVisible(scope: DesignScope, id: string): Promise<DesignRequestEntity | null> {
    return this.requests.findOneBy({ id, accountId: scope.accountId, workspaceId: scope.workspaceId, hiddenAt: IsNull() });
  }

  findVisibleDesign(scope: DesignScope, designId: string): Promise<DesignRequestEntity | null> {
    return this.requests.findOneBy({ designId, accountId: scope.accountId, workspaceId: scope.workspaceId, status: 'completed', hiddenAt: IsNull() });
  }

  /** For the public pages: the caller holds a signed link or the share token, not a key. */
  findByDesignId(designId: string): Promise<DesignRequestEntity | null> {
    return this.requests.findOneBy({ designId, hiddenAt: IsNull() });
  }

  findByShareToken(token: string): Promise<DesignRequestEntity | null> {
    return this.requests.findOneBy({ shareToken: token, hiddenAt: IsNull() });
  }

  /** Completed designs of the workspace, newest first; the cursor is (created_at, id) of the last one served. */
  pageDesigns(scope: DesignScope, limit: number, after: { createdAt: Date; id: string } | null): Promise<DesignRequestEntity[]> {
    const q = this.requests
      .createQueryBuilder('r')
      .where(`r.account_id = :accountId AND r.workspace_id = :workspaceId AND r.status = 'completed' AND r.hidden_at IS NULL`, scope)
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(limit + 1);
    if (after) q.andWhere('(r.created_at, r.id) < (:createdAt, :id)', after);
    return q.getMany();
  }

  async variantsOf(requestIds: string[]): Promise<Map<string, DesignVariantEntity[]>> {
    const out = new Map<string, DesignVariantEntity[]>();
    if (!requestIds.length) return out;
    const rows = await this.variantRows.find({ where: { requestId: In(requestIds) }, order: { index: 'ASC' } });
    for (const r of rows) out.set(r.requestId, [...(out.get(r.requestId) ?? []), r]);
    return out;
  }

  variant(requestId: string, index: number): Promise<DesignVariantEntity | null> {
    return this.variantRows.findOneBy({ requestId, index });
  }

  /** queued|processing -> processing; false when the request is finished (or gone). */
  async markProcessing(id: string, now: Date): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.requests.manager,
      `UPDATE design_requests SET status = 'processing', started_at = COALESCE(started_at, $2), attempts = attempts + 1
        WHERE id = $1 AND status IN ('queued', 'processing') RETURNING id`,
      [id, now],
    );
    return rows.length === 1;
  }

  /** processing -> completed, once: false when another run or the reconciler finished it first. */
  async markCompleted(tx: Tx, id: string, now: Date, title: string, warnings: string[]): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      tx.manager,
      `UPDATE design_requests SET status = 'completed', finished_at = $2, title = $3, warnings = $4::jsonb, error = NULL
        WHERE id = $1 AND status = 'processing' RETURNING id`,
      [id, now, title, JSON.stringify(warnings)],
    );
    return rows.length === 1;
  }

  /** queued|processing -> failed, once. */
  async markFailed(tx: Tx, id: string, now: Date, error: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      tx.manager,
      `UPDATE design_requests SET status = 'failed', finished_at = $2, error = $3
        WHERE id = $1 AND status IN ('queued', 'processing') RETURNING id`,
      [id, now, error],
    );
    return rows.length === 1;
  }

  async insertVariants(tx: Tx, rows: DesignVariantEntity[]): Promise<void> {
    if (rows.length) await tx.manager.createQueryBuilder().insert().into(DesignVariantEntity).values(rows).orIgnore().execute();
  }

  /** Wakes API processes waiting for this request (delivered when the transaction commits). */
  async notifyFinished(tx: Tx, id: string): Promise<void> {
    await tx.query(`SELECT pg_notify('design_request_finished', $1)`, [id]);
  }

  async finishedAmong(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows: { id: string }[] = await this.requests.query(
      `SELECT id FROM design_requests WHERE id = ANY($1::uuid[]) AND status IN ('completed', 'failed')`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** Requests whose job may have been lost: queued since before `cutoff`, or processing and started before it. */
  async dueForRequeue(cutoff: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.requests.query(
      `SELECT id FROM design_requests
        WHERE status IN ('queued', 'processing') AND COALESCE(started_at, enqueued_at) < $1
        ORDER BY enqueued_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id);
  }

  /** Requests unfinished since before `cutoff`: far past any render, to be failed and refunded. */
  async stuck(cutoff: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.requests.query(
      `SELECT id FROM design_requests WHERE status IN ('queued', 'processing') AND enqueued_at < $1 ORDER BY enqueued_at LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((r) => r.id);
  }

  async setHiddenForUser(userId: string, hiddenAt: Date | null): Promise<void> {
    await this.requests.query(
      hiddenAt ? `UPDATE design_requests SET hidden_at = $2 WHERE user_id = $1 AND hidden_at IS NULL` : `UPDATE design_requests SET hidden_at = NULL WHERE user_id = $1 AND hidden_at IS NOT NULL`,
      hiddenAt ? [userId, hiddenAt] : [userId],
    );
  }

  /** Where a user's designs keep their images (the purge deletes them before the rows). */
  async designsOfUser(userId: string): Promise<{ accountId: string; designId: string }[]> {
    const rows: { account_id: string; design_id: string }[] = await this.requests.query(
      `SELECT account_id, design_id FROM design_requests WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => ({ accountId: r.account_id, designId: r.design_id }));
  }

  /** Deletes a purged user's requests and their variants. */
  async deleteForUser(userId: string): Promise<number> {
    return this.requests.manager.transaction(async (manager) => {
      const rows = await queryRows<{ id: string }>(manager, `DELETE FROM design_requests WHERE user_id = $1 RETURNING id`, [userId]);
      if (rows.length) await manager.query(`DELETE FROM design_variants WHERE request_id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }
}
