// Type that reads at phone size in the upright formats (stories, portrait posts, half pages,
// skyscrapers): a story is shown about 390 pt wide, so 1 pt is 2.8 canvas px and the share of the
// short side that suits a square post leaves a 9:16 story's call to action at 10 pt. These formats
// also have height to spare: a copy block that fills a fraction of its region grows into it instead
// of leaving an empty band under (or over) it.
import { isStory } from '../furniture/zones';
import { fitStack, FittedStack, StackItem } from '../text/fit';

type Upright = { W: number; H: number; cls: string };

/** Shares of the width a role keeps at least on a full-screen phone canvas (stories, portrait posts). */
const PHONE_MIN: Record<string, number> = {
  title: 0.062,
  offer: 0.05,
  subtitle: 0.032,
  cta: 0.036,
  body: 0.03,
  bullets: 0.03,
  brand: 0.022,
};

/** A canvas a phone shows full width and taller than wide, big enough to be a social post. */
export function isPhoneUpright(d: Upright): boolean {
  return (d.cls === 'tall' || d.cls === 'portrait') && d.W >= 540 && (d.cls === 'portrait' || isStory(d.W, d.H));
}

/** The role's minimum on a phone canvas, or undefined where the general minimum applies. */
export function phoneMinSize(d: Upright, role: string): number | undefined {
  return isPhoneUpright(d) && PHONE_MIN[role] ? d.W * PHONE_MIN[role] : undefined;
}

/** Stacks filling less than this share of their region's height are grown. */
const SPARSE = 0.72;
const STEPS = [1.6, 1.4, 1.2];

/**
 * In an upright format, a stack much lower than its region is fitted again with every role's largest
 * size raised together (the hierarchy stays), taking the largest step that still fits in 90 % of the
 * region, loses no block the first fit kept, and keeps the headline under `titleCap` px.
 */
export function fillHeight(
  d: Upright,
  items: StackItem[],
  first: FittedStack,
  width: number,
  height: number,
  titleCap: number,
): FittedStack {
  if (!(d.cls === 'tall' || d.cls === 'portrait') || first.items.length === 0 || first.height >= height * SPARSE)
    return first;
  const title = first.items.find((f) => f.item.id === 'title');
  for (const k of STEPS) {
    const scaled = items.map((i) => {
      const max = i.id === 'title' ? Math.min(i.maxSize * k, Math.max(i.maxSize, titleCap)) : i.maxSize * k;
      return { ...i, maxSize: Math.max(i.minSize, max) };
    });
    const next = fitStack(scaled, width, height);
    if (next.dropped.length > first.dropped.length || next.height > height * 0.9) continue;
    if (next.items.some((f) => f.truncated || f.forced) && !first.items.some((f) => f.truncated || f.forced)) continue;
    const grownTitle = next.items.find((f) => f.item.id === 'title');
    if (title && (!grownTitle || grownTitle.size < title.size)) continue;
    if (next.height <= first.height * 1.05) continue;
    return next;
  }
  return first;
}
