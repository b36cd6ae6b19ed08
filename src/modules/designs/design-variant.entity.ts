import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OutputFormat } from '../../../libs/design-engine/catalog/output-formats';

/** One file of a variant: the same render in one output format. */
export interface VariantFile {
  format: OutputFormat;
  storageKey: string;
  bytes: number;
  etag: string;
  /** The encoder quality (a byte budget may lower it); absent for PNG. */
  quality?: number;
  /** False when `maxFileSizeKb` was asked and this file could not get under it. */
  fits: boolean;
}

/** One rendered variant of a completed design request: where its image is stored and its size. */
@Entity('design_variants')
export class DesignVariantEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'design_variants_pkey' })
  requestId!: string;

  @PrimaryColumn('smallint', { primaryKeyConstraintName: 'design_variants_pkey' })
  index!: number;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 300 })
  storageKey!: string;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  /** The first requested format; `files` lists every one (the first included). */
  @Column({ type: 'varchar', length: 4 })
  format!: OutputFormat;

  @Column({ type: 'int' })
  bytes!: number;

  @Column({ type: 'varchar', length: 64 })
  etag!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  /** Every format of this variant; `[]` on rows made before there were several (their one file is above). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  files!: VariantFile[];
}
