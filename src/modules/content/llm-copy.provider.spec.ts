// The LLM copy path against a local fake OpenAI-compatible server: the real client, retries,
// structured output, the fact gate, the one repair, and the fallback to the built-in copywriter.
import { Logger } from '@nestjs/common';
import { writeCopy } from '../../../libs/copywriter';
import type { AppConfig } from '../../platform/config/app-config';
import { MetricsService } from '../../platform/observability/metrics.service';
import { FakeLlm, startFakeLlm } from '../../../test/support/fake-llm';
import { BuiltinCopyProvider } from './builtin-copy.provider';
import { LlmCopyProvider } from './llm-copy.provider';

const REQUEST = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  width: 1080,
  height: 1080,
  language: 'english' as const,
  count: 2,
};
const GOOD = [
  [
    { type: 'title', value: 'Stride summer sale: 30% off sandals' },
    { type: 'cta', value: 'Shop now' },
  ],
  [
    { type: 'title', value: 'Free shipping over $50 at Stride' },
    { type: 'body', value: 'Light sandals for long days, until Sunday.' },
    { type: 'cta', value: 'Get yours' },
  ],
];
const INVENTED_PRICE = [
  GOOD[0],
  [
    { type: 'title', value: 'Stride sandals now $14.99, free shipping over $50' },
    { type: 'cta', value: 'Shop' },
  ],
];
const NO_OFFER = [
  [
    { type: 'title', value: 'Stride: sandals for summer' },
    { type: 'cta', value: 'Shop now' },
  ],
  [
    { type: 'title', value: 'Walk light all summer' },
    { type: 'cta', value: 'Find yours' },
  ],
];

