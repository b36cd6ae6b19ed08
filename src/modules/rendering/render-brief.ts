// Everything one render job needs, gathered once per job (RenderBriefService): who it is for, the
// brand, the pages and what their words say (mood, category, imagery), the prepared media, the
// formats and output settings. Rendering reads only the brief; it asks no other module anything.
import type { LanguageId } from '../../../libs/design-engine/catalog/languages';
import type { Mood } from '../../../libs/design-engine';
import type { ImageryChoice } from '../../../libs/design-engine/imagery/match';
import type { PreparedMedia } from '../../../libs/design-engine/media/types';
import type { RenderInput } from '../../../libs/design-engine/render/render';
import type { DesignSettingsParam, OutputParam, PageBlock, SetFormatParam } from '../designs';
import type { MediaScope } from '../media';

export interface RenderBrief {
  requestId: string;
  designId: string;
  scope: MediaScope;
  seed: number;
  language: LanguageId;
  /** Variant i uses page i mod n: the request's documentJson, or the copy written for its prompt. */
  pages: PageBlock[][];
  /** The request's design title: its first headline, else its prompt. */
  headline: string;
  /** Every format rendered; a single design is a set of one. Row f x numVariants + i is look i in format f. */
  formats: SetFormatParam[];
  /** A design set: a format that cannot be rendered is left out and refunded, the others delivered. */
  isSet: boolean;
  numVariants: number;
  output: OutputParam;
  colors?: string[];
  fontGroups?: RenderInput['fontGroups'];
  settings: DesignSettingsParam;
  /** The end user's brand kit when `settings.mode = brand` (logo prepared). */
  brand?: RenderInput['brand'];
  media: PreparedMedia[];
  /** From the request's own words (its prompt, every page's copy), never a random palette. */
  mood: Mood;
  category: string;
  /** The built-in illustration, drawn only where there is no photo (the engine decides per variant). */
  imagery?: ImageryChoice;
  /** Store badges, contact block, event lockup, offer sticker: the prompt's facts in the design's language. */
  furniture?: RenderInput['furniture'];
  /** Image credits debited with the request for a generated picture that could not be used: refunded with the completion. */
  unusedImageCredits: number;
  /** What the caller should know about how the brief was made (a media item left out, the model's copy not used). */
  warnings: string[];
}

/** The engine's input for look `variantIndex` of `format`. */
export function renderInputOf(brief: RenderBrief, format: SetFormatParam, variantIndex: number): RenderInput {
  const { output } = brief;
  return {
    width: format.width,
    height: format.height,
    page: brief.pages[variantIndex % brief.pages.length] ?? [],
    language: brief.language,
    variantIndex,
    seed: brief.seed,
    format: output.formats[0],
    formats: output.formats.slice(1),
    scale: output.scale,
    maxBytes: output.maxFileSizeKb === undefined ? undefined : output.maxFileSizeKb * 1000,
    colors: brief.colors,
    brand: brief.brand,
    fontGroups: brief.fontGroups,
    media: brief.media,
    settings: brief.settings,
    mood: brief.mood,
    imagery: brief.imagery,
    category: brief.category,
    furniture: brief.furniture,
  };
}

/** How warnings name a format of a set: its subtype, or WxH for a custom size. */
export function formatLabel(format: SetFormatParam): string {
  return format.subtype === 'custom' ? `${format.width}x${format.height}` : format.subtype;
}
