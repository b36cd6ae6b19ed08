// WCAG contrast measured against the real pixels under a text box (worst case over the box).
import { SKRSContext2D } from '@napi-rs/canvas';
import { contrastOfLuminance, LINEAR, luminance, RGB } from '../color/color';
import { Box } from './scene';

const BINS = 1024;

export interface LumStats {
  /** Per bin: lowest and highest luminance seen (NaN when empty). */
  lo: Float64Array;
  hi: Float64Array;
  min: number;
  max: number;
  /** A few of the brightest and darkest pixels, for scrim estimates. */
  brightest: RGB[];
  darkest: RGB[];
}

export function clampBox(box: Box, W: number, H: number): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const x2 = Math.min(W, Math.ceil(box.x + box.w));
  const y2 = Math.min(H, Math.ceil(box.y + box.h));
  return { x, y, w: Math.max(1, x2 - x), h: Math.max(1, y2 - y) };
}

export function measureBox(ctx: SKRSContext2D, box: Box, W: number, H: number): LumStats {
  const b = clampBox(box, W, H);
  const data = ctx.getImageData(b.x, b.y, b.w, b.h).data;
  const lo = new Float64Array(BINS).fill(NaN);
  const hi = new Float64Array(BINS).fill(NaN);
  let min = 1;
  let max = 0;
  let maxI = 0;
  let minI = 0;
  for (let i = 0; i < data.length; i += 4) {
    const L = 0.2126 * LINEAR[data[i]] + 0.7152 * LINEAR[data[i + 1]] + 0.0722 * LINEAR[data[i + 2]];
    const k = Math.min(BINS - 1, (L * BINS) | 0);
    if (!(lo[k] <= L)) lo[k] = L;
    if (!(hi[k] >= L)) hi[k] = L;
    if (L < min) {
      min = L;
      minI = i;
    }
    if (L > max) {
      max = L;
      maxI = i;
    }
  }
  const px = (i: number): RGB => ({ r: data[i], g: data[i + 1], b: data[i + 2] });
  // Extremes of the top and bottom occupied bins stand in for "the brightest/darkest pixels".
  const brightest = [px(maxI)];
  const darkest = [px(minI)];
  return { lo, hi, min, max, brightest, darkest };
}

/** Lowest contrast of a colour with luminance `L` against any pixel of the box. */
export function worstContrast(stats: LumStats, L: number): number {
  const k = Math.min(BINS - 1, (L * BINS) | 0);
  const { lo, hi } = stats;
  if (!Number.isNaN(lo[k]) && lo[k] < L && hi[k] > L) return 1;
  let below = -1;
  let above = 2;
  if (!Number.isNaN(hi[k])) {
    if (hi[k] <= L) below = hi[k];
    if (lo[k] >= L) above = lo[k];
  }
  for (let j = k - 1; j >= 0 && below < 0; j--) if (!Number.isNaN(hi[j])) below = hi[j];
  for (let j = k + 1; j < BINS && above > 1; j++) if (!Number.isNaN(lo[j])) above = lo[j];
  let worst = Infinity;
  if (below >= 0) worst = Math.min(worst, contrastOfLuminance(L, below));
  if (above <= 1) worst = Math.min(worst, contrastOfLuminance(L, above));
  return worst;
}

export function colorContrast(stats: LumStats, c: RGB): number {
  return worstContrast(stats, luminance(c));
}
