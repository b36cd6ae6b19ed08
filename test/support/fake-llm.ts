// A local fake of an OpenAI-compatible chat-completions server, with its failure modes.
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export type LlmMode = 'ok' | 'timeout' | 'invalid-json' | 'wrong-schema' | 'error-500' | 'no-content';

export interface FakeLlm {
  baseUrl: string;
  mode: LlmMode;
  pages: unknown;
  requests: { model: string; messages: { role: string; content: string }[]; authorization?: string }[];
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    baseUrl: '',
    mode: 'ok',
    pages: [[{ type: 'title', value: 'Sandals that walk on sunshine' }, { type: 'cta', value: 'Shop now' }]],
    requests: [],
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return res.writeHead(404).end();
      fake.requests.push({ ...JSON.parse(raw), authorization: req.headers.authorization });
      const answer = (content: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      switch (fake.mode) {
        case 'ok':
          return answer(JSON.stringify({ pages: fake.pages }));
        case 'timeout':
          return; // never answers
        case 'invalid-json':
          return answer('{"pages": [[{"type": "title", "value": "unterminated');
        case 'wrong-schema':
          return answer(JSON.stringify({ pages: [[{ type: 'headline', value: 42 }]] }));
        case 'no-content':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
        case 'error-500':
          return res.writeHead(500).end('{"error":"overloaded"}');
      }
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
