// Checks where wrapped lines break a text: between words, after a hyphen in the text, or at a
// hyphenation point with a hyphen added. Used by the specs of the fitter and of renderDesign.
import { Hyphenator } from '../text/hyphenate';

export interface BreakCheck {
  /** Line ends inside a word without a hyphen, or text lost or changed. */
  problems: string[];
  /** Hyphens added at a point the language's patterns do not give (allowed only for forced breaks). */
  offPattern: string[];
}

/** Offsets inside `word` where the hyphenator allows a break. */
function points(word: string, hyphenate: Hyphenator): Set<number> {
  const out = new Set<number>();
  let at = 0;
  for (const p of hyphenate(word).slice(0, -1)) out.add((at += p.length));
  return out;
}

export function checkBreaks(text: string, lines: string[], hyphenate?: Hyphenator): BreakCheck {
  const problems: string[] = [];
  const offPattern: string[] = [];
  let pos = 0;
  for (let i = 0; i < lines.length; i++) {
    const last = i === lines.length - 1;
    // a cut last line ends with an ellipsis instead of its rest
    const line = last ? lines[i].replace(/…$/, '') : lines[i];
    const added = line.endsWith('-') && !text.startsWith(line, pos) && text.startsWith(line.slice(0, -1), pos);
    const body = added ? line.slice(0, -1) : line;
    if (!text.startsWith(body, pos)) {
      problems.push(`line ${i} "${line}" is not the text at ${pos} ("${text.slice(pos, pos + body.length)}")`);
      return { problems, offPattern };
    }
    pos += body.length;
    if (last) break;
    const spaced = /^\s/.test(text.slice(pos));
    if (added) {
      // the break is inside a word: it must be a hyphenation point of that word
      const start = text.slice(0, pos).search(/[^\s-]*$/);
      const end = pos + (text.slice(pos).match(/^[^\s]*/)?.[0].length ?? 0);
      const word = text.slice(start, end).replace(/[-\s]+$/, '');
      if (!hyphenate || !points(word, hyphenate).has(pos - start)) offPattern.push(`"${line}" + "${lines[i + 1]}"`);
    } else if (!spaced && !line.endsWith('-') && pos < text.length) {
      problems.push(`line ${i} "${line}" ends inside a word without a hyphen`);
    }
    while (/\s/.test(text[pos] ?? '')) pos++;
  }
  if (pos < text.trimEnd().length && !lines[lines.length - 1]?.endsWith('…'))
    problems.push(`the text after ${pos} is missing`);
  return { problems, offPattern };
}
