// Encodes a finished canvas into every requested output format (jpg, png, webp, avif, pdf), each
// optionally under a byte budget: lossy formats search their quality (a few bisection steps), PNG
// is lossless and is only reported when it does not fit.
import { Canvas, PDFDocument, SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { OutputFormat } from '../catalog/output-formats';

export { CONTENT_TYPES, OUTPUT_FORMATS } from '../catalog/output-formats';
export type { OutputFormat } from '../catalog/output-formats';

/** Default qualities: what a request without a byte budget gets (and the top of a budget's search). */
export const DEFAULT_QUALITY: Record<Exclude<OutputFormat, 'png'>, number> = { jpg: 88, webp: 85, avif: 60, pdf: 90 };
/** The lowest quality a budget search goes to: below it artefacts show on text edges. */
const MIN_QUALITY = 30;
/** Bisection steps of a budget search: 88 -> 30 in 5 steps lands within 2 points of the best fit. */
const SEARCH_STEPS = 5;
/** AVIF effort 2 of 0..9: about 4x faster than sharp's default 4 for 10 % larger files. */
const AVIF_EFFORT = 2;

export interface EncodedFile {
  format: OutputFormat;
  image: Buffer;
  /** The quality used (1..100); absent for PNG (lossless). */
  quality?: number;
  /** False when a byte budget was given and even the lowest quality did not reach it. */
  fits: boolean;
}

export interface EncodeOptions {
  /** Layout size (CSS px); a PDF page is this many points, whatever the pixel density. */
  pageWidth: number;
  pageHeight: number;
  /** Byte budget per file. */
  maxBytes?: number;
}

type Encoder = (quality: number) => Promise<Buffer>;

function encoderFor(format: OutputFormat, canvas: Canvas, raw: () => sharp.Sharp, opts: EncodeOptions): Encoder {
  switch (format) {
    case 'jpg':
      // straight from the canvas: no pixel copy, and faster than sharp's mozjpeg defaults
      return (q) => canvas.encode('jpeg', q);
    case 'webp':
      return (q) => raw().webp({ quality: q }).toBuffer();
    case 'avif':
      return (q) => raw().avif({ quality: q, effort: AVIF_EFFORT }).toBuffer();
    case 'pdf':
      // One page the size of the design in points, the render embedded as a JPEG at the request's
      // density (scale 4 is 288 dpi on the page): print resolution without a second layout pass.
      return async (q) => {
        const doc = new PDFDocument({ encodingQuality: q, creator: 'design-engine' });
        const page = doc.beginPage(opts.pageWidth, opts.pageHeight) as unknown as SKRSContext2D;
        page.drawImage(canvas, 0, 0, opts.pageWidth, opts.pageHeight);
        doc.endPage();
        return doc.close();
      };
    case 'png':
      return () => raw().png({ compressionLevel: 6 }).toBuffer();
  }
}

/**
 * Largest quality in [MIN_QUALITY, top] whose file fits `maxBytes` (file size grows with quality, so
 * a bisection finds it). When nothing fits, the smallest file is returned with `fits: false`.
 */
export async function encodeWithin(
  encode: Encoder,
  top: number,
  maxBytes: number | undefined,
): Promise<{ image: Buffer; quality: number; fits: boolean }> {
  const first = await encode(top);
  if (maxBytes === undefined || first.length <= maxBytes) return { image: first, quality: top, fits: true };
  const floor = await encode(MIN_QUALITY);
  if (floor.length > maxBytes) return { image: floor, quality: MIN_QUALITY, fits: false };
  let best = { image: floor, quality: MIN_QUALITY };
  let lo = MIN_QUALITY;
  let hi = top;
  for (let step = 0; step < SEARCH_STEPS && hi - lo > 1; step++) {
    const mid = Math.round((lo + hi) / 2);
    const image = await encode(mid);
    if (image.length <= maxBytes) {
      best = { image, quality: mid };
      lo = mid;
    } else hi = mid;
  }
  return { ...best, fits: true };
}

/** Every requested format of one rendered canvas (`pixelWidth` x `pixelHeight` device pixels). */
export async function encodeCanvas(
  canvas: Canvas,
  formats: readonly OutputFormat[],
  opts: EncodeOptions,
): Promise<EncodedFile[]> {
  let pixels: Buffer | undefined;
  // The raw pixels are read once, and only when sharp encodes something.
  const raw = (): sharp.Sharp => {
    pixels ??= canvas.data();
    return sharp(pixels, { raw: { width: canvas.width, height: canvas.height, channels: 4 } });
  };
  const out: EncodedFile[] = [];
  for (const format of formats) {
    const encode = encoderFor(format, canvas, raw, opts);
    if (format === 'png') {
      const image = await encode(100);
      out.push({ format, image, fits: opts.maxBytes === undefined || image.length <= opts.maxBytes });
      continue;
    }
    const found = await encodeWithin(encode, DEFAULT_QUALITY[format], opts.maxBytes);
    out.push({ format, ...found });
  }
  return out;
}
