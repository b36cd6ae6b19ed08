// Prices side by side, each for someone or something ("Erwachsene 14 €, Kinder 7 €", "tarif plein 22 €,
// réduit 15 €", "大人1,800円・子ども900円"), are one price list: each keeps its label and they are
// printed together ("Adults $18 · Kids under 12 $9"). Apart, or without their labels, "7 €" on a line
// of its own reads as the price of everything, and the other price goes missing.
import { withoutFromWord } from './price-forms';
import { formatOffer } from './render-facts';
import type { PhraseBank } from './languages/phrase-bank';
import type { Offer } from './types';

type Price = Extract<Offer, { kind: 'price' }>;

/** What may stand between two prices of one list: a comma, a slash, a middle dot, "and". */
const SEPARATOR = /^\s*(?:[,;、，・/|·،]|\s(?:and|und|et|y|e|en|ou|or|oder|o|of)\s|و)\s*(?:و\s*)?/u;
/** A label is a few words of the prompt's, no price, no clause of its own. */
const LABEL = /^[^$€£¥円.:;!?()[\]\n–—|،؛。！？]{1,32}$/u;

/** Where each offer's text starts in the prompt, in order (undefined where it cannot be found). */
function positions(prompt: string, offers: readonly Offer[]): Array<number | undefined> {
  let cursor = 0;
  return offers.map((o) => {
    const at = prompt.indexOf(o.text, cursor);
    if (at < 0) return undefined;
    cursor = at + o.text.length;
    return at;
  });
}

const labelled = (o: Price): boolean => Boolean((o.buys && o.buys.before) || o.item);

/**
 * The price lists of a prompt: runs of two to four prices, next to each other, in one currency, each
 * with its label (what the prompt writes before or after it). A price whose label the analysis left
 * out (a number in it: "kids under 12 $9") gets the words between the two prices. Each list holds the
 * offers as given, by identity, with the labels to print them with.
 */
export function priceLists(prompt: string, offers: readonly Offer[]): Array<Array<{ offer: Price; shown: Price }>> {
  const at = positions(prompt, offers);
  const lists: Array<Array<{ offer: Price; shown: Price }>> = [];
  let run: Array<{ offer: Price; shown: Price }> = [];
  const close = (): void => {
    if (run.length >= 2 && run.length <= 4) lists.push(run);
    run = [];
  };
  offers.forEach((o, i) => {
    if (o.kind !== 'price' || o.was || at[i] === undefined) return close();
    const prev = run[run.length - 1];
    if (prev && prev.offer === offers[i - 1]) {
      const label = labelBetween(
        prompt,
        prev.shown,
        (at[i - 1] as number) + prev.offer.text.length,
        o,
        at[i] as number,
      );
      // (A from-price prints its own "from": "cambio de aceite y filtro desde 59 €" once, not "desde desde".)
      const words = label && o.from ? withoutFromWord(label) : label;
      const shown: Price = words ? { ...o, buys: { text: words, before: true } } : o;
      if (label !== undefined && prev.offer.money.currency === o.money.currency && labelled(shown)) {
        run.push({ offer: o, shown });
        return;
      }
    }
    close();
    // A label the analysis left to another fact ("30-minute facial $45": the duration is a spec) is the clause before.
    const own = labelled(o) ? undefined : labelBefore(prompt.slice(0, at[i] as number));
    const ownWords = own && o.from ? withoutFromWord(own) : own;
    const shown: Price = ownWords ? { ...o, buys: { text: ownWords, before: true } } : o;
    if (labelled(shown)) run = [{ offer: o, shown }];
  });
  close();
  return lists;
}

/**
 * The words between two prices when they are only a separator and the second price's label: '' when
 * the label is already read, the label when it is not, undefined when something else stands between.
 */
function labelBetween(
  prompt: string,
  prev: Price,
  prevEnd: number,
  next: Price,
  nextStart: number,
): string | undefined {
  let gap = prompt.slice(prevEnd, nextStart);
  if (prev.scope && !prev.scope.before) gap = gap.replace(prev.scope.text, '');
  if (prev.item && !prev.text.includes(prev.item)) gap = gap.replace(prev.item, '');
  const sep = SEPARATOR.exec(gap);
  if (!sep) return undefined;
  let rest = gap.slice(sep[0].length);
  if (next.buys?.before) {
    if (!rest.trimEnd().endsWith(next.buys.text)) return undefined;
    rest = rest.trimEnd().slice(0, -next.buys.text.length);
    return rest.trim() ? undefined : '';
  }
  const label = rest.trim();
  if (!label) return '';
  return LABEL.test(label) && /\p{L}/u.test(label) ? label : undefined;
}

/** The few words of the clause right before a price ("Glow Spa: 30-minute facial"), or undefined. */
function labelBefore(before: string): string | undefined {
  const clause = /[^,.;:!?()[\]\n–—|،؛。、！？]*$/u.exec(before)?.[0].trim() ?? '';
  const words = clause.split(/\s+/u).filter(Boolean);
  if (!words.length || words.length > 4 || !LABEL.test(clause) || !/\p{L}/u.test(clause)) return undefined;
  return clause;
}

/** How a list joins its prices in each script. */
function joiner(bank: PhraseBank): string {
  return bank.id === 'japanese' ? '・' : ' · ';
}

/** The list as one line, each price with its label, in the prompt's words: "Adults $18 · Kids under 12 $9". */
export function formatPriceList(list: ReadonlyArray<{ shown: Price }>, bank: PhraseBank): string {
  return list
    .map(({ shown }, i) => {
      const text = formatOffer(shown, bank, bank.id);
      return i > 0 && bank.cased ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    })
    .join(joiner(bank));
}

/**
 * Whether a line of the prompt's own words holds some prices of a list but not all ("Kids under 12 $9"
 * as a headline): it would print one price alone, as if it were the only one.
 */
export function cutsPriceList(line: string, lists: ReadonlyArray<ReadonlyArray<{ offer: Price }>>): boolean {
  return lists.some((list) => {
    const held = list.filter(({ offer }) => line.includes(offer.text)).length;
    return held > 0 && held < list.length;
  });
}
