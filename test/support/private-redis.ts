// A private redis-server on a port of the caller's choosing (never the shared Redis): for tests that
// need a Redis configured differently (an evicting policy, CONFIG refused) and for chaos runs that
// restart it. Extra arguments go to redis-server as they are.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** Fails loudly when no redis-server binary is on PATH: CI has one, and a silent skip would hide the suite. */
export function requireRedisServer(): void {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error(
      'redis-server is not on PATH: this suite starts Redis servers of its own (apt install redis-server)',
    );
}

const canListen = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const got = (srv.address() as { port: number }).port;
      srv.close(() => resolve(got));
    });
  });

/**
 * A port free right now: the first free one of PRIVATE_REDIS_PORTS ("4290-4299") when set (a
 * machine shared by sessions with assigned port ranges), else one the OS picks.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PRIVATE_REDIS_PORTS ?? '');
  if (!range) return (await canListen(0)) as number;
  for (let port = Number(range[1]); port <= Number(range[2]); port++) if (await canListen(port)) return port;
  throw new Error(`no free port in PRIVATE_REDIS_PORTS=${process.env.PRIVATE_REDIS_PORTS}`);
}

export class PrivateRedis {
  private child: ChildProcess | null = null;
  private log = '';

  /** `dir` holds its files (an append-only file, when `args` turn it on: a restart then keeps the data). */
  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly args: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', ...this.args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (c: Buffer) => (this.log = (this.log + c.toString()).slice(-8000)));
    child.stderr?.on('data', (c: Buffer) => (this.log = (this.log + c.toString()).slice(-8000)));
    this.child = child;
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server on ${this.port} exited at start:\n${this.log}`);
      if (await this.ping()) return;
      if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not answer:\n${this.log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGTERM is Redis's graceful shutdown: the AOF is flushed, nothing acknowledged is lost. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  private async ping(): Promise<boolean> {
    const c = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    c.on('error', () => undefined); // refused until the server listens: that is the answer
    try {
      await c.connect();
      return (await c.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      c.disconnect();
    }
  }

  /** A client that reconnects after a restart (its commands wait while Redis is down). */
  client(): Redis {
    return new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: null });
  }
}
