// Line wrapping and shrink-to-fit for a vertical stack of text items (heading, sub-heading, bullets,
// button...). Sizes shrink together down to each role's minimum; items that still do not fit are
// dropped lowest priority first; only the last item standing may go below its minimum or be cut.
// A word wider than its line is hyphenated at its language's pattern points (Latin scripts); only in
// the last resort is it broken between letters, and then with a hyphen too.
import { segmentText, Segment, splitGraphemes } from './breaks';
import { Hyphenator } from './hyphenate';
import { estimateWidth, measureWidth, TextStyle } from './measure';

export interface Line {
  text: string;
  width: number;
  /** For bullet lists: which bullet this line belongs to; -1 otherwise. */
  bullet: number;
}

export interface StackItem {
  id: string;
  kind: 'text' | 'bullets' | 'button';
  texts: string[];
  style: TextStyle;
  maxSize: number;
  minSize: number;
  lineHeight: number;
  maxLines: number;
  /** Higher is dropped first; 0 is never dropped. */
  dropPriority: number;
  /** Per text: it carries a fact of the prompt. A list short of room first gives up its other texts. */
  factual?: boolean[];
  /** Space above the item, in em of its own size. */
  gapBefore: number;
  balance?: boolean;
  /** Fraction of the region width the item may use. */
  widthFraction?: number;
  /** Button padding, in em. */
  padX?: number;
  padY?: number;
  /** The language's hyphenation points; without it a word is never hyphenated (Arabic, Japanese). */
  hyphenate?: Hyphenator;
  /**
   * Size the item keeps even in the last resort (the headline's floor): rather than going below it,
   * the stack drops everything else and cuts the item's lines. Without it: half of `minSize`.
   */
  floor?: number;
}

export interface FittedItem {
  item: StackItem;
  size: number;
  lines: Line[];
  /** Widest line (text) or button width. */
  width: number;
  height: number;
  /** Top of the item relative to the stack's top. */
  y: number;
  /** Indent of bullet text from the item's edge. */
  indent: number;
  gap: number;
  /** Words were broken between letters or text was cut to fit. */
  forced: boolean;
  truncated: boolean;
}

export interface FittedStack {
  items: FittedItem[];
  height: number;
  dropped: { id: string; reason: string }[];
}

/** In the last resort (nothing left to drop) text may go down to half its role's minimum (6 px at least). */
const EMERGENCY_FLOOR = 0.5;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const segCache = new Map<string, Segment[]>();
function segments(text: string): Segment[] {
  let s = segCache.get(text);
  if (!s) {
    s = segmentText(text);
    if (segCache.size > 5000) segCache.clear();
    segCache.set(text, s);
  }
  return s;
}

interface WrapOut {
  lines: Line[];
  forced: boolean;
  /** A Japanese phrase had to be split (allowed, but not chosen when avoidable). */
  phraseSplit: boolean;
  /** Lines that end in a hyphen added by hyphenation. */
  hyphens: number;
}

const HYPHEN = '-';

/**
 * Greedy wrap by estimated widths; null when a segment is wider than the line and breaking is not
 * allowed. With `hyphenate`, a word wider than the whole line is hyphenated at pattern points (filling
 * the current line first); with `breakWords` (the last resort) a piece is broken between letters,
 * with a hyphen when the language hyphenates.
 */
