// Building blocks shared by the layout families: backdrops, art panels, photos, logos, strip rows.
import { BLACK, fromHsl, luminance, mix, parseHex, RGB, toHsl, WHITE } from '../color/color';
import { Box, Layer, Paint } from '../render/scene';
import { icon, scene } from '../imagery/compose';
import { shouldContain } from '../photo/crop';
import { containBox } from '../render/draw';
import { devicePhoto } from '../photo/device-frame';
import { atLeastMinimum } from './logo-size';
import { BRAND_FLOOR } from './advertiser';
import { stripButton, stripButtonWidth } from './strip-button';
import { moveIntoZone, overlaps } from '../furniture/slot';
import { profileCorner } from '../furniture/cover-zone';
import { addBlock, DesignContext, fitBlock, inset, items, Role } from './context';
import type { FittedItem } from '../text/fit';

export const solid = (color: RGB, alpha?: number): Paint => ({ type: 'solid', color, alpha });

export function full(d: DesignContext): Box {
  return { x: 0, y: 0, w: d.W, h: d.H };
}

/** Background of a box in the variant's backdrop style. */
export function backdrop(
  d: DesignContext,
  box: Box = full(d),
  base: RGB = d.pal.bg,
  style = d.backdrop,
  quiet?: 'bottom' | 'left',
): void {
  const p = d.pal;
  const L = d.layers;
  const big = Math.max(box.w, box.h);
  const small = Math.min(box.w, box.h);
  const toward = d.pal.darkBg ? mix(base, p.primary, 0.45) : mix(base, p.primary, 0.22);
  const flip = d.rng() < 0.5;
  switch (style) {
    case 'gradient':
      L.push({
        t: 'rect',
        box,
        paint: {
          type: 'linear',
          x0: box.x + (flip ? box.w : 0),
          y0: box.y,
          x1: box.x + (flip ? 0 : box.w),
          y1: box.y + box.h,
          stops: [
            [0, base],
            [1, toward],
          ],
        },
      });
      return;
    case 'mesh': {
      // Soft colour blobs kept to the corners away from `quiet` (where the text goes).
      L.push({ t: 'rect', box, paint: solid(base) });
      const blobs: Layer[] = [];
      L.push({ t: 'group', clip: box, layers: blobs, cache: true });
      // vivid blobs only: a near-black or washed-out palette colour would just muddy the ground
      const vivid = [p.primary, p.accent, p.secondary].filter((c) => {
        const { s: sat, l } = toHsl(c);
        return sat > 0.3 && l > 0.28 && l < 0.8;
      });
      const ph = toHsl(p.primary);
      // neighbouring hues fill in, except for a brand: its own tints and shades (color/palette-discipline.ts)
      while (vivid.length < 3)
        vivid.push(
          p.brand
            ? mix(p.primary, vivid.length % 2 ? WHITE : BLACK, 0.3)
            : fromHsl({ h: ph.h + (vivid.length % 2 ? -45 : 45), s: 0.75, l: 0.55 }),
        );
      const colors = vivid;
      const spots: [number, number][] =
        quiet === 'bottom'
          ? [
              [0.05, 0],
              [0.95, 0.12],
              [0.55, -0.12],
            ]
          : quiet === 'left'
            ? [
                [1, 0],
                [1, 1],
                [0.85, 0.5],
              ]
            : [
                [0, 0],
                [1, 1],
                [flip ? 1 : 0, flip ? 0 : 1],
              ];
      const r =
        quiet === 'bottom'
          ? Math.min(box.w * 0.55, box.h * 0.38)
          : quiet === 'left'
            ? Math.min(box.h * 0.6, box.w * 0.3)
            : big * 0.7;
      spots.forEach(([cx, cy], i) => {
        const c = colors[i];
        const x = box.x + cx * box.w;
        const y = box.y + cy * box.h;
        blobs.push({
          t: 'ellipse',
          cx: x,
          cy: y,
          rx: r,
          ry: r,
          paint: {
            type: 'radial',
            cx: x,
            cy: y,
            r,
            stops: [
              [0, c, quiet ? 0.8 : 0.6],
              [1, c, 0],
            ],
          },
        });
      });
      return;
    }
    case 'shapes': {
      L.push({ t: 'rect', box, paint: solid(base) });
      const r = small * 0.62;
      const cx = box.x + (flip ? box.w * 0.95 : box.w * 0.05);
      L.push({
        t: 'ellipse',
        cx,
        cy: box.y + box.h * 0.08,
        rx: r,
        ry: r,
        paint: solid(mix(base, p.primary, d.pal.darkBg ? 0.35 : 0.16)),
      });
      const r2 = small * 0.18;
      L.push({
        t: 'ellipse',
        cx: box.x + (flip ? 0 : box.w),
        cy: box.y + box.h,
        rx: r2,
        ry: r2,
        paint: solid(mix(base, p.accent, d.pal.darkBg ? 0.4 : 0.25)),
      });
      return;
    }
    case 'dots':
    case 'lines':
    case 'waves': {
      L.push({ t: 'rect', box, paint: solid(base) });
      const ink = d.pal.darkBg ? WHITE : BLACK;
      const spacing = style === 'dots' ? Math.max(8, d.unit * 0.04) : Math.max(8, d.unit * 0.05);
      const size = style === 'dots' ? Math.max(0.8, d.unit * 0.0035) : Math.max(1, d.unit * 0.0022);
      L.push({
        t: 'group',
        clip: box,
        cache: true,
        layers: [{ t: 'pattern', box, kind: style, color: ink, alpha: 0.12, spacing, size }],
      });
      return;
    }
    default:
      L.push({ t: 'rect', box, paint: solid(base) });
  }
}

