// The layout families. Each builds one variant's layers for any aspect class, in left-to-right
// coordinates; content that does not fit is dropped by the text fitter (lowest priority first).
import { LayoutFamilyId } from '../catalog/options';
import { BLACK, mix, RGB, WHITE } from '../color/color';
import { Box } from '../render/scene';
import { addBlock, addBlocks, DesignContext, fitBlock, fitMain, inset, items, minSize, Role } from './context';
import { hasArt, icon, scene, stage as artStage } from '../imagery/compose';
import {
  artPanel,
  backdrop,
  borderFrame,
  full,
  hero,
  logo,
  logoHeight,
  mainRoles,
  photo,
  solid,
  stripRow,
  titleMax,
} from './parts';
import { photoGround } from './photo-ground';
import { shouldContain } from '../photo/crop';
import type { PreparedMedia } from '../media/types';
import { clearOfHeads, headBoxes, intersects, photoBesidePanel, roomy } from './faces';
import { burstBelow, heroArtBox } from './hero';
import { isAdColumn } from './column-spread';
import { copyStart } from '../furniture/cover-zone';
import { columnPicture } from './column-picture';

type Family = (d: DesignContext) => void;

/**
 * The headline's ceiling (times `titleMax`) when a layout has no photo and no picture: the words are
 * all there is to see, so a short headline grows into the room a picture would have taken.
 */
const BARE_TITLE = 1.6;

type FaceMode = 'clear' | 'panel' | 'side';

/**
 * A family that sets copy over a photo, run first in the part of the photo its faces leave free
 * (`clear`); when that costs the call to action, offer or subtitle, run again with the photo above a
 * panel (`panel`), then beside one (`side`), and the first (else the one that keeps most) is kept.
 * The layout returns whether faces changed where its copy goes.
 */
function faceAware(layout: (d: DesignContext, mode: FaceMode) => boolean): Family {
  return (d) => {
    const [layers, dropped, warnings] = [d.layers.length, d.dropped.length, d.warnings.length];
    const lost = (): number =>
      d.dropped.slice(dropped).filter((x) => x.id === 'cta' || x.id === 'offer' || x.id === 'subtitle').length;
    const reset = (): void => {
      d.layers.length = layers;
      d.dropped.length = dropped;
      d.warnings.length = warnings;
    };
    if (!layout(d, 'clear') || lost() === 0) return;
    const tried: [FaceMode, number][] = [['clear', lost()]];
    for (const mode of ['panel', 'side'] as const) {
      if (mode === 'side' && (d.cls === 'wide' || d.cls === 'tall')) continue; // wide panels are already beside; tall columns too narrow
      reset();
      layout(d, mode);
      if (lost() === 0) return;
      tried.push([mode, lost()]);
    }
    const best = tried.reduce((a, b) => (b[1] < a[1] ? b : a));
    if (best[0] === tried[tried.length - 1][0]) return;
    reset();
    layout(d, best[0]);
  };
}

/** Logo at the top of a region; returns the region below it. */
function logoTop(d: DesignContext, region: Box, anchor: 'start' | 'center' | 'end' = 'start'): Box {
  if (!d.logo) return region;
  const h = Math.min(logoHeight(d), region.h * 0.18);
  logo(d, { x: region.x, y: region.y, w: region.w * (anchor === 'center' ? 1 : 0.5), h }, anchor);
  const gap = h * 0.6;
  return { x: region.x, y: region.y + h + gap, w: region.w, h: region.h - h - gap };
}

function textOn(d: DesignContext, bg: RGB): Partial<Record<Role, RGB[]>> {
  const p = d.pal;
  const dark = (0.2126 * bg.r + 0.7152 * bg.g + 0.0722 * bg.b) / 255 < 0.5;
  const main = dark ? p.paper : p.ink;
  return {
    brand: [main],
    title: [main],
    subtitle: [dark ? mix(p.paper, p.secondary, 0.3) : p.primary, main],
    offer: [p.accent, dark ? p.secondary : p.primary, main],
    body: [main],
    bullets: [main],
    cta: [p.paper, p.ink],
  };
}

/** 1. Split: photo (or an art panel) on one side, text on a colour panel on the other. */
const split: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  if (cls === 'ultraWide') {
    backdrop(d, full(d), p.bg, 'solid');
    stripRow(d, { visual: d.photo ? 'photo' : 'color', offer: 'pill' });
    return;
  }
  const imageShare = d.focus === 'image' ? 0.58 : d.focus === 'text' ? 0.4 : 0.5;
  const horizontal = cls === 'wide' || (cls === 'square' && d.rng() < 0.5);
  let media: Box;
  let text: Box;
  if (horizontal) {
    const iw = Math.round(W * imageShare);
    media = { x: 0, y: 0, w: iw, h: H };
    text = { x: iw + m, y: m, w: W - iw - 2 * m, h: H - 2 * m };
  } else {
    const textFor = (ih: number): Box => ({ x: m, y: ih + m * 0.9, w: W - 2 * m, h: H - ih - 1.9 * m });
    // in an ad column the picture takes what the short copy leaves (column-picture.ts)
    const ih = Math.round(
      columnPicture(d, H * (cls === 'tall' ? imageShare * 0.85 : imageShare), textFor, mainRoles(d), {
        titleMax: titleMax(d, 0.95),
      }),
    );
    media = { x: 0, y: 0, w: W, h: ih };
    text = textFor(ih);
  }
  backdrop(d, full(d), p.bg, d.backdrop === 'mesh' ? 'gradient' : d.backdrop);
  if (!photo(d, media) && !scene(d, media)) artPanel(d, media, p.primary, p.accent);
  const region = logoTop(d, text);
  const f = fitMain(
    d,
    region,
    mainRoles(d),
    { titleMax: titleMax(d, horizontal ? 0.9 : 0.95) },
    { align: 'start', valign: 'middle', colors: textOn(d, p.bg) },
  );
  const t = f.placed.find((x) => x.f.item.id === 'title');
  // the accent rule sits above the copy: above the brand or advertiser line when one heads it
  const head = f.placed.find((x) => x.f.item.id === 'brand' && t && x.box.y < t.box.y);
  if (t)
    d.layers.push({
      t: 'rect',
      box: {
        x: t.box.x,
        y: (head ?? t).box.y - t.f.size * 0.55,
        w: Math.max(12, t.f.size * 1.4),
        h: Math.max(2, t.f.size * 0.12),
      },
      paint: solid(p.accent),
    });
  addBlocks(d, f);
  borderFrame(d, p.darkBg ? p.paper : p.ink);
};

