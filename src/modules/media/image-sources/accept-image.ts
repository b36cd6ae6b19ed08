// Bytes from a provider become an image only when their content is a raster we accept: never by
// the Content-Type header alone, never SVG (a document whose filters can cost seconds to render).
import { inspectImage } from '../image-inspection';

export function acceptImage(
  bytes: Buffer,
  declaredType: string | undefined,
): Promise<{ ok: true; contentType: string } | { ok: false; reason: string }> {
  const declared = (declaredType ?? '').split(';')[0].trim().toLowerCase();
  if (declared && !declared.startsWith('image/'))
    return Promise.resolve({ ok: false, reason: `answered ${declared}, not an image` });
  if (declared.includes('svg')) return Promise.resolve({ ok: false, reason: 'answered SVG, which is refused' });
  // An XML or HTML document (SVG without its header) is refused before any decoder sees it.
  const head = bytes
    .subarray(0, 256)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (head.startsWith('<'))
    return Promise.resolve({ ok: false, reason: 'answered markup (SVG or HTML), not a raster image' });
  return inspectImage(bytes).then((r) =>
    r.ok ? { ok: true as const, contentType: r.mime } : { ok: false as const, reason: `image ${r.reason}` },
  );
}
