// SPEC 8 rate limit per API key, in one process (the in-memory bucket).
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createAppWithOverrides } from '../support/create-app';
import { Clock } from '../../src/platform/clock/clock';
import { createTestDatabase } from '../support/database';
import { makeAccount, TestAccount } from '../support/factories';
import { MovableClock } from '../support/movable-clock';
import { PingProbeModule } from '../support/probe.module';
import { testConfig } from '../support/test-app';

/** The app on a database of its own, with a movable clock, the ping probe and these rate-limit settings. */
async function rateLimitedApp(
  env: Record<string, string>,
): Promise<{ app: INestApplication; drop: () => Promise<void> }> {
  const db = await createTestDatabase();
  const app = await createAppWithOverrides(
    testConfig(db.url, { env }),
    [{ provide: Clock, useValue: new MovableClock() }],
    [PingProbeModule],
  );
  await app.init();
  return { app, drop: db.drop };
}

describe('rate limit (e2e, in-process)', () => {
  let app: INestApplication;
  let drop: () => Promise<void>;
  let a: TestAccount;
  const ping = (key: string) => request(app.getHttpServer()).get('/live/v2/probe/ping').set('service-api-key', key);

  beforeAll(async () => {
    ({ app, drop } = await rateLimitedApp({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_MINUTE_ENTERPRISE_ADMIN: '8' }));
    a = await makeAccount(app);
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('counts per key across requests, with RateLimit headers, then 429 rate_limited with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ping(a.regularKey);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(res.headers['ratelimit-remaining']).toBe(String(4 - i));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await ping(a.regularKey);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, body: { message: 'Too many requests', code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('limits each key on its own, with the limit of its class', async () => {
    for (let i = 0; i < 8; i++) expect((await ping(a.adminKey)).status).toBe(200);
    expect((await ping(a.adminKey)).status).toBe(429);
    const other = await makeAccount(app);
    expect((await ping(other.regularKey)).status).toBe(200);
  });

  it('never limits public routes, and an unknown key stays 401', async () => {
    for (let i = 0; i < 12; i++) expect((await request(app.getHttpServer()).get('/health')).status).toBe(200);
    expect((await ping('sk_live_unknown')).status).toBe(401);
  });
});

describe('rate limit keeps the contract (SPEC 8, issue 16.1)', () => {
  let app: INestApplication;
  let drop: () => Promise<void>;
  let clock: MovableClock;
  const ping = (key: string) => request(app.getHttpServer()).get('/live/v2/probe/ping').set('service-api-key', key);

  beforeAll(async () => {
    // The default configuration: only the database and the clock are the test's.
    const db = await createTestDatabase();
    drop = db.drop;
    clock = new MovableClock();
    app = await createAppWithOverrides(
      testConfig(db.url, { env: { RATE_LIMIT_PER_MINUTE: '600' } }),
      [{ provide: Clock, useValue: clock }],
      [PingProbeModule],
    );
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('600 at once all pass, the 601st is 429; one slot frees 60 s after the first hit, never more than 600 in any 60 s', async () => {
    const a = await makeAccount(app);
    // Sent in waves of 100 concurrent requests (2 cores): all land within the same clock instant.
    const statuses: number[] = [];
    for (let wave = 0; wave < 6; wave++)
      statuses.push(...(await Promise.all(Array.from({ length: 100 }, () => ping(a.regularKey)))).map((r) => r.status));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const refused = await ping(a.regularKey);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, body: { message: 'Too many requests', code: 'rate_limited' } });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['ratelimit-limit']).toBe('600');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe('60');

    // 59.999 s later: still the same 600 in the window. A fixed window opened by the first hit
    // would also refuse here, but would then hand out 600 more at once at 60 s.
    clock.advance(59_999);
    const stillRefused = await ping(a.regularKey);
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');

    // At 60 s the 600 leave the window together: a second full allowance, then nothing more.
    clock.advance(1);
    const again: number[] = [];
    for (let wave = 0; wave < 6; wave++)
      again.push(...(await Promise.all(Array.from({ length: 100 }, () => ping(a.regularKey)))).map((r) => r.status));
    expect(again.filter((s) => s !== 200)).toEqual([]);
    expect((await ping(a.regularKey)).status).toBe(429);
  });

  it('a steady client spread over the minute is refused exactly when the last 60 s hold the allowance (no boundary doubling)', async () => {
    const a = await makeAccount(app);
    // 300 in the first 30 s, 300 in the next 30 s: the window is full at 60 s - 1 ms...
    for (let i = 0; i < 300; i++) expect((await ping(a.regularKey)).status).toBe(200);
    clock.advance(30_000);
    const second = await Promise.all(Array.from({ length: 300 }, () => ping(a.regularKey)));
    expect(second.every((r) => r.status === 200)).toBe(true);
    expect((await ping(a.regularKey)).status).toBe(429);
    // ...and at 60 s the first 300 leave: exactly 300 more, not 600.
    clock.advance(30_000);
    const third = (await Promise.all(Array.from({ length: 301 }, () => ping(a.regularKey)))).map((r) => r.status);
    expect(third.filter((s) => s === 200)).toHaveLength(300);
    expect(third.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe('rate limit burst cap, opt-in (e2e, in-process)', () => {
  let app: INestApplication;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    // 600 a minute with a burst factor of 1: at most 10 a second (the floor).
    ({ app, drop } = await rateLimitedApp({ RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_BURST_FACTOR: '1' }));
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('refuses a burst beyond the per-second cap without spending the minute on the refusals', async () => {
    const a = await makeAccount(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(app.getHttpServer()).get('/live/v2/probe/ping').set('service-api-key', a.regularKey),
      ),
    );
    const passed = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status === 429);
    // 30 calls land in one or two one-second windows of 10.
    expect(passed.length).toBeGreaterThanOrEqual(10);
    expect(passed.length).toBeLessThanOrEqual(20);
    expect(refused.length).toBe(30 - passed.length);
    for (const r of refused) {
      expect(r.body).toEqual({ status: 429, body: { message: 'Too many requests', code: 'rate_limited' } });
      expect(r.headers['ratelimit-limit']).toBe('10');
      expect(r.headers['ratelimit-remaining']).toBe('0');
      expect(r.headers['retry-after']).toBe('1');
    }
    for (const r of passed) expect(r.headers['ratelimit-limit']).toBe('600');
    const remaining = Math.min(...passed.map((r) => Number(r.headers['ratelimit-remaining'])));
    expect(remaining).toBe(600 - passed.length);
  });

  it('the cap is per key: another account is not refused', async () => {
    const a = await makeAccount(app);
    const b = await makeAccount(app);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        request(app.getHttpServer()).get('/live/v2/probe/ping').set('service-api-key', a.regularKey),
      ),
    );
    expect(
      (await request(app.getHttpServer()).get('/live/v2/probe/ping').set('service-api-key', b.regularKey)).status,
    ).toBe(200);
  });
});
