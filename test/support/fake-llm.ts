// A local fake of an OpenAI-compatible chat-completions server, with its failure modes. A test
// either sets `mode` (every request answered alike) or queues `script` (one reply per request, in
// order, before `mode` takes over again): "429 then an answer", "an invented price, then a fix".
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export type LlmMode = 'ok' | 'timeout' | 'invalid-json' | 'wrong-schema' | 'error-500' | 'no-content';

/** One scripted reply: pages (as the JSON content), raw content, an error status, or silence. */
export type LlmReply =
  { pages: unknown } | { content: string } | { status: number; retryAfterMs?: number } | 'timeout' | 'no-content';

export interface FakeLlmRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  temperature?: number;
  authorization?: string;
}

export interface FakeLlm {
  baseUrl: string;
  mode: LlmMode;
  pages: unknown;
  script: LlmReply[];
  /** Answer 400 to `response_format: json_schema`, as servers without structured output do. */
  refuseJsonSchema: boolean;
  /** Answer 400 to any `temperature`, as OpenAI's reasoning models do. */
  refuseTemperature: boolean;
  /** `retry-after-ms` sent with 429 and 5xx answers (the client waits that long before retrying). */
  retryAfterMs: number;
  requests: FakeLlmRequest[];
  close(): Promise<void>;
}

const MODE_REPLY = (fake: FakeLlm): LlmReply => {
  switch (fake.mode) {
    case 'ok':
      return { pages: fake.pages };
    case 'timeout':
      return 'timeout';
    case 'invalid-json':
      return { content: '{"pages": [[{"type": "title", "value": "unterminated' };
    case 'wrong-schema':
      return { pages: [[{ type: 'headline', value: 42 }]] };
    case 'no-content':
      return 'no-content';
    case 'error-500':
      return { status: 500 };
  }
};

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    mode: 'ok',
    pages: [
      [
        { type: 'title', value: 'Sandals that walk on sunshine' },
        { type: 'cta', value: 'Shop now' },
      ],
    ],
    script: [],
    refuseJsonSchema: false,
    refuseTemperature: false,
    retryAfterMs: 1,
    requests: [],
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
      const body = JSON.parse(raw) as FakeLlmRequest;
      fake.requests.push({ ...body, authorization: req.headers.authorization });
      if (fake.refuseJsonSchema && body.response_format?.type === 'json_schema') {
        // The wording llama.cpp-style servers use; the client reads only the status and this text.
        return res.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { message: "response_format type 'json_schema' is not supported", type: 'invalid_request_error' },
          }),
        );
      }
      if (fake.refuseTemperature && body.temperature !== undefined) {
        return res.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              message: "Unsupported value: 'temperature' does not support 0.7 with this model.",
              type: 'invalid_request_error',
              param: 'temperature',
            },
          }),
        );
      }
      const reply = fake.script.shift() ?? MODE_REPLY(fake);
      const answer = (content: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            model: body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 },
          }),
        );
      if (reply === 'timeout') return; // never answers
      if (reply === 'no-content')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
      if ('status' in reply) {
        return res
          .writeHead(reply.status, {
            'content-type': 'application/json',
            'retry-after-ms': String(reply.retryAfterMs ?? fake.retryAfterMs),
          })
          .end(JSON.stringify({ error: { message: 'overloaded' } }));
      }
      return answer('content' in reply ? reply.content : JSON.stringify({ pages: reply.pages }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
