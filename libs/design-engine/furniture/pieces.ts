// The pieces set with the copy, in the area the host block left for them (slot.ts): store badges,
// the contact block, the event's date lockup. Each is built at its natural width, then placed at the
// copy's start, centre or end; a piece whose type would go below a legible size is left out.
import { BLACK, mix, RGB, WHITE } from '../color/color';
import { addBlock, DesignContext } from '../layout/context';
import { Align, Box, Layer } from '../render/scene';
import { labelsFor, STORE_NAMES } from './labels';
import { contactRows, furnitureUnit } from './units';
import { FurnitureSlot, skip } from './slot';
import { Line, moved, setLines, SetLines } from './text';
import type { Contact, FurnitureFacts, StoreId } from './types';

/** A piece before placement: its parts at x = 0 of the area, and its width. */
interface Built {
  width: number;
  layers: (dx: number) => Layer[];
  texts: (dx: number) => SetLines[];
}

const solid = (color: RGB, alpha?: number) => ({ type: 'solid' as const, color, alpha });

function placeX(area: Box, width: number, align: Align): number {
  return align === 'center' ? area.x + (area.w - width) / 2 : align === 'end' ? area.x + area.w - width : area.x;
}

/** Whether one store badge of height h can be set within maxW (checked before the layout drops the call to action for it). */
export function badgeFits(d: DesignContext, h: number, maxW: number, stores: StoreId[]): boolean {
  const layers = d.layers.length;
  const ok = Boolean(badge(d, stores[0], 0, 0, h, maxW));
  d.layers.length = layers;
  return ok;
}

/** Dark rounded store badge: a drawn phone-and-arrow glyph, the store's small line and its name. */
function badge(
  d: DesignContext,
  store: StoreId | undefined,
  x: number,
  y: number,
  h: number,
  maxW: number,
): Built | undefined {
  const L = labelsFor(d.lang.id);
  const top = store ? L.store[store] : L.genericTop;
  const main = store ? STORE_NAMES[store] : L.genericMain;
  const lines: Line[] = [];
  // the small line only where it stays legible (about 8 px)
  if (h * 0.21 >= 7.5)
    lines.push({
      id: 'furniture-badge-top',
      text: top,
      role: 'body',
      size: h * 0.21,
      weight: 500,
      keepCase: true,
      shrink: 0.8,
    });
  // without it, a store's name alone (the glyph says download); a badge naming no store keeps both words
  lines.push({
    id: 'furniture-badge',
    text: lines.length || store ? main : `${top} ${main}`,
    role: 'subHeading',
    size: h * (lines.length ? 0.4 : 0.36),
    weight: 600,
    keepCase: true,
    shrink: 0.75,
  });
  const textX = x + h * 0.86;
  const fill = mix(d.pal.ink, BLACK, 0.6);
  const set = setLines(
    d,
    { x: textX, y: y + h * 0.1, w: maxW - h * 1.1, h: h * 0.8 },
    lines,
    { 'furniture-badge-top': [WHITE], 'furniture-badge': [WHITE] },
    'start',
    'middle',
    fill,
  );
  if (!set) return undefined;
  const width = h * 1.12 + set.width;
  return {
    width,
    layers: (dx) => [
      {
        t: 'rect',
        box: { x: x + dx, y, w: width, h },
        paint: solid(fill),
        radius: h * 0.2,
        stroke: { color: mix(BLACK, WHITE, 0.62), width: Math.max(1, h * 0.018) },
      },
      {
        t: 'art',
        icon: 'mobile-phone-with-arrow',
        box: { x: x + dx + h * 0.2, y: y + h * 0.2, w: h * 0.56, h: h * 0.6 },
        tint: WHITE,
      },
    ],
    texts: (dx) => [moved(set, textX + dx)],
  };
}

