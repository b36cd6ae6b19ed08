// A design set's look (issue 19.4): the same seed and variant index in every format of a campaign
// give the same palette, type pairing and copy; only the layout adapts to the shape.
import { resolveSetFormats } from '../catalog/set-presets';
import { LATIN_PAGE } from '../testing/fixtures';
import { renderDesign } from './render';

describe('one look across the formats of a set', () => {
  const formats = (() => {
    const r = resolveSetFormats(['iab-standard', { type: 'socialMedia', subtype: 'socialMedia-instagram-post' }]);
    if (!r.ok) throw new Error('preset');
    return r.formats;
  })();

  it.each([0, 1, 2])('look %i: every format shares palette, fonts and headline', async (variantIndex) => {
    const reports = [];
    for (const f of formats) {
      const r = await renderDesign({ width: f.width, height: f.height, page: LATIN_PAGE, language: 'english', variantIndex, seed: 4242, format: 'jpg' });
      reports.push({ size: `${f.width}x${f.height}`, palette: r.report.palette, fonts: r.report.fonts, title: r.report.text.find((t) => t.id === 'title')?.lines.join(' ') });
    }
    const first = reports[0];
    for (const r of reports) expect({ size: r.size, palette: r.palette, fonts: r.fonts }).toEqual({ size: r.size, palette: first.palette, fonts: first.fonts });
    // the headline's words are the same everywhere (a cut headline keeps its opening words)
    const words = (first.title ?? '').replace(/…$/, '').split(/\s+/).slice(0, 2).join(' ');
    for (const r of reports) expect((r.title ?? '').replace(/-\s*/g, '')).toContain(words.replace(/-\s*/g, '').split(' ')[0]);
  });

  it('looks differ from each other', async () => {
    const looks = await Promise.all([0, 1].map((variantIndex) => renderDesign({ width: 300, height: 250, page: LATIN_PAGE, language: 'english', variantIndex, seed: 4242, format: 'jpg' })));
    expect(looks[0].report.palette).not.toEqual(looks[1].report.palette);
  });
});
