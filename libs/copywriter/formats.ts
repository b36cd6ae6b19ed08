// Format classes and the one table of block limits per class: which blocks a format may carry and
// how long each may be (display length, see text.ts). Every number about copy size lives here.
import type { BlockType, TextBlockType } from './types';

export type FormatClass = 'strip' | 'wide' | 'square-small' | 'square-large' | 'portrait' | 'tall-small' | 'tall-large';

export const FORMAT_CLASSES: readonly FormatClass[] = [
  'strip',
  'wide',
  'square-small',
  'square-large',
  'portrait',
  'tall-small',
  'tall-large',
];

export interface TextLimit {
  maxChars: number;
}
export interface ListLimit {
  maxChars: number;
  minItems: number;
  maxItems: number;
}

export interface FormatLimits {
  /** Examples, for people reading the table. */
  examples: string;
  /** Blocks the format may carry; a type absent here is not allowed. */
  blocks: Partial<Record<TextBlockType, TextLimit>> & { bulletlist?: ListLimit };
  /** Most blocks on one page. */
  maxBlocks: number;
}

export const BLOCK_LIMITS: Record<FormatClass, FormatLimits> = {
  strip: {
    examples: '320x50, 728x90, 320x100, 468x60, 970x90',
    blocks: { title: { maxChars: 32 }, cta: { maxChars: 16 } },
    maxBlocks: 2,
  },
  'square-small': {
    examples: '300x250, 336x280, 250x250',
    blocks: { title: { maxChars: 40 }, offer: { maxChars: 28 }, cta: { maxChars: 18 } },
    maxBlocks: 3,
  },
  'tall-small': {
    examples: '160x600, 300x600, 300x400',
    blocks: { title: { maxChars: 40 }, subtitle: { maxChars: 60 }, offer: { maxChars: 28 }, cta: { maxChars: 18 } },
    maxBlocks: 4,
  },
  wide: {
    examples: '1200x630, 1600x900, 1280x720, 970x250, 820x312',
    blocks: {
      title: { maxChars: 55 },
      subtitle: { maxChars: 90 },
      offer: { maxChars: 32 },
      body: { maxChars: 120 },
      cta: { maxChars: 22 },
    },
    maxBlocks: 4,
  },
  'square-large': {
    examples: '1080x1080',
    blocks: {
      title: { maxChars: 55 },
      subtitle: { maxChars: 90 },
      offer: { maxChars: 36 },
      bulletlist: { maxChars: 42, minItems: 1, maxItems: 4 },
      body: { maxChars: 160 },
      cta: { maxChars: 22 },
    },
    maxBlocks: 6,
  },
  portrait: {
    examples: '1080x1350, 1000x1500',
    blocks: {
      title: { maxChars: 55 },
      subtitle: { maxChars: 90 },
      offer: { maxChars: 36 },
      bulletlist: { maxChars: 42, minItems: 1, maxItems: 4 },
      body: { maxChars: 180 },
      cta: { maxChars: 22 },
    },
    maxBlocks: 6,
  },
  'tall-large': {
    examples: '1080x1920',
    blocks: {
      title: { maxChars: 55 },
      subtitle: { maxChars: 100 },
      offer: { maxChars: 36 },
      bulletlist: { maxChars: 45, minItems: 1, maxItems: 4 },
      body: { maxChars: 200 },
      cta: { maxChars: 24 },
    },
    maxBlocks: 6,
  },
};

/** Most pages one answer (or one documentJson) may hold. */
export const MAX_PAGES = 5;
export const DEFAULT_PAGES = 3;

/** Bullets the writer puts in a list (the validator accepts from the table's minItems). */
export const WRITTEN_BULLETS = { min: 3, max: 4 } as const;

/**
 * Sorts any size into a class by shape first, then by size: a strip is very wide or wide and low;
 * small squares and narrow columns get the short limits of display ads.
 */
export function classifyFormat(width: number, height: number): FormatClass {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    throw new RangeError(`invalid format size ${width}x${height}`);
  }
  const aspect = width / height;
  const short = Math.min(width, height);
  if (aspect >= 4 || (aspect >= 2 && height < 160)) return 'strip';
  if (aspect >= 1.3) return short < 200 ? 'strip' : 'wide';
  if (aspect >= 0.85) return short < 600 ? 'square-small' : 'square-large';
  if (aspect >= 0.6) return width < 600 ? 'tall-small' : 'portrait';
  return width < 600 ? 'tall-small' : 'tall-large';
}

export function limitsFor(width: number, height: number): FormatLimits {
  return BLOCK_LIMITS[classifyFormat(width, height)];
}

export function allowedBlockTypes(formatClass: FormatClass): BlockType[] {
  return Object.keys(BLOCK_LIMITS[formatClass].blocks) as BlockType[];
}
