import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../platform/database';

/**
 * How far an account's ledger is verified: every row up to `seq` carried the running sum of the
 * rows before it, and their sum is `balance`. credits:reconcile starts after it, so a run reads only
 * the rows written since the last one (issue 20.5); `--full` starts from the first row again.
 * Moves only forward, and only past rows found consistent.
 */
@Entity('credit_ledger_checkpoints')
@Check('credit_ledger_checkpoints_seq_check', '"seq" >= 0')
export class CreditLedgerCheckpointEntity {
  @ForeignKey('accounts', { name: 'credit_ledger_checkpoints_account_id_fkey' })
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'credit_ledger_checkpoints_pkey' })
  accountId!: string;

  /** The seq of the last verified ledger row of the account. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  seq!: number;

  /** The sum of the account's ledger rows up to and including `seq`. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  balance!: number;

  @Column({ type: 'timestamptz' })
  verifiedAt!: Date;
}
