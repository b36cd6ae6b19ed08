// Skyscrapers and half pages (160x600, 300x600, 120x600): a narrow column whose headline cannot grow
// into the height (the width caps it: larger type only breaks more words). A short stack then left a
// band of a third of the column empty between the picture and the copy (editorial, colorBlock,
// bannerStrip at 160x600). The stack's slack is shared between its items instead, a larger share above
// the call to action, the way a skyscraper sets headline high and button low; families with a picture
// over the copy first give most of it to the picture (column-picture.ts).
import type { FittedStack } from '../text/fit';

type Column = { W: number; cls: string };

/** The stack is spread until it fills this share of its region. */
const FILL = 0.86;
/**
 * The gap above the call to action takes this many shares of the slack, every other gap one: a
 * skyscraper sets its button low, but 65 % of the slack there read as an empty band above the button
 * in an outside review (colorBlock at 160x600).
 */
const BUTTON_SHARES = 1.5;

/** A narrow upright ad column (not a story or portrait post, whose type grows instead). */
export function isAdColumn(d: Column): boolean {
  return d.cls === 'tall' && d.W < 540;
}

/** The stack with its slack shared between its items' gaps, in a narrow column; else unchanged. */
export function spreadInColumn(d: Column, stack: FittedStack, height: number): FittedStack {
  const n = stack.items.length;
  if (!isAdColumn(d) || n < 2 || stack.height >= height * FILL) return stack;
  const slack = height * FILL - stack.height;
  const last = stack.items[n - 1];
  const button = last.item.kind === 'button' && n > 2;
  const shares = n - 1 + (button ? BUTTON_SHARES - 1 : 0);
  const extra = stack.items.map((_, i) => {
    if (i === 0) return 0;
    return ((button && i === n - 1 ? BUTTON_SHARES : 1) * slack) / shares;
  });
  let shift = 0;
  const items = stack.items.map((f, i) => {
    shift += extra[i];
    return { ...f, y: f.y + shift, gap: f.gap + extra[i] };
  });
  return { ...stack, items, height: stack.height + shift };
}
