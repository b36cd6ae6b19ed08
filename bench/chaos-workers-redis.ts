// A private redis-server for chaos:workers (never the shared one): an append-only file fsynced on
// every write, so a graceful restart (SIGTERM, as `redis-cli shutdown` does) keeps every job Bull
// was told was stored. Also reads Bull's keys straight from Redis for the audits.
import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';

export class PrivateRedis {
  private child: ChildProcess | null = null;
  private log = '';

  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly extraArgs: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '', ...this.extraArgs],
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

/** Ids of every job hash Bull holds for a queue (`<prefix>:<queue>:<jobId>`), whatever its state. */
export async function bullJobIds(redis: Redis, prefix: string, queue: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const head = `${prefix}:${queue}:`;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${head}*`, 'COUNT', 1000);
    cursor = next;
    for (const k of keys) {
      const rest = k.slice(head.length);
      if (/^[0-9a-f-]{36}$/.test(rest)) ids.add(rest);
    }
  } while (cursor !== '0');
  return ids;
}

export interface BullCounts {
  waiting: number;
  active: number;
  delayed: number;
  paused: number;
  completed: number;
  failed: number;
}

export async function bullCounts(redis: Redis, prefix: string, queue: string): Promise<BullCounts> {
  const k = (s: string) => `${prefix}:${queue}:${s}`;
  const [waiting, active, paused, delayed, completed, failed] = await Promise.all([
    redis.llen(k('wait')),
    redis.llen(k('active')),
    redis.llen(k('paused')),
    redis.zcard(k('delayed')),
    redis.zcard(k('completed')),
    redis.zcard(k('failed')),
  ]);
  return { waiting, active, delayed, paused, completed, failed };
}
