// The demo tenant: an enterprise account with one key of each class it may hold, plus a superuser
// account with its key, so every endpoint can be tried at once.
import { Injectable } from '@nestjs/common';
import { AccountsService } from '../modules/identity';

export interface DemoSeed {
  accountId: string;
  keys: { 'enterprise-admin': string; regular: string; superuser: string };
  superuserAccountId: string;
  plans: unknown[];
}

@Injectable()
export class DemoSeedService {
  constructor(private readonly accounts: AccountsService) {}

  async seed(): Promise<DemoSeed> {
    return this.accounts.run(async (tx) => {
      const { accountId } = await this.accounts.createAccount(tx, 'Demo Enterprise', 'enterprise');
      const admin = await this.accounts.createKey(tx, accountId, 'enterprise-admin', 'demo admin');
      const regular = await this.accounts.createKey(tx, accountId, 'regular', 'demo regular');
      const superAccount = await this.accounts.createAccount(tx, 'Demo Superuser', 'superuser');
      const superKey = await this.accounts.createKey(tx, superAccount.accountId, 'superuser', 'demo superuser');
      return {
        accountId,
        keys: { 'enterprise-admin': admin.key, regular: regular.key, superuser: superKey.key },
        superuserAccountId: superAccount.accountId,
        plans: [],
      };
    });
  }
}
