// chaos:outage (issue 18.4): one API process of src/bootstrap.ts on a scratch database and a private
// redis-server (rate-limit buckets and the Bull queue). Measures reads and paid content calls with
// Redis up, kills Redis (SIGTERM), measures again, and checks what must hold: every read and
// content call answered 200 and at most 200 ms slower (median) than with Redis up, readiness 503
// naming redis, a design request 503 with nothing charged; then Redis back and everything recovers.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run chaos:outage
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/bootstrap';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { freePort, PrivateRedis, requireRedisServer } from '../test/support/private-redis';
import { benchConfig, machine, scratchDatabase } from './support';

const BUDGET_MS = 200;
const CONTENT = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  type: 'socialMedia',
  subtype: 'socialMedia-instagram-post',
};
const DESIGN = { ...CONTENT, numOfVariants: 1 };
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const misses: string[] = [];
const check = (ok: boolean, what: string) => ok || misses.push(what);

async function main(): Promise<void> {
  requireRedisServer();
  const dir = mkdtempSync(join(tmpdir(), 'dgapi-chaos-outage-'));
  const redis = new PrivateRedis(await freePort(), dir);
  await redis.start();
  const db = await scratchDatabase();
  const config = benchConfig(db.url, {
    REDIS_URL: redis.url,
    QUEUE_DRIVER: 'bull',
    RATE_LIMIT_PER_MINUTE: '100000',
    PORT: '0',
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  try {
    const accounts = app.get(AccountsService);
    const { accountId, key } = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, 'Chaos outage', 'enterprise');
      return { accountId, key: (await accounts.createKey(tx, accountId, 'regular')).key };
    });
    const ledger = app.get(CreditLedgerService);
    await ledger.grant(accountId, 1000, 'chaos:outage');
    const call = async (method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const started = performance.now();
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { 'service-api-key': key, 'content-type': 'application/json', ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await res.json().catch(() => null)) as { body?: { code?: string; failing?: string[] } } | null;
      return { status: res.status, ms: performance.now() - started, json };
    };
    const base = config.http.basePath;
    const round = async () => {
      const reads = [];
      const contents = [];
      for (let i = 0; i < 10; i++) reads.push(await call('GET', `${base}/general/designs`));
      for (let i = 0; i < 5; i++) contents.push(await call('POST', `${base}/general/content-from-prompt`, CONTENT));
      return { reads, contents };
    };
    await call('POST', `${base}/general/content-from-prompt`, CONTENT); // warm-up
    const up = await round();
    await redis.stop();
    const balanceBefore = await ledger.balance(accountId);
    const down = await round();
    const ready = await call('GET', '/health/ready');
    const design = await call('POST', `${base}/general/designs-from-prompt`, DESIGN, { prefer: 'respond-async' });
    const balanceAfter = await ledger.balance(accountId);

    const all = [...down.reads, ...down.contents];
    check(
      all.every((r) => r.status === 200),
      `every read and content call answers 200 while Redis is down (got ${[...new Set(all.map((r) => r.status))].join(', ')})`,
    );
    const readDelta = median(down.reads.map((r) => r.ms)) - median(up.reads.map((r) => r.ms));
    const contentDelta = median(down.contents.map((r) => r.ms)) - median(up.contents.map((r) => r.ms));
    check(readDelta < BUDGET_MS, `reads at most ${BUDGET_MS} ms slower (median): ${readDelta.toFixed(0)} ms`);
    check(
      contentDelta < BUDGET_MS,
      `content calls at most ${BUDGET_MS} ms slower (median): ${contentDelta.toFixed(0)} ms`,
    );
    check(
      ready.status === 503 && JSON.stringify(ready.json?.body?.failing) === '["redis"]',
      `readiness 503 naming redis (got ${ready.status} ${JSON.stringify(ready.json)})`,
    );
    check(
      design.status === 503 && design.json?.body?.code === 'service_unavailable',
      `design request 503 service_unavailable (got ${design.status})`,
    );
    check(
      balanceAfter === balanceBefore - down.contents.length,
      `only the content calls were charged (${balanceBefore} -> ${balanceAfter})`,
    );

    await redis.start();
    let recovered = false;
    for (let i = 0; i < 75 && !recovered; i++) {
      recovered =
        (await call('GET', '/health/ready')).status === 200 &&
        (await call('POST', `${base}/general/designs-from-prompt`, DESIGN, { prefer: 'respond-async' })).status === 202;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    check(recovered, 'readiness 200 and designs accepted again within 15 s of Redis coming back');

    const ms = (xs: { ms: number }[]) =>
      `median ${median(xs.map((x) => x.ms)).toFixed(0)} ms, max ${Math.max(...xs.map((x) => x.ms)).toFixed(0)} ms`;
    console.log(`chaos:outage on ${machine()}`);
    console.log(`  Redis up:   reads ${ms(up.reads)}; content ${ms(up.contents)}`);
    console.log(
      `  Redis down: reads ${ms(down.reads)}; content ${ms(down.contents)}; readiness ${ready.status} in ${ready.ms.toFixed(0)} ms; design ${design.status} in ${design.ms.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    await redis.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (misses.length) {
    console.log(`FAILED: ${misses.length} check(s) did not hold:\n  - ${misses.join('\n  - ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      'HOLDS: a Redis outage leaves reads and content calls answering, readiness 503 names redis, designs are refused with 503 and nothing charged, and all recovers (issue 18.4)',
    );
  }
}

void main();
