// Shared by the chaos scripts (bench/chaos-*.ts): real processes of src/main.ts that can be
// SIGKILLed and restarted, a small HTTP client that records latencies and tells connection errors
// from answers, the run's header line (date, machine, load average) and the verdict (a table of
// checks, exit code 1 when any misses). Chaos scripts are not tests: they print figures for
// bench/RESULTS.md and fail loudly.
import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Agent, request } from 'undici';
import { machine, percentile } from './support';
import { SERVER_NODE_FLAGS } from './support';

const ROOT = join(__dirname, '..');

export const CHAOS_JWT_SECRET = 'chaos-secret-that-is-long-enough-for-hs256-0123456789';

/** The environment every spawned process shares: quiet, no crons, no demo seed, rate limits out of the way. */
export function chaosEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: CHAOS_JWT_SECRET,
    MIGRATIONS_RUN: 'false',
    DEMO_SEED_ON_EMPTY: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
    HOST: '127.0.0.1',
    ...extra,
  };
}

export interface AppProcessOptions {
  /** Shown in logs and reports (`api-1`, `worker-2`). */
  name: string;
  role: 'all' | 'api' | 'worker';
  /** HTTP port; 0 for a worker that nobody calls. */
  port: number;
  env: Record<string, string>;
  /** How long a start may take before it counts as failed (the first start transpiles the app). */
  startTimeoutMs?: number;
}

/**
 * One process of src/main.ts that a chaos script starts, SIGKILLs and starts again. Ready means
 * `/health` answers (a process that serves HTTP listens only once its modules are up) or, for a
 * worker, its "role worker" start line.
 */
export class AppProcess {
  private child: ChildProcess | null = null;
  private log = '';
  /** What the running life wrote, so a restarted worker is not taken as ready by its last life's line. */
  private lifeLog = '';
  private expectedExit = false;
  private cpuOfEarlierLives = 0;
  /** How many times this process was started (1 after the first start). */
  starts = 0;
  /** Milliseconds each start took until ready. */
  readonly startMs: number[] = [];
  /** Exits nobody asked for (a crash): a chaos script must count these, the load may hide them. */
  unexpectedExits = 0;

  constructor(readonly options: AppProcessOptions) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last 20 000 characters the process wrote (stdout and stderr together). */
  output(): string {
    return this.log;
  }

  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.options.name} is already running`);
    const t0 = Date.now();
    this.expectedExit = false;
    const { role, port, env } = this.options;
    // The transpile cache (not ts-node) halves a restart: the app's JavaScript is kept between starts.
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, '-r', join(__dirname, 'ts-hook.js'), join(ROOT, 'src', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          ...env,
          APP_ROLE: role,
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    this.lifeLog = '';
    const append = (c: Buffer) => {
      this.log = (this.log + c.toString()).slice(-20000);
      this.lifeLog = (this.lifeLog + c.toString()).slice(-20000);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    child.once('exit', (code, signal) => {
      if (this.expectedExit) return;
      this.unexpectedExits++;
      console.error(`${this.options.name} exited on its own (${code ?? signal}):\n${this.log.slice(-4000)}`);
    });
    const ready =
      role === 'worker'
        ? () => /role worker/.test(this.lifeLog)
        : () =>
            fetch(`${this.baseUrl}/health`).then(
              (r) => r.ok,
              () => false,
            );
    await waitFor(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${this.options.name} died while starting:\n${this.log.slice(-4000)}`);
        return ready();
      },
      this.options.startTimeoutMs ?? 120_000,
      `${this.options.name} to start`,
    );
    this.starts++;
    this.startMs.push(Date.now() - t0);
  }

  /** CPU time (ms) of every life of this process so far, the running one included. */
  cpuMs(): number {
    return this.cpuOfEarlierLives + (this.running ? cpuMs(this.child?.pid) : 0);
  }

  /** SIGKILL: no shutdown hooks, open transactions and sockets cut as a crash cuts them. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /** SIGTERM: the orderly stop at the end of a run. */
  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.expectedExit = true;
    this.cpuOfEarlierLives += cpuMs(child.pid);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** CPU time (user + system, ms) of a process, all its threads included; 0 once it is gone. */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (other databases on the server are not ours). */
export async function backendPids(client: Client, database: string): Promise<number[]> {
  const rows = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [database],
  );
  return rows.rows.map((r) => r.pid);
}

export interface CpuSpent {
  /** The app processes (every life of each, so a killed one's work still counts). */
  apps: number;
  /** The scratch database's backends (ones that closed meanwhile are lost, ones opened count whole). */
  database: number;
  /** This process: the load generator. */
  loadGenerator: number;
}

/**
 * CPU time spent between `begin()` and `end()` by the processes a chaos script runs, in ms. On a
 * machine shared with other jobs, wall time says little; CPU per request says what a quiet
 * machine would take.
 */
