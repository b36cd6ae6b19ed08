import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where an end user's designs and media live: one per user, created with it and removed with it.
 * An account also has one workspace of its own (user_id null) for calls made without a bearer token.
 */
@Entity('workspaces')
@Index('workspaces_user_id_key', ['userId'], { unique: true })
@Index('workspaces_account_id_default_key', ['accountId'], { unique: true, where: '"user_id" IS NULL' })
export class WorkspaceEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'workspaces_pkey' })
  id!: string;

  @ForeignKey('accounts', { name: 'workspaces_account_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  accountId!: string;

  @ForeignKey('users', { name: 'workspaces_user_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
