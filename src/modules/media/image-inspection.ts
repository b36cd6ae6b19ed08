// Decides whether bytes are an image we accept, by their content (magic bytes), never by the file
// name or the Content-Type header; bounded so a small file cannot explode in memory when decoded.
import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 50_000_000;

const ACCEPTED: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
  heif: { mime: 'image/avif', ext: 'avif' },
  tiff: { mime: 'image/tiff', ext: 'tiff' },
};

export type Inspection = { ok: true; mime: string; ext: string; width: number; height: number } | { ok: false; reason: string };

export async function inspectImage(bytes: Buffer): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: `is larger than ${MAX_UPLOAD_BYTES} bytes` };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)' };
  }
  const format = meta.format ? ACCEPTED[meta.format] : undefined;
  // SVG is refused on purpose: it is a document (scripts, external references), not pixels.
  if (!format) return { ok: false, reason: 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)' };
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) return { ok: false, reason: 'has no dimensions' };
  if (width * height > MAX_PIXELS) return { ok: false, reason: `is larger than ${MAX_PIXELS / 1_000_000} megapixels` };
  try {
    // Decode for real (shrink-on-load keeps it cheap): a truncated or corrupt file fails here.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { ok: false, reason: 'could not be decoded (truncated or corrupt)' };
  }
  return { ok: true, ...format, width, height };
}
