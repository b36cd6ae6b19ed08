// Billing cycles (SPEC 4.1): one calendar month from the user's creation, the anchor day clamped to
// the month's length (31 Jan -> 28/29 Feb -> 31 Mar). Pure functions, UTC, `now` passed in.

export interface CycleBounds {
  /** 0 for the cycle that starts at the anchor. */
  index: number;
  start: Date;
  /** Exclusive: the next billing date. */
  end: Date;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The anchor moved by `months` calendar months, its day clamped to the target month, time of day kept. */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The cycle that contains `now` (start <= now < end). Before the anchor, the first cycle. */
export function cycleAt(anchor: Date, now: Date): CycleBounds {
  // The months between the two dates, minus one when this month's billing day is still ahead.
  let index = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (index > 0 && addMonthsClamped(anchor, index) > now) index--;
  index = Math.max(0, index);
  return { index, start: addMonthsClamped(anchor, index), end: addMonthsClamped(anchor, index + 1) };
}

export interface CycleState {
  anchor: Date;
  cycleStart: Date;
  cycleEnd: Date;
  planId: string;
  pendingPlanId: string | null;
  cycleUsage: number;
  creditLimit: number;
}

export interface CycleRoll {
  cycleStart: Date;
  cycleEnd: Date;
  planId: string;
  pendingPlanId: null;
  cycleUsage: 0;
  creditLimit: -1;
  /** The pending downgrade this roll applied, if any. */
  appliedPlanId: string | null;
  previousPlanId: string;
}

/**
 * Rolling a due cycle resets its usage and its per-cycle credit limit and applies a pending
 * downgrade. Null while the current cycle still runs.
 */
export function rollIfDue(state: CycleState, now: Date): CycleRoll | null {
  if (now < state.cycleEnd) return null;
  const next = cycleAt(state.anchor, now);
  return {
    cycleStart: next.start,
    cycleEnd: next.end,
    planId: state.pendingPlanId ?? state.planId,
    pendingPlanId: null,
    cycleUsage: 0,
    creditLimit: -1,
    appliedPlanId: state.pendingPlanId,
    previousPlanId: state.planId,
  };
}

/** The state a reader should see at `now`: rolled if the cycle is due, unchanged otherwise. */
export function effectiveCycleState<T extends CycleState>(state: T, now: Date): T {
  const roll = rollIfDue(state, now);
  if (!roll) return state;
  return {
    ...state,
    cycleStart: roll.cycleStart,
    cycleEnd: roll.cycleEnd,
    planId: roll.planId,
    pendingPlanId: null,
    cycleUsage: 0,
    creditLimit: -1,
  };
}

export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
