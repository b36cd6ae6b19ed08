// WCAG contrast measured against the real pixels under a text box (worst case over the box).
import { contrastOfLuminance, LINEAR, luminance, RGB } from '../color/color';
import { Box } from './scene';

const BINS = 2048;
const SCALE = BINS - 1;
// Per-channel luminance contributions pre-scaled to bins: one table look-up per channel and pixel.
const LR = new Float32Array(256);
const LG = new Float32Array(256);
const LB = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  LR[i] = 0.2126 * LINEAR[i] * SCALE;
  LG[i] = 0.7152 * LINEAR[i] * SCALE;
  LB[i] = 0.0722 * LINEAR[i] * SCALE;
}

export interface LumStats {
  /** Pixel count per luminance bin (bin k holds luminance in [k, k+1) / (BINS - 1)). */
  counts: Uint32Array;
  /** The brightest and darkest pixel, for scrim estimates. */
  brightest: RGB;
  darkest: RGB;
}

export function clampBox(box: Box, W: number, H: number): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const x2 = Math.min(W, Math.ceil(box.x + box.w));
  const y2 = Math.min(H, Math.ceil(box.y + box.h));
  return { x, y, w: Math.max(1, x2 - x), h: Math.max(1, y2 - y) };
}

/**
 * Luminance histogram of every pixel of `box` in a full-canvas RGBA buffer (one read of the canvas
 * serves every text layer: each read makes canvas rasterise what was drawn so far).
 */
export function measureRegion(data: Uint8ClampedArray | Uint8Array, W: number, H: number, box: Box): LumStats {
  const b = clampBox(box, W, H);
  const counts = new Uint32Array(BINS);
  let minK = BINS;
  let maxK = -1;
  let minI = 0;
  let maxI = 0;
  for (let y = b.y; y < b.y + b.h; y++) {
    const end = (y * W + b.x + b.w) * 4;
    for (let i = (y * W + b.x) * 4; i < end; i += 4) {
      const k = (LR[data[i]] + LG[data[i + 1]] + LB[data[i + 2]]) | 0;
      counts[k]++;
      if (k > maxK) {
        maxK = k;
        maxI = i;
      }
      if (k < minK) {
        minK = k;
        minI = i;
      }
    }
  }
  const px = (i: number): RGB => ({ r: data[i], g: data[i + 1], b: data[i + 2] });
  return { counts, brightest: px(maxI), darkest: px(minI) };
}

/**
 * Lowest contrast of a colour with luminance `L` against any pixel of the box. Each bin counts as its
 * edge nearest to `L`, so the answer never overstates the real worst case.
 */
export function worstContrast(stats: LumStats, L: number): number {
  const { counts } = stats;
  const k = Math.min(SCALE, Math.floor(L * SCALE));
  if (counts[k] > 0) return 1;
  let worst = Infinity;
  for (let j = k - 1; j >= 0; j--) {
    if (counts[j] > 0) {
      worst = Math.min(worst, contrastOfLuminance(L, Math.min(L, (j + 1) / SCALE)));
      break;
    }
  }
  for (let j = k + 1; j < BINS; j++) {
    if (counts[j] > 0) {
      worst = Math.min(worst, contrastOfLuminance(L, j / SCALE));
      break;
    }
  }
  return worst;
}

export function colorContrast(stats: LumStats, c: RGB): number {
  return worstContrast(stats, luminance(c));
}
