// Type pairings and how a variant picks its heading / sub-heading / body fonts.
import { findFontFamily, FontRole } from '../catalog/fonts';
import { Mood } from '../catalog/options';

export interface FontChoice {
  family: string;
  weight: number;
  /** Letter spacing in em (never applied to Arabic or Japanese). */
  tracking: number;
  uppercase: boolean;
}

export interface Pairing {
  name: string;
  heading: FontChoice;
  subHeading: FontChoice;
  body: FontChoice;
  /** Heading line height. */
  headingLeading: number;
  /** Condensed display faces set larger for the same visual weight. */
  headingScale?: number;
}

const f = (family: string, weight: number, tracking = 0, uppercase = false): FontChoice => ({
  family,
  weight,
  tracking,
  uppercase,
});

export const PAIRINGS: Pairing[] = [
  {
    name: 'modern',
    heading: f('Montserrat', 800, -0.01),
    subHeading: f('Montserrat', 600),
    body: f('Inter', 400),
    headingLeading: 1.08,
  },
  {
    name: 'editorial',
    heading: f('Playfair Display', 700, -0.01),
    subHeading: f('Inter', 600, 0.08, true),
    body: f('Inter', 400),
    headingLeading: 1.1,
  },
  {
    name: 'impact',
    heading: f('Bebas Neue', 400, 0.02, true),
    subHeading: f('Oswald', 500, 0.02),
    body: f('Roboto', 400),
    headingLeading: 1.0,
    headingScale: 1.3,
  },
  {
    name: 'friendly',
    heading: f('Poppins', 700, -0.01),
    subHeading: f('Poppins', 500),
    body: f('Poppins', 400),
    headingLeading: 1.1,
  },
  {
    name: 'classic',
    heading: f('DM Serif Display', 400),
    subHeading: f('Lato', 700, 0.06, true),
    body: f('Lato', 400),
    headingLeading: 1.08,
  },
  {
    name: 'clean',
    heading: f('Inter', 800, -0.02),
    subHeading: f('Inter', 500),
    body: f('Inter', 400),
    headingLeading: 1.08,
  },
  {
    name: 'bookish',
    heading: f('Merriweather', 900, -0.01),
    subHeading: f('Open Sans', 600),
    body: f('Open Sans', 400),
    headingLeading: 1.15,
  },
  {
    name: 'refined',
    heading: f('Raleway', 800, -0.01),
    subHeading: f('Raleway', 600, 0.1, true),
    body: f('Lato', 400),
    headingLeading: 1.1,
  },
  {
    name: 'condensed',
    heading: f('Oswald', 700, 0, true),
    subHeading: f('Roboto', 500),
    body: f('Roboto', 400),
    headingLeading: 1.05,
    headingScale: 1.15,
  },
  {
    name: 'humanist',
    heading: f('Open Sans', 800, -0.02),
    subHeading: f('Open Sans', 600),
    body: f('Open Sans', 400),
    headingLeading: 1.1,
  },
];

export const MOOD_PAIRINGS: Record<Mood, string[]> = {
  energetic: ['impact', 'modern', 'friendly', 'condensed'],
  calm: ['refined', 'humanist', 'editorial', 'clean'],
  luxury: ['editorial', 'classic', 'refined', 'bookish'],
  playful: ['friendly', 'modern', 'impact', 'humanist'],
  professional: ['clean', 'humanist', 'modern', 'editorial'],
  natural: ['bookish', 'classic', 'refined', 'humanist'],
  festive: ['classic', 'friendly', 'impact', 'modern'],
  urgent: ['impact', 'condensed', 'modern', 'clean'],
};

/** Families that carry a script the Latin pairings lack; they lead the stack for that language. */
export const SCRIPT_FAMILY: Partial<Record<string, string>> = { arabic: 'Noto Sans Arabic', japanese: 'Noto Sans JP' };

export interface TypeRequest {
  fontGroups?: { name: string; type: 'heading' | 'subHeading' | 'body' }[];
  brandFonts?: string[];
}

/**
 * Applies requested fonts (fontGroups first, then the brand kit) over a built-in pairing.
 * Unknown names are reported and replaced by the pairing's choice.
 */
export function resolvePairing(base: Pairing, req: TypeRequest, warnings: string[]): Pairing {
  const out: Pairing = {
    ...base,
    heading: { ...base.heading },
    subHeading: { ...base.subHeading },
    body: { ...base.body },
  };
  const apply = (roles: FontRole[], name: string, source: string) => {
    const info = findFontFamily(name);
    if (!info || info.roles.length === 0) {
      warnings.push(`${source} font "${name}" is not available; ${out[roles[0]].family} was used instead`);
      return;
    }
    for (const role of roles) {
      const weight = role === 'heading' ? Math.max(700, out.heading.weight) : role === 'subHeading' ? 600 : 400;
      out[role] = { family: info.family, weight, tracking: 0, uppercase: false };
    }
  };
  // brand kit: first font for headings, second for sub-headings and body
  const brand = (req.brandFonts ?? []).filter((n) => n.trim().length > 0);
  if (brand[0]) apply(['heading'], brand[0], 'brand');
  if (brand[1]) apply(['subHeading', 'body'], brand[1], 'brand');
  for (const g of req.fontGroups ?? []) apply([g.type], g.name, 'fontGroups');
  return out;
}
