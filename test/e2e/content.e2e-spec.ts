// content-from-prompt over HTTP (SPEC 6.2, issue 5): envelope, block shapes, POST = GET, bad input,
// the paid-call rules, asset suggestions that work, and the LLM provider with its fallback.
import { COPY_LANGUAGES, parsePages } from '../../libs/copywriter';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { pollStatus } from '../support/designs';
import { FakeLlm, LlmMode, startFakeLlm } from '../support/fake-llm';
import { startTestApp, TestApp } from '../support/test-app';

const BODY = {
  prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  type: 'socialMedia',
  subtype: 'socialMedia-instagram-post',
};

describe('content-from-prompt (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  const path = () => `${t.base}/general/content-from-prompt`;
  const post = (key: string, body: unknown) =>
    t
      .http()
      .post(path())
      .set('service-api-key', key)
      .send(body as object);
  const get = (key: string, queryParams?: string) => {
    const r = t.http().get(path()).set('service-api-key', key);
    return queryParams === undefined ? r : r.query({ queryParams });
  };
  const ledgerRows = async (accountId: string) =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1`, [accountId]))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 1000);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('answers pages of blocks in the envelope, and debits one credit', async () => {
    const before = await ledgerRows(a.accountId);
    const res = await post(a.regularKey, BODY);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const { contentSuggestions, assetSuggestions, source } = res.body.body;
    expect(source).toBe('builtin');
    expect(contentSuggestions).toHaveLength(3);
    for (const page of contentSuggestions) {
      expect(page.find((b: { type: string }) => b.type === 'title')?.value).toEqual(expect.any(String));
      for (const block of page) {
        expect(['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body']).toContain(block.type);
        if (block.type === 'bulletlist')
          expect(block.value.every((v: unknown) => typeof v === 'string' && v.length > 0)).toBe(true);
        else expect(block.value.length).toBeGreaterThan(0);
      }
    }
    // Every page is a valid documentJson page for the same format.
    expect(parsePages(contentSuggestions, { width: 1080, height: 1080 }).ok).toBe(true);
    expect(JSON.stringify(contentSuggestions)).toContain('30');
    expect(await ledgerRows(a.accountId)).toBe(before + 1);
    expect(assetSuggestions.images.length).toBeGreaterThanOrEqual(3);
  });

  it('serves every suggested asset URL (no empty or broken URL)', async () => {
    const res = await post(a.regularKey, { ...BODY, prompt: 'Black Friday deals on headphones, up to 50% off' });
    for (const image of res.body.body.assetSuggestions.images) {
      expect(image.url).toMatch(/^http:\/\/localhost:3000\/app\/assets\/(backdrops\/)?[A-Za-z0-9_.-]+\.png$/);
      const got = await t.http().get(new URL(image.url).pathname);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
    }
  });

  it('GET with URL-encoded queryParams gives the same result as POST', async () => {
    const body = { ...BODY, language: 'spanish', count: 2 };
    const viaPost = await post(a.regularKey, body);
    const viaGet = await get(a.regularKey, JSON.stringify(body));
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.body.contentSuggestions).toEqual(viaPost.body.body.contentSuggestions);
    expect(viaGet.body.body.contentSuggestions).toHaveLength(2);
    expect(JSON.stringify(viaGet.body.body.contentSuggestions)).toMatch(/Stride/);
  });

  it.each([
    ['prompt', { ...BODY, prompt: undefined }],
    ['prompt', { ...BODY, prompt: '' }],
    ['prompt', { ...BODY, prompt: '   ' }],
    ['prompt', { ...BODY, prompt: 'x'.repeat(2001) }],
    ['prompt', { ...BODY, prompt: 42 }],
    ['type', { ...BODY, type: 'billboards' }],
    ['subtype', { ...BODY, subtype: 'displayAds-leaderboard' }],
    ['dimension', { ...BODY, type: 'custom', subtype: 'custom' }],
    ['dimension.width', { ...BODY, type: 'custom', subtype: 'custom', dimension: { width: 15, height: 100 } }],
    ['dimension.height', { ...BODY, type: 'custom', subtype: 'custom', dimension: { width: 100, height: 4097 } }],
    ['dimension.width', { ...BODY, type: 'custom', subtype: 'custom', dimension: { width: 100.5, height: 100 } }],
    ['dimension', { ...BODY, dimension: { width: 100, height: 100 } }],
    ['count', { ...BODY, count: 0 }],
    ['count', { ...BODY, count: 6 }],
    ['language', { ...BODY, language: 'klingon' }],
    ['extra', { ...BODY, extra: true }],
  ])('422 naming %s, and no debit (case %#)', async (field, body) => {
    const before = await ledgerRows(a.accountId);
    const res = await post(a.regularKey, body);
    expect(res.status).toBe(422);
    expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await ledgerRows(a.accountId)).toBe(before);
  });

  it.each([
    [undefined, 'queryParams'],
    ['not json', 'queryParams'],
    ['[1,2]', 'queryParams'],
    ['"a string"', 'queryParams'],
    [JSON.stringify({ ...BODY, count: 9 }), 'count'],
  ])('GET refuses queryParams %j with 422 (case %#)', async (queryParams, field) => {
    const res = await get(a.regularKey, queryParams);
    expect(res.status).toBe(422);
    expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('custom sizes work and fit the format (a 320x50 banner gets a short title and a CTA)', async () => {
    const res = await post(a.regularKey, {
      ...BODY,
      type: 'custom',
      subtype: 'custom',
      dimension: { width: 320, height: 50 },
    });
    expect(res.status).toBe(200);
    for (const page of res.body.body.contentSuggestions)
      expect(page.map((b: { type: string }) => b.type).sort()).toEqual(['cta', 'title']);
  });

  it('writes in the requested language', async () => {
    const res = await post(a.regularKey, { ...BODY, language: 'german' });
    expect(JSON.stringify(res.body.body.contentSuggestions)).toMatch(/[Jj]etzt|Rabatt|Versand|bis/);
  });

  describe('paid-call rules', () => {
    it('attributes the call to the end user with a bearer token, 429 before 402, nothing debited on refusal', async () => {
      const acc = await makeAccount(t.app);
      await makePlans(t.app, acc.accountId);
      await grantCredits(t.app, acc.accountId, 2);
      const login = await t
        .http()
        .post(`${t.base}/enterprise/login-user`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'writer' });
      const bearer = `Bearer ${login.body.body.accessToken}`;
      await t
        .http()
        .post(`${t.base}/enterprise/set-user-credit-limit`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'writer', creditLimit: 1 });

      const first = await post(acc.regularKey, BODY).set('authorization', bearer);
      expect(first.status).toBe(200);
      const user = await t.http().get(`${t.base}/enterprise/users/writer`).set('service-api-key', acc.adminKey);
      expect(user.body.body.cycleUsage).toBe(1);

      const capped = await post(acc.regularKey, BODY).set('authorization', bearer);
      expect(capped.status).toBe(429);
      expect(capped.body.body).toEqual({ message: 'Insufficient credit limit', code: 'credit_limit_reached' });

      // The account itself (no bearer) has no cap: its last credit goes, then 402.
      expect((await post(acc.regularKey, BODY)).status).toBe(200);
      const broke = await post(acc.regularKey, BODY);
      expect(broke.status).toBe(402);
      expect(broke.body.body).toEqual({
        message: 'Not enough credits to complete the transaction',
        code: 'insufficient_credits',
      });

      // Capped and broke at once: the cap answers first.
      expect((await post(acc.regularKey, BODY).set('authorization', bearer)).status).toBe(429);
      expect(await ledgerRows(acc.accountId)).toBe(3); // the grant and two debits

      // The refusals and debits are visible to operators, by reason.
      const metrics = (await t.http().get('/metrics')).text;
      const count = (outcome: string) =>
        Number(new RegExp(`credit_debits_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
      expect(count('credit_limit_reached')).toBeGreaterThanOrEqual(2);
      expect(count('insufficient_credits')).toBeGreaterThanOrEqual(1);
      expect(count('debited')).toBeGreaterThanOrEqual(2);
    });
  });

  describe('catalog', () => {
    it('lists the SPEC formats and the languages the copywriter writes', async () => {
      const types = await t.http().get(`${t.base}/general/design-types`).set('service-api-key', a.regularKey);
      const formats = Object.fromEntries(
        types.body.body.types.flatMap((ty: { subtypes: { subtype: string; width: number; height: number }[] }) =>
          ty.subtypes.map((s) => [s.subtype, `${s.width}x${s.height}`]),
        ),
      );
      expect(formats).toMatchObject({
        'displayAds-medium-rectangle': '300x250',
        'displayAds-half-page-ad': '300x600',
        'displayAds-leaderboard': '728x90',
        'socialMedia-instagram-story': '1080x1920',
        'socialMedia-pinterest-pin': '1000x1500',
      });
      const languages = await t.http().get(`${t.base}/general/languages`).set('service-api-key', a.regularKey);
      expect(languages.body.body.languages.map((l: { id: string }) => l.id).sort()).toEqual([...COPY_LANGUAGES].sort());
      const options = await t.http().get(`${t.base}/general/design-options`).set('service-api-key', a.regularKey);
      expect(options.body.body.designModel.map((o: { value: string }) => o.value)).toContain('auto');
      const fonts = await t.http().get(`${t.base}/general/fonts`).set('service-api-key', a.regularKey);
      expect(fonts.body.body.fonts.length).toBeGreaterThanOrEqual(10);
    });
  });
});

