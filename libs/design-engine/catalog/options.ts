// Named options of a design request's `settings` (served by GET /general/design-options) and moods.

export type Mood = 'energetic' | 'calm' | 'luxury' | 'playful' | 'professional' | 'natural' | 'festive' | 'urgent';
export const MOODS: Mood[] = ['energetic', 'calm', 'luxury', 'playful', 'professional', 'natural', 'festive', 'urgent'];

/** Layout families, in the order `designModel: auto` prefers them when nothing else decides. */
export const LAYOUT_FAMILIES = [
  'split',
  'fullBleed',
  'centered',
  'offerBadge',
  'product',
  'framed',
  'colorBlock',
  'bannerStrip',
  'editorial',
] as const;
export type LayoutFamilyId = (typeof LAYOUT_FAMILIES)[number];

export const THEMES = ['light', 'dark', 'vibrant', 'minimal', 'elegant', 'bold'] as const;
export const FRAME_STYLES = ['none', 'rounded', 'border', 'inset', 'polaroid', 'circle'] as const;
export const BACKDROP_STYLES = ['solid', 'gradient', 'mesh', 'shapes', 'dots', 'lines', 'waves'] as const;
export const FOCUSES = ['balanced', 'text', 'image', 'offer', 'brand'] as const;
export const IMAGE_STYLES = ['natural', 'duotone', 'monochrome'] as const;

export type Theme = (typeof THEMES)[number];
export type FrameStyle = (typeof FRAME_STYLES)[number];
export type BackdropStyle = (typeof BACKDROP_STYLES)[number];
export type Focus = (typeof FOCUSES)[number];
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export const DESIGN_OPTIONS: {
  theme: string[];
  frameStyle: string[];
  backdropStyle: string[];
  focus: string[];
  imageStyle: string[];
  designModel: string[];
} = {
  theme: [...THEMES],
  frameStyle: [...FRAME_STYLES],
  backdropStyle: [...BACKDROP_STYLES],
  focus: [...FOCUSES],
  imageStyle: [...IMAGE_STYLES],
  designModel: ['auto', ...LAYOUT_FAMILIES],
};

/** What each option does, for the API's documentation of GET /general/design-options. */
export const DESIGN_OPTION_DESCRIPTIONS: Record<string, string> = {
  'theme.light': 'light background, dark text, colour accents',
  'theme.dark': 'dark background, light text, bright accents',
  'theme.vibrant': 'saturated brand colour as the background',
  'theme.minimal': 'white space, thin accents, no decoration',
  'theme.elegant': 'serif type, muted tones, fine rules',
  'theme.bold': 'heavy display type and large colour blocks',
  'frameStyle.none': 'photos bleed to their box edges',
  'frameStyle.rounded': 'photos and panels with rounded corners',
  'frameStyle.border': 'a thin border inset around the whole design',
  'frameStyle.inset': 'photos set inside a coloured mat',
  'frameStyle.polaroid': 'photos in a white print frame with a shadow',
  'frameStyle.circle': 'photos cropped into a circle',
  'backdropStyle.solid': 'flat background colour',
  'backdropStyle.gradient': 'linear gradient between palette colours',
  'backdropStyle.mesh': 'soft blurred colour blobs',
  'backdropStyle.shapes': 'large geometric shapes',
  'backdropStyle.dots': 'dot grid pattern',
  'backdropStyle.lines': 'diagonal line pattern',
  'backdropStyle.waves': 'layered wave bands',
  'focus.balanced': 'text and image share the space',
  'focus.text': 'larger type, smaller image',
  'focus.image': 'larger image, compact type',
  'focus.offer': 'the offer is the largest element',
  'focus.brand': 'larger logo and brand name',
  'imageStyle.natural': 'photos as they are',
  'imageStyle.duotone': 'photos mapped to two palette colours',
  'imageStyle.monochrome': 'photos in black and white',
  'designModel.auto': 'the engine picks a layout family per variant',
};
