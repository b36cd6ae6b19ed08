// A food line that names a meal ("What's for dinner tonight?") is true only of a place that serves
// that meal: a bakery that opens at 7 in the morning is not where dinner is decided. The phrase banks
// tag such lines "dinner"; the tag is set only when the prompt itself speaks of the evening meal.
import { findKeywords } from './matching';

/** Words for dinner or the evening in the nine languages (folded, as matching expects). */
const DINNER_WORDS: readonly string[] = [
  'dinner',
  'dinners',
  'supper',
  'tonight',
  'evening',
  'evenings',
  'diner',
  'ce soir',
  'le soir',
  'soiree',
  'abendessen',
  'abendkarte',
  'abends',
  'heute abend',
  'am abend',
  'cena',
  'cenas',
  'cenar',
  'esta noche',
  'por la noche',
  'stasera',
  'la sera',
  'di sera',
  'jantar',
  'jantares',
  'a noite',
  'esta noite',
  'avondeten',
  'vanavond',
  's avonds',
  '夕食',
  '夜ごはん',
  '晩ごはん',
  'ディナー',
  '今夜',
  '夜',
  'عشاء',
  'العشاء',
  'الليلة',
  'مساء',
];

/** The meal tags a prompt earns: "dinner" when it names the evening meal or the evening. */
export function mealTags(foldedPrompt: string): string[] {
  return findKeywords(foldedPrompt, DINNER_WORDS).length > 0 ? ['dinner'] : [];
}
