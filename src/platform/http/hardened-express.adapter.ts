// Express adapter whose HTTP server cuts off slow clients (slow-loris): Node only enforces header
// and request timeouts on a periodic sweep, whose interval can be set only at server creation.
import { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer } from 'node:http';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/** How often Node sweeps for connections past their header or request timeout. */
export function connectionsCheckingIntervalMs(timeouts: ServerTimeouts): number {
  return Math.min(1000, timeouts.headersTimeoutMs);
}

export class HardenedExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: ServerTimeouts) {
    super();
  }

  override initHttpServer(options: NestApplicationOptions): void {
    const server = createServer(
      {
        headersTimeout: this.timeouts.headersTimeoutMs,
        requestTimeout: this.timeouts.requestTimeoutMs,
        keepAliveTimeout: this.timeouts.keepAliveTimeoutMs,
        connectionsCheckingInterval: connectionsCheckingIntervalMs(this.timeouts),
      },
      this.getInstance(),
    );
    this.setHttpServer(server);
    if (options?.forceCloseConnections) (this as unknown as { trackOpenConnections(): void }).trackOpenConnections();
  }
}