/** 2. Full-bleed photo with a scrim (or a rich colour mesh without a photo); type over it. */
const fullBleed = faceAware((d, mode) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  const shade = mix(p.ink, BLACK, 0.4);
  const cutout = d.photo?.cutout ? d.photo : undefined;
  const start = d.layers.length;
  if (d.photo && !cutout) {
    photo(d, full(d), { shape: 'rect' });
  } else {
    // a deep ground in the brand's hue, lit by colour away from the copy (plain when nothing is drawn on it)
    backdrop(
      d,
      full(d),
      mix(p.primary, BLACK, 0.62),
      hasArt(d) ? 'mesh' : 'gradient',
      cls === 'wide' || cls === 'ultraWide' ? 'left' : 'bottom',
    );
  }
  const heads = d.photo && !cutout ? headBoxes(d, start) : [];
  if (cls === 'ultraWide') {
    if (heads.length) {
      // a strip over faces would cover them: the photo takes its slot at the start of the row
      d.layers.length = start;
      backdrop(d, full(d), shade, 'solid');
      stripRow(d, { visual: 'photo', offer: 'pill' });
      return false;
    }
    if (d.photo) d.layers.push({ t: 'rect', box: full(d), paint: solid(shade, 0.55) });
    stripRow(d, { visual: 'none', offer: 'pill' });
    return false;
  }
  const wide = cls === 'wide';
  // the copy's part of the canvas: all of it, or what the faces leave free, or a panel beside the photo
  let area = full(d);
  let panel = false;
  if (heads.length) {
    const clear = clearOfHeads(d, heads);
    panel = mode !== 'clear' || !roomy(d, clear);
    area = panel ? photoBesidePanel(d, start, heads, shade, mode === 'side') : clear;
  }
  const narrowed = area.w < W || area.h < H;
  // a cut-out product or the built-in illustration stands above the copy (beside it in wide formats)
  const standing = Boolean(cutout) || hasArt(d);
  // with no photo and no picture the copy is the design: it takes the canvas, in the middle, larger
  // (set at the foot of a bare gradient it left an empty upper half); not in an ad column, where the
  // width caps the type and a stack from the top spreads its headline and button apart (column-spread.ts)
  const bare = !d.photo && !standing && !isAdColumn(d);
  const top = standing ? H * 0.5 : bare ? m : cls === 'tall' ? H * 0.4 : H * 0.36;
  // on a cover the copy starts right of the profile picture and runs further across (cover-zone.ts)
  const x0 = copyStart(d);
  let region: Box = wide
    ? { x: x0, y: m, w: bare ? W - m - x0 : W * (x0 > m ? 0.66 : 0.58) - (x0 - m), h: H - 2 * m }
    : { x: m, y: top, w: W - 2 * m, h: H - top - m };
  if (narrowed)
    region =
      wide && !panel && area.h >= H - 1
        ? { x: area.x + m, y: m, w: Math.min(W * 0.58, area.w - 2 * m), h: H - 2 * m }
        : inset(area, m);
  if (d.logo) {
    const lh = logoHeight(d);
    const at = narrowed
      ? { x: area.x + m, y: area.y + m, w: Math.min(W * 0.3, area.w - 2 * m), h: lh }
      : { x: m, y: m, w: W * 0.3, h: lh };
    logo(d, at, 'start');
    if (wide || narrowed || bare)
      region = {
        ...region,
        y: Math.max(region.y, at.y + lh * 1.5),
        h: region.y + region.h - Math.max(region.y, at.y + lh * 1.5),
      };
  }
  const atFoot = !narrowed || area.y + area.h >= H - 1;
  const light = {
    brand: [p.paper],
    title: [WHITE, p.paper],
    subtitle: [p.paper],
    offer: [mix(p.accent, WHITE, 0.15), p.secondary, WHITE],
    body: [p.paper],
    bullets: [p.paper],
    cta: [p.ink, WHITE],
  };
  const f = fitMain(
    d,
    region,
    mainRoles(d),
    { titleMax: titleMax(d, bare ? BARE_TITLE : 1.1) },
    {
      align: 'start',
      valign: wide || panel || !atFoot || bare ? 'middle' : 'bottom',
      colors: light,
      plate: shade,
      button: { fill: d.photo ? p.accent : p.paper, radius: 999 },
    },
  );
  if (standing && f.placed.length) {
    // a cut-out product stands beside (wide) or above the copy
    const topOfCopy = Math.min(...f.placed.map((x) => x.box.y));
    const right = Math.max(...f.placed.map((x) => x.box.x + x.box.w));
    const box = wide
      ? { x: Math.max(right + m, W * 0.58), y: m, w: W - Math.max(right + m, W * 0.58) - m, h: H - 2 * m }
      : {
          x: m,
          y: m + (d.logo ? logoHeight(d) : 0),
          w: W - 2 * m,
          h: topOfCopy - m * 1.5 - (d.logo ? logoHeight(d) : 0),
        };
    if (!hero(d, box)) artStage(d, box.x + box.w / 2, box.y + box.h / 2, Math.min(box.w, box.h) * 1.2);
  } else if (d.photo && f.placed.length && narrowed && !panel) {
    // the scrim darkens the copy's part of the photo, from the faces' side out: the faces stay as shot
    const horizontal = area.h >= H - 1;
    const fromStart = horizontal ? area.x > 0 : area.y > 0;
    const [x0, y0, x1, y1] = horizontal
      ? fromStart
        ? [area.x, 0, W, 0]
        : [area.x + area.w, 0, 0, 0]
      : fromStart
        ? [0, area.y, 0, H]
        : [0, area.y + area.h, 0, 0];
    d.layers.push({
      t: 'rect',
      box: area,
      paint: {
        type: 'linear',
        x0,
        y0,
        x1,
        y1,
        stops: [
          [0, shade, 0.45],
          [0.35, shade, 0.75],
          [1, shade, 0.9],
        ],
      },
    });
  } else if (d.photo && f.placed.length && !panel) {
    // The scrim darkens from just above the copy to the edge it sits on.
    if (wide) {
      const right = Math.max(...f.placed.map((x) => x.box.x + x.box.w));
      d.layers.push({
        t: 'rect',
        box: full(d),
        paint: {
          type: 'linear',
          x0: 0,
          y0: 0,
          x1: Math.min(W, right + W * 0.25),
          y1: 0,
          stops: [
            [0, shade, 0.88],
            [0.7, shade, 0.7],
            [1, shade, 0],
          ],
        },
      });
    } else {
      const y0 = Math.max(0, f.placed[0].box.y - H * 0.22);
      d.layers.push({
        t: 'rect',
        box: full(d),
        paint: {
          type: 'linear',
          x0: 0,
          y0,
          x1: 0,
          y1: H,
          stops: [
            [0, shade, 0],
            [Math.min(0.9, (H * 0.22) / (H - y0)), shade, 0.72],
            [1, shade, 0.9],
          ],
        },
      });
    }
  }
  addBlocks(d, f);
  borderFrame(d, WHITE);
  return narrowed;
});

