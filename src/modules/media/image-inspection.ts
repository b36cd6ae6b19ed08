// Decides whether bytes are an image we accept, by their content (magic bytes), never by the file
// name or the Content-Type header; bounded so a small file cannot explode in memory when decoded.
import sharp from 'sharp';
import { inspectRaster, MAX_INPUT_PIXELS } from '../../../libs/design-engine/media/raster-inspection';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = MAX_INPUT_PIXELS;

const ACCEPTED: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
  avif: { mime: 'image/avif', ext: 'avif' },
  heif: { mime: 'image/avif', ext: 'avif' },
  tiff: { mime: 'image/tiff', ext: 'tiff' },
};

export type Inspection =
  { ok: true; mime: string; ext: string; width: number; height: number } | { ok: false; reason: string };

export async function inspectImage(bytes: Buffer): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: `is larger than ${MAX_UPLOAD_BYTES} bytes` };
  // The one inspection of every image (magic bytes first: SVG never reaches a decoder).
  const inspected = await inspectRaster(bytes, MAX_PIXELS);
  if (!inspected.ok) return { ok: false, reason: inspected.reason };
  const format = ACCEPTED[inspected.format];
  const { width, height } = inspected;
  try {
    // Decode for real (shrink-on-load keeps it cheap): a truncated or corrupt file fails here.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .resize(32, 32, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    return { ok: false, reason: 'could not be decoded (truncated or corrupt)' };
  }
  return { ok: true, ...format, width, height };
}
