// A local OpenAI-compatible server that answers chat completions with recorded model answers, so the
// scorecard can call the LLM path over HTTP exactly as the service does, without a model.
import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';

export interface RecordedLlmServer {
  /** Base URL to use as the provider's (ends in /v1). */
  url: string;
  /** Request bodies received, in order (for checks). */
  requests: unknown[];
  close(): Promise<void>;
}

/**
 * Serves `POST /v1/chat/completions`: the answer recorded for the prompt found in the user message
 * (recorded: prompt → the model's content), or 404 when no recorded prompt is in it.
 */
export async function startRecordedLlmServer(recorded: ReadonlyMap<string, string>): Promise<RecordedLlmServer> {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return send(404, { error: { message: 'not found' } });
      let body: { messages?: { role: string; content: string }[] };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return send(400, { error: { message: 'invalid JSON' } });
      }
      requests.push(body);
      const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const match = [...recorded.entries()].find(([prompt]) => user.includes(prompt));
      if (!match) return send(404, { error: { message: 'no recorded answer for this brief' } });
      send(200, {
        id: 'recorded',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: match[1] }, finish_reason: 'stop' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
