// Hard-deletes users whose retention window has passed (SPEC 4.4), in batches. Several instances
// may run it at once: each batch locks its rows with FOR UPDATE SKIP LOCKED, so a user is purged
// by exactly one of them, and a reactivation holding the row makes the purger pass it by.
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/clock/clock';
import { UnitOfWork } from '../../platform/database';
import { SessionsService } from '../identity';
import { purgeCutoff } from './domain/retention';
import { UsersRepository } from './users.repository';

@Injectable()
export class UserPurger {
  private readonly logger = new Logger(UserPurger.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Purges every due user, batch by batch, pausing `USER_PURGE_BATCH_PAUSE_MS` between batches;
   * stops after the current batch once `signal` aborts (shutdown). Returns how many this call purged.
   */
  async purgeDue(signal?: AbortSignal): Promise<number> {
    const { purgeBatchSize: batch, purgeBatchPauseMs: pause } = this.config.users;
    let total = 0;
    for (;;) {
      const purged = await this.uow.run(async (tx) => {
        const cutoff = purgeCutoff(this.clock.now(), this.config.users.retentionDays);
        const due = await this.users.lockDueForPurge(tx.manager, cutoff, batch);
        if (!due.length) return 0;
        const ids = due.map((u) => u.id);
        await this.sessions.deleteUserSessions(tx, ids);
        // Workspaces and brand kits go with the row (ON DELETE CASCADE); credit ledger rows stay,
        // their user reference set to null.
        await this.users.deleteUsers(tx.manager, ids);
        for (const u of due) {
          tx.afterCommit('user.purged', {
            accountId: u.accountId,
            userId: u.id,
            workspaceId: u.workspaceId,
            abstractUserId: u.abstractUserId,
          });
        }
        return due.length;
      });
      total += purged;
      if (purged < batch || signal?.aborted) break;
      // A backlog (thousands of users deleted on one day) is worked off at a pace, not in one burst
      // of CPU and database work that would crowd out API requests on the same machines.
      if (pause > 0) await this.clock.sleep(pause, signal);
      if (signal?.aborted) break;
    }
    if (total > 0) this.logger.log({ purged: total }, 'deleted users purged');
    return total;
  }
}
