// Which piece of furniture a variant gets and how much room it keeps, from the facts and the format,
// before the layout family runs (render/render.ts). One piece goes with the copy (store badges, else
// an event's date lockup, else the contact block); an offer sticker is placed after the layout where
// it finds room (sticker.ts).
import type { DesignContext } from '../layout/context';
import { badgeFits } from './pieces';
import { contactInButton, contactsBesideButton, contactShownInCopy, eventShownInCopy } from './repeats-copy';
import { contactRows, furnitureUnit } from './units';
import { FurnitureSlot, PieceKind, skip } from './slot';
import type { FurnitureFacts } from './types';

function pieceOf(d: DesignContext, facts: FurnitureFacts): PieceKind | undefined {
  const strip = d.cls === 'ultraWide';
  if (facts.app) return 'app';
  if (facts.event && !strip) return 'event';
  if (facts.contacts?.some((c) => !strip || c.kind === 'phone' || c.kind === 'url')) return 'contact';
  return undefined;
}

function slotFor(d: DesignContext, piece: PieceKind, facts: FurnitureFacts): FurnitureSlot | undefined {
  const u = furnitureUnit(d);
  if (d.cls === 'ultraWide') {
    // a strip's row: the badge or the phone number takes the call to action's place at the end
    const my = Math.max(4, Math.round(d.H * 0.12));
    const h = d.H - 2 * my;
    if (h < 26) return undefined;
    const contact = facts.contacts?.find((c) => c.kind === 'phone') ?? facts.contacts?.find((c) => c.kind === 'url');
    const chip = d.H * 0.5;
    const size = piece === 'app' ? h * 3 : chip * 1.4 + (contact?.text.length ?? 0) * chip * 0.3;
    if (size > d.W * 0.42) return undefined;
    return { piece, side: 'end', size, gap: Math.max(6, d.H * 0.22), host: 'main' };
  }
  const rows = contactRows(d, facts);
  const size = piece === 'app' ? u : piece === 'event' ? u * 1.6 : rows * u * 0.84 + (rows - 1) * u * 0.16;
  // the piece and the copy share the column: in a short format the piece may take a third of it at most
  if (size > (d.H - 2 * d.margin) * 0.34) return undefined;
  return { piece, side: 'bottom', size, gap: u * 0.32, host: d.content.cta ? 'cta' : 'main' };
}

/** Sets `d.furniture` (and takes the call to action out where a store badge replaces it). */
export function planFurniture(d: DesignContext, given: FurnitureFacts | undefined): void {
  if (!given) return;
  const contacts = contactsBesideButton(d, given.contacts);
  const facts = contacts === given.contacts ? given : { ...given, contacts };
  d.furniture = { facts, skipped: [] };
  const tiny = d.cls === 'ultraWide' ? d.H < 40 : Math.min(d.W, d.H) < 90;
  if (tiny) return;
  const piece = pieceOf(d, facts);
  if (!piece) return;
  if (piece === 'contact' && contactInButton(d, facts.contacts)) {
    skip(d, { kind: piece, reason: `the call to action already shows the contact in ${d.W}x${d.H}` });
    return;
  }
  if (
    (piece === 'contact' && contactShownInCopy(d, facts.contacts)) ||
    (piece === 'event' && eventShownInCopy(d, facts.covers))
  ) {
    skip(d, { kind: piece, reason: `the headline already shows the ${piece} in ${d.W}x${d.H}` });
    return;
  }
  const slot = slotFor(d, piece, facts);
  if (!slot) {
    skip(d, { kind: piece, reason: `no room for the ${piece} block in ${d.W}x${d.H}` });
    return;
  }
  if (
    piece === 'app' &&
    !badgeFits(
      d,
      slot.side === 'end' ? d.H - 2 * Math.max(4, Math.round(d.H * 0.12)) : furnitureUnit(d),
      slot.side === 'end' ? slot.size : (d.W - 2 * d.margin) * 0.6,
      facts.app?.stores ?? [],
    )
  ) {
    // no store badge at a legible size here: the call to action stays
    skip(d, { kind: 'app', reason: `the store badge does not fit ${d.W}x${d.H} at a legible size` });
    return;
  }
  if (piece === 'app' && slot.side === 'end' && d.content.cta) {
    // in a strip's row the badge takes the button's place (elsewhere the host block gives it up: slot.ts)
    delete d.content.cta;
    d.dropped.push({ id: 'cta', reason: 'the store badge is the call to action' });
  }
  if (piece === 'app') slot.host = 'main';
  d.furniture.slot = slot;
  // a bullet that only repeats what the piece shows ("Call 0113 496 0000") gives its room back
  const shown =
    piece === 'contact' ? (facts.contacts ?? []).map((c) => c.text) : piece === 'event' ? (facts.covers ?? []) : [];
  if (d.content.bullets && shown.length) {
    const kept = d.content.bullets.filter((b) => !repeats(b, shown));
    d.content.bullets = kept.length ? kept : undefined;
  }
}

const squash = (s: string): string => s.toLocaleLowerCase().replace(/[\s.,:;!·–—-]+/g, '');

/** The bullet is the fact with a few words round it ("Call …", "Visit …"). */
export function repeats(bullet: string, facts: string[]): boolean {
  const b = squash(bullet);
  return facts.some((f) => {
    const s = squash(f);
    return s.length >= 4 && b.includes(s) && b.length - s.length <= 12;
  });
}