function badges(d: DesignContext, area: Box, align: Align, facts: FurnitureFacts): Box | undefined {
  const stores: (StoreId | undefined)[] = facts.app?.stores.length ? facts.app.stores : [undefined];
  const h = Math.min(area.h, furnitureUnit(d));
  const y = area.y + (area.h - h) / 2;
  const gap = h * 0.28;
  for (let n = stores.length; n >= 1; n--) {
    const maxW = Math.min(h * 3.6, (area.w - gap * (n - 1)) / n);
    const built = stores.slice(0, n).map((s) => badge(d, s, 0, y, h, maxW));
    if (built.some((b) => !b)) continue;
    const list = built as Built[];
    const total = list.reduce((a, b) => a + b.width, 0) + gap * (n - 1);
    if (total > area.w) continue;
    let x = placeX(area, total, align);
    for (const b of list) {
      d.layers.push(...b.layers(x));
      for (const t of b.texts(x)) addBlock(d, t.block);
      x += b.width + gap;
    }
    return { x: placeX(area, total, align), y, w: total, h };
  }
  return undefined;
}

const CONTACT_ICON = {
  phone: 'telephone-receiver',
  url: 'globe-with-meridians',
  email: 'envelope',
  address: 'round-pushpin',
} as const;

/**
 * The glyph on a contact's disc. A WhatsApp number is for messages: a speech balloon (Fluent emoji,
 * MIT, see NOTICE), not a receiver that asks for a call; the WhatsApp logo is a trademark we do not ship.
 */
export function contactIcon(c: Contact): string {
  return c.kind === 'phone' && c.whatsapp ? 'speech-balloon' : CONTACT_ICON[c.kind];
}

/** One contact on a pill of the brand's tint: the kind's glyph on an accent disc, the number or address beside it. */
function contactRow(d: DesignContext, c: Contact, y: number, h: number, maxW: number): Built | undefined {
  const p = d.pal;
  const disc = h * 0.78;
  const pad = (h - disc) / 2;
  const textX = pad + disc + h * 0.28;
  const pill = p.darkBg ? mix(p.bg, WHITE, 0.12) : mix(p.bg, p.primary, 0.14);
  const set = setLines(
    d,
    { x: textX, y, w: maxW - textX - h * 0.4, h },
    [
      {
        id: 'furniture-contact',
        text: c.text,
        role: 'subHeading',
        size: h * (c.kind === 'phone' ? 0.5 : 0.4),
        weight: 700,
        keepCase: true,
        ltr: true,
        shrink: 0.72,
      },
    ],
    { 'furniture-contact': [p.darkBg ? p.paper : p.ink, p.ink, p.paper] },
    'start',
    'middle',
    pill,
  );
  if (!set) return undefined;
  const width = textX + set.width + h * 0.45;
  return {
    width,
    layers: (dx) => [
      { t: 'rect', box: { x: dx, y, w: width, h }, paint: solid(pill), radius: h / 2 },
      { t: 'ellipse', cx: dx + pad + disc / 2, cy: y + h / 2, rx: disc / 2, ry: disc / 2, paint: solid(p.accent) },
      {
        t: 'art',
        icon: contactIcon(c),
        box: { x: dx + pad + disc * 0.22, y: y + pad + disc * 0.22, w: disc * 0.56, h: disc * 0.56 },
        tint: WHITE,
      },
    ],
    texts: (dx) => [moved(set, dx + textX)],
  };
}

function contactBlock(d: DesignContext, area: Box, align: Align, facts: FurnitureFacts): Box | undefined {
  const all = facts.contacts ?? [];
  const strip = d.cls === 'ultraWide';
  const ordered = [...all.filter((c) => c.kind === 'phone'), ...all.filter((c) => c.kind !== 'phone')].filter(
    (c) => !strip || c.kind === 'phone' || c.kind === 'url',
  );
  const rows = strip ? 1 : Math.min(contactRows(d, facts), ordered.length);
  const u = furnitureUnit(d);
  const gap = u * 0.16;
  const h = strip ? Math.min(area.h, d.H * 0.5) : (area.h - gap * (rows - 1)) / rows;
  const y0 = area.y + (area.h - (h * rows + gap * (rows - 1))) / 2;
  const built: Built[] = [];
  for (let i = 0; i < rows; i++) {
    const b = contactRow(d, ordered[i], y0 + i * (h + gap), h, area.w);
    if (!b) return built.length ? finish() : undefined;
    built.push(b);
  }
  return finish();
  function finish(): Box {
    for (const b of built) {
      const x = placeX(area, b.width, align);
      d.layers.push(...b.layers(x));
      for (const t of b.texts(x)) addBlock(d, t.block);
    }
    const w = Math.max(...built.map((b) => b.width));
    return { x: placeX(area, w, align), y: y0, w, h: h * built.length + gap * (built.length - 1) };
  }
}

