// Public face of the design engine: catalog data, media preparation, rendering and the worker pool.
export { DESIGN_TYPES, resolveFormat, ALL_FORMATS, CUSTOM_MIN_SIDE, CUSTOM_MAX_SIDE } from './catalog/formats';
export type { DesignTypeId, FormatSpec, ResolveFormatResult } from './catalog/formats';
export { LANGUAGES, findLanguage } from './catalog/languages';
export type { LanguageId, Language } from './catalog/languages';
export { FONT_FAMILIES, findFontFamily } from './catalog/fonts';
export type { FontFamilyInfo, FontCategory, FontRole } from './catalog/fonts';
export { DESIGN_OPTIONS, DESIGN_OPTION_DESCRIPTIONS, MOODS, LAYOUT_FAMILIES } from './catalog/options';
export type { Mood, LayoutFamilyId } from './catalog/options';
export { prepareMedia } from './media/prepare';
export type { PrepareOptions } from './media/prepare';
export { FloodFillBackgroundRemover } from './media/flood-fill-remover';
export type { MediaInput, PreparedMedia, BackgroundRemover } from './media/types';
export { renderDesign } from './render/render';
export type { Block, RenderInput, RenderResult, LayoutReport } from './render/render';
export type { TextLayerReport } from './render/text';
export { createRenderPool } from './pool/pool';
export type { RenderPool } from './pool/pool';
