// Backdrop colour suggestions for generated asset images: two or three colours and a pattern per
// suggestion, from the brand's colours when given, colours named in the prompt, the occasion and
// the mood. Pure data and colour arithmetic; the service renders and stores the images.
import type { EventId, Mood, PromptAnalysis, SeasonId } from './types';

export type BackdropPattern = 'linear' | 'radial' | 'dots' | 'stripes' | 'waves';

export interface BackdropPalette {
  name: string;
  colors: string[];
  pattern: BackdropPattern;
}

type Swatch = readonly [name: string, colors: readonly string[]];

const MOOD_SWATCHES: Record<Mood, readonly Swatch[]> = {
  energetic: [
    ['Electric sunset', ['#ff5f6d', '#ffc371']],
    ['Bold citrus', ['#f7971e', '#ffd200', '#ff6a00']],
    ['Volt', ['#00c9ff', '#92fe9d']],
  ],
  calm: [
    ['Morning mist', ['#e0eafc', '#cfdef3']],
    ['Soft lagoon', ['#a1c4fd', '#c2e9fb']],
    ['Sage and sand', ['#d4e2d4', '#f6efe6', '#b7c9b7']],
  ],
  luxury: [
    ['Black and gold', ['#0f0f0f', '#2b2b2b', '#c9a227']],
    ['Midnight velvet', ['#141e30', '#243b55']],
    ['Champagne', ['#f7e7ce', '#d4b483']],
  ],
  playful: [
    ['Bubblegum', ['#ff9a9e', '#fecfef']],
    ['Candy pop', ['#f6d365', '#fda085', '#a18cd1']],
    ['Lagoon party', ['#43e97b', '#38f9d7']],
  ],
  professional: [
    ['Deep navy', ['#1e3c72', '#2a5298']],
    ['Slate', ['#2c3e50', '#4ca1af']],
    ['Clean graphite', ['#f5f7fa', '#c3cfe2']],
  ],
  natural: [
    ['Forest', ['#134e5e', '#71b280']],
    ['Meadow', ['#a8e063', '#56ab2f']],
    ['Clay and linen', ['#e6d5b8', '#c08b5c', '#f4ede4']],
  ],
  festive: [
    ['Celebration', ['#c31432', '#240b36']],
    ['Confetti', ['#f857a6', '#ff5858', '#ffd452']],
    ['Golden night', ['#1a1a2e', '#e2b04a']],
  ],
  urgent: [
    ['Red alert', ['#cb2d3e', '#ef473a']],
    ['Hazard', ['#000000', '#f9d423']],
    ['Hot deal', ['#ff416c', '#ff4b2b']],
  ],
};

const MOOD_PATTERNS: Record<Mood, readonly BackdropPattern[]> = {
  energetic: ['stripes', 'linear', 'dots'],
  calm: ['waves', 'radial', 'linear'],
  luxury: ['linear', 'radial', 'stripes'],
  playful: ['dots', 'waves', 'radial'],
  professional: ['linear', 'radial', 'waves'],
  natural: ['waves', 'radial', 'linear'],
  festive: ['dots', 'radial', 'stripes'],
  urgent: ['stripes', 'linear', 'radial'],
};

const EVENT_SWATCHES: Partial<Record<EventId, readonly Swatch[]>> = {
  'black-friday': [
    ['Black Friday', ['#000000', '#1f1f1f', '#e50914']],
    ['Black and gold', ['#0a0a0a', '#d4af37']],
  ],
  'cyber-monday': [['Cyber neon', ['#0f0c29', '#302b63', '#00f5d4']]],
  christmas: [
    ['Christmas', ['#165b33', '#bb2528', '#f8b229']],
    ['Winter gold', ['#0b3d2e', '#d4af37']],
  ],
  'new-year': [['New Year night', ['#0f2027', '#203a43', '#d4af37']]],
  valentines: [
    ['Valentine', ['#ff758c', '#ff7eb3']],
    ['Rose', ['#b24592', '#f15f79']],
  ],
  easter: [['Easter pastels', ['#fbd3e9', '#bbd2c5', '#fff5b7']]],
  halloween: [['Halloween', ['#ff7518', '#1b1b1b', '#6a0dad']]],
  'mothers-day': [['Blossom', ['#fbc2eb', '#a6c1ee']]],
  'fathers-day': [['Denim', ['#355c7d', '#6c5b7b']]],
  'back-to-school': [['School days', ['#f9d423', '#1fa2ff', '#ff4e50']]],
  ramadan: [['Ramadan night', ['#0b1d51', '#1e3c72', '#d4af37']]],
  eid: [['Eid', ['#0f9b8e', '#d4af37']]],
  thanksgiving: [['Harvest', ['#b35900', '#e6a23c', '#7a3e00']]],
  'singles-day': [['11.11', ['#ff0844', '#ffb199']]],
  'lunar-new-year': [['Lunar New Year', ['#c1121f', '#ffd60a']]],
  diwali: [['Diwali', ['#ff9933', '#800080', '#ffd700']]],
  'womens-day': [['Women\u2019s Day', ['#8e2de2', '#ff6a88']]],
  'grand-opening': [['Grand opening', ['#c31432', '#f8b229']]],
  anniversary: [['Anniversary', ['#1c1c1c', '#c9a227', '#f7e7ce']]],
};

const SEASON_SWATCHES: Record<SeasonId, readonly Swatch[]> = {
  summer: [
    ['Summer', ['#f9d423', '#ff4e50']],
    ['Beach', ['#00c6ff', '#f9d976']],
  ],
  winter: [['Winter', ['#e6f0ff', '#83a4d4', '#b6fbff']]],
  spring: [
    ['Spring', ['#d4fc79', '#96e6a1']],
    ['Blossom', ['#fbc2eb', '#a6c1ee']],
  ],
  autumn: [['Autumn', ['#d76d00', '#8e3b00', '#f2c14e']]],
};

