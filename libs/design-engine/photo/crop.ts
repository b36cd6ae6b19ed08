// Where a photo may be cut: the people in it (skin-tone blobs grown into head boxes) and the crop
// windows that keep them whole. sharp's attention crop alone cut the head off a gym photo in all six
// placements; a designer never does that, and would rather show the whole photo than a sliver of it.

/** A box in 0..1 of the image's width and height. */
export interface NormBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SubjectInfo {
  /** Heads found (grown upward for hair and a little sideways), largest first. */
  heads: NormBox[];
  /** The union of the heads: what every crop must keep whole. */
  subject?: NormBox;
}

const SIDE = 96;

/** Skin tone in YCbCr (the classic Chai & Ngan bounds, narrowed on brightness to skip shadows and glare). */
function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  if (y < 45 || y > 235) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 138 && cr <= 172 && r > g && r > b;
}

/**
 * Finds heads in RGBA pixels: connected skin regions of a 96 px thumbnail that are compact and not
 * too large (a warm sky or a wooden wall is skin-coloured but spans the frame). The upper part of the
 * highest sizeable region of each person is taken as the head.
 */
export function detectSubject(rgba: Uint8Array, width: number, height: number): SubjectInfo {
  const scale = Math.min(1, SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1, Math.floor((y + 0.5) / scale));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(width - 1, Math.floor((x + 0.5) / scale));
      const i = (sy * width + sx) * 4;
      if (rgba[i + 3] > 128 && isSkin(rgba[i], rgba[i + 1], rgba[i + 2])) mask[y * w + x] = 1;
    }
  }
  const label = new Int32Array(w * h).fill(-1);
  const blobs: { minX: number; minY: number; maxX: number; maxY: number; n: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || label[start] >= 0) continue;
    const blob = { minX: w, minY: h, maxX: -1, maxY: -1, n: 0 };
    label[start] = blobs.length;
    stack.push(start);
    while (stack.length) {
      const k = stack.pop() as number;
      const x = k % w;
      const y = (k - x) / w;
      blob.n++;
      if (x < blob.minX) blob.minX = x;
      if (x > blob.maxX) blob.maxX = x;
      if (y < blob.minY) blob.minY = y;
      if (y > blob.maxY) blob.maxY = y;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (mask[j] && label[j] < 0) {
          label[j] = blobs.length;
          stack.push(j);
        }
      }
    }
    blobs.push(blob);
  }
  const area = w * h;
  const heads: NormBox[] = [];
  for (const b of blobs) {
    const bw = b.maxX - b.minX + 1;
    const bh = b.maxY - b.minY + 1;
    const fill = b.n / (bw * bh);
    // a face is a compact patch: at least ~0.25 % of the frame, not a band across it
    if (b.n < Math.max(6, area * 0.0025) || bw > w * 0.6 || b.n > area * 0.3 || fill < 0.35) continue;
    // a skin region taller than wide is a head with a neck or arm: its top, about as tall as wide, is the head
    const headH = Math.min(bh, bw * 1.25);
    const grow = headH * 0.45;
    const x0 = Math.max(0, b.minX - bw * 0.2);
    const x1 = Math.min(w, b.maxX + 1 + bw * 0.2);
    const y0 = Math.max(0, b.minY - grow);
    const y1 = Math.min(h, b.minY + headH + grow * 0.35);
    heads.push({ x: x0 / w, y: y0 / h, w: (x1 - x0) / w, h: (y1 - y0) / h });
  }
  heads.sort((a, b) => b.w * b.h - a.w * a.h);
  // the few largest heads (a crowd's tiny faces are kept only when they are as large as the main ones)
  const kept = heads.filter((x, i) => i < 4 && x.w * x.h >= heads[0].w * heads[0].h * 0.2);
  return { heads: kept, subject: kept.length ? union(kept) : undefined };
}

function union(boxes: NormBox[]): NormBox {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

export interface CropSource {
  width: number;
  height: number;
  crop: boolean;
  focal: { x: number; y: number };
  subject?: NormBox;
}

/** Pixel rectangle of the image shown by a cover crop into a `boxW` x `boxH` slot. */
export interface SourceRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The cover crop: the largest window of the slot's aspect, centred on the focal point, then moved so
 * that the subject (heads) lies inside it with some headroom when it fits.
 */
export function coverCrop(m: CropSource, boxW: number, boxH: number): SourceRect {
  const ar = boxW / Math.max(1e-6, boxH);
  let sw = m.width;
  let sh = m.height;
  if (sw / sh > ar) sw = sh * ar;
  else sh = sw / ar;
  const fx = m.crop ? m.focal.x : 0.5;
  const fy = m.crop ? m.focal.y : 0.5;
  let sx = fx * m.width - sw / 2;
  let sy = fy * m.height - sh / 2;
  if (m.crop && m.subject) {
    const s = {
      x: m.subject.x * m.width,
      y: m.subject.y * m.height,
      w: m.subject.w * m.width,
      h: m.subject.h * m.height,
    };
    // heads sit in the upper part of the frame, as a portrait is composed
    if (s.h <= sh) sy = Math.min(s.y - sh * 0.12, s.y + s.h / 2 - sh * 0.38);
    if (s.w <= sw) sx = Math.min(Math.max(sx, s.x + s.w - sw), s.x);
    if (s.h <= sh) sy = Math.min(Math.max(sy, s.y + s.h - sh), s.y);
  }
  sx = Math.min(m.width - sw, Math.max(0, sx));
  sy = Math.min(m.height - sh, Math.max(0, sy));
  return { x: sx, y: sy, w: sw, h: sh };
}

/** Share of the image a cover crop into the slot keeps (1 when the aspects match). */
export function keptShare(m: { width: number; height: number }, boxW: number, boxH: number): number {
  const a = m.width / m.height;
  const b = boxW / Math.max(1e-6, boxH);
  return Math.min(a / b, b / a);
}

/** The cover crop leaves part of a head outside (more than 2 % of its box in either direction). */
export function cutsSubject(m: CropSource, src: SourceRect): boolean {
  if (!m.subject) return false;
  const s = m.subject;
  const tolX = s.w * m.width * 0.02;
  const tolY = s.h * m.height * 0.02;
  return (
    s.x * m.width < src.x - tolX ||
    s.y * m.height < src.y - tolY ||
    (s.x + s.w) * m.width > src.x + src.w + tolX ||
    (s.y + s.h) * m.height > src.y + src.h + tolY
  );
}

/**
 * Below this share a cover crop is a sliver of the photo: it is shown whole over a blurred fill. A
 * photo of people may be cropped tighter (to their heads and shoulders, as a banner crops a portrait).
 */
export const MIN_KEPT_SHARE = 0.45;
export const MIN_KEPT_SHARE_PEOPLE = 0.25;

/** Whether a photo should be shown whole ("contain") in a slot rather than cover-cropped. */
export function shouldContain(m: CropSource, boxW: number, boxH: number): boolean {
  const share = keptShare(m, boxW, boxH);
  if (share < MIN_KEPT_SHARE_PEOPLE) return true;
  if (cutsSubject(m, coverCrop(m, boxW, boxH))) return true;
  return share < (m.subject && m.crop ? MIN_KEPT_SHARE_PEOPLE : MIN_KEPT_SHARE);
}
