// Generated images from an OpenAI-compatible images endpoint, through the official client. The
// client's HTTP goes through the outbound guard (its `fetch` is ours); only a 429 (nothing made,
// nothing billed) is tried once more: any other failure falls back to no image.
import OpenAI from 'openai';
import { SafeHttpClient } from '../../../platform/outbound/safe-http-client';
import { acceptImage } from './accept-image';
import { FoundImage, ImageGenerator, ImageQuery, orientationOf } from './image-source';
import { HttpSourceOptions } from './stock-http';

const MAX_RATE_LIMIT_WAIT_MS = 2000;

const SIZES = { landscape: '1536x1024', portrait: '1024x1536', squarish: '1024x1024' } as const;

export class OpenAiImageGenerator extends ImageGenerator {
  private readonly client: OpenAI;

  constructor(
    private readonly http: SafeHttpClient,
    private readonly options: HttpSourceOptions & { model: string },
  ) {
    super();
    this.client = new OpenAI({
      apiKey: options.key ?? 'unset',
      baseURL: options.url,
      maxRetries: 0,
      timeout: options.timeoutMs,
      fetch: (url, init) => this.guardedFetch(String(url instanceof Request ? url.url : url), init),
    });
  }

  async generate(q: ImageQuery): Promise<FoundImage> {
    const size = SIZES[q.orientation ?? orientationOf(q.width, q.height)];
    const prompt = `A photograph for a marketing design, no text, no letters, no logos: ${q.query.slice(0, 800)}`;
    const answer = await this.withOneRetryOnRateLimit(() =>
      this.client.images.generate({ model: this.options.model, prompt, size, n: 1 }),
    );
    const first = answer.data?.[0];
    let bytes: Buffer;
    let declared: string | undefined;
    if (first?.b64_json) {
      bytes = Buffer.from(first.b64_json, 'base64');
    } else if (first?.url) {
      const img = await this.http.request(first.url, {
        timeoutMs: this.options.timeoutMs,
        maxBytes: this.options.maxBytes,
        maxRedirects: 3,
      });
      if (!img.ok) throw new Error(`generated image download failed: ${img.reason}`);
      if (img.status !== 200) throw new Error(`generated image download answered ${img.status}`);
      bytes = img.body;
      declared = img.headers['content-type'];
    } else {
      throw new Error('image generation answered no image');
    }
    if (bytes.length > this.options.maxBytes)
      throw new Error(`generated image is larger than ${this.options.maxBytes} bytes`);
    const accepted = await acceptImage(bytes, declared);
    if (!accepted.ok) throw new Error(`generated ${accepted.reason}`);
    return {
      buffer: bytes,
      contentType: accepted.contentType,
      credit: { source: 'generated', provider: new URL(this.options.url).hostname, model: this.options.model },
    };
  }

  /**
   * A 429 made nothing (and bills nothing): one more try after its Retry-After, at most 2 s. Other
   * failures are not retried: a timed-out generation may still be billed by the provider.
   */
  private async withOneRetryOnRateLimit<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof OpenAI.RateLimitError)) throw err;
      const after = Number(err.headers?.get('retry-after'));
      await new Promise((r) =>
        setTimeout(r, Number.isFinite(after) && after >= 0 ? Math.min(after * 1000, MAX_RATE_LIMIT_WAIT_MS) : 500),
      );
      return call();
    }
  }

  /** The client's requests, made by the guarded HTTP client; the answer's size is bounded too. */
  private async guardedFetch(url: string, init?: RequestInit): Promise<Response> {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    // base64 JSON is 4/3 of the image, plus a little JSON around it
    const res = await this.http.request(url, {
      method: init?.method === 'POST' ? 'POST' : 'GET',
      headers,
      body,
      timeoutMs: this.options.timeoutMs,
      maxBytes: Math.ceil(this.options.maxBytes * 1.4) + 4096,
    });
    if (!res.ok) throw new Error(`image generation request failed: ${res.reason}`);
    return new Response(new Uint8Array(res.body), { status: res.status, headers: res.headers });
  }
}
