// A category's stock lines (its benefits and questions: "Local experts you can count on", "Ready to get
// creative?") claim what every advertiser of its trade does. Said of the wrong trade they are false ("From
// small fixes to big jobs" on a dry cleaner, class lines on a yarn shop); said on a weak guess they are
// filler. So they are written only when the prompt names its trade clearly; otherwise the copy is built
// from the prompt's own facts (what is offered, where, when) and its own words, and has fewer lines.
import { advertiserKind } from './advertiser-kinds';
import { categoryScores } from './intent';
import { MOOD_WORDS, PRODUCT_CATEGORY } from './lexicon';
import { hasAnyKeyword } from './matching';
import { worksOnGoods } from './serviced-goods';
import type { Trade } from './trade';
import type { Category, Mood, ProductConcept } from './types';

/** One strong cue ("plumber", "yoga", "bakery") or two weaker ones. */
const SURE_SCORE = 4;
/** …ahead of any other category by a weak cue's weight ("roof repairs" over the "event" of "free estimates" is not). */
const SURE_LEAD = 2;

/**
 * Whether the category's stock lines may speak for the advertiser of this (folded) prompt: its trade is
 * named (trade.ts), its kind is named outright (advertiser-kinds.ts), it sells the kind of goods read
 * ("running shoes" for fashion, unless it only cleans or repairs them), or the category cues read it
 * with a clear lead.
 */
export function tradeReadSurely(
  category: Category,
  foldedPrompt: string,
  trade: Trade | undefined,
  concept: ProductConcept | undefined,
): boolean {
  if (trade) return true;
  if (advertiserKind(foldedPrompt)?.category === category) return true;
  if (concept && PRODUCT_CATEGORY[concept] === category && !worksOnGoods(foldedPrompt)) return true;
  const scores = categoryScores(foldedPrompt);
  const own = scores.get(category) ?? 0;
  let next = 0;
  for (const [c, score] of scores) if (c !== category && score > next) next = score;
  return own >= SURE_SCORE && own - next >= SURE_LEAD;
}

/**
 * Whether the bank's lines of a tone ("Clear, simple, effective", "Feel the energy") may stand as copy: the
 * trade is read surely (its category's tone fits it), a persona sets the tone, or the prompt says it in its
 * own words. A tone guessed from a guessed trade is filler twice over.
 */
export function toneLinesFit(tone: Mood, foldedPrompt: string, sure: boolean, persona: boolean): boolean {
  return sure || persona || hasAnyKeyword(foldedPrompt, MOOD_WORDS[tone]);
}

/** Placeholders a category's stock lines fill ("{Benefit}", "{Mood}"): said by the prompt only when they hold its own lines. */
export const STOCK_SLOTS: ReadonlySet<string> = new Set(['benefit', 'benefit2', 'mood', 'question']);

/** Placeholders that alone say nothing of the advertiser: "Make this {event} count", "{Mood}". */
const WEAK_SLOTS: ReadonlySet<string> = new Set(['event', 'mood']);

/** Whether a line of these placeholders (lower case) would fit any advertiser: none, or only weak ones. */
export function fitsAnyAdvertiser(placeholders: readonly string[]): boolean {
  return placeholders.every((name) => WEAK_SLOTS.has(name));
}

/**
 * A template's sentences that say something of the request: "{Offer} {until}. Don't wait. {Benefit}." is
 * "{Offer} {until}." when the prompt has no line of its own for {Benefit}. A sentence of no placeholder
 * ("See for yourself", "Don't wait", "Everything in one place", 「お見逃しなく」) fits any advertiser, and one
 * whose placeholder `said` refuses (a category's stock line) would be a claim nobody made: both are left
 * out, and a template of nothing else is left out whole (undefined). Tags stay.
 */
export function saidSentences(raw: string, said: (placeholder: string) => boolean): string | undefined {
  const bar = raw.indexOf('|');
  const tags = bar >= 0 && !raw.slice(0, bar).includes('{') ? raw.slice(0, bar + 1) : '';
  const text = raw.slice(tags.length);
  const sentences = text.split(/(?<=[.!?。！？])\s*/u).filter((s) => s.trim());
  const namesOf = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1].toLowerCase());
  // The advertiser's name alone ("All at {brand}.", "Tudo com {brand}.", "Alles bij {brand}.") says no more
  // than the name on the design, and glued to a name misread as the brand it is no phrase at all ("Alles
  // bij Hemelvaartsdag."): such a sentence is left out, and a template of nothing else is left out whole.
  const kept = sentences.filter((s) => {
    const names = namesOf(s);
    return names.length > 0 && names.every(said) && !fitsAnyAdvertiser(names) && names.some((n) => n !== 'brand');
  });
  if (kept.length === 0) return undefined;
  if (kept.length === sentences.length) return raw;
  return tags + kept.join(/[。！？]/u.test(text) ? '' : ' ');
}
