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

export interface FoundImage {
  buffer: Buffer;
  contentType: string;
  /** Credit a stock provider requires (photographer and source): keep it with the design. */
  attribution?: string;
}

/** Stock photo search (an Unsplash-shaped API). */
export abstract class StockPhotoSource {
  /** The best match, or undefined when the search has none; throws when the provider fails. */
  abstract search(q: ImageQuery): Promise<FoundImage | undefined>;
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
