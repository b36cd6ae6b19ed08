// Billing-cycle state of end users: lazy and scheduled roll-over, and the per-cycle usage and
// limit the credit ledger (billing) changes inside its own transactions. Lock order: the user row
// first, then whatever the caller locks next (the account's balance).
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { Tx, UnitOfWork } from '../../platform/database';
import { rollIfDue } from './domain/billing-cycle';
import { UserRecord, UsersRepository } from './users.repository';
import { UsersErrors } from './users.errors';
import type { UserCycle } from './users.types';

const ROLL_BATCH = 200;

const toUserCycle = (u: UserRecord): UserCycle => ({
  userId: u.id,
  accountId: u.accountId,
  abstractUserId: u.abstractUserId,
  planId: u.planId,
  creditsPerCycle: u.creditsPerCycle,
  creditLimit: u.creditLimit,
  cycleUsage: u.cycleUsage,
  cycleStart: u.cycleStart,
  cycleEnd: u.cycleEnd,
});

@Injectable()
export class UserCyclesService {
  private readonly logger = new Logger(UserCyclesService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Rolls the user's cycle if it is due and returns the user as it now stands. Needs no lock: the
   * update only applies to the cycle it was computed from. Queues `user.plan-changed` when a
   * pending downgrade took effect.
   */
  async rollIfDue(tx: Tx, user: UserRecord, now: Date): Promise<UserRecord> {
    const roll = rollIfDue(user, now);
    if (!roll) return user;
    const rolled = await this.users.applyRolls(
      tx.manager,
      [{ id: user.id, fromEnd: user.cycleEnd, cycleStart: roll.cycleStart, cycleEnd: roll.cycleEnd }],
      now,
    );
    if (rolled.length) this.announceRoll(tx, user);
    const current = await this.users.findById(tx.manager, user.accountId, user.id);
    if (!current) throw new Error(`user ${user.id} vanished while its cycle rolled`);
    return current;
  }

  private announceRoll(tx: Tx, user: UserRecord): void {
    if (user.pendingPlanId === null) return;
    tx.afterCommit('user.plan-changed', {
      accountId: user.accountId,
      userId: user.id,
      fromPlanId: user.planId,
      toPlanId: user.pendingPlanId,
      type: 'cycle-applied',
    });
  }

  /**
   * Locks an active user (by the caller's id for it), rolls its cycle if due and returns it.
   * Unknown or deleted: 400 `user_not_found`.
   */
  async lockActiveUser(tx: Tx, accountId: string, abstractUserId: string): Promise<UserCycle> {
    const user = await this.users.findByAbstractId(tx.manager, accountId, abstractUserId, 'update');
    if (!user || user.status !== 'active') throw UsersErrors.userNotFound();
    return toUserCycle(await this.rollIfDue(tx, user, this.clock.now()));
  }

  /** Sets the per-cycle credit limit (-1: none) of a user the caller locked with lockActiveUser. */
  async setCreditLimit(tx: Tx, user: UserCycle, creditLimit: number): Promise<void> {
    await this.users.setCreditLimit(tx.manager, user.accountId, user.userId, creditLimit, this.clock.now());
  }

  /**
   * Counts `cost` credits against the user's cycle, in the caller's transaction, only if the usage
   * stays within the cap (the smaller of the plan's allowance and the credit limit); rolls a due
   * cycle first. Returns the instant the usage was counted at (the ledger row's time, so that
   * the row lies inside the cycle it was counted in). Throws `credit_limit_reached` (429) when the
   * cap would be passed, and 401 when the user is no longer active.
   */
  async consume(tx: Tx, accountId: string, userId: string, cost: number, now: Date): Promise<Date> {
    let at = now;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await this.users.consume(tx.manager, accountId, userId, cost, at)) return at;
      const user = await this.users.findById(tx.manager, accountId, userId, 'update');
      if (!user || user.status !== 'active') throw UsersErrors.endUserGone();
      if (user.cycleEnd <= at) {
        await this.rollIfDue(tx, user, at);
      } else if (user.cycleStart > at) {
        // Another instance, whose clock runs ahead, rolled the cycle: count the usage at its start.
        at = user.cycleStart;
      } else {
        throw UsersErrors.creditLimitReached();
      }
    }
    throw new Error(`could not count usage for user ${userId}`);
  }

  /**
   * Takes `amount` back off the user's usage when `debitedAt` lies in its current cycle (a refund,
   * or a debit whose balance check failed after the usage was counted). False otherwise.
   */
  release(tx: Tx, accountId: string, userId: string, amount: number, debitedAt: Date): Promise<boolean> {
    return this.users.release(tx.manager, accountId, userId, amount, debitedAt);
  }

  /**
   * Every user's stored cycle state, in pages by user id, for the ledger reconciliation; pass the
   * reconciliation's transaction so users and ledger are read from one snapshot.
   */
  async cycleStates(afterUserId: string | null, limit: number, tx?: Tx): Promise<UserCycle[]> {
    return (await this.users.cycleStates(tx?.manager, afterUserId, limit)).map(toUserCycle);
  }

  /** The scheduled roll-over: every active user whose cycle is due, in batches; safe on several instances. */
  async rollDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const rolled = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        const due = await this.users.lockDueForRoll(tx.manager, now, ROLL_BATCH);
        const rolls = due.flatMap((u) => {
          const roll = rollIfDue(u, now);
          return roll ? [{ id: u.id, fromEnd: u.cycleEnd, cycleStart: roll.cycleStart, cycleEnd: roll.cycleEnd }] : [];
        });
        const rolled = new Set(await this.users.applyRolls(tx.manager, rolls, now));
        for (const u of due) if (rolled.has(u.id)) this.announceRoll(tx, u);
        return due.length;
      });
      total += rolled;
      if (rolled < ROLL_BATCH) break;
    }
    if (total > 0) this.logger.log({ rolled: total }, 'billing cycles rolled over');
    return total;
  }
}
