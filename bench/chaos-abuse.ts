// chaos:abuse (issue 9, item 6): slow and abusive clients against one API process of src/main.ts
// (scratch database, a private redis-server for the rate-limit buckets).
//  a) slow-loris: sockets that send nothing, trickle their headers or their body, or sit idle after
//     an answer, must all be closed by the server within its configured timeouts (plus the sweep
//     interval and a margin), while an ordinary account's requests keep being answered;
//  b) abusive client: ordinary accounts well under their rate limit send a normal request mix; in
//     the abuse phases one more account sends ten times its limit and must get 429s in the SPEC
//     envelope with RateLimit headers. Baseline (A) and abuse (B) phases alternate A B B A A B B A ...,
//     so a drift in the shared machine's load weighs on both alike; the others' p99 over all B
//     phases may exceed their p99 over all A phases by at most 20 %.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run chaos:abuse [-- --scale 0.1]
// --scale shortens phase b and thins out the slow clients (the server's timeouts stay as configured).
import { NestFactory } from '@nestjs/core';
import { ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../src/app.module';
import { serverTimeouts } from '../src/bootstrap';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { loadConfig } from '../src/platform/config/app-config';
import { connectionsCheckingIntervalMs } from '../src/platform/http/hardened-express.adapter';
import type { AbuseOrder, AbuseReport } from './chaos-abuse-abuser';
import { startApi } from './chaos-abuse-processes';
import { cpuMs, waitFor } from './chaos-support';
import { runSlowClients, slowKinds } from './chaos-abuse-slow-clients';
import { Answer, Client, openLoop } from './chaos-abuse-traffic';
import { benchConfig, machine, percentile, scratchDatabase } from './support';
import { PrivateRedis } from '../test/support/private-redis';

const API_PORT = 4400;
const REDIS_PORT = 6392;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const RATE_LIMIT_PER_MINUTE = 600;
const NORMAL_ACCOUNTS = 4;
const NORMAL_RATE_PER_SECOND = 4; // 240 a minute: 40 % of the limit
const ABUSE_RATE_PER_SECOND = (10 * RATE_LIMIT_PER_MINUTE) / 60;
const PHASES = 'ABBAABBAABBA';
const MAX_P99_GROWTH = 0.2;
const SLOW_CLOSE_MARGIN_MS = 3000;

const scaleArg = process.argv.indexOf('--scale');
const SCALE = scaleArg >= 0 ? Number(process.argv[scaleArg + 1]) : 1;
const PHASE_MS = Math.max(5000, Math.round(15_000 * SCALE));

const misses: string[] = [];
const check = (ok: boolean, what: string) => ok || misses.push(what);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (n: number) => n.toFixed(0);

async function makeAccounts(dbUrl: string, count: number): Promise<string[]> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(benchConfig(dbUrl, { APP_ROLE: 'api', JWT_SECRET })),
    { logger: false },
  );
  try {
    const accounts = app.get(AccountsService);
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const { accountId, key } = await accounts.run(async (tx) => {
        const { accountId } = await accounts.createAccount(tx, `Chaos abuse ${i}`, 'enterprise');
        return { accountId, key: (await accounts.createKey(tx, accountId, 'regular')).key };
      });
      await app.get(CreditLedgerService).grant(accountId, 10_000_000, 'chaos:abuse');
      keys.push(key);
    }
    return keys;
  } finally {
    await app.close();
  }
}

function summarize(answers: Answer[]) {
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300 && !a.problem);
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    count: answers.length,
    bad: answers.length - ok.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    examples: [
      ...new Set(
        answers.filter((a) => !ok.includes(a)).map((a) => `${a.status} ${a.problem} @${new Date(a.at).toISOString()}`),
      ),
    ].slice(0, 12),
  };
}

