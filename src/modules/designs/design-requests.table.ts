// The columns of design_requests and design_variants for the repository's raw SQL (these tables are
// on every request's path): a new column is one line here, plus its migration and entity property.
import { OUTPUT_FORMATS } from '../../../libs/design-engine/catalog/output-formats';
import { col, defineTable } from '../../platform/database';
import { DesignRequestEntity } from './design-request.entity';
import { DesignVariantEntity } from './design-variant.entity';
import { REQUEST_STATUSES } from './domain/request-status';

export const DESIGN_REQUESTS = defineTable<DesignRequestEntity>('design_requests', {
  id: col.text(),
  accountId: col.text(),
  workspaceId: col.text(),
  userId: col.nullable(col.text()),
  keyId: col.text(),
  designId: col.text(),
  shareToken: col.text(),
  source: col.oneOf(['prompt', 'content'] as const),
  params: col.json('object'),
  type: col.text(),
  subtype: col.text(),
  width: col.integer(),
  height: col.integer(),
  format: col.oneOf(OUTPUT_FORMATS),
  numVariants: col.integer(),
  status: col.oneOf(REQUEST_STATUSES),
  cost: col.integer(),
  title: col.nullable(col.text()),
  warnings: col.json('array'),
  error: col.nullable(col.text()),
  attempts: col.integer(),
  createdAt: col.timestamp(),
  enqueuedAt: col.timestamp(),
  startedAt: col.nullable(col.timestamp()),
  finishedAt: col.nullable(col.timestamp()),
  hiddenAt: col.nullable(col.timestamp()),
  imageCredit: col.nullable(col.json('object')),
});

export const DESIGN_VARIANTS = defineTable<DesignVariantEntity>('design_variants', {
  requestId: col.text(),
  index: col.integer(),
  accountId: col.text(),
  storageKey: col.text(),
  width: col.integer(),
  height: col.integer(),
  format: col.oneOf(OUTPUT_FORMATS),
  bytes: col.integer(),
  etag: col.text(),
  createdAt: col.timestamp(),
  files: col.json('array'),
});
