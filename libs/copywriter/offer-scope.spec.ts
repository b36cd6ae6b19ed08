import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId, width = 1080, height = 1080): string[] =>
  [0, 1, 2].flatMap((seed) =>
    writeCopy({ prompt, width, height, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

describe('an offer keeps its qualifier (first box, every service), in the prompt language', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Meal kit delivery: 50% off your first box with code FRESH50', '50% off your first box'],
    ['english', 'Free inspection with every service at Dave’s Garage, call 555-0199', 'with every service'],
    ['german', 'Autowerkstatt Müller: kostenlose Inspektion bei jedem Service', 'bei jedem Service'],
    ['spanish', 'Caja de fruta a domicilio: 50 % de descuento en tu primera caja', 'en tu primera caja'],
    ['italian', 'Sconto del 30% sul primo ordine da Ortofresco', 'sul primo ordine'],
    ['portuguese', 'Frete grátis na primeira compra na Loja Verde', 'na primeira compra'],
    ['dutch', '25% korting op je eerste bestelling bij Bloemenhuis', 'op je eerste bestelling'],
    ['arabic', 'خصم 20% على أول طلب من مطعم الريحان', 'على أول طلب'],
    ['japanese', '初回50%オフ！ミールキットのキッチンボックス', '初回50%オフ'],
  ])('%s: "%s" shows "%s" with its offer', (language, prompt, qualifier) => {
    const lines = copyOf(prompt, language);
    expect(lines.some((l) => l.includes(qualifier))).toBe(true);
    // The offer is never widened to the whole shop ("50% off our menu").
    expect(lines.filter((l) => /our menu|our selection|nuestra selección|ons assortiment/u.test(l))).toEqual([]);
  });

  it('reads an English "first day free" as a free item, with its qualifier', () => {
    const offers = analyzePrompt('Bike rental on the lakefront, first day free, then $15 a day').offerDetails;
    expect(offers.map((o) => [o.kind, o.text])).toEqual([
      ['free-item', 'first day free'],
      ['price', '$15 a day'],
    ]);
    expect(copyOf('Bike rental on the lakefront, first day free, then $15 a day', 'english')).toContain(
      'First day free',
    );
  });

  it('never takes a repeat in time or "all the" for a qualifier: the day stays a date', () => {
    const weekly = analyzePrompt("20% off every Tuesday at Sal's Diner");
    expect(weekly.offerDetails[0].scope).toBeUndefined();
    expect(weekly.dateDetails.map((d) => [d.text, d.relation])).toEqual([['Tuesday', 'every']]);
    // "على كل الأحذية" is "on all the shoes": nothing narrowed, and a small banner keeps the offer whole.
    expect(analyzePrompt('القطعة الثانية بنصف السعر على كل الأحذية').offerDetails[0].scope).toBeUndefined();
  });

  it('keeps the qualifier out of another language, where it would stay untranslated', () => {
    const lines = copyOf('Meal kit delivery: 50% off your first box', 'german');
    expect(lines.some((l) => l.includes('first box'))).toBe(false);
  });
});
