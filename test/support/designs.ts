// Helpers for design specs: request bodies, images fetched the way a browser would (the signed URL,
// no key), pixel fingerprints, ledger rows of a request, a slow or failing render pool, and local
// "outside" servers (a media host that can delay its answer, a canary that counts connections).
import { createServer, Server } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import request from 'supertest';
import sharp from 'sharp';
import { hamming, phash } from '../../libs/design-engine/testing/phash';
import type { RenderInput, RenderResult } from '../../libs/design-engine/render/render';
import { DesignRenderPool } from '../../src/modules/rendering';
import { TestApp } from './test-app';

export const PROMPT_BODY = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  type: 'socialMedia',
  subtype: 'socialMedia-instagram-post',
  numOfVariants: 1,
};

export const EVERY_BLOCK_PAGE = [
  { type: 'title', value: 'Autumn coffee tasting' },
  { type: 'subtitle', value: 'Six single origins, one evening' },
  { type: 'offer', value: '2 for 1 tickets' },
  { type: 'bulletlist', value: ['Ethiopia and Kenya', 'Guided by our roaster'] },
  { type: 'body', value: 'Friday at 7 pm in the Old Mill roastery.' },
  { type: 'cta', value: 'Book a seat' },
];

/** GET of an absolute app URL (signed image or page) against the test server, without a key. */
export function getAppUrl(t: TestApp, url: string): request.Test {
  const u = new URL(url);
  return t.http().get(`${u.pathname}${u.search}`).buffer(true);
}

export async function imageInfo(
  bytes: Buffer,
): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Smallest perceptual distance between any two of the images: above a few bits, they look different. */
export async function smallestDistance(images: Buffer[]): Promise<number> {
  const hashes = await Promise.all(images.map((i) => phash(i)));
  let min = Infinity;
  for (let i = 0; i < hashes.length; i++)
    for (let j = i + 1; j < hashes.length; j++) min = Math.min(min, hamming(hashes[i], hashes[j]));
  return min;
}

export async function ledgerOf(t: TestApp, requestId: string): Promise<{ kind: string; amount: number }[]> {
  const rows: { kind: string; amount: string }[] = await t.db.query(
    `SELECT kind, amount FROM credit_ledger WHERE request_id = $1 ORDER BY seq`,
    [requestId],
  );
  return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
}

export async function pollStatus(
  t: TestApp,
  key: string,
  requestId: string,
  until: (status: string) => boolean,
  withinMs = 60000,
  bearer?: string,
) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const req = t.http().get(`${t.base}/general/request-status/${requestId}`).set('service-api-key', key);
    if (bearer) req.set('authorization', bearer);
    const res = await req;
    if (res.status === 200 && until(res.body.body.status)) return res.body.body;
    if (Date.now() > deadline) throw new Error(`request ${requestId} is still ${res.body.body?.status ?? res.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A render pool that always fails, as a broken engine would. */
export class FailingRenderPool extends DesignRenderPool {
  calls = 0;
  async render(): Promise<RenderResult> {
    this.calls++;
    throw new Error('forced render failure');
  }
  async warmUp(): Promise<void> {}
  async close(): Promise<void> {}
}

/** A render pool whose renders wait until released: keeps requests in flight. */
export class GatedRenderPool extends DesignRenderPool {
  private open!: () => void;
  private gate = new Promise<void>((r) => (this.open = r));
  constructor(private readonly inner: { render(input: RenderInput): Promise<RenderResult> }) {
    super();
  }
  release(): void {
    this.open();
  }
  async render(input: RenderInput): Promise<RenderResult> {
    await this.gate;
    return this.inner.render(input);
  }
  async warmUp(): Promise<void> {}
  async close(): Promise<void> {}
}

/** An "outside" HTTP server: serves `routes`, may delay answers, counts connections. */
export class FakeMediaHost {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  connections = 0;
  requests: string[] = [];
  delayMs = 0;

  constructor(private readonly routes: Record<string, { type: string; body: Buffer }> = {}) {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '/');
      const route = this.routes[req.url ?? '/'];
      const answer = () =>
        route ? res.writeHead(200, { 'content-type': route.type }).end(route.body) : res.writeHead(404).end();
      if (this.delayMs > 0) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          answer();
        }, this.delayMs);
        this.timers.add(timer);
      } else answer();
    });
    this.server.on('connection', (s: Socket) => {
      this.connections++;
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  private host = '127.0.0.1';

  async start(host = '127.0.0.1'): Promise<this> {
    this.host = host;
    await new Promise<void>((r) => this.server.listen(0, host, () => r()));
    return this;
  }

  url(path: string): string {
    return `http://${this.host}:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}
