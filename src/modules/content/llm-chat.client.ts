// One chat-completions call to an OpenAI-compatible server (OpenAI, Azure, vLLM, Ollama, llama.cpp)
// through the official client: per-attempt timeout, retries on 429/5xx/timeouts, structured output.
// Servers differ in what they accept, so a 400 that names one of our optional parameters drops it
// once and for all (json_schema → json_object; temperature → the server's default).
import { Logger } from '@nestjs/common';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatMessage } from '../../../libs/copywriter';
import type { AppConfig } from '../../platform/config/app-config';
import { LlmCallError } from './llm-call.error';

export interface ChatAnswer {
  content: string;
  /** The model that answered, as the server names it. */
  model: string;
  /** Tokens the call used, when the server says (what a hosted model bills). */
  tokens?: number;
}

type Refusable = 'json_schema' | 'temperature';

export class LlmChatClient {
  private readonly logger = new Logger(LlmChatClient.name);
  private readonly client: OpenAI;
  /** Parameters this server has refused: not sent again for the life of the process. */
  private readonly refused = new Set<Refusable>();

  constructor(private readonly config: AppConfig['llm']) {
    const log = this.logger;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Local servers (Ollama, llama.cpp, vLLM) need no key, but the client insists on one.
      apiKey: config.apiKey ?? 'unused',
      // Only what the configuration says: no OPENAI_ORG_ID / OPENAI_PROJECT_ID picked up from the environment.
      organization: null,
      project: null,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      fetch: guardedFetch,
      logLevel: 'warn',
      logger: {
        error: (m: string) => log.error(m),
        warn: (m: string) => log.warn(m),
        info: (m: string) => log.log(m),
        debug: (m: string) => log.debug(m),
      },
    });
  }

  /** One answer; `signal` ends every attempt and retry at once (the caller's overall deadline). */
  async complete(messages: ChatMessage[], schema: Record<string, unknown>, signal: AbortSignal): Promise<ChatAnswer> {
    for (;;) {
      try {
        const res = await this.client.chat.completions.create(
          {
            model: this.config.model,
            messages,
            ...(this.refused.has('temperature') ? {} : { temperature: 0.7 }),
            response_format: this.refused.has('json_schema')
              ? { type: 'json_object' }
              : { type: 'json_schema', json_schema: { name: 'content_pages', strict: true, schema } },
          },
          { signal },
        );
        const content = res.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim())
          throw new LlmCallError('the model answered without content');
        return { content, model: res.model || this.config.model, tokens: res.usage?.total_tokens };
      } catch (err) {
        const dropped = this.refusedParameter(err);
        if (!dropped) throw describe(err, this.config.timeoutMs);
        this.refused.add(dropped);
        this.logger.warn(
          { parameter: dropped, model: this.config.model },
          'the LLM server refused a parameter; asking again without it',
        );
      }
    }
  }

  private refusedParameter(err: unknown): Refusable | undefined {
    if (!(err instanceof APIError) || (err.status !== 400 && err.status !== 422)) return undefined;
    const text = `${err.message} ${JSON.stringify(err.error ?? '')}`.toLowerCase();
    if (!this.refused.has('json_schema') && /json_schema|response_format|structured output/.test(text))
      return 'json_schema';
    if (!this.refused.has('temperature') && text.includes('temperature')) return 'temperature';
    return undefined;
  }
}

/** Pages of copy are a few kilobytes; a server that sends more is broken, and is not read into memory. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * fetch, with the answer's size capped, and its abort error re-thrown as a plain Error of the same
 * name: the client tells a timeout from a lost connection by `instanceof Error`, which a DOMException
 * made in another realm (a test runner's sandbox) fails.
 */
const guardedFetch: typeof fetch = async (input, init) => {
  let res: Response;
  try {
    res = await fetch(input, init);
  } catch (err) {
    if ((err as { name?: string })?.name !== 'AbortError') throw err;
    throw Object.assign(new Error('request timed out'), { name: 'AbortError' });
  }
  if (!res.body) return res;
  let size = 0;
  const capped = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > MAX_ANSWER_BYTES) controller.error(new LlmCallError('the model answered more than 256 KiB'));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
};

function describe(err: unknown, timeoutMs: number): LlmCallError {
  if (err instanceof LlmCallError) return err;
  if (err instanceof APIConnectionTimeoutError)
    return new LlmCallError(`the model did not answer within ${timeoutMs} ms`);
  if (err instanceof APIUserAbortError) return new LlmCallError('the model took longer than the time allowed');
  if (err instanceof APIError && err.status) return new LlmCallError(`the model server answered HTTP ${err.status}`);
  if (err instanceof APIError) return new LlmCallError('the model server could not be reached');
  return new LlmCallError('the model call failed');
}
