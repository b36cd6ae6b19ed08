import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type MediaKind = 'photo' | 'logo' | 'backdrop';

/** A library image of a workspace: uploaded, fetched from a URL, or generated (backdrops). */
@Entity('media_assets')
@Index('media_assets_workspace_created_idx', ['accountId', 'workspaceId', 'createdAt', 'id'])
@Index('media_assets_user_id_idx', ['userId'])
export class MediaAssetEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'media_assets_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid' })
  workspaceId!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind!: MediaKind;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ type: 'varchar', length: 32 })
  mime!: string;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ type: 'int' })
  bytes!: number;

  @Column({ type: 'varchar', length: 300 })
  storageKey!: string;

  /** Unguessable id of the public asset URL (`{APP_URL}/assets/{token}.{ext}`). */
  @Index('media_assets_public_token_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  publicToken!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set while the owning user is deleted (inside the retention window): invisible everywhere. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;
}
