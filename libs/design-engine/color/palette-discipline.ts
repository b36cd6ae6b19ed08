// Brand discipline: with brand or requested colours, every colour of a design is one of them, a tint
// or shade of one, or a neutral. A black-and-beige fashion kit once got a bright blue starburst (an
// accent invented at the primary's complementary hue); roles the brand does not give are now derived
// as tints and shades of its own colours. `offPaletteShare` checks a finished design against that rule.
import { BLACK, mix, RGB, toHsl, WHITE } from './color';

/** Colours the brand gives, in roles; missing roles are tints or shades of the given ones, never new hues. */
export interface BrandRoles {
  primary: RGB;
  secondary: RGB;
  accent: RGB;
  dark: RGB;
  light: RGB;
}

const isLight = (c: RGB): boolean => toHsl(c).l > 0.6;
/** Reds and wines: their tints read as pink, another colour than the one asked ("bordeaux et crème" came out pink). */
export const isRed = (c: RGB): boolean => {
  const { h, s } = toHsl(c);
  return s > 0.25 && (h < 18 || h > 335);
};
/** A tone of `c` set off from it: a deep shade of a light colour, a pale tint of a dark one (a red's shade, never its pink). */
const offset = (c: RGB, k: number): RGB =>
  isLight(c) || (isRed(c) && toHsl(c).l > 0.3) ? mix(c, BLACK, k) : mix(c, WHITE, isRed(c) ? Math.min(k, 0.2) : k);
/** A light ground with only a trace of the lead colour: a pale tint of a red or a gold reads as pink or beige. */
const paleOf = (c: RGB): RGB => mix(c, WHITE, isRed(c) ? 0.97 : 0.92);

export function brandRoles(parsed: RGB[]): BrandRoles {
  // the most saturated usable colour leads, so a white or black first entry does not become "primary"
  const usable = parsed.filter((c) => {
    const { s, l } = toHsl(c);
    return s > 0.15 && l > 0.12 && l < 0.9;
  });
  const primary = usable[0] ?? parsed[0];
  const others = parsed.filter((c) => c !== primary);
  const chromatic = others.filter((c) => toHsl(c).s > 0.1);
  const secondary = chromatic[0] ?? offset(primary, 0.45);
  // accent: another given colour (a given neutral counts: black on beige is a brand's own accent); of two
  // given colours the lead one, not a tint of it that may read as another colour
  const accent =
    chromatic.find((c) => c !== secondary) ??
    others.find((c) => c !== secondary) ??
    (others.length ? primary : offset(primary, 0.6));
  const dark = parsed.find((c) => toHsl(c).l < 0.18) ?? mix(primary, BLACK, 0.82);
  // the light ground: a given near-white, else a given light colour (cream, pastel), else a pale trace of the lead
  const light =
    parsed.find((c) => toHsl(c).l > 0.93) ?? lightest(parsed.filter((c) => toHsl(c).l > 0.8)) ?? paleOf(primary);
  return { primary, secondary, accent, dark, light };
}

function lightest(colors: RGB[]): RGB | undefined {
  return colors.reduce<RGB | undefined>((best, c) => (!best || toHsl(c).l > toHsl(best).l ? c : best), undefined);
}

const key = (r: number, g: number, b: number): number => ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);

/**
 * Distance (RGB units) from a colour to the brand's gamut: each brand colour's tints, shades and tones
 * (the triangle of the colour, white and black), blends of two brand colours (gradients and
 * anti-aliased edges), and the greys.
 */
export function paletteDistance(palette: RGB[]): (c: RGB) => number {
  const anchors = [...palette, WHITE, BLACK];
  const points: RGB[] = [];
  for (const c of palette)
    for (let t = 0; t <= 20; t++)
      for (let u = 0; u <= 20 - t; u++) points.push(mix(mix(c, WHITE, t / 20), BLACK, u / (20 - t || 1)));
  for (let i = 0; i < anchors.length; i++)
    for (let j = i + 1; j < anchors.length; j++)
      for (let t = 1; t < 40; t++) points.push(mix(anchors[i], anchors[j], t / 40));
  for (let g = 0; g <= 255; g += 4) points.push({ r: g, g, b: g });
  const memo = new Map<number, number>();
  return (c) => {
    const k = key(c.r, c.g, c.b);
    const known = memo.get(k);
    if (known !== undefined) return known;
    let best = Infinity;
    for (const p of points) {
      const d = (p.r - c.r) ** 2 + (p.g - c.g) ** 2 + (p.b - c.b) ** 2;
      if (d < best) best = d;
    }
    const dist = Math.sqrt(best);
    memo.set(k, dist);
    return dist;
  };
}

export interface OffPalette {
  /** Share of the sampled pixels (outside photos and logos) farther than `tolerance` from the brand's gamut. */
  share: number;
  /** A few offending colours, hex-like "r,g,b", most frequent first. */
  worst: string[];
}

/** Samples an RGBA image (every `step` px) outside `exclude` boxes and measures what lies off the brand's gamut. */
export function offPaletteShare(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  palette: RGB[],
  exclude: { x: number; y: number; width: number; height: number }[],
  tolerance = 18,
  step = 3,
): OffPalette {
  const dist = paletteDistance(palette);
  let total = 0;
  let off = 0;
  const counts = new Map<string, number>();
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (exclude.some((b) => x >= b.x - 1 && x <= b.x + b.width + 1 && y >= b.y - 1 && y <= b.y + b.height + 1))
        continue;
      const i = (y * width + x) * 4;
      total++;
      if (dist({ r: rgba[i], g: rgba[i + 1], b: rgba[i + 2] }) > tolerance) {
        off++;
        const k = `${rgba[i] & 0xf0},${rgba[i + 1] & 0xf0},${rgba[i + 2] & 0xf0}`;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    }
  }
  const worst = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k]) => k);
  return { share: total ? off / total : 0, worst };
}
