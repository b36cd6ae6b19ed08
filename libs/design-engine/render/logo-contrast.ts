// Logos measured against the pixels under them, as text is: a dark logo on a dark ground disappeared.
// Below 3:1 the logo becomes a knockout (one light or dark colour, for a single-colour mark), or sits
// on a plate (a many-coloured mark keeps its colours); `logoStyles: outline` keeps its ring.
import { SKRSContext2D } from '@napi-rs/canvas';
import { BLACK, contrastOfLuminance, LINEAR, luminance, RGB, WHITE } from '../color/color';
import { Palette } from '../color/palettes';
import { containBox } from './draw';
import { Box, Layer } from './scene';

type LogoLayer = Extract<Layer, { t: 'logo' }>;

/** WCAG's "graphical objects" minimum (1.4.11): a logo must stand out from what is around it this much. */
export const LOGO_MIN_CONTRAST = 3;

export interface LogoReport {
  /** Median contrast of the mark's pixels against what is right under them (after the treatment). */
  contrast: number;
  treatment: 'direct' | 'outline' | 'knockout' | 'plate';
}

const lum = (r: number, g: number, b: number): number => 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];

function median(values: number[]): number {
  if (!values.length) return 21;
  const s = values.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

interface Samples {
  /** Luminance of the mark and of the ground under it, pairwise. */
  mark: number[];
  ground: number[];
}

/** Up to 40x40 points of the logo's mark (opaque pixels) and the canvas pixels under them. */
function sample(ctx: SKRSContext2D, layer: LogoLayer, dest: Box, W: number, H: number): Samples {
  const m = layer.media;
  const x0 = Math.max(0, Math.floor(dest.x));
  const y0 = Math.max(0, Math.floor(dest.y));
  const x1 = Math.min(W, Math.ceil(dest.x + dest.w));
  const y1 = Math.min(H, Math.ceil(dest.y + dest.h));
  const out: Samples = { mark: [], ground: [] };
  if (x1 <= x0 || y1 <= y0) return out;
  const ground = ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
  const gw = Math.min(40, x1 - x0);
  const gh = Math.min(40, y1 - y0);
  const c = m.content;
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const px = x0 + ((i + 0.5) / gw) * (x1 - x0);
      const py = y0 + ((j + 0.5) / gh) * (y1 - y0);
      const mx = Math.min(m.width - 1, Math.floor(c.x + ((px - dest.x) / dest.w) * c.width));
      const my = Math.min(m.height - 1, Math.floor(c.y + ((py - dest.y) / dest.h) * c.height));
      if (mx < 0 || my < 0) continue;
      const k = (my * m.width + mx) * 4;
      if (m.data[k + 3] < 160) continue;
      const g = ((Math.floor(py) - y0) * (x1 - x0) + (Math.floor(px) - x0)) * 4;
      out.mark.push(lum(m.data[k], m.data[k + 1], m.data[k + 2]));
      out.ground.push(lum(ground[g], ground[g + 1], ground[g + 2]));
    }
  }
  return out;
}

function contrastWith(s: Samples, color: RGB, against: 'mark' | 'ground'): number {
  const L = luminance(color);
  return median(s[against].map((x) => contrastOfLuminance(L, x)));
}

/** The mark is one colour (or nearly): a knockout keeps it recognisable. */
function isMono(s: Samples): boolean {
  const sorted = s.mark.slice().sort((a, b) => a - b);
  // a small inner detail of another tone (a white glyph in a blue square) makes it many-coloured: a
  // knockout would fill the detail in, so such a mark goes on a plate
  const lo = sorted[Math.floor(sorted.length * 0.03)];
  const hi = sorted[Math.floor(sorted.length * 0.97)];
  return contrastOfLuminance(lo, hi) < 1.5;
}

/**
 * Reads the pixels under the logo (drawn so far) and returns the layer to draw: unchanged when the
 * mark reaches 3:1 against them, else a knockout, the outline, or a plate, with the contrast reached.
 */
export function logoForGround(
  ctx: SKRSContext2D,
  layer: LogoLayer,
  pal: Palette,
  W: number,
  H: number,
): { layer: LogoLayer; report: LogoReport } {
  const m = layer.media;
  const content: Box = { x: m.content.x, y: m.content.y, w: m.content.width, h: m.content.height };
  const dest = containBox(content, layer.box, layer.anchor);
  const s = sample(ctx, layer, dest, W, H);
  if (!s.mark.length)
    return { layer, report: { contrast: 21, treatment: layer.style === 'outline' ? 'outline' : 'direct' } };
  const direct = median(s.mark.map((L, i) => contrastOfLuminance(L, s.ground[i])));
  if (layer.style === 'outline') {
    // the ring (in a colour set off from the mark) is what touches the ground
    return {
      layer,
      report: { contrast: Math.round(contrastWith(s, layer.outline, 'mark') * 100) / 100, treatment: 'outline' },
    };
  }
  if (direct >= LOGO_MIN_CONTRAST)
    return { layer, report: { contrast: Math.round(direct * 100) / 100, treatment: 'direct' } };
  const round = (x: number) => Math.round(x * 100) / 100;
  if (isMono(s)) {
    const options = [WHITE, pal.paper, pal.ink, BLACK];
    const best = options.reduce((a, b) => (contrastWith(s, b, 'ground') > contrastWith(s, a, 'ground') ? b : a));
    const reached = contrastWith(s, best, 'ground');
    if (reached >= LOGO_MIN_CONTRAST)
      return {
        layer: { ...layer, style: 'knockout', knockout: best },
        report: { contrast: round(reached), treatment: 'knockout' },
      };
  }
  const plates = [WHITE, pal.paper, pal.ink, BLACK];
  const plate = plates.reduce((a, b) => (contrastWith(s, b, 'mark') > contrastWith(s, a, 'mark') ? b : a));
  return {
    layer: { ...layer, style: 'plate', plate },
    report: { contrast: round(contrastWith(s, plate, 'mark')), treatment: 'plate' },
  };
}
