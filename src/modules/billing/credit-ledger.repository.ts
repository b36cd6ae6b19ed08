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

export interface CycleWindow {
  userId: string;
  cycleStart: Date;
  cycleEnd: Date;
}

const SELECT_ENTRY = `
  SELECT id, seq, account_id AS "accountId", kind, amount, balance_after AS "balanceAfter", user_id AS "userId",
         request_id AS "requestId", reason, created_at AS "createdAt"
    FROM credit_ledger`;

type RawEntry = Omit<LedgerEntry, 'seq' | 'amount' | 'balanceAfter'> & { seq: string; amount: string; balanceAfter: string };

const toEntry = (r: RawEntry): LedgerEntry => ({ ...r, seq: Number(r.seq), amount: Number(r.amount), balanceAfter: Number(r.balanceAfter) });

@Injectable()
export class CreditLedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async balance(accountId: string, manager?: EntityManager): Promise<number> {
    const rows: { balance: string }[] = await (manager ?? this.db.manager).query(`SELECT balance FROM credit_accounts WHERE account_id = $1`, [accountId]);
    return rows[0] ? Number(rows[0].balance) : 0;
  }

  /**
   * Takes `cost` off the balance, if it covers it, and writes the debit's ledger row, as one
   * statement in the caller's transaction: the new balance, or null when it did not cover the
   * cost (nothing written).
   */
  async takeAndRecordDebit(manager: EntityManager, d: { accountId: string; cost: number; userId: string | null; requestId: string; at: Date }): Promise<number | null> {
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
    const rows: RawEntry[] = await manager.query(`${SELECT_ENTRY} WHERE kind = $1 AND request_id = $2`, [kind, requestId]);
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

  async accountMismatches(manager: EntityManager): Promise<AccountMismatch[]> {
    const rows: { accountId: string; balance: string; ledgerSum: string }[] = await manager.query(
      `SELECT COALESCE(c.account_id, l.account_id) AS "accountId", COALESCE(c.balance, 0) AS balance, COALESCE(l.total, 0) AS "ledgerSum"
         FROM credit_accounts c
         FULL JOIN (SELECT account_id, SUM(amount) AS total FROM credit_ledger GROUP BY account_id) l ON l.account_id = c.account_id
        WHERE COALESCE(c.balance, 0) <> COALESCE(l.total, 0)
        ORDER BY 1`,
    );
    return rows.map((r) => ({ accountId: r.accountId, balance: Number(r.balance), ledgerSum: Number(r.ledgerSum) }));
  }

  /** Rows whose balanceAfter is not the running sum of the account's rows up to them. */
  async runningBalanceBreaks(manager: EntityManager): Promise<RunningBalanceBreak[]> {
    const rows: { accountId: string; entryId: string; balanceAfter: string; runningSum: string }[] = await manager.query(
      `SELECT account_id AS "accountId", id AS "entryId", balance_after AS "balanceAfter", running AS "runningSum"
         FROM (SELECT account_id, id, seq, balance_after, SUM(amount) OVER (PARTITION BY account_id ORDER BY seq) AS running FROM credit_ledger) l
        WHERE running <> balance_after
        ORDER BY account_id, seq
        LIMIT 1000`,
    );
    return rows.map((r) => ({ accountId: r.accountId, entryId: r.entryId, balanceAfter: Number(r.balanceAfter), runningSum: Number(r.runningSum) }));
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
