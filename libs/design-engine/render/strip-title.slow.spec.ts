// Issue 15.3: in a 320x50 (and every other strip) the headline is the message. It is set whole, on
// one or two lines at its floor or above, never hyphenated or cut; the offer, picture and call to
// action give way first and are reported as dropped. Every layout family in four strips, two pages and two
// variants (144 renders): the slow tier (`npm run test:slow`); strip-title.spec.ts checks what gave way.
import { LAYOUT_FAMILIES } from '../catalog/options';
import { matchImagery } from '../imagery/match';
import { Block, renderDesign } from './render';

const STRIPS: [number, number][] = [
  [320, 50],
  [300, 50],
  [468, 60],
  [728, 90],
];

const pages: [string, Block[]][] = [
  [
    'sale',
    [
      { type: 'title', value: 'This weekend only' },
      { type: 'offer', value: '30% off' },
      { type: 'cta', value: 'Shop the sale' },
    ],
  ],
  [
    'fitness',
    [
      { type: 'title', value: 'Train harder this winter' },
      { type: 'offer', value: 'First week free' },
      { type: 'cta', value: 'Book a class' },
    ],
  ],
];

describe('strip headlines are set whole (issue 15.3)', () => {
  it.each(LAYOUT_FAMILIES.map((f) => [f]))('%s: no cut or hyphenated word in a strip headline', async (family) => {
    const problems: string[] = [];
    const imagery = matchImagery({ text: 'Summer sale: jackets 30% off', languages: ['english'] });
    for (const [name, page] of pages) {
      for (const [width, height] of STRIPS) {
        for (const variantIndex of [0, 1]) {
          const r = await renderDesign({
            width,
            height,
            page,
            language: 'english',
            variantIndex,
            seed: 20261124,
            format: 'jpg',
            imagery,
            settings: { designModel: family },
          });
          const title = r.report.text.find((t) => t.id === 'title');
          const text = (page[0].value as string).toLocaleUpperCase('en');
          const where = `${name} ${width}x${height} v${variantIndex}`;
          if (!title) {
            problems.push(`${where}: no headline`);
            continue;
          }
          const lines = title.lines.map((l) => l.trim());
          if (lines.join(' ').toLocaleUpperCase('en') !== text)
            problems.push(`${where}: headline set as ${JSON.stringify(lines)}`);
          if (lines.length > 2) problems.push(`${where}: ${lines.length} lines`);
          if (title.truncated || title.forced) problems.push(`${where}: headline cut or broken`);
          if (title.font.size < 11) problems.push(`${where}: headline at ${title.font.size} px`);
          if (r.report.warnings.some((w) => w.startsWith('the headline')))
            problems.push(`${where}: ${r.report.warnings.join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