async function slowLorisPhase(
  port: number,
  basePath: string,
  timeouts: ReturnType<typeof serverTimeouts>,
  ordinary: Client,
): Promise<void> {
  const kinds = slowKinds({
    scale: SCALE,
    headersTimeoutMs: timeouts.headersTimeoutMs,
    requestTimeoutMs: timeouts.requestTimeoutMs,
    keepAliveTimeoutMs: timeouts.keepAliveTimeoutMs,
    checkIntervalMs: connectionsCheckingIntervalMs(timeouts),
    marginMs: SLOW_CLOSE_MARGIN_MS,
    bodyPath: `${basePath}/general/content-from-prompt`,
  });
  const sockets = kinds.reduce((n, k) => n + k.count, 0);
  console.log(
    `\n### a) slow-loris: ${sockets} slow sockets; server timeouts: headers ${timeouts.headersTimeoutMs} ms, request ${timeouts.requestTimeoutMs} ms, keep-alive ${timeouts.keepAliveTimeoutMs} ms, swept every ${connectionsCheckingIntervalMs(timeouts)} ms\n`,
  );
  const longest = Math.max(...kinds.map((k) => k.boundMs));
  const [results, probes] = await Promise.all([
    runSlowClients(port, kinds),
    openLoop(NORMAL_RATE_PER_SECOND, longest, () => ordinary.send()),
  ]);
  console.log(
    '| slow client | sockets | closed by the server | answered 408 | p50 s to close | max s to close | bound s | connect errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.count} | ${r.closed} | ${r.got408} | ${(r.p50Ms / 1000).toFixed(1)} | ${(r.maxMs / 1000).toFixed(1)} | ${(r.boundMs / 1000).toFixed(1)} | ${r.connectErrors} |`,
    );
    check(
      r.closed === r.count && r.maxMs <= r.boundMs && r.connectErrors === 0,
      `slow-loris "${r.name}": ${r.closed}/${r.count} closed, max ${ms(r.maxMs)} ms (bound ${r.boundMs})`,
    );
  }
  const p = summarize(probes);
  console.log(
    `\nMeanwhile an ordinary account (${NORMAL_RATE_PER_SECOND}/s, normal mix): ${p.count} requests, ${p.bad} not answered 2xx, p50 ${ms(p.p50)} ms, p99 ${ms(p.p99)} ms; load average ${load()}`,
  );
  check(p.bad === 0 && p.count > 0, `requests during slow-loris not all answered: ${p.examples.join('; ')}`);
}

function orderAbuse(abuser: ChildProcess, order: AbuseOrder): Promise<AbuseReport> {
  return new Promise((resolve) => {
    abuser.once('message', (m) => resolve(m as AbuseReport));
    abuser.send(order);
  });
}

/** Normal answers of a B phase sent while the abuser was doing real work (its admitted burst, until its backlog drained). */
const duringBurst = (a: Answer, report: AbuseReport) =>
  !!report.admitted && a.at >= report.admitted[0] && a.at <= report.admitted[1];

