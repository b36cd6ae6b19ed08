// chaos:ledger (issue 9, item 1): the credit ledger at full scale through HTTP. Two API processes
// of src/main.ts on one scratch PostgreSQL; 50 concurrent clients x 1 000 content-from-prompt
// calls (CONTENT_CREDIT_COST=3) against a balance of 10 000, in three phases, each on its own
// account:
//   a) the account pays: exactly 3 333 successes, every other answer 402, balance 1, no 5xx;
//   b) 50 end users (Bearer tokens) whose caps bind before the balance: half by their plan's
//      credits per cycle, half by set-user-credit-limit; 66 successes each, the rest 429;
//   c) phase (a) while one API instance is SIGKILLed and restarted three times: every 2xx the
//      clients saw is one debit row, balance + 3 x debits = 10 000, reconciliation empty.
// After each phase: a plain-SQL audit and CreditLedgerService.reconcile().
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres [REDIS_URL=redis://127.0.0.1:6379] npm run chaos:ledger [-- --scale 0.1]
// With REDIS_URL the two instances share their rate-limit counters through Redis (as production
// does, under a prefix of their own); without it each counts alone. The queue runs inline.
import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../src/app.module';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { PlansService } from '../src/modules/users';
import { auditLedger, LedgerAudit } from './chaos-ledger-audit';
import { ClientSpec, emptyTally, LoadTally, runLoad } from './chaos-ledger-load';
import {
  AppProcess,
  CHAOS_JWT_SECRET,
  ChaosHttpClient,
  chaosEnv,
  Check,
  CpuMeter,
  CpuSpent,
  holdConnection,
  loadAverage,
  retryWhileServerFull,
  runHeader,
  scaleArg,
  verdict,
  waitFor,
} from './chaos-support';
import { benchConfig, scratchDatabase } from './support';

const PORTS = [4101, 4102];
const BASE_PATH = '/live/v2';
const CLIENTS = 50;
const COST = 3;
const KILLS = 3;
const PATH = '/general/content-from-prompt';
const BODY = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  type: 'socialMedia',
  subtype: 'socialMedia-instagram-post',
};

interface Account {
  accountId: string;
  regularKey: string;
  adminKey: string;
}

interface PhaseResult {
  name: string;
  tally: LoadTally;
  audit: LedgerAudit;
  reconciled: boolean;
  cpu: CpuSpent;
}

interface KillRecord {
  atSeconds: number;
  successesBefore: number;
  balanceBefore: number;
  inFlightOnKilled: number;
  restartMs: number;
}

async function createAccount(app: INestApplicationContext, name: string, balance: number): Promise<Account> {
  const accounts = app.get(AccountsService);
  const account = await accounts.run(async (tx) => {
    const { accountId } = await accounts.createAccount(tx, name, 'enterprise');
    const regularKey = (await accounts.createKey(tx, accountId, 'regular')).key;
    const adminKey = (await accounts.createKey(tx, accountId, 'enterprise-admin')).key;
    return { accountId, regularKey, adminKey };
  });
  await app.get(CreditLedgerService).grant(account.accountId, balance, 'chaos:ledger');
  return account;
}

/** Phase b's end users: logged in over HTTP; even ones capped by plan, odd ones by set-user-credit-limit. */
async function capUsers(
  app: INestApplicationContext,
  base: string,
  account: Account,
  cap: number,
): Promise<ClientSpec[]> {
  const plans = app.get(PlansService);
  await plans.upsert(account.accountId, {
    planId: 'capped',
    name: 'Capped',
    creditsPerCycle: cap,
    rank: 1,
    makeDefault: false,
  });
  await plans.upsert(account.accountId, {
    planId: 'unlimited',
    name: 'Unlimited',
    creditsPerCycle: null,
    rank: 2,
    makeDefault: true,
  });
  const http = new ChaosHttpClient(8);
  const admin = { 'service-api-key': account.adminKey };
  const expectOk = (what: string, o: Awaited<ReturnType<ChaosHttpClient['send']>>) => {
    if (o.kind !== 'answer' || o.status !== 200) throw new Error(`${what}: ${JSON.stringify(o)}`);
    return (o.body as { body: Record<string, unknown> }).body;
  };
  try {
    return await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const abstractUserId = `chaos-user-${i}`;
        const byPlan = i % 2 === 0;
        const login = expectOk(
          'login-user',
          await http.send('POST', `${base}/enterprise/login-user`, admin, {
            abstractUserId,
            planId: byPlan ? 'capped' : 'unlimited',
          }),
        );
        if (!byPlan)
          expectOk(
            'set-user-credit-limit',
            await http.send('POST', `${base}/enterprise/set-user-credit-limit`, admin, {
              abstractUserId,
              creditLimit: cap,
            }),
          );
        return {
          headers: { 'service-api-key': account.regularKey, authorization: `Bearer ${String(login.accessToken)}` },
        };
      }),
    );
  } finally {
    await http.close();
  }
}

