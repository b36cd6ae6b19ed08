// Which picture source a design request uses and what it adds to the cost (issue 15.3, SPEC 6.3),
// decided once when the request is accepted, so the one debit already holds it.
export type ImageSource = 'builtin' | 'stock' | 'generated';

export interface ImagePlan {
  imageSource: ImageSource;
  /** Credits of the generated image: charged with the request, refunded if the design falls back. */
  imageCredits: number;
}

/**
 * The request's own `imageSource`, else the configured default. A request that brings a photo asks
 * no provider, so it pays no image credits; a generated image costs `generationCost` once per
 * request (one picture serves every variant and format).
 */
export function imagePlanOf(input: {
  requested?: ImageSource;
  defaultSource: ImageSource;
  hasPhoto: boolean;
  generationCost: number;
}): ImagePlan {
  const imageSource = input.requested ?? input.defaultSource;
  return { imageSource, imageCredits: imageSource === 'generated' && !input.hasPhoto ? input.generationCost : 0 };
}