async function abusePhase(
  port: number,
  basePath: string,
  normals: Client[],
  abuser: ChildProcess,
  abuserKey: string,
  apiPid: number | undefined,
): Promise<void> {
  console.log(
    `\n### b) abusive client: ${NORMAL_ACCOUNTS} accounts at ${NORMAL_RATE_PER_SECOND}/s each (limit ${RATE_LIMIT_PER_MINUTE}/min), one at ${ABUSE_RATE_PER_SECOND}/s in B phases; ${PHASES.length} phases of ${PHASE_MS / 1000} s\n`,
  );
  await Promise.all(normals.map((c) => openLoop(NORMAL_RATE_PER_SECOND, 5000, () => c.send()))); // warm-up, not counted
  console.log(
    "| phase | others' requests | others' non-2xx | others' p50 ms | others' p99 ms | abuser sent | abuser 2xx | abuser 429 | abuser other | abuser's burst s (until drained) | API CPU ms | abuser process CPU ms | load 1 min |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const groups = { baseline: [] as Answer[], refused: [] as Answer[], burst: [] as Answer[] };
  const phaseP99 = { A: [] as number[], B: [] as number[] };
  const abuseTotals = { sent: 0, ok: 0, limited: 0, other: 0, problems: [] as string[] };
  const cpu = { baseline: [] as number[], refusedPhases: [] as { ms: number; sent: number }[] };
  const firstAbuse = Date.now();
  let lastAbuse = firstAbuse;
  for (const [i, kind] of [...PHASES].entries()) {
    const cpuBefore = cpuMs(apiPid);
    const abuse =
      kind === 'B'
        ? orderAbuse(abuser, {
            port,
            basePath,
            key: abuserKey,
            limit: RATE_LIMIT_PER_MINUTE,
            ratePerSecond: ABUSE_RATE_PER_SECOND,
            durationMs: PHASE_MS,
          })
        : undefined;
    const answers = (
      await Promise.all(normals.map((c) => openLoop(NORMAL_RATE_PER_SECOND, PHASE_MS, () => c.send())))
    ).flat();
    const report = await abuse;
    const apiCpu = cpuMs(apiPid) - cpuBefore;
    if (report) {
      lastAbuse = Date.now();
      abuseTotals.sent += report.sent;
      abuseTotals.ok += report.ok;
      abuseTotals.limited += report.limited;
      abuseTotals.other += report.other;
      abuseTotals.problems.push(...report.problems);
      for (const a of answers) (duringBurst(a, report) ? groups.burst : groups.refused).push(a);
      if (!report.ok) cpu.refusedPhases.push({ ms: apiCpu, sent: report.sent });
    } else {
      groups.baseline.push(...answers);
      cpu.baseline.push(apiCpu);
    }
    const s = summarize(answers);
    phaseP99[kind as 'A' | 'B'].push(s.p99);
    check(
      s.bad === 0,
      `phase ${i + 1} (${kind}): ${s.bad} of the others' requests not answered 2xx: ${s.examples.join('; ')}`,
    );
    const admittedS = report?.admitted ? ((report.admitted[1] - report.admitted[0]) / 1000).toFixed(1) : '0';
    const a = report
      ? [report.sent, report.ok, report.limited, report.other, admittedS, ms(apiCpu), ms(report.cpuMs)]
      : ['-', '-', '-', '-', '-', ms(apiCpu), '-'];
    console.log(
      `| ${i + 1} ${kind} | ${s.count} | ${s.bad} | ${ms(s.p50)} | ${ms(s.p99)} | ${a.join(' | ')} | ${loadavg()[0].toFixed(2)} |`,
    );
  }
  const base = summarize(groups.baseline);
  const all = summarize([...groups.refused, ...groups.burst]);
  const refused = summarize(groups.refused);
  const burst = summarize(groups.burst);
  const growth = (p99: number) => p99 / base.p99 - 1;
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  // A fixed one-minute window: the abuser may pass its limit once per window its phases touched.
  const windows = Math.ceil((lastAbuse - firstAbuse) / 60_000) + 1;
  const baselineCpuPerPhase = cpu.baseline.reduce((x, y) => x + y, 0) / cpu.baseline.length;
  console.log('\n| figure | value | target | |');
  console.log('|---|---|---|---|');
  const row = (name: string, value: string, target: string, ok: boolean) => {
    console.log(`| ${name} | ${value} | ${target} | ${target === '-' ? '' : ok ? 'met' : 'MISSED'} |`);
    check(ok, `${name}: ${value} (target ${target})`);
  };
  row(
    "others' p99, A phases (baseline)",
    `${ms(base.p99)} ms (p50 ${ms(base.p50)}, ${base.count} requests)`,
    '-',
    true,
  );
  row(
    "others' p99, B phases (abuser at 10x its limit)",
    `${ms(all.p99)} ms (p50 ${ms(all.p50)}, ${all.count} requests): ${pct(growth(all.p99))}`,
    `<= +${MAX_P99_GROWTH * 100} %`,
    growth(all.p99) <= MAX_P99_GROWTH,
  );
  // One phase hit by a neighbour's load spike can carry a pooled p99: the median phase does not.
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((x, y) => x - y),
      50,
    );
  row(
    "median of the phases' p99, A and B (less swayed by one noisy phase)",
    `${ms(median(phaseP99.A))} ms, ${ms(median(phaseP99.B))} ms: ${pct(median(phaseP99.B) / median(phaseP99.A) - 1)}`,
    '-',
    true,
  );
  row(
    '... while the abuser was refused (429s only)',
    `${ms(refused.p99)} ms (p50 ${ms(refused.p50)}, ${refused.count} requests): ${pct(growth(refused.p99))}`,
    `<= +${MAX_P99_GROWTH * 100} %`,
    growth(refused.p99) <= MAX_P99_GROWTH,
  );
  row(
    "... while the abuser's requests were admitted (its quota spent in a burst)",
    `${ms(burst.p99)} ms (p50 ${ms(burst.p50)}, ${burst.count} requests): ${pct(growth(burst.p99))}`,
    '-',
    true,
  );
  if (cpu.refusedPhases.length) {
    // What a refused-only B phase cost the API beyond an average A phase, per abuser request.
    const per429 =
      cpu.refusedPhases.reduce((sum, p) => sum + (p.ms - baselineCpuPerPhase) / p.sent, 0) / cpu.refusedPhases.length;
    row(
      'API CPU per refused request (refused-only B phase minus an A phase, per abuser request)',
      `${per429.toFixed(2)} ms`,
      '-',
      true,
    );
  }
  row("others' answers not 2xx (429 included)", String(base.bad + all.bad), '0', base.bad + all.bad === 0);
  row('abuser answered 429', `${abuseTotals.limited} of ${abuseTotals.sent}`, '> 0', abuseTotals.limited > 0);
  row(
    'abuser 429s not in the SPEC envelope with RateLimit headers, or other statuses',
    `${abuseTotals.other + abuseTotals.problems.length}${abuseTotals.problems.length ? ` (${[...new Set(abuseTotals.problems)].join('; ')})` : ''}`,
    '0',
    abuseTotals.other + abuseTotals.problems.length === 0,
  );
  row(
    'abuser 2xx',
    String(abuseTotals.ok),
    `<= ${RATE_LIMIT_PER_MINUTE} x ${windows} windows`,
    abuseTotals.ok <= RATE_LIMIT_PER_MINUTE * windows,
  );
}

