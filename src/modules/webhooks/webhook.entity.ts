import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A registered receiver URL. Account-level (userId null) hears every event of its account; one
 * registered with an end user's bearer token hears only that user's events.
 */
@Entity('webhooks')
@Index('webhooks_account_id_created_at_idx', ['accountId', 'createdAt', 'id'])
@Index('webhooks_user_id_idx', ['userId'])
@Check('webhooks_events_check', `cardinality("events") > 0`)
export class WebhookEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhooks_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  @Column({ type: 'varchar', length: 64, array: true })
  events!: string[];

  /** The signing secret, AES-256-GCM encrypted (WebhookSecretCipher); shown in clear only at creation. */
  @Column({ type: 'text' })
  secretCiphertext!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set while the owning end user is deleted (restorable): no deliveries, invisible. */
  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt!: Date | null;
}
