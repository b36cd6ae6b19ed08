// findImage: a picture for a design from the configured outside providers, cached by provider, query
// and orientation (bounded by bytes, with a TTL); a provider that is off, fails or finds nothing
// means no image and a warning, never a failed design. Which provider, and what it costs, is the
// caller's choice (DesignImageryService): generation is charged by the request that asks for it.
import { Injectable, Logger } from '@nestjs/common';
import { FoundImage, ImageGenerator, ImageQuery, orientationOf, ProviderKind, StockPhotoSource } from './image-source';

export interface ImageCacheOptions {
  /** Bytes of images kept per process; 0 turns the cache off. */
  maxBytes: number;
  ttlMs: number;
}

/** What a design shows when a provider gives no picture. */
const INSTEAD = 'the design uses the built-in imagery instead';

const DEFAULT_CACHE: ImageCacheOptions = { maxBytes: 64 * 1024 * 1024, ttlMs: 60 * 60 * 1000 };

@Injectable()
export class ImageFinder {
  private readonly logger = new Logger(ImageFinder.name);
  /** Insertion order is use order: the first entry is the least recently used. */
  private readonly cache = new Map<string, { at: number; image: FoundImage }>();
  private cachedBytes = 0;

  constructor(
    private readonly stock: StockPhotoSource | null,
    private readonly generator: ImageGenerator | null,
    private readonly now: () => number = Date.now,
    private readonly cacheOptions: ImageCacheOptions = DEFAULT_CACHE,
  ) {}

  /** Whether any provider is configured (both are off by default). */
  get enabled(): boolean {
    return Boolean(this.stock || this.generator);
  }

  /** Whether the provider of this kind is configured. */
  has(kind: ProviderKind): boolean {
    return Boolean(kind === 'stock' ? this.stock : this.generator);
  }

  /**
   * The image for `q`, or undefined (with the reason pushed to `warnings`) when no provider is on,
   * none has a match, or they fail (timeout, error status, an answer that is not a raster image).
   * `only` asks one provider; without it the stock search is tried first, then generation.
   */
  async findImage(q: ImageQuery, warnings: string[] = [], only?: ProviderKind): Promise<FoundImage | undefined> {
    const query = { ...q, query: q.query.trim(), orientation: q.orientation ?? orientationOf(q.width, q.height) };
    if (!query.query) return undefined;
    const useStock = only !== 'generated' && this.stock;
    const useGenerator = only !== 'stock' && this.generator;
    if (!useStock && !useGenerator) {
      warnings.push(
        only
          ? `no ${only === 'stock' ? 'stock photo' : 'image generation'} provider is configured; ${INSTEAD}`
          : `no image source is configured; ${INSTEAD}`,
      );
      return undefined;
    }
    const before = warnings.length;
    const image =
      (useStock
        ? await this.cached('stock', query, () =>
            this.attempt('stock photo search', warnings, () => useStock.search(query)),
          )
        : undefined) ??
      (useGenerator
        ? await this.cached('generated', query, () =>
            this.attempt('image generation', warnings, () => useGenerator.generate(query)),
          )
        : undefined);
    if (!image && warnings.length === before) {
      warnings.push(`no picture matches "${query.query.slice(0, 80)}"; ${INSTEAD}`);
    }
    return image;
  }

  /** Reports to the stock provider that its photo is in a design (no-op for providers without tracking); never throws. */
  async trackUse(image: FoundImage): Promise<void> {
    if (!this.stock || !image.downloadLocation) return;
    try {
      await this.stock.trackUse(image);
    } catch (err) {
      this.logger.warn(`stock photo download tracking: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async cached(
    kind: ProviderKind,
    q: ImageQuery,
    find: () => Promise<FoundImage | undefined>,
  ): Promise<FoundImage | undefined> {
    const key = `${kind}|${q.orientation}|${q.query.toLowerCase()}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.forget(key);
      if (this.now() - hit.at < this.cacheOptions.ttlMs) {
        this.remember(key, hit);
        return hit.image;
      }
    }
    const image = await find();
    if (image && image.buffer.length <= this.cacheOptions.maxBytes / 4) {
      this.forget(key);
      this.remember(key, { at: this.now(), image });
      for (const oldest of this.cache.keys()) {
        if (this.cachedBytes <= this.cacheOptions.maxBytes) break;
        this.forget(oldest);
      }
    }
    return image;
  }

  private remember(key: string, entry: { at: number; image: FoundImage }): void {
    this.cache.set(key, entry);
    this.cachedBytes += entry.image.buffer.length;
  }

  private forget(key: string): void {
    const entry = this.cache.get(key);
    if (!entry) return;
    this.cache.delete(key);
    this.cachedBytes -= entry.image.buffer.length;
  }

  private async attempt(
    what: string,
    warnings: string[],
    run: () => Promise<FoundImage | undefined>,
  ): Promise<FoundImage | undefined> {
    try {
      return await run();
    } catch (err) {
      // the OpenAI client reports our fetch's refusal as "Connection error." with it as the cause
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
      const reason = cause ? cause.message : err instanceof Error ? err.message : String(err);
      this.logger.warn(`${what}: ${reason}`);
      warnings.push(`${what} failed (${reason.slice(0, 200)}); ${INSTEAD}`);
      return undefined;
    }
  }
}
