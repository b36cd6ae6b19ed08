// Deterministic choices of one variant: layout family, palette, type pairing and style options,
// from the request's seed and the variant's index (same input, same design).
import {
  BACKDROP_STYLES,
  BackdropStyle,
  DESIGN_OPTIONS,
  Focus,
  FrameStyle,
  ImageStyle,
  LAYOUT_FAMILIES,
  LayoutFamilyId,
  Mood,
  MOODS,
  Theme,
  THEMES,
} from '../catalog/options';
import { ALL_SETS, ColorSet, MOOD_SETS, setFromColors } from '../color/palettes';
import { MOOD_PAIRINGS, Pairing, PAIRINGS } from './typography';

export function hash32(...parts: (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2c;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export interface PlanInput {
  seed: number;
  variantIndex: number;
  mood?: Mood;
  colors?: string[];
  brandColors?: string[];
  hasPhoto: boolean;
  hasCutout: boolean;
  /** A built-in illustration stands where a photo would (no photo). */
  hasImagery?: boolean;
  hasOffer: boolean;
  /** The photo is an app screenshot shown in a phone: families that lay the photo under the copy are left out. */
  hasScreenshot?: boolean;
  settings?: {
    theme?: string[];
    frameStyle?: string[];
    backdropStyle?: string[];
    focus?: string[];
    imageStyle?: string[];
    designModel?: string;
  };
}

export interface VariantPlan {
  family: LayoutFamilyId;
  theme: Theme;
  colorSet: ColorSet;
  pairing: Pairing;
  frame: FrameStyle;
  backdrop: BackdropStyle;
  focus: Focus;
  imageStyle: ImageStyle;
  rng: () => number;
}

/** The i-th value of a requested option list (cycling), when it holds known values. */
function fromSetting<T extends string>(values: string[] | undefined, allowed: string[], i: number): T | undefined {
  const ok = (values ?? []).filter((v) => allowed.includes(v));
  return ok.length ? (ok[i % ok.length] as T) : undefined;
}

/** Families ranked for the content: the ones that need a photo or an offer only when there is one. */
function eligibleFamilies(p: PlanInput): LayoutFamilyId[] {
  return LAYOUT_FAMILIES.filter((f) => {
    // families built round a picture need one: a photo or a built-in illustration
    // an app screenshot goes in a drawn phone: not under the text
    if (p.hasScreenshot && (f === 'fullBleed' || f === 'bannerStrip' || f === 'centered' || f === 'framed'))
      return false;
    if (f === 'product' || f === 'split' || f === 'framed') return p.hasPhoto || Boolean(p.hasImagery);
    if (f === 'offerBadge') return p.hasOffer;
    // without a photo it lays a deep colour field: not for a request that asks only for light grounds
    if (f === 'fullBleed' && !p.hasPhoto && lightOnly(p.settings?.theme)) return false;
    return true;
  });
}

const LIGHT_THEMES: readonly string[] = ['light', 'minimal', 'elegant'];

/** Whether the requested themes are all light grounds ("minimal, lots of white", "fresh and light"). */
function lightOnly(themes: string[] | undefined): boolean {
  const known = (themes ?? []).filter((t) => (THEMES as readonly string[]).includes(t));
  return known.length > 0 && known.every((t) => LIGHT_THEMES.includes(t));
}

const FOCUS_FAMILIES: Partial<Record<Focus, LayoutFamilyId[]>> = {
  image: ['fullBleed', 'split', 'framed'],
  offer: ['offerBadge', 'bannerStrip', 'colorBlock'],
  text: ['centered', 'editorial', 'colorBlock'],
  brand: ['centered', 'split', 'framed'],
};

const THEME_ORDER: Theme[] = ['light', 'dark', 'vibrant', 'bold', 'minimal', 'elegant'];

/** A theme that suits the family when the request does not ask for one. */
function defaultTheme(family: LayoutFamilyId, rng: () => number): Theme {
  const suits: Record<LayoutFamilyId, Theme[]> = {
    split: ['light', 'dark', 'minimal'],
    fullBleed: ['dark', 'vibrant'],
    centered: ['light', 'vibrant', 'elegant', 'dark'],
    offerBadge: ['light', 'bold', 'vibrant'],
    product: ['light', 'minimal', 'elegant'],
    framed: ['light', 'elegant', 'dark'],
    colorBlock: ['light', 'bold', 'dark'],
    bannerStrip: ['light', 'dark', 'minimal'],
    editorial: ['elegant', 'minimal', 'light', 'dark'],
  };
  const list = suits[family];
  return list[Math.floor(rng() * list.length)];
}

/**
 * Variant i's family: the i-th of the seeded order of every family when the content allows it, so it
 * is the same in every format and content of a campaign; a slot the content does not allow takes the
 * next allowed family from beyond the first variants' slots (then from them).
 */
function familyOf(order: LayoutFamilyId[], eligible: LayoutFamilyId[], i: number): LayoutFamilyId {
  const n = order.length;
  const idx = i % n;
  if (eligible.includes(order[idx])) return order[idx];
  const k = Math.max(4, idx + 1);
  const head = order.slice(0, k);
  const spare = [...order.slice(k), ...head].filter((f) => eligible.includes(f));
  const taken = head.slice(0, idx).filter((f) => !eligible.includes(f)).length;
  return spare[taken % spare.length];
}

export function planVariant(p: PlanInput): VariantPlan {
  const i = p.variantIndex;
  // One stream per choice, each from the seed alone: what a format's content allows (a photo, an
  // offer, a picture) filters the seeded order of families but never shifts the palette or type
  // drawn after it, so every format of a campaign (issue 15.7) gets the same look for a seed.
  const familyRng = mulberry32(hash32('families', p.seed));
  const paletteRng = mulberry32(hash32('palettes', p.seed));
  const pairingRng = mulberry32(hash32('pairings', p.seed));
  const rng = mulberry32(hash32('variant', p.seed, i));
  const s = p.settings ?? {};
  const focus = fromSetting<Focus>(s.focus, DESIGN_OPTIONS.focus, i) ?? 'balanced';

  // Family: the requested model, or the i-th of a seeded order (so the 4 variants differ).
  let family: LayoutFamilyId;
  if (s.designModel && s.designModel !== 'auto' && (LAYOUT_FAMILIES as readonly string[]).includes(s.designModel)) {
    family = s.designModel as LayoutFamilyId;
  } else {
    const eligible = eligibleFamilies(p);
    const preferred = (FOCUS_FAMILIES[focus] ?? []).filter((f) => eligible.includes(f));
    if (p.hasCutout && eligible.includes('product')) preferred.unshift('product');
    const order = [...new Set([...preferred.slice(0, 2), ...shuffle(LAYOUT_FAMILIES, familyRng)])];
    family = familyOf(order, eligible, i);
  }

  // Colours: requested colours, else the brand's, else a mood's (or any) built-in set.
  const requested = setFromColors(p.colors ?? []) ?? setFromColors(p.brandColors ?? []);
  const moodSets = p.mood && MOODS.includes(p.mood) ? MOOD_SETS[p.mood] : shuffle(ALL_SETS, paletteRng).slice(0, 4);
  const colorSet = requested ?? moodSets[i % moodSets.length];

  const theme =
    fromSetting<Theme>(s.theme, DESIGN_OPTIONS.theme, i) ??
    (s.designModel && s.designModel !== 'auto' ? THEME_ORDER[(hash32(p.seed) + i) % 4] : defaultTheme(family, rng));

  const pairingNames =
    p.mood && MOODS.includes(p.mood)
      ? MOOD_PAIRINGS[p.mood]
      : shuffle(
          PAIRINGS.map((x) => x.name),
          pairingRng,
        );
  const pairingName =
    theme === 'elegant'
      ? ['editorial', 'classic', 'refined'][i % 3]
      : theme === 'bold'
        ? ['impact', 'condensed', 'modern'][i % 3]
        : pairingNames[i % pairingNames.length];
  const pairing = PAIRINGS.find((x) => x.name === pairingName) ?? PAIRINGS[0];

  const frame =
    fromSetting<FrameStyle>(s.frameStyle, DESIGN_OPTIONS.frameStyle, i) ??
    (['none', 'none', 'rounded', 'inset'] as FrameStyle[])[Math.floor(rng() * 4)];
  const backdrop =
    fromSetting<BackdropStyle>(s.backdropStyle, DESIGN_OPTIONS.backdropStyle, i) ??
    (theme === 'minimal' ? 'solid' : BACKDROP_STYLES[Math.floor(rng() * BACKDROP_STYLES.length)]);
  const imageStyle = fromSetting<ImageStyle>(s.imageStyle, DESIGN_OPTIONS.imageStyle, i) ?? 'natural';
  return { family, theme, colorSet, pairing, frame, backdrop, focus, imageStyle, rng };
}
