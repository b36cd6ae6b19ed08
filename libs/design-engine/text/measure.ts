// Text measurement with a width cache: widths are measured once at a reference size and scaled,
// which keeps shrink-to-fit searches cheap; final lines are re-measured exactly before drawing.
import { createCanvas, SKRSContext2D } from '@napi-rs/canvas';
import { cssFont, FontStack } from '../fonts/registry';

const REF_SIZE = 100;
const MAX_CACHE = 50_000;

let ctx: SKRSContext2D | undefined;
const cache = new Map<string, number>();

function context(): SKRSContext2D {
  if (!ctx) ctx = createCanvas(4, 4).getContext('2d');
  return ctx;
}

export interface TextStyle {
  /** The family asked for (the first of the stack's faces). */
  family: string;
  stack: FontStack;
  /** Letter spacing in em. */
  tracking: number;
  direction: 'ltr' | 'rtl';
}

// What the measuring context was last set to: setting a font parses it again in the canvas (about
// 0.1-0.2 ms), and fits measure many strings in a row in one style and size.
let appliedFont = '';
let appliedSpacing = '';
let appliedDirection = '';

function apply(c: SKRSContext2D, style: TextStyle, size: number): void {
  const font = cssFont(style.stack, size);
  const spacing = `${(style.tracking * size).toFixed(3)}px`;
  if (font !== appliedFont) c.font = appliedFont = font;
  if (spacing !== appliedSpacing) c.letterSpacing = appliedSpacing = spacing;
  if (style.direction !== appliedDirection) c.direction = appliedDirection = style.direction;
}

/** Cache-key prefix per style object: hyphenated wrapping estimates many short strings per fit. */
const prefixes = new WeakMap<TextStyle, string>();

function keyPrefix(style: TextStyle): string {
  let prefix = prefixes.get(style);
  if (prefix === undefined) {
    prefix = `${style.stack.aliases.join(',')}|${style.stack.weight}|${style.tracking}|${style.direction}|`;
    prefixes.set(style, prefix);
  }
  return prefix;
}

/** Width of `text` at `size`, estimated from a cached reference measurement. */
export function estimateWidth(style: TextStyle, text: string, size: number): number {
  if (text.length === 0) return 0;
  const key = keyPrefix(style) + text;
  let w = cache.get(key);
  if (w === undefined) {
    const c = context();
    apply(c, style, REF_SIZE);
    w = c.measureText(text).width;
    if (cache.size > MAX_CACHE) cache.clear();
    cache.set(key, w);
  }
  return (w * size) / REF_SIZE;
}

/** Exact widths by style, size and string: a fit verifies the same final lines more than once (the second layout pass too). */
const exact = new Map<string, number>();

/** Exact width of `text` at `size`. */
export function measureWidth(style: TextStyle, text: string, size: number): number {
  const key = `${size}|${keyPrefix(style)}${text}`;
  let w = exact.get(key);
  if (w === undefined) {
    const c = context();
    apply(c, style, size);
    w = c.measureText(text).width;
    if (exact.size > MAX_CACHE) exact.clear();
    exact.set(key, w);
  }
  return w;
}
