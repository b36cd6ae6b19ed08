import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { BrandKitEntity } from './brand-kit.entity';
import type { BrandKit } from './users.types';

@Injectable()
export class BrandKitsRepository {
  constructor(@InjectRepository(BrandKitEntity) private readonly repo: Repository<BrandKitEntity>) {}

  /** Stores the user's brand kit, replacing any earlier one as a whole. */
  async replace(manager: EntityManager, accountId: string, userId: string, kit: BrandKit, at: Date): Promise<void> {
    await manager.getRepository(BrandKitEntity).upsert({ ...kit, accountId, userId, updatedAt: at }, ['userId']);
  }

  /** The kit of an active user of the account; a deleted user's kit is hidden. */
  async findForActiveUser(accountId: string, userId: string): Promise<BrandKit | null> {
    const kit = await this.repo
      .createQueryBuilder('k')
      .innerJoin('users', 'u', `u.id = k.user_id AND u.status = 'active'`)
      .where('k.account_id = :accountId AND k.user_id = :userId', { accountId, userId })
      .getOne();
    if (!kit) return null;
    const { brandName, brandDescription, brandUrl, brandLogo, brandColors, brandFonts, brandPersona } = kit;
    return { brandName, brandDescription, brandUrl, brandLogo, brandColors, brandFonts, brandPersona };
  }
}
