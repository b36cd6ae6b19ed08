import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One event to announce (the outbox row), written in the transaction of the change it reports. */
@Entity('webhook_events')
@Index('webhook_events_user_id_idx', ['userId'])
@Index('webhook_events_created_at_idx', ['createdAt'])
export class WebhookEventEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhook_events_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 64 })
  type!: string;

  /** `json`, not `jsonb`: the payload is sent as it was given, key order included. */
  @Column({ type: 'json' })
  data!: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
