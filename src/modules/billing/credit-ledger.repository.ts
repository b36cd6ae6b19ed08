// Balances and ledger rows. Every balance change is one conditional statement that returns the new
// balance; the ledger row is inserted after it, in the same transaction, under the same row lock.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../platform/database';
import type { LedgerKind } from './domain/ledger';

export interface LedgerEntry {
  id: string;
  seq: number;
  accountId: string;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  userId: string | null;
  requestId: string | null;
  reason: string | null;
  createdAt: Date;
}

export type NewLedgerEntry = Omit<LedgerEntry, 'id' | 'seq'>;

export interface AccountMismatch {
  accountId: string;
  balance: number;
  ledgerSum: number;
}

export interface RunningBalanceBreak {
  accountId: string;
  entryId: string;
  balanceAfter: number;
  runningSum: number;
}

/** One account's rows read by a reconciliation run, and what they add up to. */
export interface AccountVerification {
  accountId: string;
  /** The balance row's value (0 without one). */
  balance: number;
  /** The checkpoint's balance plus every row read: what the balance should be. */
  ledgerSum: number;
  rowsRead: number;
  /** The seq of the last row read (the checkpoint's when none was). */
  lastSeq: number;
  /** Rows off their running sum (at most MAX_BREAKS per account). */
  breaks: RunningBalanceBreak[];
}

type RawVerification = {
  accountId: string;
  balance: string;
  ledgerSum: string;
  rows: string;
  lastSeq: string;
  breaks: { entryId: string; balanceAfter: number | string; runningSum: number | string }[];
};

/** A broken account lists at most this many rows: the first ones are what an operator needs. */
const MAX_BREAKS = 1000;

export interface CycleWindow {
  userId: string;
  cycleStart: Date;
  cycleEnd: Date;
}

const SELECT_ENTRY = `
  SELECT id, seq, account_id AS "accountId", kind, amount, balance_after AS "balanceAfter", user_id AS "userId",
         request_id AS "requestId", reason, created_at AS "createdAt"
    FROM credit_ledger`;

type RawEntry = Omit<LedgerEntry, 'seq' | 'amount' | 'balanceAfter'> & {
  seq: string;
  amount: string;
  balanceAfter: string;
};

const toEntry = (r: RawEntry): LedgerEntry => ({
  ...r,
  seq: Number(r.seq),
  amount: Number(r.amount),
  balanceAfter: Number(r.balanceAfter),
});

/**
 * The reconciliation's one read of the ledger ($1: full). Exported for the plan test: a checkpoint
 * run must stay index range scans from each checkpoint, never a scan of the ledger.
 */
export const VERIFY_AFTER_CHECKPOINTS = `WITH base AS (
         SELECT a.id AS account_id, COALESCE(c.balance, 0) AS balance,
                CASE WHEN $1 THEN 0 ELSE COALESCE(k.seq, 0) END AS from_seq,
                CASE WHEN $1 THEN 0 ELSE COALESCE(k.balance, 0) END AS from_balance
           FROM accounts a
           LEFT JOIN credit_accounts c ON c.account_id = a.id
           LEFT JOIN credit_ledger_checkpoints k ON k.account_id = a.id
       ), fresh AS (
         SELECT b.account_id, l.id, l.seq, l.balance_after,
                b.from_balance + SUM(l.amount) OVER (PARTITION BY b.account_id ORDER BY l.seq) AS running
           FROM base b
           -- OFFSET 0 keeps the planner from flattening this into a hash join over the whole ledger:
           -- it must stay one index range scan per account, starting at its checkpoint.
           CROSS JOIN LATERAL (SELECT id, seq, amount, balance_after FROM credit_ledger WHERE account_id = b.account_id AND seq > b.from_seq ORDER BY seq OFFSET 0) l
       ), read AS (
         SELECT account_id, count(*) AS rows, max(seq) AS last_seq, (array_agg(running ORDER BY seq DESC))[1] AS ledger_sum,
                (array_agg(jsonb_build_object('entryId', id, 'balanceAfter', balance_after, 'runningSum', running) ORDER BY seq)
                   FILTER (WHERE running <> balance_after))[1:${MAX_BREAKS}] AS breaks
           FROM fresh GROUP BY account_id
       )
       SELECT b.account_id AS "accountId", b.balance, COALESCE(r.ledger_sum, b.from_balance) AS "ledgerSum",
              COALESCE(r.rows, 0) AS rows, COALESCE(r.last_seq, b.from_seq) AS "lastSeq", COALESCE(to_jsonb(r.breaks), '[]'::jsonb) AS breaks
         FROM base b LEFT JOIN read r ON r.account_id = b.account_id
        WHERE r.rows > 0 OR b.balance <> COALESCE(r.ledger_sum, b.from_balance)
        ORDER BY b.account_id`;

