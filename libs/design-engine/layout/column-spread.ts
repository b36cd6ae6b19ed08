// Skyscrapers and half pages (160x600, 300x600, 120x600): a narrow column whose headline cannot grow
// into the height (the width caps it: larger type only breaks more words). A short stack then left a
// band of a third of the column empty between the picture and the copy (editorial, colorBlock,
// bannerStrip at 160x600). The stack's slack is shared between its items instead, most of it above the
// call to action, the way a skyscraper sets headline high and button low.
import type { FittedStack } from '../text/fit';

type Column = { W: number; cls: string };

/** The stack is spread until it fills this share of its region. */
const FILL = 0.86;
/** Share of the slack that goes above the call to action when there is one. */
const TO_BUTTON = 0.65;

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
  const extra = stack.items.map((_, i) => {
    if (i === 0) return 0;
    if (!button) return slack / (n - 1);
    return i === n - 1 ? slack * TO_BUTTON : (slack * (1 - TO_BUTTON)) / (n - 2);
  });
  let shift = 0;
  const items = stack.items.map((f, i) => {
    shift += extra[i];
    return { ...f, y: f.y + shift, gap: f.gap + extra[i] };
  });
  return { ...stack, items, height: stack.height + shift };
}
