// set-user-credit-limit (SPEC 4.6): a per-cycle cap on one user, never above what the account holds.
import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth';
import { UnitOfWork } from '../../platform/database';
import { UserCyclesService } from '../users';
import { BillingErrors } from './billing.errors';
import { CreditLedgerRepository } from './credit-ledger.repository';
import { SetUserCreditLimitDto } from './credits.dto';

@Injectable()
export class CreditLimitsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly cycles: UserCyclesService,
    private readonly ledger: CreditLedgerRepository,
  ) {}

  /** Unknown or deleted user: 400. A limit above the account's balance: 429. Lasts until the cycle rolls. */
  async set(principal: Principal, dto: SetUserCreditLimitDto): Promise<{ message: string }> {
    const { accountId } = principal;
    await this.uow.run(async (tx) => {
      // The user row first (it also rolls a due cycle, so the limit lands in the current one).
      const user = await this.cycles.lockActiveUser(tx, accountId, dto.abstractUserId);
      if (dto.creditLimit !== -1 && dto.creditLimit > (await this.ledger.balance(accountId, tx.manager)))
        throw BillingErrors.limitAboveBalance();
      await this.cycles.setCreditLimit(tx, user, dto.creditLimit);
      tx.afterCommit('credit-limit.set', { accountId, userId: user.userId, creditLimit: dto.creditLimit });
    });
    return { message: 'Credit limit updated successfully' };
  }
}
