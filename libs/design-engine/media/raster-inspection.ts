// The one inspection every image goes through before anything decodes it (issue 18.1): its first
// bytes must be a raster format we accept, read by magic bytes, never by a name or Content-Type.
// SVG (and any XML, HTML or text) is refused before sharp sees it: librsvg renders filters
// (blur, morphology) for as long as they ask, so a 300-byte file could cost minutes of CPU.
import sharp from 'sharp';

export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff';

/** Largest decoded image accepted anywhere (sharp's limitInputPixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

export const UNSUPPORTED_IMAGE = 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)';
export const TOO_MANY_PIXELS = `is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
const ISO_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

/** The raster format the bytes start with, or null (SVG, HTML, text, anything else). */
export function sniffRasterFormat(bytes: Uint8Array): RasterFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (
    (bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0) ||
    (bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 0x2a)
  )
    return 'tiff';
  if (ascii(bytes, 4, 8) === 'ftyp' && ISO_BRANDS.has(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

export type RasterInspection =
  | { ok: true; format: RasterFormat; width: number; height: number }
  | { ok: false; cause: 'unsupported' | 'too_large' | 'corrupt'; reason: string };

/** Format by magic bytes, then the header's dimensions (no pixel is decoded here). */
export async function inspectRaster(bytes: Uint8Array, maxPixels = MAX_INPUT_PIXELS): Promise<RasterInspection> {
  const format = sniffRasterFormat(bytes);
  if (!format) return { ok: false, cause: 'unsupported', reason: UNSUPPORTED_IMAGE };
  let meta: sharp.Metadata;
  try {
    // A header read decodes no pixel; the limit is checked below, so an over-limit image is named as such.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, cause: 'corrupt', reason: 'could not be decoded (truncated or corrupt)' };
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) return { ok: false, cause: 'corrupt', reason: 'has no dimensions' };
  if (width * height > maxPixels) return { ok: false, cause: 'too_large', reason: TOO_MANY_PIXELS };
  return { ok: true, format, width, height };
}
