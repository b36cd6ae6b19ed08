// Keeps sessions and refresh tokens bounded (every login adds one of each, every refresh a token):
// on worker processes, every SESSION_PRUNE_INTERVAL_MS, deletes sessions that ended (revoked, or
// whose last refresh token expired) more than SESSION_RETENTION_DAYS ago, and used refresh tokens
// past their expiry by as long. Within the retention a replayed old token still counts as reuse.
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { AppConfig } from '../../platform/config/app-config';
import { UnitOfWork } from '../../platform/database';
import { queryRows } from '../../platform/database/query-rows';
import { IntervalJobs, drainInBatches } from '../../platform/scheduling/interval-jobs';

const BATCH = 2000;
const MAX_BATCHES = 50;

@Injectable()
export class SessionsPrunerCron implements OnApplicationBootstrap {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly jobs: IntervalJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'sessions.prune',
      everyMs: this.config.auth.sessionPruneIntervalMs,
      run: (signal) => this.runOnce(signal),
    });
  }

  /** Deletes what ended before the retention; answers how many sessions and tokens went. */
  async runOnce(signal?: AbortSignal): Promise<{ sessions: number; tokens: number }> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.auth.sessionRetentionDays * 24 * 3600 * 1000);
    const manager = this.uow.dataSource.manager;
    const sessions = await drainInBatches(
      async () =>
        (
          await queryRows(
            manager,
            // A session ends when it is revoked or when no refresh token of it is still valid.
            `DELETE FROM sessions WHERE id IN (
               SELECT s.id FROM sessions s
                WHERE s.created_at < $1
                  AND (s.revoked_at < $1 OR NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id AND r.expires_at >= $1))
                LIMIT $2)
             RETURNING id`,
            [cutoff, BATCH],
          )
        ).length,
      { batchSize: BATCH, maxBatches: MAX_BATCHES, signal },
    );
    const tokens = await drainInBatches(
      async () =>
        (
          await queryRows(
            manager,
            `DELETE FROM refresh_tokens WHERE id IN (
               SELECT id FROM refresh_tokens WHERE expires_at < $1 AND used_at IS NOT NULL LIMIT $2)
             RETURNING id`,
            [cutoff, BATCH],
          )
        ).length,
      { batchSize: BATCH, maxBatches: MAX_BATCHES, signal },
    );
    return { sessions, tokens };
  }
}
