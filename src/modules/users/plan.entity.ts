import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { bigintToNumber } from '../../platform/database';

/** A plan of an account's catalog (SPEC 4.1), managed by the operator CLI (`plans:upsert`). */
@Entity('plans')
@Unique('plans_account_id_plan_id_key', ['accountId', 'planId'])
@Unique('plans_account_id_rank_key', ['accountId', 'rank'])
@Index('plans_account_id_default_key', ['accountId'], { unique: true, where: '"is_default"' })
@Check('plans_credits_per_cycle_check', '"credits_per_cycle" IS NULL OR "credits_per_cycle" >= 0')
export class PlanEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'plans_pkey' })
  id!: string;

  @ForeignKey('accounts', { name: 'plans_account_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  accountId!: string;

  /** The operator's name for the plan (`free`, `pro`): what the API calls `planId`. */
  @Column({ type: 'varchar', length: 64 })
  planId!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Null: unlimited. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  creditsPerCycle!: number | null;

  /** Higher is a bigger plan; decides upgrade versus downgrade. */
  @Column({ type: 'integer' })
  rank!: number;

  @Column({ type: 'boolean', default: false })
  isDefault!: boolean;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
