import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { KeyClass } from '../../platform/auth';
import { AccountEntity } from './account.entity';

/** An API key. Only the SHA-256 of its secret is stored; the full key is shown once. */
@Entity('api_keys')
@Check('api_keys_class_check', `"class" IN ('enterprise-admin', 'superuser', 'regular')`)
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'api_keys_pkey' })
  id!: string;

  @Index('api_keys_key_id_key', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  keyId!: string;

  @Index('api_keys_account_id_idx')
  @Column({ type: 'uuid' })
  accountId!: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'api_keys_account_id_fkey' })
  account?: AccountEntity;

  @Column({ type: 'varchar', length: 20 })
  class!: KeyClass;

  @Column({ type: 'varchar', length: 32 })
  env!: string;

  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  label!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
