// Degrade, don't fall over (issue 18.4): the app on a private redis-server (rate-limit buckets and
// the Bull queue), which the test kills. Reads and paid content calls keep answering within
// 200 ms (the limiter fails open and counts it), readiness says 503 naming Redis, and a design
// request is refused with 503 before anything is charged. When Redis is back, all of it recovers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreditLedgerService } from '../../src/modules/billing';
import { PROMPT_BODY } from '../support/designs';
import { grantCredits, makeAccount, TestAccount } from '../support/factories';
import { freePort, PrivateRedis, requireRedisServer } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';

const CONTENT_BODY = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  type: 'socialMedia',
  subtype: 'socialMedia-instagram-post',
};
/**
 * What the outage may add to a call: 200 ms over the same call's median with Redis up, measured
 * just before (the shared test machine's load, not the outage, sets the baseline), and no call
 * over 2 s at all (before the fix each waited 10-30 s on ioredis' reconnection, then answered 500).
 */
const BUDGET_MS = 200;
const CEILING_MS = 2_000;
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

describe('a Redis outage (e2e, private redis-server)', () => {
  let t: TestApp;
  let redis: PrivateRedis;
  let dir: string;
  let a: TestAccount;

  const timed = async <T>(call: () => PromiseLike<T>): Promise<{ res: T; ms: number }> => {
    const started = performance.now();
    const res = await call();
    return { res, ms: performance.now() - started };
  };
  const read = () => t.http().get(`${t.base}/general/designs`).set('service-api-key', a.regularKey);
  const content = () =>
    t.http().post(`${t.base}/general/content-from-prompt`).set('service-api-key', a.regularKey).send(CONTENT_BODY);
  const design = () =>
    t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('prefer', 'respond-async')
      .send(PROMPT_BODY);
  const balance = () => t.app.get(CreditLedgerService).balance(a.accountId);

  beforeAll(async () => {
    requireRedisServer();
    dir = mkdtempSync(join(tmpdir(), 'dgapi-outage-'));
    redis = new PrivateRedis(await freePort(), dir);
    await redis.start();
    t = await startTestApp({ env: { REDIS_URL: redis.url, QUEUE_DRIVER: 'bull', RATE_LIMIT_PER_MINUTE: '1000' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await t?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers reads, content calls and readiness at once while Redis is down, and refuses designs with 503 charging nothing', async () => {
    // Up: counted by the shared limiter, ready, designs accepted.
    const up = await read();
    expect(up.status).toBe(200);
    expect(up.headers['ratelimit-remaining']).toBe('999');
    const readyUp = await t.http().get('/health/ready');
    expect(readyUp.body).toMatchObject({ status: 'ok' });
    expect(readyUp.status).toBe(200);
    expect((await design()).status).toBe(202);
    // Warm the content path once, so the baseline is not a first call.
    expect((await content()).status).toBe(200);
    const baseline = { read: [] as number[], content: [] as number[] };
    for (let i = 0; i < 5; i++) baseline.read.push((await timed(read)).ms);
    for (let i = 0; i < 5; i++) baseline.content.push((await timed(content)).ms);

    await redis.stop();

    const reads = [];
    for (let i = 0; i < 5; i++) reads.push(await timed(read));
    for (const r of reads) expect(r.res.status).toBe(200);
    const before = await balance();
    const contents = [];
    for (let i = 0; i < 5; i++) contents.push(await timed(content));
    for (const c of contents) expect(c.res.status).toBe(200);
    expect(await balance()).toBe(before - 5);
    const outage = { read: reads.map((r) => r.ms), content: contents.map((c) => c.ms) };
    console.log(
      'redis outage timings (ms)',
      JSON.stringify({ baseline, outage }, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v) : v)),
    );
    expect(median(outage.read)).toBeLessThan(median(baseline.read) + BUDGET_MS);
    expect(median(outage.content)).toBeLessThan(median(baseline.content) + BUDGET_MS);
    expect(Math.max(...outage.read, ...outage.content)).toBeLessThan(CEILING_MS);

    const ready = await timed(() => t.http().get('/health/ready'));
    expect(ready.ms).toBeLessThan(CEILING_MS);
    expect(ready.res.status).toBe(503);
    expect(ready.res.body).toMatchObject({
      status: 503,
      body: { message: 'Service unavailable', code: 'service_unavailable', failing: ['redis'] },
    });
    expect(ready.res.body.body.details.database.status).toBe('up');

    const refused = await timed(design);
    expect(refused.ms).toBeLessThan(CEILING_MS);
    expect(refused.res.status).toBe(503);
    expect(refused.res.body).toEqual({
      status: 503,
      body: { message: 'Service unavailable', code: 'service_unavailable' },
    });
    expect(refused.res.headers['retry-after']).toBe('5');
    expect(await balance()).toBe(before - 5);
    const stored = await t.db.query(`SELECT count(*)::int AS n FROM design_requests WHERE account_id = $1`, [
      a.accountId,
    ]);
    expect(stored[0].n).toBe(1); // the one accepted while Redis was up

    const metrics = (await t.http().get('/metrics')).text;
    expect(Number(/^rate_limit_store_failures_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(8);
  });

  it('recovers when Redis is back: readiness 200, the shared limit counts again, designs accepted', async () => {
    await redis.start();
    const deadline = Date.now() + 15_000;
    let ready = await t.http().get('/health/ready');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      ready = await t.http().get('/health/ready');
    }
    expect(ready.status).toBe(200);
    let counted = await read();
    while (counted.headers['ratelimit-remaining'] === '1000' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      counted = await read();
    }
    // A fresh Redis (no persistence): the bucket starts again, and counts.
    expect(Number(counted.headers['ratelimit-remaining'])).toBeLessThan(1000);
    let accepted = await design();
    while (accepted.status === 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      accepted = await design();
    }
    expect(accepted.status).toBe(202);
  });
});
