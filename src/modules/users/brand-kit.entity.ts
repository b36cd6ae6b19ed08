import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { BrandFont, BrandPersona } from './users.types';

/** A user's brand kit (SPEC 4.2): given at login-user, replaced by a later login-user with a brand. */
@Entity('brand_kits')
export class BrandKitEntity {
  @ForeignKey('users', { name: 'brand_kits_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'brand_kits_pkey' })
  userId!: string;

  @ForeignKey('accounts', { name: 'brand_kits_account_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 200 })
  brandName!: string;

  @Column({ type: 'varchar', length: 2000 })
  brandDescription!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  brandUrl!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  brandLogo!: string | null;

  @Column({ type: 'jsonb' })
  brandColors!: string[];

  @Column({ type: 'jsonb' })
  brandFonts!: BrandFont[];

  @Column({ type: 'jsonb' })
  brandPersona!: BrandPersona;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;
}
