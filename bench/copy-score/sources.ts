// Copy paths the scorecard can measure. A path takes one labelled prompt and answers pages (and the
// analysis, when it has one); add a live LLM path here as one more function of this shape.
import { analyzePrompt, buildLlmMessages, parseLlmAnswer, writeCopy } from '../../libs/copywriter';
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
    const { pages, analysis } = writeCopy({
      prompt: item.prompt,
      width,
      height,
      language: item.language,
      count: PAGES_PER_REQUEST,
      seed: 0,
    });
    return { item, pages, analysis };
  } catch (err) {
    return { item, pages: null, error: (err as Error).message };
  }
};

export interface ChatProvider {
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:8080/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * The LLM path as the service runs it: buildLlmMessages → POST {baseUrl}/chat/completions with a
 * JSON response format → parseLlmAnswer. Unlike the service it does not fall back to the built-in
 * writer: a refused or failed answer counts as failed. The analysis is the prompt's own, as the
 * service classifies the prompt whichever path writes the copy.
 */
export function chatCompletionsPath(provider: ChatProvider): CopyPath {
  return async (item) => {
    const { width, height } = sizeOf(item);
    const analysis = analyzePrompt(item.prompt);
    const req = { prompt: item.prompt, width, height, language: item.language, count: PAGES_PER_REQUEST, seed: 0 };
    try {
      const res = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: provider.model,
          messages: buildLlmMessages(req),
          temperature: 0.7,
          response_format: { type: 'json_object' },
        }),
        signal: AbortSignal.timeout(provider.timeoutMs ?? 60_000),
      });
      if (res.status !== 200) return { item, pages: null, analysis, error: `provider answered ${res.status}` };
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') return { item, pages: null, analysis, error: 'no message content' };
      const parsed = parseLlmAnswer(content, { width, height, count: PAGES_PER_REQUEST });
      if (!parsed.ok)
        return { item, pages: null, analysis, error: parsed.errors.map((e) => `${e.path} ${e.message}`).join('; ') };
      return { item, pages: parsed.pages, analysis };
    } catch (err) {
      return { item, pages: null, analysis, error: (err as Error).message };
    }
  };
}
