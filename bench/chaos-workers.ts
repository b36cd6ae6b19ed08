// chaos:workers (issue 9, item 2): 200 design requests through an API process while two worker
// processes are SIGKILLed 10 times at random moments (each restarted at once) and the Redis under
// Bull is restarted once (gracefully, keeping its append-only file). Then every request must have
// ended completed, or failed and refunded once; each completed one has exactly one set of images;
// Bull holds nothing active, waiting or delayed; no job was lost across the Redis restart; the API
// answered no 5xx (a 503 while Redis was down is counted apart). Exits 1 when anything misses.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run chaos:workers [-- --scale 0.1]
// Runs its own redis-server (CHAOS_REDIS_PORT, default 6391), never the shared one; API on CHAOS_API_PORT (4200).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { spawnWorker, WorkerProcess } from '../test/support/worker-process';
import { audit } from './chaos-workers-audit';
import { Answer, printReport } from './chaos-workers-report';
import { PrivateRedis } from '../test/support/private-redis';
import { bullCounts, bullJobIds } from './chaos-workers-redis';
import { seedPayingAccount } from './bench-account';
import { scratchDatabase } from './support';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg('scale', 1);
const REQUESTS = Math.max(4, Math.round(200 * SCALE));
const KILLS = Math.max(1, Math.round(10 * SCALE));
const SUBMIT_MS = Math.max(10_000, Math.round(60_000 * SCALE));
const FINISH_WITHIN_MS = 300_000;
const REDIS_DOWN_MS = 2_000;
const API_PORT = Number(process.env.CHAOS_API_PORT ?? 4200);
const REDIS_PORT = Number(process.env.CHAOS_REDIS_PORT ?? 6391);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const QUEUE = 'design-render';
// A killed worker's job is taken over once its lock lapses and a stalled check runs: shorter than
// the 30 s defaults so ten kills fit in the run, long enough that a busy machine renews in time.
const LOCK_MS = '10000';
const STALLED_MS = '5000';
const FORMATS = [
  { type: 'socialMedia', subtype: 'socialMedia-instagram-post' },
  { type: 'displayAds', subtype: 'displayAds-medium-rectangle' },
  { type: 'displayAds', subtype: 'displayAds-half-page-ad' },
  { type: 'socialMedia', subtype: 'socialMedia-facebook-post' },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];

/** `n` random moments in [from, to], at least `gap` apart, in order. */
function moments(n: number, from: number, to: number, gap: number): number[] {
  for (;;) {
    const xs = Array.from({ length: n }, () => from + Math.random() * (to - from)).sort((a, b) => a - b);
    if (xs.every((x, i) => i === 0 || x - xs[i - 1] >= gap)) return xs;
  }
}

