// Stock photos from an Unsplash-shaped search API: GET {url}/search/photos?query=&orientation=,
// then the photo itself, both through the outbound guard. The photographer credit comes along.
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { FoundImage, ImageCredit, ImageQuery, orientationOf, StockPhotoSource } from './image-source';
import { creditUrl, downloadPhoto, HttpSourceOptions, providerName, searchJson } from './stock-http';

interface SearchAnswer {
  results?: {
    urls?: { raw?: string; regular?: string; full?: string };
    user?: { name?: string; links?: { html?: string } };
    links?: { html?: string; download_location?: string };
  }[];
}

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
    const headers = this.apiHeaders();
    const answer = await searchJson<SearchAnswer>(
      this.http,
      `${this.options.url}/search/photos?${params}`,
      headers,
      this.options.timeoutMs,
    );
    const hit = answer.results?.[0];
    if (!hit) return undefined;
    const src = hit.urls?.regular ?? hit.urls?.full ?? hit.urls?.raw;
    if (typeof src !== 'string') throw new Error('stock photo search answered a result without an image URL');
    const img = await downloadPhoto(this.http, withSize(src, q), this.options);
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
      ...img,
      attribution,
      credit,
      ...(downloadLocation ? { downloadLocation } : {}),
    };
  }

  /** The API's JSON headers, with the key when one is configured. */
  private apiHeaders(): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-version': 'v1' };
    if (this.options.key) headers.authorization = `Client-ID ${this.options.key}`;
    return headers;
  }

  /**
   * Unsplash's guidelines: a photo that is used is reported to its `download_location`. Only a URL
   * on the configured API's own origin is called, so a hostile answer cannot have our key sent elsewhere.
   */
  override async trackUse(image: FoundImage): Promise<void> {
    const at = image.downloadLocation;
    if (!at || new URL(at).origin !== new URL(this.options.url).origin) return;
    const headers = this.apiHeaders();
    const res = await this.http.request(at, { headers, timeoutMs: this.options.timeoutMs, maxBytes: 64 * 1024 });
    if (!res.ok) throw new Error(`download tracking failed: ${res.reason}`);
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
