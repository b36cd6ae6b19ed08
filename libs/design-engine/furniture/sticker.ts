// The offer as a sticker ("-30%", "2 for 1", "Free"): a scalloped seal of the accent colour, put
// after the layout where it covers no text, logo or furniture: on the picture's corner first (as a
// designer slaps a price sticker on a product shot), else in a free corner of the canvas. Left out
// where the family already sets the offer in a badge, where the copy already states it, in strips,
// and where no corner is free.
import { RGB, WHITE } from '../color/color';
import { addBlock, DesignContext } from '../layout/context';
import { Box, Layer } from '../render/scene';
import { placeBlock } from '../render/text';
import { labelsFor } from './labels';
import { stickerShownInCopy } from './repeats-copy';
import { overlaps, skip } from './slot';
import { profileCorner } from './cover-zone';
import { headBoxes } from '../layout/faces';
import { heroArtBox } from '../layout/hero';
import { setLines } from './text';

/** Boxes of everything the sticker must not cover: text, logos, the furniture piece. */
function obstacles(d: DesignContext, extra: Box[]): Box[] {
  const out: Box[] = [...extra];
  for (const l of d.layers) {
    if (l.t === 'text') for (const g of placeBlock(l.block, false)) out.push(g.box);
    else if (l.t === 'logo') out.push(l.box);
  }
  return out;
}

/** The largest picture drawn (a photo, or the illustration in colour), and whether it is the illustration itself. */
function picture(layers: Layer[]): { box: Box; art: boolean } | undefined {
  let best: { box: Box; art: boolean } | undefined;
  for (const l of layers) {
    const b =
      (l.t === 'image' && !l.blurred) || (l.t === 'art' && !l.tint)
        ? { box: l.box, art: l.t === 'art' }
        : l.t === 'group'
          ? picture(l.layers)
          : undefined;
    if (b && (!best || b.box.w * b.box.h > best.box.w * best.box.h)) best = b;
  }
  return best;
}

const same = (a: RGB, b: RGB): boolean => Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 24;

/** The solid colour of the topmost plain shape under a point (rects, discs, polygons by their bounds), if any. */
function groundAt(layers: Layer[], x: number, y: number): RGB | undefined {
  for (let i = layers.length - 1; i >= 0; i--) {
    const l = layers[i];
    if (l.t === 'text' || l.t === 'art' || l.t === 'pattern') continue;
    let inside = false;
    if (l.t === 'rect')
      inside = !l.noFill && x >= l.box.x && x <= l.box.x + l.box.w && y >= l.box.y && y <= l.box.y + l.box.h;
    else if (l.t === 'ellipse') inside = !l.noFill && ((x - l.cx) / l.rx) ** 2 + ((y - l.cy) / l.ry) ** 2 <= 1;
    else if (l.t === 'poly')
      inside =
        x >= Math.min(...l.pts.map((p) => p[0])) &&
        x <= Math.max(...l.pts.map((p) => p[0])) &&
        y >= Math.min(...l.pts.map((p) => p[1])) &&
        y <= Math.max(...l.pts.map((p) => p[1]));
    else if (l.t === 'image' || l.t === 'group' || l.t === 'logo' || l.t === 'burst') return undefined;
    if (!inside) continue;
    const paint = (l as { paint: { type: string; color?: RGB; alpha?: number } }).paint;
    return paint.type === 'solid' && paint.color && (paint.alpha ?? 1) > 0.5 ? paint.color : undefined;
  }
  return undefined;
}

export function drawSticker(d: DesignContext, taken: Box[]): Box | undefined {
  const s = d.furniture?.facts.sticker;
  if (!s || d.cls === 'ultraWide' || d.family === 'offerBadge' || Math.min(d.W, d.H) < 90) return undefined;
  const text = s.kind === 'free' ? (s.text ?? labelsFor(d.lang.id).free) : s.text;
  if (!text) return undefined;
  if (stickerShownInCopy(d, text)) {
    skip(d, { kind: 'sticker', reason: 'the copy already states the offer' });
    return undefined;
  }
  const m = d.margin;
  const r = Math.max(36, Math.min(130, Math.min(d.W, d.H) * 0.1));
  const zone = d.textZone ?? { x: 0, y: 0, w: d.W, h: d.H };
  const lo = { x: Math.max(m, zone.x) + r, y: Math.max(m, zone.y) + r };
  const hi = { x: Math.min(d.W - m, zone.x + zone.w) - r, y: Math.min(d.H - m, zone.y + zone.h) - r };
  if (hi.x < lo.x || hi.y < lo.y) return undefined;
  const found = picture(d.layers);
  const pic = found?.box;
  const onPicture: [number, number][] = [];
  if (pic && !found.art && pic.w > r * 3 && pic.h > r * 3) {
    const k = r * 1.2;
    onPicture.push(
      [pic.x + pic.w - k, pic.y + k],
      [pic.x + k, pic.y + k],
      [pic.x + pic.w - k, pic.y + pic.h - k],
      [pic.x + k, pic.y + pic.h - k],
    );
  }
  const corners: [number, number][] = [
    [hi.x, lo.y],
    [hi.x, hi.y],
    [lo.x, lo.y],
    [lo.x, hi.y],
  ];
  // on a photo's or scene's corner first, else a free corner of the canvas; an illustration drawn
  // alone is the subject itself: the sticker never covers it
  const spots = [...onPicture, ...corners];
  // nor the subject of a scene, a face in a photo, or a cover's profile-picture corner
  const corner = profileCorner(d.W, d.H, false);
  const hero = heroArtBox(d.layers);
  const avoid = obstacles(d, [
    ...taken,
    ...(found?.art && pic ? [pic] : []),
    ...(hero ? [hero] : []),
    ...headBoxes(d),
    ...(corner ? [corner] : []),
  ]);
  for (const [sx, sy] of spots) {
    const cx = Math.max(lo.x, Math.min(hi.x, sx));
    const cy = Math.max(lo.y, Math.min(hi.y, sy));
    const box = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    if (avoid.some((o) => overlaps(box, o, r * 0.12))) continue;
    const p = d.pal;
    // the accent, unless the sticker would sit on a shape of the accent (a colour block's stripe, a disc)
    const under = groundAt(d.layers, cx, cy);
    const fill = under && same(under, p.accent) ? (same(under, p.primary) ? p.ink : p.primary) : p.accent;
    const inner = r * 1.22;
    const set = setLines(
      d,
      { x: cx - inner / 2, y: cy - inner / 2, w: inner, h: inner },
      [
        {
          id: 'furniture-sticker',
          text,
          role: 'heading',
          size: r * 0.56,
          weight: 800,
          keepCase: true,
          ltr: !/[\u0600-\u06ff]/.test(text),
          maxLines: 2,
          shrink: 0.5,
        },
      ],
      { 'furniture-sticker': [p.paper, WHITE, p.ink] },
      'center',
      'middle',
      fill,
    );
    if (!set) return undefined;
    d.layers.push({
      t: 'burst',
      cx,
      cy,
      r,
      spikes: 26,
      depth: 0.06,
      rotation: 0.1,
      paint: { type: 'solid', color: fill },
    });
    d.layers.push({
      t: 'ellipse',
      cx,
      cy,
      rx: r * 0.8,
      ry: r * 0.8,
      paint: { type: 'solid', color: p.paper, alpha: 0 },
      noFill: true,
      stroke: { color: p.paper, width: Math.max(1, r * 0.035), alpha: 0.75 },
    });
    addBlock(d, set.block);
    return box;
  }
  skip(d, { kind: 'sticker', reason: 'no free corner for the offer sticker' });
  return undefined;
}
