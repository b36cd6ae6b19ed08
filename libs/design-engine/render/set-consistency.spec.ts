// A design set's look (issue 19.4): the same seed and variant index in every format of a campaign
// give the same palette, type pairing and copy; only the layout adapts to the shape.
import { resolveSetFormats } from '../catalog/set-presets';
import { LATIN_PAGE } from '../testing/fixtures';
import { renderDesign } from './render';
import { planVariant } from '../layout/plan';

describe('one look across the formats of a set', () => {
  const formats = (() => {
    const r = resolveSetFormats(['iab-standard', { type: 'socialMedia', subtype: 'socialMedia-instagram-post' }]);
    if (!r.ok) throw new Error('preset');
    return r.formats;
  })();

  it.each([0, 1, 2])('look %i: every format shares palette, fonts and headline', async (variantIndex) => {
    const reports = [];
    for (const f of formats) {
      const r = await renderDesign({
        width: f.width,
        height: f.height,
        page: LATIN_PAGE,
        language: 'english',
        variantIndex,
        seed: 4242,
        format: 'jpg',
      });
      reports.push({
        size: `${f.width}x${f.height}`,
        palette: r.report.palette,
        fonts: r.report.fonts,
        title: r.report.text.find((t) => t.id === 'title')?.lines.join(' '),
      });
    }
    const first = reports[0];
    for (const r of reports)
      expect({ size: r.size, palette: r.palette, fonts: r.fonts }).toEqual({
        size: r.size,
        palette: first.palette,
        fonts: first.fonts,
      });
    // the headline's words are the same everywhere (a cut headline keeps its opening words)
    const words = (first.title ?? '').replace(/…$/, '').split(/\s+/).slice(0, 2).join(' ');
    for (const r of reports)
      expect((r.title ?? '').replace(/-\s*/g, '')).toContain(words.replace(/-\s*/g, '').split(' ')[0]);
  });

  it('looks differ from each other', async () => {
    const looks = await Promise.all(
      [0, 1].map((variantIndex) =>
        renderDesign({
          width: 300,
          height: 250,
          page: LATIN_PAGE,
          language: 'english',
          variantIndex,
          seed: 4242,
          format: 'jpg',
        }),
      ),
    );
    expect(looks[0].report.palette).not.toEqual(looks[1].report.palette);
  });

  // issue 15.7: what one format's content allows (an offer, a photo, a picture) must not reshuffle the
  // palette and type of the look, as it did when every choice drew from one random stream
  it.each([0, 1, 2, 3])('look %i keeps its palette and pairing whatever the content allows', (variantIndex) => {
    const plans = [
      { hasPhoto: false, hasCutout: false, hasOffer: false },
      { hasPhoto: false, hasCutout: false, hasOffer: true, hasImagery: true },
      { hasPhoto: true, hasCutout: false, hasOffer: true },
    ].map((c) => planVariant({ seed: 20261124, variantIndex, ...c }));
    for (const p of plans) expect(p.colorSet).toEqual(plans[0].colorSet);
    // a family every content allows is chosen for all of them (and with it the theme and type)
    const always = ['fullBleed', 'centered', 'colorBlock', 'bannerStrip', 'editorial'];
    if (always.includes(plans[2].family)) for (const p of plans) expect(p.family).toBe(plans[2].family);
    for (const p of plans) if (p.family === plans[0].family) expect(p.pairing.name).toBe(plans[0].pairing.name);
  });
});
