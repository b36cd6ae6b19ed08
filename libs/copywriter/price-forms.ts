// How a price is said around its amount, in the nine languages: a from-price ("ab 49 €", "da 149 €",
// "980円〜", "ابتداءً من 300 درهم") claims less than a plain price, and a range ("29–49 €", "$120-$180",
// "entre 10 et 15 €", "2,000〜5,000円") is one price that must never be split into two or cut to one.
import type { LanguageId } from './types';

/**
 * Words right before an amount that make it a from-price. Italian "da" is also "at/from (a place)"
 * ("Pizzeria da Gino"): it counts only here, right before an amount, and not where "da" is a common
 * word of the language read (Spanish "te da 5 €", German "da"). A short Italian prompt is often read
 * as Portuguese or Spanish: the rule does not wait for Italian.
 */
const FROM_PRICE_BEFORE =
  /(?<![\p{L}])(?:from|starting\s+(?:at|from)|starts\s+at|prices\s+from|desde|a\s+partir\s+de|à\s+partir\s+de|dès|ab|a\s+partire\s+da|partono\s+da|vanaf|v\.a\.|ابتداء[ًا]*\s+من|بدء[ًا]*\s+من|[يت]بدأ\s+(?:\S+\s+)?من)\s*(?:only|just|solo|seulement|nur|apenas|slechts)?\s*$/iu;
const ITALIAN_FROM_BEFORE = /(?<![\p{L}])da\s*$/iu;
const DA_IS_COMMON: ReadonlySet<LanguageId> = new Set<LanguageId>(['spanish', 'german']);
/** Japanese says it after the amount: "1泊8,000円から", "ランチ980円〜" (a digit after 〜 makes a range). */
const JAPANESE_FROM_AFTER = /^\s*(?:から|より|[〜～~](?!\s*[¥￥]?\s*\d))/u;

/** A label before a from-price without the from-word the price prints itself ("filtro desde" → "filtro"). */
export function withoutFromWord(label: string): string {
  return label.replace(FROM_PRICE_BEFORE, '').replace(ITALIAN_FROM_BEFORE, '').trim();
}

/**
 * "Up to" right before an amount ("tot €1.500 terug", "bis zu 2.000 € Zuschuss", "save up to $1,500",
 * "最大30,000円", "حتى 200 درهم"): the most anyone gets, never what everyone gets. Not after a number:
 * "van 10 tot 15 €" is a range.
 */
