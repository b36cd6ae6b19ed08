// Stock photos from an Unsplash-shaped search API: GET {url}/search/photos?query=&orientation=,
// then the photo itself, both through the outbound guard. The photographer credit comes along.
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { acceptImage } from './accept-image';
import { FoundImage, ImageCredit, ImageQuery, orientationOf, StockPhotoSource } from './image-source';

export interface HttpSourceOptions {
  url: string;
  key?: string;
  timeoutMs: number;
  maxBytes: number;
}

interface SearchAnswer {
  results?: {
    urls?: { raw?: string; regular?: string; full?: string };
    user?: { name?: string; links?: { html?: string } };
    links?: { html?: string; download_location?: string };
  }[];
}

/** The search answer is JSON text: 1 MB is far more than one page of results. */
const MAX_SEARCH_BYTES = 1024 * 1024;

export class UnsplashStockPhotos extends StockPhotoSource {
  constructor(
    private readonly http: SafeHttpClient,
    private readonly options: HttpSourceOptions,
  ) {
    super();
  }

  async search(q: ImageQuery): Promise<FoundImage | undefined> {
    const params = new URLSearchParams({
      query: q.query.slice(0, 200),
      orientation: q.orientation ?? orientationOf(q.width, q.height),
      per_page: '1',
      content_filter: 'high',
    });
    const headers: Record<string, string> = { accept: 'application/json', 'accept-version': 'v1' };
    if (this.options.key) headers.authorization = `Client-ID ${this.options.key}`;
    const res = await this.http.request(`${this.options.url}/search/photos?${params}`, {
      headers,
      timeoutMs: this.options.timeoutMs,
      maxBytes: MAX_SEARCH_BYTES,
    });
    if (!res.ok) throw new Error(`stock photo search failed: ${res.reason}`);
    if (res.status !== 200) throw new Error(`stock photo search answered ${res.status}`);
    let answer: SearchAnswer;
    try {
      answer = JSON.parse(res.body.toString('utf8')) as SearchAnswer;
    } catch {
      throw new Error('stock photo search answered something that is not JSON');
    }
    const hit = answer.results?.[0];
    if (!hit) return undefined;
    const src = hit.urls?.regular ?? hit.urls?.full ?? hit.urls?.raw;
    if (typeof src !== 'string') throw new Error('stock photo search answered a result without an image URL');
    const img = await this.http.request(withSize(src, q), {
      headers: { accept: 'image/jpeg,image/png,image/webp' },
      timeoutMs: this.options.timeoutMs,
      maxBytes: this.options.maxBytes,
      maxRedirects: 3,
    });
    if (!img.ok) throw new Error(`stock photo download failed: ${img.reason}`);
    if (img.status !== 200) throw new Error(`stock photo download answered ${img.status}`);
    const accepted = await acceptImage(img.body, img.headers['content-type']);
    if (!accepted.ok) throw new Error(`stock photo download ${accepted.reason}`);
    const name = hit.user?.name?.slice(0, 100);
    const page = hit.links?.html ?? hit.user?.links?.html;
    const attribution = name ? `Photo by ${name}${page ? ` (${page.slice(0, 300)})` : ''}` : undefined;
    const credit: ImageCredit = { source: 'stock', provider: providerName(this.options.url) };
    if (name) credit.photographer = name;
    const photographerUrl = creditUrl(hit.user?.links?.html);
    if (photographerUrl) credit.photographerUrl = photographerUrl;
    const photoUrl = creditUrl(hit.links?.html);
    if (photoUrl) credit.photoUrl = photoUrl;
    const downloadLocation = creditUrl(hit.links?.download_location);
    return {
      buffer: img.body,
      contentType: accepted.contentType,
      attribution,
      credit,
      ...(downloadLocation ? { downloadLocation } : {}),
    };
  }

  /**
   * Unsplash's guidelines: a photo that is used is reported to its `download_location`. Only a URL
   * on the configured API's own origin is called, so a hostile answer cannot have our key sent elsewhere.
   */
  override async trackUse(image: FoundImage): Promise<void> {
    const at = image.downloadLocation;
    if (!at || new URL(at).origin !== new URL(this.options.url).origin) return;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-version': 'v1' };
    if (this.options.key) headers.authorization = `Client-ID ${this.options.key}`;
    const res = await this.http.request(at, { headers, timeoutMs: this.options.timeoutMs, maxBytes: 64 * 1024 });
    if (!res.ok) throw new Error(`download tracking failed: ${res.reason}`);
  }
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

/** Unsplash's image CDN resizes on request (w, h, fit=crop); other hosts ignore the parameters. */
function withSize(src: string, q: ImageQuery): string {
  try {
    const u = new URL(src);
    u.searchParams.set('w', String(Math.min(2400, Math.round(q.width))));
    u.searchParams.set('h', String(Math.min(2400, Math.round(q.height))));
    u.searchParams.set('fit', 'crop');
    return u.toString();
  } catch {
    return src;
  }
}
