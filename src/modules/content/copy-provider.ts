// The copy port: who writes the content pages. The built-in copywriter always; an OpenAI-compatible
// model when LLM_BASE_URL is configured, falling back to the built-in one on any failure.
import type { CopyRequest, Page, PromptAnalysis } from '../../../libs/copywriter';

export interface WrittenCopy {
  pages: Page[];
  /** The copywriter's reading of the prompt (asset suggestions and palettes use it too). */
  analysis: PromptAnalysis;
  source: 'builtin' | 'llm';
  /** What the caller should know about how the copy was written (the model's answer was not used, and why). */
  warnings: string[];
}

/** Who asks, for the logs: the content call's or the design request's id. */
export interface CopyContext {
  requestId?: string;
}

export abstract class CopyProvider {
  abstract write(request: CopyRequest, context?: CopyContext): Promise<WrittenCopy>;
}
