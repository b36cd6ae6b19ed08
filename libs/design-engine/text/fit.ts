// Line wrapping and shrink-to-fit for a vertical stack of text items (heading, sub-heading, bullets,
// button...). Sizes shrink together down to each role's minimum; items that still do not fit are
// dropped lowest priority first; only the last item standing may go below its minimum or be cut.
import { segmentText, Segment, splitGraphemes } from './breaks';
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
  /** Space above the item, in em of its own size. */
  gapBefore: number;
  balance?: boolean;
  /** Fraction of the region width the item may use. */
  widthFraction?: number;
  /** Button padding, in em. */
  padX?: number;
  padY?: number;
  /** Fixed extra width (e.g. for an icon) added to a button. */
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
}

/** Greedy wrap by estimated widths; null when a segment is wider than the line and breaking is not allowed. */
export function wrapText(style: TextStyle, text: string, size: number, maxWidth: number, breakWords: boolean, bullet = -1): WrapOut | null {
  const lines: Line[] = [];
  let cur = '';
  let full = 0;
  let trimmed = 0;
  let forced = false;
  let phraseSplit = false;
  const flush = () => {
    // blank lines (a break that only leaves spaces, or an empty paragraph) are not kept
    if (cur.trim() !== '') lines.push({ text: cur.trimEnd(), width: trimmed, bullet });
    cur = '';
    full = 0;
    trimmed = 0;
  };
  const place = (piece: string): boolean => {
    const w = estimateWidth(style, piece, size);
    const tw = estimateWidth(style, piece.trimEnd(), size);
    if (cur !== '' && full + tw <= maxWidth) {
      cur += piece;
      trimmed = full + tw;
      full += w;
      return true;
    }
    if (cur !== '') flush();
    if (tw <= maxWidth) {
      cur = piece;
      full = w;
      trimmed = tw;
      return true;
    }
    if (!breakWords) return false;
    forced = true;
    for (const g of splitGraphemes(piece)) {
      if (cur === '' && g.trim() === '') continue;
      const gw = estimateWidth(style, g, size);
      if (cur !== '' && full + gw > maxWidth) flush();
      cur += g;
      full += gw;
      trimmed = estimateWidth(style, cur.trimEnd(), size);
    }
    return true;
  };
  for (const seg of segments(text)) {
    const w = estimateWidth(style, seg.text.trimEnd(), size);
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
  return { lines, forced, phraseSplit };
}

/** Size at which the widest unbreakable piece (word, Japanese phrase) of `texts` just fits `width`. */
function widestPieceCap(style: TextStyle, texts: string[], width: number): number {
  let widest = 0;
  for (const t of texts) for (const seg of segments(t)) widest = Math.max(widest, estimateWidth(style, seg.text.trimEnd(), 1));
  return widest > 0 ? width / widest : Infinity;
}

/** Narrowest width that keeps the greedy line count: evens out headline lines (no lonely last word). */
function balanced(style: TextStyle, text: string, size: number, maxWidth: number, out: WrapOut): WrapOut {
  const n = out.lines.length;
  if (n < 2) return out;
  let lo = maxWidth * 0.5;
  let hi = maxWidth;
  let best = out;
  for (let i = 0; i < 7; i++) {
    const mid = (lo + hi) / 2;
    const r = wrapText(style, text, size, mid, false);
    if (r && r.lines.length <= n && (!r.phraseSplit || out.phraseSplit)) {
      best = r;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

function layoutItem(item: StackItem, size: number, regionWidth: number, emergency: boolean): FittedItem | null {
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
    let r = wrapText(item.style, item.texts[b], size, textWidth, emergency, item.kind === 'bullets' ? b : -1);
    if (!r) return null;
    if (item.balance && !r.forced) r = balanced(item.style, item.texts[b], size, textWidth, r);
    forced ||= r.forced;
    lines.push(...r.lines);
  }
  const perText = item.kind === 'bullets' ? Math.max(...item.texts.map((_, b) => lines.filter((l) => l.bullet === b).length)) : lines.length;
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

function sizeAt(item: StackItem, scale: number, floorFactor: number, width: number): number {
  const size = Math.max(Math.max(6, item.minSize * floorFactor), item.maxSize * scale);
  // An item whose longest word would not fit shrinks on its own (not below its minimum) instead of
  // breaking the word; the others keep their size.
  const avail = width * (item.widthFraction ?? 1) - (item.kind === 'button' ? 2 * (item.padX ?? 1) * size : item.kind === 'bullets' ? size * 1.1 : 0);
  const cap = widestPieceCap(item.style, item.texts, avail) * 0.995;
  return cap >= item.minSize * floorFactor ? Math.min(size, cap) : size;
}

function layoutStack(items: StackItem[], scale: number, width: number, height: number, emergency: boolean): { fits: boolean; fitted: FittedItem[]; total: number } | null {
  const fitted: FittedItem[] = [];
  let total = 0;
  for (const item of items) {
    const exact = sizeAt(item, scale, emergency ? EMERGENCY_FLOOR : 1, width);
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
function search(items: StackItem[], width: number, height: number, emergency: boolean) {
  const low = layoutStack(items, 0, width, height, emergency);
  if (!low || !low.fits) return low && emergency ? low : null;
  const top = layoutStack(items, 1, width, height, emergency);
  if (top && top.fits) return top;
  let lo = 0;
  let hi = 1;
  let best = low;
  for (let i = 0; i < 10; i++) {
    const mid = (lo + hi) / 2;
    const r = layoutStack(items, mid, width, height, emergency);
    if (r && r.fits) {
      best = r;
      lo = mid;
    } else hi = mid;
  }
  return best;
}

/** Re-measures every line exactly; shrinks an item whose real width exceeds the estimate. */
function verify(f: FittedItem, width: number): FittedItem {
  let cur = f;
  for (let attempt = 0; attempt < 4; attempt++) {
    const avail = width * (cur.item.widthFraction ?? 1) - (cur.item.kind === 'button' ? 2 * (cur.item.padX ?? 1) * cur.size : cur.indent);
    let worst = 0;
    for (const line of cur.lines) {
      line.width = measureWidth(cur.item.style, line.text, cur.size);
      worst = Math.max(worst, line.width / avail);
    }
    const maxLine = Math.max(0, ...cur.lines.map((l) => l.width));
    cur.width = cur.item.kind === 'button' ? maxLine + 2 * (cur.item.padX ?? 1) * cur.size : maxLine + cur.indent;
    if (worst <= 1) return cur;
    const next = layoutItem(cur.item, Math.floor((cur.size / worst) * 0.98 * 2) / 2, width, true);
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
  let text = last.text;
  while (text.length > 1 && estimateWidth(f.item.style, `${text}…`, f.size) > avail) text = Array.from(text).slice(0, -1).join('').trimEnd();
  lines[keep - 1] = { ...last, text: `${text}…` };
  return { ...f, lines, height: f.height - (f.lines.length - keep) * lineH, truncated: true };
}

export function fitStack(itemsIn: StackItem[], width: number, height: number): FittedStack {
  let items = itemsIn.filter((i) => i.texts.some((t) => t.trim().length > 0));
  const dropped: { id: string; reason: string }[] = [];
  let result = search(items, width, height, false);
  while (!result) {
    const droppable = items.filter((i) => i.dropPriority > 0);
    if (droppable.length === 0) break;
    const victim = droppable.reduce((a, b) => (b.dropPriority > a.dropPriority ? b : a));
    items = items.filter((i) => i !== victim);
    dropped.push({ id: victim.id, reason: 'does not fit at a legible size' });
    result = search(items, width, height, false);
  }
  if (!result) result = search(items, width, height, true);
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
    const next = search(rest, width, height, false);
    if (!next || !next.fitted[0] || next.fitted[0].size <= lead.size * 1.15) break;
    items = rest;
    result = next;
    dropped.push({ id: victim.id, reason: 'left out so the headline keeps a legible hierarchy' });
  }
  let y = 0;
  const out: FittedItem[] = [];
  for (const f of result.fitted) {
    let v = verify(f, width);
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