/**
 * A plain field of the palette where a picture would go when the request has neither a photo nor a
 * built-in illustration: a colour block with one diagonal, never a shape that pretends to be a picture.
 */
export function artPanel(d: DesignContext, box: Box, a: RGB, b: RGB, radius = 0): void {
  const L: Layer[] = [];
  d.layers.push({ t: 'group', clip: box, radius, layers: L });
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
        [0, a],
        [1, mix(a, b, 0.35)],
      ],
    },
  });
  L.push({
    t: 'poly',
    pts: [
      [box.x, box.y + box.h],
      [box.x + box.w, box.y + box.h * 0.55],
      [box.x + box.w, box.y + box.h],
    ],
    paint: solid(b, 0.85),
  });
}

export function duo(d: DesignContext): [RGB, RGB] {
  return [mix(d.pal.ink, d.pal.primary, 0.35), mix(d.pal.primary, WHITE, 0.55)];
}

/** The photo in a box, shaped by the frame style (or `shape`). Returns false when there is no photo. */
export function photo(
  d: DesignContext,
  box: Box,
  opts: {
    shape?: 'rect' | 'circle' | 'arch';
    radius?: number;
    fit?: 'cover' | 'contain';
    shadow?: boolean;
    anchor?: 'center' | 'bottom';
  } = {},
): boolean {
  if (!d.photo) return false;
  let b = box;
  let shape = opts.shape ?? 'rect';
  let radius = opts.radius ?? 0;
  if (!opts.shape) {
    const s = Math.min(box.w, box.h);
    if (d.frame === 'circle') {
      const c = s * 0.92;
      b = { x: box.x + (box.w - c) / 2, y: box.y + (box.h - c) / 2, w: c, h: c };
      shape = 'circle';
    } else if (d.frame === 'rounded') {
      b = inset(box, s * 0.04);
      radius = s * 0.06;
    } else if (d.frame === 'inset' || d.frame === 'polaroid') {
      // a mat around the print: brand tint for inset, white with a drop shadow for polaroid
      const mat = inset(box, s * 0.05);
      const pad = s * 0.035;
      const polaroid = d.frame === 'polaroid';
      d.layers.push({
        t: 'rect',
        box: mat,
        paint: solid(polaroid ? WHITE : d.pal.surface),
        shadow: polaroid ? { blur: d.unit * 0.03, dy: d.unit * 0.01, alpha: 0.3 } : undefined,
      });
      b = { x: mat.x + pad, y: mat.y + pad, w: mat.w - 2 * pad, h: mat.h - pad * (polaroid ? 3.2 : 2) };
    }
  }
  if (d.screenshot) return devicePhoto(d, box);
  let fit = opts.fit ?? (d.photo.crop ? 'cover' : 'contain');
  // a crop that would cut a head or keep a sliver of the photo: the whole photo instead (photo/crop.ts)
  if (fit === 'cover' && !opts.fit && !d.photo.cutout && shouldContain(d.photo, b.w, b.h)) {
    fit = 'contain';
    if (shape !== 'rect') {
      // a circle or arch cannot hold the whole photo: a rounded print of it, as large as fits
      const c = d.photo.content;
      b = containBox({ x: 0, y: 0, w: c.width, h: c.height }, b, 'center');
      shape = 'rect';
      radius = Math.min(b.w, b.h) * 0.05;
      d.layers.push({
        t: 'image',
        media: d.photo,
        box: b,
        fit: 'cover',
        shape,
        radius,
        treatment: d.imageStyle,
        duo: duo(d),
        shadow: { blur: d.unit * 0.03, dy: d.unit * 0.01, alpha: 0.3 },
      });
      return true;
    }
  }
  if (fit === 'contain' && !d.photo.cutout && !opts.fit) {
    // the whole photo over a blurred cover crop of itself, never a faded copy or empty bars
    d.layers.push({
      t: 'image',
      media: d.photo,
      box: b,
      fit: 'cover',
      shape,
      radius,
      treatment: d.imageStyle,
      duo: duo(d),
      blurred: true,
    });
    d.layers.push({ t: 'rect', box: b, paint: solid(BLACK, 0.12), radius });
  }
  d.layers.push({
    t: 'image',
    media: d.photo,
    box: b,
    fit,
    shape,
    radius,
    treatment: d.imageStyle,
    duo: duo(d),
    shadow: opts.shadow ? { blur: d.unit * 0.03, dy: d.unit * 0.01, alpha: 0.3 } : undefined,
    anchor: opts.anchor,
  });
  return true;
}