@Injectable()
export class CreditLedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async balance(accountId: string, manager?: EntityManager): Promise<number> {
    const rows: { balance: string }[] = await (manager ?? this.db.manager).query(
      `SELECT balance FROM credit_accounts WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ? Number(rows[0].balance) : 0;
  }

  /**
   * Takes `cost` off the balance, if it covers it, and writes the debit's ledger row, as one
   * statement in the caller's transaction: the new balance, or null when it did not cover the
   * cost (nothing written).
   */
  async takeAndRecordDebit(
    manager: EntityManager,
    d: { accountId: string; cost: number; userId: string | null; requestId: string; at: Date },
  ): Promise<number | null> {
    const rows = await queryRows<{ balanceAfter: string }>(
      manager,
      `WITH took AS (
         UPDATE credit_accounts SET balance = balance - $2, updated_at = $3 WHERE account_id = $1 AND balance >= $2 RETURNING balance)
       INSERT INTO credit_ledger (account_id, kind, amount, balance_after, user_id, request_id, reason, created_at)
       SELECT $1, 'debit', -$2::bigint, balance, $4, $5, NULL, $3 FROM took
       RETURNING balance_after AS "balanceAfter"`,
      [d.accountId, d.cost, d.at, d.userId, d.requestId],
    );
    return rows[0] ? Number(rows[0].balanceAfter) : null;
  }

  /**
   * Account-pays debits of several requests at one cost, in one call (credit_debit_batch): the
   * longest prefix of `requestIds` the balance covers is debited, each with its ledger row. The
   * debited ids with their balance after; the rest were refused and wrote nothing. A request id
   * debited before fails the whole call (unique index), and nothing of it is written.
   */
  async debitBatch(accountId: string, cost: number, requestIds: string[], at: Date): Promise<Map<string, number>> {
    const rows = await queryRows<{ id: string; balanceAfter: string }>(
      this.db.manager,
      `SELECT debited_request_id AS id, debited_balance_after AS "balanceAfter" FROM credit_debit_batch($1, $2, $3::varchar[], $4)`,
      [accountId, cost, requestIds, at],
    );
    return new Map(rows.map((r) => [r.id, Number(r.balanceAfter)]));
  }

  /** Adds to the balance, opening the account's balance row on its first credit; the new balance. */
  async give(manager: EntityManager, accountId: string, amount: number, at: Date): Promise<number> {
    const rows = await queryRows<{ balance: string }>(
      manager,
      `INSERT INTO credit_accounts (account_id, balance, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET balance = credit_accounts.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
       RETURNING balance`,
      [accountId, amount, at],
    );
    return Number(rows[0].balance);
  }

  async insert(manager: EntityManager, e: NewLedgerEntry): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, user_id, request_id, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [e.accountId, e.kind, e.amount, e.balanceAfter, e.userId, e.requestId, e.reason, e.createdAt],
    );
    return rows[0].id;
  }

  /**
   * Serialises refunds of one request until the transaction ends. An advisory lock rather than a
   * row lock on the debit, so it never meets the purge's locks (user row, then its ledger rows).
   */
  async lockRequest(manager: EntityManager, requestId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('credit-request:' || $1, 0))`, [requestId]);
  }

