// The colours of a design request: the caller's `colors` (or `settings.colors`), else the colours its
// prompt asks for in a note on the look ("I'd like it bold, yellow and black", "بالذهبي والأسود", or a
// temperature or mood: "colores cálidos", "gedeckte Farben"). Both are used the same way (requested
// colours, ahead of a brand kit's); a blind review found prompts' colour wishes rendered in an unrelated
// mood palette. The ground a note asks for ("Minimalistisch, veel wit", "تصميم فاخر") picks the themes
// every variant keeps to, unless the caller chose themes.
import { colorsAskedIn, groundAskedIn, type Ground } from '../../../../libs/copywriter';
import type { DesignSettingsParam } from '../../designs';

export function colorsOf(given: readonly string[], prompt: string | undefined): string[] | undefined {
  if (given.length) return [...given];
  const asked = prompt ? colorsAskedIn(prompt) : [];
  return asked.length ? asked : undefined;
}

// Variant i takes theme i mod n: each ground's themes differ in layout of colour, never in ground.
const GROUND_THEMES: Record<Ground, string[]> = {
  light: ['light', 'minimal', 'elegant', 'light'],
  white: ['minimal', 'light', 'minimal', 'light'],
  // luxury, moody: the deep colour, the second colour or the lead colour as the field
  dark: ['dark', 'bold', 'dark', 'vibrant'],
  // muted, dignified: light and dark grounds, never a loud colour field
  quiet: ['light', 'elegant', 'dark', 'minimal'],
  // colourful: the asked colours as the field, a light variant between
  vivid: ['vibrant', 'bold', 'light', 'vibrant'],
};

/** The request's settings, with the themes of the ground its prompt asks for when the caller chose none. */
export function settingsOf(settings: DesignSettingsParam, prompt: string | undefined): DesignSettingsParam {
  if (settings.theme?.length || !prompt) return settings;
  const ground = groundAskedIn(prompt);
  return ground ? { ...settings, theme: GROUND_THEMES[ground] } : settings;
}
