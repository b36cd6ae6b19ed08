// A worker process as production runs it (`APP_ROLE=worker`, src/main.ts through ts-node) on the
// test app's database, Redis queue prefix and storage folder: for crash tests and the benchmark.
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { AppConfig } from '../../src/platform/config/app-config';

const ROOT = join(__dirname, '..', '..');

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves once the process has booted (its queues are registered). */
  ready: Promise<void>;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The environment of a worker that shares `config`'s database, queue and storage. */
export function workerEnv(
  config: AppConfig,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DESIGN_RENDER_WARM_UP: 'false',
    APP_ROLE: 'worker',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: config.redis.url as string,
    QUEUE_DRIVER: 'bull',
    QUEUE_PREFIX: config.queue.prefix,
    STORAGE_DIR: config.storage.dir,
    JWT_SECRET: config.auth.jwtSecret,
    APP_URL: config.http.appUrl,
    MIGRATIONS_RUN: 'false',
    DEMO_SEED_ON_EMPTY: 'false',
    MEDIA_FETCH_ALLOW_HOSTS: config.media.fetchAllowHosts.join(','),
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
    IDEMPOTENCY_PRUNE_INTERVAL_MS: '0',
    WEBHOOK_RECONCILE_INTERVAL_MS: '0',
    OUTBOX_DISPATCH_INTERVAL_MS: '0',
    SESSION_PRUNE_INTERVAL_MS: '0',
    DESIGN_RECONCILE_INTERVAL_MS: '0',
    ...extra,
  };
}

export function spawnWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', join(ROOT, 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (/role worker, queue bull/.test(out)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`worker exited (${code ?? signal}) before it was ready:\n${out.slice(-4000)}`)),
    );
  });
  ready.catch(() => undefined);
  return {
    child,
    ready,
    output: () => out,
    kill: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
