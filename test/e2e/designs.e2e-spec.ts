// Design requests over HTTP on the in-process queue (SPEC 6.3, issue 7): what CI without Redis still
// proves. The same flows on Bull with a separate worker process: designs.redis.e2e-spec.ts.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { logoPng, scenePhoto } from '../../libs/design-engine/testing/fixtures';
import { CreditLedgerService } from '../../src/modules/billing';
import { DesignReconcilerCron, DesignRenderPool } from '../../src/modules/rendering';
import { UserPurger } from '../../src/modules/users/user-purger.service';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import {
  EVERY_BLOCK_PAGE,
  FailingRenderPool,
  FakeMediaHost,
  getAppUrl,
  imageInfo,
  ledgerOf,
  pollStatus,
  PROMPT_BODY,
  smallestDistance,
} from '../support/designs';
import { DAY, MINUTE } from '../support/movable-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhooks';

describe('designs (e2e, in-process queue)', () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let host: FakeMediaHost;
  let canary: FakeMediaHost;
  let photo: Buffer;

  const post = (key: string, path: string, body: unknown) =>
    t
      .http()
      .post(`${t.base}/general/${path}`)
      .set('service-api-key', key)
      .send(body as object);
  const prompt = (key: string, body: Record<string, unknown> = {}) =>
    post(key, 'designs-from-prompt', { ...PROMPT_BODY, ...body });
  const get = (key: string, path: string) => t.http().get(`${t.base}/general/${path}`).set('service-api-key', key);
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const loginUser = async (acc: TestAccount, abstractUserId: string, brand?: Record<string, unknown>) => {
    const res = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', acc.adminKey)
      .send({ abstractUserId, planId: 'business', ...(brand ? { brand } : {}) });
    expect(res.status).toBe(200);
    return { bearer: `Bearer ${res.body.body.accessToken}`, workspaceId: res.body.body.workspaceId as string };
  };

  beforeAll(async () => {
    photo = await scenePhoto(800, 600);
    host = await new FakeMediaHost({
      '/photo.jpg': { type: 'image/jpeg', body: photo },
      '/logo.png': { type: 'image/png', body: await logoPng() },
    }).start();
    // 127.0.0.2 is loopback too, but only 127.0.0.1 is exempt from the address guard here.
    canary = await new FakeMediaHost({ '/x.png': { type: 'image/png', body: await logoPng() } }).start('127.0.0.2');
    t = await startTestApp({ env: { MEDIA_FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    a = await makeAccount(t.app);
    b = await makeAccount(t.app);
    for (const acc of [a, b]) {
      await makePlans(t.app, acc.accountId);
      await grantCredits(t.app, acc.accountId, 1000);
    }
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
    await host.stop();
    await canary.stop();
  });

  describe('the request flow', () => {
    it('answers 200 with variants that download as real JPEGs of the exact size, and debits once per variant', async () => {
      const res = await prompt(a.regularKey, { numOfVariants: 2 });
      expect(res.status).toBe(200);
      const body = res.body.body;
      expect(body).toEqual({
        queueWaitTime: expect.any(Number),
        processingTime: expect.any(Number),
        requestId: expect.any(String),
        designId: expect.any(String),
        link: expect.stringMatching(
          /^http:\/\/localhost:3000\/app\/designs\/[0-9a-f-]{36}\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/,
        ),
        shareLink: expect.stringMatching(/^http:\/\/localhost:3000\/app\/share\/[A-Za-z0-9_-]{32}$/),
        status: 'completed',
        variants: [0, 1].map((index) => ({
          index,
          url: expect.any(String),
          width: 1080,
          height: 1080,
          format: 'jpg',
          scale: 1,
          bytes: expect.any(Number),
          files: [{ format: 'jpg', url: expect.any(String), bytes: expect.any(Number), quality: 88, fits: true }],
        })),
        warnings: expect.any(Array),
        metadata: {},
      });
      for (const v of body.variants) {
        // The signed URL works without a key, as an <img> would load it; the API route with one.
        const viaLink = await getAppUrl(t, v.url);
        expect(viaLink.status).toBe(200);
        expect(viaLink.headers['content-type']).toBe('image/jpeg');
        expect(await imageInfo(viaLink.body)).toEqual({ format: 'jpeg', width: 1080, height: 1080 });
        const viaApi = await get(a.regularKey, `designs/${body.designId}/variants/${v.index}.jpg`).buffer(true);
        expect(viaApi.status).toBe(200);
        expect(Buffer.compare(viaApi.body, viaLink.body)).toBe(0);
      }
      expect(await ledgerOf(t, body.requestId)).toEqual([{ kind: 'debit', amount: -2 }]);
      const status = await get(a.regularKey, `request-status/${body.requestId}`);
      expect(status.body.body).toMatchObject({
        requestId: body.requestId,
        status: 'completed',
        designId: body.designId,
      });
    });

    it('renders PNG at a custom size', async () => {
      const res = await prompt(a.regularKey, {
        type: 'custom',
        subtype: 'custom',
        dimension: { width: 640, height: 360 },
        outputFormat: ['png'],
        numOfVariants: 2,
      });
      expect(res.status).toBe(200);
      expect(
        res.body.body.variants.map((v: { format: string; width: number; height: number }) => [
          v.format,
          v.width,
          v.height,
        ]),
      ).toEqual([
        ['png', 640, 360],
        ['png', 640, 360],
      ]);
      for (const v of res.body.body.variants)
        expect(await imageInfo((await getAppUrl(t, v.url)).body)).toEqual({ format: 'png', width: 640, height: 360 });
    });

    it('renders 4 variants that differ visibly', async () => {
      const res = await prompt(a.regularKey, { subtype: 'socialMedia-facebook-post', numOfVariants: 4 });
      expect(res.status).toBe(200);
      const images = await Promise.all(
        res.body.body.variants.map(async (v: { url: string }) => (await getAppUrl(t, v.url)).body as Buffer),
      );
      expect(images).toHaveLength(4);
      for (const i of images) expect(await imageInfo(i)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      expect(await smallestDistance(images)).toBeGreaterThan(4);
    });

    it('Prefer: respond-async answers 202 with where to poll; polling reaches completed', async () => {
      const res = await prompt(a.regularKey).set('prefer', 'respond-async');
      expect(res.status).toBe(202);
      expect(res.body.status).toBe(202);
      expect(res.headers['preference-applied']).toBe('respond-async');
      expect(res.headers.location).toBe(`${t.base}/general/request-status/${res.body.body.requestId}`);
      expect(['queued', 'processing']).toContain(res.body.body.status);
      expect(res.body.body.variants).toEqual([]);
      const done = await pollStatus(t, a.regularKey, res.body.body.requestId, (s) => s === 'completed');
      expect(done.variants).toHaveLength(1);
      expect(done.designId).toBe(res.body.body.designId);
    });

    it('answers 202 when the wait runs out (Prefer: wait=0 here), the request still completes', async () => {
      const res = await prompt(a.regularKey).set('prefer', 'wait=0');
      expect(res.status).toBe(202);
      await pollStatus(t, a.regularKey, res.body.body.requestId, (s) => s === 'completed');
    });

    it('GET with URL-encoded queryParams works as POST does', async () => {
      const res = await get(a.regularKey, 'designs-from-prompt').query({
        queryParams: JSON.stringify({ ...PROMPT_BODY, language: 'spanish' }),
      });
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      const bad = await get(a.regularKey, 'designs-from-prompt').query({ queryParams: 'not json' });
      expect(bad.status).toBe(422);
      expect(bad.body.body.errors[0].field).toBe('queryParams');
      const invalid = await get(a.regularKey, 'designs-from-prompt').query({
        queryParams: JSON.stringify({ ...PROMPT_BODY, numOfVariants: 9 }),
      });
      expect(invalid.body.body.errors.map((e: { field: string }) => e.field)).toEqual(['numOfVariants']);
    });

    it('designs-from-content renders every block type; variant i uses page i mod pages', async () => {
      const second = [
        { type: 'title', value: 'Second page headline' },
        { type: 'cta', value: 'Come along' },
      ];
      const res = await post(a.regularKey, 'designs-from-content', {
        ...PROMPT_BODY,
        prompt: undefined,
        numOfVariants: 3,
        documentJson: [EVERY_BLOCK_PAGE, second],
      });
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      expect(res.body.body.variants).toHaveLength(3);
      const design = await get(a.regularKey, `designs/${res.body.body.designId}`);
      expect(design.body.body).toMatchObject({
        title: 'Autumn coffee tasting',
        width: 1080,
        height: 1080,
        format: 'jpg',
      });
      // an optional prompt sets the mood and category (issue 15.6); the copy stays the document's
      const withPrompt = await post(a.regularKey, 'designs-from-content', {
        ...PROMPT_BODY,
        numOfVariants: 1,
        documentJson: [second],
      });
      expect(withPrompt.status).toBe(200);
      const titled = await get(a.regularKey, `designs/${withPrompt.body.body.designId}`);
      expect(titled.body.body.title).toBe('Second page headline');
      const blank = await post(a.regularKey, 'designs-from-content', {
        ...PROMPT_BODY,
        prompt: '  ',
        documentJson: [second],
      });
      expect(blank.status).toBe(422);
      expect(blank.body.body.errors.map((e: { field: string }) => e.field)).toEqual(['prompt']);
    });

    it('uses library images (mId) and fetched URLs; an unknown font is a warning, not an error', async () => {
      const upload = await t
        .http()
        .post(`${t.base}/general/medias`)
        .set('service-api-key', a.regularKey)
        .attach('file', photo, 'beach.jpg');
      expect(upload.status).toBe(201);
      const res = await prompt(a.regularKey, {
        medias: [
          { mId: upload.body.body.mId, imagePreference: { crop: true, removeBg: false } },
          { url: host.url('/logo.png'), type: 'logo', logoStyles: ['direct'] },
        ],
        fontGroups: [
          { name: 'Montserrat', type: 'heading' },
          { name: 'Comic Papyrus Pro', type: 'body', status: 'enabled', addedBy: 'system' },
        ],
        colors: ['#0f766e', '#F59E0B'],
        settings: { theme: ['dark'], backdropStyle: ['mesh'], designModel: 'split' },
      });
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      expect(res.body.body.warnings.join('\n')).toMatch(/Comic Papyrus Pro/);
      expect(res.body.body.warnings.join('\n')).not.toMatch(/medias\[/);
      expect(host.requests).toContain('/logo.png');
    });
  });

  it("uses content-from-prompt's asset suggestions as media: resolved inside the service, never fetched", async () => {
    const content = await post(a.regularKey, 'content-from-prompt', {
      prompt: PROMPT_BODY.prompt,
      type: PROMPT_BODY.type,
      subtype: PROMPT_BODY.subtype,
    });
    expect(content.status).toBe(200);
    const urls: string[] = content.body.body.assetSuggestions.images.map((i: { url: string }) => i.url);
    expect(urls.length).toBeGreaterThan(0);
    // APP_URL (localhost:3000) is not listening here: a network fetch could only fail, with a warning.
    const res = await post(a.regularKey, 'designs-from-content', {
      ...PROMPT_BODY,
      prompt: undefined,
      numOfVariants: 1,
      documentJson: [content.body.body.contentSuggestions[0]],
      medias: urls.slice(0, 2).map((url) => ({ url })),
    });
    expect(res.status).toBe(200);
    expect(res.body.body.status).toBe('completed');
    expect(res.body.body.warnings.join('\n')).not.toMatch(/medias\[/);
  });

  describe('validation', () => {
    const BODY = { ...PROMPT_BODY };
    it.each([
      ['numOfVariants', { ...BODY, numOfVariants: undefined }],
      ['numOfVariants', { ...BODY, numOfVariants: 0 }],
      ['numOfVariants', { ...BODY, numOfVariants: 5 }],
      ['numOfVariants', { ...BODY, numOfVariants: 1.5 }],
      ['numOfVariants', { ...BODY, numOfVariants: '2' }],
      ['prompt', { ...BODY, prompt: '' }],
      ['prompt', { ...BODY, prompt: 'x'.repeat(2001) }],
      ['prompt', { ...BODY, prompt: 'a\u0000b' }],
      ['outputFormat[0]', { ...BODY, outputFormat: ['gif'] }],
      ['outputFormat', { ...BODY, outputFormat: ['jpg', 'jpg'] }],
      ['outputFormat', { ...BODY, outputFormat: 'jpg' }],
      ['colors[0]', { ...BODY, colors: ['red'] }],
      ['colors', { ...BODY, colors: Array.from({ length: 11 }, () => '#fff') }],
      ['fontGroups', { ...BODY, fontGroups: Array.from({ length: 7 }, () => ({ name: 'Inter', type: 'body' })) }],
      ['fontGroups[0].type', { ...BODY, fontGroups: [{ name: 'Inter', type: 'caption' }] }],
      ['fontGroups[0].name', { ...BODY, fontGroups: [{ name: 'x'.repeat(101), type: 'body' }] }],
      ['medias', { ...BODY, medias: Array.from({ length: 11 }, () => ({ url: 'https://example.com/a.png' })) }],
      ['medias[0].mId', { ...BODY, medias: [{ type: 'photo' }] }],
      ['medias[0].mId', { ...BODY, medias: [{ mId: 'abc', url: 'https://example.com/a.png' }] }],
      ['medias[0].url', { ...BODY, medias: [{ url: 'ftp://example.com/a.png' }] }],
      ['medias[0].url', { ...BODY, medias: [{ url: `https://example.com/${'a'.repeat(2050)}` }] }],
      ['medias[0].type', { ...BODY, medias: [{ url: 'https://example.com/a.png', type: 'video' }] }],
      ['medias[0].logoStyles[0]', { ...BODY, medias: [{ url: 'https://example.com/a.png', logoStyles: ['neon'] }] }],
      [
        'medias[0].imagePreference.crop',
        { ...BODY, medias: [{ url: 'https://example.com/a.png', imagePreference: { crop: 'yes' } }] },
      ],
      ['settings.theme[0]', { ...BODY, settings: { theme: ['neon'] } }],
      ['settings.frameStyle[0]', { ...BODY, settings: { frameStyle: ['wavy'] } }],
      ['settings.designModel', { ...BODY, settings: { designModel: 'magazine' } }],
      ['settings.mode', { ...BODY, settings: { mode: 'personal' } }],
      ['settings.colors[0]', { ...BODY, settings: { colors: ['#12345'] } }],
      ['settings.unknown', { ...BODY, settings: { unknown: true } }],
      ['subtype', { ...BODY, subtype: 'displayAds-leaderboard' }],
      ['extra', { ...BODY, extra: 1 }],
    ])('POST designs-from-prompt: 422 naming %s, nothing written (case %#)', async (field, body) => {
      const before = [await count('design_requests'), await count('credit_ledger')];
      const res = await post(a.regularKey, 'designs-from-prompt', body);
      expect(res.status).toBe(422);
      expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect([await count('design_requests'), await count('credit_ledger')]).toEqual(before);
    });

    it.each([
      ['documentJson', undefined],
      ['documentJson', []],
      [
        'documentJson',
        [[{ type: 'title', value: 'a' }]].concat(
          Array.from({ length: 5 }, (_, i) => [{ type: 'title', value: `p${i}` }]),
        ),
      ],
      ['documentJson[0]', [[]]],
      ['documentJson[0]', ['not a page']],
      ['documentJson[0][0].type', [[{ type: 'poster', value: 'a' }]]],
      ['documentJson[0][0].value', [[{ type: 'title', value: ['a'] }]]],
      [
        'documentJson[0][1].value[1]',
        [
          [
            { type: 'title', value: 'a' },
            { type: 'bulletlist', value: ['ok', 3] },
          ],
        ],
      ],
      ['documentJson[0][0].value', [[{ type: 'title', value: 'x'.repeat(1001) }]]],
      ['documentJson[0][0].color', [[{ type: 'title', value: 'a', color: 'red' }]]],
      ['documentJson[1]', [[{ type: 'title', value: 'Same' }], [{ type: 'title', value: 'Same' }]]],
    ])('POST designs-from-content: 422 naming %s (case %#)', async (field, documentJson) => {
      const before = await count('design_requests');
      const res = await post(a.regularKey, 'designs-from-content', {
        ...BODY,
        prompt: undefined,
        numOfVariants: 1,
        documentJson,
      });
      expect(res.status).toBe(422);
      expect(res.body.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await count('design_requests')).toBe(before);
    });

    it('names every failing field at once, DTO fields and pages together', async () => {
      const res = await post(a.regularKey, 'designs-from-content', {
        type: 'socialMedia',
        subtype: 'socialMedia-instagram-post',
        numOfVariants: 9,
        colors: ['nope'],
        documentJson: [[{ type: 'poster', value: 'a' }]],
      });
      expect(res.body.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'colors[0]',
        'documentJson[0][0].type',
        'numOfVariants',
      ]);
    });

    it('a mId of another account is refused exactly as an unknown id, and nothing is written', async () => {
      const theirs = await t
        .http()
        .post(`${t.base}/general/medias`)
        .set('service-api-key', b.regularKey)
        .attach('file', photo, 'b.jpg');
      const before = [await count('design_requests'), await count('credit_ledger'), await count('workspaces')];
      const foreign = await prompt(a.regularKey, { medias: [{ mId: theirs.body.body.mId }] });
      const unknown = await prompt(a.regularKey, { medias: [{ mId: '00000000-0000-4000-8000-000000000000' }] });
      const garbage = await prompt(a.regularKey, { medias: [{ mId: 'not-an-id' }] });
      expect(foreign.status).toBe(422);
      expect(foreign.body).toEqual(unknown.body);
      expect(garbage.body).toEqual(unknown.body);
      expect(foreign.body.body.errors).toEqual([
        { field: 'medias[0].mId', message: 'is not an image of your library' },
      ]);
      expect([await count('design_requests'), await count('credit_ledger'), await count('workspaces')]).toEqual(before);
    });
  });

  describe('paid-call rules', () => {
    it('429 credit limit before 402, nothing written when refused', async () => {
      const acc = await makeAccount(t.app);
      await makePlans(t.app, acc.accountId);
      await grantCredits(t.app, acc.accountId, 3);
      const login = await t
        .http()
        .post(`${t.base}/enterprise/login-user`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'capped' });
      const bearer = `Bearer ${login.body.body.accessToken}`;
      await t
        .http()
        .post(`${t.base}/enterprise/set-user-credit-limit`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'capped', creditLimit: 1 });
      const before = await count('design_requests');
      const capped = await prompt(acc.regularKey, { numOfVariants: 2 }).set('authorization', bearer);
      expect(capped.status).toBe(429);
      expect(capped.body.body).toEqual({ message: 'Insufficient credit limit', code: 'credit_limit_reached' });
      const broke = await prompt(acc.regularKey, { numOfVariants: 4 });
      expect(broke.status).toBe(402);
      expect(broke.body.body.code).toBe('insufficient_credits');
      expect(await count('design_requests')).toBe(before);
      expect((await prompt(acc.regularKey, { numOfVariants: 3 })).status).toBe(200);
    });
  });

  describe('address guard through the design path', () => {
    it('a private or loopback media URL is a warning and a design without it; nothing reaches the canary', async () => {
      const port = new URL(canary.url('/')).port;
      const urls = [
        canary.url('/x.png'),
        `http://2130706434:${port}/x.png`,
        `http://[::ffff:127.0.0.2]:${port}/x.png`,
        `http://localhost:${port}/x.png`,
        'http://10.0.0.1/x.png',
        'http://169.254.169.254/latest/meta-data/',
        'http://[fd00:ec2::254]/x.png',
      ];
      const res = await prompt(a.regularKey, { medias: urls.map((url) => ({ url })) });
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      for (let i = 0; i < urls.length; i++) expect(res.body.body.warnings.join('\n')).toContain(`medias[${i}]`);
      expect(canary.connections).toBe(0);
    });

    it('a fetch that fails (404, not an image) is a warning too', async () => {
      const res = await prompt(a.regularKey, { medias: [{ url: host.url('/missing.png') }] });
      expect(res.body.body.status).toBe('completed');
      expect(res.body.body.warnings.join('\n')).toMatch(/medias\[0\].*404/);
    });
  });

  describe('brand mode', () => {
    it("uses the end user's brand kit, its logo fetched; without an end user it is a warning", async () => {
      const { bearer } = await loginUser(a, 'branded', {
        brandName: 'Stride',
        brandDescription: 'Sandals for city summers',
        brandColors: ['#0f766e', '#f59e0b'],
        brandFonts: [{ name: 'Poppins', type: 'heading' }],
        brandLogo: host.url('/logo.png'),
      });
      const before = host.requests.filter((r) => r === '/logo.png').length;
      const res = await prompt(a.regularKey, { settings: { mode: 'brand' } }).set('authorization', bearer);
      expect(res.status).toBe(200);
      expect(res.body.body.status).toBe('completed');
      expect(res.body.body.warnings.join('\n')).not.toMatch(/brand/);
      expect(host.requests.filter((r) => r === '/logo.png').length).toBe(before + 1);

      const plain = await prompt(a.regularKey, { settings: { mode: 'brand' } });
      expect(plain.body.body.status).toBe('completed');
      expect(plain.body.body.warnings.join('\n')).toMatch(/settings.mode is "brand" but the request has no end user/);
    });
  });

  describe('reads, isolation and pages', () => {
    let mine: { requestId: string; designId: string; shareLink: string; link: string; variants: { url: string }[] };

    beforeAll(async () => {
      mine = (await prompt(a.regularKey, { numOfVariants: 2 })).body.body;
    });

    it("answers another account's request, design and image exactly like unknown ids", async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [theirs, none] of [
        [`request-status/${mine.requestId}`, `request-status/${unknown}`],
        [`designs/${mine.designId}`, `designs/${unknown}`],
        [`designs/${mine.designId}/variants/0.jpg`, `designs/${unknown}/variants/0.jpg`],
        [`designs/${mine.designId}`, 'designs/not-a-uuid'],
      ]) {
        const foreign = await get(b.regularKey, theirs);
        const missing = await get(b.regularKey, none);
        expect({ path: theirs, status: foreign.status, body: foreign.body }).toEqual({
          path: theirs,
          status: 404,
          body: missing.body,
        });
      }
      expect(
        (await get(b.regularKey, 'designs')).body.body.items.map((d: { designId: string }) => d.designId),
      ).not.toContain(mine.designId);
    });

    it('keeps end users to their own workspace', async () => {
      const u1 = await loginUser(a, 'ws-one');
      const u2 = await loginUser(a, 'ws-two');
      const made = (await prompt(a.regularKey).set('authorization', u1.bearer)).body.body;
      expect(made.status).toBe('completed');
      const asU1 = await get(a.regularKey, `designs/${made.designId}`).set('authorization', u1.bearer);
      expect(asU1.status).toBe(200);
      for (const [who, req] of [
        ['another end user', get(a.regularKey, `designs/${made.designId}`).set('authorization', u2.bearer)],
        ['the account without a bearer', get(a.regularKey, `designs/${made.designId}`)],
        [
          'another end user, status',
          get(a.regularKey, `request-status/${made.requestId}`).set('authorization', u2.bearer),
        ],
      ] as const) {
        expect({ who, status: (await req).status }).toEqual({ who, status: 404 });
      }
      const list1 = await get(a.regularKey, 'designs').set('authorization', u1.bearer);
      expect(list1.body.body.items.map((d: { designId: string }) => d.designId)).toEqual([made.designId]);
      const list2 = await get(a.regularKey, 'designs').set('authorization', u2.bearer);
      expect(list2.body.body.items).toEqual([]);
    });

    it('lists designs newest first, page by page', async () => {
      const c = await makeAccount(t.app);
      await grantCredits(t.app, c.accountId, 10);
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        t.clock.advance(1000);
        made.push((await prompt(c.regularKey, { prompt: `Bakery week ${i}: fresh bread` })).body.body.designId);
      }
      const page1 = await get(c.regularKey, 'designs?limit=2');
      expect(page1.body.body.items.map((d: { designId: string }) => d.designId)).toEqual([made[2], made[1]]);
      expect(page1.body.body.items[0]).toMatchObject({
        type: 'socialMedia',
        subtype: 'socialMedia-instagram-post',
        width: 1080,
        height: 1080,
        format: 'jpg',
        language: 'english',
      });
      const page2 = await get(c.regularKey, `designs?limit=2&cursor=${page1.body.body.nextCursor}`);
      expect(page2.body.body).toEqual({ items: [expect.objectContaining({ designId: made[0] })], nextCursor: null });
      expect((await get(c.regularKey, 'designs?cursor=!!')).status).toBe(422);
      // An account that never made anything has no workspace, and reading does not make one.
      const d = await makeAccount(t.app);
      const workspaces = await count('workspaces');
      expect((await get(d.regularKey, 'designs')).body.body).toEqual({ items: [], nextCursor: null });
      expect(await count('workspaces')).toBe(workspaces);
    });

    it('serves images with an ETag and a long cache life; wrong format or index is a 404', async () => {
      const first = await get(a.regularKey, `designs/${mine.designId}/variants/0.jpg`);
      expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const again = await get(a.regularKey, `designs/${mine.designId}/variants/0.jpg`).set(
        'if-none-match',
        first.headers.etag,
      );
      expect(again.status).toBe(304);
      for (const path of ['0.png', '2.jpg', '9.jpg', 'x.jpg'])
        expect((await get(a.regularKey, `designs/${mine.designId}/variants/${path}`)).status).toBe(404);
    });

    it('the signed link and the share page show the design; forged links are 404, expired ones 410', async () => {
      const page = await getAppUrl(t, mine.link);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('2 variants · 1080 × 1080 px');
      const share = await getAppUrl(t, mine.shareLink);
      expect(share.status).toBe(200);
      const img = share.text.match(/src="([^"]+)"/)?.[1] as string;
      const viaShare = await t.http().get(`/app/share/${img}`).buffer(true);
      expect(viaShare.status).toBe(200);
      expect(await imageInfo(viaShare.body)).toEqual({ format: 'jpeg', width: 1080, height: 1080 });
      const download = await t.http().get(`/app/share/${img}?download=1`);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-1\.jpg"$/);

      const forged = mine.link.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
      expect((await getAppUrl(t, forged)).status).toBe(404);
      expect((await getAppUrl(t, mine.variants[0].url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`))).status).toBe(404);
      expect((await t.http().get('/app/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      const start = t.clock.now();
      t.clock.advance(8 * DAY);
      try {
        const expired = await getAppUrl(t, mine.link);
        expect(expired.status).toBe(410);
        expect((await getAppUrl(t, mine.variants[0].url)).status).toBe(404);
        // The share link does not expire.
        expect((await getAppUrl(t, mine.shareLink)).status).toBe(200);
      } finally {
        t.clock.set(start);
      }
    });

    it("hides a deleted user's designs everywhere at once, restores them on reactivation, deletes rows and files on purge", async () => {
      const acc = await makeAccount(t.app);
      await makePlans(t.app, acc.accountId);
      await grantCredits(t.app, acc.accountId, 10);
      const user = await loginUser(acc, 'leaving');
      const made = (await prompt(acc.regularKey).set('authorization', user.bearer)).body.body;
      const paths = () => [made.link, made.shareLink, made.variants[0].url];
      for (const url of paths()) expect((await getAppUrl(t, url)).status).toBe(200);

      const del = await t
        .http()
        .post(`${t.base}/enterprise/delete-user`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'leaving' });
      expect(del.status).toBe(200);
      for (const url of paths())
        expect({ url, status: (await getAppUrl(t, url)).status }).toEqual({ url, status: 404 });
      expect((await getAppUrl(t, made.shareLink)).text).toContain('Design not found');

      const back = await t
        .http()
        .post(`${t.base}/enterprise/reactivate-user`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'leaving' });
      expect(back.status).toBe(200);
      for (const url of paths()) expect((await getAppUrl(t, url)).status).toBe(200);

      await t
        .http()
        .post(`${t.base}/enterprise/delete-user`)
        .set('service-api-key', acc.adminKey)
        .send({ abstractUserId: 'leaving' });
      const dir = join(t.config.storage.dir, 'designs', acc.accountId, made.designId);
      expect(readdirSync(dir).filter((f) => f.endsWith('.jpg'))).toEqual(['0.jpg']);
      const start = t.clock.now();
      t.clock.advance(16 * DAY);
      try {
        expect(await t.app.get(UserPurger).purgeDue()).toBeGreaterThanOrEqual(1);
      } finally {
        t.clock.set(start);
      }
      expect(
        Number(
          (await t.db.query(`SELECT count(*)::int AS n FROM design_requests WHERE account_id = $1`, [acc.accountId]))[0]
            .n,
        ),
      ).toBe(0);
      expect(
        Number(
          (await t.db.query(`SELECT count(*)::int AS n FROM design_variants WHERE account_id = $1`, [acc.accountId]))[0]
            .n,
        ),
      ).toBe(0);
      expect(existsSync(dir)).toBe(false);
      // The ledger keeps its rows (financial record).
      expect(await ledgerOf(t, made.requestId)).toEqual([{ kind: 'debit', amount: -1 }]);
    });
  });

  describe('events and operations', () => {
    it('reports design.completed to webhooks with the request status as data', async () => {
      const receiver = await new WebhookReceiver().start();
      try {
        const acc = await makeAccount(t.app);
        await grantCredits(t.app, acc.accountId, 5);
        const hook = await post(acc.regularKey, 'webhooks', { url: receiver.url('/designs') });
        expect(hook.status).toBe(201);
        const made = (await prompt(acc.regularKey)).body.body;
        const [got] = await receiver.waitFor('/designs', 1, 30000);
        const event = JSON.parse(got.body);
        expect(event).toMatchObject({
          type: 'design.completed',
          data: {
            requestId: made.requestId,
            designId: made.designId,
            status: 'completed',
            variants: [expect.objectContaining({ index: 0 })],
          },
        });
      } finally {
        await receiver.stop();
      }
    });

    it('the reconciler enqueues a request whose job was lost, and fails and refunds one stuck far too long', async () => {
      const acc = await makeAccount(t.app);
      await grantCredits(t.app, acc.accountId, 10);
      const lost = (await prompt(acc.regularKey).set('prefer', 'respond-async')).body.body;
      await pollStatus(t, acc.regularKey, lost.requestId, (s) => s === 'completed');
      // Make two requests look like a crash between COMMIT and enqueue, and a job that never ends.
      const requeue = (await prompt(acc.regularKey)).body.body;
      const stuck = (await prompt(acc.regularKey)).body.body;
      await t.db.query(
        `UPDATE design_requests SET status = 'queued', started_at = NULL, finished_at = NULL WHERE id = $1`,
        [requeue.requestId],
      );
      await t.db.query(`DELETE FROM design_variants WHERE request_id = $1`, [requeue.requestId]);
      await t.db.query(
        `UPDATE design_requests SET status = 'processing', finished_at = NULL, enqueued_at = enqueued_at - interval '1 hour' WHERE id = $1`,
        [stuck.requestId],
      );
      const start = t.clock.now();
      t.clock.advance(MINUTE);
      try {
        const result = await t.app.get(DesignReconcilerCron).runOnce();
        expect(result).toEqual({ requeued: 1, failed: 1 });
      } finally {
        t.clock.set(start);
      }
      expect((await pollStatus(t, acc.regularKey, requeue.requestId, (s) => s === 'completed')).variants).toHaveLength(
        1,
      );
      const failed = await pollStatus(t, acc.regularKey, stuck.requestId, (s) => s === 'failed');
      expect(failed.error).toMatch(/did not finish/);
      expect(await ledgerOf(t, stuck.requestId)).toEqual([
        { kind: 'debit', amount: -1 },
        { kind: 'refund', amount: 1 },
      ]);
    });

    it('exposes queue depth, job outcomes, render time per format and request outcomes', async () => {
      const metrics = await t.http().get('/metrics');
      expect(metrics.text).toMatch(/design_queue_jobs\{state="waiting"\} \d+/);
      expect(metrics.text).toMatch(/design_render_seconds_count\{format="jpg"\} [1-9]/);
      expect(metrics.text).toMatch(/design_render_seconds_count\{format="png"\} [1-9]/);
      expect(metrics.text).toMatch(/design_jobs_total\{outcome="completed"\} [1-9]/);
      expect(metrics.text).toMatch(/design_requests_total\{outcome="completed"\} [1-9]/);
    });
  });
});

describe('designs: the per-key in-flight cap (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;

  beforeAll(async () => {
    // An API-only process: jobs wait for a worker that never comes, so requests stay in flight.
    t = await startTestApp({ env: { APP_ROLE: 'api', DESIGN_MAX_IN_FLIGHT_PER_KEY: '3' } });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('admits exactly the cap of concurrent requests; the others get 429 rate_limited with Retry-After and write nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t
          .http()
          .post(`${t.base}/general/designs-from-prompt`)
          .set('service-api-key', a.regularKey)
          .set('prefer', 'respond-async')
          .send(PROMPT_BODY),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429, 429]);
    for (const r of answers.filter((x) => x.status === 429)) {
      expect(r.body.body).toEqual({ message: 'Too many requests', code: 'rate_limited' });
      expect(r.headers['retry-after']).toBe('1');
    }
    expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM design_requests`))[0].n)).toBe(3);
    expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE kind = 'debit'`))[0].n)).toBe(
      3,
    );
    // Another key of the same account has its own cap.
    const other = await makeAccount(t.app);
    await grantCredits(t.app, other.accountId, 5);
    expect(
      (
        await t
          .http()
          .post(`${t.base}/general/designs-from-prompt`)
          .set('service-api-key', other.regularKey)
          .set('prefer', 'respond-async')
          .send(PROMPT_BODY)
      ).status,
    ).toBe(202);
  });
});

describe('designs: a render that always fails (e2e, in-process queue)', () => {
  let t: TestApp;
  let a: TestAccount;
  const pool = new FailingRenderPool();

  beforeAll(async () => {
    t = await startTestApp({
      env: { DESIGN_RETRY_DELAY_MS: '10' },
      overrides: [{ provide: DesignRenderPool as never, useValue: pool }],
    });
    a = await makeAccount(t.app);
    await grantCredits(t.app, a.accountId, 10);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('tries 3 times, then the request is failed and refunded exactly once', async () => {
    const res = await t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .send({ ...PROMPT_BODY, numOfVariants: 2 });
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({ status: 'failed', error: 'The design could not be rendered', variants: [] });
    expect(pool.calls).toBe(3 * 2);
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([
      { kind: 'debit', amount: -2 },
      { kind: 'refund', amount: 2 },
    ]);
    const status = await t
      .http()
      .get(`${t.base}/general/request-status/${res.body.body.requestId}`)
      .set('service-api-key', a.regularKey);
    expect(status.body.body).toMatchObject({ status: 'failed', error: 'The design could not be rendered' });
    expect(
      (await t.http().get(`${t.base}/general/designs/${res.body.body.designId}`).set('service-api-key', a.regularKey))
        .status,
    ).toBe(404);
    expect((await getAppUrl(t, res.body.body.shareLink)).status).toBe(404);
    expect(await t.app.get(CreditLedgerService).balance(a.accountId)).toBe(10);
  });
});