/** 3. Centred typographic: the words are the design, framed by fine rules. */
const centered = faceAware((d, mode) => {
  const { margin: m, cls } = d;
  const p = d.pal;
  const cutout = Boolean(d.photo?.cutout) || hasArt(d);
  const start = d.layers.length;
  // a photo ground is darkened by a scrim, never faded into a pale texture
  const ground = d.photo && !cutout ? photoGround(d) : p.bg;
  if (!(d.photo && !cutout)) backdrop(d, full(d), p.bg, d.backdrop);
  const line = ground === p.bg ? (p.darkBg ? p.paper : p.ink) : WHITE;
  // the copy goes where it covers no face: beside the heads, or on a panel next to the photo
  const heads = ground === p.bg ? [] : headBoxes(d, start);
  if (cls === 'ultraWide') {
    if (heads.length) {
      d.layers.length = start;
      backdrop(d, full(d), ground, 'solid');
    }
    stripRow(d, { visual: heads.length ? 'photo' : 'none', centered: true, offer: 'text', squareButton: true });
    return false;
  }
  let area = full(d);
  if (heads.length) {
    const clear = clearOfHeads(d, heads);
    area = mode === 'clear' && roomy(d, clear) ? clear : photoBesidePanel(d, start, heads, ground, mode === 'side');
  }
  const fr = inset(full(d), m * 0.5);
  d.layers.push({
    t: 'rect',
    box: fr,
    paint: solid(line, 0),
    noFill: true,
    stroke: { color: line, width: Math.max(1, d.unit * 0.003), alpha: 0.55 },
  });
  let region = inset(area, m * 1.4, m * 1.3);
  // on a cover the words and the pedestal stay right of the profile picture (cover-zone.ts)
  const x0 = copyStart(d);
  if (x0 > region.x) region = { ...region, x: x0, w: region.x + region.w - x0 };
  if (d.logo) {
    const lh = logoHeight(d);
    logo(d, { x: region.x, y: region.y, w: region.w, h: lh }, 'center');
    region = { ...region, y: region.y + lh * 1.5, h: region.h - lh * 1.5 };
  }
  if (cutout) {
    // the product on a pedestal of colour above the copy (beside it in wide formats)
    if (cls === 'wide') {
      const pw = region.w * 0.36;
      d.layers.push({
        t: 'ellipse',
        cx: region.x + pw / 2,
        cy: region.y + region.h / 2,
        rx: Math.min(pw, region.h) * 0.5,
        ry: Math.min(pw, region.h) * 0.5,
        paint: solid(mix(p.bg, p.primary, p.darkBg ? 0.3 : 0.18)),
      });
      if (!hero(d, { x: region.x, y: region.y, w: pw, h: region.h }))
        icon(d, { x: region.x, y: region.y, w: pw, h: region.h }, { share: 0.7 });
      region = { ...region, x: region.x + pw + m, w: region.w - pw - m };
    } else {
      const ph = region.h * 0.4;
      d.layers.push({
        t: 'ellipse',
        cx: region.x + region.w / 2,
        cy: region.y + ph / 2,
        rx: ph * 0.5,
        ry: ph * 0.5,
        paint: solid(mix(p.bg, p.primary, p.darkBg ? 0.3 : 0.18)),
      });
      if (!hero(d, { x: region.x, y: region.y, w: region.w, h: ph }))
        icon(d, { x: region.x, y: region.y, w: region.w, h: ph }, { share: 0.74 });
      region = { ...region, y: region.y + ph + m * 0.5, h: region.h - ph - m * 0.5 };
    }
  }
  const f = fitMain(
    d,
    region,
    mainRoles(d),
    { titleMax: titleMax(d, cls === 'wide' ? 1 : 1.15) },
    { align: 'center', valign: 'middle', colors: textOn(d, ground), plate: ground === p.bg ? undefined : ground },
  );
  const t = f.placed.find((x) => x.f.item.id === 'title');
  if (t) {
    const w = Math.max(16, t.f.size * 1.6);
    const y = t.box.y + t.box.h + t.f.size * 0.25;
    const next = f.placed[f.placed.indexOf(t) + 1];
    if (!next || next.box.y - y > t.f.size * 0.2)
      d.layers.push({
        t: 'rect',
        box: { x: region.x + region.w / 2 - w / 2, y, w, h: Math.max(2, t.f.size * 0.08) },
        paint: solid(p.accent),
      });
  }
  addBlocks(d, f);
  return heads.length > 0;
});

