// The demo tenant: an enterprise account with one key of each class it may hold, the plans free
// (default), pro and business and an opening grant, plus a superuser account with its key, the
// same plans and grant, so every endpoint can be tried at once.
import { Injectable } from '@nestjs/common';
import { CreditLedgerService } from '../modules/billing';
import { AccountsService } from '../modules/identity';
import { Plan, PlansService } from '../modules/users';

export interface DemoSeed {
  accountId: string;
  keys: { 'enterprise-admin': string; regular: string; superuser: string };
  superuserAccountId: string;
  plans: Plan[];
}

export const DEMO_OPENING_CREDITS = 10_000;

export const DEMO_PLANS = [
  { planId: 'free', name: 'Free', creditsPerCycle: 20, rank: 1, makeDefault: true },
  { planId: 'pro', name: 'Pro', creditsPerCycle: 500, rank: 2, makeDefault: false },
  { planId: 'business', name: 'Business', creditsPerCycle: null, rank: 3, makeDefault: false },
];

@Injectable()
export class DemoSeedService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly plans: PlansService,
    private readonly ledger: CreditLedgerService,
  ) {}

  async seed(): Promise<DemoSeed> {
    const created = await this.accounts.run(async (tx) => {
      const { accountId } = await this.accounts.createAccount(tx, 'Demo Enterprise', 'enterprise');
      const admin = await this.accounts.createKey(tx, accountId, 'enterprise-admin', 'demo admin');
      const regular = await this.accounts.createKey(tx, accountId, 'regular', 'demo regular');
      const superAccount = await this.accounts.createAccount(tx, 'Demo Superuser', 'superuser');
      const superKey = await this.accounts.createKey(tx, superAccount.accountId, 'superuser', 'demo superuser');
      for (const id of [accountId, superAccount.accountId])
        await this.ledger.grant(id, DEMO_OPENING_CREDITS, 'opening grant', tx);
      return {
        accountId,
        keys: { 'enterprise-admin': admin.key, regular: regular.key, superuser: superKey.key },
        superuserAccountId: superAccount.accountId,
      };
    });
    const plans: Plan[] = [];
    for (const plan of DEMO_PLANS) {
      plans.push(await this.plans.upsert(created.accountId, plan));
      await this.plans.upsert(created.superuserAccountId, plan);
    }
    return { ...created, plans };
  }
}
