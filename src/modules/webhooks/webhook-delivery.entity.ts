import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookEntity } from './webhook.entity';
import { WebhookEventEntity } from './webhook-event.entity';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One event for one webhook. The row, not the queue, is the truth: `jobId` names the one job
 * allowed to make the next attempt, so duplicate, stale or superseded jobs do nothing.
 */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_webhook_event_key', ['webhookId', 'eventId'], { unique: true })
@Index('webhook_deliveries_webhook_created_at_idx', ['webhookId', 'createdAt', 'id'])
@Index('webhook_deliveries_event_id_idx', ['eventId'])
@Index('webhook_deliveries_pending_idx', ['nextAttemptAt'], { where: `"status" = 'pending'` })
@Check('webhook_deliveries_status_check', `"status" IN ('pending', 'succeeded', 'failed')`)
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'webhook_deliveries_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid' })
  webhookId!: string;

  @ManyToOne(() => WebhookEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id', foreignKeyConstraintName: 'webhook_deliveries_webhook_id_fkey' })
  webhook?: WebhookEntity;

  @Column({ type: 'uuid' })
  eventId!: string;

  @ManyToOne(() => WebhookEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'webhook_deliveries_event_id_fkey' })
  event?: WebhookEventEntity;

  @Column({ type: 'varchar', length: 16 })
  status!: DeliveryStatus;

  /** Every attempt ever made, redeliveries included. */
  @Column({ type: 'int', default: 0 })
  attemptCount!: number;

  /** Attempts since the delivery (or its last redelivery) started: the retry schedule counts these. */
  @Column({ type: 'int', default: 0 })
  cycleAttemptCount!: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastAttemptAt!: Date | null;

  /** While an attempt is in flight; an expired lease (crashed worker) lets the reconciler take over. */
  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  @Column({ type: 'varchar', length: 80 })
  jobId!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
