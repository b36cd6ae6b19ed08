import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { bigintToNumber } from '../../platform/database';

export type UserStatus = 'active' | 'deleted';

/**
 * An end user of an account, with its billing-cycle state (plan, pending downgrade, usage and
 * per-cycle limit). Deleted users stay (hidden) until the purger removes the row.
 */
@Entity('users')
@Unique('users_account_id_abstract_user_id_key', ['accountId', 'abstractUserId'])
@ForeignKey('plans', ['accountId', 'planId'], ['accountId', 'planId'], { name: 'users_plan_fkey' })
@ForeignKey('plans', ['accountId', 'pendingPlanId'], ['accountId', 'planId'], { name: 'users_pending_plan_fkey' })
@Index('users_account_id_created_at_idx', ['accountId', 'createdAt', 'id'])
@Index('users_purge_due_idx', ['deletedAt'], { where: `"status" = 'deleted'` })
@Index('users_cycle_due_idx', ['cycleEnd'], { where: `"status" = 'active'` })
@Check('users_status_check', `"status" IN ('active', 'deleted')`)
@Check('users_deleted_at_check', `("status" = 'deleted') = ("deleted_at" IS NOT NULL)`)
@Check('users_cycle_usage_check', '"cycle_usage" >= 0')
@Check('users_credit_limit_check', '"credit_limit" = -1 OR "credit_limit" >= 1')
@Check('users_cycle_check', '"cycle_start" < "cycle_end"')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
  id!: string;

  @ForeignKey('accounts', { name: 'users_account_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 255 })
  abstractUserId!: string;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: UserStatus;

  @Column({ type: 'varchar', length: 64 })
  planId!: string;

  /** A downgrade waiting for the cycle to roll. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  pendingPlanId!: string | null;

  /** -1: no limit. Reset to -1 when the cycle rolls. */
  @Column({ type: 'bigint', default: -1, transformer: bigintToNumber })
  creditLimit!: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  cycleUsage!: number;

  /** Cycles are calendar months counted from this instant (the creation). */
  @Column({ type: 'timestamptz' })
  cycleAnchor!: Date;

  @Column({ type: 'timestamptz' })
  cycleStart!: Date;

  /** Exclusive end of the current cycle: the next billing date. */
  @Column({ type: 'timestamptz' })
  cycleEnd!: Date;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
