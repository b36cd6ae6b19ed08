// The language the copy is asked in is evidence of the prompt's own language: a user writing for a
// Dutch audience most often types Dutch. Short prompts ("IJssalon Venezia: tweede bolletje gratis dit
// weekend!") carry too few function words for the detector (analyze.ts), which then falls back to
// English; with the target language as a prior, one word of it is enough. Only between Latin-script
// languages: Arabic and Japanese are told by their script.
import { STOP_WORDS } from './lexicon';
import { fold } from './text';
import type { LanguageId } from './types';

type LatinLanguage = keyof typeof STOP_WORDS;

/** Short words of ads the detector's lists leave out ("nur bei", "em janeiro", "ogni martedì"). */
const AD_WORDS: Record<LatinLanguage, readonly string[]> = {
  english: [],
  spanish: ['desde', 'ahora', 'gratis', 'hoy', 'cada', 'tus', 'sin', 'ya', 'tienda'],
  french: [
    'dès',
    'des',
    'chez',
    'offert',
    'offerte',
    'gratuit',
    'gratuite',
    'chaque',
    'jusqu',
    'sans',
    'ou',
    'vous',
    'nous',
  ],
  german: [
    'bei',
    'nur',
    'ab',
    'du',
    'wir',
    'uns',
    'sie',
    'oder',
    'statt',
    'pro',
    'diese',
    'dieser',
    'jeden',
    'kostenlos',
    'kostenloser',
    'kostenlose',
    'frei',
    'buchen',
    'termin',
  ],
  italian: [
    'da',
    'ogni',
    'su',
    'ore',
    'alle',
    'dal',
    'dei',
    'gratis',
    'gratuita',
    'gratuito',
    'subito',
    'ora',
    'prenota',
    'sconto',
  ],
  portuguese: ['em', 'pelo', 'pela', 'por', 'até', 'já', 'é', 'toda', 'grátis', 'agende', 'compre', 'leve', 'ao', 'às'],
  dutch: ['bij', 'gratis', 'elke', 'vanaf', 'geen', 'nodig', 'bel', 'boek', 'nu', 'dit', 'kom', 'langs', 'wij', 'jij'],
};

const STOP_SETS = Object.fromEntries(
  Object.entries(STOP_WORDS).map(([id, words]) => [
    id,
    new Set([...words, ...AD_WORDS[id as LatinLanguage]].map(fold)),
  ]),
) as Record<LatinLanguage, Set<string>>;
const isLatin = (id: LanguageId): id is LatinLanguage => id in STOP_SETS;

/** Letters only some languages write: one is evidence for the target language. */
const LETTERS: Record<LatinLanguage, RegExp> = {
  english: /$^/,
  spanish: /[ñ¿¡áíóú]/u,
  french: /[éèêàçùâîôœ]/u,
  german: /[äöüß]/u,
  italian: /[àèéìòù]|\b\p{L}+['’]\p{L}/u,
  portuguese: /[ãõçáâêôú]/u,
  dutch: /ij/u,
};

/** English words other languages write too ("in Berlin", "a Milano", "am Sonntag"): no evidence of English. */
const SHARED = new Set([
  'in',
  'a',
  'an',
  'am',
  'on',
  'at',
  'of',
  'to',
  'is',
  'we',
  'be',
  'it',
  'ad',
  'all',
  'new',
  'off',
  'now',
  'free',
  'live',
]);

/**
 * The prompt's language once the target language is known: when the detector fell back to English,
 * the target if the prompt holds two signs of it (its own function words, letters only it writes)
 * and hardly any English; else the detected language.
 */
export function promptLanguageFor(prompt: string, detected: LanguageId, target: LanguageId): LanguageId {
  // Only the detector's fallback is overruled: a language it found by its words stands.
  if (detected !== 'english' || detected === target || !isLatin(target)) return detected;
  const words = fold(prompt).match(/[\p{L}']+/gu) ?? [];
  // Words of one language only count ("de", "en", "gratis" are written in several).
  const latin = Object.keys(STOP_SETS) as LatinLanguage[];
  const own = (id: LatinLanguage): number =>
    words.filter((w) => STOP_SETS[id].has(w) && !latin.some((o) => o !== id && o !== 'english' && STOP_SETS[o].has(w)))
      .length;
  const english = words.filter((w) => STOP_SETS.english.has(w) && !SHARED.has(w) && !STOP_SETS[target].has(w)).length;
  const signs = own(target);
  const evidence = signs + (LETTERS[target].test(prompt.toLowerCase()) ? 1 : 0);
  return signs > 0 && evidence >= 2 && english <= (signs >= 2 ? 1 : 0) ? target : detected;
}
