// soak (issue 20): hours, not minutes. An API process and a worker process as production splits
// them (APP_ROLE=api / worker, Bull on Redis, `info` logs), every timer job at a short interval, light
// mixed traffic (content, designs with Idempotency-Key, logins of new and known end users) for
// --load-minutes, then nothing for --idle-minutes. Every --sample seconds it prints the CPU each
// process used in that window (% of one core), the PostgreSQL backends' CPU, RSS, and the sizes of
// the tables that grow. The verdict: idle CPU under 2 % of a core per process in the idle phase, and
// RSS flat across the load rounds. Not a test: figures for bench/RESULTS.md.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     npm run soak -- --load-minutes 30 --idle-minutes 10 --sample 60
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';
import { AppModule } from '../src/app.module';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { PlansService } from '../src/modules/users';
import { AppProcess, backendPids, cpuMs, runHeader, sleep } from './chaos-support';
import { benchConfig, scratchDatabase } from './support';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const LOAD_MINUTES = arg('load-minutes', 30);
const IDLE_MINUTES = arg('idle-minutes', 10);
const SAMPLE_S = arg('sample', 60);
/** Requests per second of the light load, spread over the four kinds of call. */
const RATE = arg('rate', 4);
const API_PORT = Number(process.env.SOAK_API_PORT ?? 4300);
const JWT_SECRET = 'soak-secret-that-is-long-enough-for-hs256-0123456789';
/** Every timer job runs this often, so a bug that starts after N runs shows within the soak. */
const TIMER_MS = String(arg('timer-ms', 5000));
const GROWING_TABLES = [
  'idempotency_keys',
  'sessions',
  'refresh_tokens',
  'credit_ledger',
  'design_requests',
  'webhook_events',
  'event_outbox',
];

interface Sample {
  at: number;
  phase: 'load' | 'idle';
  cpuPct: Record<string, number>;
  rssMb: Record<string, number>;
  rows: Record<string, number>;
  sent: number;
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : 0;
  } catch {
    return 0;
  }
}

async function seed(dbUrl: string): Promise<{ key: string; adminKey: string }> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(benchConfig(dbUrl, { APP_ROLE: 'api', JWT_SECRET })),
    { logger: false },
  );
  try {
    const accounts = app.get(AccountsService);
    const keys = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, 'Soak', 'enterprise');
      return {
        accountId,
        key: (await accounts.createKey(tx, accountId, 'regular')).key,
        adminKey: (await accounts.createKey(tx, accountId, 'enterprise-admin')).key,
      };
    });
    await app.get(CreditLedgerService).grant(keys.accountId, 100_000_000, 'soak');
    await app
      .get(PlansService)
      .upsert(keys.accountId, { planId: 'free', name: 'Free', creditsPerCycle: 100, rank: 1, makeDefault: true });
    return keys;
  } finally {
    await app.close();
  }
}

const PRODUCTS = [
  'sandals',
  'espresso',
  'yoga mats',
  'e-bikes',
  'sourdough',
  'headphones',
  'houseplants',
  'running shoes',
];

