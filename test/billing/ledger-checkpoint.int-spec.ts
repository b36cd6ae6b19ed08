// credits:reconcile from checkpoints (issue 20.5) on real PostgreSQL: a run reads only the rows
// written since the last one and moves each clean account's checkpoint to its last row; a tampered
// row after a checkpoint is found (and holds the checkpoint back); one before a checkpoint is found
// by a full run only, which is what --full is for.
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { BillingModule, CreditLedgerService } from '../../src/modules/billing';
import { VERIFY_AFTER_CHECKPOINTS } from '../../src/modules/billing/credit-ledger.repository';
import type { Principal } from '../../src/platform/auth';
import { grantCredits, makeAccount, TestAccount } from '../support/factories';
import { startTestModule, TestModule } from '../support/test-module';

describe('ledger reconciliation from checkpoints', () => {
  let t: TestModule;
  let ledger: CreditLedgerService;
  let acc: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    // The billing module (with users and identity, which it imports) over the platform: no HTTP here.
    t = await startTestModule([BillingModule]);
    ledger = t.app.get(CreditLedgerService);
    acc = await makeAccount(t.app);
    other = await makeAccount(t.app);
  });

  afterAll(() => t.close());

  const principal = (a: TestAccount): Principal => ({
    accountId: a.accountId,
    accountKind: a.kind,
    keyId: 'test',
    keyClass: 'regular',
  });
  const debit = (a: TestAccount, cost: number) => ledger.debitAlone(principal(a), cost, randomUUID());
  const checkpoint = async (a: TestAccount) =>
    ((
      await t.db.query(
        `SELECT seq::int AS seq, balance::int AS balance FROM credit_ledger_checkpoints WHERE account_id = $1`,
        [a.accountId],
      )
    )[0] ?? null) as {
      seq: number;
      balance: number;
    } | null;
  const lastSeq = async (a: TestAccount) =>
    Number((await t.db.query(`SELECT max(seq) AS s FROM credit_ledger WHERE account_id = $1`, [a.accountId]))[0].s);
  /** Changes a ledger row behind the append-only trigger's back, as someone with the database's keys could. */
  const tamper = (seq: number, amount: number, balanceAfter?: number) =>
    t.db.transaction(async (m: EntityManager) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(
        `UPDATE credit_ledger SET amount = $2, balance_after = COALESCE($3, balance_after) WHERE seq = $1`,
        [seq, amount, balanceAfter ?? null],
      );
    });
  const rowAt = async (seq: number) =>
    (
      await t.db.query(
        `SELECT id, amount::int AS amount, balance_after::int AS "balanceAfter" FROM credit_ledger WHERE seq = $1`,
        [seq],
      )
    )[0] as {
      id: string;
      amount: number;
      balanceAfter: number;
    };

  it('the first run reads every row and sets each account checkpoint at its last row and balance', async () => {
    await grantCredits(t.app, acc.accountId, 100);
    for (let i = 0; i < 4; i++) await debit(acc, 5);
    await grantCredits(t.app, other.accountId, 7);

    const run = await ledger.runReconciliation();
    expect(run).toEqual({
      mode: 'checkpoint',
      rowsChecked: 6,
      checkpointsAdvanced: 2,
      accounts: [],
      entries: [],
      users: [],
    });
    expect(await checkpoint(acc)).toEqual({ seq: await lastSeq(acc), balance: 80 });
    expect(await checkpoint(other)).toEqual({ seq: await lastSeq(other), balance: 7 });
  });

  it('the next run reads only the rows written since, and advances the checkpoint past them', async () => {
    const before = await checkpoint(acc);
    expect(await ledger.runReconciliation()).toMatchObject({ rowsChecked: 0, checkpointsAdvanced: 0 });

    for (let i = 0; i < 3; i++) await debit(acc, 2);
    const run = await ledger.runReconciliation();
    expect(run).toEqual({
      mode: 'checkpoint',
      rowsChecked: 3,
      checkpointsAdvanced: 1,
      accounts: [],
      entries: [],
      users: [],
    });
    const after = await checkpoint(acc);
    expect(after).toEqual({ seq: await lastSeq(acc), balance: 74 });
    expect(after!.seq).toBeGreaterThan(before!.seq);
  });

  it('finds a tampered row after the checkpoint, and the checkpoint stays where it was until it is fixed', async () => {
    const held = await checkpoint(acc);
    await debit(acc, 4);
    await debit(acc, 4);
    const seq = (await lastSeq(acc)) - 1; // the first of the two new debits
    const row = await rowAt(seq);
    await tamper(seq, -1); // the debit of 4 now says 1: its balanceAfter (70) is no longer the running sum (73)

    const run = await ledger.runReconciliation();
    expect(run.accounts).toEqual([{ accountId: acc.accountId, balance: 66, ledgerSum: 69 }]);
    expect(run.entries).toEqual([
      { accountId: acc.accountId, entryId: row.id, balanceAfter: 70, runningSum: 73 },
      { accountId: acc.accountId, entryId: expect.any(String), balanceAfter: 66, runningSum: 69 },
    ]);
    expect(run.checkpointsAdvanced).toBe(0);
    expect(await checkpoint(acc)).toEqual(held);
    // Reported again on the next run: a difference is never checkpointed away.
    expect((await ledger.runReconciliation()).accounts).toHaveLength(1);

    await tamper(seq, row.amount);
    expect(await ledger.runReconciliation()).toMatchObject({
      rowsChecked: 2,
      checkpointsAdvanced: 1,
      accounts: [],
      entries: [],
    });
    expect(await checkpoint(acc)).toEqual({ seq: await lastSeq(acc), balance: 66 });
  });

  it('a tampered row before the checkpoint is not read by a checkpoint run; a full run finds it', async () => {
    const firstDebit = (
      await t.db.query(`SELECT min(seq)::int AS s FROM credit_ledger WHERE account_id = $1 AND kind = 'debit'`, [
        acc.accountId,
      ])
    )[0].s as number;
    const row = await rowAt(firstDebit);
    // Amount and balanceAfter changed together, as a careful forger would: the row agrees with itself.
    await tamper(firstDebit, -2, 98);

    expect(await ledger.runReconciliation()).toEqual({
      mode: 'checkpoint',
      rowsChecked: 0,
      checkpointsAdvanced: 0,
      accounts: [],
      entries: [],
      users: [],
    });

    const full = await ledger.runReconciliation({ full: true });
    expect(full.mode).toBe('full');
    expect(full.rowsChecked).toBe(Number((await t.db.query(`SELECT count(*) AS n FROM credit_ledger`))[0].n));
    expect(full.accounts).toEqual([{ accountId: acc.accountId, balance: 66, ledgerSum: 69 }]);
    expect(full.entries[0]).toEqual({
      accountId: acc.accountId,
      entryId: expect.any(String),
      balanceAfter: 90,
      runningSum: 93,
    });
    expect(full.checkpointsAdvanced).toBe(0);
    // reconcile(), the full check every suite ends with, sees it too.
    expect((await ledger.reconcile()).accounts).toHaveLength(1);

    await tamper(firstDebit, row.amount, row.balanceAfter);
    expect(await ledger.runReconciliation({ full: true })).toMatchObject({ accounts: [], entries: [], users: [] });
  });

  it('a balance changed outside the ledger is found without reading a single row', async () => {
    await t.db.query(`UPDATE credit_accounts SET balance = balance + 1 WHERE account_id = $1`, [other.accountId]);
    expect(await ledger.runReconciliation()).toEqual({
      mode: 'checkpoint',
      rowsChecked: 0,
      checkpointsAdvanced: 0,
      accounts: [{ accountId: other.accountId, balance: 8, ledgerSum: 7 }],
      entries: [],
      users: [],
    });
    await t.db.query(`UPDATE credit_accounts SET balance = balance - 1 WHERE account_id = $1`, [other.accountId]);
  });

  it('new ledger rows carry time-ordered ids (UUIDv7): version 7, in insertion order, near the time of writing', async () => {
    const start = Date.now();
    for (let i = 0; i < 5; i++) await debit(other, 1);
    const ids: string[] = (
      await t.db.query(`SELECT id FROM credit_ledger WHERE account_id = $1 ORDER BY seq DESC LIMIT 5`, [
        other.accountId,
      ])
    )
      .map((r: { id: string }) => r.id)
      .reverse();
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(Math.abs(ms - start)).toBeLessThan(60_000);
    }
    // Each debit here is its own statement: the millisecond and sub-millisecond bits only grow.
    const prefixes = ids.map((id) =>
      id
        .replace(/-/g, '')
        .slice(0, 16)
        .replace(/^(.{12})7/, '$1'),
    );
    expect([...prefixes].sort()).toEqual(prefixes);
    expect(new Set(prefixes).size).toBe(5);
  });

  it('on a grown ledger a checkpoint run reads each account from its checkpoint through the index, never the whole ledger', async () => {
    await ledger.runReconciliation(); // what the earlier tests wrote
    // 40 000 consistent rows over 20 accounts (a grant, then debits of 1), checkpointed by one run.
    await t.db.query(
      `INSERT INTO accounts (name, kind) SELECT 'grown ' || g, 'enterprise' FROM generate_series(1, 20) g`,
    );
    await t.db.query(
      `INSERT INTO credit_accounts (account_id, balance, updated_at) SELECT id, 1000000 - 1999, now() FROM accounts WHERE name LIKE 'grown %'`,
    );
    await t.db.query(
      `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, request_id, created_at)
       SELECT a.id, CASE WHEN n = 1 THEN 'grant' ELSE 'debit' END, CASE WHEN n = 1 THEN 1000000 ELSE -1 END, 1000000 - (n - 1),
              CASE WHEN n = 1 THEN NULL ELSE a.id::text || ':' || n END, now()
         FROM accounts a, generate_series(1, 2000) n WHERE a.name LIKE 'grown %' ORDER BY a.id, n`,
    );
    await t.db.query(`ANALYZE`);
    expect(await ledger.runReconciliation()).toMatchObject({
      rowsChecked: 40_000,
      checkpointsAdvanced: 20,
      accounts: [],
      entries: [],
    });
    await debit(acc, 1);

    const plan: { Plan: PlanNode }[] = (
      await t.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${VERIFY_AFTER_CHECKPOINTS}`, [false])
    )[0]['QUERY PLAN'];
    const ledgerScans = scansOf(plan[0].Plan, 'credit_ledger');
    expect(ledgerScans.map((n) => n['Node Type'])).toEqual(['Index Scan']);
    expect(ledgerScans[0]['Index Name']).toBe('credit_ledger_account_id_seq_idx');
    // Rows read from the ledger in all: the one new debit.
    expect((ledgerScans[0]['Actual Rows'] ?? 0) * (ledgerScans[0]['Actual Loops'] ?? 1)).toBeLessThanOrEqual(1);
    expect(await ledger.runReconciliation()).toMatchObject({
      rowsChecked: 1,
      checkpointsAdvanced: 1,
      accounts: [],
      entries: [],
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, table: string): PlanNode[] {
  const own = node['Relation Name'] === table ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, table))];
}
