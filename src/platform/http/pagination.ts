// Cursor pagination shared by every list endpoint: `?cursor&limit`, answered as { items, nextCursor }.
// A cursor is opaque to callers: base64url JSON of the sort key of the last item served.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AppError } from '../errors/app-error';
import { OptionalNotNull } from './optional-not-null';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

export class PageQueryDto {
  @ApiPropertyOptional({ description: "The previous page's `nextCursor`.", maxLength: 512 })
  @OptionalNotNull()
  @IsString()
  @MaxLength(512)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'is not a valid cursor' })
  cursor?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT })
  @OptionalNotNull()
  // Query strings are text; only plain digits become a number (no implicit conversion anywhere).
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit?: number;
}

export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The sort key inside a cursor, checked by `parse`; a cursor that does not parse is a 422 on `cursor`. */
export function decodeCursor<T>(cursor: string | undefined, parse: (key: unknown[]) => T | null): T | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  const parsed = Array.isArray(key) ? parse(key) : null;
  if (parsed === null) throw AppError.invalid([{ field: 'cursor', message: 'is not a valid cursor' }]);
  return parsed;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Builds a page from `limit + 1` fetched rows: the extra row only says that there is a next page. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
  key: (row: R) => (string | number)[],
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items: items.map(view), nextCursor: rows.length > limit && last ? encodeCursor(key(last)) : null };
}

/** The usual keyset: newest first by (created_at, id). */
export interface TimeKey {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeTimeCursor(cursor: string | undefined): TimeKey | null {
  return decodeCursor(cursor, ([at, id]) => {
    if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
    const createdAt = new Date(at);
    return Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at ? null : { createdAt, id };
  });
}

export function toTimePage<R extends { id: string; createdAt: Date | string }, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
): Page<T> {
  return toPage(rows, limit, view, (r) => [new Date(r.createdAt).toISOString(), r.id]);
}
