// Where a Japanese term found in unspaced text is a whole word. Intl.Segmenter (dictionary based) gives
// the word boundaries, but it cuts a katakana loanword it does not know into pieces: デジタルサイネージ
// (digital signage) comes out デジタル|サイ|ネ|ージ, and サイ is a rhino. A katakana piece that is one
// letter or starts with a long-vowel mark or a small kana is no word: a term touching one is a fragment
// of a longer loanword. A company's legal form (株式会社, "Co., Ltd.") names no trade (株式 is stock).

const JA_WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

const KATAKANA = /[\u30a0-\u30ff\uff66-\uff9f]/u;
/** A segment that cannot start or be a word: one letter, or a long-vowel mark or small kana first. */
const PIECE = /^(?:[\u30a0-\u30ff]|[ーァィゥェォッャュョヮヵヶ].*)$/u;

const LEGAL_FORMS = /株式会社|有限会社|合同会社|（株）|\(株\)|㈱|（有）|\(有\)/gu;

export interface JaSegments {
  bounds: ReadonlySet<number>;
  /** The segment starting at, and the one ending at, each boundary. */
  startingAt: ReadonlyMap<number, string>;
  endingAt: ReadonlyMap<number, string>;
}

/** The text with its companies' legal forms blanked (same length, so positions stay valid). */
export function withoutLegalForms(text: string): string {
  return text.replace(LEGAL_FORMS, (m) => ' '.repeat(m.length));
}

export function segmentsOf(text: string): JaSegments {
  const bounds = new Set<number>([0, text.length]);
  const startingAt = new Map<number, string>();
  const endingAt = new Map<number, string>();
  for (const s of JA_WORDS.segment(text)) {
    const end = s.index + s.segment.length;
    bounds.add(s.index).add(end);
    startingAt.set(s.index, s.segment);
    endingAt.set(end, s.segment);
  }
  return { bounds, startingAt, endingAt };
}

/** Whether the katakana term at [at, end) runs on into a piece of a longer loanword the dictionary does not know. */
export function isLoanwordPiece(text: string, at: number, end: number, segs: JaSegments): boolean {
  const before = at > 0 && KATAKANA.test(text[at - 1]) && KATAKANA.test(text[at]);
  const after = end < text.length && KATAKANA.test(text[end]) && KATAKANA.test(text[end - 1]);
  // (inside a segment the dictionary knows, a part may be a word of its own: ネイル of ネイルサロン)
  if (after && segs.bounds.has(end) && PIECE.test(segs.startingAt.get(end) ?? '')) return true;
  if (before && segs.bounds.has(at) && PIECE.test(segs.endingAt.get(at) ?? '')) return true;
  return false;
}

/** Whether [at, end) is a whole word: on the segmenter's boundaries and no piece of a longer loanword. */
export function isWholeTerm(text: string, at: number, end: number, segs: JaSegments): boolean {
  return segs.bounds.has(at) && segs.bounds.has(end) && !isLoanwordPiece(text, at, end, segs);
}
