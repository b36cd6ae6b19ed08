// Grammar where a phrase of the prompt is slotted into a bank template. The banks' own nouns are
// written to fit their templates ("les enfants", "coffee", "flowers"); the user's words are not:
//   - an English singular count noun needs a determiner: "Discover budgeting app", "Looking for
//     pizza place?" (tag `singular`: the bank then picks "Discover our {product}", "Looking for the
//     right {product}?");
//   - a street takes "on" in English and no preposition of place elsewhere: "Now open in Main
//     Street" (tag `street`: the banks' street lines);
//   - French and Spanish contract a preposition and an article ("à les enfants" → "aux enfants",
//     "de el" → "del"), and a French audience in the user's words needs its article ("Avis à
//     enfants" → "Avis aux enfants").
import { fixGermanLocatives } from './german-places';
import { fold } from './text';
import type { LanguageId } from './types';

/** English nouns that take no article (mass nouns and the names of activities). */
const ENGLISH_MASS = new Set([
  'coffee',
  'tea',
  'food',
  'bread',
  'pizza',
  'sushi',
  'wine',
  'beer',
  'chocolate',
  'ice',
  'cream',
  'music',
  'art',
  'advice',
  'help',
  'care',
  'skincare',
  'haircare',
  'makeup',
  'software',
  'furniture',
  'equipment',
  'gear',
  'clothing',
  'jewellery',
  'jewelry',
  'insurance',
  'fashion',
  'wear',
  'sportswear',
  'swimwear',
  'footwear',
  'knitwear',
  'luggage',
  'fitness',
  'wellness',
  'yoga',
  'pilates',
  'barre',
  'coaching',
  'training',
  'tuition',
  'money',
  'cash',
  'data',
  'research',
  'support',
  'service',
  'delivery',
  'childcare',
  'daycare',
  'healthcare',
  'homework',
  'fun',
  'happiness',
  'comfort',
  'produce',
  'meat',
  'fish',
  'seafood',
  'dessert',
  'brunch',
  'lunch',
  'dinner',
  'breakfast',
  'pasta',
  'rice',
  'honey',
  'cheese',
  'soap',
  'hair',
  'skin',
  'water',
  'energy',
  'power',
  'internet',
  'wifi',
  'broadband',
  'storage',
]);

/** Whether an English product phrase ends in a singular count noun ("budgeting app", "pizza place"). */
export function isEnglishSingularCount(phrase: string): boolean {
  const last =
    phrase
      .trim()
      .split(/\s+/)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z'-]/g, '') ?? '';
  if (last.length < 2 || ENGLISH_MASS.has(last)) return false;
  if (/(?:ing|ness|ics)$/.test(last)) return false; // grooming, wellness, electronics
  if (/s$/.test(last) && !/(?:ss|us|is)$/.test(last)) return false; // shoes, candles (not class, campus)
  return true;
}

/** Street names: "Main Street", "High St", "Rue de la Paix", "Calle Mayor", "Kaiserstraße", "Via Roma". */
const STREET =
  /(?:^|\s)st\.?$|(?:^|\s)(?:street|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|drive|high street|rue|calle|avenida|paseo|via|viale|corso|rua|straat|laan|gracht|allee|gasse)(?:\s|$)|(?:straße|strasse|straat|gracht|gasse|allee)$/iu;

export function isStreet(location: string): boolean {
  return STREET.test(location);
}

/**
 * Tags a product and a location give the templates. `productFromPrompt`: the product is the user's
 * own words (not the bank's noun for its kind, not a name).
 */
export function slotTags(
  language: LanguageId,
  product: string | undefined,
  productFromPrompt: boolean,
  location: string | undefined,
): string[] {
  const tags: string[] = [];
  if (product && productFromPrompt && language === 'english' && isEnglishSingularCount(product)) tags.push('singular');
  // "9 Birch Lane, Denver", "Hauptstraße 5, 80331 München": the street is the part before the town, without its number.
  const street = (location?.split(/[,،]/)[0] ?? '').replace(/\s+\d{1,5}[a-zA-Z]?$/, '');
  if (location && isStreet(street)) tags.push('street');
  // A whole address with its number is printed as an ad prints it, on its own line ("9 Birch Lane, Denver").
  if (location && /\d/.test(location) && (isStreet(street) || /[市区町村]|شارع|طريق/u.test(location)))
    tags.push('address');
  return tags;
}

