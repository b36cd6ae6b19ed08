// designs-from-prompt end to end through HTTP, as production runs it: an API process and a worker
// process (dist/src/main.js, built first; APP_ROLE=api and APP_ROLE=worker) on one PostgreSQL and
// one Redis, the worker rendering on its thread pool, the API answering 200 once the worker's
// pg_notify arrives.
// Scenarios: 1 and 4 variants (1080x1080), at 1 and 8 concurrent clients; p50, p99, designs/s.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:designs [-- --duration 15]
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { backendPids, cpuMs, waitFor } from './chaos-support';
import { seedPayingAccount } from './bench-account';
import { machine, percentile, scratchDatabase, SERVER_NODE_FLAGS } from './support';

const ROOT = join(__dirname, '..');
const PORT = 3917;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

interface Scenario {
  variants: number;
  clients: number;
}

const ALL_SCENARIOS: Scenario[] = [
  { variants: 1, clients: 1 },
  { variants: 1, clients: 8 },
  { variants: 4, clients: 1 },
  { variants: 4, clients: 8 },
];
// `--only 1x8` runs one scenario (e.g. while profiling with BENCH_CPU_PROF=<dir>).
const only = process.argv.indexOf('--only');
const SCENARIOS =
  only >= 0 ? ALL_SCENARIOS.filter((s) => `${s.variants}x${s.clients}` === process.argv[only + 1]) : ALL_SCENARIOS;

function start(name: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20000)));
  child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20000)));
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`${name} exited (${code ?? signal}):\n${out.slice(-4000)}`);
  });
  return { child, output: () => out };
}

async function post(
  url: string,
  key: string,
  body: object,
): Promise<{ status: number; ms: number; designStatus?: string }> {
  const t0 = process.hrtime.bigint();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-api-key': key },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { body?: { status?: string } };
  return { status: res.status, ms: Number(process.hrtime.bigint() - t0) / 1e6, designStatus: json.body?.status };
}

/** `clients` loops, each sending its next request when the previous one is answered, for `seconds`. */
async function run(url: string, key: string, s: Scenario, seconds: number) {
  const body = {
    prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
    type: 'socialMedia',
    subtype: 'socialMedia-instagram-post',
    numOfVariants: s.variants,
  };
  const latencies: number[] = [];
  let failures = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: s.clients }, async () => {
      while (Date.now() < until) {
        const r = await post(url, key, body);
        if (r.status === 200 && r.designStatus === 'completed') latencies.push(r.ms);
        else if (++failures <= 3) console.error(`unexpected answer: ${r.status} ${r.designStatus}`);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    requests: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    designsPerSecond: (latencies.length * s.variants) / elapsed,
  };
}

async function main(): Promise<void> {
  if (!process.env.REDIS_URL)
    throw new Error('set REDIS_URL (the benchmark runs on Bull with a separate worker process)');
  const args = process.argv.slice(2);
  const durationArg = args.indexOf('--duration');
  const duration = durationArg >= 0 ? Number(args[durationArg + 1]) : 15;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const db = await scratchDatabase();
  const storage = mkdtempSync(join(tmpdir(), 'dgapi-bench-'));
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_DRIVER: 'bull',
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storage,
    JWT_SECRET,
    MIGRATIONS_RUN: 'false',
    DEMO_SEED_ON_EMPTY: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DESIGN_MAX_IN_FLIGHT_PER_KEY: '1000',
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
  };
  const processes: ChildProcess[] = [];
  try {
    const { key } = await seedPayingAccount(db.url, JWT_SECRET, 'Bench', 10_000_000);

    const api = start('api', { ...common, APP_ROLE: 'api', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    const worker = start('worker', { ...common, APP_ROLE: 'worker', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    processes.push(api.child, worker.child);
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${PORT}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      120_000,
      'the API process',
    );
    await waitFor(() => /role worker, queue bull/.test(worker.output()), 120_000, 'the worker process');
    const url = `http://127.0.0.1:${PORT}/live/v2/general/designs-from-prompt`;

    const load = loadavg();
    console.log(
      `${new Date().toISOString().slice(0, 10)}, ${machine()}, load average at start ${load.map((l) => l.toFixed(2)).join(' ')}`,
    );
    console.log(`API process + worker process (2 render threads), ${duration} s per scenario after a warm-up\n`);
    console.log(
      '| variants | clients | designs | p50 ms | p99 ms | designs/s | failures | CPU ms per design: API, worker (+ render threads), PostgreSQL, load generator |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const database = new URL(db.url).pathname.slice(1);
    const results: (Scenario & Awaited<ReturnType<typeof run>>)[] = [];
    for (const s of SCENARIOS) {
      await run(url, key, s, 3); // warm-up
      const pgBefore = new Map((await backendPids(pg, database)).map((pid) => [pid, cpuMs(pid)]));
      const before = { api: cpuMs(api.child.pid), worker: cpuMs(worker.child.pid), client: process.cpuUsage() };
      const r = await run(url, key, s, duration);
      const designs = r.requests * s.variants;
      const client = process.cpuUsage(before.client);
      const cpu = [
        cpuMs(api.child.pid) - before.api,
        cpuMs(worker.child.pid) - before.worker,
        // Backends opened during the run count whole; one that closed during it is lost (pools keep theirs).
        (await backendPids(pg, database)).reduce(
          (sum, pid) => sum + Math.max(0, cpuMs(pid) - (pgBefore.get(pid) ?? 0)),
          0,
        ),
        (client.user + client.system) / 1000,
      ].map((ms) => (designs ? ms / designs : 0).toFixed(1));
      results.push({ ...s, ...r });
      console.log(
        `| ${s.variants} | ${s.clients} | ${designs} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.designsPerSecond.toFixed(1)} | ${r.failures} | ${cpu.join(', ')} |`,
      );
    }
    await pg.end();
    const one = results.find((r) => r.variants === 1 && r.clients === 1);
    const four = results.find((r) => r.variants === 4 && r.clients === 1);
    const best = Math.max(...results.map((r) => r.designsPerSecond));
    const p99At8 = results.find((r) => r.variants === 1 && r.clients === 8)?.p99 ?? 0;
    console.log(
      `\nload average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log('goals:');
    console.log(
      `- p50 <= 100 ms, 1 variant, 1 client: ${one?.p50.toFixed(0)} ms ${(one?.p50 ?? Infinity) <= 100 ? 'met' : 'MISSED'}`,
    );
    console.log(`- p99 <= 250 ms, 1 variant, 8 clients: ${p99At8.toFixed(0)} ms ${p99At8 <= 250 ? 'met' : 'MISSED'}`);
    console.log(`- >= 30 designs/s: best ${best.toFixed(1)} ${best >= 30 ? 'met' : 'MISSED'}`);
    const ratio = (four?.p50 ?? 0) / (one?.p50 ?? 1);
    console.log(
      `- 4 variants <= 2.5x the time of 1 (p50, 1 client): ${ratio.toFixed(2)}x ${ratio <= 2.5 ? 'met' : 'MISSED'}`,
    );
    if (process.env.BENCH_CPU_PROF) {
      writeFileSync(join(process.env.BENCH_CPU_PROF, 'api.log'), api.output());
      writeFileSync(join(process.env.BENCH_CPU_PROF, 'worker.log'), worker.output());
    }
  } finally {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(
      processes.map((p) => (p.exitCode !== null ? Promise.resolve() : new Promise((r) => p.once('exit', r)))),
    );
    await db.drop();
    rmSync(storage, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
