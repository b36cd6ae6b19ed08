// Design sets over HTTP (SPEC 6.5, issue 19.1): one request for every format of a campaign, one
// debit of formats x variants, a failed format refunded alone, a set whose every format fails
// refunded whole, clear 422s, and the presets endpoint.
import { LazyRenderPool } from '../../src/modules/rendering/design-render-pool';
import { DesignRenderPool } from '../../src/modules/rendering';
import type { RenderInput, RenderResult } from '../../libs/design-engine/render/render';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { getAppUrl, imageInfo, ledgerOf, pollStatus } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

/** The real renderer, except that a design 999 px wide cannot be rendered: a format that fails. */
class OneSizeFailsPool extends DesignRenderPool {
  private readonly real = new LazyRenderPool({ size: 1 });
  /** The seed of every render asked for, to check that the sets of one prompt share their looks. */
  readonly seeds: number[] = [];
  render(input: RenderInput): Promise<RenderResult> {
    this.seeds.push(input.seed);
    if (input.width === 999) return Promise.reject(new Error('forced render failure'));
    return this.real.render(input);
  }
  warmUp(): Promise<void> {
    return this.real.warmUp();
  }
  close(): Promise<void> {
    return this.real.close();
  }
}

interface SetVariant {
  index: number;
  url: string;
  width: number;
  height: number;
  subtype: string;
  look: number;
}

const PROMPT = 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50';
const FAILING = { type: 'custom', dimension: { width: 999, height: 111 } };

