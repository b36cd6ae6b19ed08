// Input that is the wrong shape, holds strings the database cannot store, or is not the body its
// headers say (issue 18.3, 18.5, 16.2): every one is a 4xx naming the field, nothing is charged,
// queued or stored.
import { gzipSync } from 'node:zlib';
import { grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

describe('hostile shapes and strings (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;
  let bearer: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
    const login = await t
      .http()
      .post(`${t.base}/enterprise/login-user`)
      .set('service-api-key', a.adminKey)
      .send({ abstractUserId: 'shape-user' });
    bearer = `Bearer ${login.body.body.accessToken}`;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await t.db.query(
      `SELECT (SELECT count(*) FROM design_requests)::int AS requests, (SELECT count(*) FROM credit_ledger)::int AS ledger,
              (SELECT count(*) FROM brand_kits)::int AS brands, (SELECT count(*) FROM users)::int AS users`,
    );
    return row as Record<string, number>;
  };
  const design = (body: object) =>
    t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .set('authorization', bearer)
      .set('prefer', 'respond-async')
      .send(body);
  const login = (body: object) =>
    t.http().post(`${t.base}/enterprise/login-user`).set('service-api-key', a.adminKey).send(body);
  const brand = { brandName: 'Sunny', brandDescription: 'Handmade summer footwear.' };

  const designCases: [string, object, string, string][] = [
    ['fontGroups: [[]]', { fontGroups: [[]] }, 'fontGroups[0]', 'must be an object'],
    ['medias: [[]]', { medias: [[]] }, 'medias[0]', 'must be an object'],
    ['settings: []', { settings: [] }, 'settings', 'must be an object'],
    ['settings.fontGroups: [[]]', { settings: { fontGroups: [[]] } }, 'settings.fontGroups[0]', 'must be an object'],
    [
      'imagePreference: []',
      { medias: [{ url: 'https://example.com/a.png', imagePreference: [] }] },
      'medias[0].imagePreference',
      'must be an object',
    ],
    ['dimension: []', { type: 'custom', subtype: 'custom', dimension: [300, 250] }, 'dimension', 'must be an object'],
    ['settings: null', { settings: null }, 'settings', 'must not be null'],
    ['colors: null', { colors: null }, 'colors', 'must not be null'],
    ['language: null', { language: null }, 'language', 'must not be null'],
  ];

  it.each(designCases)(
    'designs-from-prompt with %s: 422 naming the field, nothing charged or queued',
    async (_name, patch, field, message) => {
      const before = await counts();
      const res = await design({ ...PROMPT_BODY, ...patch });
      expect(res.status).toBe(422);
      expect(res.body.body.code).toBe('invalid_input');
      expect(res.body.body.errors).toEqual([{ field, message }]);
      expect(await counts()).toEqual(before);
    },
  );

  it('names array elements by their index and a wrongly typed element by its own path', async () => {
    const res = await design({
      ...PROMPT_BODY,
      colors: ['#fff', 'red', '#000', 7],
      medias: [{ url: 'https://example.com/a.png' }, 5],
    });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'colors[1]', message: expect.any(String) },
        { field: 'colors[3]', message: expect.any(String) },
        { field: 'medias[1]', message: 'must be an object' },
      ]),
    );
    expect(res.body.body.errors.map((e: { field: string }) => e.field)).not.toContain('colors');
  });

  it('brand.brandFonts: [[]] and brand.brandColors with a bad element: 422 naming the element, no brand stored', async () => {
    const before = await counts();
    const res = await login({
      abstractUserId: 'shape-brand',
      brand: { ...brand, brandFonts: [[]], brandColors: ['#fff', '#000', 'nope'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([
      { field: 'brand.brandColors[2]', message: 'must be hex colours (#RGB or #RRGGBB)' },
      { field: 'brand.brandFonts[0]', message: 'must be an object' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('planId: null on login-user: 422, no user created', async () => {
    const before = await counts();
    const res = await login({ abstractUserId: 'shape-null-plan', planId: null });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([{ field: 'planId', message: 'must not be null' }]);
    expect(await counts()).toEqual(before);
  });

  const strings: [string, () => Promise<{ status: number; body: { body: { errors: unknown } } }>, string, string][] = [
    [
      'NUL in a brand name',
      () => login({ abstractUserId: 'shape-nul', brand: { ...brand, brandName: 'Sun\u0000ny' } }),
      'brand.brandName',
      'must not contain NUL characters',
    ],
    [
      'NUL in a font name',
      () => design({ ...PROMPT_BODY, fontGroups: [{ name: 'La\u0000to', type: 'body' }] }),
      'fontGroups[0].name',
      'must not contain NUL characters',
    ],
    [
      'a lone surrogate in the prompt',
      () => design({ ...PROMPT_BODY, prompt: 'Summer \ud800 sale' }),
      'prompt',
      'must be well-formed Unicode (no lone surrogates)',
    ],
    [
      'a lone low surrogate in a brand description',
      () => login({ abstractUserId: 'shape-sur', brand: { ...brand, brandDescription: 'x\udc00' } }),
      'brand.brandDescription',
      'must be well-formed Unicode (no lone surrogates)',
    ],
    [
      'a lone surrogate in a document block',
      () =>
        t
          .http()
          .post(`${t.base}/general/designs-from-content`)
          .set('service-api-key', a.regularKey)
          .set('prefer', 'respond-async')
          .send({
            type: PROMPT_BODY.type,
            subtype: PROMPT_BODY.subtype,
            numOfVariants: 1,
            documentJson: [[{ type: 'title', value: 'Hi \udbff' }]],
          }),
      'documentJson[0][0].value',
      'must be well-formed Unicode (no lone surrogates)',
    ],
  ];

  it.each(strings)('%s: 422 naming the field, nothing stored', async (_name, send, field, message) => {
    const before = await counts();
    const res = await send();
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([{ field, message }]);
    expect(await counts()).toEqual(before);
  });

  it('keeps well-formed astral characters (a surrogate pair) and stores them', async () => {
    const res = await login({ abstractUserId: 'shape-emoji', brand: { ...brand, brandName: 'Sunny 🌞' } });
    expect(res.status).toBe(200);
  });

  describe('bodies that are not what their headers say', () => {
    const raw = (headers: Record<string, string>, body: Buffer | string) => {
      const req = t.http().post(`${t.base}/general/content-from-prompt`).set('service-api-key', a.regularKey);
      for (const [k, v] of Object.entries(headers)) req.set(k, v);
      return req.send(body);
    };

    it('gzip declared, plain bytes sent: 400 malformed_request', async () => {
      const res = await raw({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{"prompt":"hello"}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: 400,
        body: {
          message: 'Malformed request body',
          code: 'malformed_request',
          errors: [{ field: 'body', message: 'could not be decoded as its Content-Encoding says' }],
        },
      });
    });

    it('deflate declared, gzip bytes sent: 400', async () => {
      const res = await raw(
        { 'content-type': 'application/json', 'content-encoding': 'deflate' },
        gzipSync('{"prompt":"hello"}').subarray(3),
      );
      expect(res.status).toBe(400);
      expect(res.body.body.code).toBe('malformed_request');
    });

    it('bad JSON: 422 naming the body (SPEC 2), never 500', async () => {
      const res = await raw({ 'content-type': 'application/json' }, '{"prompt": ');
      expect(res.status).toBe(422);
      expect(res.body.body).toEqual({
        message: 'Invalid input',
        code: 'invalid_input',
        errors: [{ field: 'body', message: 'is not valid JSON' }],
      });
    });

    it('an unknown Content-Encoding: 415', async () => {
      const res = await raw({ 'content-type': 'application/json', 'content-encoding': 'x-nonsense' }, '{}');
      expect(res.status).toBe(415);
      expect(res.body.body).toEqual({
        message: 'Unsupported media type',
        code: 'unsupported_media_type',
        errors: [{ field: 'body', message: 'has an unsupported content encoding' }],
      });
    });

    it('an unsupported charset: 415', async () => {
      const res = await raw({ 'content-type': 'application/json; charset=x-klingon' }, '{}');
      expect(res.status).toBe(415);
      expect(res.body.body.code).toBe('unsupported_media_type');
    });
  });
});