const UP_TO_BEFORE =
  /(?<!\d\s?)(?<![\p{L}])(?:up\s+to|bis\s+zu|jusqu['’]\s*à|hasta(?:\s+un)?|fino\s+a(?:l)?|at[ée]|tot|maximal|最大|حتى)\s*$/iu;

export function saysUpTo(before: string): boolean {
  return UP_TO_BEFORE.test(before);
}

/** An amount with its "up to", in each language. */
export const UP_TO_AMOUNT: Record<LanguageId, string> = {
  english: 'up to {amount}',
  german: 'bis zu {amount}',
  french: 'jusqu’à {amount}',
  spanish: 'hasta {amount}',
  italian: 'fino a {amount}',
  portuguese: 'até {amount}',
  dutch: 'tot {amount}',
  japanese: '最大{amount}',
  arabic: 'حتى {amount}',
};

/** Whether the amount between `before` and `after` is a from-price. */
export function saysFromPrice(before: string, after: string, language: LanguageId): boolean {
  if (FROM_PRICE_BEFORE.test(before) || JAPANESE_FROM_AFTER.test(after)) return true;
  return !DA_IS_COMMON.has(language) && ITALIAN_FROM_BEFORE.test(before);
}

const FROM_WORDS_AT_END =
  /(?:\s+|^)(?:ابتداء[ًا]*\s+من|بدء[ًا]*\s+من|[يت]بدأ(?:\s+\S+)?\s+من|partono\s+da|prices\s+from|v\.a\.)\s*$/iu;

/** What is bought without the from-words the price writes itself ("camere da" → "camere", "الغرف ابتداءً من" → "الغرف"). */
export function withoutFromWords(words: string, language: string): string {
  const out = words.replace(FROM_WORDS_AT_END, '');
  return DA_IS_COMMON.has(language as LanguageId) ? out : out.replace(/(?:\s+|^)da\s*$/iu, '');
}

const BARE_NUMBER = String.raw`(\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
/** The word opening a range written in words: "entre 10 et 15 €", "da 30 a 45 €", "von 20 bis 30 €". */
const OPENER = String.raw`between|from|entre|zwischen|von|de|tra|fra|da|tussen|van|من|بين`;
/** The word or dash between the ends of a range. */
const JOIN = String.raw`(?:\s*[-–—~〜～]\s*|\s+(?:to|and|et|à|a|y|und|bis|e|en|tot|و|إلى|الى)\s+)`;
/** What an opener needs as its join: "entre 10 et", "da 30 a", "من 100 إلى", never "de 10 y". */
const WORD_JOINS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^between$/i, /^and$/i],
  [/^from$/i, /^(?:to|-|–|—)$/i],
  [/^entre$/i, /^(?:et|y|e)$/i],
  [/^zwischen$/i, /^und$/i],
  [/^von$/i, /^(?:bis|-|–)$/i],
  [/^de$/i, /^(?:à|a|-|–)$/i],
  [/^(?:tra|fra)$/i, /^e$/i],
  [/^da$/i, /^a$/i],
  [/^tussen$/i, /^en$/i],
  [/^van$/i, /^(?:tot|-|–)$/i],
  [/^من$/u, /^(?:إلى|الى|-|–)$/u],
  [/^بين$/u, /^و$/u],
];
const LOW_BEFORE = new RegExp(String.raw`(?:(?<![\p{L}])(${OPENER})\s+)?(?<![\p{N}.,])${BARE_NUMBER}(${JOIN})$`, 'iu');

/** A range's low end written as a bare number right before an amount ("29–" of "29–49 €"). */
export interface RangeLow {
  /** Where the range starts (its opener, else its number). */
  start: number;
  number: string;
}

/**
 * The low end of a range ending in the amount at `index`: "29–49 €", "entre 10 et 15 €", "da 30 a
 * 45 €", "2,000〜5,000円", "من 100 إلى 200 درهم". A word join needs its opener ("10 et 15 €" is two
 * numbers); a dash needs none.
 */
export function rangeLowBefore(text: string, index: number): RangeLow | undefined {
  const window = text.slice(Math.max(0, index - 40), index);
  const m = LOW_BEFORE.exec(window);
  if (!m) return undefined;
  const [, opener, number, join] = m;
  const joinWord = join.trim();
  if (!/^[-–—~〜～]$/u.test(joinWord) && !(opener && joins(opener, joinWord))) return undefined;
  // "von 20 bis 30 €" keeps its opener; a dash range opened by a word that does not fit ("de 10-15 €") starts at the number.
  const withOpener = opener && joins(opener, joinWord);
  const start = index - window.length + m.index + (withOpener ? 0 : m[0].indexOf(number, opener ? opener.length : 0));
  return { start, number };
}

function joins(opener: string, join: string): boolean {
  return WORD_JOINS.some(([o, j]) => o.test(opener) && j.test(join));
}

/** The join between two amounts that make one range: "$120-$180", "€ 25 - € 40", "from $20 to $40". */
export function joinsRange(between: string, before: string): boolean {
  const join = between.trim();
  if (/^[-–—~〜～]$/u.test(join)) return true;
  const opener = /(?:^|\s)(\S+)\s*$/u.exec(before)?.[1];
  return Boolean(opener && /^[\p{L}]+$/u.test(join) && joins(opener, join));
}

/** The high end written as a bare number right after an amount: "$10–15", "£8-12". */
export function rangeHighAfter(text: string, end: number): { number: string; length: number } | undefined {
  const m = new RegExp(String.raw`^\s*[-–—]\s*${BARE_NUMBER}(?![\p{N}%]|[.,]\d|\s*[-/:])`, 'u').exec(text.slice(end));
  return m ? { number: m[1], length: m[0].length } : undefined;
}

/** The units a price is most often counted in, worded in every language (`fact-wording.ts`). */
export type PriceUnit = 'hour' | 'night' | 'person' | 'kilo';

const UNITS: ReadonlyArray<[PriceUnit, RegExp]> = [
  ['hour', /(?:hour|hr|\bh|stunde|std\.?|heure|hora|ora|uur|\bu|時間|الساعة|للساعة)$/iu],
  ['night', /(?:night|nacht|nuit|noche|noite|notte|泊|الليلة|لليلة(?:\s+الواحدة)?)$/iu],
  [
    'person',
    /(?:person|head|pp|p\.\s?p\.|personne|persona|pessoa|persoon|testa|人|名|名様|للشخص(?:\s+الواحد)?|للفرد)$/iu,
  ],
  ['kilo', /(?:kilo|kg|chilo|quilo|للكيلو(?:\s?غرام)?|للكيلوغرام)$/iu],
];

/** The unit a price's qualifier names ("pro Stunde", "/hour", "la nuit", "/人"), if one of the common ones. */
export function unitOf(scope: string): PriceUnit | undefined {
  const s = scope.trim();
  return UNITS.find(([, re]) => re.test(s))?.[0];
}

/** What a price includes, opened by the language's "including" ("inkl. Flug und Hotel", "incl. breakfast"). */
const INCLUDED_OPENER = String.raw`inkl\.|incl\.|inkl|incl|inklusive|including|inclusive\s+of|inclusief|incluye|incluyendo|incluido|incluida|inclus|y\s+compris|comprenant|incluso|incluse?|compreso|incluindo|incluído|incluída|inclui`;
/** The included things: words, joined by "and" or a comma inside, until the clause ends. */
/** Words that end what is included: where, when, for whom ("incl. a tasting flight on Fridays"). */
const INCLUDED_STOP = String.raw`on|at|in|for|until|till|every|each|from|when|only|am|an|im|bis|ab|f[üu]r|von|nur|jeden|le|les|au|aux|pour|jusqu|chaque|d[eè]s|seulement|el|los|las|en|hasta|para|cada|desde|solo|s[oó]lo|il|al|fino|per|ogni|dal|no|na|at[eé]|todos|op|tot|voor|elke|vanaf|alleen`;
const INCLUDED_WORD = String.raw`(?!(?:${INCLUDED_STOP})(?![\p{L}]))[\p{L}][\p{L}'’-]*`;
const INCLUDED_JOIN = String.raw`(?:\s+(?:and|und|et|y|e|en|&|\+)\s+|\s*[+&]\s*|\s+)`;
const INCLUDED_AFTER = new RegExp(
  String.raw`^\s+((?:${INCLUDED_OPENER})\s+${INCLUDED_WORD}(?:${INCLUDED_JOIN}${INCLUDED_WORD}){0,4})(?=\s*(?:[,;!?)]|[.。](?:\s|$)|$|\s+(?:\d|pro|par|por|je|${INCLUDED_STOP})(?![\p{L}])))`,
  'iu',
);
/** A price said whole as it stands: "all inclusive", "alles inklusive", "tout compris", "todo incluido". */
const ALL_INCLUDED_AFTER =
  /^\s+((?:(?:with|mit|avec|con|com|met)\s+[\p{L}'’-]+(?:\s+(?:and|und|et|y|e|en)\s+[\p{L}'’-]+)?\s+(?:included|inklusive|inclus|inclue?s?|incluid[oa]s?|inclus[oa]|inclu[íi]d[oa]s?|inbegrepen)|all[- ]inclusive|all[- ]in|alles\s+inklusive|alles\s+inbegrepen|tout\s+compris|todo\s+incluido|tudo\s+inclu[íi]do|tutto\s+compreso|TTC|inkl\.\s*MwSt\.?|incl\.\s*(?:VAT|BTW|btw)))(?![\p{L}])/iu;

/**
 * What the price right before `after` includes, with its length: "590 € inkl. Flug und Hotel", "$899
 * including flights", "1.290 € tout compris". Cut after "inkl" the price promised less than a phrase
 * ("ab 590 € inkl"); it is the price's condition, printed with it.
 */
export function includedAfter(after: string): { words: string; length: number } | undefined {
  const whole = ALL_INCLUDED_AFTER.exec(after);
  if (whole) return { words: whole[1], length: whole[0].length };
  const m = INCLUDED_AFTER.exec(after);
  if (!m) return undefined;
  // (A word after the last link ends it: "inkl. Flug und Hotel", never "inkl. Flug und".)
  const words = m[1].replace(/(?:\s+(?:and|und|et|y|e|en)|\s*[+&])$/iu, '');
  return { words, length: m[0].length - (m[1].length - words.length) };
}
