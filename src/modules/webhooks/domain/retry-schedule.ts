// SPEC 6.4 retry schedule as a pure function: after a failed attempt, wait or give up.

/** Attempts per delivery cycle: the first one plus one per configured wait (default 1 + 6 = 7). */
export const maxAttempts = (delaysMs: readonly number[]): number => delaysMs.length + 1;

export type AfterFailure = { final: true } | { final: false; delayMs: number; nextAttemptAt: Date };

/** `cycleAttempts` counts the attempt that just failed (1 after the first). */
export function afterFailedAttempt(cycleAttempts: number, delaysMs: readonly number[], now: Date): AfterFailure {
  if (cycleAttempts >= maxAttempts(delaysMs)) return { final: true };
  const delayMs = delaysMs[cycleAttempts - 1];
  return { final: false, delayMs, nextAttemptAt: new Date(now.getTime() + delayMs) };
}

/** A receiver accepted the event only with a 2xx answer; redirects and everything else are failures. */
export const isAccepted = (status: number | undefined): boolean =>
  status !== undefined && status >= 200 && status < 300;
