// Profile covers (Facebook 820x312, X/Twitter 1500x500, LinkedIn 1584x396): the network lays the
// page's profile picture over the lower corner on the reading side (bottom left; bottom right in a
// right-to-left interface), so copy, logos and furniture there are hidden. Families draw left to
// right and the render mirrors Arabic, so in layout coordinates the corner is always bottom left.
import type { Box } from '../render/scene';

/** A cover: a wide banner tall enough to be a page header, not a 970x250 billboard or a strip. */
export function isCover(W: number, H: number): boolean {
  const r = W / H;
  return r >= 2.4 && r <= 4.2 && H >= 300 && W >= 800;
}

/** The corner the profile picture covers, as drawn (mirrored for right to left), or undefined. */
export function profileCorner(W: number, H: number, rtl: boolean): Box | undefined {
  if (!isCover(W, H)) return undefined;
  const w = Math.round(W * 0.25);
  const h = Math.round(H * 0.5);
  return { x: rtl ? W - w : 0, y: H - h, w, h };
}

/** `region` clear of the corner: cut above it or to its right, whichever keeps more room. */
export function clearOfCorner(region: Box, corner: Box | undefined, gap: number): Box {
  if (!corner) return region;
  const cx = corner.x + corner.w + gap;
  const cy = corner.y - gap;
  if (region.x >= cx || region.y + region.h <= cy || region.x + region.w <= corner.x) return region;
  const right = { x: cx, y: region.y, w: region.x + region.w - cx, h: region.h };
  const above = { x: region.x, y: region.y, w: region.w, h: cy - region.y };
  const area = (b: Box): number => (b.w > 0 && b.h > 0 ? b.w * b.h : 0);
  if (area(right) === 0 && area(above) === 0) return region;
  return area(right) >= area(above) ? right : above;
}

/**
 * Where a family's copy starts on a cover: right of the profile picture's corner, so the family shares
 * the rest of the width between copy and picture. Planned on the whole width, the copy lost its first
 * quarter to the corner afterwards and was set small in a narrow column beside an empty quarter
 * (1500x500 in an outside review). Elsewhere, the margin.
 */
export function copyStart(d: { W: number; H: number; margin: number }): number {
  const corner = profileCorner(d.W, d.H, false);
  return corner ? corner.x + corner.w + d.margin * 0.5 : d.margin;
}
