// Words of the emoji index that name a thing but, in an advert, say something else: how a dish is made
// (roasted, homemade), a count (a 3-piece set), a market (a marketplace, not the stock market), a
// launch (no rocket), a meal (Unicode files "dinner" under fish). The index's CLDR keywords were written
// for finding an emoji, not for reading an advert; these never pick a picture.
import { foldWord } from './normalise';
import { OPEN_DOORS } from './open-doors';

/** Words that never pick a picture, by language (folded as normalise.ts folds: no accents, lower case). */
const BY_LANGUAGE: Record<string, readonly string[]> = {
  // "package" (a deal), "date" (a day, not a lipstick), "where"/"simple" (a house in the index)
  english: [
    'package',
    'packages',
    'long',
    'date',
    'beat',
    'award',
    'studio',
    'shelter',
    'sports',
    'market',
    'markets',
    'roasted',
    'piece',
    'pieces',
    'launch',
    'launches',
    'dinner',
    'where',
    'simple',
    'settle',
    'country',
    'rise',
    'growth',
    'trend',
    // Spanish and Portuguese metres, read by the English fallback
    'metros',
  ],
  // a "Fest" (any festival) is no moon cake
  // "Scheren und Messer" are scissors, not a lobster's claws
  german: ['fest', 'feste', 'preis', 'hilfe', 'studio', 'markt', 'gerostet', 'teile', 'wagen', 'scheren'],
  // "sur rendez-vous" is an appointment, not a bunch of flowers; "chaud" (hot) is no fire
  // "tout le magasin" is the advertiser's own shop (its sale), no 24-hour convenience store
  french: [
    'magasin',
    'magasins',
    'batterie',
    'studio',
    'rendez vous',
    'chaud',
    'repas',
    'manger',
    'alimentation',
    'croissance',
    'tendance',
    // a sports "club" is no cocktail
    'club',
    // a "visite guidée", a tour guide: no guide dog
    'guide',
    'guides',
    'guidee',
    'guidees',
  ],
  // "tapas" are dishes, not book covers; "3 metros" are metres, no underground train
  spanish: [
    'metros',
    'tapas',
    'tapa',
    'premio',
    'estudio',
    'bateria',
    'mercado',
    'asada',
    'asado',
    'pieza',
    'piezas',
    'alza',
    // "Picos de Europa", "hora pico" (rush hour), "y pico" (and a bit): no pick
    'pico',
    'picos',
  ],
  // "nuova collezione" is no new moon; "pollo arrosto" no sweet potato
  italian: [
    'appuntamento',
    'quartiere',
    'studio',
    'premio',
    'nuova',
    'nuovo',
    'nuove',
    'nuovi',
    'domenica',
    'arrosto',
    'mercati',
    'pezzo',
    'pezzi',
    'calore',
    'passione',
    'crescita',
    // a sports "club" is no cocktail
    'club',
    // "sabato pomeriggio" is an afternoon, no teacup
    'pomeriggio',
  ],
  portuguese: [
    'premio',
    'estudio',
    'nova',
    'novo',
    'novas',
    'novos',
    'mercado',
    'assada',
    'assado',
    'peca',
    'pecas',
    'crescimento',
  ],
  // a sports "club" is no cocktail
  dutch: ['club', 'afspraakje', 'date', 'studio', 'markt', 'gepoft', 'stukje', 'heet', 'groei', 'lancering'],
  // a market, a piece, lunch, hot, a launch
  arabic: ['سوق', 'قطعه', 'قطع', 'غداء', 'ساخن', 'انطلاق', 'نمو'],
};

export const MISLEADING: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(BY_LANGUAGE).map(([lang, ws]) => [lang, new Set(ws.map((w) => foldWord(w, lang)))]),
);

/**
 * Phrases that name a thing they are not about, in any language: an "early bird" price draws no bird,
 * prices "on fire" no fire, a "piece of cake" no puzzle, "poisson d'avril" (April fool) no fish.
 */
const FIGURES =
  /\bearly[- ]birds?\b|\bboxing day\b|\bon fire\b|\bpiece of cake\b|\bpoisson d['’]avril\b|\bpesce d['’]aprile\b|\bsky-?rocket\w*|\bzebra crossings?\b/giu;
// (an open day's doors too: open-doors.ts)
export const IDIOMS = new RegExp(`${FIGURES.source}|${OPEN_DOORS.source}`, 'giu');

/**
 * English words followed by a possessive are verbs ("rocket your sales", "book your table", "fuel our
 * growth"): the thing the verb is named after is not advertised.
 */
export const POSSESSIVES: ReadonlySet<string> = new Set(['your', 'our', 'my', 'their', 'his', 'her', 'its']);

/**
 * French "maison" after a noun is "homemade" ("tartes maison", "pâtisseries maison"); after an article
 * or a preposition it is a house ("une maison", "à la maison").
 */
const BEFORE_A_HOUSE: ReadonlySet<string> = new Set([
  'la',
  'une',
  'ma',
  'ta',
  'sa',
  'notre',
  'votre',
  'leur',
  'cette',
  'de',
  'du',
  'des',
  'en',
  'a',
  'belle',
  'grande',
  'petite',
  'jolie',
  'vente',
  'louer',
  'vendre',
  'achat',
]);

/** Whether the word at `i` of folded words `ws` is only a modifier here (and so names no thing). */
export function isModifierAt(ws: readonly string[], i: number, language: string): boolean {
  const w = ws[i];
  if (language === 'english') return i + 1 < ws.length && POSSESSIVES.has(ws[i + 1]);
  if (language === 'french' && w === 'maison') return i > 0 && !BEFORE_A_HOUSE.has(ws[i - 1]);
  return false;
}
