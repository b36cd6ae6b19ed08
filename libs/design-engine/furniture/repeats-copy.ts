// Furniture that would only say again what the copy already shows, in a small format. A 728x90 whose
// headline is "Autohaus Weber: 089 123456" has no room for a phone chip with the same number, and a
// 300x250 whose headline says "30% off" is crowded, not helped, by a "-30%" sticker beside it. The
// piece is left out there (report.furnitureSkipped) and the copy keeps the fact. Larger formats keep
// both: a sticker beside a long headline is a designer's choice, not a repetition in a small space.
import { isShortFormat } from '../layout/advertiser';
import type { DesignContext } from '../layout/context';
import type { FurnitureFacts } from './types';

const squash = (s: string): string =>
  s
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s.,:;!·–—\-/()]+/g, '');

/** The copy a reader sees first in a small format: the headline and the offer line. */
function shownCopy(d: DesignContext): string {
  return squash([d.content.title, d.content.offer].filter(Boolean).join(' '));
}

/** Whether every contact the piece would show (a strip's chip shows its first phone or address) is already in the copy. */
export function contactShownInCopy(d: DesignContext, contacts: FurnitureFacts['contacts']): boolean {
  if (!isShortFormat(d.W, d.H) || !contacts?.length) return false;
  const copy = shownCopy(d);
  const shown =
    d.cls === 'ultraWide'
      ? [contacts.find((c) => c.kind === 'phone') ?? contacts.find((c) => c.kind === 'url') ?? contacts[0]]
      : contacts;
  return shown.every((c) => squash(c.text).length >= 4 && copy.includes(squash(c.text)));
}

/**
 * Whether the call to action already carries every contact the piece would show ("Call 555-0142",
 * "お電話：03-1234-5678" when the prompt's way to order is that phone): a "☎ 555-0142" chip beside the
 * button says the number twice, in any format.
 */
export function contactInButton(d: DesignContext, contacts: FurnitureFacts['contacts']): boolean {
  if (!contacts?.length || !d.content.cta) return false;
  const button = squash(d.content.cta);
  const shown =
    d.cls === 'ultraWide'
      ? [contacts.find((c) => c.kind === 'phone') ?? contacts.find((c) => c.kind === 'url') ?? contacts[0]]
      : contacts;
  return shown.every((c) => squash(c.text).length >= 4 && button.includes(squash(c.text)));
}

/** Whether the event's date as the copy words it (`covers`: "Saturday, June 14 at 8pm") is already in the copy. */
export function eventShownInCopy(d: DesignContext, covers: FurnitureFacts['covers']): boolean {
  if (!isShortFormat(d.W, d.H) || !covers?.length) return false;
  const copy = shownCopy(d);
  return covers.some((c) => squash(c).length >= 4 && copy.includes(squash(c)));
}

/** Whether the sticker's figure ("-30%", "$19", "2 for 1") or its "free" is already in the copy. */
export function stickerShownInCopy(d: DesignContext, text: string): boolean {
  if (!isShortFormat(d.W, d.H)) return false;
  const copy = shownCopy(d);
  const figures = text.match(/\d+(?:[.,]\d+)?/g);
  if (figures) return figures.every((f) => new RegExp(`(^|\\D)${f.replace('.', '\\.')}(\\D|$)`).test(copy));
  return squash(text).length > 0 && copy.includes(squash(text));
}
