// Safe zones of full-screen story formats (Instagram, Facebook, TikTok stories and reels, 9:16):
// the app draws the account name and progress bar over the top ~14 % and the reply bar and buttons
// over the bottom ~20 %. Backgrounds and pictures still fill the whole canvas; text, logos, buttons
// and the furniture stay between (layout/context.ts `fitBlock`, layout/parts.ts `logo`).
import type { Box } from '../render/scene';

export const STORY_TOP = 0.14;
export const STORY_BOTTOM = 0.2;

/** A 9:16-ish canvas big enough to be a phone's full screen (not a 160x600 skyscraper). */
export function isStory(W: number, H: number): boolean {
  const r = W / H;
  return r >= 0.5 && r <= 0.6 && W >= 540;
}

/** The part of the canvas no interface covers, or undefined when the whole canvas is safe. */
export function textZoneOf(W: number, H: number): Box | undefined {
  if (!isStory(W, H)) return undefined;
  const top = Math.round(H * STORY_TOP);
  const bottom = Math.round(H * (1 - STORY_BOTTOM));
  return { x: 0, y: top, w: W, h: bottom - top };
}
