import sharp from 'sharp';
import { prepareMedia } from '../media/prepare';
import { PreparedMedia } from '../media/types';
import { checkDesign } from '../testing/check-design';
import { ARABIC_PAGE, EMOJI_PAGE, LATIN_PAGE, logoPng, productPhoto, scenePhoto } from '../testing/fixtures';
import { contentFromPage, renderDesign, RenderInput } from './render';

let photo: PreparedMedia;
let cutout: PreparedMedia;
let logo: PreparedMedia;
beforeAll(async () => {
  const r = await prepareMedia([
    { kind: 'photo', data: await scenePhoto(600, 400), crop: true },
    { kind: 'photo', data: await productPhoto(400, 500), removeBg: true },
    { kind: 'logo', data: await logoPng(), logoStyles: ['direct', 'outline'] },
  ]);
  [photo, cutout, logo] = r.media;
});

const base = (over: Partial<RenderInput>): RenderInput => ({
  width: 1080,
  height: 1080,
  page: LATIN_PAGE,
  language: 'english',
  variantIndex: 0,
  seed: 3,
  format: 'jpg',
  ...over,
});

describe('renderDesign', () => {
  it('is deterministic for the same seed and variant', async () => {
    const a = await renderDesign(base({ width: 300, height: 250, media: [photo, logo] }));
    const b = await renderDesign(base({ width: 300, height: 250, media: [photo, logo] }));
    expect(a.image.equals(b.image)).toBe(true);
  });

  it('mirrors the layout for Arabic: copy aligned right, photo on the other side', async () => {
    const settings = { designModel: 'split', frameStyle: ['none'] };
    const en = await renderDesign(base({ width: 1200, height: 630, media: [photo], settings }));
    const ar = await renderDesign(
      base({ width: 1200, height: 630, media: [photo], settings, page: ARABIC_PAGE, language: 'arabic' }),
    );
    expect(en.report.images[0].box.x).toBe(0);
    expect(ar.report.images[0].box.x + ar.report.images[0].box.width).toBe(1200);
    // every text layer ends at the same right edge, left of the photo
    const rights = ar.report.text.filter((t) => t.id !== 'cta' && t.id !== 'bullets').map((t) => t.box.x + t.box.width);
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThan(1);
    expect(Math.max(...rights)).toBeLessThanOrEqual(ar.report.images[0].box.x);
    const enLefts = en.report.text.filter((t) => t.id !== 'cta' && t.id !== 'bullets').map((t) => t.box.x);
    expect(Math.max(...enLefts) - Math.min(...enLefts)).toBeLessThan(1);
    expect(ar.report.text.find((t) => t.id === 'title')?.font.family).toBe('Noto Sans Arabic');
  });

  it('shows a cut-out product in the product family, with every check passing', async () => {
    const r = await renderDesign(base({ media: [cutout, logo], settings: { designModel: 'product' } }));
    expect(r.report.family).toBe('product');
    expect(r.report.images.map((i) => i.kind).sort()).toEqual(['logo', 'photo']);
    expect(await checkDesign(r, 1080, 1080, 'jpg')).toEqual([]);
  });

  it('draws the outline logo style differently from the direct one', async () => {
    const direct = await renderDesign(
      base({
        width: 300,
        height: 250,
        brand: { logo: { ...logo, logoStyles: ['direct'] } },
        settings: { designModel: 'centered' },
      }),
    );
    const outline = await renderDesign(
      base({
        width: 300,
        height: 250,
        brand: { logo: { ...logo, logoStyles: ['outline'] } },
        settings: { designModel: 'centered' },
      }),
    );
    const [a, b] = await Promise.all([direct, outline].map((r) => sharp(r.image).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i] - b[i]);
    expect(diff / a.length).toBeGreaterThan(0.3);
  });

  it('takes fonts from fontGroups and the brand kit, and reports unknown ones as replaced', async () => {
    const r = await renderDesign(
      base({
        width: 300,
        height: 250,
        brand: { fonts: ['Oswald', 'Comic Sans'] },
        fontGroups: [{ name: 'Merriweather', type: 'body' }],
      }),
    );
    expect(r.report.fonts.heading).toBe('Oswald');
    expect(r.report.fonts.body).toBe('Merriweather');
    expect(r.report.warnings.join()).toMatch(/"Comic Sans" is not available/);
    expect(r.report.text.find((t) => t.id === 'title')?.font.family).toBe('Oswald');
  });

  it('uses the requested colours', async () => {
    const r = await renderDesign(
      base({ width: 300, height: 250, colors: ['#7b2cbf', '#ffb703'], settings: { theme: ['vibrant'] } }),
    );
    expect(r.report.palette.background).toBe('#7b2cbf');
  });

  it('draws emoji in colour from the registered emoji font', async () => {
    const r = await renderDesign(
      base({ width: 600, height: 600, page: EMOJI_PAGE, settings: { designModel: 'centered', theme: ['light'] } }),
    );
    expect(r.report.warnings).toEqual([]);
    const title = r.report.text.find((t) => t.id === 'title');
    expect(title?.font.faces.some((f) => f.includes('emoji'))).toBe(true);
    // the party popper is drawn in colour: some saturated pixels inside the title box
    const b = title?.box ?? { x: 0, y: 0, width: 1, height: 1 };
    const { data, info } = await sharp(r.image)
      .extract({
        left: Math.round(b.x),
        top: Math.round(b.y),
        width: Math.round(b.width),
        height: Math.round(b.height),
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let colourful = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 120) colourful++;
    expect(colourful).toBeGreaterThan(20);
  });

  it('never shrinks below the legible minimum: a strip drops blocks and reports them', async () => {
    const r = await renderDesign(base({ width: 320, height: 50 }));
    expect(r.report.dropped.map((d) => d.block)).toEqual(expect.arrayContaining(['body', 'bulletlist', 'subtitle']));
    for (const t of r.report.text) expect(t.font.size).toBeGreaterThanOrEqual(9);
    expect(await checkDesign(r, 320, 50, 'jpg')).toEqual([]);
  });

  it('shows a photo whole when crop is false, over a dimmed copy of itself', async () => {
    const whole = { ...photo, crop: false };
    const r = await renderDesign(
      base({ width: 300, height: 600, media: [whole], settings: { designModel: 'fullBleed' }, format: 'png' }),
    );
    const { data, info } = await sharp(r.image).raw().toBuffer({ resolveWithObject: true });
    // no transparent or black bars: the top rows (above the 3:2 photo) are not empty
    let dark = 0;
    for (let i = 0; i < info.width * 20 * info.channels; i += info.channels)
      if (data[i] + data[i + 1] + data[i + 2] < 15) dark++;
    expect(dark).toBe(0);
    expect(await checkDesign(r, 300, 600, 'png')).toEqual([]);
  });

  it('carries media warnings into the report', async () => {
    // a truncated PNG: a warning (bytes that are no image at all are refused, see prepare.spec.ts)
    const { media, warnings } = await prepareMedia([
      { kind: 'photo', data: (await logoPng()).subarray(0, 60), label: 'hero' },
    ]);
    const r = await renderDesign(base({ width: 300, height: 250, media, warnings }));
    expect(r.report.warnings[0]).toMatch(/photo "hero" could not be decoded/);
  });

  it('renders a design without any text and says so', async () => {
    const r = await renderDesign(base({ width: 250, height: 250, page: [] }));
    expect(r.report.warnings.join()).toMatch(/no text/);
    expect((await sharp(r.image).metadata()).width).toBe(250);
  });

  it('renders custom sizes, tiny and huge', async () => {
    for (const [w, h] of [
      [16, 16],
      [2400, 400],
      [500, 2000],
    ]) {
      const r = await renderDesign(base({ width: w, height: h, format: 'png' }));
      const meta = await sharp(r.image).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
      for (const t of r.report.text) expect(t.overflow).toBe(false);
    }
  });
});

describe('contentFromPage', () => {
  it('keeps one block per role, merges bodies and bullets, promotes a headline', () => {
    const dropped: { block: string; reason: string }[] = [];
    const c = contentFromPage(
      [
        { type: 'offer', value: '50% off' },
        { type: 'cta', value: 'Buy' },
        { type: 'cta', value: 'Buy again' },
        { type: 'body', value: 'One.' },
        { type: 'body', value: 'Two.' },
        { type: 'bulletlist', value: ['a', 'b'] },
        { type: 'bulletlist', value: ['c', ' '] },
      ],
      dropped,
    );
    expect(c).toEqual({ title: '50% off', cta: 'Buy', body: 'One.\nTwo.', bullets: ['a', 'b', 'c'] });
    expect(dropped).toEqual([{ block: 'cta', reason: 'only one cta block is shown per design' }]);
  });
});
