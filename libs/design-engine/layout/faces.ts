// Where the copy may go on a photo of people (issue 15.1): the heads prepareMedia found, mapped onto
// the canvas through the part of the photo each layer shows, and the largest part of the canvas they
// leave free. Families that set type over a photo keep text and logo there; when the faces leave too
// little room, the photo moves to one side of the canvas and the copy goes on a panel beside it.
import { RGB } from '../color/color';
import { coverSource, containBox } from '../render/draw';
import { Box } from '../render/scene';
import { DesignContext } from './context';
import { photo, solid } from './parts';

/** Head boxes on the canvas of the photo layers drawn since layer `from` (blurred fills aside). */
export function headBoxes(d: DesignContext, from = 0): Box[] {
  const out: Box[] = [];
  for (const l of d.layers.slice(from)) {
    if (l.t !== 'image' || l.blurred) continue;
    const m = l.media;
    const heads = m.heads ?? [];
    const contain = l.fit === 'contain' || m.cutout;
    const src = contain
      ? { x: m.content.x, y: m.content.y, w: m.content.width, h: m.content.height }
      : coverSource(m, l.box);
    const dest = contain ? containBox(src, l.box, l.anchor ?? 'center') : l.box;
    const sx = dest.w / src.w;
    const sy = dest.h / src.h;
    for (const h of heads) {
      const x0 = Math.max(dest.x, dest.x + (h.x * m.width - src.x) * sx);
      const y0 = Math.max(dest.y, dest.y + (h.y * m.height - src.y) * sy);
      const x1 = Math.min(dest.x + dest.w, dest.x + (h.x * m.width + h.w * m.width - src.x) * sx);
      const y1 = Math.min(dest.y + dest.h, dest.y + (h.y * m.height + h.h * m.height - src.y) * sy);
      if (x1 > x0 && y1 > y0) out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    }
  }
  return out;
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The largest band of the canvas clear of every head (with a gap of half a margin): above, below,
 * left or right of them. Bands too thin for copy (under a third of the canvas's height or 40 % of its
 * width) count for half, so a roomy band wins over a slightly larger sliver.
 */
export function clearOfHeads(d: DesignContext, heads: Box[]): Box {
  const { W, H } = d;
  const g = d.margin * 0.5;
  const x0 = Math.min(...heads.map((h) => h.x)) - g;
  const y0 = Math.min(...heads.map((h) => h.y)) - g;
  const x1 = Math.max(...heads.map((h) => h.x + h.w)) + g;
  const y1 = Math.max(...heads.map((h) => h.y + h.h)) + g;
  const bands: Box[] = [
    { x: 0, y: 0, w: W, h: Math.max(0, y0) },
    { x: 0, y: Math.min(H, y1), w: W, h: Math.max(0, H - y1) },
    { x: 0, y: 0, w: Math.max(0, x0), h: H },
    { x: Math.min(W, x1), y: 0, w: Math.max(0, W - x1), h: H },
  ];
  const score = (b: Box): number => b.w * b.h * (b.w >= W * 0.4 ? 1 : 0.5) * (b.h >= H * 0.33 ? 1 : 0.5);
  return bands.reduce((best, b) => (score(b) > score(best) ? b : best));
}

/** Whether a clear band holds the copy of a design set over the whole canvas. */
export function roomy(d: DesignContext, b: Box): boolean {
  const wide = d.cls === 'wide' || d.cls === 'ultraWide';
  return (
    (b.w * b.h) / (d.W * d.H) >= 0.45 &&
    (wide ? b.w >= d.W * 0.5 && b.h >= d.H * 0.6 : b.h >= d.H * 0.42 && b.w >= d.W * 0.8)
  );
}

/**
 * The photo drawn since layer `from` leaves the copy too little room: it is drawn again on the side of
 * the canvas its people are on (the top in upright formats, left or right in wide ones and with
 * `side`), and the rest is a panel of `color`. Returns the panel.
 */
export function photoBesidePanel(d: DesignContext, from: number, heads: Box[], color: RGB, side = false): Box {
  const { W, H } = d;
  d.layers.length = from;
  const wide = d.cls === 'wide' || d.cls === 'ultraWide';
  if (wide || side) {
    const cx = heads.reduce((a, h) => a + h.x + h.w / 2, 0) / heads.length;
    const pw = Math.round(W * 0.44);
    const left = cx < W / 2;
    const pic = { x: left ? 0 : W - pw, y: 0, w: pw, h: H };
    const panel = { x: left ? pw : 0, y: 0, w: W - pw, h: H };
    d.layers.push({ t: 'rect', box: panel, paint: solid(color) });
    photo(d, pic, { shape: 'rect' });
    return panel;
  }
  const ph = Math.round(H * (d.cls === 'tall' ? 0.42 : 0.48));
  d.layers.push({ t: 'rect', box: { x: 0, y: ph, w: W, h: H - ph }, paint: solid(color) });
  photo(d, { x: 0, y: 0, w: W, h: ph }, { shape: 'rect' });
  // heads shown whole at the foot of the picture push the copy down, never onto them
  const below = Math.max(ph, ...headBoxes(d, from).map((h) => h.y + h.h + d.margin * 0.4));
  return { x: 0, y: below, w: W, h: H - below };
}
