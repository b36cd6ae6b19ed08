// The smallest a logo may be drawn in a format: a brand mark below ~6 % of the short side (40 % of a
// strip's height) stops being recognisable, whatever room the layout had left for it.
import { Box } from '../render/scene';

export function minLogoHeight(W: number, H: number): number {
  const strip = W / H >= 5 || (W / H >= 3 && H < 160);
  return Math.max(14, Math.round(strip ? H * 0.4 : Math.min(W, H) * 0.06));
}

/**
 * Grows a logo box to the format's minimum: taller (from its vertical centre, kept on the canvas) and,
 * for a wide wordmark, wider (towards the side it is not anchored to, kept inside `margin`).
 */
export function atLeastMinimum(
  box: Box,
  markAspect: number,
  W: number,
  H: number,
  margin: number,
  anchor: 'start' | 'center' | 'end',
): Box {
  const min = Math.min(minLogoHeight(W, H), H - 2 * margin);
  let { x, y, w, h } = box;
  if (h < min) {
    y = Math.max(margin, Math.min(H - margin - min, y + h / 2 - min / 2));
    h = min;
  }
  const needW = Math.min(markAspect * min, W - 2 * margin);
  if (w < needW) {
    if (anchor === 'start') x = Math.min(x, W - margin - needW);
    else if (anchor === 'end') x = Math.max(margin, x + w - needW);
    else x = Math.max(margin, Math.min(W - margin - needW, x + w / 2 - needW / 2));
    w = needW;
  }
  return { x, y, w, h };
}
