import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SessionEntity } from './session.entity';

/** Opaque, single-use refresh tokens (hash only). A used one presented again revokes the user's sessions. */
@Entity('refresh_tokens')
// The pruner's scan: used tokens past their expiry.
@Index('refresh_tokens_used_expires_at_idx', ['expiresAt'], { where: '"used_at" IS NOT NULL' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'refresh_tokens_pkey' })
  id!: string;

  @Index('refresh_tokens_session_id_idx')
  @Column({ type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => SessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'refresh_tokens_session_id_fkey' })
  session?: SessionEntity;

  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
