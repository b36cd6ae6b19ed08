// libs/copywriter: prompt -> content suggestions (pages of copy blocks), pure TypeScript.
//
// No network, no database, no framework: the same input and seed always give the same pages.
//
// How it writes: the prompt is read into structured facts (product, brand, audience, offers,
// dates, season or event, call to action, mood; see analyze.ts), and the copy is assembled from
// those facts and the target language's phrase bank (languages/*.ts), within the limits of the
// format's class (formats.ts).
//
// Honest limit: there is no translation model. The prompt's own free text is not translated.
// Offers, prices, dates, events, audiences, calls to action and known kinds of product are
// rendered in the target language from the phrase banks; names (brands, quoted product names,
// places, promo codes) are kept exactly as written; other free-text words of the prompt (say
// "handmade lavender soap") are used only when the prompt is written in the target language,
// and otherwise replaced by the bank's noun for the kind of product, or left out. Prompts are read
// best in English; the other languages' offer, date, event and product words are recognised too.
export type {
  AudienceId,
  Block,
  BlockType,
  Category,
  CopyRequest,
  CtaIntent,
  Currency,
  Contact,
  DateRef,
  EventId,
  Fact,
  FactRole,
  LanguageId,
  Money,
  Mood,
  Offer,
  Page,
  Period,
  Persona,
  ProductConcept,
  PromptAnalysis,
  SeasonId,
  TextBlockType,
} from './types';
export { analyzePrompt } from './analyze';
export { colorsAskedIn, groundAskedIn } from './brief';
export { refusesClipart } from './no-clipart';
export type { Ground } from './look-palettes';
export { extractFacts, factsOf } from './facts';
export { checkFacts, factNeedles, type CheckOptions, type FactCheck } from './fact-check';
import { COPY_LANGUAGES } from './languages';
import { writeCopy } from './write-copy';

export { writeCopy, type CopyResult } from './write-copy';
export type { Angle } from './languages/phrase-bank';
export {
  BLOCK_LIMITS,
  DEFAULT_PAGES,
  FORMAT_CLASSES,
  MAX_PAGES,
  WRITTEN_BULLETS,
  allowedBlockTypes,
  classifyFormat,
  limitsFor,
  type FormatClass,
  type FormatLimits,
  type ListLimit,
  type TextLimit,
} from './formats';
export { BLOCK_TYPES, fitPages, parsePages, type PageError, type ParseOptions, type ParseResult } from './parse-pages';
export { buildLlmMessages, buildRepairMessages, pagesJsonSchema, parseLlmAnswer, type ChatMessage } from './llm';
export { judgeAnswer, type FactVerdict } from './llm-fact-gate';
export { suggestBackdropPalettes, type BackdropPalette, type BackdropPattern } from './palettes';
export { COPY_LANGUAGES, LANGUAGE_INFO } from './languages';
export { formatDate, formatMoney, formatOffer } from './render-facts';
export { textLength } from './text';

/**
 * Writes one answer per language so that the regular expressions and keyword indexes are built
 * before the first request (the first call costs tens of milliseconds, later ones about two).
 */
export function warmUp(): void {
  for (const language of COPY_LANGUAGES) {
    writeCopy({
      prompt: 'Summer sale: 30% off at Stride until Sunday, free shipping',
      width: 1080,
      height: 1080,
      language,
    });
  }
}
