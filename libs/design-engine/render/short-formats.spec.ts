// Small formats a marketer runs as they are (728x90, 320x50, 468x60, 300x50, 970x90, 970x250, 300x250,
// 336x280, 160x600): the advertiser the prompt names is shown beside a headline that does not name it,
// at a readable size and without costing the headline its size; furniture does not repeat what the
// headline already shows. Every layout family in every strip, with and without the name (headline kept,
// nothing overlapping), is rendered in short-formats.slow.spec.ts.
import { LAYOUT_FAMILIES } from '../catalog/options';
import { advertiserLine, BRAND_FLOOR, isShortFormat } from '../layout/advertiser';
import { Block, renderDesign, RenderInput } from './render';

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

describe('small formats', () => {
  it('knows which formats are small', () => {
    for (const [w, h] of [...STRIPS, [970, 250], [300, 250], [336, 280], [160, 600]])
      expect({ size: `${w}x${h}`, short: isShortFormat(w, h) }).toEqual({ size: `${w}x${h}`, short: true });
    for (const [w, h] of [
      [1080, 1080],
      [1200, 628],
      [1080, 1920],
      [300, 600],
    ])
      expect({ size: `${w}x${h}`, short: isShortFormat(w, h) }).toEqual({ size: `${w}x${h}`, short: false });
  });

  it('names the advertiser only where the copy does not', () => {
    expect(advertiserLine(728, 90, ['30% off hiking boots'], 'Northwind')).toBe('Northwind');
    expect(advertiserLine(728, 90, ['NORTHWIND: 30% OFF'], 'Northwind')).toBeUndefined();
    expect(advertiserLine(300, 250, ['Boots', 'Only at Northwind'], 'Northwind')).toBeUndefined();
    expect(advertiserLine(728, 90, ['カフェ・ミドリで今週末限定'], 'カフェ・ミドリ')).toBeUndefined();
    expect(advertiserLine(1080, 1080, ['30% off hiking boots'], 'Northwind')).toBeUndefined();
  });

  it('does not name the advertiser twice, nor in large formats', async () => {
    const page: Block[] = [
      { type: 'title', value: 'Northwind: 30% off' },
      { type: 'cta', value: 'Shop now' },
    ];
    const named = await render({
      width: 728,
      height: 90,
      page,
      language: 'english',
      furniture: { advertiser: 'Northwind' },
    });
    expect(named.report.text.filter((t) => t.id === 'brand')).toEqual([]);
    const large = await render({
      width: 1080,
      height: 1080,
      page: [
        { type: 'title', value: '30% off hiking boots' },
        { type: 'cta', value: 'Shop now' },
      ],
      language: 'english',
      furniture: { advertiser: 'Northwind' },
    });
    expect(large.report.text.filter((t) => t.id === 'brand')).toEqual([]);
  });

  it.each([
    [300, 250],
    [336, 280],
    [970, 250],
  ])('%ix%i: the advertiser is named in the copy stack at a readable size', async (width, height) => {
    const r = await render({
      width,
      height,
      page: [
        { type: 'title', value: 'Hiking boots for every trail' },
        { type: 'cta', value: 'Shop now' },
      ],
      language: 'english',
      settings: { designModel: 'centered' },
      furniture: { advertiser: 'Northwind Outfitters' },
    });
    const brand = r.report.text.find((t) => t.id === 'brand');
    expect(brand?.lines.join(' ').toLocaleLowerCase()).toBe('northwind outfitters');
    expect(brand!.font.size).toBeGreaterThanOrEqual(BRAND_FLOOR - 0.01);
  });
});

