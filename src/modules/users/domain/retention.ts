// Deleted-user windows (SPEC 4.4, 4.5): reactivation while fewer than N days have passed, purge
// once M days have passed. A day is 24 hours of UTC time.

const DAY_MS = 24 * 3600 * 1000;

export function reactivationDeadline(deletedAt: Date, reactivationDays: number): Date {
  return new Date(deletedAt.getTime() + reactivationDays * DAY_MS);
}

/** True up to the millisecond before the deadline; at the deadline the window is closed. */
export function canReactivate(deletedAt: Date, now: Date, reactivationDays: number): boolean {
  return now < reactivationDeadline(deletedAt, reactivationDays);
}

/** Users deleted at or before this instant are due for purging. */
export function purgeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}
