// The supported languages and their phrase banks (one data file per language).
import type { LanguageId } from '../types';
import { arabic } from './arabic';
import { dutch } from './dutch';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { italian } from './italian';
import { japanese } from './japanese';
import type { PhraseBank } from './phrase-bank';
import { portuguese } from './portuguese';
import { spanish } from './spanish';

export const COPY_LANGUAGES: readonly LanguageId[] = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'dutch',
  'arabic',
  'japanese',
];

export const PHRASE_BANKS: Record<LanguageId, PhraseBank> = {
  english,
  spanish,
  french,
  german,
  italian,
  portuguese,
  dutch,
  arabic,
  japanese,
};

export interface LanguageInfo {
  englishName: string;
  nativeName: string;
  direction: 'ltr' | 'rtl';
}

/** Names and writing direction of each language (for a languages endpoint). */
export const LANGUAGE_INFO: Record<LanguageId, LanguageInfo> = Object.fromEntries(
  COPY_LANGUAGES.map((id) => [
    id,
    {
      englishName: PHRASE_BANKS[id].englishName,
      nativeName: PHRASE_BANKS[id].nativeName,
      direction: PHRASE_BANKS[id].direction,
    },
  ]),
) as Record<LanguageId, LanguageInfo>;