/** The photo as the hero of a box: a cut-out stands on the box's floor with a soft shadow; a photo fills it. */
export function hero(d: DesignContext, box: Box): boolean {
  if (!d.photo) return false;
  if (!d.photo.cutout) return photo(d, box, { shape: 'rect' });
  const s = Math.min(box.w, box.h);
  const cx = box.x + box.w / 2;
  const floor = box.y + box.h * 0.97;
  d.layers.push({
    t: 'ellipse',
    cx,
    cy: floor,
    rx: s * 0.3,
    ry: s * 0.04,
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
  return photo(
    d,
    { x: box.x, y: box.y, w: box.w, h: box.h * 0.97 },
    { fit: 'contain', anchor: 'bottom', shape: 'rect' },
  );
}

/** The logo contained in a box; false when there is none. */
export function logo(d: DesignContext, box: Box, anchor: 'start' | 'center' | 'end' = 'start'): boolean {
  if (!d.logo) return false;
  // the outline style rings the mark in a colour that sets it off: white round a dark logo, ink round a light one
  const mark = parseHex(d.logo.averageColor) ?? BLACK;
  const outline = luminance(mark) > 0.45 ? d.pal.ink : WHITE;
  const aspect = d.logo.content.width / Math.max(1, d.logo.content.height);
  // out of a story's interface areas, like the text (furniture/zones.ts)
  const zoned = moveIntoZone(box, d.textZone);
  d.layers.push({
    t: 'logo',
    media: d.logo,
    box: outOfCorner(atLeastMinimum(zoned, aspect, d.W, d.H, d.margin, anchor), d),
    style: d.logoStyle,
    outline,
    anchor,
  });
  return true;
}

/** A cover's logo lifted above the corner its profile picture covers (furniture/cover-zone.ts). */
function outOfCorner(box: Box, d: DesignContext): Box {
  const corner = profileCorner(d.W, d.H, false);
  if (!corner || !overlaps(box, corner)) return box;
  const y = corner.y - d.margin * 0.5 - box.h;
  return y >= d.margin ? { ...box, y } : { ...box, x: corner.x + corner.w + d.margin * 0.5 };
}

/** Logo height for a format. */
export function logoHeight(d: DesignContext): number {
  const s = Math.min(d.W, d.H);
  return Math.max(14, Math.round(d.cls === 'tall' ? d.W * 0.12 : s * 0.085 * (d.focus === 'brand' ? 1.4 : 1)));
}

/** The roles that go into a main text stack (brand wordmark only when there is no logo). */
export function mainRoles(d: DesignContext, without: Role[] = []): Role[] {
  const roles: Role[] = ['brand', 'title', 'subtitle', 'offer', 'body', 'bullets', 'cta'];
  return roles.filter((r) => !without.includes(r) && !(r === 'brand' && d.logo));
}

export function titleMax(d: DesignContext, k = 1): number {
  const focus = d.focus === 'text' ? 1.2 : d.focus === 'image' ? 0.85 : 1;
  return d.unit * 0.1 * k * focus;
}

/** A thin border inside the safe margin when the frame style asks for one. */
export function borderFrame(d: DesignContext, color: RGB): void {
  if (d.frame !== 'border') return;
  const m = d.margin * 0.45;
  d.layers.push({
    t: 'rect',
    box: inset(full(d), m),
    paint: solid(color, 0),
    noFill: true,
    stroke: { color, width: Math.max(1, d.unit * 0.004), alpha: 0.9 },
  });
}

export interface StripOptions {
  /** Left visual: the photo, a slanted colour block, a framed piece of art (the photo when there is one), or nothing. */
  visual: 'photo' | 'color' | 'art' | 'none';
  /** How the offer shows: in a pill, in a starburst badge, as accent text, or inside the colour block. */
  offer?: 'pill' | 'burst' | 'text' | 'block';
  /** Offer at the left end (after the visual) instead of next to the call to action. */
  offerLeft?: boolean;
  /** Colour block behind the call to action, with a slanted edge. */
  ctaBlock?: RGB;
  /** Square-cornered button (else a pill). */
  squareButton?: boolean;
  /** Text centred in its space. */
  centered?: boolean;
}

/**
 * Ultra-wide strips (728x90, 320x50...): one row of logo, visual, text, offer and call to action.
 * Narrow-but-tall strips (320x100) stack the call to action under the headline instead.
 */
export function stripRow(d: DesignContext, o: StripOptions): void {
  // The headline is the strip: when the row's other parts leave it too little width to be set whole
  // at its floor (a hyphenated, cut "This week-end…" in 320x50), they give way one by one, lowest
  // priority first (offer, the built-in picture), and are reported as dropped. The call to action
  // gives way only for a headline that would otherwise be cut, and only when that saves it.
  const [layers, dropped, warnings] = [d.layers.length, d.dropped.length, d.warnings.length];
  const omit = new Set<StripPart>();
  let namedNow = false;
  const run = (): FittedItem | undefined => {
    d.layers.length = layers;
    d.dropped.length = dropped;
    d.warnings.length = warnings;
    // (the built-in picture is no block of the copy: it is not listed)
    for (const part of omit)
      if (part !== 'art' && part !== 'brand')
        d.dropped.push({ id: part, reason: 'no room beside the headline in a strip format' });
    const fit = stripRowWith(d, o, omit);
    namedNow = fit.named;
    return fit.title;
  };
  // The advertiser's name (layout/advertiser.ts) is a line above the headline only where it costs the
  // headline nothing: it is tried last, on the row the headline settled in.
  const named = present(d, 'brand', o);
  if (named) omit.add('brand');
  let title = run();
  const settle = (): void => {
    if (!named || !title) return;
    const before = title;
    omit.delete('brand');
    title = run();
    const kept = title && setWhole(title) === setWhole(before) && title.lines.length === before.lines.length;
    if (namedNow && title && kept && title.size >= before.size * 0.92) return;
    omit.add('brand');
    title = run();
  };
  for (const part of ['offer', 'art'] as const) {
    if (!title || setWhole(title)) return settle();
    if (!present(d, part, o)) continue;
    omit.add(part);
    title = run();
  }
  if (!title || setWhole(title) || legible(title) || !present(d, 'cta', o)) return settle();
  omit.add('cta');
  title = run();
  if (title && legible(title)) return settle();
  omit.delete('cta');
  title = run();
  settle();
}

type StripPart = 'offer' | 'art' | 'cta' | 'brand';

function present(d: DesignContext, part: StripPart, o: StripOptions): boolean {
  if (part === 'brand') return Boolean(d.content.brand) && !d.logo;
  if (part === 'art') return Boolean(d.imagery) && !d.photo && o.visual !== 'photo' && o.visual !== 'art';
  return Boolean(d.content[part]);
}

/** The headline is legible: at or above its floor, in its lines, nothing cut (hyphenated words allowed). */
function legible(f: FittedItem): boolean {
  return (
    !f.truncated &&
    !f.forced &&
    f.lines.length <= f.item.maxLines &&
    (f.item.floor === undefined || f.size >= f.item.floor - 0.01)
  );
}

/** The headline is set whole: legible and no word hyphenated. */
function setWhole(f: FittedItem): boolean {
  if (!legible(f)) return false;
  const text = f.item.texts.join(' ').replace(/\s+/g, ' ').trim();
  const lines = f.lines.map((l) => l.text.trim());
  return lines.join(' ') === text || lines.join('') === text.replace(/\s+/g, '');
}

function stripRowWith(d: DesignContext, o: StripOptions, omit: Set<StripPart>): { title?: FittedItem; named: boolean } {
  const { W, H } = d;
  const my = Math.max(4, Math.round(H * 0.12));
  const mx = Math.max(6, Math.round(H * 0.22));
  const p = d.pal;
  const column = W < 500 && H >= 80;
  let left = mx;
  let right = W - mx;
  // the built-in illustration, when this strip has no picture square of its own, goes first in the row
  let artToPlace = !omit.has('art') && present(d, 'art', o);
  const offer = d.content.offer && !omit.has('offer');
  const cta = d.content.cta && !omit.has('cta');
  if (o.visual === 'photo' && (d.photo || d.imagery)) {
    const vw = Math.min(W * 0.26, H * 1.6);
    if (!photo(d, { x: 0, y: 0, w: vw, h: H }, { shape: 'rect' }))
      scene(d, { x: 0, y: 0, w: vw, h: H }, { pattern: false, share: 0.82 });
    left = vw + mx;
  } else if (o.visual === 'art') {
    const vw = Math.min(W * 0.22, H * 1.5);
    const matBox = { x: my, y: my, w: vw, h: H - 2 * my };
    d.layers.push({ t: 'rect', box: matBox, paint: solid(WHITE) });
    const pad = Math.max(2, H * 0.06);
    const print = inset(matBox, pad);
    if (!photo(d, print, { shape: 'rect' }) && !scene(d, print, { pattern: false, share: 0.82 }))
      artPanel(d, print, p.primary, p.accent);
    left = my + vw + mx;
  } else if (o.visual === 'color') {
    const inBlock = o.offer === 'block' && offer;
    const vw = Math.min(W * (inBlock ? 0.3 : 0.2), H * (inBlock ? 2.6 : 1.5));
    d.layers.push({
      t: 'poly',
      pts: [
        [0, 0],
        [vw, 0],
        [vw - H * 0.35, H],
        [0, H],
      ],
      paint: solid(p.primary),
    });
    const inner = inBlock
      ? { x: my, y: my, w: vw - H * 0.35 * 0.6 - my, h: H - 2 * my }
      : { x: mx, y: my, w: vw - H * 0.35 - mx * 1.2, h: H - 2 * my };
    if (inBlock) {
      const f = fitBlock(d, inner, items(d, ['offer'], { titleMax: H * 0.42, minScale: 0.9, maxLines: { offer: 2 } }), {
        align: 'start',
        valign: 'middle',
        colors: { offer: [p.paper, p.ink] },
      });
      addBlock(d, f.block);
    } else if (d.logo) logo(d, { ...inner, y: my * 1.3, h: H - 2.6 * my }, 'start');
    else if (artToPlace && inner.w >= (H - 2 * my) * 0.6) {
      icon(d, { ...inner, y: my, h: H - 2 * my }, { share: 1 });
      artToPlace = false;
    }
    left = vw + mx * 0.6;
  }
  if (artToPlace) {
    const s = H - 2 * my;
    icon(d, { x: left, y: my, w: s, h: s }, { share: 1 });
    left += s + mx;
  }
  if (d.logo && !(o.visual === 'color' && o.offer !== 'block')) {
    const lh = Math.min(H - 2 * my, H * 0.6);
    const lw = Math.min(lh * 2.2, W * 0.15);
    logo(d, { x: left, y: (H - lh) / 2, w: lw, h: lh }, 'start');
    left += lw + mx;
  }
  if (o.offerLeft && o.offer === 'burst' && offer) {
    const r = H * 0.47;
    d.layers.push({
      t: 'burst',
      cx: left + r,
      cy: H / 2,
      r,
      spikes: 14,
      depth: 0.1,
      rotation: 0.2,
      paint: solid(p.accent),
    });
    const f = fitBlock(
      d,
      { x: left + r * 0.3, y: H / 2 - r * 0.6, w: r * 1.4, h: r * 1.2 },
      items(d, ['offer'], { titleMax: H * 0.26, minScale: 0.9, maxLines: { offer: 2 } }),
      { align: 'center', valign: 'middle', colors: { offer: [p.paper, p.ink] } },
    );
    addBlock(d, f.block);
    left += 2 * r + mx;
  } else if (o.offerLeft && offer) {
    const maxW = Math.min(W * 0.24, (W - left) * 0.3);
    const f = fitBlock(
      d,
      { x: left, y: my, w: maxW, h: H - 2 * my },
      items(d, ['offer'], { titleMax: H * 0.36, minScale: 0.9, maxLines: { offer: 2 } }),
      { align: 'start', valign: 'middle' },
    );
    const b = f.placed[0];
    if (b) {
      d.layers.push({
        t: 'rect',
        box: { x: b.box.x + b.box.w + mx * 0.6, y: my, w: Math.max(1, H * 0.02), h: H - 2 * my },
        paint: solid(p.darkBg ? p.paper : p.ink, 0.5),
      });
      addBlock(d, f.block);
      left = b.box.x + b.box.w + mx * 1.2;
    }
  }
  const button = { fill: o.ctaBlock ? (d.pal.darkBg ? p.paper : p.ink) : p.accent, radius: o.squareButton ? 2 : 999 };
  // call to action at the right (or under the headline in a narrow strip)
  if (!column && cta) {
    const btn = items(d, ['cta'], { titleMax: H * 0.2, minScale: 0.9, ratio: { cta: 1 }, maxLines: { cta: 1 } }).map(
      (i) => stripButton(i, H),
    );
    const bw = btn[0] ? stripButtonWidth(btn[0], W) : W * 0.3;
    const region = { x: right - bw, y: my, w: bw, h: H - 2 * my };
    const f = fitBlock(d, region, btn, { align: 'end', valign: 'middle', button });
    const b = f.placed[0];
    if (b) {
      if (o.ctaBlock) {
        const x0 = b.box.x - mx * 1.4;
        d.layers.push({
          t: 'poly',
          pts: [
            [x0 + H * 0.3, 0],
            [W, 0],
            [W, H],
            [x0, H],
          ],
          paint: solid(o.ctaBlock),
        });
      }
      addBlock(d, f.block);
      right = b.box.x - (o.ctaBlock ? mx * 1.8 : mx);
    }
  }
  if (offer && !o.offerLeft && o.offer !== 'block') {
    const style = o.offer ?? 'text';
    const maxW = Math.min(W * 0.24, (right - left) * 0.4);
    const offer = items(d, ['offer'], {
      titleMax: H * (style === 'burst' ? 0.26 : 0.36),
      minScale: 0.9,
      maxLines: { offer: style === 'burst' ? 2 : 1 },
    });
    const pillPad = style === 'pill' ? H * 0.14 : 0;
    const region =
      style === 'burst'
        ? { x: right - H * 0.9, y: H * 0.2, w: H * 0.8, h: H * 0.6 }
        : { x: right - maxW + pillPad, y: my + pillPad * 0.6, w: maxW - 2 * pillPad, h: H - 2 * my - pillPad * 1.2 };
    const f = fitBlock(d, region, offer, {
      align: style === 'burst' ? 'center' : 'end',
      valign: 'middle',
      colors: style === 'text' ? undefined : { offer: [p.paper, p.ink] },
    });
    const b = f.placed[0];
    if (b) {
      if (style === 'pill') {
        const pad = b.f.size * 0.55;
        d.layers.push({
          t: 'rect',
          box: { x: b.box.x - pad, y: b.box.y - pad * 0.45, w: b.box.w + 2 * pad, h: b.box.h + pad * 0.9 },
          paint: solid(p.accent),
          radius: 999,
        });
        right = b.box.x - pad - mx;
      } else if (style === 'burst') {
        d.layers.push({
          t: 'burst',
          cx: right - H * 0.5,
          cy: H / 2,
          r: H * 0.47,
          spikes: 14,
          depth: 0.1,
          rotation: 0.2,
          paint: solid(p.accent),
        });
        right = right - H * 1.0 - mx * 0.5;
      } else right = b.box.x - mx;
      addBlock(d, f.block);
    }
  }
  const shown: Role[] = column ? (cta ? ['title', 'cta'] : ['title']) : H >= 80 ? ['title', 'subtitle'] : ['title'];
  const roles: Role[] = present(d, 'brand', o) && !omit.has('brand') ? ['brand', ...shown] : shown;
  const text = items(d, roles, {
    titleMax: H * (column ? 0.24 : 0.34),
    minScale: 0.85,
    maxLines: { title: column ? 3 : 2, subtitle: 1, cta: 1, brand: 1 },
    ratio: { subtitle: 0.45, cta: 0.55, brand: 0.4 },
  }).map((i) => (i.id === 'brand' ? { ...i, minSize: Math.max(i.minSize, BRAND_FLOOR), gapBefore: 0 } : i));
  const region = { x: left, y: my, w: Math.max(10, right - left), h: H - 2 * my };
  const f = fitBlock(d, region, text, { align: o.centered ? 'center' : 'start', valign: 'middle', button });
  addBlock(d, f.block);
  for (const r of ['body', 'bullets'] as const)
    if (d.content[r]) d.dropped.push({ id: r, reason: 'no room in a strip format' });
  if (!shown.includes('subtitle') && d.content.subtitle)
    d.dropped.push({ id: 'subtitle', reason: 'no room in a strip format' });
  return {
    title: f.placed.find((x) => x.f.item.id === 'title')?.f,
    named: f.placed.some((x) => x.f.item.id === 'brand'),
  };
}
