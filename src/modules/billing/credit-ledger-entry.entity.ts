import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../platform/database';
import type { LedgerKind } from './domain/ledger';

/**
 * One movement of an account's credits. Append-only: a trigger (migration BillingLedgerAppendOnly)
 * refuses UPDATE, DELETE and TRUNCATE, except the purge of a user nulling its user_id.
 * The sum of an account's amounts is its balance.
 */
@Entity('credit_ledger')
@Index('credit_ledger_account_id_seq_idx', ['accountId', 'seq'])
@Index('credit_ledger_user_id_created_at_idx', ['userId', 'createdAt'], { where: '"user_id" IS NOT NULL' })
@Index('credit_ledger_debit_request_id_key', ['requestId'], { unique: true, where: `"kind" = 'debit'` })
@Index('credit_ledger_refund_request_id_key', ['requestId'], { unique: true, where: `"kind" = 'refund'` })
@Check('credit_ledger_kind_check', `"kind" IN ('grant', 'debit', 'refund', 'adjustment')`)
@Check(
  'credit_ledger_amount_check',
  `("kind" = 'debit' AND "amount" < 0) OR ("kind" IN ('grant', 'refund') AND "amount" > 0) OR ("kind" = 'adjustment' AND "amount" <> 0)`,
)
@Check('credit_ledger_request_id_check', `"kind" NOT IN ('debit', 'refund') OR "request_id" IS NOT NULL`)
@Check('credit_ledger_balance_after_check', '"balance_after" >= 0')
export class CreditLedgerEntryEntity {
  /**
   * Time-ordered (UUIDv7, made by the database's time_ordered_uuid(), migration LedgerTimeOrderedIds),
   * so inserts land at the right edge of the primary key index. Opaque all the same: order by seq.
   */
  @PrimaryColumn({ type: 'uuid', default: () => 'time_ordered_uuid()', primaryKeyConstraintName: 'credit_ledger_pkey' })
  id!: string;

  /** Insertion order. Rows are inserted under the account's balance lock, so per account it is also balance order. */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', transformer: bigintToNumber })
  seq!: number;

  @ForeignKey('accounts', { name: 'credit_ledger_account_id_fkey' })
  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: LedgerKind;

  /** Signed: negative for a debit. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  amount!: number;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  balanceAfter!: number;

  /** The end user the movement is attributed to; null for the account itself, or once the user is purged. */
  @ForeignKey('users', { name: 'credit_ledger_user_id_fkey', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
