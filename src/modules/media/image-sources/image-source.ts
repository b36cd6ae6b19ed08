// Ports for outside image providers: stock photo search and image generation. Each adapter fetches
// only through the outbound address guard (SafeHttpClient) and throws on any failure; ImageFinder
// turns a failure into "no image + a warning".

export type Orientation = 'landscape' | 'portrait' | 'squarish';

export interface ImageQuery {
  /** What the picture should show, in words (a design's headline or prompt). */
  query: string;
  orientation?: Orientation;
  /** The design's size: the provider picks the nearest size it has. */
  width: number;
  height: number;
}

export type ProviderKind = 'stock' | 'generated';

/** Who made a provider's picture: what a design that shows it must credit. */
export interface ImageCredit {
  source: ProviderKind;
  /** The provider's name (Unsplash) or the host of its API. */
  provider: string;
  photographer?: string;
  photographerUrl?: string;
  /** The photo's own page at the provider. */
  photoUrl?: string;
  /** The generation model. */
  model?: string;
}

export interface FoundImage {
  buffer: Buffer;
  contentType: string;
  /** Credit a stock provider requires (photographer and source): keep it with the design. */
  attribution?: string;
  credit?: ImageCredit;
  /** Unsplash's download endpoint of the photo: called once a design uses it (its API guidelines ask for it). */
  downloadLocation?: string;
}

/** Stock photo search (an Unsplash-shaped API). */
export abstract class StockPhotoSource {
  /** The best match, or undefined when the search has none; throws when the provider fails. */
  abstract search(q: ImageQuery): Promise<FoundImage | undefined>;

  /** Tells the provider a found photo was used (download tracking); a provider without it does nothing. */
  trackUse(_image: FoundImage): Promise<void> {
    return Promise.resolve();
  }
}

/** Image generation (an OpenAI-compatible images endpoint). */
export abstract class ImageGenerator {
  /** One generated image; throws when the provider fails. */
  abstract generate(q: ImageQuery): Promise<FoundImage>;
}

export function orientationOf(width: number, height: number): Orientation {
  const r = width / height;
  return r >= 1.2 ? 'landscape' : r <= 0.83 ? 'portrait' : 'squarish';
}
