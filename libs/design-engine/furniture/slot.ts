// Room for the furniture inside the copy's own column, and the areas text keeps out of.
// The layout families know nothing of the furniture: when the text block that hosts it (the one with
// the call to action, else the headline) is fitted, its region gives up a band at its foot (or, in a
// strip, a slot at its end); the piece is drawn there afterwards, under the text it belongs with and
// clear of the picture the family put beside the copy. No pure function here reads the context, so
// layout/context.ts can call them without an import cycle.
import type { Align, Box } from '../render/scene';
import type { FurnitureFacts } from './types';

export type PieceKind = 'app' | 'contact' | 'event';

export interface FurnitureSlot {
  piece: PieceKind;
  /** 'bottom': a band under the copy; 'end': a slot at the end of a strip's row. */
  side: 'bottom' | 'end';
  /** Band height or slot width, px. */
  size: number;
  gap: number;
  /**
   * Which fitted block makes room: the one with the call to action, else the main copy (the first
   * block of two or more copy items: a headline alone in a band or a badge is no host).
   */
  host: 'cta' | 'main';
  /** Where the piece goes, once its host block is fitted. */
  area?: Box;
  align?: Align;
}

export interface FurniturePlan {
  facts: FurnitureFacts;
  slot?: FurnitureSlot;
  /** Pieces the facts called for that this format could not hold (report.furnitureSkipped, not the API's warnings: no page block is lost). */
  skipped: { kind: PieceKind | 'sticker'; reason: string }[];
}

/** Notes a piece left out. */
export function skip(d: { furniture?: FurniturePlan }, s: FurniturePlan['skipped'][number]): void {
  d.furniture?.skipped.push(s);
}

/** `region` cut to `zone` (the part of a story no app interface covers). */
export function clampToZone(region: Box, zone: Box | undefined): Box {
  if (!zone) return region;
  const x0 = Math.max(region.x, zone.x);
  const y0 = Math.max(region.y, zone.y);
  const x1 = Math.min(region.x + region.w, zone.x + zone.w);
  const y1 = Math.min(region.y + region.h, zone.y + zone.h);
  if (x0 === region.x && y0 === region.y && x1 === region.x + region.w && y1 === region.y + region.h) return region;
  return { x: x0, y: y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) };
}

/** The region a block is fitted in: its own, less the room for the piece when it hosts the piece. */
const COPY = ['title', 'subtitle', 'offer', 'body', 'bullets', 'cta'];

export function roomFor(slot: FurnitureSlot | undefined, region: Box, ids: string[]): Box {
  if (!slot) return region;
  if (slot.area) {
    // a strip's row fitted again (its picture gave way to a whole headline) keeps clear of the piece placed at its end
    if (slot.side === 'end' && overlaps(region, slot.area) && slot.area.x > region.x)
      return { ...region, w: Math.max(1, slot.area.x - slot.gap - region.x) };
    return region;
  }
  const copy = ids.filter((id) => COPY.includes(id));
  // a strip's row: its headline block; elsewhere a block of one item (a band's headline, a burst's offer) is no host
  const hosts =
    slot.side === 'end' ? copy.includes('title') : copy.length >= 2 && (slot.host === 'main' || copy.includes('cta'));
  if (!hosts) return region;
  if (slot.side === 'bottom') {
    if (region.h < slot.size * 2.2) return region;
    return { ...region, h: region.h - slot.size - slot.gap };
  }
  if (region.w < slot.size * 1.9) return region;
  return { ...region, w: region.w - slot.size - slot.gap };
}

/**
 * A store badge is the call to action: once the piece has its host, the button leaves the host block
 * and every later one (a block fitted before it keeps its button, and the piece is then a second way).
 */
export function withoutButton<T extends { id: string }>(
  slot: FurnitureSlot | undefined,
  hosting: boolean,
  items: T[],
  dropped: { id: string; reason: string }[],
): T[] {
  if (!slot || slot.piece !== 'app' || !(hosting || slot.area) || !items.some((i) => i.id === 'cta')) return items;
  dropped.push({ id: 'cta', reason: 'the store badge is the call to action' });
  return items.filter((i) => i.id !== 'cta');
}

/** After the host is fitted: the piece's area right under the copy (or at the end of the row). */
export function settle(slot: FurnitureSlot, region: Box, placed: Box[], align: Align): void {
  if (slot.side === 'end') {
    slot.area = { x: region.x + region.w - slot.size, y: region.y, w: slot.size, h: region.h };
    slot.align = 'end';
    return;
  }
  const below = placed.length ? Math.max(...placed.map((b) => b.y + b.h)) + slot.gap : region.y;
  const y = Math.min(below, region.y + region.h - slot.size);
  slot.area = { x: region.x, y, w: region.w, h: slot.size };
  slot.align = align;
}

export function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

/** A logo box moved (not shrunk) into the zone. */
export function moveIntoZone(box: Box, zone: Box | undefined): Box {
  if (!zone) return box;
  const y = Math.max(zone.y, Math.min(box.y, zone.y + zone.h - box.h));
  return y === box.y ? box : { ...box, y };
}

/**
 * A text region that a logo moved into the zone now overlaps: cut to the side of the logo with more
 * room (the logo was placed first, at the top or foot of the copy).
 */
export function clearOfLogos(region: Box, layers: readonly { t: string; box?: Box }[]): Box {
  let r = region;
  for (const l of layers) {
    if (l.t !== 'logo' || !l.box || !overlaps(r, l.box)) continue;
    const gap = l.box.h * 0.5;
    const above = l.box.y - gap - r.y;
    const below = r.y + r.h - (l.box.y + l.box.h + gap);
    r =
      below >= above
        ? { ...r, y: r.y + r.h - Math.max(1, below), h: Math.max(1, below) }
        : { ...r, h: Math.max(1, above) };
  }
  return r;
}
