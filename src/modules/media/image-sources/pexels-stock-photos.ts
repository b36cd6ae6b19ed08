// Stock photos from a Pexels-shaped search API: GET {url}/search?query=&orientation=&per_page=1 with
// the key in `Authorization`, then the photo itself, both through the outbound guard. The
// photographer credit comes along; Pexels asks for no download tracking.
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { FoundImage, ImageQuery, orientationOf, StockPhotoSource } from './image-source';
import { creditUrl, downloadPhoto, HttpSourceOptions, providerName, searchJson } from './stock-http';

interface SearchAnswer {
  photos?: {
    url?: string;
    photographer?: string;
    photographer_url?: string;
    src?: { original?: string; large2x?: string; large?: string; portrait?: string; landscape?: string };
  }[];
}

const ORIENTATION = { landscape: 'landscape', portrait: 'portrait', squarish: 'square' } as const;

export class PexelsStockPhotos extends StockPhotoSource {
  constructor(
    private readonly http: SafeHttpClient,
    private readonly options: HttpSourceOptions,
  ) {
    super();
  }

  async search(q: ImageQuery): Promise<FoundImage | undefined> {
    const orientation = q.orientation ?? orientationOf(q.width, q.height);
    const params = new URLSearchParams({
      query: q.query.slice(0, 200),
      orientation: ORIENTATION[orientation],
      per_page: '1',
    });
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.key) headers.authorization = this.options.key;
    const answer = await searchJson<SearchAnswer>(
      this.http,
      `${this.options.url}/search?${params}`,
      headers,
      this.options.timeoutMs,
    );
    const hit = answer.photos?.[0];
    if (!hit) return undefined;
    // large2x is 940 px wide at twice the density: enough for a 1080 px design, far less than the original
    const src = hit.src?.large2x ?? hit.src?.large ?? hit.src?.original;
    if (typeof src !== 'string') throw new Error('stock photo search answered a result without an image URL');
    const img = await downloadPhoto(this.http, src, this.options);
    const name = typeof hit.photographer === 'string' ? hit.photographer.slice(0, 100) : undefined;
    const photoUrl = creditUrl(hit.url);
    const photographerUrl = creditUrl(hit.photographer_url);
    return {
      ...img,
      ...(name ? { attribution: `Photo by ${name}${photoUrl ? ` (${photoUrl})` : ''}` } : {}),
      credit: {
        source: 'stock',
        provider: providerName(this.options.url),
        ...(name ? { photographer: name } : {}),
        ...(photographerUrl ? { photographerUrl } : {}),
        ...(photoUrl ? { photoUrl } : {}),
      },
    };
  }
}
