// Decodes and normalises request media once (EXIF rotation, sRGB, downscale, attention focal point,
// background removal); every variant of the request reuses the result.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { toHex } from '../color/color';
import { detectSubject, SubjectInfo } from '../photo/crop';
import { FloodFillBackgroundRemover } from './flood-fill-remover';
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
  const content = maxX < 0 ? { x: 0, y: 0, width, height } : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
  const averageColor = count ? toHex({ r: r / count, g: g / count, b: b / count }) : '#808080';
  return { content, averageColor, transparent };
}

async function focalPoint(input: Buffer): Promise<{ x: number; y: number }> {
  const side = 256;
  const { info } = await sharp(input).rotate().resize(side, side, { fit: 'cover', position: 'attention' }).raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(input).rotate().metadata();
  const w = meta.autoOrient?.width ?? meta.width ?? side;
  const h = meta.autoOrient?.height ?? meta.height ?? side;
  const scale = side / Math.min(w, h);
  const ax = info.attentionX;
  const ay = info.attentionY;
  if (ax === undefined || ay === undefined) return { x: 0.5, y: 0.5 };
  return { x: Math.min(1, Math.max(0, ax / (w * scale))), y: Math.min(1, Math.max(0, ay / (h * scale))) };
}

async function prepareOne(item: MediaInput, maxPixels: number, remover: BackgroundRemover): Promise<{ media: PreparedMedia; warnings: string[] }> {
  const warnings: string[] = [];
  let meta = await sharp(item.data).metadata();
  // Vector logos (SVG) are rasterised at a density that gives about 1000 px on their long side.
  let density: number | undefined;
  if (meta.format === 'svg' && meta.width && meta.height) {
    density = Math.min(2400, Math.max(72, (72 * 1000) / Math.max(meta.width, meta.height)));
    meta = await sharp(item.data, { density }).metadata();
  }
  const w0 = meta.autoOrient?.width ?? meta.width ?? 0;
  const h0 = meta.autoOrient?.height ?? meta.height ?? 0;
  const scale = Math.min(1, Math.sqrt(maxPixels / Math.max(1, w0 * h0)));
  const { data, info } = await sharp(item.data, { failOn: 'error', density })
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
  const focal = item.kind === 'photo' && item.crop !== false && !cutout ? await focalPoint(item.data) : { x: 0.5, y: 0.5 };
  // people in a photo: no crop may cut their heads (sharp's attention point alone often does)
  const people: SubjectInfo = item.kind === 'photo' && !cutout ? detectSubject(pixels, info.width, info.height) : { heads: [] };
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

/** Decodes every item; an item that cannot be decoded becomes a warning, never a throw. */
export async function prepareMedia(items: MediaInput[], opts: PrepareOptions = {}): Promise<{ media: PreparedMedia[]; warnings: string[] }> {
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const remover = opts.backgroundRemover ?? new FloodFillBackgroundRemover();
  const media: PreparedMedia[] = [];
  const warnings: string[] = [];
  for (const item of items) {
    try {
      const r = await prepareOne(item, maxPixels, remover);
      media.push(r.media);
      warnings.push(...r.warnings);
    } catch (e) {
      warnings.push(`${label(item)} could not be decoded and was left out (${(e as Error).message.split('\n')[0]})`);
    }
  }
  return { media, warnings };
}
