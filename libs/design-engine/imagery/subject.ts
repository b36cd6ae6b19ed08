// One subject of the hand-kept tables (subjects.ts, trade-subjects.ts): the picture, the words that name
// it in the nine catalog languages, and how much its naming says.

export type Words = Partial<
  Record<
    'english' | 'german' | 'french' | 'spanish' | 'italian' | 'portuguese' | 'dutch' | 'arabic' | 'japanese',
    string[]
  >
>;

export interface Subject {
  icon: string;
  /** specific: says what is sold (a dentist, jazz); general: one more thing named (delivery, a clinic). */
  specific: boolean;
  words: Words;
  /** weak: says how, not what (delivery): counts less than a thing the emoji index names. */
  weak: boolean;
}

/**
 * The icon of a trade no shipped picture suits (a funeral director: a coffin would offend, a flower
 * says florist): its advert is drawn without a picture, typographic, before any other thing it names.
 */
export const NO_PICTURE = '';

export const S = (icon: string, specific: boolean, words: Words, weak = false): Subject => ({
  icon,
  specific,
  words,
  weak,
});
