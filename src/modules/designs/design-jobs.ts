// The render job of a design request: job id = request id (Bull dedupes, so enqueueing twice is
// harmless), payload of ids only, 3 attempts with exponential backoff.
import { AppConfig } from '../../platform/config/app-config';
import { JobQueue } from '../../platform/queue';

export const RENDER_ATTEMPTS = 3;

export function enqueueRender(queue: JobQueue, config: AppConfig, requestId: string): Promise<void> {
  return queue.add(
    'design-render',
    { requestId },
    {
      jobId: requestId,
      attempts: RENDER_ATTEMPTS,
      backoff: { type: 'exponential', delayMs: config.designs.retryDelayMs },
    },
  );
}

/** `Prefer` (RFC 7240): `respond-async` answers at once; `wait=N` waits at most N seconds. */
export function parsePrefer(header: string | undefined, syncWaitMs: number): { waitMs: number; respondAsync: boolean } {
  const prefs = (header ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (prefs.some((p) => p === 'respond-async' || p.startsWith('respond-async;')))
    return { waitMs: 0, respondAsync: true };
  const wait = prefs.map((p) => /^wait\s*=\s*(\d{1,6})$/.exec(p)).find(Boolean);
  return { waitMs: wait ? Math.min(syncWaitMs, Number(wait[1]) * 1000) : syncWaitMs, respondAsync: false };
}
