// The per-account plan catalog (SPEC 4.1), managed by operators through the CLI.
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { isUniqueViolation, pgCode, PG_FOREIGN_KEY_VIOLATION, UnitOfWork } from '../../platform/database';
import { PlanRecord, PlansRepository } from './plans.repository';
import { UsersErrors } from './users.errors';

export type Plan = PlanRecord;

export interface PlanInput {
  planId: string;
  name: string;
  /** Null: unlimited. */
  creditsPerCycle: number | null;
  rank: number;
  /** True makes this the account's default plan (and no other); false leaves the flag as it is. */
  makeDefault: boolean;
}

@Injectable()
export class PlansService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly plans: PlansRepository,
    private readonly clock: Clock,
  ) {}

  async upsert(accountId: string, input: PlanInput): Promise<Plan> {
    try {
      return await this.uow.run(async (tx) => {
        const now = this.clock.now();
        await this.plans.lockCatalog(tx.manager, accountId);
        if (input.makeDefault) await this.plans.clearDefaultExcept(tx.manager, accountId, input.planId, now);
        const { makeDefault, ...plan } = input;
        return this.plans.upsert(tx.manager, accountId, { ...plan, isDefault: makeDefault }, makeDefault, now);
      });
    } catch (err) {
      if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION) throw UsersErrors.accountNotFound();
      if (isUniqueViolation(err, 'plans_account_id_rank_key')) throw UsersErrors.planRankTaken(input.rank);
      throw err;
    }
  }
}
