// One spelling for a word, the same when the index is built and when a prompt is read: lower case,
// no accents (café = cafe), Arabic without vowel marks, article or one-letter prefixes.

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

export function foldWord(word: string, language: string): string {
  if (language === 'japanese') return word.normalize('NFKC').toLowerCase();
  if (language === 'arabic') {
    let w = word.replace(ARABIC_MARKS, '').replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
    for (const p of ARABIC_PREFIXES) {
      if (w.startsWith(p) && w.length - p.length >= 3) {
        w = w.slice(p.length);
        break;
      }
    }
    return w;
  }
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a text (letters and digits; apostrophes and hyphens split, "l'huile" -> "l", "huile"). */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}\p{M}]+/u).filter((w) => w.length > 0);
}

/** A keyword or name as the index stores it: its folded words joined by single spaces. */
export function phraseKey(text: string, language: string): string {
  if (language === 'japanese') return foldWord(text.replace(/\s+/g, ''), language);
  return words(text)
    .map((w) => foldWord(w, language))
    .join(' ');
}

/** Forms of a Latin-script word to look up, most literal first (plural and inflection endings off). */
export function stems(word: string): string[] {
  const out = [word];
  if (word.length < 4) return out;
  for (const end of ['s', 'es', 'en', 'n', 'e', 'x', 'er'])
    if (word.endsWith(end) && word.length - end.length >= 3) out.push(word.slice(0, -end.length));
  if (word.endsWith('oes')) out.push(`${word.slice(0, -3)}ao`);
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  return out;
}
