// What the stock-photo adapters share: the search request and the photo download, both through the
// outbound guard and bounded, the options an HTTP source takes, and how a credit names its provider
// and links (http(s) only). Each adapter keeps its own query parameters and answer shape.
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { acceptImage } from './accept-image';

export interface HttpSourceOptions {
  url: string;
  key?: string;
  timeoutMs: number;
  maxBytes: number;
}

/** The search answer is JSON text: 1 MB is far more than one page of results. */
const MAX_SEARCH_BYTES = 1024 * 1024;

/** GET `url` and parse its JSON answer; a refused call, a status other than 200 or no JSON throws. */
export async function searchJson<T>(
  http: SafeHttpClient,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<T> {
  const res = await http.request(url, { headers, timeoutMs, maxBytes: MAX_SEARCH_BYTES });
  if (!res.ok) throw new Error(`stock photo search failed: ${res.reason}`);
  if (res.status !== 200) throw new Error(`stock photo search answered ${res.status}`);
  try {
    return JSON.parse(res.body.toString('utf8')) as T;
  } catch {
    throw new Error('stock photo search answered something that is not JSON');
  }
}

/** The photo itself: a raster image within `maxBytes`, or a throw naming what was wrong. */
export async function downloadPhoto(
  http: SafeHttpClient,
  src: string,
  options: HttpSourceOptions,
): Promise<{ buffer: Buffer; contentType: string }> {
  const img = await http.request(src, {
    headers: { accept: 'image/jpeg,image/png,image/webp' },
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    maxRedirects: 3,
  });
  if (!img.ok) throw new Error(`stock photo download failed: ${img.reason}`);
  if (img.status !== 200) throw new Error(`stock photo download answered ${img.status}`);
  const accepted = await acceptImage(img.body, img.headers['content-type']);
  if (!accepted.ok) throw new Error(`stock photo download ${accepted.reason}`);
  return { buffer: img.body, contentType: accepted.contentType };
}

const KNOWN_PROVIDERS: [string, string][] = [
  ['unsplash.com', 'Unsplash'],
  ['pexels.com', 'Pexels'],
];

/** "Unsplash" or "Pexels" for their APIs, else the API's host: the name a credit line shows. */
export function providerName(apiUrl: string): string {
  const host = new URL(apiUrl).hostname.toLowerCase();
  return KNOWN_PROVIDERS.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? host;
}

/** An http(s) URL from the answer (bounded), or undefined: a credit link is never a javascript: URL. */
export function creditUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}
