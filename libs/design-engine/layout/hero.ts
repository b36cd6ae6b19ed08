// The subject of the built-in picture as drawn (the illustration, also inside a scene's group): what
// a sticker or an offer burst must leave visible, as a designer never covers the product they sell.
import type { Box, Layer } from '../render/scene';

export function heroArtBox(layers: readonly Layer[]): Box | undefined {
  let best: Box | undefined;
  for (const l of layers) {
    const b = l.t === 'art' && !l.tint ? l.box : l.t === 'group' ? heroArtBox(l.layers) : undefined;
    if (b && (!best || b.w * b.h > best.w * best.h)) best = b;
  }
  return best;
}

/**
 * Centre height of a burst of radius `r` under the subject in an upright layout: no lower than `cy`,
 * and low enough that the burst reaches at most `overlap` of its radius into the subject's box (whose
 * edges are the icon's transparent margin).
 */
export function burstBelow(cy: number, r: number, hero: Box | undefined, overlap = 0.05): number {
  if (!hero) return cy;
  return Math.max(cy, hero.y + hero.h + r * (1 - overlap));
}
