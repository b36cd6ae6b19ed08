// Unauthenticated pressure and defence in depth (issue 18.7, 18.9): made-up keys cost no query
// after the first and get 429 per client address, public routes are limited per address
// (X-Forwarded-For believed for TRUST_PROXY_HOPS proxies), bearer tokens need `exp`, share pages
// run no script, /metrics may need a token, and one end user cannot take all of a key's slots.
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { ApiKeysRepository } from '../../src/modules/identity/api-keys.repository';
import { DesignRenderPool } from '../../src/modules/rendering';
import { randomBase62 } from '../../src/modules/identity/domain/api-key-format';
import { GatedRenderPool, PROMPT_BODY } from '../support/designs';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const madeUpKey = () => `sk_live_${randomBase62(20)}_${randomBase62(43)}`;

describe('unauthenticated pressure (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let lookups: jest.SpyInstance;
  const ping = (key: string, from: string) =>
    t.http().get(`${t.base}/general/designs`).set('service-api-key', key).set('x-forwarded-for', from);

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_UNAUTHENTICATED_PER_IP_PER_MINUTE: '5',
        RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE: '4',
        TRUST_PROXY_HOPS: '1',
        API_KEY_CACHE_MS: '5000',
      },
    });
    a = await makeAccount(t.app);
    lookups = jest.spyOn(t.app.get(ApiKeysRepository), 'findForAuthentication');
  });

  afterAll(() => t.close());

  it('an unknown key id is looked up once, then answered from the negative cache like a known id with a wrong secret', async () => {
    const key = madeUpKey();
    lookups.mockClear();
    for (let i = 0; i < 3; i++) expect((await ping(key, '198.51.100.1')).status).toBe(401);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('refused keys are counted per client address: past the allowance 429 before any lookup; other addresses and known keys unaffected', async () => {
    // A key known to the process before the flood (cached), from the address that will be blocked.
    expect((await ping(a.regularKey, '203.0.113.7')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ping(madeUpKey(), '203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    lookups.mockClear();
    const refused = await ping(madeUpKey(), '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, body: { message: 'Too many requests', code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await ping('not-even-a-key', '203.0.113.7')).status).toBe(429);
    expect(lookups).not.toHaveBeenCalled();
    expect((await ping(a.regularKey, '203.0.113.7')).status).toBe(200);
    expect((await ping(madeUpKey(), '203.0.113.8')).status).toBe(401);
  });

  it('public routes are limited per client address; health probes are not', async () => {
    const page = (from: string) => t.http().get(`/app/share/${randomUUID()}`).set('x-forwarded-for', from);
    for (let i = 0; i < 4; i++) expect((await page('192.0.2.10')).status).toBe(404);
    const refused = await page('192.0.2.10');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await page('192.0.2.11')).status).toBe(404);
    for (let i = 0; i < 8; i++)
      expect((await t.http().get('/health').set('x-forwarded-for', '192.0.2.10')).status).toBe(200);
  });
});

describe('defence in depth (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let pool: GatedRenderPool;
  const TOKEN = 'metrics-token-0123456789abcdef';

  beforeAll(async () => {
    pool = new GatedRenderPool({ render: () => Promise.reject(new Error('never rendered in this suite')) });
    t = await startTestApp({
      env: { METRICS_TOKEN: TOKEN, DESIGN_MAX_IN_FLIGHT_PER_USER: '2' },
      overrides: [{ provide: DesignRenderPool as never, useValue: pool }],
    });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    pool.release();
    await t.close();
  });

  const login = async (abstractUserId: string): Promise<string> => {
    const res = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId });
    expect(res.status).toBe(200);
    return `Bearer ${res.body.body.accessToken}`;
  };

  it('refuses a signed end-user token without exp', async () => {
    const bearer = await login(`u-${randomUUID()}`);
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString());
    delete claims.exp;
    const forever = await t.app.get(JwtService).signAsync(claims, { algorithm: 'HS256' });
    const designs = (auth: string) =>
      t.http().get(`${t.base}/general/designs`).set('service-api-key', a.regularKey).set('authorization', auth);
    expect((await designs(bearer)).status).toBe(200);
    const refused = await designs(`Bearer ${forever}`);
    expect(refused.status).toBe(401);
    expect(refused.body.body.code).toBe('unauthenticated');
  });

  it('share pages allow no script', async () => {
    const res = await t.http().get(`/app/share/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(
      /unsafe-inline'[^;]*;[^]*script-src|script-src[^;]*unsafe-inline/,
    );
  });

  it('/metrics needs the token when METRICS_TOKEN is set', async () => {
    const none = await t.http().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      status: 401,
      body: {
        message: 'Failed to authenticate request. Please add the metrics token as a Bearer token in request',
        code: 'unauthenticated',
      },
    });
    expect((await t.http().get('/metrics').set('authorization', 'Bearer wrong-token-0123456789abcd')).status).toBe(401);
    const ok = await t.http().get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('http_requests_total');
  });

  it('caps design requests in flight per end user (DESIGN_MAX_IN_FLIGHT_PER_USER), leaving the key room for others', async () => {
    const u1 = await login(`u-${randomUUID()}`);
    const u2 = await login(`u-${randomUUID()}`);
    const design = (bearer: string) =>
      t
        .http()
        .post(`${t.base}/general/designs-from-prompt`)
        .set('service-api-key', a.regularKey)
        .set('authorization', bearer)
        .set('prefer', 'respond-async')
        .send(PROMPT_BODY);
    expect((await design(u1)).status).toBe(202);
    expect((await design(u1)).status).toBe(202);
    const third = await design(u1);
    expect(third.status).toBe(429);
    expect(third.body.body.code).toBe('rate_limited');
    expect((await design(u2)).status).toBe(202);
  });
});
