// In-house background removal for photos on plain backgrounds: flood fill from the edges through
// pixels close to the border colour, then a feathered alpha edge. No model, no network.
import { BackgroundRemover } from './types';

export interface FloodFillOptions {
  /** Max colour distance (0..441) from the background colour to count as background. */
  tolerance?: number;
  /** Width in pixels of the soft edge. */
  feather?: number;
  /** Border pixels whose spread exceeds this are "not plain": removal is refused. */
  maxBorderSpread?: number;
}

export class FloodFillBackgroundRemover implements BackgroundRemover {
  constructor(private readonly opts: FloodFillOptions = {}) {}

  async remove(rgba: Uint8Array, width: number, height: number): Promise<Uint8Array | null> {
    return floodFillRemove(rgba, width, height, this.opts);
  }
}

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

export function floodFillRemove(
  rgba: Uint8Array,
  width: number,
  height: number,
  opts: FloodFillOptions = {},
): Uint8Array | null {
  const tolerance = opts.tolerance ?? 48;
  const feather = opts.feather ?? Math.max(1, Math.round(Math.min(width, height) / 300));
  const maxSpread = opts.maxBorderSpread ?? 60;
  const n = width * height;
  // Background colour: median of the border pixels.
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) border.push(y * width, y * width + width - 1);
  const bg = [0, 1, 2].map((c) => median(border.map((i) => rgba[i * 4 + c])));
  const dist = (i: number) => {
    const dr = rgba[i * 4] - bg[0];
    const dg = rgba[i * 4 + 1] - bg[1];
    const db = rgba[i * 4 + 2] - bg[2];
    return Math.sqrt(dr * dr + dg * dg + db * db);
  };
  const near = border.filter((i) => dist(i) <= maxSpread).length;
  if (near < border.length * 0.8) return null; // the border is not one plain colour
  const bgMask = new Uint8Array(n);
  const stack: number[] = [];
  for (const i of border) {
    if (!bgMask[i] && dist(i) <= tolerance) {
      bgMask[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % width;
    const y = (i - x) / width;
    const visit = (j: number) => {
      if (!bgMask[j] && dist(j) <= tolerance) {
        bgMask[j] = 1;
        stack.push(j);
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (y > 0) visit(i - width);
    if (y < height - 1) visit(i + width);
  }
  let fg = 0;
  for (let i = 0; i < n; i++) if (!bgMask[i]) fg++;
  if (fg < n * 0.02 || fg > n * 0.97) return null; // nothing (or everything) left: not a separable subject
  // Alpha from the mask, feathered with a separable box blur.
  let alpha: Float32Array = new Float32Array(n);
  for (let i = 0; i < n; i++) alpha[i] = bgMask[i] ? 0 : 1;
  for (let pass = 0; pass < 2; pass++) alpha = boxBlur(alpha, width, height, feather);
  const out = new Uint8Array(rgba.length);
  out.set(rgba);
  for (let i = 0; i < n; i++) {
    // Keep the interior fully opaque; only the rim fades.
    const a = bgMask[i] ? alpha[i] * 0.9 : Math.min(1, alpha[i] * 2);
    out[i * 4 + 3] = Math.round(Math.max(0, Math.min(1, a)) * (rgba[i * 4 + 3] / 255) * 255);
  }
  return out;
}

function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const size = 2 * r + 1;
  for (let y = 0; y < h; y++) {
    let acc = 0;
    for (let x = -r; x <= r; x++) acc += src[y * w + Math.min(w - 1, Math.max(0, x))];
    for (let x = 0; x < w; x++) {
      tmp[y * w + x] = acc / size;
      acc += src[y * w + Math.min(w - 1, x + r + 1)] - src[y * w + Math.max(0, x - r)];
    }
  }
  for (let x = 0; x < w; x++) {
    let acc = 0;
    for (let y = -r; y <= r; y++) acc += tmp[Math.min(h - 1, Math.max(0, y)) * w + x];
    for (let y = 0; y < h; y++) {
      out[y * w + x] = acc / size;
      acc += tmp[Math.min(h - 1, y + r + 1) * w + x] - tmp[Math.max(0, y - r) * w + x];
    }
  }
  return out;
}
