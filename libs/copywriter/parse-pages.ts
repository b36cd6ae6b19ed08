// Validates untrusted pages (an LLM's answer, a caller's documentJson) against the block schema and
// the format's limits, reporting every problem with a path like "[0][2].value"; and fits pages that
// are well-formed but too long for a format.
import { BLOCK_LIMITS, type FormatLimits, MAX_PAGES, classifyFormat } from './formats';
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { fitText, fold, normalizeSpace, textLength } from './text';
import type { Block, BlockType, LanguageId, Page, TextBlockType } from './types';

export const BLOCK_TYPES: readonly BlockType[] = ['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body'];
const BLOCK_KEYS = new Set(['type', 'value']);
/** Types that may appear several times on one page. */
const REPEATABLE = new Set<BlockType>(['body']);
/** Most problems reported for one input: enough to fix it, bounded for a hostile one. */
const MAX_ERRORS = 50;

export interface ParseOptions {
  width: number;
  height: number;
  /** Most pages accepted (default MAX_PAGES). */
  count?: number;
  /** Check block types and lengths against the format (default true). */
  enforceFormat?: boolean;
  /** Ignore keys other than type and value instead of reporting them (default false). */
  allowExtraKeys?: boolean;
  /** Every page needs a title (default true). */
  requireTitle?: boolean;
}

export interface PageError {
  path: string;
  message: string;
}

export type ParseResult = { ok: true; pages: Page[] } | { ok: false; errors: PageError[] };

/** "[0][1].color", or '[0][1]["odd key"]' for keys that are not identifiers. */
function keyPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lengthMessage(max: number, actual: number): string {
  return `must be at most ${max} characters for this format (has ${actual}; CJK characters count as 2)`;
}

export function parsePages(input: unknown, opts: ParseOptions): ParseResult {
  const errors: PageError[] = [];
  const report = (path: string, message: string): void => {
    if (errors.length < MAX_ERRORS) errors.push({ path, message });
  };
  const formatClass = classifyFormat(opts.width, opts.height);
  const limits: FormatLimits = BLOCK_LIMITS[formatClass];
  const enforce = opts.enforceFormat ?? true;
  const requireTitle = opts.requireTitle ?? true;
  const maxPages = Math.min(opts.count ?? MAX_PAGES, MAX_PAGES);
  const allowed = Object.keys(limits.blocks) as BlockType[];

  if (!Array.isArray(input)) return { ok: false, errors: [{ path: '', message: 'must be an array of pages' }] };
  if (input.length === 0) return { ok: false, errors: [{ path: '', message: 'must contain at least one page' }] };
  if (input.length > maxPages) report('', `must contain at most ${maxPages} pages (has ${input.length})`);

  const pages: Page[] = [];
  const seen = new Map<string, number>();
  input.slice(0, MAX_PAGES + 1).forEach((rawPage: unknown, i) => {
    const pagePath = `[${i}]`;
    if (!Array.isArray(rawPage)) {
      report(pagePath, 'must be an array of blocks');
      return;
    }
    if (rawPage.length === 0) {
      report(pagePath, 'must contain at least one block');
      return;
    }
    if (enforce && rawPage.length > limits.maxBlocks)
      report(pagePath, `must contain at most ${limits.maxBlocks} blocks for this format (has ${rawPage.length})`);
    const page: Block[] = [];
    const typesOnPage = new Set<BlockType>();
    rawPage.slice(0, 20).forEach((rawBlock: unknown, j) => {
      const path = `${pagePath}[${j}]`;
      if (!isRecord(rawBlock)) {
        report(path, 'must be an object with type and value');
        return;
      }
      if (!opts.allowExtraKeys) {
        for (const key of Object.keys(rawBlock)) if (!BLOCK_KEYS.has(key)) report(keyPath(path, key), 'is not allowed');
      }
      const type = rawBlock.type;
      if (typeof type !== 'string' || !BLOCK_TYPES.includes(type as BlockType)) {
        report(`${path}.type`, `must be one of ${BLOCK_TYPES.join(', ')}`);
        return;
      }
      const blockType = type as BlockType;
      if (enforce && !allowed.includes(blockType)) {
        report(
          `${path}.type`,
          `${blockType} is not allowed in a ${opts.width}x${opts.height} format (allowed: ${allowed.join(', ')})`,
        );
      }
      if (typesOnPage.has(blockType) && !REPEATABLE.has(blockType))
        report(`${path}.type`, `only one ${blockType} block per page`);
      typesOnPage.add(blockType);
      const value = rawBlock.value;

      if (blockType === 'bulletlist') {
        if (!Array.isArray(value)) {
          report(`${path}.value`, 'must be an array of strings');
          return;
        }
        const listLimit = limits.blocks.bulletlist;
        if (value.length === 0) report(`${path}.value`, 'must contain at least one item');
        if (enforce && listLimit && value.length > listLimit.maxItems)
          report(
            `${path}.value`,
            `must contain at most ${listLimit.maxItems} items for this format (has ${value.length})`,
          );
        const items: string[] = [];
        value.forEach((item: unknown, k) => {
          const itemPath = `${path}.value[${k}]`;
          if (typeof item !== 'string') return report(itemPath, 'must be a string');
          const text = normalizeSpace(item);
          if (!text) return report(itemPath, 'must not be empty');
          if (enforce && listLimit && textLength(text) > listLimit.maxChars)
            report(itemPath, lengthMessage(listLimit.maxChars, textLength(text)));
          items.push(text);
        });
        page.push({ type: 'bulletlist', value: items });
        return;
      }
      if (typeof value !== 'string') {
        report(`${path}.value`, 'must be a string');
        return;
      }
      const text = normalizeSpace(value);
      if (!text) {
        report(`${path}.value`, 'must not be empty');
        return;
      }
      const limit = limits.blocks[blockType as TextBlockType];
      if (enforce && limit && textLength(text) > limit.maxChars)
        report(`${path}.value`, lengthMessage(limit.maxChars, textLength(text)));
      page.push({ type: blockType as TextBlockType, value: text });
    });
    if (requireTitle && !rawPage.some((b: unknown) => isRecord(b) && b.type === 'title'))
      report(pagePath, 'must contain a title block');
    const key = JSON.stringify(
      page.map((b) => [b.type, typeof b.value === 'string' ? fold(b.value) : b.value.map(fold)]),
    );
    const twin = seen.get(key);
    if (twin !== undefined && page.length) report(pagePath, `duplicates page [${twin}]`);
    else seen.set(key, i);
    pages.push(page);
  });

  return errors.length ? { ok: false, errors } : { ok: true, pages };
}

