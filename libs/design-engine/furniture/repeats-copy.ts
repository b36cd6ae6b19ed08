// Furniture that would only say again what the copy already shows. A 728x90 whose headline is
// "Autohaus Weber: 089 123456" has no room for a phone chip with the same number; a 300x250 whose
// headline says "30% off" is crowded, not helped, by a "-30%" sticker beside it. In every format a
// design states each fact once (an outside review found "30% off" in the headline and on a badge, a
// date lockup under a subtitle giving the date): a sticker, date lockup or contact block whose fact
// the headline, subtitle or offer line already shows is left out (report.furnitureSkipped), and the
// copy keeps the fact. (Bullets that repeat a piece give way to the piece instead: plan.ts.)
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

/** The display lines of any format: headline, subtitle and offer line, each squashed. */
function displayLines(d: DesignContext): string[] {
  return [d.content.title, d.content.subtitle, d.content.offer].filter((t): t is string => Boolean(t)).map(squash);
}

/** Whether one of the display lines shows a fact ("Saturday, June 14 at 8pm", "089 123456") as written. */
function displayShows(d: DesignContext, facts: readonly string[]): boolean {
  const lines = displayLines(d);
  return facts.some((f) => squash(f).length >= 4 && lines.some((l) => l.includes(squash(f))));
}

/**
 * Whether a line states the sticker's offer: its figures as numbers of their own ("30% off all
 * jackets" under "-30%", not "doors at 20:30"), or its word ("Free entry" under "Free").
 */
export function lineSaysSticker(line: string | undefined, sticker: string): boolean {
  if (!line) return false;
  const own = sticker.match(/\d+(?:[.,]\d+)?/gu) ?? [];
  if (own.length)
    return own.every((n) =>
      new RegExp(`(?<![\\d.,:])${n.replace(/[.,]/g, '[.,]')}(?![\\d]|[.,]\\d|:|-)`, 'u').test(line),
    );
  return line.toLocaleLowerCase().includes(sticker.toLocaleLowerCase());
}

/** Whether every contact the piece would show (a strip's chip shows its first phone or address) is already in the copy. */
export function contactShownInCopy(d: DesignContext, contacts: FurnitureFacts['contacts']): boolean {
  if (!contacts?.length) return false;
  // A contact block with more than the copy shows (a phone and a web address) still adds something.
  if (!isShortFormat(d.W, d.H))
    return (
      displayShows(
        d,
        contacts.map((c) => c.text),
      ) && contacts.length === 1
    );
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

/**
 * The contacts a block beside the button still has to show: a number the button carries ("Anrufen: 030
 * 1234567" when the prompt asks to order by phone) is not set again on a chip under it, the web address
 * beside it is. All of them when the button carries none or every one (contactInButton then drops the
 * block), and a strip's single chip is left to contactInButton.
 */
export function contactsBesideButton(
  d: DesignContext,
  contacts: FurnitureFacts['contacts'],
): FurnitureFacts['contacts'] {
  if (!contacts?.length || !d.content.cta || d.cls === 'ultraWide') return contacts;
  const button = squash(d.content.cta);
  const rest = contacts.filter((c) => !(squash(c.text).length >= 4 && button.includes(squash(c.text))));
  return rest.length ? rest : contacts;
}

/** Whether the event's date as the copy words it (`covers`: "Saturday, June 14 at 8pm") is already in the copy. */
export function eventShownInCopy(d: DesignContext, covers: FurnitureFacts['covers']): boolean {
  if (!covers?.length) return false;
  if (!isShortFormat(d.W, d.H)) return displayShows(d, covers);
  const copy = shownCopy(d);
  return covers.some((c) => squash(c).length >= 4 && copy.includes(squash(c)));
}

/** Whether the sticker's figure ("-30%", "$19", "2 for 1") or its "free" is already in the copy. */
export function stickerShownInCopy(d: DesignContext, text: string): boolean {
  if ([d.content.title, d.content.subtitle, d.content.offer].some((line) => lineSaysSticker(line, text))) return true;
  if (!isShortFormat(d.W, d.H)) return false;
  const copy = shownCopy(d);
  const figures = text.match(/\d+(?:[.,]\d+)?/g);
  if (figures) return figures.every((f) => new RegExp(`(^|\\D)${f.replace('.', '\\.')}(\\D|$)`).test(copy));
  return squash(text).length > 0 && copy.includes(squash(text));
}
