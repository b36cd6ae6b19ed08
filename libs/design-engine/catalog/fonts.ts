// Font families the engine ships (all from @fontsource packages, registered explicitly at render time).

export type FontCategory = 'sans' | 'serif' | 'display' | 'script' | 'mono';
export type FontRole = 'heading' | 'subHeading' | 'body';

export interface FontFamilyInfo {
  family: string;
  category: FontCategory;
  roles: FontRole[];
  /** Writing systems the family covers ('latin', 'cyrillic', 'greek', 'vietnamese', 'arabic', 'japanese', 'emoji'). */
  scripts: string[];
  /** Weights shipped by the package. */
  weights: number[];
  /** The @fontsource package id (`@fontsource/<id>`). */
  packageId: string;
}

const ALL: FontRole[] = ['heading', 'subHeading', 'body'];
const DISPLAY: FontRole[] = ['heading', 'subHeading'];

export const FONT_FAMILIES: FontFamilyInfo[] = [
  {
    family: 'Inter',
    category: 'sans',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'greek', 'vietnamese'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'inter',
  },
  {
    family: 'Roboto',
    category: 'sans',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'greek', 'vietnamese'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'roboto',
  },
  {
    family: 'Montserrat',
    category: 'sans',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'vietnamese'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'montserrat',
  },
  {
    family: 'Poppins',
    category: 'sans',
    roles: ALL,
    scripts: ['latin'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'poppins',
  },
  {
    family: 'Lato',
    category: 'sans',
    roles: ALL,
    scripts: ['latin'],
    weights: [100, 300, 400, 700, 900],
    packageId: 'lato',
  },
  {
    family: 'Open Sans',
    category: 'sans',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'greek', 'vietnamese'],
    weights: [300, 400, 500, 600, 700, 800],
    packageId: 'open-sans',
  },
  {
    family: 'Raleway',
    category: 'sans',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'vietnamese'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'raleway',
  },
  {
    family: 'Playfair Display',
    category: 'serif',
    roles: DISPLAY,
    scripts: ['latin', 'cyrillic', 'vietnamese'],
    weights: [400, 500, 600, 700, 800, 900],
    packageId: 'playfair-display',
  },
  {
    family: 'Merriweather',
    category: 'serif',
    roles: ALL,
    scripts: ['latin', 'cyrillic', 'vietnamese'],
    weights: [300, 400, 500, 600, 700, 800, 900],
    packageId: 'merriweather',
  },
  {
    family: 'DM Serif Display',
    category: 'serif',
    roles: ['heading'],
    scripts: ['latin'],
    weights: [400],
    packageId: 'dm-serif-display',
  },
  {
    family: 'Oswald',
    category: 'display',
    roles: DISPLAY,
    scripts: ['latin', 'cyrillic', 'vietnamese'],
    weights: [200, 300, 400, 500, 600, 700],
    packageId: 'oswald',
  },
  {
    family: 'Bebas Neue',
    category: 'display',
    roles: ['heading'],
    scripts: ['latin'],
    weights: [400],
    packageId: 'bebas-neue',
  },
  {
    family: 'Noto Sans Arabic',
    category: 'sans',
    roles: ALL,
    scripts: ['arabic', 'latin'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'noto-sans-arabic',
  },
  {
    family: 'Noto Sans JP',
    category: 'sans',
    roles: ALL,
    scripts: ['japanese', 'latin', 'cyrillic', 'vietnamese'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
    packageId: 'noto-sans-jp',
  },
  {
    family: 'Noto Color Emoji',
    category: 'display',
    roles: [],
    scripts: ['emoji'],
    weights: [400],
    packageId: 'noto-color-emoji',
  },
];

/** Case- and space-insensitive lookup of a family by name ("open sans", "OpenSans", "Open Sans"). */
export function findFontFamily(name: string): FontFamilyInfo | undefined {
  const key = name.toLowerCase().replace(/[\s_-]+/g, '');
  return FONT_FAMILIES.find((f) => f.family.toLowerCase().replace(/\s+/g, '') === key);
}