const FRENCH_DETERMINER = /^(?:les|des|la|le|l['’]|nos|vos|ses|leurs|tous|toutes|chaque|aux|au|du|un|une)\b/iu;

/** An audience as the templates need it: a French audience in the user's words gets its article. */
export function audienceForSlot(language: LanguageId, audience: string, fromPrompt: boolean): string {
  if (fromPrompt && language === 'french' && !FRENCH_DETERMINER.test(audience.trim())) return `les ${audience.trim()}`;
  return audience;
}

/**
 * Marks where a slot's value starts in a filled template: contractions are made only there, never in
 * the user's own sentences ("prêts à les découvrir" keeps its pronoun).
 */
export const SLOT_MARK = '\u0001';

/** Contractions of a preposition and an article a slot may create ("à les" → "aux"). */
const B = String.raw`(^|[\s(«"¿¡])`;
const CONTRACTIONS: Partial<Record<LanguageId, ReadonlyArray<readonly [RegExp, string]>>> = {
  french: [
    [new RegExp(`${B}à ${SLOT_MARK}les\\s`, 'gu'), '$1aux '],
    [new RegExp(`${B}À ${SLOT_MARK}les\\s`, 'gu'), '$1Aux '],
    [new RegExp(`${B}à ${SLOT_MARK}le\\s`, 'gu'), '$1au '],
    [new RegExp(`${B}À ${SLOT_MARK}le\\s`, 'gu'), '$1Au '],
    [new RegExp(`${B}([dD])e ${SLOT_MARK}les\\s`, 'gu'), '$1$2es '],
    [new RegExp(`${B}([dD])e ${SLOT_MARK}le\\s`, 'gu'), '$1$2u '],
    // A name that says "chez" itself ("Chez Marcel") is not said twice: "Tout chez Chez Marcel" → "Tout Chez Marcel".
    [new RegExp(`${B}[cC]hez ${SLOT_MARK}(?=Chez\\s)`, 'gu'), '$1'],
  ],
  spanish: [
    [new RegExp(`${B}([aA]) ${SLOT_MARK}el\\s`, 'gu'), '$1$2l '],
    [new RegExp(`${B}([dD])e ${SLOT_MARK}el\\s`, 'gu'), '$1$2el '],
  ],
};

/** Makes the contractions at slot starts and removes the marks. */
export function fixSlotGrammar(text: string, language: LanguageId): string {
  let out = language === 'german' ? fixGermanLocatives(text, SLOT_MARK) : text;
  for (const [re, to] of CONTRACTIONS[language] ?? []) out = out.replace(re, to);
  return out.split(SLOT_MARK).join('');
}

/**
 * Whether one slot's value holds another's ("Koffie: gratis koffie", "Pizza: pizza 2-for-1"): the
 * line would say the same thing twice.
 */
export function repeatsSlot(values: readonly string[]): boolean {
  const folded = values.map((v) => fold(v).trim()).filter((v) => v.length >= 3);
  return folded.some((a, i) => folded.some((b, j) => i !== j && containsWhole(a, b)));
}

const LETTER = /\p{L}/u;

/**
 * `needle` occurs in `hay` with no letter right before or after it. (A RegExp built per pair cost about
 * a fifth of the copywriter's time: this runs for every pair of slot values of every candidate line.)
 */
function containsWhole(hay: string, needle: string): boolean {
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const before = at > 0 ? hay[at - 1] : '';
    const after = hay[at + needle.length] ?? '';
    if (!(before && LETTER.test(before)) && !(after && LETTER.test(after))) return true;
  }
  return false;
}

/**
 * Whether a phrase the analysis read as a name or a product cannot stand in a {brand} or {product}
 * slot ("Why people love {brand}", "Discover {product}"):
 *   - it opens with a service adjective of a hyphenated pair in lower case ("Same-day AC" of
 *     "Same-day AC repair", "24-hour locksmith", "Next-day delivery"): a description cut from its
 *     noun, not a name ("Coca-Cola", "Rolls-Royce" have a capital after the hyphen);
 *   - it is a place of the prompt ("Paris" of a gig in Paris is where, not what);
 *   - it ends on a word that leaves it hanging ("stays of" of "stays of 3 nights or more").
 */
export function unfitForNounSlot(
  phrase: string,
  places: readonly (string | undefined)[],
  dangling: readonly string[],
): boolean {
  const words = phrase.trim().split(/\s+/u);
  // (A single letter before the hyphen makes a noun: "E-commerce", "T-shirt", "E-bike".)
  if (/^(?:\p{L}\p{Ll}+|\d+)-\p{Ll}+$/u.test(words[0]) && words.length > 1) return true;
  const folded = fold(phrase).trim();
  if (places.some((p) => p !== undefined && fold(p).trim() === folded)) return true;
  const last = fold(words[words.length - 1]);
  return words.length > 1 && dangling.some((d) => fold(d) === last);
}
