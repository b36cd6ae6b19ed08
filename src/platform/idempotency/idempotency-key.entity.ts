import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A claimed Idempotency-Key (SPEC 7): the first request's outcome, replayed for 24 hours. */
@Entity('idempotency_keys')
@Index('idempotency_keys_account_caller_key_key', ['accountId', 'caller', 'key'], { unique: true })
@Index('idempotency_keys_expires_at_idx', ['expiresAt'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'idempotency_keys_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  /** Who claimed it within the account: '' for the API key alone, the end user's id under a bearer token. */
  @Column({ type: 'varchar', length: 64, default: '' })
  caller!: string;

  @Column({ type: 'varchar', length: 255 })
  key!: string;

  /** SHA-256 of method, path, canonical body and an uploaded file's digest: the same key with another request is refused. */
  @Column({ type: 'char', length: 64 })
  requestHash!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: 'in_progress' | 'completed';

  @Column({ type: 'int', nullable: true })
  responseStatus!: number | null;

  /**
   * The first answer's JSON text, sealed (it can hold a secret shown once, like a webhook's).
   * Text, not jsonb: a replay must be the first answer byte for byte, key order included.
   */
  @Column({ type: 'text', nullable: true })
  responseBody!: string | null;

  /** Set inside the business transaction: once set, the work happened and must never run again. */
  @Column({ type: 'timestamptz', nullable: true })
  businessCommittedAt!: Date | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** An in-progress claim whose holder vanished (crash) may be taken over after this, if nothing committed. */
  @Column({ type: 'timestamptz' })
  lockedUntil!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