/** 4. Offer-led: a big badge carries the offer; the headline and call to action support it. */
const offerBadge: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  const hasOffer = Boolean(d.content.offer);
  if (cls === 'ultraWide') {
    backdrop(d, full(d), p.bg, d.backdrop);
    stripRow(d, { visual: d.photo ? 'photo' : 'none', offer: 'burst', offerLeft: true });
    return;
  }
  backdrop(d, full(d), p.bg, d.backdrop);
  let r: number;
  let cx: number;
  let cy: number;
  let text: Box;
  const pic = Boolean(d.photo) || hasArt(d);
  // a photo that a band across a square would show as a small print (a tall portrait) stands at the side
  const sideways =
    cls === 'wide' ||
    (cls === 'square' && Boolean(d.photo) && !d.photo?.cutout && shouldContain(d.photo as PreparedMedia, W, H * 0.46));
  if (sideways) {
    // a cover's copy starts right of the profile picture: the picture and the burst give it room
    const x0 = copyStart(d);
    const cover = x0 > m;
    const px = W * (cover ? 0.66 : 0.58);
    r = Math.min(H * (cover ? 0.3 : 0.36), W * 0.17);
    if (pic) {
      const from = d.layers.length;
      if (!photo(d, { x: px, y: 0, w: W - px, h: H })) scene(d, { x: px, y: 0, w: W - px, h: H });
      // on the picture's edge, moved towards the copy where it would reach into the subject
      const hero = heroArtBox(d.layers.slice(from));
      cx = hero ? Math.min(px, hero.x - r * 0.95) : px;
      cy = H / 2;
      text = { x: x0, y: m, w: cx - r - m * 0.5 - x0, h: H - 2 * m };
    } else {
      cx = W - m - r * 1.05;
      cy = H / 2;
      text = { x: x0, y: m, w: cx - r - m * 0.8 - x0, h: H - 2 * m };
    }
  } else {
    const topH = cls === 'square' ? H * 0.46 : H * 0.45;
    r = Math.min(W * (cls === 'tall' ? 0.36 : 0.25), topH * 0.5);
    const from = d.layers.length;
    if (pic && !photo(d, { x: 0, y: 0, w: W, h: topH })) scene(d, { x: 0, y: 0, w: W, h: topH });
    cx = W - m - r;
    cy = pic ? topH : m + r + logoHeight(d) * 0.2;
    if (cls === 'tall') {
      cx = W / 2;
      r = Math.min(r, W * 0.3);
    }
    // the burst straddles the picture's edge under the subject, never over it (layout/hero.ts)
    cy = burstBelow(cy, r, heroArtBox(d.layers.slice(from)));
    // the badge straddles the picture's edge below the faces, never on a chin (smaller, or lower)
    const faces = headBoxes(d, from).filter((h) => intersects(h, { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }));
    if (faces.length) {
      const clearBelow = Math.max(...faces.map((h) => h.y + h.h)) + m * 0.3;
      r = Math.max(r * 0.7, Math.min(r, cy + r * 0.5 - clearBelow));
      cy = Math.max(cy, clearBelow + r);
      if (cls !== 'tall') cx = W - m - r;
    }
    const top = Math.max(cy + r + m * 0.6, pic ? topH + m : 0);
    text = { x: m, y: top, w: W - 2 * m, h: H - top - m };
    // beside the badge (which straddles the picture's edge) rather than under it
    if (pic && cls !== 'tall') text = { x: m, y: topH + m * 0.8, w: cx - r * 1.1 - 1.5 * m, h: H - topH - 1.8 * m };
    if (!pic && cls !== 'tall')
      text = { x: m, y: m + logoHeight(d) * 1.4, w: W - 2 * m, h: H - 2 * m - logoHeight(d) * 1.4 };
  }
  const badgeRole: Role = hasOffer ? 'offer' : d.content.subtitle ? 'subtitle' : 'cta';
  d.layers.push({
    t: 'burst',
    cx,
    cy,
    r: r * 1.04,
    spikes: 18,
    depth: 0.08,
    rotation: d.rng(),
    paint: solid(p.accent),
  });
  const badgeText = items(d, [badgeRole], {
    titleMax: r * 0.6,
    maxLines: { offer: 3, subtitle: 3, cta: 2 },
    ratio: { offer: 1, subtitle: 0.6, cta: 0.6 },
  }).map((i) => ({ ...i, kind: 'text' as const, dropPriority: 0 }));
  const bf = fitBlock(d, { x: cx - r * 0.7, y: cy - r * 0.55, w: r * 1.4, h: r * 1.1 }, badgeText, {
    align: 'center',
    valign: 'middle',
    colors: { [badgeRole]: [p.paper, p.ink, WHITE] },
  });
  let region = text;
  if (!(cls === 'square' || cls === 'portrait') || pic) region = logoTop(d, text);
  else if (d.logo) logo(d, { x: m, y: m, w: W * 0.35, h: logoHeight(d) }, 'start');
  const avoidBadge = !pic && (cls === 'square' || cls === 'portrait');
  const roles = mainRoles(d, [badgeRole]);
  const f = fitMain(
    d,
    avoidBadge
      ? {
          ...region,
          y: Math.max(region.y, cy + r + m * 0.4),
          h: region.y + region.h - Math.max(region.y, cy + r + m * 0.4),
        }
      : region,
    roles,
    { titleMax: titleMax(d) },
    {
      align: 'start',
      valign: avoidBadge ? 'bottom' : 'middle',
      colors: textOn(d, p.bg),
      button: { fill: p.primary, radius: d.unit * 0.012 },
    },
  );
  addBlocks(d, f);
  addBlock(d, bf.block);
};

/** 5. Product focus: the cut-out product on a colour stage with a soft shadow. */
const product: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  if (cls === 'ultraWide') {
    backdrop(d, full(d), p.bg, 'gradient');
    stripRow(d, { visual: d.photo ? 'photo' : 'color', ctaBlock: p.secondary, offer: 'text' });
    return;
  }
  backdrop(d, full(d), p.bg, d.backdrop === 'mesh' ? 'mesh' : 'gradient');
  let stage: Box;
  let text: Box;
  if (cls === 'wide' || cls === 'square') {
    // a cover's copy starts right of the profile picture (cover-zone.ts); the stage keeps its height
    const x0 = copyStart(d);
    const share = x0 > m ? 0.36 : cls === 'wide' ? 0.46 : 0.5;
    stage = { x: W * (1 - share), y: m, w: W * share - m * 0.5, h: H - 2 * m };
    text = { x: x0, y: m, w: W * (1 - share) - 0.5 * m - x0, h: H - 2 * m };
  } else {
    const sh = H * (cls === 'tall' ? 0.44 : 0.5);
    stage = { x: m, y: m, w: W - 2 * m, h: sh };
    text = { x: m, y: m + sh + m * 0.5, w: W - 2 * m, h: H - sh - 2.5 * m };
  }
  const s = Math.min(stage.w, stage.h);
  const cx = stage.x + stage.w / 2;
  const cy = stage.y + stage.h / 2;
  d.layers.push({
    t: 'ellipse',
    cx,
    cy,
    rx: s * 0.48,
    ry: s * 0.48,
    paint: {
      type: 'radial',
      cx,
      cy: cy - s * 0.1,
      r: s * 0.6,
      stops: [
        [0, mix(p.secondary, WHITE, 0.2)],
        [1, p.secondary],
      ],
    },
  });
  if (d.photo?.cutout) {
    d.layers.push({
      t: 'ellipse',
      cx,
      cy: cy + s * 0.4,
      rx: s * 0.3,
      ry: s * 0.045,
      paint: {
        type: 'radial',
        cx,
        cy: cy + s * 0.4,
        r: s * 0.3,
        stops: [
          [0, BLACK, 0.35],
          [1, BLACK, 0],
        ],
      },
    });
    photo(
      d,
      { x: cx - s * 0.42, y: cy - s * 0.44, w: s * 0.84, h: s * 0.84 },
      { fit: 'contain', anchor: 'bottom', shadow: false, shape: 'rect' },
    );
  } else if (!photo(d, { x: cx - s * 0.42, y: cy - s * 0.42, w: s * 0.84, h: s * 0.84 }, { shape: 'circle' })) {
    artStage(d, cx, cy, s);
  }
  const region = logoTop(d, text, cls === 'wide' || cls === 'square' ? 'start' : 'center');
  const f = fitMain(
    d,
    region,
    mainRoles(d),
    { titleMax: titleMax(d, 0.9) },
    { align: cls === 'wide' || cls === 'square' ? 'start' : 'center', valign: 'middle', colors: textOn(d, p.bg) },
  );
  addBlocks(d, f);
  borderFrame(d, p.darkBg ? p.paper : p.ink);
};

