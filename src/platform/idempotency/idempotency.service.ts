// Claims, completes, releases and prunes idempotency keys (SPEC 7).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Clock } from '../clock/clock';
import { SecretBox } from '../crypto/secret-box';
import { queryRows } from '../database/query-rows';

const TTL_MS = 24 * 3600 * 1000;

export type Claim =
  | { kind: 'claimed'; id: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

interface Row {
  id: string;
  request_hash: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
  business_committed: boolean;
  expired: boolean;
  lock_expired: boolean;
}

@Injectable()
export class IdempotencyService {
  private readonly box: SecretBox;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.auth.jwtSecret, 'idempotent-answers/v1');
  }

  private leaseMs(): number {
    // Long enough for a synchronous design request to finish; a crashed holder frees it after.
    return this.config.generation.syncWaitMs + 60_000;
  }

  /** `caller`: '' for the API key alone, the end user's id under a bearer token (one user never replays another's answer). */
  async claim(accountId: string, key: string, requestHash: string, caller = ''): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = this.clock.now();
      const inserted: { id: string }[] = await this.ds.query(
        `INSERT INTO idempotency_keys (account_id, caller, key, request_hash, state, created_at, locked_until, expires_at)
         VALUES ($1, $7, $2, $3, 'in_progress', $4, $5, $6)
         ON CONFLICT (account_id, caller, key) DO NOTHING RETURNING id`,
        [
          accountId,
          key,
          requestHash,
          now,
          new Date(now.getTime() + this.leaseMs()),
          new Date(now.getTime() + TTL_MS),
          caller,
        ],
      );
      if (inserted[0]) return { kind: 'claimed', id: inserted[0].id };

      const rows: Row[] = await this.ds.query(
        `SELECT id, request_hash, state, response_status, response_body,
                (business_committed_at IS NOT NULL) AS business_committed,
                (expires_at <= $3) AS expired, (locked_until <= $3) AS lock_expired
           FROM idempotency_keys WHERE account_id = $1 AND caller = $4 AND key = $2`,
        [accountId, key, now, caller],
      );
      const row = rows[0];
      if (!row) continue; // pruned in between: try the insert again
      if (row.expired) {
        await this.ds.query(`DELETE FROM idempotency_keys WHERE id = $1 AND expires_at <= $2`, [row.id, now]);
        continue;
      }
      if (row.request_hash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'completed') {
        return {
          kind: 'replay',
          status: row.response_status as number,
          body: JSON.parse(this.box.decrypt(row.response_body as string)),
        };
      }
      if (row.lock_expired && !row.business_committed) {
        // The first holder died before doing any work: the retry takes the claim over.
        // queryRows: through ds.query an UPDATE answers [rows, rowCount], whose [0] is always truthy.
        const taken = await queryRows<{ id: string }>(
          this.ds.manager,
          `UPDATE idempotency_keys SET locked_until = $2
            WHERE id = $1 AND state = 'in_progress' AND locked_until <= $3 AND business_committed_at IS NULL RETURNING id`,
          [row.id, new Date(now.getTime() + this.leaseMs()), now],
        );
        if (taken[0]) return { kind: 'claimed', id: row.id };
      }
      return { kind: 'in_progress' };
    }
    return { kind: 'in_progress' };
  }

  async complete(id: string, status: number, body: unknown): Promise<void> {
    await this.ds.query(
      `UPDATE idempotency_keys SET state = 'completed', response_status = $2, response_body = $3 WHERE id = $1`,
      [id, status, this.box.encrypt(JSON.stringify(body))],
    );
  }

  /** Frees the key for a retry, unless business work already committed under it (then it is kept). */
  async release(id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.ds.manager,
      `DELETE FROM idempotency_keys WHERE id = $1 AND business_committed_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async prune(limit = 5000): Promise<number> {
    // queryRows, not ds.query: TypeORM answers a DELETE with [rows, rowCount], whose length is always 2.
    const rows = await queryRows<{ id: string }>(
      this.ds.manager,
      `DELETE FROM idempotency_keys WHERE id IN (SELECT id FROM idempotency_keys WHERE expires_at <= $1 LIMIT $2) RETURNING id`,
      [this.clock.now(), limit],
    );
    return rows.length;
  }
}