export class CpuMeter {
  private before: { apps: number; backends: Map<number, number>; self: NodeJS.CpuUsage } | null = null;

  /** `pg`: a connection to the measured database, held for the run (see `holdConnection`). */
  constructor(
    private readonly processes: AppProcess[],
    private readonly pg: Client,
  ) {}

  async begin(): Promise<void> {
    this.before = { apps: this.appsMs(), backends: await this.backends(), self: process.cpuUsage() };
  }

  async end(): Promise<CpuSpent> {
    if (!this.before) throw new Error('CpuMeter.end() before begin()');
    const self = process.cpuUsage(this.before.self);
    const before = this.before;
    const database = [...(await this.backends())].reduce(
      (sum, [pid, ms]) => sum + Math.max(0, ms - (before.backends.get(pid) ?? 0)),
      0,
    );
    return { apps: this.appsMs() - before.apps, database, loadGenerator: (self.user + self.system) / 1000 };
  }

  private appsMs(): number {
    return this.processes.reduce((sum, p) => sum + p.cpuMs(), 0);
  }

  private async backends(): Promise<Map<number, number>> {
    const pids = await backendPids(this.pg, this.pg.database ?? '');
    return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  }
}

/**
 * A connection the script holds from start to end: PostgreSQL's max_connections is shared with
 * other sessions' runs on this machine, and a connection opened mid-run may be refused (53300).
 */
export async function holdConnection(databaseUrl: string): Promise<Client> {
  const pg = new Client({ connectionString: databaseUrl, application_name: 'chaos-probe' });
  await retryWhileServerFull(() => pg.connect());
  return pg;
}

/** Runs `work` again while PostgreSQL refuses new connections (53300, too many clients), up to a minute. */
export async function retryWhileServerFull<T>(work: () => Promise<T>, withinMs = 60_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: string }).code !== '53300' || Date.now() > deadline) throw err;
      await sleep(500);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP answer, or the connection error that stood in for one (refused, reset, closed mid-answer). */
export type HttpOutcome =
  | {
      kind: 'answer';
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: unknown;
      ms: number;
    }
  | { kind: 'connection-error'; code: string; ms: number };

/**
 * A keep-alive HTTP client for load: every call's latency lands in `latencies`; a request that got
 * no answer comes back as a `connection-error` outcome instead of throwing, so a script can count
 * it and retry. Nothing is retried here (undici never retries a POST on its own).
 */
export class ChaosHttpClient {
  private readonly agent: Agent;
  readonly latencies: number[] = [];

  constructor(
    connectionsPerOrigin = 64,
    private readonly timeoutMs = 30_000,
  ) {
    this.agent = new Agent({ connections: connectionsPerOrigin, keepAliveTimeout: 10_000, pipelining: 1 });
  }

  async send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<HttpOutcome> {
    const t0 = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
    try {
      const res = await request(url, {
        method,
        dispatcher: this.agent,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const text = await res.body.text();
      const elapsed = ms();
      this.latencies.push(elapsed);
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: the caller sees the raw text.
      }
      return { kind: 'answer', status: res.statusCode, headers: res.headers, body: parsed, ms: elapsed };
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string }; name?: string };
      return { kind: 'connection-error', code: e.code ?? e.cause?.code ?? e.name ?? 'unknown', ms: ms() };
    }
  }

  /** p50 and p99 of every answered call so far, in ms. */
  percentiles(): { p50: number; p99: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** The run's first line: date, machine and the load other sessions put on it. */
export function runHeader(what: string): string {
  return `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, ${machine()}, load average ${loadAverage()}: ${what}`;
}

/** `--scale 0.1` (development runs) multiplies the request counts; 1 by default. */
export function scaleArg(argv = process.argv): number {
  const i = argv.indexOf('--scale');
  if (i < 0) return 1;
  const scale = Number(argv[i + 1]);
  if (!(scale > 0 && scale <= 1)) throw new Error(`--scale must be in (0, 1], got ${argv[i + 1]}`);
  return scale;
}

export interface Check {
  name: string;
  target: string;
  measured: string | number;
  ok: boolean;
}

/** Prints the checks as a markdown table and sets the exit code: 1 when any check missed. */
export function verdict(checks: Check[]): boolean {
  console.log('| check | target | measured | |');
  console.log('|---|---|---|---|');
  for (const c of checks) console.log(`| ${c.name} | ${c.target} | ${c.measured} | ${c.ok ? 'met' : '**MISSED**'} |`);
  const ok = checks.every((c) => c.ok);
  console.log(ok ? '\nOK: every check met' : `\nFAILED: ${checks.filter((c) => !c.ok).length} check(s) missed`);
  if (!ok) process.exitCode = 1;
  return ok;
}
