// Operator-facing account and key management (used by the CLI).
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import type { AccountKind, KeyClass } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { Tx, UnitOfWork } from '../../platform/database';
import { AccountsRepository } from './accounts.repository';
import { ApiKeysRepository } from './api-keys.repository';
import { generateApiKey, keyClassAllowedFor } from './domain/api-key-format';
import { IdentityErrors } from './identity.errors';

export interface CreatedKey {
  keyId: string;
  key: string;
  class: KeyClass;
  accountId: string;
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsRepository,
    private readonly keys: ApiKeysRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async createAccount(tx: Tx, name: string, kind: AccountKind): Promise<{ accountId: string }> {
    const account = await this.accounts.create(tx.manager, name, kind);
    return { accountId: account.id };
  }

  async findAccount(accountId: string): Promise<{ id: string; name: string; kind: AccountKind } | null> {
    return this.accounts.findById(accountId);
  }

  countAccounts(): Promise<number> {
    return this.accounts.count();
  }

  async createKey(tx: Tx, accountId: string, keyClass: KeyClass, label?: string): Promise<CreatedKey> {
    const account = await tx.manager.query(`SELECT kind FROM accounts WHERE id = $1`, [accountId]);
    if (!account[0]) throw IdentityErrors.accountNotFound();
    if (!keyClassAllowedFor(account[0].kind, keyClass))
      throw IdentityErrors.keyClassNotAllowed(account[0].kind, keyClass);
    const env = this.config.http.apiEnvironment;
    const { key, keyId, secretHash } = generateApiKey(env);
    await this.keys.insert(tx.manager, { keyId, accountId, class: keyClass, env, secretHash, label: label ?? null });
    return { keyId, key, class: keyClass, accountId };
  }

  async revokeKey(keyId: string): Promise<void> {
    const existing = await this.keys.findByKeyId(keyId);
    if (!existing) throw IdentityErrors.keyNotFound();
    await this.keys.revoke(keyId, this.clock.now());
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.uow.run(work);
  }
}
