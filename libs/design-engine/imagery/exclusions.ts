// What an advert says it does NOT sell: "-30 % sur tout sauf meubles", "40 % auf alles außer Möbel",
// "全品20%オフ（家具を除く）". The excluded thing is the one picture that is sure to be wrong (a sofa on a
// sale that leaves out furniture), so its words pick nothing and its picture is barred.
//
// A span opens at an exclusion word of a catalog language and runs to the next punctuation (a comma
// too: "sauf meubles, livraison offerte" excludes only the furniture), at most a few words. Japanese
// puts the word after the noun (家具を除く, 家具以外, 家具は対象外): the span is the run before it.

/** Words that open an exclusion, in the nine catalog languages (matched case-insensitively, as whole words). */
const OPENERS = [
  // English
  'except for',
  'except',
  'excluding',
  'excl\\.',
  'other than',
  'not including',
  'but not',
  // German
  'außer',
  'ausser',
  'ausgenommen',
  'exklusive',
  'exkl\\.',
  'nicht auf',
  // French ("hors" only before a space: "hors-d'œuvre" is food)
  'sauf',
  'hors',
  'excepté',
  'exceptés',
  "à l['’]exception d(?:es|u|e|['’])",
  // Spanish
  'excepto',
  'salvo',
  'excluyendo',
  'a excepción de(?:l)?',
  // Italian
  'tranne',
  'eccetto',
  'esclus[oaie]',
  "ad eccezione d(?:i|ei|el|ella|egli|ell['’])",
  // Portuguese
  'exceto',
  'com exceção d[eoa]s?',
  'à exceção d[eoa]s?',
  // Dutch
  'behalve',
  'uitgezonderd',
  'm\\.u\\.v\\.?',
  'met uitzondering van',
  'exclusief',
  // Arabic (no \b for Arabic script: whole words by the surrounding spaces)
  'باستثناء',
  'بإستثناء',
  'ما عدا',
  'ماعدا',
  'عدا',
];

/** Where a span stops: sentence punctuation, a comma, a bracket, a dash between spaces, a line end. */
const SPAN_END = /[.,;:!?()[\]{}\n\r،؛…|]|\s[-–—]\s/u;
/** The most words an excluded span holds ("sauf les meubles de jardin et luminaires"). */
const MAX_WORDS = 6;

// (?<![\p{L}\p{N}]) is a word start for every script, where \b knows only ASCII letters
const OPENER = new RegExp(`(?<![\\p{L}\\p{N}])(?:${OPENERS.join('|')})\\s+`, 'giu');

const WORD = /\S+/gu;

/** Japanese: the noun run before を除く / 以外 / は対象外 / は除外 (家具・家電を除く). */
const JA_EXCLUSION =
  /([^\s、。，．,.!！?？:：()（）「」『』【】［］\d%％]{1,16}?)(?:を除く|を除き|を除いた|以外|は対象外|は除外|除く)/gu;

export interface Exclusions {
  /** The text of every excluded span. */
  spans: string[];
  /** The text with those spans blanked out (the opener kept, so nothing else moves together). */
  rest: string;
}

/** The spans of a text that name what the advert leaves out, and the text without them. */
export function exclusionsOf(text: string): Exclusions {
  const spans: string[] = [];
  let rest = text.replace(JA_EXCLUSION, (m, noun: string) => {
    spans.push(noun);
    return `${' '.repeat(noun.length)}${m.slice(noun.length)}`;
  });
  const cuts: [number, number][] = [];
  for (const m of rest.matchAll(OPENER)) {
    const start = (m.index ?? 0) + m[0].length;
    const tail = rest.slice(start);
    const stop = tail.search(SPAN_END);
    let span = stop >= 0 ? tail.slice(0, stop) : tail;
    const ws = [...span.matchAll(WORD)];
    if (ws.length > MAX_WORDS) span = span.slice(0, ws[MAX_WORDS].index);
    if (!span.trim()) continue;
    spans.push(span.trim());
    cuts.push([start, start + span.length]);
  }
  for (const [a, b] of cuts.reverse()) rest = `${rest.slice(0, a)}${' '.repeat(b - a)}${rest.slice(b)}`;
  return { spans, rest };
}
