// Issue 15.2: the tall bannerStrip formats (160x600, 300x600 and story-like columns) left the lower
// ~40 % empty. The copy, logo and picture must span the column, ending on the call to action near the
// foot, with no empty stretch longer than a quarter of the height.
import { textZoneOf } from '../furniture';
import { matchImagery } from '../imagery/match';
import { preparedUserMedia } from '../testing/user-media';
import { Block, renderDesign, RenderInput } from './render';

const pages: Block[][] = [
  [
    { type: 'title', value: 'Summer sale on every jacket' },
    { type: 'subtitle', value: 'Light layers for cool evenings' },
    { type: 'offer', value: '30% off' },
    { type: 'cta', value: 'Shop now' },
  ],
  [
    { type: 'title', value: 'Summer sale on every jacket' },
    { type: 'cta', value: 'Shop now' },
  ],
];

describe('tall banner strips use their height (issue 15.2)', () => {
  it.each([
    [160, 600],
    [300, 600],
    [1080, 1920],
  ])(
    '%sx%s: the content spans the column',
    async (width, height) => {
      const u = await preparedUserMedia();
      const imagery = matchImagery({ text: 'Summer sale: jackets 30% off', languages: ['english'] });
      const inputs: [string, Partial<RenderInput>][] = [
        ['typographic', {}],
        ['picture', { imagery }],
        ['photo', { media: [u.gym, u.darkLogo] }],
      ];
      const problems: string[] = [];
      for (const [name, input] of inputs) {
        for (const [variantIndex, page] of pages.flatMap((pg) => [0, 1].map((v) => [v, pg] as const))) {
          const r = await renderDesign({
            width,
            height,
            page,
            language: 'english',
            variantIndex,
            seed: 7,
            format: 'jpg',
            settings: { designModel: 'bannerStrip' },
            ...input,
          });
          const spans = [
            ...r.report.text.map((t) => [t.box.y, t.box.y + t.box.height]),
            ...r.report.images
              .filter((i) => i.kind === 'logo' || i.fit !== 'fill')
              .map((i) => [i.box.y, i.box.y + i.box.height]),
            ...(r.report.imagery
              ? [[r.report.imagery.box.y, r.report.imagery.box.y + r.report.imagery.box.height]]
              : []),
          ].sort((a, b) => a[0] - b[0]);
          const where = `${name} v${variantIndex} ${page.length} blocks`;
          const top = Math.min(...spans.map((s) => s[0]));
          const bottom = Math.max(...spans.map((s) => s[1]));
          if (top > height * 0.2) problems.push(`${where}: content starts at ${Math.round((top / height) * 100)} %`);
          // a story's foot is its interface's (furniture/zones.ts): the column ends where that begins
          const zone = textZoneOf(width, height);
          const foot = zone ? zone.y + zone.h : height;
          if (bottom < foot * 0.88) problems.push(`${where}: content ends at ${Math.round((bottom / height) * 100)} %`);
          const cta = r.report.text.find((t) => t.id === 'cta');
          if (!cta) problems.push(`${where}: no call to action`);
          else if (cta.box.y + cta.box.height < foot * 0.86)
            problems.push(
              `${where}: call to action ends at ${Math.round(((cta.box.y + cta.box.height) / height) * 100)} %`,
            );
          else if (cta.box.y + cta.box.height > foot + 1)
            problems.push(`${where}: call to action under the story's interface`);
          // the largest empty stretch between pieces of content (a headline and a button alone leave some ground)
          if (page.length < 3) continue;
          let reach = top;
          for (const [a, b] of spans) {
            if (a - reach > height * 0.25)
              problems.push(
                `${where}: ${Math.round(((a - reach) / height) * 100)} % empty at ${Math.round((reach / height) * 100)} %`,
              );
            reach = Math.max(reach, b);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );
});
