// Helpers for webhook tests: a local receiver (an "outside" service), events triggered the way the
// designs module will (recordEvent inside a UnitOfWork), and end-user bearer tokens.
import { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SessionsService } from '../../src/modules/identity';
import { RecordedWebhookEvent, WebhookEventInput, WebhooksService } from '../../src/modules/webhooks';
import { UnitOfWork } from '../../src/platform/database';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the n-th request (1-based): answer a status, never answer, or drop the connection. */
export type Behaviour = (n: number, path: string) => number | 'hang' | 'drop' | { status: number; location: string };

export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private readonly server: Server;
  private port = 0;
  behaviour: Behaviour = () => 200;

  constructor() {
    this.server = createServer((req, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const action = this.behaviour(this.countFor(path), path);
        if (action === 'hang') return;
        if (action === 'drop') return req.socket.destroy();
        if (typeof action === 'object') return res.writeHead(action.status, { location: action.location }).end();
        res.writeHead(action, { 'content-type': 'text/plain' }).end(action < 300 ? 'ok' : 'no');
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  get portNumber(): number {
    return this.port;
  }

  countFor(path: string): number {
    return this.received.filter((r) => r.path === path).length;
  }

  at(path: string): ReceivedDelivery[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Resolves once `path` got `count` requests; fails (not a timing assertion, a bound) after `withinMs`. */
  async waitFor(path: string, count: number, withinMs = 20000): Promise<ReceivedDelivery[]> {
    await eventually(
      () => this.countFor(path) >= count,
      withinMs,
      () => `${path} got ${this.countFor(path)} of ${count} deliveries`,
    );
    return this.at(path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

export async function eventually(
  check: () => boolean | Promise<boolean>,
  withinMs = 20000,
  describe: () => string = () => 'condition',
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${describe()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What the designs module does on completion: recordEvent inside its own transaction. */
export function recordEvent(app: INestApplication, event: WebhookEventInput): Promise<RecordedWebhookEvent> {
  return app.get(UnitOfWork).run((tx) => app.get(WebhooksService).recordEvent(tx, event));
}

export function requestStatus(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const requestId = randomUUID();
  return {
    requestId,
    status: 'completed',
    queueWaitTime: 12,
    processingTime: 340,
    designId: randomUUID(),
    link: `http://localhost:3000/app/designs/${requestId}?exp=1&sig=x`,
    shareLink: 'http://localhost:3000/app/share/abc',
    variants: [{ index: 0, url: 'http://localhost:3000/x.jpg', width: 1080, height: 1080, format: 'jpg' }],
    warnings: [],
    ...overrides,
  };
}

/** A bearer token for an end user of `accountId` (a session opened as login-user would). */
export async function endUserToken(
  app: INestApplication,
  accountId: string,
  userId: string = randomUUID(),
): Promise<{ userId: string; accessToken: string }> {
  const tokens = await app
    .get(UnitOfWork)
    .run((tx) => app.get(SessionsService).open(tx, { accountId, userId, workspaceId: randomUUID() }));
  return { userId, accessToken: tokens.accessToken };
}