  async findEntry(manager: EntityManager, kind: 'debit' | 'refund', requestId: string): Promise<LedgerEntry | null> {
    const rows: RawEntry[] = await manager.query(`${SELECT_ENTRY} WHERE kind = $1 AND request_id = $2`, [
      kind,
      requestId,
    ]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  /** Newest first; `beforeSeq` is the cursor (the seq of the last row of the previous page). */
  async page(accountId: string, beforeSeq: number | null, limit: number): Promise<LedgerEntry[]> {
    const rows: RawEntry[] = await this.db.query(
      `${SELECT_ENTRY} WHERE account_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint) ORDER BY seq DESC LIMIT $3`,
      [accountId, beforeSeq, limit],
    );
    return rows.map(toEntry);
  }

  // ---- reconciliation (read-only; run inside one REPEATABLE READ snapshot) ----------------

  /**
   * Verifies every account's ledger rows after its checkpoint (after none with `full`): each row's
   * balanceAfter must be the running sum so far (from the checkpoint's balance), and the balance
   * must be the sum at the end. Driven by the accounts table with one index range scan per account
   * (credit_ledger_account_id_seq_idx), so the cost is the accounts plus the rows read, and an
   * account whose rows were all verified before costs one index probe. Answers only the accounts
   * with rows read or a difference.
   */
  async verifyAfterCheckpoints(manager: EntityManager, full: boolean): Promise<AccountVerification[]> {
    const rows: RawVerification[] = await manager.query(VERIFY_AFTER_CHECKPOINTS, [full]);
    return rows.map((r) => ({
      accountId: r.accountId,
      balance: Number(r.balance),
      ledgerSum: Number(r.ledgerSum),
      rowsRead: Number(r.rows),
      lastSeq: Number(r.lastSeq),
      breaks: r.breaks.map((b) => ({
        accountId: r.accountId,
        entryId: b.entryId,
        balanceAfter: Number(b.balanceAfter),
        runningSum: Number(b.runningSum),
      })),
    }));
  }

  /**
   * Moves checkpoints forward to positions just verified; never back (a concurrent run may have
   * gone further: each position written is true, the furthest one is kept). Answers how many moved.
   */
  async advanceCheckpoints(
    checkpoints: { accountId: string; seq: number; balance: number }[],
    at: Date,
  ): Promise<number> {
    if (!checkpoints.length) return 0;
    const moved = await queryRows<{ account_id: string }>(
      this.db.manager,
      `INSERT INTO credit_ledger_checkpoints AS k (account_id, seq, balance, verified_at)
       SELECT account_id, seq, balance, $4 FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS c(account_id, seq, balance)
       ON CONFLICT (account_id) DO UPDATE SET seq = EXCLUDED.seq, balance = EXCLUDED.balance, verified_at = EXCLUDED.verified_at
        WHERE k.seq < EXCLUDED.seq
       RETURNING account_id`,
      [checkpoints.map((c) => c.accountId), checkpoints.map((c) => c.seq), checkpoints.map((c) => c.balance), at],
    );
    return moved.length;
  }

  /**
   * Per user, the credits its current cycle's debits still count: each debit made inside the
   * window, less its refund (a refund of a debit of the current cycle gives the usage back).
   */
  async cycleDebits(manager: EntityManager, windows: CycleWindow[]): Promise<Map<string, number>> {
    if (!windows.length) return new Map();
    const rows: { userId: string; used: string }[] = await manager.query(
      `SELECT w.user_id AS "userId", COALESCE(SUM(-d.amount - COALESCE(r.amount, 0)), 0) AS used
         FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS w(user_id, s, e)
         LEFT JOIN credit_ledger d ON d.user_id = w.user_id AND d.kind = 'debit' AND d.created_at >= w.s AND d.created_at < w.e
         LEFT JOIN credit_ledger r ON r.kind = 'refund' AND r.request_id = d.request_id
        GROUP BY w.user_id`,
      [windows.map((w) => w.userId), windows.map((w) => w.cycleStart), windows.map((w) => w.cycleEnd)],
    );
    return new Map(rows.map((r) => [r.userId, Number(r.used)]));
  }
}
