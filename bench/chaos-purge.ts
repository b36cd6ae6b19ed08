// chaos:purge (issue 9, item 3): 10 000 users due for purge, three purger instances (worker
// processes of src/main.ts) at once, and a client reactivating 100 of them through the API while
// the purge runs. Every doomed user must end purged exactly once or reactivated, never both, never
// neither; a reactivation that lost the race answers 400 user_not_found (SPEC 4.5). Meanwhile a
// steady request mix runs against the API; its p99 during the purge must stay within 20 % of its
// p99 without purging. The users become due chunk by chunk, and purge windows alternate with
// baseline windows of the same length (P B B P P B B P), so load from outside falls on both alike.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run chaos:purge [-- --scale 0.1]
// Options: --scale S (users and reactivations x S), --rate N (steady requests a second, 40),
// --chunks N (4), --purgers N (3), --batch N and --pause MS (the workers' USER_PURGE_BATCH_SIZE and
// USER_PURGE_BATCH_PAUSE_MS; the service's defaults otherwise), --logs DIR (what each process wrote).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { CpuMeter, CpuUse } from './chaos-purge-cpu';
import { Phase, Sample, SteadyLoad } from './chaos-purge-load';
import { AppProcess, healthy, startAppProcess, stopAll, waitQuiet, waitUntil } from './chaos-purge-processes';
import { makeDue, PurgeWorld, seedWorld } from './chaos-purge-seed';
import { Progress, raceReactivations, reactivate } from './chaos-purge-race';
import { judge, ReactivationAnswer } from './chaos-purge-verdict';
import { machine, percentile, scratchDatabase } from './support';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const API_PORT = 4300;
const READERS = 50;
const WARM_UP_USERS = 300;

function option(name: string, fallback?: number): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0];

interface Window {
  phase: Phase;
  chunk: number;
  startedAt: number;
  ms: number;
  loads: number[];
  cpu?: CpuUse;
}

function stats(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: ms.length,
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1] ?? 0,
    non2xx: samples.filter((s) => s.status < 200 || s.status >= 300).length,
  };
}

const avg = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

