// Output formats, pixel density and byte budgets of renderDesign (encode.ts).
import sharp from 'sharp';
import { prepareMedia } from '../media/prepare';
import { PreparedMedia } from '../media/types';
import { LATIN_PAGE, logoPng, scenePhoto } from '../testing/fixtures';
import { encodeWithin } from './encode';
import { renderDesign, RenderInput } from './render';

let media: PreparedMedia[];
beforeAll(async () => {
  media = (
    await prepareMedia([
      { kind: 'photo', data: await scenePhoto(600, 400), crop: true },
      { kind: 'logo', data: await logoPng(), logoStyles: ['outline'] },
    ])
  ).media;
});

const base = (over: Partial<RenderInput>): RenderInput => ({
  width: 300,
  height: 250,
  page: LATIN_PAGE,
  language: 'english',
  variantIndex: 0,
  seed: 11,
  format: 'jpg',
  media,
  ...over,
});

/** Mean absolute difference per channel (0..255) of two images brought to the same size. */
async function difference(a: Buffer, b: Buffer, width: number, height: number): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((img) => sharp(img).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('output formats', () => {
  it('encodes one render into every requested format, each a real file of its kind', async () => {
    const r = await renderDesign(base({ format: 'webp', formats: ['jpg', 'png', 'avif', 'pdf'] }));
    expect(r.files.map((f) => f.format)).toEqual(['webp', 'jpg', 'png', 'avif', 'pdf']);
    expect(r.format).toBe('webp');
    expect(r.image.equals(r.files[0].image)).toBe(true);
    for (const f of r.files.filter((x) => x.format !== 'pdf')) {
      const meta = await sharp(f.image).metadata();
      expect({ format: f.format, kind: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: f.format,
        kind: ({ jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as Record<string, string>)[f.format],
        width: 300,
        height: 250,
      });
    }
    const pdf = r.files.find((f) => f.format === 'pdf')?.image.toString('latin1') ?? '';
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // one page, the design's size in points
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[0 0 300 250\]/);
  });

  it('renders scale 2 at twice the pixels with the same layout (only sharper)', async () => {
    const one = await renderDesign(base({}));
    const two = await renderDesign(base({ scale: 2 }));
    expect([two.width, two.height, two.scale]).toEqual([600, 500, 2]);
    const meta = await sharp(two.image).metadata();
    expect([meta.width, meta.height]).toEqual([600, 500]);
    // the report (layout px) is the same: same boxes, same type sizes
    expect(two.report.text.map((t) => [t.id, t.box, t.font.size])).toEqual(
      one.report.text.map((t) => [t.id, t.box, t.font.size]),
    );
    expect(two.report.images).toEqual(one.report.images);
    // and the pixels match once brought to one size (a different layout differs by tens of levels)
    expect(await difference(one.image, two.image, 300, 250)).toBeLessThan(6);
    const other = await renderDesign(base({ variantIndex: 1 }));
    expect(await difference(one.image, other.image, 300, 250)).toBeGreaterThan(15);
  });

  it('keeps every text layer at WCAG AA at scale 3, measured on the dense pixels', async () => {
    const r = await renderDesign(base({ width: 728, height: 90, scale: 3 }));
    expect([r.width, r.height]).toEqual([2184, 270]);
    for (const t of r.report.text) expect(t.contrast).toBeGreaterThanOrEqual(t.threshold);
  });

  it('searches the quality of lossy formats to stay under a byte budget', async () => {
    const free = await renderDesign(base({ width: 1080, height: 1080, formats: ['webp', 'avif'] }));
    const budget = 40_000;
    expect(free.files[0].image.length).toBeGreaterThan(budget);
    const r = await renderDesign(base({ width: 1080, height: 1080, formats: ['webp', 'avif'], maxBytes: budget }));
    for (const f of r.files) {
      expect(f.fits).toBe(true);
      expect(f.image.length).toBeLessThanOrEqual(budget);
      expect(f.quality).toBeGreaterThanOrEqual(30);
    }
    expect(r.files[0].quality).toBeLessThan(88);
  });

  it('reports a file that cannot fit its budget (PNG is lossless; lossy ones stop at quality 30)', async () => {
    const r = await renderDesign(base({ format: 'png', formats: ['jpg'], maxBytes: 2_000 }));
    expect(r.files.map((f) => [f.format, f.fits])).toEqual([
      ['png', false],
      ['jpg', false],
    ]);
    expect(r.files[1].quality).toBe(30);
  });
});

describe('encodeWithin', () => {
  // A fake encoder whose size grows with quality: 1000 bytes + 100 per point.
  const fake = async (q: number) => Buffer.alloc(1000 + 100 * q);

  it('keeps the top quality when it fits', async () => {
    expect((await encodeWithin(fake, 88, 100_000)).quality).toBe(88);
  });

  it('finds the best quality under the budget within two points in a few steps', async () => {
    const calls: number[] = [];
    const r = await encodeWithin(async (q) => (calls.push(q), fake(q)), 88, 7_000); // fits up to q = 60
    expect(r.fits).toBe(true);
    expect(r.image.length).toBeLessThanOrEqual(7_000);
    expect(r.quality).toBeGreaterThanOrEqual(58);
    expect(calls.length).toBeLessThanOrEqual(7);
  });

  it('gives the smallest file and fits: false when even quality 30 is too big', async () => {
    const r = await encodeWithin(fake, 88, 3_000);
    expect([r.quality, r.fits]).toEqual([30, false]);
  });
});