/** An error the API logged (pino level 50+: an unhandled error, a 500) is a miss, shown with its first lines. */
function reportLoggedErrors(logFile: string): void {
  let lines: string[] = [];
  try {
    lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
  } catch {
    return;
  }
  if (!lines.length) return;
  console.log(
    `\nThe API logged ${lines.length} errors; the first:\n${lines
      .slice(0, 3)
      .map((l) => l.slice(0, 3000))
      .join('\n')}`,
  );
  misses.push(`the API logged ${lines.length} errors`);
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const scratch = mkdtempSync(join(tmpdir(), 'chaos-abuse-'));
  const started: { stop(): Promise<void> }[] = [];
  let abuser: ChildProcess | undefined;
  const clients: Client[] = [];
  try {
    const redis = new PrivateRedis(REDIS_PORT, scratch, ['--appendonly', 'no']);
    await redis.start();
    started.push(redis);
    const env = {
      NODE_ENV: 'production',
      APP_ROLE: 'api',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      QUEUE_DRIVER: 'inline',
      STORAGE_DIR: join(scratch, 'storage'),
      JWT_SECRET,
      MIGRATIONS_RUN: 'false',
      DEMO_SEED_ON_EMPTY: 'false',
      USER_PURGE_INTERVAL_MS: '0',
      CYCLE_ROLL_INTERVAL_MS: '0',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      LOG_LEVEL: 'info', // production's default: every answer, 429s included, is a log line
    };
    const config = loadConfig(env);
    const [abuserKey, ...normalKeys] = await makeAccounts(db.url, NORMAL_ACCOUNTS + 1);
    const api = startApi(env, join(scratch, 'api.log'));
    started.push(api);
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${API_PORT}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      120_000,
      'the API process',
    );
    abuser = fork(join(__dirname, 'chaos-abuse-abuser.ts'), [], {
      execArgv: ['-r', 'ts-node/register/transpile-only'],
    });

    console.log(`## chaos:abuse, ${new Date().toISOString()}, ${machine()}, scale ${SCALE}`);
    console.log(`load average at start ${load()}`);
    const base = { port: API_PORT, basePath: config.http.basePath };
    clients.push(...normalKeys.map((key) => new Client(base, key, RATE_LIMIT_PER_MINUTE)));
    await slowLorisPhase(API_PORT, config.http.basePath, serverTimeouts(config), clients[0]);
    await abusePhase(API_PORT, config.http.basePath, clients, abuser, abuserKey, api.child.pid);
    console.log(`\nload average at end ${load()}`);
    if (api.child.exitCode !== null) misses.push(`the API process exited (${api.child.exitCode}):\n${api.tail()}`);
  } finally {
    reportLoggedErrors(join(scratch, 'api.log'));
    clients.forEach((c) => c.close());
    abuser?.disconnect();
    for (const s of started.reverse()) await s.stop();
    await db.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(misses.length ? `\nMISSED:\n- ${misses.join('\n- ')}` : '\nAll figures met their targets.');
  process.exitCode = misses.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
