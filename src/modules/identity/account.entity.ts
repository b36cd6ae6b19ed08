import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AccountKind } from '../../platform/auth';

/** A master user: the tenant that owns keys, plans, end users and the credit balance. */
@Entity('accounts')
@Check('accounts_kind_check', `"kind" IN ('enterprise', 'superuser')`)
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'accounts_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: AccountKind;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
