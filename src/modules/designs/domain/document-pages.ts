// documentJson of designs-from-content: the copywriter's page schema (block types, shapes, one of
// each type per page but body, no duplicate pages), with bounds of its own on sizes. Format limits
// are not enforced here: the engine shrinks text to fit and reports what it had to drop.
import { parsePages } from '../../../../libs/copywriter';
import type { PageBlock } from './request-status';

export const MAX_BLOCKS_PER_PAGE = 20;
export const MAX_TEXT = 1000;
export const MAX_BULLETS = 20;
export const MAX_BULLET_TEXT = 300;

export interface PageProblem {
  field: string;
  message: string;
}

export type CheckedPages = { ok: true; pages: PageBlock[][] } | { ok: false; errors: PageProblem[] };

/** `doc` is already known to be an array of 1..5 items; fields are named `documentJson[0][1].value`. */
export function checkDocumentPages(doc: unknown[]): CheckedPages {
  const errors: PageProblem[] = [];
  const at = (path: string) => `documentJson${path}`;
  doc.forEach((page, i) => {
    if (!Array.isArray(page)) return;
    if (page.length > MAX_BLOCKS_PER_PAGE)
      errors.push({ field: at(`[${i}]`), message: `must contain at most ${MAX_BLOCKS_PER_PAGE} blocks` });
    page.slice(0, MAX_BLOCKS_PER_PAGE).forEach((block: unknown, j) => {
      const value = block !== null && typeof block === 'object' ? (block as { value?: unknown }).value : undefined;
      if (typeof value === 'string' && value.length > MAX_TEXT)
        errors.push({ field: at(`[${i}][${j}].value`), message: `must be at most ${MAX_TEXT} characters` });
      if (Array.isArray(value)) {
        if (value.length > MAX_BULLETS)
          errors.push({ field: at(`[${i}][${j}].value`), message: `must contain at most ${MAX_BULLETS} items` });
        value.slice(0, MAX_BULLETS).forEach((item: unknown, k) => {
          if (typeof item === 'string' && item.length > MAX_BULLET_TEXT)
            errors.push({
              field: at(`[${i}][${j}].value[${k}]`),
              message: `must be at most ${MAX_BULLET_TEXT} characters`,
            });
        });
      }
    });
  });
  const parsed = parsePages(doc, { width: 1080, height: 1080, enforceFormat: false, requireTitle: false });
  if (!parsed.ok) errors.push(...parsed.errors.map((e) => ({ field: at(e.path), message: e.message })));
  if (errors.length) return { ok: false, errors };
  if (!parsed.ok) return { ok: false, errors };
  return { ok: true, pages: parsed.pages as PageBlock[][] };
}
