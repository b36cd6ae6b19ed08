// Which of the nine languages a prompt is written in. Arabic and Japanese by their scripts; the Latin
// languages by two kinds of evidence together:
//   - stop words ("the", "und", "para"), strong but shared ("para" is Spanish and Portuguese, "in"
//     English, German, Dutch and Italian) and often absent from a short prompt ("Hundesalon in Berlin:
//     gepflegtes Fell, glücklicher Hund" has none of German's);
//   - letter trigrams ("sch", "ção", "ij ", "ñ"), learnt when the module loads from each language's
//     own phrase bank (hundreds of lines of copy per language), so they cover the content words and
//     spelling of every language without a word list per language.
// A prompt in a language counts only when that language wins clearly; ties stay English, the default.
import { PHRASE_BANKS } from './languages';
import { STOP_WORDS } from './lexicon';
import { fold } from './text';
import type { LanguageId } from './types';

type LatinLanguage = keyof typeof STOP_WORDS;
const LATIN = Object.keys(STOP_WORDS) as LatinLanguage[];

/** Every string of a phrase bank, tags and placeholders removed. */
function bankText(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value.replace(/^[^|{}]*\|/, '').replace(/\{[^}]*\}/g, ' '));
  else if (Array.isArray(value)) for (const v of value) bankText(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) bankText(v, out);
  return out;
}

