import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../platform/database';

/**
 * An account's credit balance. Changed only by conditional single-statement writes
 * (`balance = balance - $cost ... WHERE balance >= $cost`), each beside its ledger row.
 */
@Entity('credit_accounts')
// The upper bound keeps every balance a safe JavaScript integer.
@Check('credit_accounts_balance_check', '"balance" >= 0 AND "balance" <= 9007199254740991')
export class CreditAccountEntity {
  @ForeignKey('accounts', { name: 'credit_accounts_account_id_fkey' })
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'credit_accounts_pkey' })
  accountId!: string;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  balance!: number;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
