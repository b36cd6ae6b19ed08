// Keyword matching on folded text with a map back to the original, so that spans found in the
// folded form (no case, no accents) can be cut verbatim out of what the user wrote.
import { fold } from './text';

export interface Folded {
  original: string;
  text: string;
  /** map[i] = index in `original` of folded character i; map[text.length] = original.length. */
  map: number[];
}

export function foldWithMap(original: string): Folded {
  let text = '';
  const map: number[] = [];
  let offset = 0;
  for (const ch of original) {
    const folded = fold(ch);
    for (let i = 0; i < folded.length; i++) map.push(offset);
    text += folded;
    offset += ch.length;
  }
  map.push(original.length);
  return { original, text, map };
}

export interface Span {
  start: number;
  end: number;
}

/** Converts a folded span to the original's coordinates (whole original characters). */
export function toOriginal(folded: Folded, span: Span): Span {
  const start = folded.map[span.start];
  let k = span.end;
  if (k > span.start) {
    const last = folded.map[k - 1];
    while (k < folded.map.length - 1 && folded.map[k] === last) k++;
  }
  return { start, end: folded.map[k] };
}

export function sliceOriginal(folded: Folded, span: Span): string {
  const o = toOriginal(folded, span);
  return folded.original.slice(o.start, o.end);
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Words: letters and digits, with inner apostrophes and dots ("mother's", "11.11"). */
const TOKEN = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;
/** What may sit between the words of a keyword ("black-friday", "food & beverage"). */
const GAP = /^[\s\-&/+']{1,3}$/;
/** French and Italian elisions split into two words: "d'hiver" is "d" + "hiver". */
const ELISION = /^(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|dell|all|nell|dall|sull|un|quest)'(.+)$/;

function splitElision(token: Token): Token[] {
  const m = ELISION.exec(token.text);
  if (!m) return [token];
  const cut = token.start + m[1].length;
  return [
    { text: m[1], start: token.start, end: cut },
    { text: m[2], start: cut + 1, end: token.end },
  ];
}

let lastText: string | undefined;
let lastTokens: Token[] = [];

function tokenize(text: string): Token[] {
  if (text === lastText) return lastTokens;
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) out.push(...splitElision({ text: m[0], start: m.index, end: m.index + m[0].length }));
  lastText = text;
  lastTokens = out;
  return out;
}

interface Entry {
  keyword: string;
  parts: string[];
  prefix: boolean;
}

/**
 * A keyword list compiled for fast lookups: Latin keywords match whole words through a map from
 * first word to entries; other scripts (written without spaces, or with attached articles) match
 * as substrings. A trailing "*" matches a word prefix.
 */
class KeywordIndex {
  private readonly byFirst = new Map<string, Entry[]>();
  private readonly prefixed: Entry[] = [];
  private readonly substrings: string[] = [];

  constructor(keywords: readonly string[]) {
    for (const keyword of keywords) {
      const prefix = keyword.endsWith('*');
      const body = fold(prefix ? keyword.slice(0, -1) : keyword);
      if (!/^[\p{Script=Latin}\p{N}'’]/u.test(body)) {
        this.substrings.push(body);
        continue;
      }
      const parts = [...body.matchAll(TOKEN)].flatMap((m) => splitElision({ text: m[0], start: 0, end: 0 }).map((t) => t.text));
      if (!parts.length) continue;
      const entry: Entry = { keyword, parts, prefix };
      if (prefix && parts.length === 1) this.prefixed.push(entry);
      else {
        const list = this.byFirst.get(parts[0]) ?? [];
        list.push(entry);
        this.byFirst.set(parts[0], list);
      }
    }
  }

  find(text: string): Array<Span & { keyword: string }> {
    const out: Array<Span & { keyword: string }> = [];
    const tokens = tokenize(text);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      for (const e of this.prefixed) if (t.text.startsWith(e.parts[0])) out.push({ start: t.start, end: t.end, keyword: e.keyword });
      const entries = this.byFirst.get(t.text);
      if (!entries) continue;
      for (const e of entries) {
        let ok = true;
        for (let k = 1; k < e.parts.length && ok; k++) {
          const next = tokens[i + k];
          const last = k === e.parts.length - 1;
          ok =
            next !== undefined &&
            GAP.test(text.slice(tokens[i + k - 1].end, next.start)) &&
            (last && e.prefix ? next.text.startsWith(e.parts[k]) : next.text === e.parts[k]);
        }
        if (ok) out.push({ start: t.start, end: tokens[i + e.parts.length - 1].end, keyword: e.keyword });
      }
    }
    for (const sub of this.substrings) {
      let from = 0;
      for (;;) {
        const at = text.indexOf(sub, from);
        if (at < 0) break;
        out.push({ start: at, end: at + sub.length, keyword: sub });
        from = at + sub.length;
      }
    }
    return out.sort((a, b) => a.start - b.start || b.end - a.end);
  }
}

const listIndexes = new WeakMap<readonly string[], KeywordIndex>();
const singleIndexes = new Map<string, KeywordIndex>();

function indexOf(keywords: readonly string[]): KeywordIndex {
  let index = listIndexes.get(keywords);
  if (!index) {
    index = new KeywordIndex(keywords);
    listIndexes.set(keywords, index);
  }
  return index;
}

/** Every occurrence of any keyword of the list in a folded text. */
export function findKeywords(text: string, keywords: readonly string[]): Array<Span & { keyword: string }> {
  return indexOf(keywords).find(text);
}

export function findKeyword(text: string, keyword: string): Span[] {
  let index = singleIndexes.get(keyword);
  if (!index) {
    index = new KeywordIndex([keyword]);
    singleIndexes.set(keyword, index);
  }
  return index.find(text);
}

export function hasAnyKeyword(text: string, keywords: readonly string[]): boolean {
  return findKeywords(text, keywords).length > 0;
}

export function countKeywords(text: string, keywords: readonly string[]): number {
  return findKeywords(text, keywords).length;
}

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}