describe('LlmCopyProvider', () => {
  let llm: FakeLlm;
  let metrics: MetricsService;
  const provider = (overrides: Partial<AppConfig['llm']> = {}) => {
    const config = {
      llm: {
        baseUrl: llm.baseUrl,
        apiKey: 'sk-fake',
        model: 'fake-model',
        timeoutMs: 300,
        maxRetries: 2,
        totalTimeoutMs: 5000,
        ...overrides,
      },
    } as AppConfig;
    return new LlmCopyProvider(config, new BuiltinCopyProvider(), metrics);
  };
  const outcome = async (name: string) =>
    (await metrics.registry.getSingleMetricAsString('llm_copy_requests_total')).match(
      new RegExp(`outcome="${name}"} (\\d+)`),
    )?.[1];
  const builtin = writeCopy(REQUEST).pages;

  beforeEach(async () => {
    llm = await startFakeLlm();
    metrics = new MetricsService();
  });
  afterEach(() => llm.close());

  it('uses a good answer, asked for with the block schema as structured output', async () => {
    llm.script = [{ pages: GOOD }];
    const copy = await provider().write(REQUEST, { requestId: 'r1' });
    expect(copy).toMatchObject({ source: 'llm', pages: GOOD, warnings: [] });
    expect(llm.requests).toHaveLength(1);
    const sent = llm.requests[0];
    expect(sent.model).toBe('fake-model');
    expect(sent.authorization).toBe('Bearer sk-fake');
    expect(sent.response_format?.type).toBe('json_schema');
    const schema = sent.response_format?.json_schema?.schema as {
      properties: { pages: { items: { items: { properties: { type: { enum: string[] } } } } } };
    };
    expect(schema.properties.pages.items.items.properties.type.enum.sort()).toEqual([
      'body',
      'bulletlist',
      'cta',
      'offer',
      'subtitle',
      'title',
    ]);
    expect(await outcome('ok')).toBe('1');
  });

  it('repairs an answer that invents a price, telling the model which number', async () => {
    llm.script = [{ pages: INVENTED_PRICE }, { pages: GOOD }];
    const copy = await provider().write(REQUEST);
    expect(copy).toMatchObject({ source: 'llm', pages: GOOD, warnings: [] });
    expect(llm.requests).toHaveLength(2);
    const repair = llm.requests[1].messages;
    expect(repair[2]).toEqual({ role: 'assistant', content: JSON.stringify({ pages: INVENTED_PRICE }) });
    expect(repair[3].content).toContain('numbers the brief does not give ("14.99")');
    expect(await outcome('repaired')).toBe('1');
  });

  it('repairs an answer that names a channel the prompt does not give (an app, for a sale with no app)', async () => {
    const WITH_APP = [GOOD[0], [...GOOD[1].slice(0, 2), { type: 'cta', value: 'Get the app' }]];
    llm.script = [{ pages: WITH_APP }, { pages: GOOD }];
    const copy = await provider().write(REQUEST);
    expect(copy).toMatchObject({ source: 'llm', pages: GOOD });
    expect(llm.requests[1].messages[3].content).toContain(
      'ways to reach the advertiser the brief does not give ("app")',
    );
  });

  it('repairs an answer missing the offer on the second call', async () => {
    llm.script = [{ pages: NO_OFFER }, { pages: GOOD }];
    const copy = await provider().write(REQUEST);
    expect(copy).toMatchObject({ source: 'llm', pages: GOOD });
    expect(llm.requests[1].messages[3].content).toContain('It leaves out the offer "30% off"');
    expect(llm.requests[1].messages[3].content).toContain('It leaves out the offer "free shipping over $50"');
  });

  it('falls back with a warning when the repaired answer is still wrong', async () => {
    llm.script = [{ pages: NO_OFFER }, { pages: INVENTED_PRICE }];
    const copy = await provider().write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.pages).toEqual(builtin);
    expect(copy.warnings).toEqual([
      "The language model's copy was not used (after one repair: it invented the numbers 14.99); the built-in copywriter wrote this copy.",
    ]);
    expect(llm.requests).toHaveLength(2);
    expect(await outcome('fallback')).toBe('1');
  });

  it('repairs malformed JSON once, then falls back if it stays malformed', async () => {
    llm.script = [{ content: '{"pages": [[{"type": "title"' }, { pages: GOOD }];
    expect((await provider().write(REQUEST)).source).toBe('llm');
    expect(llm.requests[1].messages[3].content).toContain('- The answer is not valid JSON');

    llm.script = [{ content: 'Sure! Here you go' }, { content: 'pages: none' }];
    const copy = await provider().write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain(
      'after one repair: its answer did not fit the content schema: The answer is not valid JSON',
    );
  });

  it('repairs an answer with fewer pages than asked for', async () => {
    llm.script = [{ pages: [GOOD[0]] }, { pages: GOOD }];
    expect(await provider().write(REQUEST)).toMatchObject({ source: 'llm', pages: GOOD });
    expect(llm.requests[1].messages[3].content).toContain('- The answer must contain exactly 2 pages (has 1)');
  });

  it('falls back when every attempt times out, after the configured retries', async () => {
    llm.mode = 'timeout';
    const copy = await provider({ timeoutMs: 100, maxRetries: 1 }).write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('the model did not answer within 100 ms');
    expect(llm.requests).toHaveLength(2);
  });

  it('retries a 429 and uses the answer that follows', async () => {
    llm.script = [{ status: 429 }, { pages: GOOD }];
    const copy = await provider().write(REQUEST);
    expect(copy).toMatchObject({ source: 'llm', pages: GOOD });
    expect(llm.requests).toHaveLength(2);
  });

  it('falls back after retrying 500s', async () => {
    llm.mode = 'error-500';
    const copy = await provider({ maxRetries: 2 }).write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('the model server answered HTTP 500');
    expect(llm.requests).toHaveLength(3);
  });

  it('keeps the whole call within the total time, even when the server asks for a long wait', async () => {
    llm.script = [{ status: 429, retryAfterMs: 2_000 }];
    const copy = await provider({ totalTimeoutMs: 300 }).write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('no usable answer within 300 ms');
  });

  it('asks for json_object from a server that refuses json_schema, and keeps doing so', async () => {
    llm.refuseJsonSchema = true;
    llm.script = [{ pages: GOOD }, { pages: GOOD }];
    const p = provider();
    expect((await p.write(REQUEST)).source).toBe('llm');
    expect(llm.requests.map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect((await p.write(REQUEST)).source).toBe('llm');
    expect(llm.requests.map((r) => r.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('drops the temperature for a model that refuses it', async () => {
    llm.refuseTemperature = true;
    llm.script = [{ pages: GOOD }];
    expect((await provider().write(REQUEST)).source).toBe('llm');
    expect(llm.requests.map((r) => r.temperature)).toEqual([0.7, undefined]);
  });

  it('falls back on a 400 that names no parameter it could drop, without retrying', async () => {
    llm.script = [{ status: 400 }];
    const copy = await provider().write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('the model server answered HTTP 400');
    expect(llm.requests).toHaveLength(1);
  });

  it('does not read an answer larger than any copy could be', async () => {
    llm.script = [{ content: JSON.stringify({ pages: GOOD, padding: 'x'.repeat(300_000) }) }];
    const copy = await provider().write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('the model answered more than 256 KiB');
    expect(llm.requests).toHaveLength(1);
  });

  it('logs each call with the request id, the model, the latency, the repair and the reason', async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      llm.script = [{ pages: NO_OFFER }, { pages: GOOD }];
      await provider().write(REQUEST, { requestId: 'req-1' });
      expect(log).toHaveBeenLastCalledWith(
        { requestId: 'req-1', model: 'fake-model', latencyMs: expect.any(Number), repaired: true, tokens: 84 },
        'LLM copy used',
      );
      llm.mode = 'error-500';
      await provider({ maxRetries: 0 }).write(REQUEST, { requestId: 'req-2' });
      expect(warn).toHaveBeenLastCalledWith(
        {
          requestId: 'req-2',
          model: 'fake-model',
          latencyMs: expect.any(Number),
          repaired: false,
          tokens: 0,
          reason: 'the model server answered HTTP 500',
        },
        'LLM copy not used; the built-in copywriter answered',
      );
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
  });

  it('falls back when the server is down', async () => {
    await llm.close();
    const copy = await provider({ maxRetries: 0 }).write(REQUEST);
    expect(copy.source).toBe('builtin');
    expect(copy.warnings[0]).toContain('the model server could not be reached');
  });
});
