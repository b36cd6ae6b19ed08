// An HTTP benchmark beside a bare Nest route (the framework's floor on this machine), in one run.
// Each server runs in a forked process of its own (the bare route too, so the app's work never
// slows the floor it is compared with); autocannon runs here. Rounds are interleaved (bare, A, B,
// bare, A, B, ...) and every row reports the median over rounds of its ratio to the bare route of
// the same round, so a machine that gets busier halfway through moves both sides.
// The app runs in the production configuration by default: Redis for the rate limit and Bull,
// `info` logs written to a pipe. `--kind` adds a labelled row set from the kinder setup earlier
// benches used (no Redis, silent logs), for comparison only.
// Beside requests a second, every row reports the CPU each request cost the server process (and,
// for the app, the PostgreSQL backends of its scratch database), read from /proc: on a machine
// shared with other work, throughput follows whoever else is running, CPU per request much less.
// "CPU ratio" is the bare route's CPU per request over the row's (server + database).
// A bench file supplies `setup` (make data, name the targets) and calls `runHttpBench(__filename, setup)`.
import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { AddressInfo } from 'node:net';
import { createApp } from '../src/bootstrap';
import { AppConfig } from '../src/platform/config/app-config';
import { Client } from 'pg';
import { backendPids, cpuMs } from './chaos-support';
import { benchConfig, machine, scratchDatabase, SERVER_NODE_FLAGS } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

export interface Target {
  name: string;
  method?: 'GET' | 'POST';
  /** Path under the app's base path. */
  path: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A body field made new on every request (a counter appended), so no cache can answer it. */
  vary?: string;
}

export interface BenchSetup {
  env?: Record<string, string>;
  /** Creates what the targets need on the running app; returns the targets to measure. */
  prepare(app: INestApplication, config: AppConfig): Promise<Target[]>;
}

interface Ready {
  base?: string;
  /** The app's scratch database (its backends' CPU is counted with the app's). */
  database?: string;
  bareUrl?: string;
  targets?: Target[];
}

/** The production configuration (what `npm start` runs with Redis), and the kinder one of earlier benches. */
function serverEnv(kind: 'production' | 'kind'): Record<string, string> {
  if (kind === 'kind') return { LOG_LEVEL: 'silent', QUEUE_DRIVER: 'inline', REDIS_URL: '' };
  const redis = process.env.REDIS_URL;
  if (!redis)
    throw new Error('set REDIS_URL: benches measure the production configuration (Redis-shared rate limit, Bull)');
  return { LOG_LEVEL: 'info', QUEUE_DRIVER: 'bull', REDIS_URL: redis, QUEUE_PREFIX: `bench${process.pid}` };
}

