// Plan change rules (SPEC 4.3): an upgrade applies at once, a downgrade waits for the cycle to
// roll, and a later upgrade or a request for the current plan cancels a pending downgrade.

export type PlanChangeType = 'upgrade' | 'downgrade' | 'unchanged';

export interface PlanRef {
  planId: string;
  rank: number;
}

export interface PlanChange {
  type: PlanChangeType;
  /** The plan in force after the change. */
  planId: string;
  pendingPlanId: string | null;
  /** False when the request leaves the stored state exactly as it was. */
  changed: boolean;
}

export function decidePlanChange(current: PlanRef, pendingPlanId: string | null, target: PlanRef): PlanChange {
  if (target.planId === current.planId) {
    return { type: 'unchanged', planId: current.planId, pendingPlanId: null, changed: pendingPlanId !== null };
  }
  if (target.rank < current.rank) {
    return {
      type: 'downgrade',
      planId: current.planId,
      pendingPlanId: target.planId,
      changed: pendingPlanId !== target.planId,
    };
  }
  // Ranks are unique per account; an equal rank (not possible through plans:upsert) switches at once.
  return { type: 'upgrade', planId: target.planId, pendingPlanId: null, changed: true };
}

/**
 * The credits left in a cycle, as the API shows them: a string, "unlimited" for a plan without a
 * per-cycle allowance, never below zero.
 */
export function availableCredits(creditsPerCycle: number | null, cycleUsage: number): string {
  if (creditsPerCycle === null) return 'unlimited';
  return String(Math.max(0, creditsPerCycle - cycleUsage));
}
