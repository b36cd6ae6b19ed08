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

function apply(c: SKRSContext2D, style: TextStyle, size: number): void {
  c.font = cssFont(style.stack, size);
  c.letterSpacing = `${(style.tracking * size).toFixed(3)}px`;
  c.direction = style.direction;
}

/** Cache-key prefix per style object: hyphenated wrapping estimates many short strings per fit. */
const prefixes = new WeakMap<TextStyle, string>();

/** Width of `text` at `size`, estimated from a cached reference measurement. */
export function estimateWidth(style: TextStyle, text: string, size: number): number {
  if (text.length === 0) return 0;
  let prefix = prefixes.get(style);
  if (prefix === undefined) {
    prefix = `${style.stack.aliases.join(',')}|${style.stack.weight}|${style.tracking}|${style.direction}|`;
    prefixes.set(style, prefix);
  }
  const key = prefix + text;
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

/** Exact width of `text` at `size`. */
export function measureWidth(style: TextStyle, text: string, size: number): number {
  const c = context();
  apply(c, style, size);
  return c.measureText(text).width;
}