async function reconciled(app: INestApplicationContext): Promise<boolean> {
  const report = await retryWhileServerFull(() => app.get(CreditLedgerService).reconcile());
  const clean = !report.accounts.length && !report.entries.length && !report.users.length;
  if (!clean) console.error('reconciliation found:', JSON.stringify(report).slice(0, 2000));
  return clean;
}

/**
 * Phase c's faults: SIGKILL the instance, start it again, three times. The first kill falls while
 * credits remain (a tenth of the way to the expected successes), so requests die mid-debit; the
 * next ones as soon as the restarted instance has answered `warmAnswers` requests again, so that
 * as many kills as the restarts allow fall before the balance runs out.
 */
async function killAndRestart(
  api: AppProcess,
  index: number,
  tally: LoadTally,
  schedule: { firstAtSuccesses: number; warmAnswers: number; t0: number },
  balanceNow: () => Promise<number>,
  done: () => boolean,
): Promise<KillRecord[]> {
  const { firstAtSuccesses, warmAnswers, t0 } = schedule;
  const kills: KillRecord[] = [];
  for (let k = 0; k < KILLS; k++) {
    const answeredBefore = tally.answersPerInstance[index];
    const trigger =
      k === 0
        ? () => tally.okRequestIds.length >= firstAtSuccesses
        : () => tally.answersPerInstance[index] - answeredBefore >= warmAnswers;
    await waitFor(() => trigger() || done(), 600_000, `kill ${k + 1}`);
    if (done()) break;
    const record = {
      atSeconds: (Date.now() - t0) / 1000,
      successesBefore: tally.okRequestIds.length,
      inFlightOnKilled: tally.inFlight[index],
      balanceBefore: 0,
      restartMs: 0,
    };
    await api.kill();
    record.balanceBefore = await balanceNow();
    const started = Date.now();
    await api.start();
    record.restartMs = Date.now() - started;
    kills.push(record);
  }
  return kills;
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  const scale = scaleArg();
  const requestsPerClient = Math.round(1000 * scale);
  const balance = Math.round(10_000 * scale);
  const expectedSuccesses = Math.floor(balance / COST);
  const cap = Math.floor(balance / CLIENTS);
  const perUserSuccesses = Math.floor(cap / COST);

  console.log(runHeader(`chaos:ledger, scale ${scale}`));
  const db = await scratchDatabase();
  const probe = await holdConnection(db.url);
  const control = await NestFactory.createApplicationContext(
    AppModule.forRoot(benchConfig(db.url, { APP_ROLE: 'api', JWT_SECRET: CHAOS_JWT_SECRET })),
    { logger: false },
  );
  const env = chaosEnv(db.url, {
    QUEUE_DRIVER: 'inline',
    CONTENT_CREDIT_COST: String(COST),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `chaosledger${randomBytes(4).toString('hex')}` }
      : {}),
  });
  const apis = PORTS.map((port, i) => new AppProcess({ name: `api-${i + 1}`, role: 'api', port, env }));
  const instances = apis.map((a) => `${a.baseUrl}${BASE_PATH}`);
  const results: PhaseResult[] = [];
  let kills: KillRecord[] = [];
  try {
    await Promise.all(apis.map((a) => a.start()));
    console.log(
      `two API processes up (start ${apis.map((a) => a.startMs[0]).join(' ms, ')} ms); ${CLIENTS} clients x ${requestsPerClient} requests, cost ${COST}, balance ${balance}\n`,
    );

    const meter = new CpuMeter(apis, probe);
    const runPhase = async (name: string, account: Account, clients: ClientSpec[], tally?: LoadTally) => {
      await meter.begin();
      const t = await runLoad({ instances, path: PATH, body: BODY, clients, requestsPerClient }, tally);
      const cpu = await meter.end();
      const result = {
        name,
        tally: t,
        cpu,
        audit: await auditLedger(probe, account.accountId, t.okRequestIds),
        reconciled: await reconciled(control),
      };
      results.push(result);
      console.log(`${name}: ${t.answers} answers in ${t.seconds.toFixed(1)} s (load average ${loadAverage()})`);
      return result;
    };

    const accountPays = (a: Account): ClientSpec[] =>
      Array.from({ length: CLIENTS }, () => ({ headers: { 'service-api-key': a.regularKey } }));

    const a = await createAccount(control, 'chaos-ledger-a', balance);
    await runPhase('a) account pays', a, accountPays(a));

    const b = await createAccount(control, 'chaos-ledger-b', balance);
    await runPhase('b) per-user caps bind', b, await capUsers(control, instances[0], b, cap));

    const c = await createAccount(control, 'chaos-ledger-c', balance);
    const tally = emptyTally(instances.length, CLIENTS);
    let finished = false;
    const t0 = Date.now();
    const schedule = { firstAtSuccesses: Math.ceil(expectedSuccesses / 10), warmAnswers: 100, t0 };
    const faults = killAndRestart(
      apis[1],
      1,
      tally,
      schedule,
      async () =>
        Number(
          (await probe.query(`SELECT balance FROM credit_accounts WHERE account_id = $1`, [c.accountId])).rows[0]
            .balance,
        ),
      () => finished,
    );
    await runPhase('c) a) with 3 SIGKILLs', c, accountPays(c), tally).finally(() => (finished = true));
    kills = await faults;
  } finally {
    await Promise.all(apis.map((p) => p.stop()));
    await control.close();
    await probe.end();
    await db.drop();
  }

  console.log(
    '\n| phase | answers | s | answers/s | p50 ms | p99 ms | 2xx | refusals | 5xx | other | connection errors (retried) | balance | ledger sum | debit rows | refund rows | 2xx = one debit row | debits no client saw | reconciliation | CPU ms per answer: API processes, PostgreSQL, load generator |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const { tally: t, audit: au } = r;
    const fivexx = [...t.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const refusals = [...t.byError].map(([k, n]) => `${n} x ${k}`).join(', ');
    const other = t.malformed.length;
    console.log(
      `| ${r.name} | ${t.answers} | ${t.seconds.toFixed(1)} | ${Math.round(t.answers / t.seconds)} | ${t.p50.toFixed(0)} | ${t.p99.toFixed(0)} | ${t.okRequestIds.length} | ${refusals} | ${fivexx} | ${other} | ${t.connectionErrors}${t.connectionErrors ? ` (${[...t.connectionErrorCodes].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''} | ${au.balance} | ${au.ledgerSum} | ${au.debitRows} | ${au.refundRows} | ${au.seenMatched} of ${t.okRequestIds.length} | ${au.debitsNotSeen} | ${r.reconciled ? 'empty' : 'FOUND ROWS'} | ${[r.cpu.apps, r.cpu.database, r.cpu.loadGenerator].map((ms) => (ms / t.answers).toFixed(2)).join(', ')} |`,
    );
    for (const m of t.malformed.slice(0, 3)) console.error(`  malformed answer: ${m}`);
  }
  if (kills.length) {
    console.log(
      '\n| kill | at s into phase c | 2xx seen before | balance just after the kill | requests in flight on the killed instance | restart to ready ms |',
    );
    console.log('|---|---|---|---|---|---|');
    kills.forEach((k, i) =>
      console.log(
        `| ${i + 1} | ${k.atSeconds.toFixed(1)} | ${k.successesBefore} | ${k.balanceBefore} | ${k.inFlightOnKilled} | ${k.restartMs} |`,
      ),
    );
  }
  const cpuSeconds = results.reduce((s, r) => s + (r.cpu.apps + r.cpu.database + r.cpu.loadGenerator) / 1000, 0);
  console.log(
    `\nCPU of the three phases: ${cpuSeconds.toFixed(0)} s (about ${(cpuSeconds / 2).toFixed(0)} s of wall time on 2 otherwise idle cores)`,
  );
  if (results.some((r) => [...r.tally.byStatus.keys()].some((status) => status >= 500))) {
    for (const api of apis)
      console.error(`\n${api.options.name}'s last words (5xx seen):\n${api.output().slice(-3000)}`);
  }
  console.log(`\nload average at the end ${loadAverage()}\n`);
  const minutes = (Date.now() - runStarted) / 60_000;
  verdict([
    ...checks(results, kills, { balance, expectedSuccesses, perUserSuccesses, requests: CLIENTS * requestsPerClient }),
    {
      name: 'API processes that exited on their own',
      target: '0',
      measured: apis.reduce((n, p) => n + p.unexpectedExits, 0),
      ok: apis.every((p) => p.unexpectedExits === 0),
    },
    {
      name: 'whole run (setup, three phases, teardown)',
      target: '< 10 min',
      measured: `${minutes.toFixed(1)} min`,
      ok: minutes < 10,
    },
  ]);
}

function checks(
  results: PhaseResult[],
  kills: KillRecord[],
  e: { balance: number; expectedSuccesses: number; perUserSuccesses: number; requests: number },
): Check[] {
  const [a, b, c] = results;
  const count = (t: LoadTally, pred: (status: number) => boolean) =>
    [...t.byStatus].filter(([s]) => pred(s)).reduce((n, [, k]) => n + k, 0);
  const only = (t: LoadTally, key: string) => t.byError.size === 1 && t.byError.has(key) && !t.malformed.length;
  const common = (r: PhaseResult, refusal: string, expectedBalance: number): Check[] => [
    {
      name: `${r.name}: 5xx`,
      target: '0',
      measured: count(r.tally, (s) => s >= 500),
      ok: count(r.tally, (s) => s >= 500) === 0,
    },
    {
      name: `${r.name}: every other answer`,
      target: refusal,
      measured:
        [...r.tally.byError].map(([k, n]) => `${n} x ${k}`).join(', ') +
        (r.tally.malformed.length ? `, ${r.tally.malformed.length} malformed` : ''),
      ok: only(r.tally, refusal) && r.tally.answers === e.requests,
    },
    {
      name: `${r.name}: final balance`,
      target: String(expectedBalance),
      measured: r.audit.balance,
      ok: r.audit.balance === expectedBalance,
    },
    {
      name: `${r.name}: ledger sum = balance`,
      target: String(r.audit.balance),
      measured: r.audit.ledgerSum,
      ok: r.audit.ledgerSum === r.audit.balance,
    },
    {
      name: `${r.name}: each 2xx is exactly one debit row`,
      target: `${r.tally.okRequestIds.length} of ${r.tally.okRequestIds.length}`,
      measured: `${r.audit.seenMatched}${r.audit.seenDuplicates ? `, ${r.audit.seenDuplicates} duplicate ids` : ''}`,
      ok: r.audit.seenMatched === r.tally.okRequestIds.length && !r.audit.seenDuplicates,
    },
    {
      name: `${r.name}: reconciliation`,
      target: 'empty',
      measured: r.reconciled ? 'empty' : 'found rows',
      ok: r.reconciled,
    },
  ];
  const out: Check[] = [];
  if (a) {
    out.push({
      name: `${a.name}: 2xx`,
      target: String(e.expectedSuccesses),
      measured: a.tally.okRequestIds.length,
      ok: a.tally.okRequestIds.length === e.expectedSuccesses,
    });
    out.push(...common(a, '402 insufficient_credits', e.balance % COST));
  }
  if (b) {
    const users = b.tally.okPerClient;
    const exact = users.filter((n) => n === e.perUserSuccesses).length;
    const perUserRows = [...b.audit.debitsPerUser.values()];
    out.push({
      name: `${b.name}: 2xx per user`,
      target: `${e.perUserSuccesses} for each of ${users.length}`,
      measured: `${exact} users exactly (min ${Math.min(...users)}, max ${Math.max(...users)})`,
      ok: exact === users.length,
    });
    out.push({
      name: `${b.name}: debit rows per user`,
      target: `${e.perUserSuccesses} for each of ${users.length}`,
      measured: `${perUserRows.filter((n) => n === e.perUserSuccesses).length} users exactly`,
      ok: perUserRows.length === users.length && perUserRows.every((n) => n === e.perUserSuccesses),
    });
    out.push(...common(b, '429 credit_limit_reached', e.balance - users.length * e.perUserSuccesses * COST));
  }
  if (c) {
    const net = c.audit.debitRows - c.audit.refundRows;
    out.push({
      name: `${c.name}: SIGKILLs + restarts`,
      target: String(KILLS),
      measured: kills.length,
      ok: kills.length === KILLS,
    });
    out.push({
      name: `${c.name}: debit rows`,
      target: `<= ${e.expectedSuccesses}`,
      measured: c.audit.debitRows,
      ok: c.audit.debitRows <= e.expectedSuccesses,
    });
    out.push({
      name: `${c.name}: balance + ${COST} x (debits - refunds)`,
      target: String(e.balance),
      measured: c.audit.balance + COST * net,
      ok: c.audit.balance + COST * net === e.balance,
    });
    out.push(
      ...common(c, '402 insufficient_credits', e.balance % COST).filter((ch) => !ch.name.endsWith('final balance')),
    );
  }
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