describe('small formats: furniture that repeats the headline', () => {
  // "Autohaus Weber: 089 123456" with a phone chip "089 123456" beside it (a blind review's 728x90)
  const contacts = [{ kind: 'phone' as const, text: '089 123456' }];

  it.each(STRIPS.filter(([, h]) => h >= 60))(
    '%ix%i: no phone chip beside a headline that shows the number',
    async (width, height) => {
      const withPhone = await render({
        width,
        height,
        language: 'german',
        page: [
          { type: 'title', value: 'Autohaus Weber: 089 123456' },
          { type: 'cta', value: 'Jetzt buchen' },
        ],
        furniture: { contacts },
      });
      expect(withPhone.report.furniture.map((f) => f.kind)).not.toContain('contact');
      expect(withPhone.report.furnitureSkipped.map((f) => f.kind)).toContain('contact');
      const without = await render({
        width,
        height,
        language: 'german',
        page: [
          { type: 'title', value: 'Winterreifen-Wechsel nur 39 €' },
          { type: 'cta', value: 'Jetzt buchen' },
        ],
        furniture: { contacts },
      });
      expect(without.report.furniture.map((f) => f.kind)).toContain('contact');
    },
  );

  it.each([
    [1080, 1080],
    [1080, 1920],
    [728, 90],
  ])('%ix%i: no phone chip beside a call to action that shows the number', async (width, height) => {
    // The prompt's way to order is the phone ("call 0161 496 0321 to order"): the button says it.
    const contacts = [{ kind: 'phone' as const, text: '0161 496 0321' }];
    const kinds = async (cta: string, pieces: 'furniture' | 'furnitureSkipped') => {
      const page: Block[] = [
        { type: 'title', value: 'Stone-baked pizza, every Friday' },
        { type: 'subtitle', value: 'Made fresh in our wood oven' },
        { type: 'cta', value: cta },
      ];
      const out: string[] = [];
      for (const variantIndex of [0, 1, 2, 3, 4, 5]) {
        const r = await render({ width, height, language: 'english', page, furniture: { contacts }, variantIndex });
        out.push(...r.report[pieces].map((f) => f.kind));
      }
      return out;
    };
    expect(await kinds('Call 0161 496 0321', 'furniture')).not.toContain('contact');
    expect(await kinds('Call 0161 496 0321', 'furnitureSkipped')).toEqual(Array(6).fill('contact'));
    expect(await kinds('Order now', 'furniture')).toContain('contact');
  });

  it.each([
    [300, 250],
    [336, 280],
  ])('%ix%i: no "-30%" sticker beside a headline that says 30% off', async (width, height) => {
    const problems: string[] = [];
    for (const family of LAYOUT_FAMILIES) {
      const r = await render({
        width,
        height,
        language: 'english',
        page: [
          { type: 'title', value: '30% off hiking boots' },
          { type: 'cta', value: 'Shop now' },
        ],
        settings: { designModel: family },
        furniture: { sticker: { kind: 'percent', text: '-30%' } },
      });
      if (r.report.furniture.some((f) => f.kind === 'sticker')) problems.push(`${family}: sticker drawn`);
    }
    expect(problems).toEqual([]);
  });

  it('300x250: no date lockup under a headline that gives the date', async () => {
    const furniture = {
      event: { day: '14', month: 'June', weekday: 'Saturday', time: '8pm' },
      covers: ['Saturday, June 14'],
    };
    const dated = await render({
      width: 300,
      height: 250,
      language: 'english',
      page: [
        { type: 'title', value: 'Save the date: Saturday, June 14' },
        { type: 'cta', value: 'Buy tickets' },
      ],
      settings: { designModel: 'split' },
      furniture,
    });
    expect(dated.report.furniture.map((f) => f.kind)).not.toContain('event');
    expect(dated.report.furnitureSkipped.map((f) => f.kind)).toContain('event');
    const undated = await render({
      width: 300,
      height: 250,
      language: 'english',
      page: [
        { type: 'title', value: 'Jazz at The Blue Room' },
        { type: 'cta', value: 'Buy tickets' },
      ],
      settings: { designModel: 'split' },
      furniture,
    });
    expect(undated.report.furnitureSkipped.map((f) => f.kind)).not.toContain('event');
  });
});
