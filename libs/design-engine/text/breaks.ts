// Break opportunities (UAX #14 via `linebreak`) with Japanese kinsoku on top: no line starts with
// closing punctuation or a small kana, none ends with an opening bracket.
import LineBreaker from 'linebreak';

export interface Segment {
  /** The segment's text including trailing spaces. */
  text: string;
  /** A mandatory break follows (newline in the source). */
  hardBreak: boolean;
}

/** Characters that must not begin a line (gyoutou kinsoku). */
const NO_LINE_START = new Set(
  Array.from('。、，．・：；？！ー）」』】〕〉》〗〙〟’”ゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥,.:;!?)]}%'),
);
/** Characters that must not end a line (gyoumatsu kinsoku). */
const NO_LINE_END = new Set(Array.from('「『（【〔〈《〖〘〝‘“([{'));

export function segmentText(text: string): Segment[] {
  const out: Segment[] = [];
  const breaker = new LineBreaker(text);
  let last = 0;
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    let piece = text.slice(last, bk.position);
    last = bk.position;
    const hard = bk.required && /[\n\r\u2028\u2029]$/.test(piece);
    if (hard) piece = piece.replace(/[\n\r\u2028\u2029]+$/, '');
    const prev = out[out.length - 1];
    const first = Array.from(piece)[0];
    const prevLast = prev ? Array.from(prev.text.trimEnd()).pop() : undefined;
    if (prev && !prev.hardBreak && ((first && NO_LINE_START.has(first)) || (prevLast && NO_LINE_END.has(prevLast)))) {
      prev.text += piece;
      prev.hardBreak = hard;
    } else {
      out.push({ text: piece, hardBreak: hard });
    }
  }
  return out.filter((s, i) => s.text.length > 0 || s.hardBreak || i === out.length - 1);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Splits a segment into grapheme clusters: the last resort for a word wider than its box. */
export function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}