/** 6. Framed photo: a print in a mat or polaroid on a patterned ground (a framed card without a photo). */
const framed: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  backdrop(d, full(d), p.bg, d.backdrop === 'solid' || d.backdrop === 'gradient' ? 'lines' : d.backdrop);
  if (cls === 'ultraWide') {
    d.layers.push({
      t: 'rect',
      box: inset(full(d), Math.max(2, H * 0.06)),
      paint: solid(p.primary, 0),
      noFill: true,
      stroke: { color: p.primary, width: Math.max(1.5, H * 0.03) },
    });
    stripRow(d, { visual: 'art', offer: 'text', squareButton: true });
    return;
  }
  const mat = d.frame === 'inset' ? p.surface : WHITE;
  let pic: Box;
  let text: Box;
  if (cls === 'wide') {
    // the print hangs on the right (split puts its image on the left); on a cover the copy starts
    // right of the profile picture and the print is narrower (cover-zone.ts)
    const x0 = copyStart(d);
    const share = x0 > m ? 0.38 : 0.46;
    pic = { x: W * (1 - share) - m, y: m, w: W * share, h: H - 2 * m };
    text = { x: x0, y: m, w: W * (1 - share) - 2 * m - x0, h: H - 2 * m };
  } else {
    const textFor = (ph: number): Box => ({ x: m, y: m + ph + m * 0.8, w: W - 2 * m, h: H - ph - 2.8 * m });
    // in an ad column the print takes what the short copy leaves (column-picture.ts)
    const ph = columnPicture(d, H * (cls === 'tall' ? 0.42 : 0.5), textFor, mainRoles(d), {
      titleMax: titleMax(d, 0.85),
    });
    pic = { x: W * 0.1, y: m, w: W * 0.8, h: ph };
    if (cls === 'tall') pic = { x: m, y: m, w: W - 2 * m, h: ph };
    text = textFor(ph);
  }
  const pad = Math.max(3, Math.min(pic.w, pic.h) * 0.045);
  const polaroid = d.frame !== 'inset';
  d.layers.push({
    t: 'rect',
    box: pic,
    paint: solid(mat),
    shadow: { blur: d.unit * 0.035, dy: d.unit * 0.012, alpha: 0.25 },
  });
  const print = {
    x: pic.x + pad,
    y: pic.y + pad,
    w: pic.w - 2 * pad,
    h: pic.h - pad * (polaroid && cls !== 'wide' ? 2.6 : 2),
  };
  // without a photo the frame holds a piece of generated art
  if (!photo(d, print, { shape: 'rect' }) && !scene(d, print)) artPanel(d, print, p.primary, p.accent);
  const region = logoTop(d, text, cls === 'wide' ? 'start' : 'center');
  const f = fitMain(
    d,
    region,
    mainRoles(d),
    { titleMax: titleMax(d, 0.85) },
    { align: cls === 'wide' ? 'start' : 'center', valign: 'middle', colors: textOn(d, p.bg) },
  );
  addBlocks(d, f);
};

