// Long words in the formats where they hurt most: hyphenated at pattern points, never cut between
// letters without a hyphen, the headline at or above its floor, or else a warning on the variant.
import { LanguageId } from '../catalog/languages';
import { checkBreaks } from '../testing/line-breaks';
import { hyphenatorFor } from '../text/hyphenate';
import { Block, renderDesign } from './render';

const FORMATS: [number, number][] = [
  [320, 50],
  [728, 90],
  [300, 250],
  [1080, 1080],
];

/** The lowest headline floor any layout uses in a format (strips set it at 0.85 of the role minimum). */
const floorOf = (w: number, h: number) => 0.85 * Math.max(13, Math.min(w, h) * 0.042);

async function variants(page: Block[], language: LanguageId, w: number, h: number) {
  return Promise.all(
    [0, 1, 2, 3].map((v) =>
      renderDesign({ width: w, height: h, page, language, variantIndex: v, seed: 11, format: 'jpg' }),
    ),
  );
}

describe('long words', () => {
  const compound = 'Rechtsschutzversicherungsangebot';
  const page: Block[] = [
    { type: 'title', value: compound },
    { type: 'subtitle', value: 'Jetzt online abschließen und sparen' },
    { type: 'cta', value: 'Mehr erfahren' },
  ];

  it.each(FORMATS)(
    'a German compound in %sx%s: hyphenated at pattern points, at a legible size or with a warning',
    async (w, h) => {
      const de = hyphenatorFor('german');
      for (const r of await variants(page, 'german', w, h)) {
        const title = r.report.text.find((t) => t.id === 'title');
        expect(title).toBeDefined();
        if (!title) continue;
        // uppercase pairings set the headline in capitals
        const upper = title.lines.join('') === title.lines.join('').toLocaleUpperCase('de');
        const check = checkBreaks(upper ? compound.toLocaleUpperCase('de') : compound, title.lines, de);
        expect(check.problems).toEqual([]);
        if (!title.forced) expect(check.offPattern).toEqual([]);
        const warned = r.report.warnings.some((x) => x.startsWith('the headline'));
        expect(title.font.size >= floorOf(w, h) - 0.01 || warned).toBe(true);
        expect(title.forced || title.truncated ? warned : true).toBe(true);
      }
    },
  );

  it('sets the compound in 320x50 on two hyphenated lines instead of shrinking it to a few pixels', async () => {
    const rs = await variants(page, 'german', 320, 50);
    const hyphenated = rs.filter((r) => (r.report.text.find((t) => t.id === 'title')?.lines.length ?? 0) > 1);
    expect(hyphenated.length).toBeGreaterThan(0);
    for (const r of rs)
      expect(r.report.text.find((t) => t.id === 'title')?.font.size).toBeGreaterThanOrEqual(floorOf(320, 50));
  });

  it.each(FORMATS)('never breaks "14-day" or "2-for-1" in %sx%s', async (w, h) => {
    const offer: Block[] = [
      { type: 'title', value: '14-day free trial' },
      { type: 'subtitle', value: 'Buy 2-for-1 on every plan this week' },
      { type: 'cta', value: 'Start now' },
    ];
    for (const r of await variants(offer, 'english', w, h)) {
      for (const t of r.report.text) for (const l of t.lines.slice(0, -1)) expect(l).not.toMatch(/(\d-|for-)$/);
    }
  });

  it('warns when a headline cannot fit at its floor, and cuts it rather than shrinking it', async () => {
    const long: Block[] = [
      {
        type: 'title',
        value: `${compound} für Familien, Selbstständige, Vereine und Unternehmen in ganz Deutschland und Österreich`,
      },
      { type: 'cta', value: 'Mehr' },
    ];
    for (const r of await variants(long, 'german', 320, 50)) {
      const title = r.report.text.find((t) => t.id === 'title');
      expect(title?.font.size).toBeGreaterThanOrEqual(floorOf(320, 50));
      expect(title?.truncated).toBe(true);
      expect(r.report.warnings.some((x) => x.startsWith('the headline does not fit 320x50'))).toBe(true);
    }
  });
});
