// The files of a design variant (one render, several formats) and which one answers an `Accept`
// header on the variant URL without an extension.
import { CONTENT_TYPES, OutputFormat } from '../../../libs/design-engine/catalog/output-formats';
import type { DesignVariantEntity, VariantFile } from './design-variant.entity';

/** Where a design's images are stored: one folder per design, deleted whole (a failed request, a purged user). */
export const designPrefix = (accountId: string, designId: string): string => `designs/${accountId}/${designId}/`;

/** Every file of a variant; a row made before `files` existed has one: its own columns. */
export function filesOf(v: DesignVariantEntity): VariantFile[] {
  if (v.files?.length) return v.files;
  return [{ format: v.format, storageKey: v.storageKey, bytes: v.bytes, etag: v.etag, fits: true }];
}

/**
 * The file an `Accept` header prefers among those the variant has (highest q, then the header's
 * order); `image/*` and `*\/*` accept any, so they pick the first format asked. No header, or one that
 * names none of them: the first format (as image servers do, rather than a 406 an <img> cannot show).
 */
export function negotiateFile<F extends { format: OutputFormat }>(
  files: F[],
  accept: string | undefined,
): F | undefined {
  if (!accept) return files[0];
  const ranges = accept
    .split(',')
    .map((part, order) => {
      const [type, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { type: type.trim(), q: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const r of ranges) {
    if (r.type === '*/*' || r.type === 'image/*')
      return files.find((f) => r.type === '*/*' || CONTENT_TYPES[f.format].startsWith('image/')) ?? files[0];
    const hit = files.find((f) => CONTENT_TYPES[f.format] === r.type);
    if (hit) return hit;
  }
  return files[0];
}
