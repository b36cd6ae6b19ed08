// Copy from an OpenAI-compatible model, held to the same standard as the built-in copywriter: the
// answer must fit the block schema and keep the prompt's facts without inventing numbers. A wrong
// answer gets one repair call that says exactly what was wrong; otherwise, and on any timeout, error
// status or lost connection, the built-in copywriter answers and the caller gets a warning. Never a
// 500, and the whole thing never takes longer than LLM_TOTAL_TIMEOUT_MS.
import { Injectable, Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import {
  analyzePrompt,
  buildLlmMessages,
  buildRepairMessages,
  DEFAULT_PAGES,
  CopyRequest,
  FactVerdict,
  judgeAnswer,
  Page,
  pagesJsonSchema,
  parseLlmAnswer,
} from '../../../libs/copywriter';
import { AppConfig } from '../../platform/config/app-config';
import { MetricsService } from '../../platform/observability/metrics.service';
import { BuiltinCopyProvider } from './builtin-copy.provider';
import { CopyContext, CopyProvider, WrittenCopy } from './copy-provider';
import { LlmCallError } from './llm-call.error';
import type { LlmChatClient } from './llm-chat.client';

type Judged = { ok: true; pages: Page[] } | { ok: false; schema?: string[]; facts?: FactVerdict; summary: string };

@Injectable()
export class LlmCopyProvider extends CopyProvider {
  private readonly logger = new Logger(LlmCopyProvider.name);
  private readonly outcomes;
  private chat?: LlmChatClient;

  constructor(
    private readonly config: AppConfig,
    private readonly fallback: BuiltinCopyProvider,
    metrics: MetricsService,
  ) {
    super();
    this.outcomes = metrics.counter('llm_copy_requests_total', 'Copy requests sent to the LLM provider, by outcome', [
      'outcome',
    ]);
  }

  async write(req: CopyRequest, context: CopyContext = {}): Promise<WrittenCopy> {
    const started = performance.now();
    const { model, totalTimeoutMs } = this.config.llm;
    let answeredBy = model;
    let repaired = false;
    let tokens = 0;
    let reason: string;
    try {
      const result = await withDeadline(totalTimeoutMs, async (signal) => {
        const messages = buildLlmMessages(req);
        const first = await this.client().complete(messages, pagesJsonSchema(req), signal);
        answeredBy = first.model;
        tokens += first.tokens ?? 0;
        const judged = judge(req, first.content);
        if (judged.ok) return judged;
        this.logger.log(
          { requestId: context.requestId, model: answeredBy, problem: judged.summary },
          'LLM copy needs a repair; asking once more',
        );
        repaired = true;
        const second = await this.client().complete(
          buildRepairMessages(req, first.content, judged),
          pagesJsonSchema(req),
          signal,
        );
        tokens += second.tokens ?? 0;
        const again = judge(req, second.content);
        return again.ok ? again : { ...again, summary: `after one repair: ${again.summary}` };
      });
      if (result.ok) {
        this.outcomes.inc({ outcome: repaired ? 'repaired' : 'ok' });
        this.logger.log(
          { requestId: context.requestId, model: answeredBy, latencyMs: elapsed(started), repaired, tokens },
          'LLM copy used',
        );
        return { pages: result.pages, analysis: analyzePrompt(req.prompt), source: 'llm', warnings: [] };
      }
      reason = result.summary;
    } catch (err) {
      reason = err instanceof LlmCallError ? err.reason : 'the model call failed';
      if (!(err instanceof LlmCallError))
        this.logger.error({ requestId: context.requestId, err }, 'unexpected error in the LLM copy path');
    }
    this.outcomes.inc({ outcome: 'fallback' });
    this.logger.warn(
      { requestId: context.requestId, model: answeredBy, latencyMs: elapsed(started), repaired, tokens, reason },
      'LLM copy not used; the built-in copywriter answered',
    );
    const builtin = await this.fallback.write(req);
    return {
      ...builtin,
      warnings: [
        ...builtin.warnings,
        `The language model's copy was not used (${reason}); the built-in copywriter wrote this copy.`,
      ],
    };
  }

  /** Built on first use: a process without an LLM never loads the openai client (half a second of start-up). */
  private client(): LlmChatClient {
    if (!this.chat) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { LlmChatClient: Client } = require('./llm-chat.client') as typeof import('./llm-chat.client');
      this.chat = new Client(this.config.llm);
    }
    return this.chat;
  }
}

/** The answer read, checked against the block schema and then against the prompt's facts. */
function judge(req: CopyRequest, content: string): Judged {
  const count = req.count ?? DEFAULT_PAGES;
  const parsed = parseLlmAnswer(content, { width: req.width, height: req.height, count });
  // The caller asked for `count` suggestions (a design, for one per variant): fewer is a wrong answer too.
  const errors = parsed.ok
    ? parsed.pages.length < count
      ? [{ path: '', message: `must contain exactly ${count} pages (has ${parsed.pages.length})` }]
      : []
    : parsed.errors;
  if (!parsed.ok || errors.length) {
    const schema = errors.slice(0, 10).map((e) => `${e.path ? `${e.path} ` : 'The answer '}${e.message}`);
    return {
      ok: false,
      schema,
      summary: `its answer did not fit the content schema: ${schema.slice(0, 3).join('; ')}`,
    };
  }
  const facts = judgeAnswer(req, parsed.pages);
  if (!facts.missing.length && !facts.invented.length && !facts.channels?.length)
    return { ok: true, pages: parsed.pages };
  const parts = [
    ...(facts.missing.length ? [`it left out ${facts.missing.join(', ')}`] : []),
    ...(facts.invented.length ? [`it invented the numbers ${facts.invented.join(', ')}`] : []),
    ...(facts.channels?.length ? [`it named channels the prompt does not give: ${facts.channels.join(', ')}`] : []),
  ];
  return { ok: false, facts, summary: parts.join('; ') };
}

/** Runs `work` with a signal that aborts at the deadline; the deadline wins even over a retry's back-off sleep. */
async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LlmCallError(`no usable answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
