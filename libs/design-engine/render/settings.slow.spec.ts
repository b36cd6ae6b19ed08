// Each named option of `settings` changes the design, and the report says which one was applied.
import sharp from 'sharp';
import { DESIGN_OPTIONS, LAYOUT_FAMILIES } from '../catalog/options';
import { prepareMedia } from '../media/prepare';
import { PreparedMedia } from '../media/types';
import { LATIN_PAGE, logoPng, scenePhoto } from '../testing/fixtures';
import { renderDesign, RenderInput } from './render';

let media: PreparedMedia[];
beforeAll(async () => {
  media = (
    await prepareMedia([
      { kind: 'photo', data: await scenePhoto(600, 400), crop: true },
      { kind: 'logo', data: await logoPng() },
    ])
  ).media;
});

async function pixels(
  input: Partial<RenderInput>,
): Promise<{ raw: Buffer; report: Awaited<ReturnType<typeof renderDesign>>['report'] }> {
  const r = await renderDesign({
    width: 336,
    height: 280,
    page: LATIN_PAGE,
    language: 'english',
    variantIndex: 0,
    seed: 5,
    format: 'png',
    media,
    ...input,
  });
  return { raw: await sharp(r.image).raw().toBuffer(), report: r.report };
}

/** Share of pixels that differ clearly (by more than 24 in some channel). */
function changed(a: Buffer, b: Buffer): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 3)
    if (Math.abs(a[i] - b[i]) > 24 || Math.abs(a[i + 1] - b[i + 1]) > 24 || Math.abs(a[i + 2] - b[i + 2]) > 24) n++;
  return n / (a.length / 3);
}

const cases: [keyof typeof DESIGN_OPTIONS, string, Partial<RenderInput>][] = [
  ['theme', 'split', {}],
  ['frameStyle', 'split', {}],
  ['backdropStyle', 'centered', { media: [] }],
  ['focus', 'split', {}],
  ['imageStyle', 'fullBleed', {}],
];

describe('settings', () => {
  it.each(cases)('every %s option gives a visibly different design', async (key, family, extra) => {
    const renders = [];
    for (const value of DESIGN_OPTIONS[key]) {
      const r = await pixels({ ...extra, settings: { designModel: family, [key]: [value] } });
      const reported = key === 'theme' ? r.report.theme : r.report.style[key as 'frameStyle'];
      expect(reported).toBe(value);
      renders.push({ value, raw: r.raw });
    }
    for (let i = 0; i < renders.length; i++) {
      for (let j = i + 1; j < renders.length; j++)
        expect([renders[i].value, renders[j].value, changed(renders[i].raw, renders[j].raw) > 0.004]).toEqual([
          renders[i].value,
          renders[j].value,
          true,
        ]);
    }
  });

  it('designModel picks the layout family, each one distinct', async () => {
    const renders = [];
    for (const family of LAYOUT_FAMILIES) {
      const r = await pixels({ settings: { designModel: family } });
      expect(r.report.family).toBe(family);
      renders.push(r.raw);
    }
    for (let i = 0; i < renders.length; i++)
      for (let j = i + 1; j < renders.length; j++) expect(changed(renders[i], renders[j])).toBeGreaterThan(0.05);
  });

  it('cycles through several values of an option across variants', async () => {
    const themes = [];
    for (let v = 0; v < 4; v++)
      themes.push((await pixels({ variantIndex: v, settings: { theme: ['dark', 'light'] } })).report.theme);
    expect(themes).toEqual(['dark', 'light', 'dark', 'light']);
  });

  it('ignores unknown option values (the API refuses them before they get here)', async () => {
    const r = await pixels({ settings: { theme: ['neon'], designModel: 'cubism' } });
    expect(DESIGN_OPTIONS.theme).toContain(r.report.theme);
    expect(LAYOUT_FAMILIES).toContain(r.report.family);
  });
});
