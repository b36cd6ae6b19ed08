// OpenAI-compatible chat-completions client asking for pages in the block schema. Its answer is
// validated like a caller's documentJson; a timeout, an error status, invalid JSON or a wrong
// schema is logged and the built-in copywriter answers instead (never a 500).
import { Injectable, Logger } from '@nestjs/common';
import { request } from 'undici';
import { analyzePrompt, buildLlmMessages, CopyRequest, parseLlmAnswer } from '../../../libs/copywriter';
import { AppConfig } from '../../platform/config/app-config';
import { MetricsService } from '../../platform/observability/metrics.service';
import { BuiltinCopyProvider } from './builtin-copy.provider';
import { CopyProvider, WrittenCopy } from './copy-provider';

const MAX_ANSWER_BYTES = 256 * 1024;

@Injectable()
export class LlmCopyProvider extends CopyProvider {
  private readonly logger = new Logger(LlmCopyProvider.name);
  private readonly outcomes;

  constructor(
    private readonly config: AppConfig,
    private readonly fallback: BuiltinCopyProvider,
    metrics: MetricsService,
  ) {
    super();
    this.outcomes = metrics.counter('llm_copy_requests_total', 'Copy requests sent to the LLM provider, by outcome', ['outcome']);
  }

  async write(req: CopyRequest): Promise<WrittenCopy> {
    try {
      const pages = await this.ask(req);
      this.outcomes.inc({ outcome: 'ok' });
      return { pages, analysis: analyzePrompt(req.prompt), source: 'llm' };
    } catch (err) {
      this.outcomes.inc({ outcome: 'fallback' });
      this.logger.warn({ reason: (err as Error).message }, 'LLM copy failed; the built-in copywriter answered');
      return this.fallback.write(req);
    }
  }

  private async ask(req: CopyRequest) {
    const { baseUrl, apiKey, model, timeoutMs } = this.config.llm;
    const res = await request(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, messages: buildLlmMessages(req), temperature: 0.7, response_format: { type: 'json_object' } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readCapped(res.body, MAX_ANSWER_BYTES);
    if (res.statusCode !== 200) throw new Error(`provider answered ${res.statusCode}`);
    const content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('provider answer has no message content');
    const parsed = parseLlmAnswer(content, { width: req.width, height: req.height, count: req.count ?? 3 });
    if (!parsed.ok) throw new Error(`provider pages do not fit the schema: ${parsed.errors.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; ')}`);
    return parsed.pages;
  }
}

async function readCapped(body: AsyncIterable<Buffer>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new Error('provider answer too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
