// The advertiser's own name says what it does when a trade word is in it: "Studio Pilates Lumière" is a
// Pilates studio, "Estúdio Pilates Vida" too, however many classes ("cours", "aulas") the prompt offers.
// Its other words ("Lumière", "Vida", "Winter" in "Bäckerei Winter") say nothing about the category, and
// a third party's name says nothing at all. So when names are blanked for the category, the advertiser's
// trade words stay (a one-word name stays blanked whole: "Apple" is no fruit shop).
import { categoryScores } from './intent';
import { fold } from './text';

// Scoring a word runs every category cue: a name's words recur across requests, so the answer is kept
// (bounded: a flood of new names only ever costs the scoring).
const TRADE_WORDS = new Map<string, boolean>();
const TRADE_WORDS_MAX = 20_000;

function isTradeWord(foldedWord: string): boolean {
  const known = TRADE_WORDS.get(foldedWord);
  if (known !== undefined) return known;
  let trade = false;
  for (const score of categoryScores(foldedWord).values()) if (score > 0) trade = true;
  if (TRADE_WORDS.size >= TRADE_WORDS_MAX) TRADE_WORDS.clear();
  TRADE_WORDS.set(foldedWord, trade);
  return trade;
}

/**
 * The folded name with its words blanked except, in a name of two words or more, the trade words before its
 * last word. The last word is the kind of firm in the English order ("Cargoline Analytics", "Skyline Hotel"),
 * read already as a name's ending; a trade word ahead of it or of the name's own word is what the firm does
 * ("Studio Pilates Lumière", "Pilates Casa Bella", "Glazenwasser Helder", "Core Pilates Studio").
 */
export function ownNameBlank(foldedName: string): string {
  const parts = foldedName.split(/(\s+)/u);
  const last = parts.length - 1;
  if (parts.filter((w) => /\S/u.test(w)).length < 2) return ' '.repeat(foldedName.length);
  return parts.map((w, i) => (i < last && /\S/u.test(w) && isTradeWord(w) ? w : ' '.repeat(w.length))).join('');
}

/**
 * Whether a name of two words or more holds a word of a trade ("Lúa Moda", "Autos Levante", "Havaí Surf"):
 * a shop's name, where a place's ("Costa Brava", "Lago di Como") holds none.
 */
export function hasTradeWord(name: string): boolean {
  const words = name.split(/\s+/u).filter(Boolean);
  return words.length >= 2 && words.some(isShopWord);
}

/** Whether one word is a shop's trade ("Orthodontics", "Moda", "Café"); an event's or a trip's word ("Fair", "Cruises") names no shop. */
export function isShopWord(word: string): boolean {
  return [...categoryScores(fold(word)).entries()].some(([c, v]) => v > 0 && c !== 'event' && c !== 'travel');
}
