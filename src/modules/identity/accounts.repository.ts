import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AccountKind } from '../../platform/auth';
import { AccountEntity } from './account.entity';

@Injectable()
export class AccountsRepository {
  constructor(@InjectRepository(AccountEntity) private readonly repo: Repository<AccountEntity>) {}

  create(manager: EntityManager, name: string, kind: AccountKind): Promise<AccountEntity> {
    return manager.getRepository(AccountEntity).save({ name, kind });
  }

  findById(id: string): Promise<AccountEntity | null> {
    return this.repo.findOneBy({ id });
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
