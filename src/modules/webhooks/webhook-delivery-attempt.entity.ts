import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/** One HTTP attempt of a delivery: what the receiver answered, or why there was no answer. */
@Entity('webhook_delivery_attempts')
@Index('webhook_delivery_attempts_delivery_number_key', ['deliveryId', 'number'], { unique: true })
@Check('webhook_delivery_attempts_outcome_check', `"outcome" IN ('succeeded', 'failed')`)
export class WebhookDeliveryAttemptEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhook_delivery_attempts_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  deliveryId!: string;

  @ManyToOne(() => WebhookDeliveryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'webhook_delivery_attempts_delivery_id_fkey' })
  delivery?: WebhookDeliveryEntity;

  /** 1 for the first attempt of the delivery; redeliveries continue the count. */
  @Column({ type: 'int' })
  number!: number;

  @Column({ type: 'timestamptz' })
  startedAt!: Date;

  @Column({ type: 'int' })
  durationMs!: number;

  @Column({ type: 'varchar', length: 16 })
  outcome!: 'succeeded' | 'failed';

  @Column({ type: 'int', nullable: true })
  statusCode!: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;
}