/** 7. Bold colour block: big slanted blocks of brand colour, heavy type inside one of them. */
const colorBlock: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  const blockColor = p.primary;
  if (cls === 'ultraWide') {
    backdrop(d, full(d), p.secondary, 'solid');
    // the user's photo is never left out of a strip
    stripRow(d, {
      visual: d.photo ? 'photo' : 'color',
      ctaBlock: p.accent,
      offer: d.photo ? 'text' : 'block',
      squareButton: true,
    });
    return;
  }
  backdrop(
    d,
    full(d),
    mix(p.secondary, p.bg, 0.15),
    d.backdrop === 'solid' ? 'solid' : d.backdrop === 'dots' || d.backdrop === 'lines' ? d.backdrop : 'solid',
  );
  let text: Box;
  const slant = (cls === 'wide' ? W : H) * 0.08;
  const art = hasArt(d);
  // with no photo and no picture the block is the design: it takes nearly all the canvas, with no
  // dotted panel beside or under it (an empty dotted third read as unfinished), and larger type
  const bare = !d.photo && !art;
  if (cls === 'wide') {
    // without a picture the block takes most of the width (no empty half); on a cover the copy
    // starts right of the profile picture, so the block reaches further (cover-zone.ts)
    const x0 = copyStart(d);
    const bw = W * (d.photo || art ? (x0 > m ? 0.66 : 0.6) : 0.88);
    d.layers.push({
      t: 'poly',
      pts: [
        [0, 0],
        [bw + slant, 0],
        [bw - slant, H],
        [0, H],
      ],
      paint: solid(blockColor),
    });
    if (d.photo) {
      d.layers.push({ t: 'rect', box: { x: bw + slant * 0.3, y: 0, w: W - bw, h: H }, paint: solid(p.secondary) });
      photo(
        d,
        { x: bw + m * 0.2, y: m, w: W - bw - m * 1.2, h: H - 2 * m },
        { shape: d.frame === 'circle' ? 'circle' : 'arch' },
      );
    } else {
      const cx = bw + (W - bw) * 0.55;
      if (art) {
        const rr = Math.min(H * 0.36, (W - bw) * 0.4);
        d.layers.push({ t: 'ellipse', cx, cy: H * 0.5, rx: rr, ry: rr, paint: solid(p.accent) });
        icon(d, { x: cx - rr, y: H * 0.5 - rr, w: 2 * rr, h: 2 * rr }, { share: 0.78 });
      }
      if (!bare)
        d.layers.push({
          t: 'pattern',
          box: { x: bw + slant, y: 0, w: W - bw - slant, h: H * 0.45 },
          kind: 'dots',
          color: p.darkBg ? WHITE : BLACK,
          alpha: 0.22,
          spacing: Math.max(8, d.unit * 0.035),
          size: Math.max(1, d.unit * 0.004),
        });
    }
    d.layers.push({
      t: 'rect',
      box: { x: 0, y: H - Math.max(4, H * 0.035), w: bw - slant, h: Math.max(4, H * 0.035) },
      paint: solid(p.accent),
    });
    text = { x: x0, y: m, w: bw - slant - m - x0, h: H - 2 * m };
  } else {
    // a story's lower fifth is under the app's reply bar: the block and the disc share what is above it
    const foot = d.textZone ? d.textZone.y + d.textZone.h : H;
    let bh =
      art && !d.photo && d.textZone
        ? d.textZone.y + d.textZone.h * 0.6
        : bare
          ? Math.min(foot, H * 0.9)
          : H * (d.photo ? 0.56 : art ? 0.58 : 0.74);
    // a photo the band would have to show whole (a head cut, a wide group) gets a band of its own shape,
    // full width under the block, rather than a small print over a blurred enlargement of itself
    // (upright formats, where such a band leaves the block at least 45 % of the height)
    const ph = d.photo ? (W * d.photo.content.height) / d.photo.content.width : 0;
    const whole =
      d.photo &&
      (cls === 'tall' || cls === 'portrait') &&
      !d.photo.cutout &&
      !d.screenshot &&
      ph <= foot * 0.55 &&
      shouldContain(d.photo, W, H - bh + slant);
    if (d.photo && whole) {
      // in a story it ends at the reply bar, the plain ground under it
      bh = Math.max(bh, Math.min(H * 0.8, foot - ph - slant * 0.2 - Math.max(4, H * 0.02)));
      photo(d, { x: 0, y: foot - ph, w: W, h: ph }, { shape: 'rect', fit: 'contain', anchor: 'bottom' });
    } else if (d.photo) photo(d, { x: 0, y: bh - slant, w: W, h: H - bh + slant }, { shape: 'rect' });
    else {
      if (art) {
        // the subject on a disc of the accent colour in the lower part
        // In a skyscraper (160x600) the width caps the disc: a lower part sized by the height left a third
        // of the column empty round a small disc. There the disc is as wide as the column allows, sits at
        // the foot, and the block (whose copy spreads into it: column-spread.ts) takes the rest.
        // (a 300x600 half page has the width for the usual disc: only the skyscrapers, 160x600 and 120x600)
        const column = isAdColumn(d) && W / H < 0.35;
        const rr = column ? W * 0.4 : Math.min(W * 0.3, (foot - bh) * (d.textZone ? 0.45 : 0.42));
        if (column) bh = Math.max(bh, foot - 2 * rr - 2 * m - slant * 0.2);
        const acx = W - m - rr;
        // in a story the disc rises into the slant, so it and the copy above leave no empty stretch between them
        const acy = column ? foot - m - rr : bh + (foot - bh) / 2 + slant * (d.textZone ? -0.4 : 0.2);
        d.layers.push({ t: 'ellipse', cx: acx, cy: acy, rx: rr, ry: rr, paint: solid(p.accent) });
        icon(d, { x: acx - rr, y: acy - rr, w: 2 * rr, h: 2 * rr }, { share: 0.8 });
      }
      if (!bare)
        d.layers.push({
          t: 'pattern',
          box: { x: m, y: bh + m, w: W * 0.4, h: H - bh - 2 * m },
          kind: 'dots',
          color: p.darkBg ? WHITE : BLACK,
          alpha: 0.25,
          spacing: Math.max(8, d.unit * 0.035),
          size: Math.max(1, d.unit * 0.004),
        });
    }
    d.layers.push({
      t: 'poly',
      pts: [
        [0, 0],
        [W, 0],
        [W, bh - slant],
        [0, bh + slant * 0.2],
      ],
      paint: solid(blockColor),
    });
    d.layers.push({
      t: 'poly',
      pts: [
        [0, bh + slant * 0.2],
        [W, bh - slant],
        [W, bh - slant + Math.max(4, H * 0.02)],
        [0, bh + slant * 0.2 + Math.max(4, H * 0.02)],
      ],
      paint: solid(p.accent),
    });
    text = { x: m, y: m, w: W - 2 * m, h: bh - slant - 1.5 * m };
    if (!d.photo) text = { x: m, y: m, w: W - 2 * m, h: bh - slant - 1.2 * m };
  }
  const region = logoTop(d, text);
  const roles = mainRoles(d);
  const f = fitMain(
    d,
    region,
    roles,
    { titleMax: titleMax(d, bare ? BARE_TITLE : 1.1) },
    { align: 'start', valign: 'middle', colors: textOn(d, blockColor), button: { fill: p.accent, radius: 0 } },
  );
  addBlocks(d, f);
};