async function main(): Promise<void> {
  const scale = option('scale', 1)!;
  const rate = option('rate', 40)!;
  const chunks = option('chunks', 4)!;
  const purgers = option('purgers', 3)!;
  const batch = option('batch');
  const pause = option('pause');
  const doomedCount = Math.round(10_000 * scale);
  const targetCount = Math.max(chunks, Math.round(100 * scale));

  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const db = await scratchDatabase();
  const storage = mkdtempSync(join(tmpdir(), 'dgapi-chaos-purge-'));
  const processes: AppProcess[] = [];
  const pg = new Client({ connectionString: db.url });
  let failed = true;
  try {
    const world: PurgeWorld = await seedWorld(db.url, JWT_SECRET, doomedCount, READERS, WARM_UP_USERS);
    await pg.connect();
    const common: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      QUEUE_DRIVER: 'inline',
      STORAGE_DIR: storage,
      JWT_SECRET,
      MIGRATIONS_RUN: 'false',
      DEMO_SEED_ON_EMPTY: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Both windows open at once (reactivation 20 days, purge at 15), so purge and reactivation really race.
      USER_REACTIVATION_DAYS: '20',
      USER_RETENTION_DAYS: '15',
      CYCLE_ROLL_INTERVAL_MS: '0',
      DESIGN_RECONCILE_INTERVAL_MS: '0',
      USER_PURGE_INTERVAL_MS: '0',
    };
    const purgerEnv: Record<string, string> = {
      USER_PURGE_INTERVAL_MS: '500',
      ...(batch !== undefined ? { USER_PURGE_BATCH_SIZE: String(batch) } : {}),
      ...(pause !== undefined ? { USER_PURGE_BATCH_PAUSE_MS: String(pause) } : {}),
    };
    processes.push(startAppProcess('api', { ...common, APP_ROLE: 'api', PORT: String(API_PORT) }));
    for (let i = 1; i <= purgers; i++)
      processes.push(
        startAppProcess(`purger-${i}`, { ...common, ...purgerEnv, APP_ROLE: 'worker', PORT: String(API_PORT + i) }),
      );
    for (let i = 0; i <= purgers; i++)
      await waitUntil(healthy(API_PORT + i), 180_000, `${processes[i].name} to answer /health`);
    await waitQuiet(processes, 0.1, 240_000);

    const base = `http://127.0.0.1:${API_PORT}/live/v2`;
    const load = new SteadyLoad(
      { base, adminKey: world.adminKey, regularKey: world.regularKey, readers: world.readers },
      rate,
    );
    const progress = new Progress(pg, world.accountId);
    const answers = new Map<string, ReactivationAnswer>();
    const windows: Window[] = [];
    const chunkSize = Math.ceil(doomedCount / chunks);
    const chunkOf = (k: number) => world.doomed.slice(k * chunkSize, (k + 1) * chunkSize);
    // Targets spread evenly over the doomed users, so each chunk has its share from front to back.
    const stride = doomedCount / targetCount;
    const targets = new Set(
      Array.from({ length: targetCount }, (_, i) => world.doomed[Math.floor(i * stride + stride / 2)]),
    );

    // Warm-up, not measured: JIT, pools, key cache, and a first purge so the purgers' code is warm too.
    load.start();
    await makeDue(pg, world.accountId, world.warmUp);
    await sleep(5000);
    progress.chunk = world.warmUp;
    await waitUntil(() => progress.left === 0 && progress.outbox === 0, 300_000, 'the warm-up users to be purged');
    await sleep(10_000);
    const meter = new CpuMeter(
      pg,
      new URL(db.url).pathname.slice(1),
      processes[0].child.pid,
      processes.slice(1).map((p) => p.child.pid),
    );
    let lastPurgeMs = 0;
    const sample = (w: Window) => setInterval(() => w.loads.push(load1()), 1000);

    const baselineWindow = async (k: number) => {
      const w: Window = { phase: 'baseline', chunk: k, startedAt: Date.now(), ms: 0, loads: [load1()] };
      load.phase = 'baseline';
      const t = sample(w);
      const cpu = await meter.read();
      await sleep(lastPurgeMs);
      clearInterval(t);
      w.cpu = CpuMeter.since(cpu, await meter.read());
      w.ms = Date.now() - w.startedAt;
      windows.push(w);
    };

    const purgeWindow = async (k: number) => {
      const chunk = chunkOf(k);
      const w: Window = { phase: 'purge', chunk: k, startedAt: Date.now(), ms: 0, loads: [load1()] };
      load.phase = 'purge';
      const t = sample(w);
      const cpu = await meter.read();
      progress.chunk = chunk;
      await makeDue(pg, world.accountId, chunk);
      await progress.poll();
      const racing = raceReactivations(
        progress,
        chunk,
        chunk.filter((id) => targets.has(id)),
        (id) => reactivate(base, world.adminKey, id),
        answers,
      );
      await waitUntil(() => progress.left === 0 && progress.outbox === 0, 300_000, `chunk ${k} to be purged`);
      await racing;
      clearInterval(t);
      w.cpu = CpuMeter.since(cpu, await meter.read());
      w.ms = Date.now() - w.startedAt;
      lastPurgeMs = w.ms;
      windows.push(w);
      console.error(
        `${new Date(w.startedAt).toISOString().slice(11, 23)} chunk ${k}: ${chunk.length} users done in ${(w.ms / 1000).toFixed(1)} s`,
      );
    };

    for (let k = 0; k < chunks; k++) {
      if (k % 2 === 0) {
        await purgeWindow(k);
        await baselineWindow(k);
      } else {
        await baselineWindow(k);
        await purgeWindow(k);
      }
    }
    await load.stop();
    await progress.stop();
    const loadAtEnd = loadavg();

    const verdict = await judge(pg, world.accountId, world.doomed, answers, world.readers);
    const measured = load.samples.filter((s) => s.phase !== 'warm-up');
    const baseline = stats(measured.filter((s) => s.phase === 'baseline'));
    const purge = stats(measured.filter((s) => s.phase === 'purge'));
    const ratio = baseline.p99 ? purge.p99 / baseline.p99 : Infinity;
    const purgeSeconds = windows.filter((w) => w.phase === 'purge').reduce((s, w) => s + w.ms, 0) / 1000;
    const winners = verdict.reactivated;

    const figures: [string, string | number, string, boolean][] = [
      ['doomed users (due for purge)', doomedCount, '', true],
      ['reactivations sent while purging', answers.size, `${targetCount}`, answers.size === targetCount],
      [
        'purged exactly once (no row, one user.purged)',
        verdict.purgedOnce,
        `${doomedCount - winners}`,
        verdict.purgedOnce === doomedCount - winners,
      ],
      ['reactivated (200, row active, no user.purged)', winners, '', true],
      [
        'reactivations that lost the race (400 user_not_found, purged once)',
        verdict.lostRace,
        `${targetCount - winners}`,
        verdict.lostRace === targetCount - winners,
      ],
      ['both purged and reactivated', verdict.both, '0', verdict.both === 0],
      ['neither purged nor reactivated', verdict.neither, '0', verdict.neither === 0],
      ['purged more than once', verdict.purgedTwice, '0', verdict.purgedTwice === 0],
      ['reactivation answer not matching the outcome', verdict.wrongAnswers, '0', verdict.wrongAnswers === 0],
      ['user.purged events left in the outbox', verdict.outboxLeft, '0', verdict.outboxLeft === 0],
      ['workspaces left without their user', verdict.orphanWorkspaces, '0', verdict.orphanWorkspaces === 0],
      ['other (active) users still active', verdict.readersActive, `${READERS}`, verdict.readersActive === READERS],
      ['steady mix: non-2xx answers', baseline.non2xx + purge.non2xx, '0', baseline.non2xx + purge.non2xx === 0],
      // Not a target of its own: skipped sends mean the API fell behind the steady rate, which the p99s show.
      [
        'steady mix: sends skipped, baseline / purge (64 unanswered)',
        `${load.skipped.baseline} / ${load.skipped.purge}`,
        '',
        true,
      ],
      [
        'p99 during purge / baseline p99',
        `${purge.p99.toFixed(1)} / ${baseline.p99.toFixed(1)} ms = ${ratio.toFixed(2)}`,
        '<= 1.20',
        ratio <= 1.2,
      ],
      ['purge throughput (users/s, purge windows)', (doomedCount / purgeSeconds).toFixed(0), '', true],
    ];

    console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine()}`);
    console.log(
      `load average (1, 5, 15 min) at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')}; ` +
        `mean 1-min load in baseline windows ${avg(windows.filter((w) => w.phase === 'baseline').flatMap((w) => w.loads)).toFixed(2)}, ` +
        `in purge windows ${avg(windows.filter((w) => w.phase === 'purge').flatMap((w) => w.loads)).toFixed(2)}`,
    );
    console.log(
      `${doomedCount} doomed users in ${chunks} chunks, ${purgers} purger processes (${batch ?? 'default'} a batch, pause ${pause ?? 'default'} ms), ` +
        `${targetCount} reactivations, steady mix ${rate} requests/s, total ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`,
    );
    console.log('| figure | value | target | met |\n|---|---|---|---|');
    for (const [name, value, target, ok] of figures)
      console.log(`| ${name} | ${value} | ${target} | ${ok ? 'yes' : '**NO**'} |`);

    console.log('\n| phase | requests | p50 ms | p90 ms | p99 ms | max ms | non-2xx |\n|---|---|---|---|---|---|---|');
    for (const [name, s] of [
      ['baseline', baseline],
      ['purge', purge],
    ] as const) {
      console.log(
        `| ${name} | ${s.n} | ${s.p50.toFixed(1)} | ${s.p90.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(0)} | ${s.non2xx} |`,
      );
    }
    console.log(
      '\n| window | chunk | seconds | requests | p99 ms | mean load (1 min) | cores used: API, purgers, PostgreSQL |\n|---|---|---|---|---|---|---|',
    );
    const cores = (u: CpuUse | undefined, ms: number) =>
      u ? [u.api, u.purgers, u.postgres].map((c) => (c / ms).toFixed(2)).join(', ') : '';
    for (const w of windows) {
      const s = stats(measured.filter((x) => x.sentAt >= w.startedAt && x.sentAt < w.startedAt + w.ms));
      console.log(
        `| ${w.phase} | ${w.chunk} | ${(w.ms / 1000).toFixed(1)} | ${s.n} | ${s.p99.toFixed(1)} | ${avg(w.loads).toFixed(2)} | ${cores(w.cpu, w.ms)} |`,
      );
    }

    console.log('\n| request | baseline p99 ms | purge p99 ms |\n|---|---|---|');
    for (const kind of [...new Set(measured.map((s) => s.kind))]) {
      const b = stats(measured.filter((s) => s.kind === kind && s.phase === 'baseline'));
      const p = stats(measured.filter((s) => s.kind === kind && s.phase === 'purge'));
      console.log(`| ${kind} | ${b.p99.toFixed(1)} | ${p.p99.toFixed(1)} |`);
    }
    const spent = (phase: Phase) => windows.filter((w) => w.phase === phase && w.cpu).map((w) => w.cpu!);
    const sum = (us: CpuUse[], k: keyof CpuUse) => us.reduce((s, u) => s + u[k], 0);
    const extra = (k: keyof CpuUse) => ((sum(spent('purge'), k) - sum(spent('baseline'), k)) / doomedCount).toFixed(1);
    console.log(
      `\nCPU per purged user (purge windows minus baseline windows of the same length): purgers ${extra('purgers')} ms, PostgreSQL ${extra('postgres')} ms, API ${extra('api')} ms`,
    );
    const refused = measured.filter((s) => s.status < 200 || s.status >= 300);
    if (refused.length) {
      const counts = new Map<string, number>();
      for (const s of refused) counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
      console.log(`\nnon-2xx answers: ${[...counts].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    }
    if (verdict.examples.length) console.log(`\nexamples:\n${verdict.examples.join('\n')}`);
    failed = figures.some(([, , , ok]) => !ok);
    console.log(failed ? '\nFAILED: a figure missed its target' : '\nOK: every figure met its target');
  } finally {
    // `--logs DIR` keeps what each process wrote, for looking into a bad window.
    const logs = process.argv.indexOf('--logs');
    if (logs >= 0) for (const p of processes) writeFileSync(join(process.argv[logs + 1], `${p.name}.log`), p.output());
    await pg.end().catch(() => undefined);
    await stopAll(processes);
    await db.drop();
    rmSync(storage, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
