// The end-of-run audits of chaos:workers, read from PostgreSQL, the storage folder and Redis: every
// request finished, refunds exactly where they belong, one set of images per completed request,
// nothing left in Bull's queues, and every accepted request backed by its Bull job.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { bullCounts, BullCounts, bullJobIds } from './chaos-workers-redis';

interface RequestRow {
  id: string;
  design_id: string;
  status: string;
  num_variants: number;
  format: string;
  attempts: number;
  cost: string;
  error: string | null;
}

export interface Audit {
  requests: number;
  byStatus: Record<string, number>;
  /** Requests rendered more than once (a killed worker's job taken over, or a retry). */
  reprocessed: number;
  maxAttempts: number;
  failureReasons: Record<string, number>;
  /** Completed with other than exactly one debit and no refund; failed with other than one debit and one refund. */
  ledgerMismatches: string[];
  ledgerReconciled: boolean;
  /** Completed requests whose variant rows or stored files are not exactly one set; failed ones with images. */
  imageMismatches: string[];
  /** Files or folders under the account's designs that no request owns, and leftover temp files. */
  strayFiles: string[];
  bull: BullCounts;
  /** Requests in PostgreSQL with no job hash in Redis. */
  requestsWithoutJob: number;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex').slice(0, 32);

export async function audit(
  pg: Client,
  redis: Redis,
  opts: { accountId: string; storageDir: string; prefix: string },
): Promise<Audit> {
  const { rows } = await pg.query<RequestRow>(
    `SELECT id, design_id, status, num_variants, format, attempts, cost, error FROM design_requests WHERE account_id = $1`,
    [opts.accountId],
  );
  const byStatus: Record<string, number> = {};
  const failureReasons: Record<string, number> = {};
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.status === 'failed') failureReasons[r.error ?? '?'] = (failureReasons[r.error ?? '?'] ?? 0) + 1;
  }

  const ledger = await pg.query<{ request_id: string; kind: string; n: number; total: string }>(
    `SELECT request_id, kind, count(*)::int AS n, SUM(amount)::text AS total FROM credit_ledger WHERE account_id = $1 AND request_id IS NOT NULL GROUP BY request_id, kind`,
    [opts.accountId],
  );
  const entries = new Map<string, Map<string, { n: number; total: number }>>();
  for (const e of ledger.rows) {
    if (!entries.has(e.request_id)) entries.set(e.request_id, new Map());
    entries.get(e.request_id)?.set(e.kind, { n: e.n, total: Number(e.total) });
  }
  const ledgerMismatches: string[] = [];
  for (const r of rows) {
    const got = entries.get(r.id) ?? new Map<string, { n: number; total: number }>();
    const debit = got.get('debit');
    const refund = got.get('refund');
    const debitOk = debit?.n === 1 && debit.total === -Number(r.cost);
    const refundOk = r.status === 'failed' ? refund?.n === 1 && refund.total === Number(r.cost) : !refund;
    if (!debitOk || !refundOk)
      ledgerMismatches.push(`${r.id} (${r.status}): debits ${debit?.n ?? 0}, refunds ${refund?.n ?? 0}`);
  }
  const known = new Set(rows.map((r) => r.id));
  for (const id of entries.keys())
    if (!known.has(id)) ledgerMismatches.push(`${id}: ledger rows for a request that does not exist`);
  const sums = await pg.query<{ balance: string; total: string }>(
    `SELECT (SELECT balance FROM credit_accounts WHERE account_id = $1)::text AS balance, (SELECT SUM(amount) FROM credit_ledger WHERE account_id = $1)::text AS total`,
    [opts.accountId],
  );
  const ledgerReconciled = sums.rows[0]?.balance === sums.rows[0]?.total;

  const variants = await pg.query<{
    request_id: string;
    index: number;
    storage_key: string;
    bytes: number;
    etag: string;
  }>(
    `SELECT v.request_id, v.index, v.storage_key, v.bytes, v.etag FROM design_variants v JOIN design_requests r ON r.id = v.request_id WHERE r.account_id = $1`,
    [opts.accountId],
  );
  const variantsOf = new Map<string, typeof variants.rows>();
  for (const v of variants.rows) variantsOf.set(v.request_id, [...(variantsOf.get(v.request_id) ?? []), v]);
  const accountDir = join(opts.storageDir, 'designs', opts.accountId);
  const imageMismatches: string[] = [];
  const strayFiles: string[] = [];
  for (const r of rows) {
    const dir = join(accountDir, r.design_id);
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    const vs = variantsOf.get(r.id) ?? [];
    if (r.status !== 'completed') {
      if (vs.length || files.length)
        imageMismatches.push(`${r.id} (${r.status}): ${vs.length} variant rows, ${files.length} files`);
      continue;
    }
    const expected = Array.from({ length: r.num_variants }, (_, i) => [`${i}.${r.format}`, `${i}.${r.format}.meta`])
      .flat()
      .sort();
    const problems: string[] = [];
    if (vs.length !== r.num_variants || vs.some((v, i) => v.index !== i))
      problems.push(`variant rows ${vs.map((v) => v.index).join(',')} of ${r.num_variants}`);
    const missing = expected.filter((f) => !files.includes(f));
    const extra = files.filter((f) => !expected.includes(f));
    if (missing.length) problems.push(`missing ${missing.join(',')}`);
    if (extra.length) problems.push(`extra ${extra.join(',')}`);
    for (const v of vs) {
      const file = join(opts.storageDir, v.storage_key);
      if (!existsSync(file)) continue;
      const body = readFileSync(file);
      if (sha(body) !== v.etag || body.length !== v.bytes)
        problems.push(`variant ${v.index}: stored bytes differ from the row`);
    }
    if (problems.length) imageMismatches.push(`${r.id}: ${problems.join('; ')}`);
  }
  const designIds = new Set(rows.map((r) => r.design_id));
  if (existsSync(accountDir))
    for (const d of readdirSync(accountDir)) if (!designIds.has(d)) strayFiles.push(`designs/${opts.accountId}/${d}`);

  const jobs = await bullJobIds(redis, opts.prefix, 'design-render');
  return {
    requests: rows.length,
    byStatus,
    reprocessed: rows.filter((r) => r.attempts > 1).length,
    maxAttempts: Math.max(0, ...rows.map((r) => r.attempts)),
    failureReasons,
    ledgerMismatches,
    ledgerReconciled,
    imageMismatches,
    strayFiles,
    bull: await bullCounts(redis, opts.prefix, 'design-render'),
    requestsWithoutJob: rows.filter((r) => !jobs.has(r.id)).length,
  };
}
