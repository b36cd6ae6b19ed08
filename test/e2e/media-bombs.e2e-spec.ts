// Media inspected before they cost anything (issue 18.1): an SVG filter bomb (~21 s of CPU when
// rendered) named as such is a 422 at the door; hidden behind a .png name and image/png it fails
// the request on its first attempt, well under a second of worker time, with a fixed message and
// a refund; the caller and the design.failed webhook never see an exception's text.
import { svgFilterBomb } from '../../libs/design-engine/testing/fixtures';
import { FakeMediaHost, ledgerOf, PROMPT_BODY } from '../support/designs';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { solidPng } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

const UNSUPPORTED = 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)';

describe('media bombs (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let host: FakeMediaHost;
  let bearer: string;

  beforeAll(async () => {
    host = await new FakeMediaHost({
      '/bomb.svg': { type: 'image/svg+xml', body: svgFilterBomb() },
      '/photo.png': { type: 'image/png', body: svgFilterBomb() },
    }).start();
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1', DESIGN_RETRY_DELAY_MS: '10' } });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({
        abstractUserId: 'bomb-user',
        brand: {
          brandName: 'Bomb',
          brandDescription: 'A logo that is an SVG in disguise.',
          brandLogo: host.url('/photo.png'),
        },
      });
    expect(login.status).toBe(200);
    bearer = `Bearer ${login.body.body.accessToken}`;
    // A webhook, so that design.failed is recorded (its receiver answering 404 does not matter here).
    const hook = await t
      .http()
      .post(`${t.base}/general/webhooks`)
      .set('service-api-key', a.regularKey)
      .send({ url: host.url('/hook') });
    expect(hook.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await host.stop();
  });

  const design = (body: object) =>
    t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('authorization', bearer)
      .send(body);
  const balance = async () =>
    Number((await t.db.query(`SELECT balance FROM credit_accounts WHERE account_id = $1`, [a.accountId]))[0].balance);

  it('an SVG URL is a 422 naming the field, nothing charged or fetched', async () => {
    const before = await balance();
    const res = await design({ ...PROMPT_BODY, medias: [{ url: host.url('/bomb.svg') }] });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([
      { field: 'medias[0].url', message: 'must point to a raster image (JPEG, PNG, WebP, GIF, AVIF or TIFF), not SVG' },
    ]);
    expect(await balance()).toBe(before);
    expect(host.requests).not.toContain('/bomb.svg');
  });

  it('a brand logo URL naming an SVG is a 422', async () => {
    const res = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({
        abstractUserId: 'bomb-user-2',
        brand: { brandName: 'B', brandDescription: 'd', brandLogo: host.url('/bomb.svg') },
      });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([
      {
        field: 'brand.brandLogo',
        message: 'must point to a raster image (JPEG, PNG, WebP, GIF, AVIF or TIFF), not SVG',
      },
    ]);
  });

  it.each([
    ['a design photo', { medias: [{ url: '/photo.png' }] }, `medias[0] ${UNSUPPORTED}`],
    ['the brand logo', { settings: { mode: 'brand' } }, `brand.brandLogo ${UNSUPPORTED}`],
  ])(
    'an SVG disguised as %s: failed on the first attempt in < 1 s, fixed message, refunded',
    async (_name, patch, message) => {
      const body = { ...PROMPT_BODY, ...patch } as Record<string, unknown>;
      if (Array.isArray(body.medias))
        body.medias = (body.medias as { url: string }[]).map((m) => ({ url: host.url(m.url) }));
      const before = await balance();
      const res = await design(body);
      expect(res.status).toBe(200);
      expect(res.body.body).toMatchObject({ status: 'failed', error: message });
      const [row] = await t.db.query(
        `SELECT attempts, extract(epoch FROM (finished_at - started_at)) * 1000 AS ms FROM design_requests WHERE id = $1`,
        [res.body.body.requestId],
      );
      expect(row.attempts).toBe(1);
      expect(Number(row.ms)).toBeLessThan(1000);
      expect(await ledgerOf(t, res.body.body.requestId)).toEqual([
        { kind: 'debit', amount: -1 },
        { kind: 'refund', amount: 1 },
      ]);
      expect(await balance()).toBe(before);
      const [event] = await t.db.query(
        `SELECT data FROM webhook_events WHERE type = 'design.failed' AND data->>'requestId' = $1`,
        [res.body.body.requestId],
      );
      expect(event.data.error).toBe(message);
    },
  );
});

describe('media step budget (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let host: FakeMediaHost;

  beforeAll(async () => {
    host = await new FakeMediaHost({ '/slow.png': { type: 'image/png', body: await solidPng(40, 30) } }).start();
    host.delayMs = 3000;
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1', MEDIA_STEP_BUDGET_MS: '300' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 10);
  });
  afterAll(async () => {
    await t.close();
    await host.stop();
  });

  it('media over MEDIA_STEP_BUDGET_MS fail the request at once (no retry), with a fixed message and a refund', async () => {
    const res = await t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .send({ ...PROMPT_BODY, medias: [{ url: host.url('/slow.png') }] });
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({
      status: 'failed',
      error: "The design's images could not be fetched and prepared within 300 ms",
    });
    const [row] = await t.db.query(`SELECT attempts FROM design_requests WHERE id = $1`, [res.body.body.requestId]);
    expect(row.attempts).toBe(1);
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
  });
});
