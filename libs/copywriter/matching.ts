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
  for (const m of text.matchAll(TOKEN))
    out.push(...splitElision({ text: m[0], start: m.index, end: m.index + m[0].length }));
  lastText = text;
  lastTokens = out;
  return out;
}

interface Entry {
  keyword: string;
  parts: string[];
  prefix: boolean;
  group: number;
}

type Hit = Span & { keyword: string };

/**
 * Keyword lists compiled into one index: Latin keywords match whole words through a map from first
 * word to entries; other scripts (written without spaces, or with attached articles) match as
 * substrings. A trailing "*" matches a word prefix. One pass over a text finds the hits of every
 * list (each list is a group), so reading a prompt scans it once, not once per list.
 */
class KeywordIndex {
  private readonly byFirst = new Map<string, Entry[]>();
  private readonly prefixedByStart = new Map<string, Entry[]>();
  private readonly substrings: Entry[] = [];
  private groups = 0;

  add(keywords: readonly string[]): number {
    const group = this.groups++;
    for (const keyword of keywords) {
      const prefix = keyword.endsWith('*');
      const body = fold(prefix ? keyword.slice(0, -1) : keyword);
      if (!/^[\p{Script=Latin}\p{N}'’]/u.test(body)) {
        this.substrings.push({ keyword: body, parts: [body], prefix: false, group });
        continue;
      }
      const parts = [...body.matchAll(TOKEN)].flatMap((m) =>
        splitElision({ text: m[0], start: 0, end: 0 }).map((t) => t.text),
      );
      if (!parts.length) continue;
      const entry: Entry = { keyword, parts, prefix, group };
      if (prefix && parts.length === 1) {
        const start = parts[0].slice(0, 2);
        const list = this.prefixedByStart.get(start) ?? [];
        list.push(entry);
        this.prefixedByStart.set(start, list);
      } else {
        const list = this.byFirst.get(parts[0]) ?? [];
        list.push(entry);
        this.byFirst.set(parts[0], list);
      }
    }
    return group;
  }

  /** Hits per group, each list sorted by position (longest first at one position). */
  scan(text: string): Map<number, Hit[]> {
    const out = new Map<number, Hit[]>();
    const push = (group: number, hit: Hit): void => {
      const list = out.get(group);
      if (list) list.push(hit);
      else out.set(group, [hit]);
    };
    const tokens = tokenize(text);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      for (const e of this.prefixedByStart.get(t.text.slice(0, 2)) ?? []) {
        if (t.text.startsWith(e.parts[0])) push(e.group, { start: t.start, end: t.end, keyword: e.keyword });
      }
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
        if (ok) push(e.group, { start: t.start, end: tokens[i + e.parts.length - 1].end, keyword: e.keyword });
      }
    }
    // Only texts with characters outside Latin can hold an Arabic or Japanese keyword.
    if (/[^\p{Script=Latin}\p{N}\p{P}\p{Z}\p{S}\p{M}]/u.test(text)) {
      for (const e of this.substrings) {
        let from = 0;
        for (;;) {
          const at = text.indexOf(e.keyword, from);
          if (at < 0) break;
          push(e.group, { start: at, end: at + e.keyword.length, keyword: e.keyword });
          from = at + e.keyword.length;
        }
      }
    }
    for (const list of out.values()) list.sort((a, b) => a.start - b.start || b.end - a.end);
    return out;
  }
}

const shared = new KeywordIndex();
const groupOf = new WeakMap<readonly string[], number>();
/**
 * The last few texts' scans: one answer asks about a handful of texts (the prompt, its parts, the
 * persona) in turns, and each scan finds every list's hits at once.
 */
const scans = new Map<string, Map<number, Hit[]>>();
const SCANS_KEPT = 8;
const singles = new Map<string, { index: KeywordIndex; group: number }>();

/** Every occurrence of any keyword of the list in a folded text. */
export function findKeywords(text: string, keywords: readonly string[]): Hit[] {
  let group = groupOf.get(keywords);
  if (group === undefined) {
    group = shared.add(keywords);
    groupOf.set(keywords, group);
    scans.clear();
  }
  let scanned = scans.get(text);
  if (!scanned) {
    scanned = shared.scan(text);
    if (scans.size >= SCANS_KEPT) scans.delete(scans.keys().next().value as string);
    scans.set(text, scanned);
  }
  return scanned.get(group) ?? [];
}

export function findKeyword(text: string, keyword: string): Span[] {
  let single = singles.get(keyword);
  if (!single) {
    const index = new KeywordIndex();
    single = { index, group: index.add([keyword]) };
    singles.set(keyword, single);
  }
  return single.index.scan(text).get(single.group) ?? [];
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
