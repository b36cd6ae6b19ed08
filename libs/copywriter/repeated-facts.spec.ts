// One design states each fact once (outside review: "30% off" in the headline and again under it, a
// subtitle repeating the headline's date). Prompts of our own, in several languages.
import { withoutRepeatedFacts } from './repeated-facts';
import type { Block, LanguageId } from './types';
import { writeCopy } from './write-copy';
import { fold } from './text';

describe('withoutRepeatedFacts', () => {
  const offer = { kind: 'offer', folded: [fold('25% off all rain jackets'), fold('25% off')] };
  const date = { kind: 'date', folded: [fold('until Friday'), fold('Friday')] };
  const brand = { kind: 'name', folded: [fold('Cloudline')] };

  it('leaves out a line that only says again what a more prominent one says', () => {
    const page: Block[] = [
      { type: 'title', value: 'Treat yourself: 25% off all rain jackets' },
      { type: 'subtitle', value: '25% off, just for you' },
      { type: 'bulletlist', value: ['25% off', 'Until Friday', 'Made for wet days'] },
      { type: 'body', value: '25% off all rain jackets. Made to keep you dry. All at Cloudline.' },
      { type: 'cta', value: 'Shop now' },
    ];
    expect(withoutRepeatedFacts(page, [offer, date, brand])).toEqual([
      { type: 'title', value: 'Treat yourself: 25% off all rain jackets' },
      { type: 'bulletlist', value: ['Until Friday', 'Made for wet days'] },
      { type: 'body', value: 'Made to keep you dry. All at Cloudline.' },
      { type: 'cta', value: 'Shop now' },
    ]);
  });

  it('keeps a line that also says something of its own: a repeat is better than a lost fact', () => {
    const page: Block[] = [
      { type: 'title', value: 'Treat yourself: 25% off all rain jackets' },
      { type: 'subtitle', value: '25% off until Friday' },
      { type: 'body', value: '25% off, 4.8 stars from 2,000 hikers.' },
    ];
    expect(withoutRepeatedFacts(page, [offer, date])).toEqual(page);
  });

  it('splits Japanese sentences at 。 and never a number at its point', () => {
    const yen = { kind: 'offer', folded: [fold('抹茶ラテ520円')] };
    const page: Block[] = [
      { type: 'title', value: '抹茶ラテ520円' },
      { type: 'body', value: '抹茶ラテ520円。できたてを心をこめて。' },
    ];
    expect(withoutRepeatedFacts(page, [yen])[1]).toEqual({ type: 'body', value: 'できたてを心をこめて。' });
    const price = { kind: 'offer', folded: [fold('€ 1.250.000')] };
    const body: Block[] = [{ type: 'body', value: 'Vraagprijs € 1.250.000. Tuin op het zuiden.' }];
    expect(withoutRepeatedFacts(body, [price])).toEqual(body);
  });
});

describe('writeCopy states an offer once per page', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Autumn sale at Cloudline: 25% off all rain jackets until Friday', '25%'],
    ['german', 'Herbstaktion bei Radhaus Kiel: 20 % Rabatt auf alle Fahrradschlösser bis Samstag', '20 %'],
    ['japanese', 'ペットの森 今週だけドッグフード20%オフ', '20%'],
    ['arabic', 'خصم 20% على علب المعمول بمناسبة العيد لدى حلويات السلطان حتى 28 مارس', '20%'],
    ['spanish', 'Rebajas en Calzados Mar: 30 % de descuento en sandalias hasta el domingo', '30 %'],
  ])('%s: "%s"', (language, prompt, figure) => {
    const problems: string[] = [];
    for (const [width, height] of [
      [1080, 1080],
      [1080, 1920],
      [1200, 628],
    ])
      for (const page of writeCopy({ prompt, width, height, language, count: 3 }).pages) {
        const texts = page
          .filter((b) => b.type !== 'cta')
          .flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]))
          .map((t) => t.replace(/[\u00a0\u202f]/g, ' '));
        // Lines holding the figure; each must add a fact of its own (a date) to hold it again.
        const holding = texts.filter((t) => t.includes(figure));
        if (
          holding.length > 1 &&
          holding.filter((t) => !/\d.*\d|until|bis|hasta|حتى|まで|限定|だけ/u.test(t.replace(figure, ''))).length > 1
        )
          problems.push(`${width}x${height}: ${holding.join(' | ')}`);
      }
    expect(problems).toEqual([]);
  });
});
