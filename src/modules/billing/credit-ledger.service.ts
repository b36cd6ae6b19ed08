// The credit ledger (SPEC 5): debits inside the caller's transaction (cap first, then balance),
// refunds at most once per request, grants, balances, the read API and the reconciliation.
// Lock order everywhere: the user row (cycle usage), then the account's balance row.
import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { DomainEvents } from '../../platform/events';
import {
  isUniqueViolation,
  pgCode,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  Tx,
  UnitOfWork,
} from '../../platform/database';
import { decodeCursor, DEFAULT_PAGE_LIMIT, PageQueryDto, toPage } from '../../platform/http/pagination';
import { UserCyclesService, UsersService } from '../users';
import { BillingErrors } from './billing.errors';
import { BillingMetrics } from './billing.metrics';
import { isAppError } from '../../platform/errors';
import { AccountMismatch, CreditLedgerRepository, LedgerEntry, RunningBalanceBreak } from './credit-ledger.repository';
import { LedgerPageDto } from './credits.dto';
import { DebitBatcher } from './debit-batcher';
import { isCreditAmount, isRequestId, MAX_GRANT, signedAmount } from './domain/ledger';

export interface UserUsageMismatch {
  accountId: string;
  userId: string;
  abstractUserId: string;
  cycleStart: string;
  cycleUsage: number;
  ledgerUsage: number;
}

export interface ReconciliationReport {
  /** Accounts whose balance differs from the sum of their ledger rows. */
  accounts: AccountMismatch[];
  /** Ledger rows whose balanceAfter is not the running sum of their account's rows. */
  entries: RunningBalanceBreak[];
  /** Users whose cycle usage differs from what their current cycle's debits (less refunds) count. */
  users: UserUsageMismatch[];
}

/** What runReconciliation() adds to the report: how it ran and what it read. */
export interface ReconciliationRun extends ReconciliationReport {
  mode: 'checkpoint' | 'full';
  /** Ledger rows read: those after each account's checkpoint, or every row with `full`. */
  rowsChecked: number;
  /** Accounts whose checkpoint moved forward. */
  checkpointsAdvanced: number;
}

const RECONCILE_PAGE = 1000;
/** As before checkpoints: the first thousand broken rows say enough. */
const MAX_REPORTED_BREAKS = 1000;

/** A debit's own arguments are the caller's code, not user input: a bad one is a programming error. */
function assertDebitArguments(cost: number, requestId: string): void {
  if (!isCreditAmount(cost, { allowZero: true }))
    throw new Error(`debit cost must be a non-negative safe integer, got ${cost}`);
  if (!isRequestId(requestId))
    throw new Error(`debit request id must be 1..128 printable characters, got ${JSON.stringify(requestId)}`);
}

