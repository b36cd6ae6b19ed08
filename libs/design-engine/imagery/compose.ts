// Built-in illustrations composed as a designer would: the subject large on a shape of the palette
// with a soft shadow (a scene), a pattern made of the subject, small spot illustrations. Used by the
// layout families where a photo would go when the request has none.
import { BLACK, luminance, mix, RGB, WHITE } from '../color/color';
import type { DesignContext } from '../layout/context';
import { Box, Layer } from '../render/scene';
import { iconTone } from './rasterise';

/** Below this tone an icon is near black (paw prints, notes, a graduation cap): it gets a light plate. */
const DARK_ICON = 0.25;

export function hasArt(d: DesignContext): boolean {
  return Boolean(d.imagery) && !d.photo;
}

/** A tint of the palette that an illustration reads on: light grounds get a pale tint, dark ones a deep one. */
export function sceneGround(d: DesignContext, base: RGB = d.pal.bg): RGB {
  return d.pal.darkBg ? mix(base, d.pal.primary, 0.4) : mix(base, d.pal.primary, 0.2);
}

/** The subject contained in a square centred in `box` (size: share of the box's short side). */
export function icon(
  d: DesignContext,
  box: Box,
  opts: { icon?: string; share?: number; shadow?: boolean; rotation?: number; dy?: number } = {},
): Box | undefined {
  const name = opts.icon ?? d.imagery?.icon;
  if (!name) return undefined;
  const s = Math.min(box.w, box.h) * (opts.share ?? 1);
  const b = { x: box.x + (box.w - s) / 2, y: box.y + (box.h - s) / 2 + (opts.dy ?? 0) * s, w: s, h: s };
  // a near-black icon vanishes on a dark ground or a dark disc (black paw prints on deep purple): it
  // stands on a light plate of its own, which reads as a badge on a light ground
  if ((iconTone(name) ?? 1) < DARK_ICON)
    d.layers.push({
      t: 'ellipse',
      cx: b.x + s / 2,
      cy: b.y + s / 2,
      rx: s * 0.56,
      ry: s * 0.56,
      paint: solid(mix(WHITE, d.pal.primary, 0.06), 0.94),
    });
  d.layers.push({
    t: 'art',
    icon: name,
    box: b,
    rotation: opts.rotation ?? 0,
    shadow: opts.shadow === false ? undefined : { blur: s * 0.08, dy: s * 0.04, alpha: 0.22 },
  });
  return b;
}

/** A repeat of the subject (and the other things named) in one colour, quiet enough to set type near. */
export function motifPattern(
  d: DesignContext,
  box: Box,
  opts: { color?: RGB; alpha?: number; cell?: number } = {},
): void {
  const motifs = d.imagery?.motifs.length ? d.imagery.motifs : d.imagery ? [d.imagery.icon] : [];
  if (!motifs.length) return;
  const cell = Math.max(14, opts.cell ?? d.unit * 0.11);
  const color = opts.color ?? (luminance(d.pal.bg) < 0.35 ? WHITE : mix(d.pal.bg, BLACK, 0.5));
  const L: Layer[] = [];
  let k = 0;
  for (let y = box.y - cell * 0.3, row = 0; y < box.y + box.h; y += cell, row++) {
    for (let x = box.x - cell * 0.3 + (row % 2 ? cell / 2 : 0); x < box.x + box.w; x += cell, k++) {
      const s = cell * 0.46;
      L.push({
        t: 'art',
        icon: motifs[k % motifs.length],
        box: { x: x + (cell - s) / 2, y: y + (cell - s) / 2, w: s, h: s },
        rotation: (k % 2 ? -1 : 1) * 0.26,
        tint: color,
        alpha: opts.alpha ?? 0.1,
      });
    }
  }
  d.layers.push({ t: 'group', clip: box, layers: L, cache: true });
}

/**
 * The scene where a photo would be: a tinted ground with the subject repeated faintly, a disc of a
 * lighter tint, the subject large on it with a soft shadow, and one or two smaller things the text
 * names beside it. False when the request has no illustration (the caller goes typographic).
 */
export function scene(
  d: DesignContext,
  box: Box,
  opts: { radius?: number; ground?: RGB; pattern?: boolean; share?: number } = {},
): boolean {
  if (!d.imagery) return false;
  const p = d.pal;
  const ground = opts.ground ?? sceneGround(d);
  const L: Layer[] = [];
  const inner: DesignContext = { ...d, layers: L };
  L.push({
    t: 'rect',
    box,
    paint: {
      type: 'linear',
      x0: box.x,
      y0: box.y,
      x1: box.x + box.w,
      y1: box.y + box.h,
      stops: [
        [0, mix(ground, WHITE, p.darkBg ? 0.05 : 0.25)],
        [1, ground],
      ],
    },
  });
  if (opts.pattern !== false)
    motifPattern(inner, box, {
      color: mix(ground, p.darkBg ? WHITE : p.primary, 0.5),
      alpha: 0.16,
      cell: Math.max(Math.min(box.w, box.h) * 0.2, d.unit * 0.07),
    });
  const s = Math.min(box.w, box.h);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const disc = mix(ground, p.darkBg ? p.secondary : WHITE, p.darkBg ? 0.35 : 0.55);
  L.push({ t: 'ellipse', cx, cy, rx: s * 0.4, ry: s * 0.4, paint: solid(disc) });
  icon(inner, box, { share: opts.share ?? 0.58, dy: -0.02 });
  const spots = (d.imagery.motifs ?? []).filter((m) => m !== d.imagery?.icon).slice(0, 2);
  spots.forEach((m, i) =>
    icon(
      inner,
      { x: cx + (i ? -1 : 1) * s * 0.3 - s * 0.1, y: cy + (i ? -1 : 1) * s * 0.26 - s * 0.1, w: s * 0.2, h: s * 0.2 },
      { icon: m, rotation: i ? -0.2 : 0.2 },
    ),
  );
  d.layers.push({ t: 'group', clip: box, radius: opts.radius, layers: L });
  return true;
}

/** The subject standing on a coloured stage (a product shot without a product photo). */
export function stage(d: DesignContext, cx: number, cy: number, s: number): void {
  const floor = cy + s * 0.36;
  d.layers.push({
    t: 'ellipse',
    cx,
    cy: floor,
    rx: s * 0.3,
    ry: s * 0.045,
    paint: {
      type: 'radial',
      cx,
      cy: floor,
      r: s * 0.3,
      stops: [
        [0, BLACK, 0.3],
        [1, BLACK, 0],
      ],
    },
  });
  icon(d, { x: cx - s * 0.5, y: cy - s * 0.5, w: s, h: s }, { share: 0.66, dy: -0.04 });
}

const solid = (color: RGB, alpha?: number): { type: 'solid'; color: RGB; alpha?: number } => ({
  type: 'solid',
  color,
  alpha,
});