/** One call of the mix; every body differs (a counter in the prompt), so no cache hides the work. */
function nextCall(
  n: number,
  keys: { key: string; adminKey: string },
): { path: string; key: string; body: object; idempotent: boolean } {
  const product = PRODUCTS[n % PRODUCTS.length];
  switch (n % 4) {
    case 0:
      return {
        path: '/general/content-from-prompt',
        key: keys.key,
        idempotent: false,
        body: {
          prompt: `Sale ${n}: ${20 + (n % 30)}% off ${product} this week`,
          type: 'socialMedia',
          subtype: 'socialMedia-instagram-post',
        },
      };
    case 1:
      return {
        path: '/general/designs-from-prompt',
        key: keys.key,
        idempotent: true,
        body: {
          prompt: `New ${product} in store, order ${n}`,
          type: 'displayAds',
          subtype: 'displayAds-medium-rectangle',
          numOfVariants: 1,
        },
      };
    case 2:
      return {
        path: '/enterprise/login-user',
        key: keys.adminKey,
        idempotent: false,
        body: { abstractUserId: `soak-new-${n}` },
      };
    default:
      return {
        path: '/enterprise/login-user',
        key: keys.adminKey,
        idempotent: false,
        body: { abstractUserId: `soak-known-${n % 20}` },
      };
  }
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const dbName = new URL(db.url).pathname.slice(1);
  const storage = mkdtempSync(join(tmpdir(), 'dgapi-soak-'));
  const timers = {
    USER_PURGE_INTERVAL_MS: TIMER_MS,
    CYCLE_ROLL_INTERVAL_MS: TIMER_MS,
    DESIGN_RECONCILE_INTERVAL_MS: TIMER_MS,
    IDEMPOTENCY_PRUNE_INTERVAL_MS: TIMER_MS,
    WEBHOOK_RECONCILE_INTERVAL_MS: TIMER_MS,
    OUTBOX_DISPATCH_INTERVAL_MS: TIMER_MS,
  };
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_DRIVER: 'bull',
    QUEUE_PREFIX: `soak${randomBytes(4).toString('hex')}`,
    STORAGE_DIR: storage,
    JWT_SECRET,
    MIGRATIONS_RUN: 'false',
    DEMO_SEED_ON_EMPTY: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DESIGN_MAX_IN_FLIGHT_PER_KEY: '1000',
    HOST: '127.0.0.1',
    ...timers,
  };
  const api = new AppProcess({ name: 'api', role: 'api', port: API_PORT, env });
  const worker = new AppProcess({ name: 'worker', role: 'worker', port: 0, env: { ...env, PORT: '0' } });
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  try {
    const keys = await seed(db.url);
    await api.start();
    await worker.start();
    console.log(
      runHeader(
        `soak: ${LOAD_MINUTES} min of ~${RATE} requests/s (content, designs, new and known logins), then ${IDLE_MINUTES} min idle; every timer job each ${TIMER_MS} ms`,
      ),
    );

    let sent = 0;
    const statuses = new Map<number, number>();
    const bodies = new Set<string>();
    let loading = true;
    const loadDone = (async () => {
      const until = Date.now() + LOAD_MINUTES * 60_000;
      while (Date.now() < until) {
        const call = nextCall(sent++, keys);
        bodies.add(JSON.stringify(call.body));
        const headers: Record<string, string> = { 'content-type': 'application/json', 'service-api-key': call.key };
        if (call.idempotent) headers['idempotency-key'] = randomUUID();
        void fetch(`${api.baseUrl}/live/v2${call.path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(call.body),
        }).then(
          async (r) => {
            await r.arrayBuffer();
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          },
          () => statuses.set(0, (statuses.get(0) ?? 0) + 1),
        );
        await sleep(1000 / RATE);
      }
      loading = false;
    })();

    const samples: Sample[] = [];
    const procs = { api, worker };
    let before = { api: api.cpuMs(), worker: worker.cpuMs(), backends: new Map<number, number>() };
    for (const pid of await backendPids(pg, dbName)) before.backends.set(pid, cpuMs(pid));
    const end = Date.now() + (LOAD_MINUTES + IDLE_MINUTES) * 60_000;
    console.log(
      '| min | phase | requests sent | CPU % of a core: api, worker, PostgreSQL | RSS MB: api, worker | rows: ' +
        GROWING_TABLES.join(', ') +
        ' |',
    );
    console.log('|---|---|---|---|---|---|');
    const t0 = Date.now();
    while (Date.now() < end) {
      // A window that starts during the load counts as load, even if the load ends within it.
      const phase: Sample['phase'] = loading ? 'load' : 'idle';
      await sleep(SAMPLE_S * 1000);
      const backends = new Map<number, number>();
      for (const pid of await backendPids(pg, dbName)) backends.set(pid, cpuMs(pid));
      let pgMs = 0;
      for (const [pid, ms] of backends) pgMs += Math.max(0, ms - (before.backends.get(pid) ?? 0));
      const now = { api: api.cpuMs(), worker: worker.cpuMs(), backends };
      const pct = (ms: number) => Math.round((ms / (SAMPLE_S * 1000)) * 1000) / 10;
      const rows: Record<string, number> = {};
      for (const t of GROWING_TABLES)
        rows[t] = Number((await pg.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
      const sample: Sample = {
        at: Date.now() - t0,
        phase,
        cpuPct: { api: pct(now.api - before.api), worker: pct(now.worker - before.worker), postgres: pct(pgMs) },
        rssMb: { api: rssMb(procs.api.pid), worker: rssMb(procs.worker.pid) },
        rows,
        sent,
      };
      samples.push(sample);
      before = now;
      console.log(
        `| ${(sample.at / 60000).toFixed(1)} | ${phase} | ${sent} | ${sample.cpuPct.api}, ${sample.cpuPct.worker}, ${sample.cpuPct.postgres} | ${sample.rssMb.api}, ${sample.rssMb.worker} | ${GROWING_TABLES.map((t) => rows[t]).join(', ')} |`,
      );
    }
    await loadDone;

    // The first idle window still drains the load's last jobs: judge the windows after it.
    const idle = samples.filter((s) => s.phase === 'idle').slice(1);
    const worst = (k: string) => Math.max(0, ...idle.map((s) => s.cpuPct[k]));
    const load = samples.filter((s) => s.phase === 'load');
    const third = Math.max(1, Math.floor(load.length / 3));
    const meanRss = (xs: Sample[], k: string) =>
      Math.round(xs.reduce((a, s) => a + s.rssMb[k], 0) / Math.max(1, xs.length));
    console.log(
      `\nanswers: ${[...statuses].map(([s, n]) => `${s || 'connection error'}: ${n}`).join(', ')}; distinct bodies sent: ${bodies.size} of ${sent}`,
    );
    console.log(
      `idle phase (after its first window): worst CPU % of a core: api ${worst('api')}, worker ${worst('worker')}, PostgreSQL ${worst('postgres')} (goal < 2 each)`,
    );
    console.log(
      `RSS MB, mean of the load's first and last thirds: api ${meanRss(load.slice(0, third), 'api')} -> ${meanRss(load.slice(-third), 'api')}, worker ${meanRss(load.slice(0, third), 'worker')} -> ${meanRss(load.slice(-third), 'worker')}`,
    );
    console.log(`unexpected exits: api ${api.unexpectedExits}, worker ${worker.unexpectedExits}`);
    const ok =
      idle.length > 0 && worst('api') < 2 && worst('worker') < 2 && api.unexpectedExits + worker.unexpectedExits === 0;
    console.log(ok ? 'verdict: idle processes stay idle' : 'verdict: MISSED (see above)');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await api.stop().catch(() => undefined);
    await worker.stop().catch(() => undefined);
    await pg.end();
    await db.drop();
    rmSync(storage, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
