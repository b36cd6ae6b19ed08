// What a price includes is printed with it ("ab 590 € inkl. Flug und Hotel", never "ab 590 € inkl"),
// and what it buys is read past a clause's verb ("join now and get your first month for £1"): price-forms.ts, offer-scope.ts.
import { analyzePrompt } from './analyze';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

const priceOf = (prompt: string) => {
  const o = analyzePrompt(prompt).offerDetails.find((x) => x.kind === 'price');
  return o && { text: o.text, buys: o.buys?.text };
};

describe('a price with what it includes', () => {
  it.each<[string, string]>([
    ['Reisebüro Sonne: Mallorca-Woche ab 590 € inkl. Flug und Hotel. Jetzt buchen!', '590 € inkl. Flug und Hotel'],
    [
      'Sunway Travel: 7 nights in Crete from £699 including flights and transfers. Book by March 31.',
      '£699 including flights and transfers',
    ],
    ['Voyages Azur : séjour à Djerba dès 499 € tout compris, départ de Lyon.', '499 € tout compris'],
    ['Viajes Sol: Tenerife 7 noches desde 650 € con vuelo incluido.', '650 € con vuelo incluido'],
    [
      'Reisbureau Zon: weekje Kreta vanaf 549 euro inclusief vlucht en transfer.',
      '549 euro inclusief vlucht en transfer',
    ],
    ['Agência Viaja: pacote Algarve a partir de 399 € incluindo voo e hotel.', '399 € incluindo voo e hotel'],
    ['Pizzeria Roma: Mittagsmenü 9,90 € inkl. Getränk, Mo–Fr 11–14 Uhr.', '9,90 € inkl. Getränk'],
    ['Garage Pro: MOT £45 incl. VAT, book online.', '£45 incl. VAT'],
    ['Burger Barn: burgers from $9 with fries included, every day.', '$9 with fries included'],
    ['Craft beer $6 incl. a tasting flight on Fridays', '$6 incl. a tasting flight'],
  ])('%s', (prompt, text) => {
    expect(priceOf(prompt)?.text).toBe(text);
  });

  it('is no inclusion where none is said', () => {
    expect(priceOf('Hotel Miramare: mezza pensione da 79 € a notte, colazione inclusa.')?.text).toBe('79 €');
    expect(priceOf('Taco Loco: $2 tacos and $5 margaritas every Tuesday')?.text).toBe('$2 tacos');
  });

  it('never prints the price cut inside its phrase', () => {
    const { pages } = writeCopy({
      prompt: 'Reisebüro Sonne: Mallorca-Woche ab 590 € inkl. Flug und Hotel. Jetzt buchen!',
      width: 1080,
      height: 1080,
      language: 'german',
      count: 4,
    });
    const lines = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    expect(lines.filter((l) => /inkl\.?$|inkl\.? (?!Flug)/u.test(l))).toEqual([]);
  });
});

describe('what a price buys, after a clause of its own', () => {
  it.each<[LanguageId, string, string | undefined]>([
    ['english', 'PowerHouse Gym: join now and get your first month for £1. Free induction session.', 'first month for'],
    ['german', 'Metzgerei Huber: Rinderhackfleisch heute nur 12,90 €/kg. Frisch aus der Region.', 'Rinderhackfleisch'],
    // a list of what it buys is kept whole
    ['dutch', 'Lunchdeal bij Eetcafé De Gouden Leeuw: soep, broodje en koffie voor € 12,50.', 'broodje en koffie voor'],
    ['dutch', 'Trimsalon Kwispel: wassen en knippen voor kleine honden € 45.', undefined],
  ])('%s: %s', (_language, prompt, buys) => {
    expect(priceOf(prompt)?.buys).toBe(buys);
  });
});

describe('a headline cut before its date keeps no word of the date', () => {
  it.each<[LanguageId, string]>([
    ['arabic', 'مكتبة المدرسة: يوم القراءة المفتوح يوم السبت 14 مارس، خصم 20% على جميع الكتب.'],
    ['arabic', 'مقهى الياسمين: أمسية شعرية مساء الخميس 12 يونيو، الدخول مجاني.'],
  ])('%s: %s', (language, prompt) => {
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 4 });
    const lines = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    expect(lines.filter((l) => /(?:^|\s)(?:يوم|مساء)$/u.test(l.trim()))).toEqual([]);
  });
});