export function wrapText(
  style: TextStyle,
  text: string,
  size: number,
  maxWidth: number,
  breakWords: boolean,
  bullet = -1,
  hyphenate?: Hyphenator,
): WrapOut | null {
  const lines: Line[] = [];
  let cur = '';
  let full = 0;
  let trimmed = 0;
  let forced = false;
  let phraseSplit = false;
  let hyphens = 0;
  const est = (s: string) => estimateWidth(style, s, size);
  const hyphenW = hyphenate ? est(HYPHEN) : 0;
  const flush = () => {
    // blank lines (a break that only leaves spaces, or an empty paragraph) are not kept
    if (cur.trim() !== '') lines.push({ text: cur.trimEnd(), width: trimmed, bullet });
    cur = '';
    full = 0;
    trimmed = 0;
  };
  const append = (piece: string) => {
    const t = piece.trimEnd();
    trimmed = full + est(t);
    full += est(piece);
    cur += piece;
  };
  /** Places the pieces of a hyphenated word; returns what is left when one piece is wider than a line. */
  const placeHyphenated = (parts: string[], tail: string): string => {
    // chunk widths as sums of the pieces' (cached) widths: a handful of strings to measure instead of
    // every run of pieces; kerning across a join is not counted, the exact pass re-measures the lines
    const widths = parts.map(est);
    let i = 0;
    while (i < parts.length) {
      let best = -1;
      let w = 0;
      for (let k = i + 1; k <= parts.length; k++) {
        w += widths[k - 1];
        if (full + w + (k < parts.length ? hyphenW : 0) <= maxWidth) best = k;
        else break;
      }
      if (best === -1) {
        if (cur !== '') {
          flush();
          continue;
        }
        return parts.slice(i).join('') + tail;
      }
      if (best === parts.length) append(parts.slice(i).join('') + tail);
      else {
        append(parts.slice(i, best).join('') + HYPHEN);
        hyphens++;
        flush();
      }
      i = best;
    }
    return '';
  };
  /** Last resort: between letters, with a hyphen at each break of a word in a hyphenating language. */
  const placeGraphemes = (piece: string) => {
    forced = true;
    const word = piece.trimEnd();
    let onLine = 0;
    // kinsoku clusters (セー), each split again when one alone is wider than the line
    const clusters = splitGraphemes(word).flatMap((c) =>
      c.length > 1 && est(c) > maxWidth ? Array.from(graphemes.segment(c), (x) => x.segment) : [c],
    );
    for (const g of clusters) {
      if (cur === '' && g.trim() === '') continue;
      const gw = est(g);
      // A hyphen marks a break inside a Latin-script word (not between Japanese characters) once the
      // line holds two of its letters ("S-" alone helps nobody); room for it is kept from the second.
      const latin = hyphenate !== undefined && /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u.test(g);
      if (cur !== '' && full + gw + (latin && onLine >= 1 ? hyphenW : 0) > maxWidth) {
        if (latin && onLine >= 2 && trimmed + hyphenW <= maxWidth) {
          cur += HYPHEN;
          trimmed += hyphenW;
        }
        flush();
        onLine = 0;
      }
      append(g);
      onLine++;
    }
    if (piece.length > word.length) append(piece.slice(word.length));
  };
  const place = (piece: string): boolean => {
    const tw = est(piece.trimEnd());
    if (cur !== '' && full + tw <= maxWidth) {
      append(piece);
      return true;
    }
    if (tw <= maxWidth) {
      if (cur !== '') flush();
      append(piece);
      return true;
    }
    let rest = piece;
    if (hyphenate) {
      const word = piece.trimEnd();
      const parts = hyphenate(word);
      if (parts.length > 1) rest = placeHyphenated(parts, piece.slice(word.length));
      if (rest === '') return true;
    }
    if (!breakWords) return false;
    if (cur !== '') flush();
    placeGraphemes(rest);
    return true;
  };
  for (const seg of segments(text)) {
    const w = est(seg.text.trimEnd());
    if (seg.parts && w > maxWidth) {
      // a Japanese phrase wider than the line: fall back to its own break opportunities
      phraseSplit = true;
      for (const part of seg.parts) if (!place(part)) return null;
    } else if (seg.parts && cur !== '' && full + w > maxWidth) {
      flush();
      if (!place(seg.text)) return null;
    } else if (!place(seg.text)) return null;
    if (seg.hardBreak) flush();
  }
  if (cur !== '') flush();
  if (lines.length === 0) lines.push({ text: '', width: 0, bullet });
  return { lines, forced, phraseSplit, hyphens };
}

/**
 * Size at which the widest unbreakable piece of `texts` just fits `width`: a word or Japanese phrase,
 * or with `hyphenate` the widest piece between two hyphenation points (with its hyphen).
 */
function widestPieceCap(style: TextStyle, texts: string[], width: number, hyphenate?: Hyphenator): number {
  let widest = 0;
  for (const t of texts) {
    for (const seg of segments(t)) {
      const word = seg.text.trimEnd();
      if (!hyphenate) {
        widest = Math.max(widest, estimateWidth(style, word, 1));
        continue;
      }
      const parts = hyphenate(word);
      for (let i = 0; i < parts.length; i++)
        widest = Math.max(widest, estimateWidth(style, i < parts.length - 1 ? parts[i] + HYPHEN : parts[i], 1));
    }
  }
  return widest > 0 ? width / widest : Infinity;
}