/** 8. Banner strip: a band across the design carries the headline. */
const bannerStrip = faceAware((d, mode) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  if (cls === 'ultraWide') {
    backdrop(d, full(d), p.bg, 'lines');
    d.layers.push({ t: 'rect', box: { x: 0, y: H * 0.06, w: W, h: H * 0.88 }, paint: solid(p.primary) });
    // the user's photo is never left out of a strip
    stripRow(d, { visual: d.photo ? 'photo' : 'none', offer: 'pill', centered: true });
    return false;
  }
  // the illustration stands above the band, or (wide formats, where that is a sliver) on a disc at the side
  const side = cls === 'wide' && hasArt(d);
  const cutout = Boolean(d.photo?.cutout) || (hasArt(d) && !side);
  const photoGround = Boolean(d.photo) && !cutout;
  const ground = photoGround ? mix(p.ink, BLACK, 0.3) : p.bg;
  const start = d.layers.length;
  // `area`: where the copy goes. On a photo of people, the part the faces leave free (or a panel beside
  // the photo when that is too small): a subtitle or logo on a head is the first thing a client sees.
  let area = full(d);
  let panel = false;
  if (photoGround) {
    photo(d, full(d), { shape: 'rect' });
    const heads = headBoxes(d, start);
    if (heads.length) {
      const clear = clearOfHeads(d, heads);
      panel = mode !== 'clear' || !roomy(d, clear);
      area = panel ? photoBesidePanel(d, start, heads, ground, mode === 'side') : clear;
    }
  } else backdrop(d, full(d), p.bg, d.backdrop === 'solid' ? 'waves' : d.backdrop);
  const A = area;
  const cw = side ? W * 0.64 : A.w;
  const upright = cls === 'tall' || cls === 'portrait';
  // in a skyscraper the picture above the band gets more of the column
  // nothing to set above the band (no picture, logo, wordmark or subtitle): the band leads from the top
  const topRoles = cutout ? [] : mainRoles(d, ['title', 'offer', 'body', 'bullets', 'cta']);
  const emptyAbove = !cutout && !d.logo && !topRoles.some((r) => d.content[r]);
  // in an ad column with only the button under the band, the band sits lower: the picture above takes
  // the height a lone button left empty (160x600 in an outside review)
  const loneButton =
    isAdColumn(d) &&
    !(cutout ? ['subtitle', 'offer', 'body', 'bullets'] : ['offer', 'body', 'bullets']).some(
      (r) => d.content[r as Role],
    );
  const bandY =
    A.y +
    A.h *
      (emptyAbove && upright
        ? 0.1
        : cls === 'wide'
          ? 0.28
          : cutout && upright
            ? loneButton
              ? 0.5
              : 0.44
            : upright
              ? loneButton
                ? 0.4
                : 0.32
              : 0.36);
  // a headline alone in a column is set large, down to half of it
  const lead = emptyAbove && upright;
  const bandH = A.h * (lead ? 0.5 : cls === 'wide' ? 0.36 : cls === 'tall' ? 0.26 : 0.3);
  const bandColor = p.primary;
  const title = items(d, ['title'], { titleMax: titleMax(d, lead ? 1.6 : 1.1), maxLines: { title: lead ? 5 : 3 } });
  const tf = fitBlock(d, { x: A.x + m * 1.2, y: bandY + m * 0.5, w: cw - 2.4 * m, h: bandH - m }, title, {
    align: 'center',
    valign: lead ? 'top' : 'middle',
    colors: textOn(d, bandColor),
  });
  const band = { x: A.x, y: bandY, w: A.w, h: bandH };
  if (tf.placed[0]) {
    const tb = tf.placed[0].box;
    band.y = tb.y - m * 0.6;
    band.h = tb.h + m * 1.2;
  }
  if (photoGround && !panel) {
    // the scrim darkens the copy's part of the photo only: the faces stay as shot
    d.layers.push({ t: 'rect', box: { x: A.x, y: A.y, w: A.w, h: band.y - A.y }, paint: solid(ground, 0.45) });
    d.layers.push({
      t: 'rect',
      box: { x: A.x, y: band.y + band.h, w: A.w, h: A.y + A.h - band.y - band.h },
      paint: solid(ground, 0.55),
    });
  }
  d.layers.push({
    t: 'rect',
    box: { x: band.x, y: band.y + band.h * 0.12, w: band.w, h: band.h },
    paint: solid(BLACK, 0.18),
  });
  d.layers.push({ t: 'rect', box: band, paint: solid(bandColor) });
  addBlock(d, tf.block);
  if (side) {
    const r = Math.min(H * 0.4, (W - cw) * 0.42);
    const cx = cw + (W - cw) / 2 - m * 0.3;
    d.layers.push({ t: 'ellipse', cx, cy: H / 2, rx: r, ry: r, paint: solid(p.accent) });
    icon(d, { x: cx - r, y: H / 2 - r, w: 2 * r, h: 2 * r }, { share: 0.8 });
  }
  // above the band: logo or brand, subtitle
  let above: Box = { x: A.x + m, y: A.y + m, w: cw - 2 * m, h: band.y - A.y - 1.6 * m };
  if (d.logo && above.h > logoHeight(d) * 0.8) {
    const lh = Math.min(logoHeight(d), above.h * 0.45);
    logo(d, { x: above.x, y: above.y, w: above.w, h: lh }, 'center');
    above = { ...above, y: above.y + lh * 1.3, h: above.h - lh * 1.3 };
  }
  const colors = photoGround
    ? {
        subtitle: [WHITE],
        body: [WHITE],
        bullets: [WHITE],
        brand: [WHITE],
        offer: [p.accent, WHITE],
        cta: [p.ink, WHITE],
      }
    : textOn(d, p.bg);
  // a cut-out product takes the space above the band; its subtitle moves below
  if (cutout && !hero(d, { x: above.x, y: above.y, w: above.w, h: above.h + m * 0.6 }))
    artStage(d, A.x + A.w / 2, above.y + (above.h + m * 0.6) / 2, Math.min(above.w, above.h + m * 0.6) * 1.1);
  if (topRoles.length && above.h > 12)
    addBlock(
      d,
      fitBlock(d, above, items(d, topRoles, { titleMax: titleMax(d) }), {
        align: 'center',
        valign: 'middle',
        colors,
        plate: ground,
      }).block,
    );
  else
    for (const r of topRoles)
      if (r !== 'brand' && d.content[r]) d.dropped.push({ id: r, reason: 'no room above the band' });
  // a story's foot is where its interface begins (furniture/zones.ts): the button ends there, not under it
  const foot = d.textZone ? Math.min(A.y + A.h, d.textZone.y + d.textZone.h + m) : A.y + A.h;
  const below: Box = { x: A.x + m, y: band.y + band.h + m * 0.8, w: cw - 2 * m, h: foot - band.y - band.h - 1.8 * m };
  const bottomRoles: Role[] = cutout
    ? ['subtitle', 'offer', 'body', 'bullets', 'cta']
    : ['offer', 'body', 'bullets', 'cta'];
  const button = { fill: p.accent, radius: 999 };
  const narrowed = area.w < W || area.h < H;
  if (below.h <= 12) {
    for (const r of bottomRoles) if (d.content[r]) d.dropped.push({ id: r, reason: 'no room below the band' });
    return narrowed;
  }
  if (upright && d.content.cta) {
    // a skyscraper ends on its call to action, as designers set it: the rest under the band, the
    // button at the foot of the column, so the copy spans the whole height
    // (the button's room comes first: with little room below the band, as at a story's foot kept clear
    // for its interface, the offer or body above it gives way rather than the call to action)
    const withRest = bottomRoles.some((r) => r !== 'cta' && d.content[r]);
    const ctaH = Math.min(below.h, Math.max(minSize(d, 'cta') * 3.2, d.unit * 0.09));
    const rest: Box = { ...below, h: below.h - ctaH - m * 0.5 };
    if (rest.h > 12 && withRest)
      addBlock(
        d,
        fitBlock(
          d,
          rest,
          items(
            d,
            bottomRoles.filter((r) => r !== 'cta'),
            { titleMax: titleMax(d) },
          ),
          { align: 'center', valign: 'middle', colors, plate: ground, button },
        ).block,
      );
    addBlock(
      d,
      fitBlock(d, { ...below, y: below.y + below.h - ctaH, h: ctaH }, items(d, ['cta'], { titleMax: titleMax(d) }), {
        align: 'center',
        valign: 'bottom',
        colors,
        plate: ground,
        button,
      }).block,
    );
    return narrowed;
  }
  addBlock(
    d,
    fitBlock(d, below, items(d, bottomRoles, { titleMax: titleMax(d) }), {
      align: 'center',
      valign: 'middle',
      colors,
      plate: ground,
      button,
    }).block,
  );
  return narrowed;
});

