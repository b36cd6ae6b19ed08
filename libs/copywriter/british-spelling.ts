// British spelling for a British advertiser. The English phrase bank is written in American spelling
// ("Enroll today", "your favorite color"); an ad that prices in pounds, gives a UK phone number or a
// .co.uk address, or spells "colour" itself, reads wrong with it.
import type { Block } from './types';

/** Signs the prompt is British: the pound, a UK phone number or web address, British spellings. */
const BRITISH_SIGNS: readonly RegExp[] = [
  /£|\bGBP\b/,
  /(?:^|[\s(])\+44[\s(]|(?:^|[\s(])0(?:7\d{3}|20|1\d{2,3})[\s-]?\d{3}/,
  /\.(?:co\.uk|org\.uk|ac\.uk|gov\.uk|uk)\b/i,
  /\b(?:colour|favourite|centre|theatre|organis(?:e|ed|ing)|enrol|enrolment|programme|neighbourhood|jewellery|metres?)\b/i,
];

export function isBritishPrompt(prompt: string): boolean {
  return BRITISH_SIGNS.some((re) => re.test(prompt));
}

/** American spellings of the bank and their British forms (lower-case; the case of the line is kept). */
const BRITISH: ReadonlyArray<readonly [string, string]> = [
  ['enroll', 'enrol'],
  ['enrollment', 'enrolment'],
  ['enrollments', 'enrolments'],
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colorful', 'colourful'],
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['flavor', 'flavour'],
  ['flavors', 'flavours'],
  ['flavorful', 'flavourful'],
  ['center', 'centre'],
  ['centers', 'centres'],
  ['theater', 'theatre'],
  ['theaters', 'theatres'],
  ['neighborhood', 'neighbourhood'],
  ['neighbor', 'neighbour'],
  ['neighbors', 'neighbours'],
  ['honor', 'honour'],
  ['behavior', 'behaviour'],
  ['labor', 'labour'],
  ['harbor', 'harbour'],
  ['humor', 'humour'],
  ['savor', 'savour'],
  ['organize', 'organise'],
  ['organized', 'organised'],
  ['organizing', 'organising'],
  ['personalized', 'personalised'],
  ['personalize', 'personalise'],
  ['customize', 'customise'],
  ['customized', 'customised'],
  ['specialize', 'specialise'],
  ['specialized', 'specialised'],
  ['realize', 'realise'],
  ['jewelry', 'jewellery'],
  ['traveling', 'travelling'],
  ['traveler', 'traveller'],
  ['travelers', 'travellers'],
  ['catalog', 'catalogue'],
  ['program', 'programme'],
  ['programs', 'programmes'],
  ['meter', 'metre'],
  ['meters', 'metres'],
  ['cozy', 'cosy'],
  ['gray', 'grey'],
  ['mom', 'mum'],
  ['moms', 'mums'],
];
const BRITISH_OF = new Map(BRITISH.filter(([us, uk]) => us !== uk));
const AMERICAN_WORD = new RegExp(`\\b(?:${[...BRITISH_OF.keys()].join('|')})\\b`, 'gi');

/** Keeps the case of the word it replaces: "Enroll" → "Enrol", "COLOR" → "COLOUR". */
function inCaseOf(word: string, british: string): string {
  if (word === word.toUpperCase()) return british.toUpperCase();
  if (word[0] === word[0].toUpperCase()) return british[0].toUpperCase() + british.slice(1);
  return british;
}

/**
 * A line in British spelling. Words the prompt wrote itself stay as written ("Color Run 5K" is a name;
 * "program" may be a computer's).
 */
export function britishLine(text: string, promptWords: ReadonlySet<string>): string {
  return text.replace(AMERICAN_WORD, (word) =>
    promptWords.has(word.toLowerCase()) ? word : inCaseOf(word, BRITISH_OF.get(word.toLowerCase()) ?? word),
  );
}

export function britishBlocks(blocks: readonly Block[], prompt: string): Block[] {
  const promptWords = new Set(prompt.toLowerCase().match(/[a-z]+/g) ?? []);
  return blocks.map((b) =>
    b.type === 'bulletlist'
      ? { ...b, value: b.value.map((v) => britishLine(v, promptWords)) }
      : { ...b, value: britishLine(b.value, promptWords) },
  );
}
