// Skyscrapers (160x600): an outside review saw an empty band between the blocks of the copy, most
// of the column's slack spread above the button. A picture over the copy now takes most of that slack
// (layout/column-picture.ts) and what is left is shared evenly (layout/column-spread.ts).
import { matchImagery } from '../imagery/match';
import type { LanguageId } from '../catalog/languages';
import { Block, renderDesign } from './render';

const PAGES: { language: LanguageId; about: string; page: Block[] }[] = [
  {
    language: 'french',
    about: 'Fleuriste: bouquets de saison livrés le jour même',
    page: [
      { type: 'title', value: 'Des bouquets de saison' },
      { type: 'subtitle', value: 'Livrés le jour même' },
      { type: 'cta', value: 'Commander' },
    ],
  },
  {
    language: 'italian',
    about: 'Gelateria artigianale, gelato fresco ogni giorno',
    page: [
      { type: 'title', value: 'Gelato fresco ogni giorno' },
      { type: 'subtitle', value: 'Solo ingredienti naturali' },
      { type: 'cta', value: 'Vieni a trovarci' },
    ],
  },
  {
    language: 'dutch',
    about: 'Boekwinkel: nieuwe romans deze week',
    page: [
      { type: 'title', value: 'Nieuwe romans deze week' },
      { type: 'subtitle', value: 'Kom langs en blader' },
      { type: 'cta', value: 'Bekijk het aanbod' },
    ],
  },
  {
    language: 'japanese',
    about: 'パン屋 焼きたてのパン',
    page: [
      { type: 'title', value: '焼きたてのパン' },
      { type: 'subtitle', value: '毎朝7時から' },
      { type: 'cta', value: '店舗を見る' },
    ],
  },
];

/** The families that set their picture in a panel over the copy in a column. */
const PICTURE_OVER = ['editorial', 'framed', 'split'];

/** The largest vertical gap between two consecutive text layers, as a share of the height. */
function widestGap(boxes: { y: number; height: number }[], H: number): number {
  const sorted = [...boxes].sort((a, b) => a.y - b.y);
  let gap = 0;
  for (let i = 1; i < sorted.length; i++) gap = Math.max(gap, sorted[i].y - (sorted[i - 1].y + sorted[i - 1].height));
  return gap / H;
}

describe('skyscraper copy under a picture', () => {
  it('160x600: no gap between two blocks of the copy over 10 % of the column', async () => {
    const gaps: string[] = [];
    for (const designModel of PICTURE_OVER)
      for (const { language, about, page } of PAGES) {
        const r = await renderDesign({
          width: 160,
          height: 600,
          page,
          language,
          variantIndex: 0,
          seed: 3,
          format: 'jpg',
          imagery: matchImagery({ text: about, languages: [language] }),
          settings: { designModel },
        });
        const copy = r.report.text.filter((t) => !t.id.startsWith('furniture')).map((t) => t.box);
        const gap = widestGap(copy, 600);
        if (gap > 0.1) gaps.push(`${designModel} ${language}: ${Math.round(gap * 100)} %`);
      }
    expect(gaps).toEqual([]);
  });
});
