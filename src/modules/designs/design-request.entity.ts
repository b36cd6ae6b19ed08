import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OutputFormat } from '../../../libs/design-engine/catalog/output-formats';
import { bigintToNumber } from '../../platform/database';
import type { ImageCredit } from '../media';
import type { DesignRequestParams, RequestStatus } from './domain/request-status';

/**
 * One design request and, once it completes, the design it made (`design_id`): parameters, status,
 * timings, warnings and the public share token. No foreign keys: a purged user's rows are deleted
 * by the designs module itself (user.purged), and nothing here blocks the users' purge.
 */
@Entity('design_requests')
@Index('design_requests_design_id_key', ['designId'], { unique: true })
@Index('design_requests_share_token_key', ['shareToken'], { unique: true })
@Index('design_requests_user_id_idx', ['userId'])
@Index('design_requests_designs_idx', ['accountId', 'workspaceId', 'createdAt', 'id'], {
  where: `"status" = 'completed'`,
})
@Index('design_requests_in_flight_key_idx', ['keyId'], { where: `"status" IN ('queued', 'processing')` })
@Index('design_requests_in_flight_idx', ['enqueuedAt'], { where: `"status" IN ('queued', 'processing')` })
export class DesignRequestEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'design_requests_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'uuid' })
  workspaceId!: string;

  /** The end user the work is attributed to; null for the account itself. */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The API key's public id: the per-key in-flight cap counts by it. */
  @Column({ type: 'varchar', length: 64 })
  keyId!: string;

  @Column({ type: 'uuid' })
  designId!: string;

  /** Unguessable id of the public share page (`{APP_URL}/share/{token}`). */
  @Column({ type: 'varchar', length: 64 })
  shareToken!: string;

  @Column({ type: 'varchar', length: 16 })
  source!: 'prompt' | 'content';

  /** The validated request, as the worker needs it (prompt or pages, medias, colors, settings...). */
  @Column({ type: 'jsonb' })
  params!: DesignRequestParams;

  @Column({ type: 'varchar', length: 32 })
  type!: string;

  @Column({ type: 'varchar', length: 64 })
  subtype!: string;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  /** The first output format (params.output lists them all). */
  @Column({ type: 'varchar', length: 4 })
  format!: OutputFormat;

  @Column({ type: 'smallint' })
  numVariants!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: RequestStatus;

  /** Credits debited for the request (refunded when it fails). */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  cost!: number;

  /** The design's headline: the share page's title. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  title!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  warnings!: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  /** Render attempts started (a retried or taken-over job counts again). */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  enqueuedAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  /** The outside picture the design shows (stock or generated) and who to credit; null: none (issue 15.3). */
  @Column({ type: 'jsonb', nullable: true })
  imageCredit: ImageCredit | null;

  /** Set while the owning user is deleted (inside the retention window): invisible everywhere. */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;
}