/**
 * Words of a text, lower-case with their accents (the accents tell "ção" from "ción"). Words of one
 * letter stay: Portuguese "e" and "o", Spanish "y", Italian "è" are among the surest signs of a language
 * ("pack de 5 aulas, prancha e fato incluídos" has no other Portuguese stop word).
 */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{Script=Latin}]+(?:['’][\p{Script=Latin}]+)?/gu) ?? [];
}

function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

interface Profile {
  counts: Map<string, number>;
  total: number;
  /** The bank's words of three letters or more: "verano" is Spanish copy's, "verão" Portuguese copy's. */
  vocabulary: Set<string>;
}

const PROFILES: Record<LatinLanguage, Profile> = Object.fromEntries(
  LATIN.map((lang) => {
    const counts = new Map<string, number>();
    let total = 0;
    const { id: _id, englishName: _e, nativeName: _n, ...rest } = PHRASE_BANKS[lang];
    const words = [...wordsOf(bankText(rest, []).join(' ')), ...STOP_WORDS[lang]];
    for (const w of words) {
      for (const t of trigrams(w)) {
        counts.set(t, (counts.get(t) ?? 0) + 1);
        total++;
      }
    }
    return [lang, { counts, total, vocabulary: new Set(words.filter((w) => w.length >= 3)) }];
  }),
) as Record<LatinLanguage, Profile>;

const VOCABULARY = new Set(LATIN.flatMap((l) => [...PROFILES[l].counts.keys()])).size;

/** Each trigram's log-likelihood under a language (add-one smoothing), worked out once: a prompt looks up hundreds. */
const LOG_LIKELIHOODS: Record<LatinLanguage, { known: Map<string, number>; unseen: number }> = Object.fromEntries(
  LATIN.map((lang) => {
    const { counts, total } = PROFILES[lang];
    const known = new Map([...counts].map(([t, count]) => [t, Math.log((count + 1) / (total + VOCABULARY))]));
    return [lang, { known, unseen: Math.log(1 / (total + VOCABULARY)) }];
  }),
) as Record<LatinLanguage, { known: Map<string, number>; unseen: number }>;
/**
 * Stop words of one letter, compared with their accents (folded, Portuguese "é" and Italian "è" would
 * both be "e"): the lexicon's lists, shared with analyze.ts, keep to longer words. "a" is a word in
 * every Romance language and in English, so it tells none of them apart.
 */
const ONE_LETTER_STOPS: Record<LatinLanguage, readonly string[]> = {
  english: ['a', 'i'],
  spanish: ['y', 'a', 'o', 'e', 'u'],
  french: ['à', 'a', 'y'],
  german: [],
  italian: ['e', 'è', 'a', 'o', 'i'],
  portuguese: ['e', 'é', 'o', 'a', 'à'],
  dutch: [],
};
const STOP_SETS = Object.fromEntries(
  LATIN.map((lang) => [lang, new Set<string>(STOP_WORDS[lang].filter((w) => w.length > 1))]),
) as Record<LatinLanguage, Set<string>>;
const ONE_LETTER_SETS = Object.fromEntries(
  LATIN.map((lang) => [lang, new Set<string>(ONE_LETTER_STOPS[lang])]),
) as Record<LatinLanguage, Set<string>>;

/** Mean log-likelihood of the words' trigrams under a language (the trigrams of every word, in order). */
function trigramScore(grams: readonly string[], lang: LatinLanguage): number {
  const { known, unseen } = LOG_LIKELIHOODS[lang];
  let sum = 0;
  for (const t of grams) sum += known.get(t) ?? unseen;
  return grams.length === 0 ? 0 : sum / grams.length;
}

/** A stop word weighs this much mean log-likelihood per word of the prompt. */
const STOP_WEIGHT = 1.2;
/** A word the language's own copy writes weighs this much (less than a stop word: names are words too). */
const WORD_WEIGHT = 0.5;
/** A currency used in one language's country only (the real is Brazil's): a hint, not a proof. */
const CURRENCY_LANGUAGE: ReadonlyArray<readonly [RegExp, LatinLanguage]> = [[/R\$/, 'portuguese']];
const CURRENCY_WEIGHT = 0.3;
/** The lead a language needs over English when the prompt has no English-only word. */
const SHORT_MARGIN = 0.2;
const ENGLISH_ONLY = new Set(
  STOP_WORDS.english.filter((w) => w.length > 1 && !LATIN.some((l) => l !== 'english' && STOP_WORDS[l].includes(w))),
);
/** A language other than English must beat English by this margin (mean log-likelihood). */
const MARGIN = 0.3;

export function detectLanguage(text: string): LanguageId {
  return detectLanguageScored(text).language;
}

export function detectLanguageScored(text: string): { language: LanguageId; gap: number; words: number } {
  const arabic = (text.match(/[\u0600-\u06ff]/g) ?? []).length;
  const japanese = (text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  if (arabic > latin) return { language: 'arabic', gap: 1, words: 0 };
  if (japanese * 2 > latin) return { language: 'japanese', gap: 1, words: 0 };
  // Web and e-mail addresses and codes say nothing of the language.
  const words = wordsOf(
    text.replace(/\S+@\S+|\S+\.(?:com|org|net|de|fr|es|it|nl|pt|br|io|co|uk)\S*|\b[A-Z0-9]{4,}\b/g, ' '),
  );
  if (words.length === 0) return { language: 'english', gap: 0, words: 0 };
  const folded = words.map((w) => fold(w));
  const grams = words.flatMap(trigrams);
  const scores = LATIN.map((lang) => {
    const stops = STOP_SETS[lang];
    const oneLetter = ONE_LETTER_SETS[lang];
    const stopHits = folded.filter((w, i) => (w.length > 1 ? stops.has(w) : oneLetter.has(words[i]))).length;
    const currency = CURRENCY_LANGUAGE.some(([re, l]) => l === lang && re.test(text)) ? CURRENCY_WEIGHT : 0;
    const { vocabulary } = PROFILES[lang];
    const known = words.filter((w) => vocabulary.has(w)).length;
    return {
      lang,
      score: trigramScore(grams, lang) + (STOP_WEIGHT * stopHits + WORD_WEIGHT * known) / words.length + currency,
    };
  }).sort((a, b) => b.score - a.score);
  const english = scores.find((s) => s.lang === 'english')?.score ?? 0;
  const best = scores[0];
  const gap = best.score - english;
  // With no word only English uses ("the", "your", "with"; not "in", shared with German and Dutch) a
  // smaller lead is enough: "Hundesalon in Berlin: gepflegtes Fell".
  const englishOnly = folded.some((w) => ENGLISH_ONLY.has(w));
  const margin = englishOnly ? MARGIN : SHORT_MARGIN;
  if (best.lang === 'english' || gap < margin) return { language: 'english', gap, words: words.length };
  return { language: best.lang, gap, words: words.length };
}
