import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import type { AccountKind, KeyClass } from '../../platform/auth';
import { ApiKeyEntity } from './api-key.entity';

export interface KeyWithAccount {
  keyId: string;
  accountId: string;
  accountKind: AccountKind;
  class: KeyClass;
  env: string;
  secretHash: string;
  revoked: boolean;
}

@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKeyEntity) private readonly repo: Repository<ApiKeyEntity>) {}

  insert(
    manager: EntityManager,
    row: Pick<ApiKeyEntity, 'keyId' | 'accountId' | 'class' | 'env' | 'secretHash' | 'label'>,
  ): Promise<ApiKeyEntity> {
    return manager.getRepository(ApiKeyEntity).save(row);
  }

  /** The whole authentication lookup: one query on the unique key_id index. */
  async findForAuthentication(keyId: string): Promise<KeyWithAccount | null> {
    const rows: KeyWithAccount[] = await this.repo.query(
      `SELECT k.key_id AS "keyId", k.account_id AS "accountId", a.kind AS "accountKind", k.class,
              k.env, k.secret_hash AS "secretHash", (k.revoked_at IS NOT NULL) AS revoked
         FROM api_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key_id = $1`,
      [keyId],
    );
    return rows[0] ?? null;
  }

  async revoke(keyId: string, at: Date): Promise<boolean> {
    const result = await this.repo.update({ keyId, revokedAt: IsNull() }, { revokedAt: at });
    return (result.affected ?? 0) > 0;
  }

  findByKeyId(keyId: string): Promise<ApiKeyEntity | null> {
    return this.repo.findOneBy({ keyId });
  }

  async touch(keyId: string, at: Date): Promise<void> {
    await this.repo.update({ keyId }, { lastUsedAt: at });
  }
}