@Injectable()
export class CreditLedgerService {
  private readonly batcher: DebitBatcher;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: CreditLedgerRepository,
    private readonly cycles: UserCyclesService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly metrics: BillingMetrics,
    private readonly events: DomainEvents,
  ) {
    this.batcher = new DebitBatcher((accountId, cost, requestIds) =>
      this.ledger.debitBatch(accountId, cost, requestIds, this.clock.now()),
    );
  }

  /**
   * Charges `cost` credits for the request `requestId`, inside the caller's transaction, so the
   * charge commits or rolls back with the caller's work. With an end user, the cost first counts
   * against the user's cycle cap (429 `credit_limit_reached`, nothing written); then the account's
   * balance must cover it (402 `insufficient_credits`, nothing written). Without an end user the
   * account pays with no per-user cap. One request id is debited at most once (409 `conflict`).
   * Any error leaves the caller's transaction to be rolled back.
   */
  async debit(tx: Tx, principal: Principal, cost: number, requestId: string): Promise<{ balanceAfter: number }> {
    try {
      return await this.debitOrRefuse(tx, principal, cost, requestId);
    } catch (err) {
      if (isAppError(err) && (err.code === 'credit_limit_reached' || err.code === 'insufficient_credits'))
        this.metrics.refused(err.code);
      throw err;
    }
  }

  /**
   * debit() for a caller with nothing else to write in the same transaction (content-from-prompt).
   * When the account pays (no end user) and no idempotency claim must commit with it, the debit is
   * one call to PostgreSQL instead of a transaction, and concurrent debits of the account share it
   * (DebitBatcher): one COMMIT for many.
   */
  async debitAlone(principal: Principal, cost: number, requestId: string): Promise<{ balanceAfter: number }> {
    if (principal.endUser || cost === 0 || this.uow.holdsUncommittedClaim()) {
      return this.uow.run((tx) => this.debit(tx, principal, cost, requestId));
    }
    assertDebitArguments(cost, requestId);
    const { accountId } = principal;
    let balanceAfter: number | null;
    try {
      balanceAfter = await this.batcher.debit(accountId, cost, requestId);
    } catch (err) {
      if (isUniqueViolation(err, 'credit_ledger_debit_request_id_key')) throw BillingErrors.alreadyDebited();
      throw err;
    }
    if (balanceAfter === null) {
      this.metrics.refused('insufficient_credits');
      throw BillingErrors.insufficientCredits();
    }
    await this.events.emit('credits.debited', { accountId, userId: null, requestId, amount: cost, balanceAfter });
    return { balanceAfter };
  }

  private async debitOrRefuse(
    tx: Tx,
    principal: Principal,
    cost: number,
    requestId: string,
  ): Promise<{ balanceAfter: number }> {
    assertDebitArguments(cost, requestId);
    const { accountId } = principal;
    if (cost === 0) return { balanceAfter: await this.ledger.balance(accountId, tx.manager) };
    const userId = principal.endUser?.userId ?? null;

    let at = this.clock.now();
    if (userId) at = await this.cycles.consume(tx, accountId, userId, cost, at);
    let balanceAfter: number | null;
    try {
      balanceAfter = await this.ledger.takeAndRecordDebit(tx.manager, { accountId, cost, userId, requestId, at });
    } catch (err) {
      if (isUniqueViolation(err, 'credit_ledger_debit_request_id_key')) throw BillingErrors.alreadyDebited();
      throw err;
    }
    if (balanceAfter === null) {
      // The usage counted above must not outlive the refusal, even if the caller commits.
      if (userId) await this.cycles.release(tx, accountId, userId, cost, at);
      throw BillingErrors.insufficientCredits();
    }
    tx.afterCommit('credits.debited', { accountId, userId, requestId, amount: cost, balanceAfter });
    return { balanceAfter };
  }

  /**
   * Gives back the credits debited for `requestId` (a design request that failed): the balance,
   * and the user's cycle usage when the debit lies in the user's current cycle. At most once per
   * request, however many callers race (a unique index backs the lock). True when this call
   * refunded; false when there was no debit or it was already refunded. Runs in `tx` when given.
   * `part` refunds only that many credits (a design set whose some formats failed), still at most
   * once per request and never more than the debit.
   */
  async refund(requestId: string, tx?: Tx, part?: number): Promise<boolean> {
    if (!isRequestId(requestId)) return false;
    if (tx) return this.refundIn(tx, requestId, part);
    try {
      return await this.uow.run((own) => this.refundIn(own, requestId, part));
    } catch (err) {
      if (isUniqueViolation(err, 'credit_ledger_refund_request_id_key')) return false;
      throw err;
    }
  }

  private async refundIn(tx: Tx, requestId: string, part?: number): Promise<boolean> {
    await this.ledger.lockRequest(tx.manager, requestId);
    const debit = await this.ledger.findEntry(tx.manager, 'debit', requestId);
    if (!debit || (await this.ledger.findEntry(tx.manager, 'refund', requestId))) return false;
    const amount = part === undefined ? -debit.amount : Math.min(-debit.amount, Math.floor(part));
    if (!(amount > 0)) return false;
    const now = this.clock.now();
    if (debit.userId) await this.cycles.release(tx, debit.accountId, debit.userId, amount, debit.createdAt);
    const balanceAfter = await this.ledger.give(tx.manager, debit.accountId, amount, now);
    await this.ledger.insert(tx.manager, {
      accountId: debit.accountId,
      kind: 'refund',
      amount: signedAmount('refund', amount),
      balanceAfter,
      userId: debit.userId,
      requestId,
      reason: null,
      createdAt: now,
    });
    tx.afterCommit('credits.refunded', {
      accountId: debit.accountId,
      userId: debit.userId,
      requestId,
      amount,
      balanceAfter,
    });
    return true;
  }

  balance(accountId: string): Promise<number> {
    return this.ledger.balance(accountId);
  }

  /** Adds credits to an account (operators: credits:grant, accounts:create --credits). Runs in `tx` when given. */
  async grant(accountId: string, amount: number, reason: string | null = null, tx?: Tx): Promise<{ balance: number }> {
    if (!isCreditAmount(amount, { max: MAX_GRANT }))
      throw BillingErrors.invalidAmount('amount', `must be an integer from 1 to ${MAX_GRANT}`);
    if (reason !== null && reason.length > 500)
      throw BillingErrors.invalidAmount('reason', 'must be at most 500 characters');
    const work = async (t: Tx) => {
      const now = this.clock.now();
      const balance = await this.ledger.give(t.manager, accountId, amount, now);
      await this.ledger.insert(t.manager, {
        accountId,
        kind: 'grant',
        amount,
        balanceAfter: balance,
        userId: null,
        requestId: null,
        reason,
        createdAt: now,
      });
      t.afterCommit('credits.granted', { accountId, amount, balanceAfter: balance });
      return { balance };
    };
    if (tx) return work(tx);
    try {
      return await this.uow.run(work);
    } catch (err) {
      if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION) throw BillingErrors.accountNotFound();
      if (pgCode(err) === PG_CHECK_VIOLATION)
        throw BillingErrors.invalidAmount(
          'amount',
          'would take the balance past the largest balance an account may hold',
        );
      throw err;
    }
  }

  /** The account's ledger, newest first. */
  async ledgerPage(principal: Principal, query: PageQueryDto): Promise<LedgerPageDto> {
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const before = decodeCursor(query.cursor, ([seq]) =>
      Number.isSafeInteger(seq) && (seq as number) > 0 ? (seq as number) : null,
    );
    const rows = await this.ledger.page(principal.accountId, before, limit + 1);
    const names = await this.users.abstractUserIds(
      principal.accountId,
      rows.flatMap((r) => (r.userId ? [r.userId] : [])),
    );
    return toPage(
      rows,
      limit,
      (r: LedgerEntry) => ({
        id: r.id,
        kind: r.kind,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        userId: r.userId,
        abstractUserId: r.userId ? (names.get(r.userId) ?? null) : null,
        requestId: r.requestId,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      }),
      (r) => [r.seq],
    );
  }

  /**
   * Finds every inconsistency between balances, ledger rows and users' cycle usage, from one
   * consistent snapshot (safe to run beside live traffic), reading the whole ledger. An empty
   * report is the healthy answer. runReconciliation() is the same from the checkpoints.
   */
  async reconcile(): Promise<ReconciliationReport> {
    const { accounts, entries, users } = await this.runReconciliation({ full: true });
    return { accounts, entries, users };
  }

  /**
   * The reconciliation of credits:reconcile: from one consistent snapshot, verifies each account's
   * ledger rows after its checkpoint (every row with `full`), the balances, and users' cycle usage;
   * then moves the checkpoint of every account found consistent to the last row read, so the next
   * run reads only what was written since. The cost grows with new rows (plus one index probe per
   * account), not with the ledger.
   *
   * Why a checkpoint cannot skip a row: per account, ledger rows are inserted under the account's
   * balance row lock, so their seq order is their commit order and a snapshot that sees a row sees
   * every row of the account before it. A row ever written without that lock (below the checkpoint,
   * committed late) would still show: the balance would differ from the checkpoint's sum plus the
   * rows after it.
   */
  async runReconciliation(options: { full?: boolean } = {}): Promise<ReconciliationRun> {
    const full = options.full === true;
    const run = await this.uow.run(async (tx) => {
      const verified = await this.ledger.verifyAfterCheckpoints(tx.manager, full);
      const users: UserUsageMismatch[] = [];
      for (let after: string | null = null; ;) {
        const page = await this.cycles.cycleStates(after, RECONCILE_PAGE, tx);
        if (!page.length) break;
        const counted = await this.ledger.cycleDebits(tx.manager, page);
        for (const u of page) {
          const ledgerUsage = counted.get(u.userId) ?? 0;
          if (ledgerUsage !== u.cycleUsage) {
            users.push({
              accountId: u.accountId,
              userId: u.userId,
              abstractUserId: u.abstractUserId,
              cycleStart: u.cycleStart.toISOString(),
              cycleUsage: u.cycleUsage,
              ledgerUsage,
            });
          }
        }
        after = page[page.length - 1].userId;
      }
      return { verified, users };
    }, 'REPEATABLE READ');
    const { verified, users } = run;
    const accounts: AccountMismatch[] = verified
      .filter((v) => v.balance !== v.ledgerSum)
      .map((v) => ({ accountId: v.accountId, balance: v.balance, ledgerSum: v.ledgerSum }));
    const entries = verified.flatMap((v) => v.breaks).slice(0, MAX_REPORTED_BREAKS);
    // Only a clean account's checkpoint moves: a difference stays in every later report until fixed.
    const clean = verified.filter((v) => v.rowsRead > 0 && v.balance === v.ledgerSum && v.breaks.length === 0);
    const checkpointsAdvanced = await this.ledger.advanceCheckpoints(
      clean.map((v) => ({ accountId: v.accountId, seq: v.lastSeq, balance: v.ledgerSum })),
      this.clock.now(),
    );
    return {
      mode: full ? 'full' : 'checkpoint',
      rowsChecked: verified.reduce((n, v) => n + v.rowsRead, 0),
      checkpointsAdvanced,
      accounts,
      entries,
      users,
    };
  }
}
