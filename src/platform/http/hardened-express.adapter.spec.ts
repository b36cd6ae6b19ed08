// The adapter's server cuts off slow clients by itself (the header trickle is covered end to end in
// foundation.e2e-spec). No timing assertions: a slow socket must end up closed, and the test's own
// timeout is the generous bound; Node's defaults (request timeout 5 min, swept every 30 s) would
// blow through it.
import express from 'express';
import type { Server } from 'node:http';
import { AddressInfo, createConnection } from 'node:net';
import { HardenedExpressAdapter } from './hardened-express.adapter';

const TIMEOUTS = { headersTimeoutMs: 300, requestTimeoutMs: 800, keepAliveTimeoutMs: 200 };
const BOUND_MS = 10_000;

let server: Server;
let port: number;

beforeAll(async () => {
  const adapter = new HardenedExpressAdapter(TIMEOUTS);
  const app = adapter.getInstance<express.Express>();
  app.use(express.json());
  app.post('/echo', (req, res) => res.json(req.body));
  adapter.initHttpServer({});
  server = adapter.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Writes `head`, then one character of `drip` every 100 ms; resolves with what the server sent once the socket closes. */
function client(head: string, drip = ''): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let received = '';
    let i = 0;
    const timer = setInterval(() => i < drip.length && socket.write(drip[i++]), 100);
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    if (head) socket.write(head);
  });
}

describe('HardenedExpressAdapter', () => {
  it(
    'closes a connection whose JSON body trickles in past the request timeout',
    async () => {
      const received = await client(
        'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
        `{"a":"${'x'.repeat(490)}"}`,
      );
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    },
    BOUND_MS,
  );

  it(
    'closes a connection that never sends a byte',
    async () => {
      expect(await client('')).toMatch(/^HTTP\/1\.1 408/);
    },
    BOUND_MS,
  );

  it(
    'answers a client that is slow but within the timeouts',
    async () => {
      // The last two bytes of the body come 100 ms apart, well inside the 800 ms request timeout.
      const received = await client(
        'POST /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":',
        '1}',
      );
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(received).toContain('{"a":1}');
    },
    BOUND_MS,
  );
});