/** Colour words in the prompt (folded keywords) and the colour they stand for. */
const COLOUR_WORDS: Record<string, string> = {
  red: '#d62828',
  rojo: '#d62828',
  rouge: '#d62828',
  rot: '#d62828',
  rosso: '#d62828',
  vermelho: '#d62828',
  rood: '#d62828',
  blue: '#1d4ed8',
  azul: '#1d4ed8',
  bleu: '#1d4ed8',
  blau: '#1d4ed8',
  blu: '#1d4ed8',
  blauw: '#1d4ed8',
  navy: '#1b2a4a',
  green: '#2d6a4f',
  verde: '#2d6a4f',
  vert: '#2d6a4f',
  grun: '#2d6a4f',
  groen: '#2d6a4f',
  yellow: '#f9c80e',
  amarillo: '#f9c80e',
  jaune: '#f9c80e',
  gelb: '#f9c80e',
  giallo: '#f9c80e',
  amarelo: '#f9c80e',
  geel: '#f9c80e',
  orange: '#f77f00',
  naranja: '#f77f00',
  arancione: '#f77f00',
  laranja: '#f77f00',
  oranje: '#f77f00',
  pink: '#ff70a6',
  rosa: '#ff70a6',
  rose: '#ff70a6',
  roze: '#ff70a6',
  purple: '#7b2cbf',
  violet: '#7b2cbf',
  morado: '#7b2cbf',
  lila: '#7b2cbf',
  viola: '#7b2cbf',
  roxo: '#7b2cbf',
  paars: '#7b2cbf',
  black: '#111111',
  negro: '#111111',
  noir: '#111111',
  schwarz: '#111111',
  nero: '#111111',
  preto: '#111111',
  zwart: '#111111',
  white: '#f8f9fa',
  blanco: '#f8f9fa',
  blanc: '#f8f9fa',
  weiss: '#f8f9fa',
  bianco: '#f8f9fa',
  branco: '#f8f9fa',
  wit: '#f8f9fa',
  gold: '#d4af37',
  golden: '#d4af37',
  dorado: '#d4af37',
  dore: '#d4af37',
  oro: '#d4af37',
  dourado: '#d4af37',
  goud: '#d4af37',
  silver: '#c0c0c0',
  teal: '#0f9b8e',
  turquoise: '#1fb5ac',
  beige: '#e8dcc4',
  brown: '#7f4f24',
  grey: '#6c757d',
  gray: '#6c757d',
  pastel: '#fbd3e9',
  mint: '#98f5e1',
  coral: '#ff7f50',
  lavender: '#b8a1e3',
  emerald: '#059669',
  burgundy: '#800020',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function normalizeHex(color: string): string | undefined {
  const c = color.trim();
  if (!HEX.test(c)) return undefined;
  const hex = c.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((x) => x + x).join('') : hex}`;
}

function mix(color: string, target: string, amount: number): string {
  const a = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const b = [1, 3, 5].map((i) => parseInt(target.slice(i, i + 2), 16));
  return `#${a
    .map((x, i) =>
      Math.round(x + (b[i] - x) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const tint = (c: string, amount = 0.55): string => mix(c, '#ffffff', amount);
const shade = (c: string, amount = 0.45): string => mix(c, '#000000', amount);

function brandSwatches(colors: string[]): Swatch[] {
  const [c1, c2, c3] = colors;
  if (!c1) return [];
  if (!c2)
    return [
      ['Brand', [c1, tint(c1)]],
      ['Brand deep', [shade(c1), c1]],
      ['Brand light', [tint(c1, 0.8), tint(c1, 0.4), c1]],
    ];
  return [
    ['Brand', [c1, c2]],
    ['Brand deep', [shade(c1), c1, ...(c3 ? [c3] : [])]],
    ['Brand accent', [c2, tint(c2)]],
    ['Brand light', [tint(c1, 0.8), tint(c2, 0.6)]],
  ];
}

export function suggestBackdropPalettes(
  analysis: PromptAnalysis,
  brandColors?: string[],
  count = 3,
): BackdropPalette[] {
  const wanted = Math.min(Math.max(Math.trunc(count) || 3, 1), 10);
  const brand = (brandColors ?? []).map(normalizeHex).filter((c): c is string => Boolean(c));
  const named = [
    ...new Set((analysis.keywords ?? []).map((k) => COLOUR_WORDS[k]).filter((c): c is string => Boolean(c))),
  ];
  const swatches: Swatch[] = [...brandSwatches(brand)];
  if (named.length >= 2) swatches.push(['Your colours', named.slice(0, 3)]);
  else if (named.length === 1) swatches.push(['Your colour', [named[0], shade(named[0], 0.35)]]);
  if (analysis.event) swatches.push(...(EVENT_SWATCHES[analysis.event] ?? []));
  if (analysis.season) swatches.push(...SEASON_SWATCHES[analysis.season]);
  swatches.push(...MOOD_SWATCHES[analysis.mood]);
  for (const mood of ['professional', 'calm', 'energetic'] as const)
    if (mood !== analysis.mood) swatches.push(...MOOD_SWATCHES[mood]);

  const patterns = MOOD_PATTERNS[analysis.mood];
  const out: BackdropPalette[] = [];
  const seen = new Set<string>();
  for (const [name, colors] of swatches) {
    const key = colors.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, colors: [...colors], pattern: patterns[out.length % patterns.length] });
    if (out.length >= wanted) break;
  }
  return out;
}
