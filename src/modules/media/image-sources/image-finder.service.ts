// findImage: a picture for a design from the configured outside providers (stock search first, then
// generation), cached by query; a provider that is off, fails or finds nothing means no image and a
// warning, never a failed design. Generation is meant to cost extra credits: not yet charged.
import { Injectable, Logger } from '@nestjs/common';
import { FoundImage, ImageGenerator, ImageQuery, orientationOf, StockPhotoSource } from './image-source';

const CACHE_ENTRIES = 64;
const CACHE_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class ImageFinder {
  private readonly logger = new Logger(ImageFinder.name);
  private readonly cache = new Map<string, { at: number; image: FoundImage }>();

  constructor(
    private readonly stock: StockPhotoSource | null,
    private readonly generator: ImageGenerator | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether any provider is configured (both are off by default). */
  get enabled(): boolean {
    return Boolean(this.stock || this.generator);
  }

  /**
   * The image for `q`, or undefined (with the reason pushed to `warnings`) when no provider is on,
   * none has a match, or they fail (timeout, error status, an answer that is not a raster image).
   */
  async findImage(q: ImageQuery, warnings: string[] = []): Promise<FoundImage | undefined> {
    const query = { ...q, query: q.query.trim(), orientation: q.orientation ?? orientationOf(q.width, q.height) };
    if (!query.query) return undefined;
    if (!this.enabled) {
      warnings.push('no image source is configured; the design was made without a photo');
      return undefined;
    }
    const key = `${query.orientation}|${query.query.toLowerCase()}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < CACHE_TTL_MS) return hit.image;
    const before = warnings.length;
    const image = (await this.attempt('stock photo search', warnings, () => this.stock?.search(query))) ?? (await this.attempt('image generation', warnings, () => this.generator?.generate(query)));
    if (image) {
      this.cache.delete(key);
      this.cache.set(key, { at: this.now(), image });
      if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    } else if (warnings.length === before) {
      warnings.push(`no picture matches "${query.query.slice(0, 80)}"; the design was made without a photo`);
    }
    return image;
  }

  private async attempt(what: string, warnings: string[], run: () => Promise<FoundImage | undefined> | undefined): Promise<FoundImage | undefined> {
    try {
      return await run();
    } catch (err) {
      // the OpenAI client reports our fetch's refusal as "Connection error." with it as the cause
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
      const reason = cause ? cause.message : err instanceof Error ? err.message : String(err);
      this.logger.warn(`${what}: ${reason}`);
      warnings.push(`${what} failed (${reason.slice(0, 200)}); the design was made without its picture`);
      return undefined;
    }
  }
}
