import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An end user's login session: access tokens name it (`sid`), so revoking it stops them at once. */
@Entity('sessions')
@Index('sessions_user_id_idx', ['userId'])
// The pruner's scan: sessions old enough to have ended.
@Index('sessions_created_at_idx', ['createdAt'])
// Revoke-all (reuse detection, user deletion) visits only live sessions: not revoked, not ended.
@Index('sessions_user_id_live_idx', ['userId', 'expiresAt'], { where: '"revoked_at" IS NULL' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'sessions_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  workspaceId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /**
   * When the session's newest refresh token expires (moved on at each rotation): after it no token
   * of the session works (access tokens live 1 hour, well inside it), so revoking it is moot.
   */
  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
