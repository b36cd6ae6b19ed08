// Skyscrapers and half pages (160x600, 300x600): the width caps the headline, so the copy under the
// picture is short and its slack was spread between the blocks (column-spread.ts), which an outside
// review saw as an empty band above the button (about a fifth of a 160x600). A family with its picture
// over the copy asks here how high the picture may be: the copy is fitted once at the column's width,
// and most of what it leaves goes to the picture, the rest to the gaps.
import type { Box } from '../render/scene';
import { fitStack } from '../text/fit';
import { roomFor, withoutButton } from '../furniture/slot';
import { isAdColumn } from './column-spread';
import { DesignContext, items, ItemOptions, Role } from './context';
import { logoHeight } from './parts';
import { fillHeight } from './phone-type';

/** Share of the copy's slack the picture takes; the rest stays between the blocks. */
const TO_PICTURE = 0.7;
/** The picture never takes more than this share of the column's height. */
const MOST = 0.6;

/**
 * The picture's height over the copy in an ad column: `base`, grown by most of the slack the copy
 * leaves in `textFor(base)` (the copy's box for a picture that high, before the logo takes its top);
 * `base` elsewhere (stories size their picture by their safe zone).
 */
export function columnPicture(
  d: DesignContext,
  base: number,
  textFor: (picture: number) => Box,
  roles: Role[],
  opts: ItemOptions,
): number {
  if (!isAdColumn(d) || d.textZone) return base;
  const text = textFor(base);
  const logo = d.logo ? Math.min(logoHeight(d), text.h * 0.18) * 1.6 : 0;
  const asked = { ...text, y: text.y + logo, h: text.h - logo };
  const list = items(d, roles, opts);
  if (list.length === 0) return base;
  const region = roomFor(
    d.furniture?.slot,
    asked,
    list.map((i) => i.id),
  );
  const kept = withoutButton(d.furniture?.slot, region !== asked, list, []);
  const cap = d.W * (d.W < 540 ? 0.24 : 0.16);
  const stack = fillHeight(d, kept, fitStack(kept, region.w, region.h), region.w, region.h, cap);
  if (stack.dropped.length > 0) return base;
  // the copy's own fit grows its type only while it stays under 90 % of its box (phone-type.ts): the
  // picture leaves it that room, so the type is set as large as before
  const grow = Math.min((region.h - stack.height) * TO_PICTURE, region.h - stack.height / 0.9);
  if (grow <= 0) return base;
  return Math.min(Math.max(base, d.H * MOST), base + grow);
}
