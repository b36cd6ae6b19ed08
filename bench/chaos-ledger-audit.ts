// What the database says after a chaos:ledger phase, read with plain SQL (not through the service
// under test): the balance, the ledger's sum, debit and refund rows, debits per user, and how the
// request ids of the 2xx answers the clients saw match ledger rows.
import { Client } from 'pg';

export interface LedgerAudit {
  balance: number;
  ledgerSum: number;
  debitRows: number;
  refundRows: number;
  /** Debit rows per end user id (the account's own debits under `account`). */
  debitsPerUser: Map<string, number>;
  /** 2xx request ids with exactly one ledger row, and that row a debit. */
  seenMatched: number;
  /** 2xx request ids with no ledger row, or with more than one, or not a debit. */
  seenUnmatched: string[];
  /** The same request id in two 2xx answers. */
  seenDuplicates: number;
  /** Debit rows no 2xx answer carried (a request cut by a crash after its debit committed). */
  debitsNotSeen: number;
}

export async function auditLedger(pg: Client, accountId: string, seenRequestIds: string[]): Promise<LedgerAudit> {
  const balance = await pg.query<{ balance: string }>(`SELECT balance FROM credit_accounts WHERE account_id = $1`, [
    accountId,
  ]);
  const kinds = await pg.query<{ kind: string; rows: string; sum: string }>(
    `SELECT kind, count(*) AS rows, sum(amount) AS sum FROM credit_ledger WHERE account_id = $1 GROUP BY kind`,
    [accountId],
  );
  const perUser = await pg.query<{ user_id: string | null; rows: string }>(
    `SELECT user_id, count(*) AS rows FROM credit_ledger WHERE account_id = $1 AND kind = 'debit' GROUP BY user_id`,
    [accountId],
  );
  const unique = [...new Set(seenRequestIds)];
  const matches = await pg.query<{ request_id: string; rows: string; debits: string }>(
    `SELECT request_id, count(*) AS rows, count(*) FILTER (WHERE kind = 'debit') AS debits
       FROM credit_ledger WHERE account_id = $1 AND request_id = ANY($2::varchar[]) GROUP BY request_id`,
    [accountId, unique],
  );
  const exact = new Set(matches.rows.filter((r) => r.rows === '1' && r.debits === '1').map((r) => r.request_id));
  const byKind = new Map(kinds.rows.map((r) => [r.kind, r]));
  const debitRows = Number(byKind.get('debit')?.rows ?? 0);
  return {
    balance: Number(balance.rows[0]?.balance ?? 0),
    ledgerSum: kinds.rows.reduce((s, r) => s + Number(r.sum), 0),
    debitRows,
    refundRows: Number(byKind.get('refund')?.rows ?? 0),
    debitsPerUser: new Map(perUser.rows.map((r) => [r.user_id ?? 'account', Number(r.rows)])),
    seenMatched: exact.size,
    seenUnmatched: unique.filter((id) => !exact.has(id)),
    seenDuplicates: seenRequestIds.length - unique.length,
    debitsNotSeen: debitRows - exact.size,
  };
}
