// Every layout family in the leaderboard and mobile strips (728x90, 970x90, 468x60, 320x50, 300x50), in
// English, Arabic and Japanese, rendered with and without the advertiser's name: about 270 renders, so the
// slow tier (`npm run test:slow`). The rules of short formats, one render each, are in short-formats.spec.ts.
import { LAYOUT_FAMILIES } from '../catalog/options';
import type { LanguageId } from '../catalog/languages';
import { BRAND_FLOOR } from '../layout/advertiser';
import { Block, renderDesign, RenderInput } from './render';

type ReportBox = { x: number; y: number; width: number; height: number };

const overlap = (a: ReportBox, b: ReportBox): boolean =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

const PAGES: [LanguageId, string, Block[]][] = [
  [
    'english',
    'Northwind Outfitters',
    [
      { type: 'title', value: '30% off hiking boots' },
      { type: 'cta', value: 'Shop now' },
    ],
  ],
  [
    'arabic',
    'مطعم الياسمين',
    [
      { type: 'title', value: 'خصم 20% على الأطباق' },
      { type: 'cta', value: 'اطلب الآن' },
    ],
  ],
  [
    'japanese',
    'カフェ・ミドリ',
    [
      { type: 'title', value: '週末限定コーヒー半額' },
      { type: 'cta', value: '注文する' },
    ],
  ],
];

const STRIPS: [number, number][] = [
  [728, 90],
  [970, 90],
  [468, 60],
  [320, 50],
  [300, 50],
];

function render(input: Partial<RenderInput> & Pick<RenderInput, 'width' | 'height' | 'page' | 'language'>) {
  return renderDesign({ variantIndex: 0, seed: 20261125, format: 'jpg', ...input });
}

describe('small formats in every layout family', () => {
  it.each(LAYOUT_FAMILIES.map((f) => [f]))(
    '%s: a strip shows the advertiser above a headline that does not name it, at a readable size, headline kept',
    async (family) => {
      const problems: string[] = [];
      for (const [language, advertiser, page] of PAGES) {
        for (const [width, height] of STRIPS) {
          const settings = { designModel: family };
          const bare = await render({ width, height, page, language, settings });
          const r = await render({ width, height, page, language, settings, furniture: { advertiser } });
          const where = `${language} ${width}x${height}`;
          const title = r.report.text.find((t) => t.id === 'title');
          const before = bare.report.text.find((t) => t.id === 'title');
          const brand = r.report.text.find((t) => t.id === 'brand');
          if (!title || !before) {
            problems.push(`${where}: no headline`);
            continue;
          }
          // the name costs the headline nothing: same lines, at most 8 % smaller
          if (title.lines.join(' ') !== before.lines.join(' ') || title.font.size < before.font.size * 0.92 - 0.01)
            problems.push(
              `${where}: headline ${JSON.stringify(before.lines)}@${before.font.size} -> ${JSON.stringify(title.lines)}@${title.font.size}`,
            );
          // a one-line headline in a strip 60 px high or more leaves room for the name
          if (!brand && height >= 60 && before.lines.length === 1) problems.push(`${where}: no advertiser name`);
          if (brand) {
            if (brand.lines.join(' ').toLocaleLowerCase() !== advertiser.toLocaleLowerCase())
              problems.push(`${where}: name set as ${JSON.stringify(brand.lines)}`);
            if (brand.font.size < BRAND_FLOOR - 0.01) problems.push(`${where}: name at ${brand.font.size} px`);
          }
          const boxes = r.report.text.map((t) => [t.id, t.box] as const);
          for (let i = 0; i < boxes.length; i++)
            for (let j = i + 1; j < boxes.length; j++)
              if (overlap(boxes[i][1], boxes[j][1])) problems.push(`${where}: ${boxes[i][0]} overlaps ${boxes[j][0]}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
