import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { queryRows } from '../../platform/database';
import { MediaAssetEntity, MediaKind } from './media-asset.entity';

export interface MediaScope {
  accountId: string;
  workspaceId: string;
  userId: string | null;
}

@Injectable()
export class MediaRepository {
  constructor(@InjectRepository(MediaAssetEntity) private readonly repo: Repository<MediaAssetEntity>) {}

  insert(row: Omit<MediaAssetEntity, 'id' | 'hiddenAt'> & { id?: string }): Promise<MediaAssetEntity> {
    return this.repo.save(this.repo.create({ ...row, hiddenAt: null }));
  }

  findVisible(scope: MediaScope, id: string): Promise<MediaAssetEntity | null> {
    return this.repo.findOneBy({ id, accountId: scope.accountId, workspaceId: scope.workspaceId, hiddenAt: IsNull() });
  }

  findByToken(token: string): Promise<MediaAssetEntity | null> {
    return this.repo.findOneBy({ publicToken: token, hiddenAt: IsNull() });
  }

  /** Newest first; the cursor is (created_at, id) of the last item served. */
  page(
    scope: MediaScope,
    limit: number,
    after: { createdAt: Date; id: string } | null,
    kind?: MediaKind,
  ): Promise<MediaAssetEntity[]> {
    const q = this.repo
      .createQueryBuilder('m')
      .where('m.account_id = :accountId AND m.workspace_id = :workspaceId AND m.hidden_at IS NULL', scope)
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(limit + 1);
    if (kind) q.andWhere('m.kind = :kind', { kind });
    if (after) q.andWhere('(m.created_at, m.id) < (:createdAt, :id)', after);
    return q.getMany();
  }

  /** Library images whose tags or name share a word with the prompt, most shared tags first. */
  matching(scope: MediaScope, words: string[], limit: number): Promise<MediaAssetEntity[]> {
    const clean = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')).filter((w) => w.length >= 3);
    if (!clean.length) return Promise.resolve([]);
    return this.repo
      .createQueryBuilder('m')
      .where('m.account_id = :accountId AND m.workspace_id = :workspaceId AND m.hidden_at IS NULL', scope)
      .andWhere(`m.kind <> 'backdrop'`)
      .andWhere('(m.tags && CAST(:words AS text[]) OR lower(m.name) ~ :pattern)', {
        words: clean,
        pattern: `(${clean.join('|')})`,
      })
      .orderBy('cardinality(ARRAY(SELECT unnest(m.tags) INTERSECT SELECT unnest(CAST(:words AS text[]))))', 'DESC')
      .addOrderBy('m.created_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  async remove(scope: MediaScope, id: string): Promise<MediaAssetEntity | null> {
    const row = await this.findVisible(scope, id);
    if (row) await this.repo.delete({ id: row.id });
    return row;
  }

  async setHiddenForUser(userId: string, hiddenAt: Date | null): Promise<void> {
    await this.repo.update({ userId }, { hiddenAt });
  }

  /** One statement (a purge runs this once per user): the deleted rows' storage keys. */
  async deleteForUser(userId: string): Promise<{ storageKey: string }[]> {
    return queryRows(
      this.repo.manager,
      `DELETE FROM media_assets WHERE user_id = $1 RETURNING storage_key AS "storageKey"`,
      [userId],
    );
  }
}
