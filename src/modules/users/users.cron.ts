// The scheduled jobs of the users module, on worker processes only: the purger and the billing
// cycle roll-over, each at its configured interval (0 turns it off). A paced purge stops after its
// current batch at shutdown (IntervalJobs aborts the signal) instead of holding the process up.
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { IntervalJobs } from '../../platform/scheduling/interval-jobs';
import { UserCyclesService } from './user-cycles.service';
import { UserPurger } from './user-purger.service';

@Injectable()
export class UsersCron implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly jobs: IntervalJobs,
    private readonly purger: UserPurger,
    private readonly cycles: UserCyclesService,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'users.purge',
      everyMs: this.config.users.purgeIntervalMs,
      run: (signal) => this.purger.purgeDue(signal),
    });
    this.jobs.start({
      name: 'users.cycle-roll',
      everyMs: this.config.users.cycleRollIntervalMs,
      run: () => this.cycles.rollDue(),
    });
  }
}
