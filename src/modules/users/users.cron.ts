// The scheduled jobs of the users module, on worker processes only: the purger and the billing
// cycle roll-over, each at its configured interval (0 turns it off). A run never overlaps itself;
// a paced purge stops after its current batch at shutdown instead of holding the process up.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../platform/config/app-config';
import { UserCyclesService } from './user-cycles.service';
import { UserPurger } from './user-purger.service';

@Injectable()
export class UsersCron implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UsersCron.name);
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
    private readonly purger: UserPurger,
    private readonly cycles: UserCyclesService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.role.runsWorkers) return;
    this.every('users.purge', this.config.users.purgeIntervalMs, () => this.purger.purgeDue(this.stopping.signal));
    this.every('users.cycle-roll', this.config.users.cycleRollIntervalMs, () => this.cycles.rollDue());
  }

  private every(name: string, intervalMs: number, work: () => Promise<unknown>): void {
    if (intervalMs <= 0) return;
    const timer = setInterval(() => {
      if (this.running.has(name)) return;
      const run = work()
        .catch((err) => this.logger.error({ err, job: name }, 'scheduled job failed'))
        .finally(() => this.running.delete(name));
      this.running.set(name, run);
    }, intervalMs);
    this.registry.addInterval(name, timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    for (const name of ['users.purge', 'users.cycle-roll']) {
      if (this.registry.getIntervals().includes(name)) this.registry.deleteInterval(name);
    }
    await Promise.all(this.running.values());
  }
}