/** The event's date as a ticket sets it: the day large on a brand tile with the month, then weekday, time and venue. */
function eventLockup(d: DesignContext, area: Box, align: Align, facts: FurnitureFacts): Box | undefined {
  const e = facts.event;
  if (!e) return undefined;
  const p = d.pal;
  const h = area.h;
  const tile = h * 0.95;
  const onTile = { 'furniture-event-day': [p.paper, WHITE, p.ink], 'furniture-event-month': [p.paper, WHITE, p.ink] };
  const month = d.lang.id === 'japanese' || d.lang.id === 'arabic' ? e.month : e.month.toLocaleUpperCase(d.lang.code);
  const date = setLines(
    d,
    { x: 0, y: area.y + h * 0.08, w: tile * 0.86, h: h * 0.84 },
    [
      {
        id: 'furniture-event-day',
        text: e.day,
        role: 'heading',
        size: h * 0.48,
        weight: 800,
        keepCase: true,
        ltr: true,
        shrink: 0.6,
      },
      {
        id: 'furniture-event-month',
        text: month,
        role: 'subHeading',
        size: h * 0.17,
        weight: 700,
        keepCase: true,
        shrink: 0.6,
      },
    ],
    onTile,
    'center',
    'middle',
    p.primary,
  );
  if (!date) return undefined;
  const when = [e.weekday, e.time].filter(Boolean).join(' · ');
  const lines: Line[] = [];
  const ink = p.darkBg ? p.paper : p.ink;
  if (when)
    lines.push({
      id: 'furniture-event-when',
      text: when,
      role: 'subHeading',
      size: h * 0.25,
      weight: 700,
      keepCase: true,
      shrink: 0.6,
    });
  if (e.venue)
    lines.push({
      id: 'furniture-event-venue',
      text: e.venue,
      role: 'body',
      size: h * 0.21,
      keepCase: true,
      gap: 0.3,
      shrink: 0.6,
    });
  const textX = tile + h * 0.22;
  const info = lines.length
    ? setLines(
        d,
        { x: textX, y: area.y, w: area.w - textX, h },
        lines,
        { 'furniture-event-when': [ink, p.primary], 'furniture-event-venue': [ink] },
        'start',
      )
    : undefined;
  const width = info ? textX + info.width : tile;
  const x = placeX(area, width, align);
  d.layers.push({ t: 'rect', box: { x, y: area.y, w: tile, h }, paint: solid(p.primary), radius: h * 0.08 });
  d.layers.push({
    t: 'rect',
    box: { x, y: area.y + h - Math.max(3, h * 0.06), w: tile, h: Math.max(3, h * 0.06) },
    paint: solid(p.accent),
    radius: 0,
  });
  const dateSet = moved(date, x + (tile - date.width) / 2);
  addBlock(d, { ...dateSet.block, region: { ...dateSet.block.region, x: x + tile * 0.07, w: tile * 0.86 } });
  if (info) addBlock(d, moved(info, x + textX).block);
  return { x, y: area.y, w: width, h };
}

/** Draws the slot's piece; returns its box, or undefined when it did not fit (and says so in `dropped`). */
export function drawPiece(d: DesignContext, slot: FurnitureSlot, facts: FurnitureFacts): Box | undefined {
  if (!slot.area) {
    skip(d, { kind: slot.piece, reason: 'the layout had no text block to set it with' });
    return undefined;
  }
  const align = slot.align ?? 'start';
  const box =
    slot.piece === 'app'
      ? badges(d, slot.area, align, facts)
      : slot.piece === 'event'
        ? eventLockup(d, slot.area, align, facts)
        : contactBlock(d, slot.area, align, facts);
  if (!box) skip(d, { kind: slot.piece, reason: `does not fit ${d.W}x${d.H} at a legible size` });
  return box;
}
