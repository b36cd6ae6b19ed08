// Text measures and trimming shared by the writer, the validator and the LLM prompt: one notion of
// "length" (CJK and emoji count double, as they are about twice as wide) and one word-boundary trim.

const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1faff],
  [0x20000, 0x3fffd],
];

function isWide(codePoint: number): boolean {
  for (const [lo, hi] of WIDE_RANGES) if (codePoint >= lo && codePoint <= hi) return true;
  return false;
}

/** Display length: one per character, two per wide (CJK, full-width, emoji) character. */
export function textLength(text: string): number {
  // Most copy has no character at or past U+1100 (the first wide range; surrogates are past it too):
  // its length is its number of code units, without decoding a code point at a time.
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x1100) return wideAwareLength(text);
  return text.length;
}

function wideAwareLength(text: string): number {
  let n = 0;
  for (const ch of text) n += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
  return n;
}

const SPACE_TO_COLLAPSE = /[\t\r\n]| {2}/;

/** Collapses runs of ordinary white space (no-break spaces stay) and trims. */
export function normalizeSpace(text: string): string {
  // Without a tab, a line break or two spaces in a row there is no run to collapse (the common case).
  return SPACE_TO_COLLAPSE.test(text) ? text.replace(/[ \t\r\n]+/g, ' ').trim() : text.trim();
}

/** Upper-cases the first letter (no-op for scripts without case, or when it starts with a kept name). */
export function capFirst(text: string, keep: readonly string[] = []): string {
  if (!text) return text;
  if (keep.some((name) => name && text.startsWith(name))) return text;
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return first.toUpperCase() + text.slice(first.length);
}

const foldCache = new Map<string, string>();
const FOLD_CACHE_SIZE = 20000;

/** Lower-case, accent-free form used to compare words across languages (memoised: it is hot). */
export function fold(text: string): string {
  const cached = foldCache.get(text);
  if (cached !== undefined) return cached;
  const out = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`´]/g, "'")
    .replace(/\u00a0|\u202f/g, ' ')
    .toLowerCase();
  if (foldCache.size >= FOLD_CACHE_SIZE) foldCache.clear();
  foldCache.set(text, out);
  return out;
}

let lastHaystack: string | undefined;
let lastFolded = '';

/** Whether `needle` occurs in `haystack`, ignoring case, accents and kinds of spaces. */
export function includesLoose(haystack: string, needle: string): boolean {
  // Callers test one text against a list of needles: its folded form is kept for the next call.
  if (haystack !== lastHaystack) {
    lastFolded = fold(haystack);
    lastHaystack = haystack;
  }
  return lastFolded.includes(fold(needle));
}

export interface FitOptions {
  /** Names that must never be cut: a cut falling inside one moves before it. */
  protect?: readonly string[];
  /** Words a trimmed line must not end with ("and", "with", "de" …). */
  dangling?: readonly string[];
  /** False for scripts written without spaces (Japanese). */
  spaced?: boolean;
}

const TRAILING_JUNK = /[\s,:;·•|/&+\-–—(["“«「『]+$/u;
const CJK_BREAK_AFTER = /[、。！？・…」』）)!?,. ]/u;

type Script = 'hiragana' | 'katakana' | 'han' | 'other';
function scriptOf(ch: string): Script {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= 0x3041 && cp <= 0x309f) return 'hiragana';
  if ((cp >= 0x30a0 && cp <= 0x30ff) || cp === 0x30fc) return 'katakana';
  if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf)) return 'han';
  return 'other';
}

function protectedSpans(text: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of names) {
    if (!name) continue;
    let from = 0;
    for (;;) {
      const at = text.indexOf(name, from);
      if (at < 0) break;
      spans.push([at, at + name.length]);
      from = at + name.length;
    }
  }
  return spans;
}

function candidateCuts(text: string, spaced: boolean): number[] {
  const cuts: number[] = [];
  const chars = [...text];
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const nextOffset = offset + ch.length;
    if (spaced) {
      // A no-break space (as in "30\u00a0%") is not a place to cut.
      if (/[ \t\r\n]/.test(ch)) cuts.push(offset);
    } else if (CJK_BREAK_AFTER.test(ch)) {
      cuts.push(nextOffset);
    } else if (i + 1 < chars.length && scriptOf(ch) === 'hiragana' && scriptOf(chars[i + 1]) !== 'hiragana') {
      // End of a run of kana particles: the nearest thing to a word boundary without a dictionary.
      cuts.push(nextOffset);
    }
    offset = nextOffset;
  }
  return cuts;
}

function stripTail(text: string, dangling: readonly string[], protect: readonly string[]): string {
  let out = text.trim();
  for (let guard = 0; guard < 8; guard++) {
    if (protect.some((name) => name && out.endsWith(name))) break;
    const before = out;
    out = out.replace(TRAILING_JUNK, '');
    const lastSpace = out.lastIndexOf(' ');
    const lastWord = out.slice(lastSpace + 1);
    if (lastSpace > 0 && dangling.some((w) => fold(w) === fold(lastWord))) out = out.slice(0, lastSpace);
    if (out === before) break;
  }
  return out.trim();
}

/**
 * Shortens `text` to at most `max` (display length) at a word boundary, never inside a protected
 * name, without a dangling connector at the end. Returns undefined when nothing sensible is left.
 */
export function fitText(text: string, max: number, options: FitOptions = {}): string | undefined {
  const clean = normalizeSpace(text);
  if (!clean) return undefined;
  if (textLength(clean) <= max) return clean;
  const protect = options.protect ?? [];
  const spans = protectedSpans(clean, protect);
  const cuts = candidateCuts(clean, options.spaced ?? true)
    .filter((cut) => !spans.some(([start, end]) => cut > start && cut < end))
    .filter((cut) => textLength(clean.slice(0, cut)) <= max)
    .sort((a, b) => b - a);
  for (const cut of cuts) {
    const out = stripTail(clean.slice(0, cut), options.dangling ?? [], protect);
    if (out && textLength(out) <= max && /[\p{L}\p{N}]/u.test(out)) return out;
  }
  return undefined;
}
