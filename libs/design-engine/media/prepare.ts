// Decodes and normalises request media once (EXIF rotation, sRGB, downscale, attention focal point,
// background removal); every variant of the request reuses the result.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { toHex } from '../color/color';
import { detectSubject, SubjectInfo } from '../photo/crop';
import { FloodFillBackgroundRemover } from './flood-fill-remover';
import { inspectRaster, MAX_INPUT_PIXELS } from './raster-inspection';
import { BackgroundRemover, MediaInput, PreparedMedia } from './types';

export interface PrepareOptions {
  /** Largest pixel count kept per item (default 2.4 MP, enough to cover a 1080x1920 story). */
  maxPixels?: number;
  backgroundRemover?: BackgroundRemover;
}

const DEFAULT_MAX_PIXELS = 2_400_000;

function shared(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.length));
  out.set(bytes);
  return out;
}

/** Bounding box of pixels with alpha above a threshold, and the average colour of opaque pixels. */
function analyse(data: Uint8Array, width: number, height: number) {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  let transparent = false;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40000)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = data[i + 3];
      if (a < 250) transparent = true;
      if (a > 24) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        if (x % step === 0 && y % step === 0 && a > 200) {
          r += data[i];
          g += data[i + 1];
          b += data[i + 2];
          count++;
        }
      }
    }
  }
  const content =
    maxX < 0 ? { x: 0, y: 0, width, height } : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
  const averageColor = count ? toHex({ r: r / count, g: g / count, b: b / count }) : '#808080';
  return { content, averageColor, transparent };
}

/** Attention focal point of pixels already decoded (the compressed input is never decoded twice). */
async function focalPoint(rgba: Buffer, width: number, height: number): Promise<{ x: number; y: number }> {
  const side = 256;
  const { info } = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .resize(side, side, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = side / Math.min(width, height);
  const ax = info.attentionX;
  const ay = info.attentionY;
  if (ax === undefined || ay === undefined) return { x: 0.5, y: 0.5 };
  return { x: Math.min(1, Math.max(0, ax / (width * scale))), y: Math.min(1, Math.max(0, ay / (height * scale))) };
}

/** Why an item is refused for good: the same bytes would be refused again (no retry helps). */
export interface RefusedMedia {
  label: string;
  reason: string;
}

async function prepareOne(
  item: MediaInput,
  maxPixels: number,
  remover: BackgroundRemover,
): Promise<{ media?: PreparedMedia; refused?: RefusedMedia; warnings: string[] }> {
  const warnings: string[] = [];
  const inspected = await inspectRaster(item.data);
  if (!inspected.ok && inspected.cause !== 'corrupt')
    return { refused: { label: item.label ?? item.kind, reason: inspected.reason }, warnings };
  if (!inspected.ok) throw new Error(inspected.reason);
  const { width: w0, height: h0 } = inspected;
  const scale = Math.min(1, Math.sqrt(maxPixels / Math.max(1, w0 * h0)));
  // The one decode of the item: every later step (analysis, focal point, variants) reads these pixels.
  const { data, info } = await sharp(item.data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .toColourspace('srgb')
    .resize({ width: Math.max(1, Math.round(w0 * scale)), height: Math.max(1, Math.round(h0 * scale)), fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let pixels: Uint8Array = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let cutout = false;
  const wantsRemoval = item.kind === 'photo' ? item.removeBg === true : true;
  const alreadyTransparent = analyse(pixels, info.width, info.height).transparent;
  if (wantsRemoval && !alreadyTransparent) {
    const removed = await remover.remove(pixels, info.width, info.height);
    if (removed) {
      pixels = removed;
      cutout = true;
    } else if (item.kind === 'photo') {
      warnings.push(`${label(item)}: background removal skipped (the background is not plain)`);
    }
  } else if (item.kind === 'photo' && item.removeBg && alreadyTransparent) {
    cutout = true;
  }
  const { content, averageColor, transparent } = analyse(pixels, info.width, info.height);
  const focal =
    item.kind === 'photo' && item.crop !== false && !cutout
      ? await focalPoint(data, info.width, info.height)
      : { x: 0.5, y: 0.5 };
  // people in a photo: no crop may cut their heads (sharp's attention point alone often does)
  const people: SubjectInfo =
    item.kind === 'photo' && !cutout ? detectSubject(pixels, info.width, info.height) : { heads: [] };
  return {
    warnings,
    media: {
      id: randomUUID(),
      kind: item.kind,
      width: info.width,
      height: info.height,
      data: shared(pixels),
      hasAlpha: transparent,
      crop: item.crop !== false,
      cutout,
      focal,
      ...(people.heads.length ? { heads: people.heads, subject: people.subject } : {}),
      content,
      averageColor,
      logoStyles: item.logoStyles && item.logoStyles.length > 0 ? item.logoStyles : ['direct'],
      label: item.label,
    },
  };
}

function label(item: MediaInput): string {
  return item.label ? `${item.kind} "${item.label}"` : item.kind;
}

/**
 * Decodes every item; an item that cannot be decoded becomes a warning, never a throw. An item that
 * is not an accepted raster image (SVG included) or has too many pixels is `refused`, undecoded:
 * the caller decides (a design request fails for good and is refunded).
 */
export async function prepareMedia(
  items: MediaInput[],
  opts: PrepareOptions = {},
): Promise<{ media: PreparedMedia[]; warnings: string[]; refused: RefusedMedia[] }> {
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const remover = opts.backgroundRemover ?? new FloodFillBackgroundRemover();
  const media: PreparedMedia[] = [];
  const warnings: string[] = [];
  const refused: RefusedMedia[] = [];
  for (const item of items) {
    try {
      const r = await prepareOne(item, maxPixels, remover);
      if (r.media) media.push(r.media);
      if (r.refused) refused.push(r.refused);
      warnings.push(...r.warnings);
    } catch {
      // A fixed message: the decoder's own words (paths, library internals) are not the caller's.
      warnings.push(`${label(item)} could not be decoded (truncated or corrupt) and was left out`);
    }
  }
  return { media, warnings, refused };
}