describe('content-from-prompt with an LLM provider (e2e)', () => {
  let t: TestApp;
  let llm: FakeLlm;
  let a: TestAccount;
  // Keeps the prompt's facts (30%, $50, Stride): the fact gate lets it through.
  const GOOD = [
    [
      { type: 'title', value: 'Stride: 30% off sandals' },
      { type: 'cta', value: 'Shop now' },
    ],
    [
      { type: 'title', value: 'Free shipping over $50 at Stride' },
      { type: 'cta', value: 'Get yours' },
    ],
    [
      { type: 'title', value: 'Summer starts at your feet' },
      { type: 'cta', value: 'Shop sandals' },
    ],
  ];
  const content = () =>
    t.http().post(`${t.base}/general/content-from-prompt`).set('service-api-key', a.regularKey).send(BODY);

  beforeAll(async () => {
    llm = await startFakeLlm();
    const env = {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'sk-fake',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '500',
      LLM_MAX_RETRIES: '1',
      LLM_TOTAL_TIMEOUT_MS: '3000',
    };
    t = await startTestApp({ env });
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  beforeEach(() => {
    llm.mode = 'ok';
    llm.pages = GOOD;
    llm.script = [];
  });

  it("uses the model's pages when they fit the schema and keep the prompt's facts", async () => {
    const res = await content();
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({ source: 'llm', contentSuggestions: GOOD, warnings: [] });
    const sent = llm.requests[llm.requests.length - 1];
    expect(sent.model).toBe('fake-model');
    expect(sent.authorization).toBe('Bearer sk-fake');
    expect(sent.messages.some((m) => m.content.includes('Stride'))).toBe(true);
  });

  it('repairs an answer that leaves out the offer, with a second call', async () => {
    const noOffer = [0, 1, 2].map((i) => [
      { type: 'title', value: `Sandals that walk on sunshine ${'!'.repeat(i + 1)}` },
      { type: 'cta', value: 'Shop now' },
    ]);
    llm.script = [{ pages: noOffer }];
    const before = llm.requests.length;
    const res = await content();
    expect(res.body.body).toMatchObject({ source: 'llm', contentSuggestions: GOOD, warnings: [] });
    expect(llm.requests.length - before).toBe(2);
    expect(llm.requests[llm.requests.length - 1].messages.at(-1)?.content).toContain(
      'It leaves out the offer "30% off"',
    );
  });

  it.each<LlmMode>(['timeout', 'invalid-json', 'wrong-schema', 'error-500', 'no-content'])(
    'falls back to the built-in copywriter on %s, with a warning',
    async (mode) => {
      llm.mode = mode;
      const res = await content();
      expect(res.status).toBe(200);
      expect(res.body.body.source).toBe('builtin');
      expect(res.body.body.contentSuggestions).toHaveLength(3);
      expect(res.body.body.warnings).toEqual([
        expect.stringMatching(
          /^The language model's copy was not used \(.+\); the built-in copywriter wrote this copy\.$/,
        ),
      ]);
    },
  );

  it('writes the copy of designs-from-prompt through the same provider', async () => {
    // One variant asks for one page, which must then carry every fact.
    llm.pages = [
      [
        { type: 'title', value: 'Stride: 30% off all sandals' },
        { type: 'subtitle', value: 'Free shipping over $50' },
        { type: 'cta', value: 'Shop now' },
      ],
    ];
    const before = llm.requests.length;
    // Asynchronous, then polled: the render's time on a busy machine is not what this test is about.
    const design = async () => {
      const res = await t
        .http()
        .post(`${t.base}/general/designs-from-prompt`)
        .set('service-api-key', a.regularKey)
        .set('prefer', 'respond-async')
        .send({ ...BODY, numOfVariants: 1 });
      expect(res.status).toBe(202);
      return pollStatus(
        t,
        a.regularKey,
        res.body.body.requestId as string,
        (s) => s === 'completed' || s === 'failed',
        120_000,
      );
    };
    const used = await design();
    expect(used.status).toBe('completed');
    expect(llm.requests.length - before).toBe(1);
    expect(used.warnings.join('\n')).not.toMatch(/language model/);

    llm.mode = 'error-500';
    const fellBack = await design();
    expect(fellBack.status).toBe('completed');
    expect(fellBack.warnings.join('\n')).toMatch(
      /The language model's copy was not used \(the model server answered HTTP 500\)/,
    );
  }, 300_000);

  it('falls back when the provider is down', async () => {
    await llm.close();
    const res = await content();
    expect(res.status).toBe(200);
    expect(res.body.body.source).toBe('builtin');
  });
});

describe('generated backdrop URLs (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('refuse a tampered or forged file name with 404', async () => {
    const a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 10);
    const res = await t
      .http()
      .post(`${t.base}/general/content-from-prompt`)
      .set('service-api-key', a.regularKey)
      .send(BODY);
    const url = res.body.body.assetSuggestions.images.find((i: { source: string }) => i.source === 'generated')
      .url as string;
    const path = new URL(url).pathname;
    expect((await t.http().get(path)).status).toBe(200);
    const [body, sig] = path
      .split('/')
      .pop()!
      .replace(/\.png$/, '')
      .split('.');
    const forgedBody = Buffer.from(JSON.stringify([['#000'], 'linear', 1080, 1080])).toString('base64url');
    for (const bad of [`${forgedBody}.${sig}.png`, `${body}.${'A'.repeat(22)}.png`, 'nonsense.png']) {
      expect((await t.http().get(`/app/assets/backdrops/${bad}`)).status).toBe(404);
    }
  });
});
