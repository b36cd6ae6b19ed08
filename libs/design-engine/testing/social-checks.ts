// Report-based checks of a social or tall design as a marketer reads it on a phone: how large the
// headline and the call to action are against the canvas, whether the content spans the height (no
// empty band), whether a sticker sits on the hero picture, and whether a cover keeps its copy out of
// the corner the profile picture covers. Used by the specs and by bench/tall-samples.ts.
import { profileCorner } from '../furniture/cover-zone';
import type { LayoutReport } from '../render/render';

type RBox = { x: number; y: number; width: number; height: number };

function hit(a: RBox, b: RBox, pad = 0): boolean {
  return (
    a.x + pad < b.x + b.width && b.x + pad < a.x + a.width && a.y + pad < b.y + b.height && b.y + pad < a.y + a.height
  );
}

/** Headline and call-to-action size against the canvas's short side (the shares a phone shows). */
export function typeShares(r: LayoutReport, W: number, H: number): { title: number; cta: number } {
  const s = Math.min(W, H);
  const size = (id: string): number => r.text.find((t) => t.id === id)?.font.size ?? 0;
  return { title: size('title') / s, cta: size('cta') / s };
}

/** What carries the design: text, furniture, the built-in picture and photos (not their blurred fill). */
function contentBoxes(r: LayoutReport): RBox[] {
  return [
    ...r.text.map((t) => t.box),
    ...r.furniture.map((f) => f.box),
    ...r.images.filter((i) => i.fit !== 'fill').map((i) => i.box),
    ...(r.imagery ? [r.imagery.box] : []),
  ];
}

/**
 * The tallest horizontal band of the usable height (a story's text zone, else the canvas inside its
 * margin) that nothing of the content reaches, as a share of that height.
 */
export function emptyBand(r: LayoutReport, W: number, H: number): number {
  const zone = r.textZone ?? { x: 0, y: r.safeMargin, width: W, height: H - 2 * r.safeMargin };
  const top = zone.y;
  const bottom = zone.y + zone.height;
  const spans = contentBoxes(r)
    .map((b) => [Math.max(top, b.y), Math.min(bottom, b.y + b.height)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let reach = top;
  let gap = 0;
  for (const [a, b] of spans) {
    gap = Math.max(gap, a - reach);
    reach = Math.max(reach, b);
  }
  gap = Math.max(gap, bottom - reach);
  return gap / (bottom - top);
}

/**
 * What covers the built-in picture's subject: an offer sticker, or a text layer (the burst of
 * `offerBadge` carries the offer's text, so a burst on the subject shows here too). Ids, empty when clear.
 */
export function overHero(r: LayoutReport): string[] {
  const hero = r.imagery?.box;
  if (!hero) return [];
  // the subject's box includes the transparent margin of its icon: a touch at the edge is no cover
  const pad = Math.min(hero.width, hero.height) * 0.1;
  return [
    ...r.furniture.filter((f) => f.kind === 'sticker' && hit(f.box, hero, pad)).map(() => 'sticker'),
    ...r.text.filter((t) => hit(t.box, hero, pad)).map((t) => t.id),
  ];
}

/**
 * `offerBadge` sets the offer in a burst it draws round the offer's text (the text's region is 1.4
 * radii wide): a disc that large round the offer must not reach into the picture's subject.
 */
export function burstOverHero(r: LayoutReport): boolean {
  const hero = r.imagery?.box;
  const offer = r.text.find((t) => t.id === 'offer');
  if (r.family !== 'offerBadge' || !hero || !offer) return false;
  const pad = Math.min(hero.width, hero.height) * 0.1;
  const cx = offer.box.x + offer.box.width / 2;
  const cy = offer.box.y + offer.box.height / 2;
  const radius = offer.box.width / 1.4;
  const nx = Math.max(hero.x + pad, Math.min(cx, hero.x + hero.width - pad));
  const ny = Math.max(hero.y + pad, Math.min(cy, hero.y + hero.height - pad));
  return Math.hypot(cx - nx, cy - ny) < radius;
}

/** Text layers and logos inside the corner a cover's profile picture covers (empty when none or no cover). */
export function inProfileCorner(r: LayoutReport, W: number, H: number, rtl: boolean): string[] {
  const c = profileCorner(W, H, rtl);
  if (!c) return [];
  const corner = { x: c.x, y: c.y, width: c.w, height: c.h };
  return [
    ...r.text.filter((t) => hit(t.box, corner)).map((t) => t.id),
    ...r.images.filter((i) => i.kind === 'logo' && hit(i.box, corner)).map(() => 'logo'),
    ...r.furniture.filter((f) => hit(f.box, corner)).map((f) => `furniture-${f.kind}`),
  ];
}
