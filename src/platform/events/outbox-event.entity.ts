import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A durable domain event committed with its cause and not yet handled by every listener. */
@Entity('event_outbox')
@Index('event_outbox_created_at_idx', ['createdAt'])
export class OutboxEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'event_outbox_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'int', default: 0 })
  attempts!: number;
}