describe('design sets (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  const pool = new OneSizeFailsPool();

  const post = (path: string, body: Record<string, unknown>) =>
    t.http().post(`${t.base}/general/${path}`).set('service-api-key', a.regularKey).send(body);
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    t = await startTestApp({
      env: { DESIGN_RETRY_DELAY_MS: '10' },
      overrides: [{ provide: DesignRenderPool as never, useValue: pool }],
    });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 200);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('lists the presets with their sizes', async () => {
    const res = await t.http().get(`${t.base}/general/design-set-presets`).set('service-api-key', a.regularKey);
    expect(res.status).toBe(200);
    const iab = res.body.body.items.find((p: { name: string }) => p.name === 'iab-standard');
    expect(iab.formats).toHaveLength(8);
    expect(iab.formats[1]).toEqual({ type: 'displayAds', subtype: 'displayAds-leaderboard', width: 728, height: 90 });
  });

  // issue 15.7: a campaign asked for as an IAB set and a social set of one prompt reads as one
  it('seeds every set of one prompt alike (the IAB and social sets share their looks), a single design by its own id', async () => {
    const prompt = 'Fresh bread and coffee every morning from 7 at Crumb & Co';
    const seedsOf = async (path: string, body: Record<string, unknown>): Promise<number[]> => {
      pool.seeds.length = 0;
      const res = await post(path, { prompt, numOfVariants: 1, ...body });
      expect([res.status, res.body.body.status]).toEqual([200, 'completed']);
      return [...new Set(pool.seeds)];
    };
    const iab = await seedsOf('design-sets-from-prompt', { formats: 'iab-standard' });
    const social = await seedsOf('design-sets-from-prompt', { formats: 'social-standard' });
    expect(iab).toHaveLength(1);
    expect(social).toEqual(iab);
    const single = await seedsOf('designs-from-prompt', { type: 'socialMedia', subtype: 'socialMedia-instagram-post' });
    expect(single).toHaveLength(1);
    expect(single).not.toEqual(iab);
  }, 120_000);

  it('renders the IAB preset in one request: 8 formats, one debit of 8, every image its exact size', async () => {
    const res = await post('design-sets-from-prompt', { prompt: PROMPT, formats: 'iab-standard', numOfVariants: 1 });
    expect(res.status).toBe(200);
    const body = res.body.body;
    expect(body.status).toBe('completed');
    expect(body.formats.map((f: { status: string }) => f.status)).toEqual(Array(8).fill('completed'));
    const variants = body.variants as SetVariant[];
    expect(variants.map((v) => [v.subtype, v.look, v.width, v.height])).toEqual(
      body.formats.map((f: { subtype: string; width: number; height: number }) => [f.subtype, 0, f.width, f.height]),
    );
    for (const v of variants)
      expect(await imageInfo((await getAppUrl(t, v.url)).body)).toEqual({
        format: 'jpeg',
        width: v.width,
        height: v.height,
      });
    expect(await ledgerOf(t, body.requestId)).toEqual([{ kind: 'debit', amount: -8 }]);
    // the design and its status read back the same set
    const status = await t
      .http()
      .get(`${t.base}/general/request-status/${body.requestId}`)
      .set('service-api-key', a.regularKey);
    expect(status.body.body.formats).toEqual(body.formats);
  });

  it('carries each look across the formats of a content set, and variant URLs of two digits work', async () => {
    const documentJson = [
      [
        { type: 'title', value: 'Sandals 30% off' },
        { type: 'cta', value: 'Shop now' },
      ],
      [{ type: 'title', value: 'Free shipping over $50' }],
    ];
    const formats = [
      { type: 'displayAds', subtype: 'displayAds-medium-rectangle' },
      { type: 'displayAds', subtype: 'displayAds-leaderboard' },
      { type: 'custom', dimension: { width: 640, height: 360 } },
    ];
    const res = await post('design-sets-from-content', {
      documentJson,
      formats,
      numOfVariants: 4,
      outputFormat: ['png'],
    });
    expect(res.status).toBe(200);
    const variants = res.body.body.variants as SetVariant[];
    expect(variants).toHaveLength(12);
    expect(variants.map((v) => `${v.subtype}:${v.look}`)).toEqual(
      ['displayAds-medium-rectangle', 'displayAds-leaderboard', 'custom'].flatMap((s) =>
        [0, 1, 2, 3].map((l) => `${s}:${l}`),
      ),
    );
    const last = variants[11];
    expect(last.url).toMatch(/\/variants\/11\.png\?/);
    expect(await imageInfo((await getAppUrl(t, last.url)).body)).toEqual({ format: 'png', width: 640, height: 360 });
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([{ kind: 'debit', amount: -12 }]);
  });

  it('delivers the formats that render and refunds the one that fails, with a warning', async () => {
    const res = await post('design-sets-from-prompt', {
      prompt: PROMPT,
      formats: [{ type: 'displayAds', subtype: 'displayAds-medium-rectangle' }, FAILING],
      numOfVariants: 2,
    });
    expect(res.status).toBe(200);
    const body = res.body.body;
    expect(body.status).toBe('completed');
    expect(body.formats.map((f: { subtype: string; status: string }) => [f.subtype, f.status])).toEqual([
      ['displayAds-medium-rectangle', 'completed'],
      ['custom', 'failed'],
    ]);
    expect((body.variants as SetVariant[]).map((v) => [v.index, v.subtype, v.look])).toEqual([
      [0, 'displayAds-medium-rectangle', 0],
      [1, 'displayAds-medium-rectangle', 1],
    ]);
    expect(body.warnings).toContain('format 999x111 failed and was refunded: The design could not be rendered');
    expect(await ledgerOf(t, body.requestId)).toEqual([
      { kind: 'debit', amount: -4 },
      { kind: 'refund', amount: 2 },
    ]);
  });

  it('fails and refunds in full a set whose every format fails', async () => {
    const res = await post('design-sets-from-prompt', { prompt: PROMPT, formats: [FAILING], numOfVariants: 1 }).set(
      'Prefer',
      'respond-async',
    );
    expect(res.status).toBe(202);
    const done = await pollStatus(t, a.regularKey, res.body.body.requestId, (s) => s === 'failed');
    expect(done.formats).toEqual([{ subtype: 'custom', width: 999, height: 111, status: 'failed' }]);
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -1 },
      { kind: 'refund', amount: 1 },
    ]);
  });

  it.each([
    ['formats', { prompt: PROMPT, numOfVariants: 1 }],
    ['formats', { prompt: PROMPT, numOfVariants: 1, formats: 'billboards' }],
    ['formats', { prompt: PROMPT, numOfVariants: 1, formats: ['iab-standard', 'social-standard'] }],
    [
      'formats',
      {
        prompt: PROMPT,
        numOfVariants: 1,
        formats: ['iab-standard', { type: 'displayAds', subtype: 'displayAds-leaderboard' }],
      },
    ],
    [
      'formats[0].subtype',
      { prompt: PROMPT, numOfVariants: 1, formats: [{ type: 'displayAds', subtype: 'displayAds-poster' }] },
    ],
    [
      'formats[1].dimension.width',
      {
        prompt: PROMPT,
        numOfVariants: 1,
        formats: [
          { type: 'displayAds', subtype: 'displayAds-leaderboard' },
          { type: 'custom', dimension: { width: 5000, height: 100 } },
        ],
      },
    ],
    ['type', { prompt: PROMPT, numOfVariants: 1, formats: 'iab-standard', type: 'displayAds' }],
    ['numOfVariants', { prompt: PROMPT, numOfVariants: 5, formats: 'iab-standard' }],
    [
      'scale',
      {
        prompt: PROMPT,
        numOfVariants: 1,
        formats: [{ type: 'custom', dimension: { width: 4096, height: 4096 } }],
        scale: 2,
      },
    ],
  ])('422 naming %s, nothing written (case %#)', async (field, body) => {
    const before = [await count('design_requests'), await count('credit_ledger')];
    const res = await post('design-sets-from-prompt', body);
    expect(res.status).toBe(422);
    expect(res.body.body.code).toBe('invalid_input');
    expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect([await count('design_requests'), await count('credit_ledger')]).toEqual(before);
  });

  it('refuses a set the balance cannot pay with 402, before anything is written', async () => {
    const poor = await makeAccount(t.app);
    await grantCredits(t.app, poor.accountId, 7);
    const res = await t
      .http()
      .post(`${t.base}/general/design-sets-from-prompt`)
      .set('service-api-key', poor.regularKey)
      .send({ prompt: PROMPT, formats: 'iab-standard', numOfVariants: 1 });
    expect(res.status).toBe(402);
    expect(res.body.body.message).toBe('Not enough credits to complete the transaction');
  });
});
