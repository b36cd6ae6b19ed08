// Copy paths the scorecard can measure. A path takes one labelled prompt and answers pages (and the
// analysis, when it has one); add a live LLM path here as one more function of this shape.
import { analyzePrompt, parseLlmAnswer, writeCopy } from '../../libs/copywriter';
import { type FixtureItem, formatSize } from './fixtures';
import type { Answer } from './score';

export const PAGES_PER_REQUEST = 3;

export type CopyPath = (item: FixtureItem) => Promise<Answer>;

function sizeOf(item: FixtureItem): { width: number; height: number } {
  const size = formatSize(item.format);
  if (!size) throw new Error(`${item.id}: unknown format ${item.format}`);
  return size;
}

/** The built-in writer (libs/copywriter writeCopy), 3 pages, seed 0. */
export const builtinPath: CopyPath = async (item) => {
  const { width, height } = sizeOf(item);
  try {
    const { pages, analysis } = writeCopy({ prompt: item.prompt, width, height, language: item.language, count: PAGES_PER_REQUEST, seed: 0 });
    return { item, pages, analysis };
  } catch (err) {
    return { item, pages: null, error: (err as Error).message };
  }
};

/**
 * Recorded model answers read as the service reads a live one (parseLlmAnswer); the analysis is the
 * prompt's own, as the service classifies the prompt whichever path writes the copy. Prompts
 * without a recorded answer are left out by the caller.
 */
export function recordedLlmPath(answers: Readonly<Record<string, string>>): CopyPath {
  return async (item) => {
    const { width, height } = sizeOf(item);
    const analysis = analyzePrompt(item.prompt);
    const content = answers[item.id];
    if (content === undefined) return { item, pages: null, analysis, error: 'no recorded answer' };
    const parsed = parseLlmAnswer(content, { width, height, count: PAGES_PER_REQUEST });
    if (!parsed.ok) return { item, pages: null, analysis, error: parsed.errors.map((e) => `${e.path} ${e.message}`).join('; ') };
    return { item, pages: parsed.pages, analysis };
  };
}
