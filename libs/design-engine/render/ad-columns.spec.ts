// Skyscrapers (160x600) and half pages (300x600): a headline the narrow width caps left a third of the
// column empty between the picture and the copy (editorial 40 %, framed 32 %, product 30 % of the
// usable height at 160x600). The copy's slack is now shared between its blocks (layout/column-spread.ts).
// colorBlock and bannerStrip set their picture apart from the copy by design and are not measured here.
import { matchImagery } from '../imagery/match';
import type { LanguageId } from '../catalog/languages';
import { emptyBand } from '../testing/social-checks';
import { Block, renderDesign } from './render';

const SPREAD_FAMILIES = [
  'editorial',
  'framed',
  'product',
  'centered',
  'split',
  'fullBleed',
  'offerBadge',
  'colorBlock',
];

const PAGES: { language: LanguageId; about: string; page: Block[] }[] = [
  {
    language: 'english',
    about: 'Handmade soap, two bars for the price of one',
    page: [
      { type: 'title', value: 'Handmade soap for every skin' },
      { type: 'subtitle', value: 'Gentle and natural' },
      { type: 'cta', value: 'Shop now' },
    ],
  },
  {
    language: 'german',
    about: 'Fahrradwerkstatt: Inspektion zum Festpreis',
    page: [
      { type: 'title', value: 'Ihr Rad wieder wie neu' },
      { type: 'subtitle', value: 'Inspektion zum Festpreis' },
      { type: 'cta', value: 'Termin buchen' },
    ],
  },
  {
    language: 'spanish',
    about: 'Panadería artesanal, pan recién hecho cada mañana',
    page: [
      { type: 'title', value: 'Pan recién hecho' },
      { type: 'subtitle', value: 'Cada mañana desde las 7' },
      { type: 'cta', value: 'Ver horarios' },
    ],
  },
];

describe('ad columns use their height', () => {
  it.each([
    [160, 600],
    [300, 600],
  ])('%sx%s: no empty band over 28 % of the column in any family', async (width, height) => {
    const bands: string[] = [];
    for (const designModel of SPREAD_FAMILIES)
      for (const { language, about, page } of PAGES)
        for (const variantIndex of [0, 1]) {
          const r = await renderDesign({
            width,
            height,
            page,
            language,
            variantIndex,
            seed: 11,
            format: 'jpg',
            imagery: matchImagery({ text: about, languages: [language] }),
            settings: { designModel },
          });
          const band = emptyBand(r.report, width, height);
          if (band > 0.28) bands.push(`${designModel} ${language} v${variantIndex}: ${Math.round(band * 100)} %`);
        }
    expect(bands).toEqual([]);
  });
});
