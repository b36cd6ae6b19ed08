// Text normalisation for the scorecard: one comparable form for prompts, labelled facts and copy,
// so "$2,450,000", "2 450 000 $", "2.450.000" and full-width or Arabic-Indic digits compare alike.

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;
const DASHES = /[\u2010-\u2015\u2212\u301c\uff5e~]/g;
const SPACES = /[\s\u00a0\u202f\u2009\u200a\u3000]+/g;
// Invisible direction marks and joiners that Arabic copy may carry.
const INVISIBLE = /[\u200b-\u200f\u061c\u2066-\u2069\ufeff]/g;

/** NFKC, ASCII digits, ordinary dashes and spaces, lower case, no invisible marks. */
export function baseForm(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(ARABIC_INDIC, (d) => String((d.charCodeAt(0) - (d.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)) % 10))
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/\u066c/g, ',') // Arabic thousands separator
    .replace(DASHES, '-')
    .replace(SPACES, ' ')
    .toLowerCase()
    .trim();
}

/**
 * The form facts are matched in: base form without any space, digit grouping removed
 * ("2,450,000" and "2.450.000" → "2450000") and a decimal comma read as a point ("19,99" → "19.99").
 */
export function factForm(text: string): string {
  // Spaces go last: "July 7-25, 9am" must not read as the decimal "25,9".
  let s = baseForm(text).replace(/(\d) (?=\d{3}(?!\d))/g, '$1');
  // Group separators: a digit, then one of , . ' and exactly three digits not followed by a digit.
  for (let i = 0; i < 4; i++) s = s.replace(/(\d)[,.'’](\d{3})(?!\d)/g, '$1$2');
  // A sentence's full stop before a number stays a break: "40 m². 1.250.000 €" holds "1.250.000 €".
  return s
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/([.,]) +(?=\d)/g, '$1¦')
    .replace(/ /g, '');
}

/**
 * Whether `needle` occurs in `haystack` (both already in factForm), without a number running on
 * either side: "5" is not found in "$500", "4pm" is not found in "14pm".
 */
export function containsFact(haystack: string, needle: string): boolean {
  if (!needle) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    // The two characters before: a digit, or a decimal point after a digit ("2.45" holds no "45").
    const before = haystack.slice(Math.max(0, at - 2), at);
    const after = haystack[at + needle.length] ?? '';
    const digitStart = /\d/.test(needle[0]);
    const digitEnd = /\d/.test(needle[needle.length - 1]);
    if (!(digitStart && /\d$|\d\.$/.test(before)) && !(digitEnd && /\d/.test(after))) return true;
    from = at + 1;
  }
}

/** A line as counted for "most frequent lines": base form, trailing punctuation dropped. */
export function lineForm(text: string): string {
  return baseForm(text).replace(/[\s.!?。！？،؟:;…]+$/u, '');
}