/**
 * A word too wide for the line shrinks its item to fit whole when that costs at most this share of the
 * size; beyond, it is hyphenated (a 32-letter German compound would otherwise set a headline at body
 * size, below its own sub-heading).
 */
const PREFER_WHOLE = 0.65;

/** Narrowest width that keeps the greedy line count: evens out headline lines (no lonely last word). */
function balanced(
  style: TextStyle,
  text: string,
  size: number,
  maxWidth: number,
  out: WrapOut,
  hyphenate?: Hyphenator,
): WrapOut {
  const n = out.lines.length;
  if (n < 2) return out;
  let lo = maxWidth * 0.5;
  let hi = maxWidth;
  let best = out;
  for (let i = 0; i < 7; i++) {
    const mid = (lo + hi) / 2;
    const r = wrapText(style, text, size, mid, false, -1, hyphenate);
    // narrower lines must not hyphenate words that the greedy wrap kept whole
    if (r && r.lines.length <= n && (!r.phraseSplit || out.phraseSplit) && r.hyphens <= out.hyphens) {
      best = r;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

/**
 * Lines of one item at one size. Balancing (`balance`) never adds a line, so the height is the same
 * without it: the size search skips it and only the chosen layout is balanced.
 */
function layoutItem(
  item: StackItem,
  size: number,
  regionWidth: number,
  emergency: boolean,
  balance = false,
): FittedItem | null {
  const avail = regionWidth * (item.widthFraction ?? 1);
  const lines: Line[] = [];
  let forced = false;
  let indent = 0;
  let textWidth = avail;
  if (item.kind === 'bullets') {
    indent = size * 1.1;
    textWidth = avail - indent;
  } else if (item.kind === 'button') {
    textWidth = avail - 2 * (item.padX ?? 1) * size;
  }
  if (textWidth <= size) return null;
  for (let b = 0; b < item.texts.length; b++) {
    let r = wrapText(
      item.style,
      item.texts[b],
      size,
      textWidth,
      emergency,
      item.kind === 'bullets' ? b : -1,
      item.hyphenate,
    );
    if (!r) return null;
    if (balance && item.balance && !r.forced)
      r = balanced(item.style, item.texts[b], size, textWidth, r, item.hyphenate);
    forced ||= r.forced;
    lines.push(...r.lines);
  }
  const perText =
    item.kind === 'bullets'
      ? Math.max(...item.texts.map((_, b) => lines.filter((l) => l.bullet === b).length))
      : lines.length;
  if (perText > item.maxLines && !emergency) return null;
  const lineH = size * item.lineHeight;
  const bulletGap = item.kind === 'bullets' ? size * 0.45 * (item.texts.length - 1) : 0;
  let height = lines.length * lineH + bulletGap;
  const maxLine = Math.max(0, ...lines.map((l) => l.width));
  let width = maxLine + indent;
  if (item.kind === 'button') {
    height += 2 * (item.padY ?? 0.6) * size;
    width = maxLine + 2 * (item.padX ?? 1) * size;
  }
  return { item, size, lines, width, height, y: 0, indent, gap: 0, forced, truncated: false };
}

/** How far sizes may go: role minimums, then the emergency floors, then anything (the last resort). */
type Mode = 'normal' | 'emergency' | 'last';

function lowestSize(item: StackItem, mode: Mode): number {
  if (mode === 'normal') return item.minSize;
  const half = Math.max(6, item.minSize * EMERGENCY_FLOOR);
  return mode === 'emergency' && item.floor !== undefined ? Math.max(half, item.floor) : half;
}

function sizeAt(item: StackItem, scale: number, lowest: number, width: number): number {
  const size = Math.max(lowest, item.maxSize * scale);
  // An item whose longest word would not fit shrinks on its own (not below its minimum) instead of
  // breaking the word; the others keep their size.
  const avail =
    width * (item.widthFraction ?? 1) -
    (item.kind === 'button' ? 2 * (item.padX ?? 1) * size : item.kind === 'bullets' ? size * 1.1 : 0);
  const whole = widestPieceCap(item.style, item.texts, avail) * 0.995;
  if (!item.hyphenate || whole >= size * PREFER_WHOLE) return whole >= lowest ? Math.min(size, whole) : size;
  // Hyphenated from here: the widest piece between hyphenation points must fit (never narrower than
  // the whole word's cap, so the size grows with the scale).
  const cap = Math.max(whole, widestPieceCap(item.style, item.texts, avail, item.hyphenate) * 0.995);
  return cap >= lowest ? Math.min(size, cap) : size;
}

function layoutStack(
  items: StackItem[],
  scale: number,
  width: number,
  height: number,
  mode: Mode,
): { fits: boolean; fitted: FittedItem[]; total: number } | null {
  const fitted: FittedItem[] = [];
  let total = 0;
  const emergency = mode !== 'normal';
  for (const item of items) {
    const exact = sizeAt(item, scale, lowestSize(item, mode), width);
    const f = layoutItem(item, Math.max(Math.floor(exact * 2) / 2, Math.min(exact, item.minSize)), width, emergency);
    if (!f) return null;
    if (fitted.length > 0) f.gap = item.gapBefore * f.size;
    f.y = total + f.gap;
    total = f.y + f.height;
    fitted.push(f);
  }
  return { fits: total <= height, fitted, total };
}

/** Largest scale (0..1] at which the stack fits, by bisection; null when even the smallest sizes do not. */
function search(items: StackItem[], width: number, height: number, mode: Mode) {
  const low = layoutStack(items, 0, width, height, mode);
  if (!low || !low.fits) return low && mode !== 'normal' ? low : null;
  const top = layoutStack(items, 1, width, height, mode);
  if (top && top.fits) return top;
  let lo = 0;
  let hi = 1;
  let best = low;
  for (let i = 0; i < 10; i++) {
    const mid = (lo + hi) / 2;
    const r = layoutStack(items, mid, width, height, mode);
    if (r && r.fits) {
      best = r;
      lo = mid;
    } else hi = mid;
  }
  return best;
}

function balance(f: FittedItem, width: number, emergency: boolean): FittedItem {
  if (!f.item.balance) return f;
  const b = layoutItem(f.item, f.size, width, emergency, true);
  if (!b || b.lines.length > f.lines.length) return f;
  b.y = f.y;
  b.gap = f.gap;
  return b;
}

/** Re-measures every line exactly; shrinks an item whose real width exceeds the estimate. */
function verify(f: FittedItem, width: number): FittedItem {
  let cur = f;
  let narrowed = false;
  for (let attempt = 0; attempt < 4; attempt++) {
    const avail =
      width * (cur.item.widthFraction ?? 1) -
      (cur.item.kind === 'button' ? 2 * (cur.item.padX ?? 1) * cur.size : cur.indent);
    let worst = 0;
    for (const line of cur.lines) {
      line.width = measureWidth(cur.item.style, line.text, cur.size);
      worst = Math.max(worst, line.width / avail);
    }
    const maxLine = Math.max(0, ...cur.lines.map((l) => l.width));
    cur.width = cur.item.kind === 'button' ? maxLine + 2 * (cur.item.padX ?? 1) * cur.size : maxLine + cur.indent;
    if (worst <= 1) return cur;
    // shrink; at the item's floor wrap into narrower lines first (once: a single letter cannot be
    // narrowed, then only shrinking helps)
    const smaller = Math.floor((cur.size / worst) * 0.98 * 2) / 2;
    const floor = cur.item.floor ?? 0;
    const narrow: boolean = !narrowed && smaller < floor && cur.size >= floor - 0.01;
    narrowed ||= narrow;
    const next = narrow
      ? layoutItem(cur.item, cur.size, (width * 0.98) / worst, true)
      : layoutItem(cur.item, smaller, width, true);
    if (!next) return cur;
    next.y = cur.y;
    next.gap = cur.gap;
    cur = next;
  }
  return cur;
}

/** Keeps only the lines that fit `height`, ending the last kept line with an ellipsis. */
function truncate(f: FittedItem, height: number): FittedItem {
  const lineH = f.size * f.item.lineHeight;
  const keep = Math.max(1, Math.floor((height - (f.height - f.lines.length * lineH)) / lineH));
  if (keep >= f.lines.length) return f;
  const lines = f.lines.slice(0, keep);
  const last = lines[keep - 1];
  const avail = f.width;
  // "Rechtsschutzver-…" would read as two marks: the hyphen goes when the ellipsis comes
  let text = last.text.replace(/-$/, '');
  while (text.length > 1 && estimateWidth(f.item.style, `${text}…`, f.size) > avail)
    text = Array.from(text).slice(0, -1).join('').trimEnd();
  lines[keep - 1] = { ...last, text: `${text}…` };
  return { ...f, lines, height: f.height - (f.lines.length - keep) * lineH, truncated: true };
}

/** A list's fact-bearing texts alone, when it also has others (its stock lines go before its facts). */
function factualPart(item: StackItem): StackItem | undefined {
  const f = item.factual;
  if (item.kind !== 'bullets' || !f || !f.some(Boolean) || f.every(Boolean)) return undefined;
  return {
    ...item,
    texts: item.texts.filter((_, k) => f[k]),
    factual: item.texts.filter((_, k) => f[k]).map(() => true),
  };
}

export function fitStack(itemsIn: StackItem[], width: number, height: number): FittedStack {
  let items = itemsIn.filter((i) => i.texts.some((t) => t.trim().length > 0));
  const dropped: { id: string; reason: string }[] = [];
  let result = search(items, width, height, 'normal');
  while (!result) {
    const droppable = items.filter((i) => i.dropPriority > 0);
    if (droppable.length === 0) break;
    const victim = droppable.reduce((a, b) => (b.dropPriority > a.dropPriority ? b : a));
    const kept = factualPart(victim);
    items = kept ? items.map((i) => (i === victim ? kept : i)) : items.filter((i) => i !== victim);
    if (!kept) dropped.push({ id: victim.id, reason: 'does not fit at a legible size' });
    result = search(items, width, height, 'normal');
  }
  if (!result) {
    // At its floor, the headline is cut rather than shrunk; unless the box cannot hold one line of a
    // few letters at that size (a canvas of a few pixels), where only shrinking shows anything.
    const atFloor = search(items, width, height, 'emergency');
    const hopeless =
      !atFloor ||
      atFloor.fitted.some(
        (f) => f.item.floor !== undefined && (f.size * f.item.lineHeight > height || f.size * 3 > width),
      );
    result = hopeless ? (search(items, width, height, 'last') ?? atFloor) : atFloor;
  }
  if (!result) return { items: [], height: 0, dropped };
  // A stack squeezed to well under its sizes loses its hierarchy: give up secondary copy (body,
  // bullets, wordmark) one at a time while that brings the headline back up.
  for (;;) {
    const lead = result.fitted[0];
    if (!lead || lead.size >= lead.item.maxSize * 0.62) break;
    const optional = items.filter((i) => i.dropPriority >= 4);
    if (optional.length === 0) break;
    const victim = optional.reduce((a, b) => (b.dropPriority > a.dropPriority ? b : a));
    const rest = items.filter((i) => i !== victim);
    const next = search(rest, width, height, 'normal');
    if (!next || !next.fitted[0] || next.fitted[0].size <= lead.size * 1.15) break;
    items = rest;
    result = next;
    dropped.push({ id: victim.id, reason: 'left out so the headline keeps a legible hierarchy' });
  }
  let y = 0;
  const out: FittedItem[] = [];
  const emergency = result.fitted.some((f) => f.forced) || result.total > height;
  for (const f of result.fitted) {
    let v = verify(balance(f, width, emergency), width);
    v.y = y + (out.length > 0 ? v.gap : 0);
    if (v.y + v.height > height) {
      // only in the last resort: cut the item to the lines that fit, or leave it out
      if (out.length > 0 && v.y + v.size * v.item.lineHeight > height) {
        dropped.push({ id: v.item.id, reason: 'does not fit at a legible size' });
        continue;
      }
      v = truncate(v, height - v.y);
    }
    y = v.y + v.height;
    out.push(v);
  }
  return { items: out, height: y, dropped };
}