/**
 * Makes well-formed pages fit a format: drops blocks the format has no room for, trims long text
 * at word boundaries, keeps at most the allowed bullets, and makes sure each page starts with a title.
 */
export function fitPages(
  pages: Page[],
  width: number,
  height: number,
  protect: readonly string[] = [],
  language?: LanguageId,
): Page[] {
  const limits = BLOCK_LIMITS[classifyFormat(width, height)];
  const order: readonly BlockType[] = ['title', 'offer', 'cta', 'subtitle', 'bulletlist', 'body'];
  // Without a language, no line may end on a connector of any supported language.
  const dangling = language ? PHRASE_BANKS[language].dangling : COPY_LANGUAGES.flatMap((l) => PHRASE_BANKS[l].dangling);
  const fitOptions = { protect, spaced: true, dangling };
  return pages.map((page) => {
    const out: Block[] = [];
    for (const block of page) {
      if (block.type === 'bulletlist') {
        const limit = limits.blocks.bulletlist;
        if (!limit) continue;
        const items = block.value
          .map((item) =>
            fitText(item, limit.maxChars, { ...fitOptions, spaced: !/[\u3040-\u30ff\u4e00-\u9fff]/.test(item) }),
          )
          .filter((x): x is string => Boolean(x))
          .slice(0, limit.maxItems);
        if (items.length) out.push({ type: 'bulletlist', value: items });
        continue;
      }
      const limit = limits.blocks[block.type];
      if (!limit) continue;
      const text = fitText(block.value, limit.maxChars, {
        ...fitOptions,
        spaced: !/[\u3040-\u30ff\u4e00-\u9fff]/.test(block.value),
      });
      if (text) out.push({ type: block.type, value: text });
    }
    if (!out.some((b) => b.type === 'title')) {
      // Promote the first short enough text to the title.
      const max = limits.blocks.title?.maxChars ?? 0;
      const source = page.find(
        (b): b is Extract<Block, { value: string }> =>
          b.type !== 'bulletlist' && b.type !== 'cta' && textLength(b.value) > 0,
      );
      const title = source ? fitText(source.value, max, fitOptions) : undefined;
      if (title) {
        const at = out.findIndex((b) => b === source || (b.type === source?.type && b.value === source.value));
        if (at >= 0) out.splice(at, 1);
        out.unshift({ type: 'title', value: title });
      }
    }
    // Keep the most important blocks when there are too many.
    const kept = [...out].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)).slice(0, limits.maxBlocks);
    return out.filter((b) => kept.includes(b));
  });
}
