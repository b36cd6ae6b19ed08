// Output formats, pixel density and file-size budgets over HTTP (issue 19.2, 19.3; SPEC 6.5):
// several formats from one render, each downloadable at its own URL, the extension-less URL
// answered by Accept, scale 1..4, maxFileSizeKb, and clear 422s.
import sharp from 'sharp';
import { expectLedgerReconciled, grantCredits, makeAccount, makePlans, TestAccount } from '../support/factories';
import { getAppUrl, imageInfo, ledgerOf, PROMPT_BODY } from '../support/designs';
import { startTestApp, TestApp } from '../support/test-app';

interface FileView {
  format: string;
  url: string;
  bytes: number;
  quality?: number;
  fits: boolean;
}
interface VariantView {
  index: number;
  url: string;
  width: number;
  height: number;
  format: string;
  scale: number;
  bytes: number;
  files: FileView[];
}

const KIND: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };
const TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};
const MEDIUM_RECTANGLE = { type: 'displayAds', subtype: 'displayAds-medium-rectangle' };

describe('design output formats, scale and size budgets (e2e)', () => {
  let t: TestApp;
  let a: TestAccount;

  const prompt = (body: Record<string, unknown>) =>
    t
      .http()
      .post(`${t.base}/general/designs-from-prompt`)
      .set('service-api-key', a.regularKey)
      .send({ ...PROMPT_BODY, ...body });
  const count = async (table: string) => Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const withoutExtension = (url: string) => url.replace(/\.(jpg|png|webp|avif|pdf)\?/, '?');

  beforeAll(async () => {
    t = await startTestApp();
    a = await makeAccount(t.app);
    await makePlans(t.app, a.accountId);
    await grantCredits(t.app, a.accountId, 100);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t.app);
    await t.close();
  });

  it('renders every asked format from one render at scale 2, each file at its URL, for the price of the variants', async () => {
    const res = await prompt({
      ...MEDIUM_RECTANGLE,
      numOfVariants: 2,
      outputFormat: ['webp', 'jpg', 'avif', 'png', 'pdf'],
      scale: 2,
    });
    expect(res.status).toBe(200);
    const variants = res.body.body.variants as VariantView[];
    expect(variants).toHaveLength(2);
    for (const v of variants) {
      expect({ width: v.width, height: v.height, format: v.format, scale: v.scale }).toEqual({
        width: 600,
        height: 500,
        format: 'webp',
        scale: 2,
      });
      expect(v.files.map((f) => f.format)).toEqual(['webp', 'jpg', 'avif', 'png', 'pdf']);
      expect(v.url).toBe(v.files[0].url);
      expect(v.bytes).toBe(v.files[0].bytes);
      for (const f of v.files) {
        expect(f.url).toMatch(new RegExp(`/variants/${v.index}\\.${f.format}\\?exp=`));
        const got = await getAppUrl(t, f.url);
        expect(got.status).toBe(200);
        expect(got.headers['content-type']).toBe(TYPE[f.format]);
        expect(got.body.length).toBe(f.bytes);
        if (f.format === 'pdf') {
          const pdf = (got.body as Buffer).toString('latin1');
          expect(pdf.startsWith('%PDF-')).toBe(true);
          expect(pdf).toMatch(/\/MediaBox\s*\[0 0 300 250\]/);
        } else {
          expect(await imageInfo(got.body)).toEqual({ format: KIND[f.format], width: 600, height: 500 });
        }
      }
    }
    // formats and scale cost nothing more: one debit of numOfVariants x DESIGN_CREDIT_COST
    expect(await ledgerOf(t, res.body.body.requestId)).toEqual([{ kind: 'debit', amount: -2 }]);
  });

  it('scale 2 is the same design as scale 1, only denser', async () => {
    // Same request id → same seed is not available over HTTP; the same copy and look come from a document.
    const body = {
      ...MEDIUM_RECTANGLE,
      numOfVariants: 1,
      documentJson: [
        [
          { type: 'title', value: 'Sandals 30% off' },
          { type: 'cta', value: 'Shop now' },
        ],
      ],
      settings: { designModel: 'centered', theme: ['dark'] },
    };
    const post = (scale: number) =>
      t
        .http()
        .post(`${t.base}/general/designs-from-content`)
        .set('service-api-key', a.regularKey)
        .send({ ...body, scale });
    const [one, two] = [await post(1), await post(2)];
    const img = async (r: typeof one) => (await getAppUrl(t, r.body.body.variants[0].url)).body as Buffer;
    const [p1, p2] = await Promise.all([img(one), img(two)]);
    expect(await imageInfo(p2)).toEqual({ format: 'jpeg', width: 600, height: 500 });
    const raw = (b: Buffer) => sharp(b).resize(300, 250, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const [x, y] = await Promise.all([raw(p1), raw(p2)]);
    let diff = 0;
    for (let i = 0; i < x.length; i++) diff += Math.abs(x[i] - y[i]);
    // two requests have two seeds, but a fixed family and theme keep the layout; colours may differ by palette
    expect(diff / x.length).toBeLessThan(40);
  });

  it('answers the extension-less variant URL with the format Accept prefers, else the first one', async () => {
    const res = await prompt({ ...MEDIUM_RECTANGLE, outputFormat: ['jpg', 'webp', 'avif'] });
    expect(res.status).toBe(200);
    const v = (res.body.body.variants as VariantView[])[0];
    const url = withoutExtension(v.url);
    const fetch = (accept?: string) => {
      const u = new URL(url);
      const req = t.http().get(`${u.pathname}${u.search}`).buffer(true);
      return accept ? req.set('Accept', accept) : req;
    };
    const cases: [string | undefined, string][] = [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*;q=0.8', 'image/webp'],
      ['image/avif;q=0.5,image/webp;q=0.9', 'image/webp'],
      ['image/gif', 'image/jpeg'],
      ['*/*', 'image/jpeg'],
      [undefined, 'image/jpeg'],
    ];
    for (const [accept, type] of cases) {
      const got = await fetch(accept);
      expect([accept, got.status, got.headers['content-type'], got.headers.vary]).toEqual([
        accept,
        200,
        type,
        'Accept',
      ]);
    }
    // the same through the API with a key
    const api = await t
      .http()
      .get(`${t.base}/general/designs/${res.body.body.designId}/variants/0`)
      .set('service-api-key', a.regularKey)
      .set('Accept', 'image/avif');
    expect([api.status, api.headers['content-type']]).toEqual([200, 'image/avif']);
    // a format the design was not made in is not there
    const png = await getAppUrl(t, v.url.replace('.jpg?', '.png?'));
    expect(png.status).toBe(404);
  });

  it('keeps every lossy file under maxFileSizeKb and reports its size and quality', async () => {
    // the same copy and look twice (a document, a fixed family and theme): first free, then under a budget
    const body = {
      numOfVariants: 1,
      outputFormat: ['jpg', 'webp'],
      documentJson: [
        [
          { type: 'title', value: 'Sandals 30% off' },
          { type: 'body', value: 'Every pair, this week only, in every store.' },
          { type: 'cta', value: 'Shop now' },
        ],
      ],
      settings: { designModel: 'centered', theme: ['vibrant'], backdropStyle: ['mesh'] },
    };
    const post = (extra: Record<string, unknown>) =>
      t
        .http()
        .post(`${t.base}/general/designs-from-content`)
        .set('service-api-key', a.regularKey)
        .send({ ...PROMPT_BODY, prompt: undefined, ...body, ...extra });
    const free = await post({});
    expect(free.status).toBe(200);
    const big = (free.body.body.variants as VariantView[])[0].files;
    // three quarters of the JPEG: it must lower its quality to meet it (WebP, smaller, may not need to)
    const jpg = big.find((f) => f.format === 'jpg') as FileView;
    const kb = Math.max(10, Math.floor((jpg.bytes * 0.75) / 1000));

    const res = await post({ maxFileSizeKb: kb });
    expect(res.status).toBe(200);
    const files = (res.body.body.variants as VariantView[])[0].files;
    for (const f of files) {
      expect([f.format, f.fits]).toEqual([f.format, true]);
      expect(f.bytes).toBeLessThanOrEqual(kb * 1000);
      expect(f.quality).toBeGreaterThanOrEqual(30);
      expect((await getAppUrl(t, f.url)).body.length).toBe(f.bytes);
    }
    expect(files.find((f) => f.format === 'jpg')?.quality).toBeLessThan(88);
    expect(res.body.body.warnings.filter((w: string) => w.includes('maxFileSizeKb'))).toEqual([]);
  });

  it('delivers a file that cannot fit with fits: false and a warning', async () => {
    const res = await prompt({ outputFormat: ['png', 'jpg'], maxFileSizeKb: 10 });
    expect(res.status).toBe(200);
    const files = (res.body.body.variants as VariantView[])[0].files;
    expect(files.map((f) => [f.format, f.fits])).toEqual([
      ['png', false],
      ['jpg', false],
    ]);
    expect(res.body.body.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^variant 0: the png file is \d+ bytes, over maxFileSizeKb 10/),
        expect.stringMatching(/^variant 0: the jpg file is \d+ bytes, over maxFileSizeKb 10/),
      ]),
    );
  });

  it.each([
    ['outputFormat[0]', { outputFormat: ['gif'] }],
    ['outputFormat', { outputFormat: ['webp', 'webp'] }],
    ['outputFormat', { outputFormat: [] }],
    ['outputFormat', { outputFormat: ['jpg', 'png', 'webp', 'avif', 'pdf', 'jpg'] }],
    ['scale', { scale: 0 }],
    ['scale', { scale: 5 }],
    ['scale', { scale: 1.5 }],
    ['scale', { scale: '2' }],
    ['maxFileSizeKb', { maxFileSizeKb: 9 }],
    ['maxFileSizeKb', { maxFileSizeKb: 10_001 }],
    ['maxFileSizeKb', { maxFileSizeKb: 50.5 }],
  ])('422 naming %s, nothing written (case %#)', async (field, extra) => {
    const before = [await count('design_requests'), await count('credit_ledger')];
    const res = await prompt(extra);
    expect(res.status).toBe(422);
    expect(res.body.body.message).toBe('Invalid input');
    expect(res.body.body.code).toBe('invalid_input');
    expect([...new Set(res.body.body.errors.map((e: { field: string }) => e.field))]).toEqual([field]);
    expect([await count('design_requests'), await count('credit_ledger')]).toEqual(before);
  });

  it('refuses a scale whose render would be too large, saying how large', async () => {
    const res = await prompt({ type: 'custom', subtype: 'custom', dimension: { width: 4096, height: 4096 }, scale: 2 });
    expect(res.status).toBe(422);
    expect(res.body.body.errors).toEqual([
      {
        field: 'scale',
        message: 'renders 8192x8192 px; the rendered size is at most 8192 px a side and 36 megapixels',
      },
    ]);
    // a story at scale 4 (4320x7680, 33 MP) is within the limit
    const story = await prompt({ subtype: 'socialMedia-instagram-story', scale: 4, outputFormat: ['jpg'] }).set(
      'Prefer',
      'respond-async',
    );
    expect(story.status).toBe(202);
  });
});
