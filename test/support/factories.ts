// Factories with defaults and overrides: makeAccount(app, { kind: 'superuser' }).
import { INestApplication } from '@nestjs/common';
import { AccountsService } from '../../src/modules/identity';
import type { AccountKind } from '../../src/platform/auth';

export interface TestAccount {
  accountId: string;
  kind: AccountKind;
  adminKey: string;
  adminKeyId: string;
  regularKey: string;
  regularKeyId: string;
}

export async function makeAccount(app: INestApplication, overrides: { kind?: AccountKind; name?: string } = {}): Promise<TestAccount> {
  const accounts = app.get(AccountsService);
  const kind = overrides.kind ?? 'enterprise';
  return accounts.run(async (tx) => {
    const { accountId } = await accounts.createAccount(tx, overrides.name ?? `Account ${Math.random().toString(36).slice(2, 8)}`, kind);
    const admin = await accounts.createKey(tx, accountId, kind === 'enterprise' ? 'enterprise-admin' : 'superuser');
    const regular = await accounts.createKey(tx, accountId, 'regular');
    return { accountId, kind, adminKey: admin.key, adminKeyId: admin.keyId, regularKey: regular.key, regularKeyId: regular.keyId };
  });
}
