// Slow-loris clients: sockets that never finish their headers or their body, or sit idle after an
// answer. Each is timed from connect to the moment the server closes it; this side never closes
// first (except at the give-up bound, which counts as "not closed").
import { createConnection, Socket } from 'node:net';
import { percentile } from './support';

export interface SlowKind {
  name: string;
  count: number;
  /** The longest the server may take to close such a socket, by its configuration. */
  boundMs: number;
  /** What the client does once connected (it keeps dribbling until the socket closes). */
  behave(socket: Socket, dribble: (chunk: string, everyMs: number) => void): void;
}

export interface SlowKindResult {
  name: string;
  count: number;
  boundMs: number;
  closed: number;
  got408: number;
  p50Ms: number;
  maxMs: number;
  connectErrors: number;
}

const GIVE_UP_AFTER_BOUND_MS = 15_000;

function runOne(
  port: number,
  kind: SlowKind,
): Promise<{ ms: number; closedByServer: boolean; got408: boolean; connectError: boolean }> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const timers: NodeJS.Timeout[] = [];
    let started = 0;
    let received = '';
    let connectError = false;
    let gaveUp = false;
    socket.on('data', (d: Buffer) => {
      if (received.length < 64) received += d.toString('latin1');
    });
    socket.on('error', () => (connectError = started === 0));
    socket.on('connect', () => {
      started = performance.now();
      timers.push(setTimeout(() => ((gaveUp = true), socket.destroy()), kind.boundMs + GIVE_UP_AFTER_BOUND_MS));
      kind.behave(socket, (chunk, everyMs) => {
        let i = 0;
        timers.push(setInterval(() => !socket.destroyed && socket.write(chunk[i++ % chunk.length]), everyMs));
      });
    });
    socket.on('close', () => {
      timers.forEach((t) => clearTimeout(t));
      resolve({
        ms: started ? performance.now() - started : 0,
        closedByServer: !gaveUp && !connectError,
        got408: received.startsWith('HTTP/1.1 408'),
        connectError,
      });
    });
  });
}

export async function runSlowClients(port: number, kinds: SlowKind[]): Promise<SlowKindResult[]> {
  return Promise.all(
    kinds.map(async (kind) => {
      const runs = await Promise.all(Array.from({ length: kind.count }, () => runOne(port, kind)));
      const closed = runs
        .filter((r) => r.closedByServer)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      return {
        name: kind.name,
        count: kind.count,
        boundMs: kind.boundMs,
        closed: closed.length,
        got408: runs.filter((r) => r.got408).length,
        p50Ms: percentile(closed, 50),
        maxMs: closed.length ? closed[closed.length - 1] : 0,
        connectErrors: runs.filter((r) => r.connectError).length,
      };
    }),
  );
}

/** The four shapes of slow client, with the bound each must be closed within. */
export function slowKinds(opts: {
  scale: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  marginMs: number;
  bodyPath: string;
}): SlowKind[] {
  const n = (full: number) => Math.max(2, Math.round(full * opts.scale));
  const slack = opts.checkIntervalMs + opts.marginMs;
  return [
    {
      name: 'connects, sends nothing',
      count: n(50),
      boundMs: opts.headersTimeoutMs + slack,
      behave: () => undefined,
    },
    {
      name: 'headers one byte every 500 ms, never finished',
      count: n(150),
      boundMs: opts.headersTimeoutMs + slack,
      behave: (socket, dribble) => {
        socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        dribble('X-Slow: aaaaaaaa\r\n', 500);
      },
    },
    {
      // Body parsing runs before the key guard, so this needs no key: anyone can try it.
      name: 'JSON body one byte a second, never finished',
      count: n(50),
      boundMs: opts.requestTimeoutMs + slack,
      behave: (socket, dribble) => {
        socket.write(
          `POST ${opts.bodyPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n`,
        );
        dribble('{"prompt":"aaaaaaaaaaaaaaaa', 1000);
      },
    },
    {
      // Node closes an idle keep-alive socket a second after keepAliveTimeout (its grace for a
      // request already on the way), by a socket timer rather than the sweep.
      name: 'one request answered, then idle (keep-alive)',
      count: n(20),
      boundMs: opts.keepAliveTimeoutMs + 1000 + slack,
      behave: (socket) => {
        socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      },
    },
  ];
}
