// A 320x50 is shown 320 CSS px wide on a phone: its button's words were set at 9-10 px, a coloured
// lozenge nobody reads. Every layout family in the thin strips keeps a short call to action at 12 px
// (layout/strip-button.ts), in Latin, Japanese and Arabic copy.
import { LAYOUT_FAMILIES } from '../catalog/options';
import type { LanguageId } from '../catalog/languages';
import { STRIP_BUTTON_FLOOR } from '../layout/strip-button';
import { Block, renderDesign } from './render';

const PAGES: { language: LanguageId; page: Block[] }[] = [
  {
    language: 'english',
    page: [
      { type: 'title', value: 'Fresh pasta every day' },
      { type: 'cta', value: 'Order now' },
    ],
  },
  {
    language: 'german',
    page: [
      { type: 'title', value: 'Frische Pasta jeden Tag' },
      { type: 'cta', value: 'Jetzt bestellen' },
    ],
  },
  {
    language: 'french',
    page: [
      { type: 'title', value: 'Des pâtes fraîches chaque jour' },
      { type: 'cta', value: 'Réserver' },
    ],
  },
  {
    language: 'japanese',
    page: [
      { type: 'title', value: '毎日できたての生パスタ' },
      { type: 'cta', value: '予約する' },
    ],
  },
  {
    language: 'arabic',
    page: [
      { type: 'title', value: 'باستا طازجة كل يوم' },
      { type: 'cta', value: 'اطلب الآن' },
    ],
  },
];

describe('thin strips set a readable button', () => {
  it.each([
    [320, 50],
    [300, 50],
    [468, 60],
  ])('%sx%s: the call to action is at least 12 px in every family', async (width, height) => {
    const small: string[] = [];
    for (const designModel of LAYOUT_FAMILIES)
      for (const { language, page } of PAGES) {
        const r = await renderDesign({
          width,
          height,
          page,
          language,
          variantIndex: 0,
          seed: 5,
          format: 'jpg',
          settings: { designModel },
        });
        const cta = r.report.text.find((t) => t.id === 'cta');
        if (!cta) small.push(`${designModel} ${language}: no button`);
        else if (cta.font.size < STRIP_BUTTON_FLOOR - 0.01)
          small.push(`${designModel} ${language}: ${Math.round(cta.font.size * 10) / 10} px`);
      }
    expect(small).toEqual([]);
  });
});
