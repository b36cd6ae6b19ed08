// Open-loop traffic for chaos:abuse: requests leave on a fixed schedule whatever the answers take
// (a slow server does not slow the senders down, so its slowness shows in the latencies), over
// keep-alive connections of plain node:http (cheap for the shared CPU). Each answer is checked:
// a 2xx carries the RateLimit headers, a 429 is the SPEC envelope with Retry-After.
import { Agent, request } from 'node:http';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
}

let promptCounter = 0;
const CONTENT: Call = {
  method: 'POST',
  path: '/general/content-from-prompt',
  // A new prompt each call, so no copy cache answers for the server.
  body: () =>
    JSON.stringify({
      prompt: `Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50 (${process.pid}-${++promptCounter})`,
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
    }),
};

/** What an ordinary integration does: half paid content calls, half catalog reads. */
export const NORMAL_MIX: Call[] = [
  CONTENT,
  { method: 'GET', path: '/general/design-types' },
  CONTENT,
  { method: 'GET', path: '/general/fonts' },
  CONTENT,
  { method: 'GET', path: '/general/design-options' },
];

export interface Answer {
  status: number;
  /** When the request left, in ms since the epoch (comparable across processes on one machine). */
  at: number;
  ms: number;
  /** Empty when the answer is what its status promises; else what is wrong with it. */
  problem: string;
}

/** The service's one-second burst cap for a per-minute limit at the default RATE_LIMIT_BURST_FACTOR (3). */
const burstLimit = (perMinute: number): number => Math.max(10, Math.ceil((perMinute * 3) / 60));

function problemOf(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
  limit: number,
): string {
  const h = (name: string) => String(headers[name] ?? '');
  // A 2xx carries the minute's headers; a 429 those of the window that refused it (minute or burst).
  const limits = status === 429 ? [String(limit), String(burstLimit(limit))] : [String(limit)];
  if (!limits.includes(h('ratelimit-limit'))) return `RateLimit-Limit ${h('ratelimit-limit') || 'missing'}`;
  if (!/^\d+$/.test(h('ratelimit-remaining')) || !/^\d+$/.test(h('ratelimit-reset')))
    return 'RateLimit-Remaining/Reset missing';
  if (status !== 429) return '';
  let body: { status?: number; body?: { message?: string; code?: string } } = {};
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (body.status !== 429 || body.body?.code !== 'rate_limited' || body.body.message !== 'Too many requests')
    return `envelope ${text.slice(0, 120)}`;
  if (!/^[1-9]\d*$/.test(h('retry-after'))) return `Retry-After ${h('retry-after') || 'missing'}`;
  if (h('ratelimit-remaining') !== '0') return `RateLimit-Remaining ${h('ratelimit-remaining')} on a 429`;
  return '';
}

export class Client {
  // Idle sockets are closed here after 4 s, before the server's 5 s keep-alive closes them: otherwise
  // a request can go out on a socket the server is closing that instant (ECONNRESET, seen once in
  // 9 000 requests), a client-side race that says nothing about the server.
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
  private next = 0;

  constructor(
    private readonly base: { port: number; basePath: string },
    private readonly key: string,
    private readonly limit: number,
    private readonly mix: Call[] = NORMAL_MIX,
  ) {}

  /** The next call of the mix, in turn. */
  send(): Promise<Answer> {
    const call = this.mix[this.next++ % this.mix.length];
    const body = call.body?.();
    const t0 = performance.now();
    return new Promise((resolve) => {
      const req = request(
        {
          agent: this.agent,
          host: '127.0.0.1',
          port: this.base.port,
          method: call.method,
          path: this.base.basePath + call.path,
          headers: {
            'service-api-key': this.key,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const problem =
              status < 300 || status === 429
                ? problemOf(status, res.headers, Buffer.concat(chunks).toString(), this.limit)
                : '';
            resolve({ status, at: performance.timeOrigin + t0, ms: performance.now() - t0, problem });
          });
        },
      );
      req.on('error', (err) =>
        resolve({ status: 0, at: performance.timeOrigin + t0, ms: performance.now() - t0, problem: err.message }),
      );
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Calls `fire` `ratePerSecond` times a second for `durationMs`, on schedule (starting at a random
 * phase so several senders do not tick in lockstep); resolves with every answer once all are in.
 */
export async function openLoop(
  ratePerSecond: number,
  durationMs: number,
  fire: () => Promise<Answer>,
): Promise<Answer[]> {
  const gapMs = 1000 / ratePerSecond;
  const start = performance.now() + Math.random() * gapMs;
  const total = Math.floor((durationMs / 1000) * ratePerSecond);
  const pending: Promise<Answer>[] = [];
  while (pending.length < total) {
    const due = start + pending.length * gapMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    while (pending.length < total && start + pending.length * gapMs <= performance.now() + 1) pending.push(fire());
  }
  return Promise.all(pending);
}