async function main(): Promise<void> {
  // The run's clock starts once every process is up: the schedule below is relative to it.
  let t0 = Date.now();
  const now = () => Date.now() - t0;
  const work = mkdtempSync(join(tmpdir(), 'dgapi-chaos-workers-'));
  const storageDir = join(work, 'storage');
  // Every write fsynced to the append-only file: a graceful restart keeps every job Bull stored.
  const redis = new PrivateRedis(REDIS_PORT, work, ['--appendonly', 'yes', '--appendfsync', 'always']);
  await redis.start();
  const db = await scratchDatabase();
  const prefix = `chaos${randomBytes(4).toString('hex')}`;
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    QUEUE_DRIVER: 'bull',
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storageDir,
    JWT_SECRET,
    MIGRATIONS_RUN: 'false',
    DEMO_SEED_ON_EMPTY: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DESIGN_MAX_IN_FLIGHT_PER_KEY: '100000',
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
    QUEUE_LOCK_DURATION_MS: LOCK_MS,
    QUEUE_STALLED_INTERVAL_MS: STALLED_MS,
    HOST: '127.0.0.1',
  };
  const workers: WorkerProcess[] = [];
  const retired: WorkerProcess[] = [];
  let unexpectedExits = 0;
  let api: WorkerProcess | null = null;
  const pg = new Client({ connectionString: db.url });
  const watch = redis.client();
  try {
    const { accountId, key } = await seedPayingAccount(db.url, JWT_SECRET, 'Chaos', 1_000_000);
    await pg.connect();
    watch.on('error', () => undefined); // refused while Redis restarts; it reconnects by itself
    await watch.connect();

    const readyAt = new Map<WorkerProcess, number>();
    const boots: number[] = [];
    const bootTimes = () => {
      const xs = [...boots].sort((x, y) => x - y);
      return xs.length
        ? `${(xs[0] / 1000).toFixed(1)} to ${(xs[xs.length - 1] / 1000).toFixed(1)} s, median ${(xs[Math.floor(xs.length / 2)] / 1000).toFixed(1)} s`
        : 'n/a';
    };
    const startWorker = (): WorkerProcess => {
      const spawnedAt = Date.now();
      const w = spawnWorker({ ...common, APP_ROLE: 'worker', PORT: '0', LOG_LEVEL: 'info' });
      w.ready.then(
        () => (readyAt.set(w, Date.now()), boots.push(Date.now() - spawnedAt)),
        () => undefined,
      );
      let killedByUs = false;
      w.kill = ((kill) => (signal?: NodeJS.Signals) => ((killedByUs = true), kill(signal)))(w.kill);
      w.child.once('exit', (code, signal) => {
        if (killedByUs) return;
        unexpectedExits++;
        console.error(`a worker exited on its own (${code ?? signal}):\n${w.output().slice(-3000)}`);
        const at = workers.indexOf(w);
        if (at >= 0) workers.splice(at, 1, startWorker());
      });
      return w;
    };
    api = spawnWorker({ ...common, APP_ROLE: 'api', PORT: String(API_PORT), LOG_LEVEL: 'warn' });
    workers.push(startWorker(), startWorker());
    const base = `http://127.0.0.1:${API_PORT}/live/v2/general`;
    for (
      const deadline = Date.now() + 120_000;
      !(await fetch(`http://127.0.0.1:${API_PORT}/health`).then(
        (r) => r.ok,
        () => false,
      ));
      await sleep(250)
    ) {
      if (Date.now() > deadline || api.child.exitCode !== null)
        throw new Error(`the API did not start:\n${api.output().slice(-3000)}`);
    }
    await Promise.all(workers.map((w) => w.ready));

    const loadStart = loadavg();
    t0 = Date.now();
    const answers: Answer[] = [];
    const call = async (
      kind: Answer['kind'],
      url: string,
      init: RequestInit,
    ): Promise<{ status: number; body?: Record<string, any> }> => {
      const startedAt = now();
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
        const json = (await res.json().catch(() => ({}))) as { body?: Record<string, any> };
        answers.push({
          kind,
          startedAt,
          endedAt: now(),
          status: res.status,
          code: json.body?.code,
          message: json.body?.message,
        });
        return { status: res.status, body: json.body };
      } catch (err) {
        answers.push({ kind, startedAt, endedAt: now(), status: 0, message: (err as Error).message });
        return { status: 0 };
      }
    };

    // Submission: REQUESTS spread evenly over SUBMIT_MS; every fifth waits for its design (the
    // synchronous path), the rest ask for 202. A 503 or no answer is retried with the same
    // Idempotency-Key, so a request is never made twice by the retry.
    const submitted: string[] = [];
    let refusedForGood = 0;
    const submitOne = async (i: number) => {
      await sleep((i * SUBMIT_MS) / REQUESTS - now());
      const body = {
        prompt: `Chaos sale #${i}: 30% off all sandals until Sunday, free shipping over $50`,
        ...pick(FORMATS),
        numOfVariants: 1 + (i % 3),
      };
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'service-api-key': key,
        'idempotency-key': randomUUID(),
      };
      if (i % 5 !== 0) headers.prefer = 'respond-async';
      for (let attempt = 0; attempt < 20; attempt++) {
        const r = await call('submit', `${base}/designs-from-prompt`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if ((r.status === 200 || r.status === 202) && r.body?.requestId)
          return void submitted.push(r.body.requestId as string);
        if (r.status !== 0 && r.status !== 503) break;
        await sleep(1000);
      }
      refusedForGood++;
    };
    const submission = Promise.all(Array.from({ length: REQUESTS }, (_, i) => submitOne(i)));

    // Clients poll request-status until each request is finished (traffic through the restart too).
    const finalStatus = new Map<string, string>();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const open = submitted.filter((id) => !finalStatus.has(id));
        for (let i = 0; i < open.length; i += 8) {
          await Promise.all(
            open.slice(i, i + 8).map(async (id) => {
              const r = await call('status', `${base}/request-status/${id}`, { headers: { 'service-api-key': key } });
              if (r.status === 200 && (r.body?.status === 'completed' || r.body?.status === 'failed'))
                finalStatus.set(id, r.body.status as string);
            }),
          );
        }
        await sleep(1000);
      }
    })();

    // Chaos: the Redis restart somewhere in the middle of the submission, and beside it the kills
    // at random moments over the submission and a little after.
    const restart = {
      at: moments(1, SUBMIT_MS * 0.35, SUBMIT_MS * 0.65, 0)[0],
      down: 0,
      up: 0,
      jobsBefore: 0,
      lostJobs: [] as string[],
    };
    const restarting = (async () => {
      await sleep(restart.at - now());
      const before = await bullJobIds(watch, prefix, QUEUE);
      restart.jobsBefore = before.size;
      restart.down = now();
      await redis.stop();
      await sleep(REDIS_DOWN_MS);
      await redis.start();
      restart.up = now();
      const after = await bullJobIds(watch, prefix, QUEUE);
      restart.lostJobs = [...before].filter((id) => !after.has(id));
    })();
    const kills: { at: number; activeJobs: number }[] = [];
    for (const at of moments(KILLS, 3000, SUBMIT_MS + 15_000, 2000)) {
      await sleep(at - now());
      // The victim has been working a while (2-6 s): a kill queued behind a slow boot must not
      // land on a worker the moment it comes up, or the workers would do nothing but boot.
      const upFor = 2000 + Math.random() * 4000;
      const victims = () => workers.filter((w) => Date.now() - (readyAt.get(w) ?? Infinity) >= upFor);
      while (!victims().length) await sleep(100);
      const victim = pick(victims());
      // A kill is meant to hit work: wait (a little) for a job to be running.
      let activeJobs = 0;
      for (const until = Date.now() + 5000; Date.now() < until; await sleep(100)) {
        activeJobs = await bullCounts(watch, prefix, QUEUE).then(
          (c) => c.active,
          () => 0,
        );
        if (activeJobs > 0) break;
      }
      await victim.kill('SIGKILL');
      kills.push({ at: now(), activeJobs });
      retired.push(victim);
      workers.splice(workers.indexOf(victim), 1, startWorker());
    }
    await restarting;
    await submission;

    // Wait for every request to finish (PostgreSQL), the clients to have seen it, and Bull to drain.
    const deadline = Date.now() + FINISH_WITHIN_MS;
    const unfinished = async () =>
      (
        await pg.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM design_requests WHERE status IN ('queued', 'processing')`,
        )
      ).rows[0].n;
    while (Date.now() < deadline && ((await unfinished()) > 0 || finalStatus.size < submitted.length))
      await sleep(1000);
    const drained = async () => {
      const c = await bullCounts(watch, prefix, QUEUE);
      return c.active + c.waiting + c.delayed + c.paused === 0;
    };
    while (Date.now() < deadline && !(await drained())) await sleep(1000);
    polling = false;
    await poller;
    const elapsed = now();

    const a = await audit(pg, watch, { accountId, storageDir, prefix });
    const ok = printReport(
      {
        requests: REQUESTS,
        kills: KILLS,
        submitMs: SUBMIT_MS,
        submitted,
        refusedForGood,
        finalStatus,
        answers,
        restart,
        killLog: kills,
        unexpectedExits,
        elapsedMs: elapsed,
        loadStart,
        bootTimes: bootTimes(),
        workerLogs: [...retired, ...workers].map((w) => w.output()),
      },
      a,
    );
    // CHAOS_LOGS=<folder>: every process's whole log there, for reading what happened when.
    if (process.env.CHAOS_LOGS) {
      mkdirSync(process.env.CHAOS_LOGS, { recursive: true });
      for (const p of [api, ...retired, ...workers])
        writeFileSync(join(process.env.CHAOS_LOGS, `${p === api ? 'api' : 'worker'}-${p.child.pid}.log`), p.output());
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all([...workers, ...(api ? [api] : [])].map((p) => p.kill('SIGTERM')));
    watch.disconnect();
    await pg.end().catch(() => undefined);
    await redis.stop();
    await db.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
