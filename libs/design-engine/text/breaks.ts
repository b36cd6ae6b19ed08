// Break opportunities (UAX #14 via `linebreak`) with Japanese kinsoku on top: no line starts with
// closing punctuation or a small kana, none ends with an opening bracket; none after a hyphen that
// joins a number, nor between a number and its unit ("2,980円").
import LineBreaker from 'linebreak';

export interface Segment {
  /** The segment's text including trailing spaces. */
  text: string;
  /** A mandatory break follows (newline in the source). */
  hardBreak: boolean;
  /** Japanese phrase made of several break opportunities: what to split it into when it is too wide. */
  parts?: string[];
}

/** Characters that must not begin a line (gyoutou kinsoku). */
const NO_LINE_START = new Set(
  Array.from(
    '。、，．・：；？！ー）」』】〕〉》〗〙〟’”ゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥,.:;!?)]}%',
  ),
);
/** Characters that must not end a line (gyoumatsu kinsoku). */
const NO_LINE_END = new Set(Array.from('「『（【〔〈《〖〘〝‘“([{'));

/**
 * A hyphen or dash that joins a number ("14-day", "2-for-1", "10–20") is not a break: "14-" alone at
 * a line end reads as a typo. UAX #14 allows a break after it (only the digit after it is protected).
 */
function joinsNumber(prev: string, next: string): boolean {
  const m = /(.)[-\u2010\u2013]$/u.exec(prev);
  return m !== null && (/\p{Nd}/u.test(m[1]) || /^\p{Nd}/u.test(next));
}

/** A CJK unit after a number ("2,980円", "50％", "16名", "3日") stays on the number's line. */
const CJK_UNIT = /^[円％%名日月年時分秒個枚回人泊歳才件点倍本杯台冊割]/u;
function unitOfNumber(prevText: string, next: string): boolean {
  return /\p{Nd}$/u.test(prevText.trimEnd()) && prevText === prevText.trimEnd() && CJK_UNIT.test(next);
}

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
    if (
      prev &&
      !prev.hardBreak &&
      ((first && NO_LINE_START.has(first)) ||
        (prevLast && NO_LINE_END.has(prevLast)) ||
        joinsNumber(prev.text, piece) ||
        unitOfNumber(prev.text, piece))
    ) {
      prev.text += piece;
      prev.hardBreak = hard;
    } else {
      out.push({ text: piece, hardBreak: hard });
    }
  }
  const segs = out.filter((s, i) => s.text.length > 0 || s.hardBreak || i === out.length - 1);
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? phrases(words(text, segs)) : segs;
}

const JA_WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

// the middle dot (・, U+30FB) separates words: a break may follow it
const isKatakana = (ch: string | undefined): boolean =>
  ch !== undefined && ch !== '\u30fb' && /[\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]/.test(ch);

/**
 * UAX #14 lets Japanese break between any two characters: 無料ダウ/ンロード. Only the breaks that are
 * also word boundaries (Intl.Segmenter's dictionary, about 0.1 ms for a headline, cached with the
 * segments by the fitter) are kept, and never one inside a katakana run (ー included): a word is split
 * only in the fitter's last resort, between letters.
 */
function words(text: string, segs: Segment[]): Segment[] {
  const bounds = new Set<number>();
  for (const w of JA_WORDS.segment(text)) bounds.add(w.index);
  const out: Segment[] = [];
  let at = 0;
  for (const seg of segs) {
    const prev = out[out.length - 1];
    const before = prev ? Array.from(prev.text).pop() : undefined;
    const first = Array.from(seg.text)[0];
    const inWord =
      prev &&
      !prev.hardBreak &&
      !/\s$/.test(prev.text) &&
      (!bounds.has(at) || (isKatakana(before) && isKatakana(first)));
    if (prev && inWord) {
      prev.text += seg.text;
      prev.hardBreak = seg.hardBreak;
    } else out.push({ ...seg });
    at += seg.text.length + (seg.hardBreak ? lineBreakLength(text, at + seg.text.length) : 0);
  }
  return out;
}

/** Length of the newline characters a hard-break segment dropped from its text. */
function lineBreakLength(text: string, at: number): number {
  let n = 0;
  while (/[\n\r\u2028\u2029]/.test(text[at + n] ?? '')) n++;
  return n;
}

type CharClass = 'kanji' | 'hira' | 'kata' | 'punct' | 'other';

function charClass(ch: string | undefined): CharClass {
  if (!ch) return 'other';
  const cp = ch.codePointAt(0) as number;
  if (cp >= 0x3040 && cp <= 0x309f) return 'hira';
  if ((cp >= 0x30a0 && cp <= 0x30ff) || cp === 0x30fc) return 'kata';
  if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || cp === 0x3005) return 'kanji';
  if ((cp >= 0x3000 && cp <= 0x303f) || (cp >= 0xff01 && cp <= 0xff0f) || (cp >= 0xff1a && cp <= 0xff20))
    return 'punct';
  return 'other';
}

/**
 * Japanese may break between any two characters, but a headline reads better broken between phrases:
 * after punctuation, after a run of kana particles before a new word, and where the script changes
 * (kanji / katakana / Latin). Segments are merged into such phrases; a phrase keeps its parts so it can
 * still be split when it is wider than the line.
 */
function phrases(segs: Segment[]): Segment[] {
  const out: Segment[] = [];
  let cur: Segment | undefined;
  for (const seg of segs) {
    if (!cur) {
      cur = { text: seg.text, hardBreak: seg.hardBreak, parts: [seg.text] };
      continue;
    }
    const a = charClass(Array.from(cur.text.trimEnd()).pop());
    const b = charClass(Array.from(seg.text)[0]);
    const boundary =
      cur.hardBreak ||
      /\s$/.test(cur.text) ||
      a === 'punct' ||
      (a === 'hira' && b !== 'hira' && b !== 'punct') ||
      (a === 'kanji' && b === 'kata') ||
      (a === 'kata' && b === 'kanji') ||
      NO_LINE_END.has(Array.from(seg.text)[0] ?? '') ||
      (a === 'other' && b !== 'other' && b !== 'punct') ||
      (a !== 'other' && b === 'other');
    if (boundary) {
      out.push(cur);
      cur = { text: seg.text, hardBreak: seg.hardBreak, parts: [seg.text] };
    } else {
      cur.text += seg.text;
      cur.hardBreak = seg.hardBreak;
      cur.parts?.push(seg.text);
    }
  }
  if (cur) out.push(cur);
  return out.map((s) => (s.parts && s.parts.length > 1 ? s : { text: s.text, hardBreak: s.hardBreak }));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits a segment into grapheme clusters: the last resort for a word wider than its box. Kinsoku
 * still holds: a character that may not start a line (ー, small kana, closing punctuation) stays with
 * the one before it, one that may not end a line (an opening bracket) with the one after it.
 */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  let glue = false;
  for (const { segment: g } of graphemes.segment(text)) {
    if (out.length && (glue || NO_LINE_START.has(g))) out[out.length - 1] += g;
    else out.push(g);
    glue = NO_LINE_END.has(g);
  }
  return out;
}