@Controller()
class BareController {
  @Get('bare')
  bare() {
    return { ok: true };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

const port = (a: { getHttpServer(): { address(): unknown } }) => (a.getHttpServer().address() as AddressInfo).port;

async function serveApp(setup: BenchSetup, kind: 'production' | 'kind'): Promise<void> {
  const db = await scratchDatabase();
  const config = benchConfig(db.url, { ...setup.env, ...serverEnv(kind) });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const targets = await setup.prepare(app, config);
  process.send?.({
    base: `http://127.0.0.1:${port(app)}${config.http.basePath}`,
    database: new URL(db.url).pathname.slice(1),
    targets,
  } satisfies Ready);
  process.on('message', async () => {
    await app.close();
    await db.drop();
    process.exit(0);
  });
}

async function serveBare(): Promise<void> {
  const bare = await NestFactory.create(BareModule, { logger: false });
  await bare.listen(0, '127.0.0.1');
  process.send?.({ bareUrl: `http://127.0.0.1:${port(bare)}/bare` } satisfies Ready);
  process.on('message', async () => {
    await bare.close();
    process.exit(0);
  });
}

function cannon(opts: object): Promise<any> {
  return new Promise((resolve, reject) =>
    autocannon(opts, (err: Error | null, res: unknown) => (err ? reject(err) : resolve(res))),
  );
}

async function start(file: string, role: string): Promise<{ child: ChildProcess; ready: Ready }> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there, for finding hot spots.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The logs go to a pipe that is read and dropped, as a log shipper reads a container's stdout.
  const child = fork(file, [role], {
    execArgv: ['-r', require.resolve('./ts-hook.js'), ...SERVER_NODE_FLAGS, ...prof],
    env: process.env,
    silent: true,
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
  return { child, ready };
}

interface Run {
  name: string;
  opts: object;
  /** The process serving it, and its scratch database. */
  server: ChildProcess;
  database?: string;
  /** sha1 of every body sent in measured rounds: the evidence that "a new prompt each call" was. */
  bodies: Set<string>;
  sent: number;
  measuring: boolean;
  rounds: {
    rps: number;
    ratio: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
    serverUs: number;
    databaseUs: number;
    cpuRatio: number;
  }[];
}

function targetRun(server: { child: ChildProcess; ready: Ready }, t: Target, label: string): Run {
  let n = 0;
  const base = server.ready.base as string;
  const body = t.body === undefined ? undefined : JSON.stringify(t.body);
  const run: Run = {
    name: `${t.name}${label}`,
    opts: {},
    server: server.child,
    database: server.ready.database,
    bodies: new Set(),
    sent: 0,
    measuring: false,
    rounds: [],
  };
  // setupRequest belongs to a `requests` entry: autocannon 8 ignores it at the top level.
  const setupRequest = (req: { body?: string }) => {
    const sent = t.vary && t.body ? JSON.stringify({ ...t.body, [t.vary]: `${String(t.body[t.vary])} #${n++}` }) : body;
    if (run.measuring && sent !== undefined) {
      run.sent++;
      run.bodies.add(createHash('sha1').update(sent).digest('hex'));
    }
    return { ...req, body: sent };
  };
  run.opts = {
    url: `${base}${t.path}`,
    requests: [
      { method: t.method ?? 'GET', headers: { 'content-type': 'application/json', ...t.headers }, setupRequest },
    ],
  };
  return run;
}

async function measure(
  file: string,
  connections: number,
  duration: number,
  rounds: number,
  withKind: boolean,
  only?: string,
): Promise<void> {
  const servers = [await start(file, '--serve-bare'), await start(file, '--serve-app')];
  if (withKind) servers.push(await start(file, '--serve-app-kind'));
  const bareUrl = servers[0].ready.bareUrl as string;
  const bare: Run = {
    name: 'bare Nest route (GET, no key, no DB; its own process)',
    opts: { url: bareUrl },
    server: servers[0].child,
    bodies: new Set(),
    sent: 0,
    measuring: false,
    rounds: [],
  };
  const targets = (s: { ready: Ready }) => (s.ready.targets ?? []).filter((t) => !only || t.name.includes(only));
  const runs = [
    bare,
    ...servers
      .slice(1)
      .flatMap((s, i) =>
        targets(s).map((t) => targetRun(s, t, i === 1 ? ' [kinder setup: no Redis, silent logs]' : '')),
      ),
  ];
  const pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  // CPU ms of the database's backends now (a backend that closes meanwhile loses its share: the pool keeps them open).
  const databaseMs = async (database?: string): Promise<Map<number, number>> =>
    new Map(database ? (await backendPids(pg, database)).map((pid) => [pid, cpuMs(pid)]) : []);
  const loadAtStart = loadavg();
  for (const run of runs) await cannon({ ...run.opts, connections, duration: 3 }); // warm-up
  for (let round = 0; round < rounds; round++) {
    let bareRps = 0;
    let bareUs = 0;
    for (const run of runs) {
      const serverBefore = cpuMs(run.server.pid);
      const dbBefore = await databaseMs(run.database);
      run.measuring = true;
      const r = await cannon({ ...run.opts, connections, duration });
      run.measuring = false;
      const done = Math.max(1, r.requests.total);
      const serverUs = ((cpuMs(run.server.pid) - serverBefore) * 1000) / done;
      let dbMs = 0;
      for (const [pid, ms] of await databaseMs(run.database)) dbMs += Math.max(0, ms - (dbBefore.get(pid) ?? 0));
      const databaseUs = (dbMs * 1000) / done;
      if (run === bare) {
        bareRps = r.requests.average;
        bareUs = serverUs;
      }
      const cpuRatio = bareUs / Math.max(1, serverUs + databaseUs);
      run.rounds.push({
        rps: r.requests.average,
        ratio: r.requests.average / bareRps,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        serverUs,
        databaseUs,
        cpuRatio,
      });
    }
  }
  await pg.end();
  for (const s of servers) {
    s.child.send('stop');
    await new Promise((resolve) => s.child.once('exit', resolve));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const fmt = (xs: number[]) => xs.map((x) => Math.round(x)).join(' / ');
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine()}, ${connections} connections, ${rounds} interleaved rounds of ${duration} s`,
  );
  console.log(
    `load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; app servers: production configuration (Redis, Bull, info logs) unless labelled`,
  );
  console.log(
    '| route | requests/s per round | median % of bare | p50 ms (median) | p99 ms (median) | non-2xx | errors | distinct bodies / sent | CPU µs per request: server, PostgreSQL (median) | CPU ratio % (median) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const ratio = run === bare ? '100' : (median(run.rounds.map((r) => r.ratio)) * 100).toFixed(1);
    const non2xx = run.rounds.reduce((a, r) => a + r.non2xx, 0);
    const errors = run.rounds.reduce((a, r) => a + r.errors, 0);
    const distinct = run.sent ? `${run.bodies.size} / ${run.sent}` : 'no body';
    const cpu = `${median(run.rounds.map((r) => r.serverUs)).toFixed(0)}, ${run.database ? median(run.rounds.map((r) => r.databaseUs)).toFixed(0) : '-'}`;
    const cpuRatio = run === bare ? '100' : (median(run.rounds.map((r) => r.cpuRatio)) * 100).toFixed(1);
    console.log(
      `| ${run.name} | ${fmt(run.rounds.map((r) => r.rps))} | ${ratio} | ${median(run.rounds.map((r) => r.p50))} | ${median(run.rounds.map((r) => r.p99))} | ${non2xx} | ${errors} | ${distinct} | ${cpu} | ${cpuRatio} |`,
    );
  }
}

/** The entry point of a bench file: the parent measures, the forked children serve. */
export function runHttpBench(file: string, setup: BenchSetup, connections = 16): void {
  const args = process.argv.slice(2);
  const flag = (name: string, fallback: number) =>
    args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
  // --only <text>: measure only the targets whose name holds it (one route in a CPU profile).
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  let work: Promise<void>;
  if (args.includes('--serve-bare')) work = serveBare();
  else if (args.includes('--serve-app')) work = serveApp(setup, 'production');
  else if (args.includes('--serve-app-kind')) work = serveApp(setup, 'kind');
  else work = measure(file, connections, flag('duration', 10), flag('rounds', 3), args.includes('--kind'), only);
  work.catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
