// An HTTP benchmark beside a bare Nest route (the framework's floor on this machine), in one run.
// The servers run in a forked child (so the load generator does not share their event loop);
// autocannon runs here. A bench file supplies `setup` (make data, name the targets) and calls
// `runHttpBench(__filename, setup)`.
import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { fork } from 'node:child_process';
import { AddressInfo } from 'node:net';
import { createApp } from '../src/bootstrap';
import { AppConfig } from '../src/platform/config/app-config';
import { benchConfig, machine, scratchDatabase, SERVER_NODE_FLAGS } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

export interface Target {
  name: string;
  method?: 'GET' | 'POST';
  /** Path under the app's base path. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Append a counter to body.prompt, so every request is a new prompt (no cache can answer it). */
  varyPrompt?: boolean;
}

export interface BenchSetup {
  env?: Record<string, string>;
  /** Creates what the targets need on the running app; returns the targets to measure. */
  prepare(app: INestApplication, config: AppConfig): Promise<Target[]>;
}

interface Ready {
  base: string;
  bareUrl: string;
  targets: Target[];
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

async function serve(setup: BenchSetup): Promise<void> {
  const db = await scratchDatabase();
  const config = benchConfig(db.url, setup.env);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const targets = await setup.prepare(app, config);
  const bare = await NestFactory.create(BareModule, { logger: false });
  await bare.listen(0, '127.0.0.1');
  const ready: Ready = { base: `http://127.0.0.1:${port(app)}${config.http.basePath}`, bareUrl: `http://127.0.0.1:${port(bare)}/bare`, targets };
  process.send?.(ready);
  process.on('message', async () => {
    await bare.close();
    await app.close();
    await db.drop();
    process.exit(0);
  });
}

function cannon(opts: object): Promise<any> {
  return new Promise((resolve, reject) => autocannon(opts, (err: Error | null, res: unknown) => (err ? reject(err) : resolve(res))));
}

async function measure(file: string, connections: number, duration: number): Promise<void> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there, for finding hot spots.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(file, ['--serve'], { execArgv: ['-r', require.resolve('./ts-hook.js'), ...SERVER_NODE_FLAGS, ...prof], env: process.env });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const runs = [
    { name: 'bare Nest route (GET, no key, no DB)', opts: { url: ready.bareUrl } },
    ...ready.targets.map((t) => {
      let n = 0;
      const vary = (req: { body?: string }) => ({ ...req, body: JSON.stringify({ ...(t.body as object), prompt: `${(t.body as { prompt: string }).prompt} #${n++}` }) });
      return {
        name: t.name,
        opts: {
          url: `${ready.base}${t.path}`,
          method: t.method ?? 'GET',
          headers: { 'content-type': 'application/json', ...t.headers },
          body: t.body === undefined ? undefined : JSON.stringify(t.body),
          ...(t.varyPrompt ? { setupRequest: vary } : {}),
        },
      };
    }),
  ];
  const rows: string[] = [];
  for (const run of runs) {
    await cannon({ ...run.opts, connections, duration: 3 }); // warm-up
    const r = await cannon({ ...run.opts, connections, duration });
    const row = `| ${run.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`;
    rows.push(row);
    console.log(row);
  }
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine()}, ${connections} connections, ${duration} s each`);
  console.log('| route | requests/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

/** The entry point of a bench file: the parent measures, the forked child serves. */
export function runHttpBench(file: string, setup: BenchSetup, connections = 16): void {
  const args = process.argv.slice(2);
  const d = args.indexOf('--duration');
  const duration = d >= 0 ? Number(args[d + 1]) : 15;
  const work = args.includes('--serve') ? serve(setup) : measure(file, connections, duration);
  work.catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
