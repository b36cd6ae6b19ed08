// Palettes: built-in colour sets per mood, sets derived from requested or brand colours, and the
// schemes (light, dark, vibrant...) that assign a set's colours to background, text and accents.
import { Mood, MOODS, Theme } from '../catalog/options';
import { contrast, hex, mix, parseHex, RGB, WHITE, BLACK } from './color';
import { brandRoles, isRed } from './palette-discipline';

export interface ColorSet {
  name: string;
  primary: RGB;
  secondary: RGB;
  accent: RGB;
  dark: RGB;
  light: RGB;
  /** From brand or requested colours: nothing may add a hue they do not have (color/palette-discipline.ts). */
  brand?: boolean;
}

export interface Palette {
  name: string;
  scheme: Theme;
  /** Main background. */
  bg: RGB;
  /** Second background tone (panels, blocks). */
  surface: RGB;
  primary: RGB;
  secondary: RGB;
  /** Highlights: buttons, badges. */
  accent: RGB;
  /** Dark and light text candidates. */
  ink: RGB;
  paper: RGB;
  /** bg is dark (light text expected). */
  darkBg: boolean;
  /** Brand colours: decoration uses only their tints and shades. */
  brand: boolean;
}

const set = (name: string, p: string, s: string, d: string, l: string, a: string): ColorSet => ({
  name,
  primary: hex(p),
  secondary: hex(s),
  dark: hex(d),
  light: hex(l),
  accent: hex(a),
});

export const MOOD_SETS: Record<Mood, ColorSet[]> = {
  energetic: [
    set('sunburst', '#FF5A1F', '#FFC43D', '#1B1F3B', '#FFF6EC', '#2EC4B6'),
    set('electric', '#3A36FF', '#FF3E8A', '#0E0C2B', '#F4F3FF', '#FFD23F'),
  ],
  calm: [
    set('harbour', '#4F7CAC', '#B6D0E2', '#1A2E40', '#F2F6FA', '#E8A87C'),
    set('sage', '#6E9987', '#DDE8E3', '#1F3A33', '#F7F5F0', '#E9B872'),
  ],
  luxury: [
    set('noir-gold', '#B8902F', '#2A2622', '#111010', '#F6F0E4', '#D9B35B'),
    set('bordeaux', '#6E1A37', '#D4AF7A', '#1C0D13', '#F8F1EA', '#C9A063'),
  ],
  playful: [
    set('bubblegum', '#FF5FA2', '#7B5CFF', '#2B1B4D', '#FFF3F9', '#FFCF33'),
    set('lagoon', '#00A99D', '#FFE66D', '#17323A', '#F4FBF9', '#FF6B6B'),
  ],
  professional: [
    set('cobalt', '#1F5EFF', '#8FB3FF', '#0B1B3A', '#F4F7FC', '#00BFA6'),
    set('evergreen', '#0F766E', '#99D5C9', '#0B2724', '#F3F7F6', '#F59E0B'),
  ],
  natural: [
    set('olive', '#4F772D', '#90A955', '#1E2A14', '#F6F4EC', '#D08C60'),
    set('terracotta', '#B5562F', '#E9D8A6', '#2F1B10', '#FBF6EE', '#5B8E55'),
  ],
  festive: [
    set('holly', '#C1121F', '#1B7F3B', '#2B0A0D', '#FFF8F0', '#F2C14E'),
    set('confetti', '#7A1CF0', '#FF006E', '#16002E', '#FFF5FB', '#FFBE0B'),
  ],
  urgent: [
    set('alarm', '#E10600', '#FFE500', '#111111', '#FFFFFF', '#FFE500'),
    set('blaze', '#FF3D00', '#FFD600', '#1A1A2E', '#FFF8E7', '#FFD600'),
  ],
};

export const ALL_SETS: ColorSet[] = MOODS.flatMap((m) => MOOD_SETS[m]);

/** A colour set from requested or brand colours; roles they do not give are their own tints and shades. */
export function setFromColors(colors: string[]): ColorSet | undefined {
  const parsed = colors.map(parseHex).filter((c): c is RGB => c !== undefined);
  if (parsed.length === 0) return undefined;
  return { name: 'custom', ...brandRoles(parsed), brand: true };
}

function readable(bg: RGB): RGB {
  return contrast(bg, WHITE) >= contrast(bg, BLACK) ? WHITE : BLACK;
}

/** Picks the candidate with the best contrast against `bg` when `want` is not distinct enough. */
function distinct(want: RGB, bg: RGB, alternatives: RGB[]): RGB {
  if (contrast(want, bg) >= 1.6) return want;
  return alternatives.reduce((best, c) => (contrast(c, bg) > contrast(best, bg) ? c : best), want);
}

/** A pale wash of `c` over a light ground; a red's wash reads as pink, so a red washes with its deep shade instead. */
function wash(light: RGB, c: RGB, dark: RGB, amount: number): RGB {
  return isRed(c) ? mix(light, dark, amount / 2) : mix(light, c, amount);
}

/** Assigns a colour set's colours to roles for a theme. */
export function makePalette(cs: ColorSet, scheme: Theme): Palette {
  const ink = cs.dark;
  const paper = cs.light;
  let bg: RGB;
  let surface: RGB;
  switch (scheme) {
    case 'dark':
      bg = cs.dark;
      surface = mix(cs.dark, cs.primary, 0.25);
      break;
    case 'vibrant':
      bg = cs.primary;
      surface = mix(cs.primary, cs.dark, 0.35);
      break;
    case 'bold':
      bg = cs.secondary;
      surface = cs.primary;
      break;
    case 'minimal':
      bg = WHITE;
      surface = mix(WHITE, cs.light, 0.6);
      break;
    case 'elegant':
      bg = wash(cs.light, cs.secondary, cs.dark, 0.12);
      surface = cs.dark;
      break;
    default:
      bg = cs.light;
      surface = wash(cs.light, cs.primary, cs.dark, 0.14);
  }
  const darkBg = contrast(bg, WHITE) > contrast(bg, BLACK);
  // minimal keeps to one colour: the brand's, with ink for actions
  const accent = scheme === 'minimal' ? cs.dark : distinct(cs.accent, bg, [cs.primary, cs.secondary, readable(bg)]);
  const primary = distinct(cs.primary, bg, [cs.accent, cs.dark, cs.light]);
  return {
    name: `${cs.name}/${scheme}`,
    scheme,
    bg,
    surface,
    primary,
    secondary: cs.secondary,
    accent,
    ink,
    paper,
    darkBg,
    brand: cs.brand === true,
  };
}
