// A phone number in right-to-left text is one left-to-right unit. Left to the bidi algorithm, the
// digit groups of "اتصل على 0123 456 789" are laid out right to left (789 456 0123): the spaces
// between them are neutrals between numbers, which take the paragraph's direction. Wrapping the
// number in a left-to-right isolate (U+2066 … U+2069) keeps it whole and in order, and no-break
// spaces keep the line breaker from splitting it. Ranges ("10 - 20") are left alone: read right to
// left they already start with their first number.

const LRI = '\u2066';
const PDI = '\u2069';
const DIGIT = '[0-9\u0660-\u0669\u06f0-\u06f9]';
/** An optional +/00, then at least three digit groups joined by spaces, dots, hyphens or brackets. */
const PHONE = new RegExp(`(?:\\+|00)?\\(?${DIGIT}{1,5}\\)?(?:[ \\u00a0.\\-]\\(?${DIGIT}{1,5}\\)?){2,}`, 'gu');
const DIGITS = new RegExp(DIGIT, 'gu');

/** `text` with each phone-like number isolated as left-to-right (for right-to-left paragraphs only). */
export function isolatePhoneNumbers(text: string): string {
  if (!/[0-9\u0660-\u0669\u06f0-\u06f9]/u.test(text)) return text;
  return text.replace(PHONE, (run) =>
    // dots and hyphens between digits already keep a number whole; spaces and brackets do not
    (run.match(DIGITS)?.length ?? 0) >= 7 && /[ \u00a0()]/.test(run) ? LRI + run.replace(/ /g, '\u00a0') + PDI : run,
  );
}