/** 9. Editorial: magazine-like hierarchy with hairline rules and a serif-led headline. */
const editorial: Family = (d) => {
  const { W, H, margin: m, cls } = d;
  const p = d.pal;
  backdrop(d, full(d), p.bg, d.backdrop === 'mesh' || d.backdrop === 'shapes' ? 'solid' : d.backdrop);
  const ink = p.darkBg ? p.paper : p.ink;
  if (cls === 'ultraWide') {
    stripRow(d, { visual: d.photo ? 'photo' : 'none', offer: 'text', squareButton: true });
    d.layers.push({
      t: 'rect',
      box: { x: 0, y: H - Math.max(2, H * 0.05), w: W, h: Math.max(2, H * 0.05) },
      paint: solid(p.accent),
    });
    return;
  }
  const hair = Math.max(1, d.unit * 0.0025);
  // with no photo and no picture the copy is the page: larger, between its rules rather than at the
  // foot of an empty page (a short headline at the foot left the upper half blank)
  const bare = !d.photo && !hasArt(d);
  const copyOpts = { titleMax: titleMax(d, bare ? BARE_TITLE : 1.05), ratio: { subtitle: 0.36 } };
  let text: Box = inset(full(d), m, m);
  if (d.photo || hasArt(d)) {
    if (cls === 'wide') {
      // on a cover the copy starts right of the profile picture (cover-zone.ts), the picture is narrower
      const x0 = copyStart(d);
      const px = W * (x0 > m ? 0.64 : 0.56);
      const b = { x: px, y: m, w: W - px - m, h: H - 2 * m };
      if (!photo(d, b)) scene(d, b);
      text = { x: x0, y: m, w: px - m - x0, h: H - 2 * m };
    } else {
      const textFor = (ph: number): Box => ({ x: m, y: m + ph + m * 0.7, w: W - 2 * m, h: H - ph - 2.7 * m });
      // in an ad column the picture takes what the short copy leaves (column-picture.ts)
      const ph = columnPicture(
        d,
        H * (cls === 'tall' ? 0.38 : 0.42),
        (ph) => {
          const t = textFor(ph);
          return { ...t, y: t.y + m * 0.5, h: t.h - m * 1.2 };
        },
        mainRoles(d),
        copyOpts,
      );
      const b = { x: m, y: m, w: W - 2 * m, h: ph };
      if (!photo(d, b)) scene(d, b);
      text = textFor(ph);
    }
  }
  // header rule with logo or brand
  d.layers.push({ t: 'rect', box: { x: text.x, y: text.y, w: text.w, h: hair }, paint: solid(ink) });
  // the copy ends above the accent rule at the foot of the column
  let region: Box = { x: text.x, y: text.y + m * 0.5, w: text.w, h: text.h - m * 1.2 };
  region = logoTop(d, region);
  const f = fitMain(d, region, mainRoles(d), copyOpts, {
    align: 'start',
    valign: bare ? 'middle' : 'bottom',
    colors: textOn(d, p.bg),
    button: { fill: ink, radius: 0 },
  });
  addBlocks(d, f);
  d.layers.push({
    t: 'rect',
    box: { x: text.x, y: text.y + text.h - hair, w: text.w * 0.25, h: Math.max(hair, d.unit * 0.008) },
    paint: solid(p.accent),
  });
};

export const FAMILIES: Record<LayoutFamilyId, Family> = {
  split,
  fullBleed,
  centered,
  offerBadge,
  product,
  framed,
  colorBlock,
  bannerStrip,
  editorial,
};

/** Under ~90 px a side there is no room for a composition: the headline (and button) on colour. */
function tiny(d: DesignContext): void {
  const p = d.pal;
  backdrop(d, full(d), p.bg, 'solid');
  const m = d.margin;
  const region = { x: m, y: m, w: d.W - 2 * m, h: d.H - 2 * m };
  const roles: Role[] = d.W * d.H >= 9000 ? ['title', 'cta'] : ['title'];
  addBlock(
    d,
    fitBlock(
      d,
      region,
      items(d, roles, { titleMax: Math.min(d.W, d.H) * 0.4, minScale: 0.7, maxLines: { title: 3, cta: 1 } }),
      { align: 'center', valign: 'middle', colors: textOn(d, p.bg) },
    ).block,
  );
  for (const r of ['subtitle', 'offer', 'body', 'bullets', 'cta'] as const)
    if (d.content[r] && !roles.includes(r)) d.dropped.push({ id: r, reason: 'no room in so small a format' });
}

export function isTiny(W: number, H: number, cls: DesignContext['cls']): boolean {
  return cls === 'ultraWide' ? H < 40 : Math.min(W, H) < 90;
}

export function buildLayout(d: DesignContext): void {
  if (isTiny(d.W, d.H, d.cls)) {
    d.family = 'centered';
    tiny(d);
    return;
  }
  FAMILIES[d.family](d);
}
