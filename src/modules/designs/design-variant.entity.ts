import { Column, Entity, PrimaryColumn } from 'typeorm';

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

  @Column({ type: 'varchar', length: 4 })
  format!: 'jpg' | 'png';

  @Column({ type: 'int' })
  bytes!: number;

  @Column({ type: 'varchar', length: 64 })
  etag!: string;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
