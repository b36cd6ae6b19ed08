// The advertiser's name in small formats. A 728x90, 320x50 or 300x250 is seen for a second beside
// other content: a headline that does not say whose offer it is ("30% off hiking boots") leaves the
// reader asking, so the name the prompt gives (`RenderInput.furniture.advertiser`) is set beside it as
// a small line, in the brand role (a brand kit's name or logo already says it; a headline that holds
// the name says it too). Larger formats carry a subtitle and more: the copy names the advertiser there.

/** The IAB small formats: strips (728x90, 320x50, 468x60, 300x50, 970x90), billboards (970x250), 300x250, 336x280, 160x600. */
export function isShortFormat(W: number, H: number): boolean {
  return Math.min(W, H) <= 100 || W * H <= 100_000 || (W / H >= 3 && H <= 250);
}

/** Smallest size of the advertiser's (or a brand kit's) name in a small format: smaller, it is left out, not set. */
export const BRAND_FLOOR = 11;

function folded(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The name to show beside the copy (`shown`: headline, subtitle, offer), or undefined when the copy holds it or there is none. */
export function advertiserLine(
  W: number,
  H: number,
  shown: (string | undefined)[],
  name: string | undefined,
): string | undefined {
  const n = name?.trim();
  if (!n || !isShortFormat(W, H)) return undefined;
  // (Japanese and Arabic join a name to its particle: "カフェ・ミドリで", so no word boundaries)
  return shown.some((t) => t && folded(t).includes(folded(n))) ? undefined : n;
}
