// How a price is said travels with it onto every line: a from-price stays a from-price, a range stays
// one range, a unit stays beside its amount, and prices side by side keep their labels, together.
import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const SIZES: Array<[number, number]> = [
  [1080, 1080],
  [1200, 628],
  [1080, 1920],
];

function linesOf(prompt: string, language: LanguageId): string[] {
  return SIZES.flatMap(([width, height]) =>
    writeCopy({ prompt, language, width, height, count: 3, seed: 2 }).pages.flatMap((p) =>
      p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  ).map((l) => l.replace(/[\u00a0\u202f]/gu, ' ').toLowerCase());
}

type Price = Extract<ReturnType<typeof analyzePrompt>['offerDetails'][number], { kind: 'price' }>;
const pricesOf = (prompt: string): Price[] =>
  analyzePrompt(prompt).offerDetails.filter((o): o is Price => o.kind === 'price');

describe('prices side by side, each for someone', () => {
  it.each<[LanguageId, string, Array<[string, string]>]>([
    [
      'german',
      'Freibad Sonnenhof: Tageskarte Erwachsene 6 €, Kinder 3,50 €',
      [
        ['Erwachsene', '6 €'],
        ['Kinder', '3,50 €'],
      ],
    ],
    [
      'english',
      'Maple Ice Rink: adults $14, kids under 10 $7, skate hire included',
      [
        ['adults', '$14'],
        ['under 10', '$7'],
      ],
    ],
    [
      'french',
      'Cinéma Le Rex : plein tarif 11 €, tarif réduit 8 €',
      [
        ['plein tarif', '11 €'],
        ['tarif réduit', '8 €'],
      ],
    ],
    [
      'spanish',
      'Piscina Municipal: abonados 3 €, no abonados 5 €',
      [
        ['abonados', '3 €'],
        ['no abonados', '5 €'],
      ],
    ],
    [
      'italian',
      'Castello di Vigna: biglietto intero 10 €, ridotto 6 €',
      [
        ['intero', '10 €'],
        ['ridotto', '6 €'],
      ],
    ],
    [
      'dutch',
      'Kasteel Rosendael: volwassenen € 16, kinderen € 9',
      [
        ['volwassenen', '€ 16'],
        ['kinderen', '€ 9'],
      ],
    ],
    [
      'japanese',
      'さくら動物園 入園料 大人1,200円・小学生400円',
      [
        ['大人', '1,200円'],
        ['小学生', '400円'],
      ],
    ],
    [
      'arabic',
      'حديقة الفرح: الكبار 40 درهم، الأطفال 25 درهم',
      [
        ['الكبار', '40 درهم'],
        ['الأطفال', '25 درهم'],
      ],
    ],
  ])('%s: "%s" prints every price with its label, all on one line', (language, prompt, pairs) => {
    const lines = linesOf(prompt, language);
    pairs = pairs.map(([label, amount]) => [label.toLowerCase(), amount]);
    expect(lines.some((l) => pairs.every(([label, amount]) => l.includes(label) && l.includes(amount)))).toBe(true);
    // No line holds one price of the list without the others ("7 €" alone reads as the only price).
    for (const [, amount] of pairs)
      for (const l of lines.filter((x) => x.includes(amount)))
        expect([l, pairs.every(([label, a]) => l.includes(label) && l.includes(a))]).toEqual([l, true]);
  });
});

describe('a from-price', () => {
  it.each<[LanguageId, string, string, RegExp]>([
    ['italian', 'Agriturismo Le Querce: camere da 95 € a notte', '95 €', /\bda\b|a partire da/u],
    ['italian', 'Palestra Forma: abbonamenti a partire da 29 € al mese', '29 €', /\bda\b|a partire da/u],
    ['german', 'Skischule Alpin: Kurse ab 59 €', '59 €', /\bab\b/u],
    ['french', 'Garage Martin : vidange dès 49 €', '49 €', /dès|à partir de/u],
    ['french', 'Studio Lumière : séances photo à partir de 120 €', '120 €', /dès|à partir de/u],
    ['spanish', 'Hostal Brisa: habitaciones desde 45 €', '45 €', /desde|a partir de/u],
    ['portuguese', 'Escola Surf Onda: aulas a partir de 35 €', '35 €', /a partir de|desde/u],
    ['dutch', 'Kapsalon Knip: knippen vanaf € 22', '€ 22', /vanaf/u],
    ['japanese', 'ビジネスホテル港 シングル6,500円〜', '6,500円', /から|〜/u],
    ['japanese', '着物レンタル花 1日3,800円から', '3,800円', /から|〜/u],
    ['arabic', 'فندق الواحة: الأجنحة ابتداءً من 450 درهم', '450 درهم', /ابتداءً من|يبدأ من/u],
    ['arabic', 'مغسلة النور: غسيل السيارات يبدأ من 30 ريال', '30 ريال', /ابتداءً من|يبدأ من/u],
  ])('%s: "%s" is a from-price on every line', (language, prompt, amount, fromWord) => {
    expect(pricesOf(prompt).map((o) => o.from)).toEqual([true]);
    const lines = linesOf(prompt, language).filter((l) => l.includes(amount));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect([l, fromWord.test(l)]).toEqual([l, true]);
  });

  it('reads Italian "da" before a name as no from-price', () => {
    expect(pricesOf('Trattoria da Mario: menù del giorno 15 €').map((o) => o.from)).toEqual([false]);
  });
});

describe('a price range', () => {
  it.each<[LanguageId, string, number, number]>([
    ['german', 'Töpferkurse für Anfänger, 35–55 € pro Termin', 35, 55],
    ['english', 'Gutter cleaning $90-$150, same-week visits', 90, 150],
    ['english', 'Dog walking $20–30 per walk in Brookline', 20, 30],
    ['french', 'Atelier vélo : réparations entre 15 et 40 €', 15, 40],
    ['spanish', 'Tapas variadas entre 4 y 9 €', 4, 9],
    ['italian', 'Aperitivi sul lago da 8 a 14 €', 8, 14],
    ['dutch', 'Fietsreparatie € 15 - € 45 bij Fietsdokter', 15, 45],
    ['japanese', '陶芸体験 3,000〜6,000円', 3000, 6000],
    ['arabic', 'دروس السباحة من 100 إلى 180 درهم', 100, 180],
  ])('%s: "%s" is one price from its low to its high end', (language, prompt, low, high) => {
    const prices = pricesOf(prompt);
    expect(prices.map((o) => [o.money.amount, o.to?.amount])).toEqual([[low, high]]);
    const lines = linesOf(prompt, language);
    const shows = (l: string, n: number): boolean => l.replace(/[.,\s]/g, '').includes(String(n));
    expect(lines.some((l) => shows(l, low) && shows(l, high))).toBe(true);
  });
});

describe('a price per unit', () => {
  it.each<[LanguageId, string, string]>([
    ['german', 'Gelateria Dolomiti in München: 1,80 € pro Kugel, täglich frische Sorten', 'pro Kugel'],
    ['english', 'Math tutoring with Mr. Evans, $35/hour, all grades', '/hour'],
    ['french', 'Marché Bio Lefort : cerises 8,50 € le kilo', 'le kilo'],
    ['spanish', 'Pádel Club Norte: pistas 12 € la hora', 'la hora'],
    ['italian', 'Noleggio bici Garda: 5 € all’ora', 'all’ora'],
    ['dutch', 'Boerderij De Hoeve: aardbeien € 7 per kilo, zelf plukken', 'per kilo'],
    ['japanese', '焼肉ひかり 食べ放題 ¥4,200/人', '/人'],
    ['arabic', 'مزرعة التمور: التمر 35 درهم للكيلو', 'للكيلو'],
  ])('%s: "%s" keeps "%s" beside its amount', (language, prompt, unit) => {
    expect(pricesOf(prompt)[0]?.scope?.text).toBe(unit);
    const lines = linesOf(prompt, language);
    expect(lines.some((l) => l.includes(unit.toLowerCase()))).toBe(true);
  });
});

describe('a plain price after a word ending in a bargain word', () => {
  it.each<[LanguageId, string, RegExp]>([
    ['english', 'Bistro Lark: 3-course menu £35, Thursday to Sunday', /\bonly\b/u],
    ['french', 'Le Comptoir du Marché : menu 19 € le midi', /seulement/u],
    ['dutch', 'Eetcafé De Hoek: menu € 27 met wijn', /slechts/u],
  ])('%s: "%s" is never written as a bargain', (language, prompt, bargain) => {
    expect(pricesOf(prompt).map((o) => Boolean(o.sale))).toEqual([false]);
    expect(linesOf(prompt, language).filter((l) => bargain.test(l))).toEqual([]);
  });
});

describe('a price per unit, in another language than the prompt', () => {
  it.each<[LanguageId, string, string]>([
    ['german', 'Guitar lessons with Ms. Rivera, $30/hour, beginners welcome', 'pro stunde'],
    ['english', 'Pension Seeblick am Tegernsee: Doppelzimmer 95 € pro Nacht, jetzt buchen', 'per night'],
    ['french', 'Cooking class in Brooklyn, $60 per person, every Saturday', 'par personne'],
    ['spanish', 'Fromagerie Lucas à Lyon : comté affiné 26,50 € le kilo', 'el kilo'],
    ['japanese', 'Bike rental in Amsterdam, €12 per hour, helmets included', '/時間'],
  ])('%s: "%s" says the unit in the copy language ("%s")', (language, prompt, unit) => {
    expect(linesOf(prompt, language).some((l) => l.includes(unit))).toBe(true);
  });
});

describe('a from-price in a list says "from" once', () => {
  it.each<[LanguageId, string, RegExp]>([
    [
      'spanish',
      'Taller Ruedas, tu mecánico en Leganés. ITV previa por 24,90 €, cambio de aceite desde 49 €.',
      /desde\s+desde/iu,
    ],
    [
      'french',
      'Garage Martin : vidange 59 €, pneus à partir de 45 €. Sur rendez-vous au 01 23 45 67 89.',
      /partir de\s+(?:à\s+)?partir/iu,
    ],
    [
      'english',
      'Hillside Bikes: full tune-up $79, brake service from $35. Book at hillsidebikes.com.',
      /from\s+from/iu,
    ],
  ])('%s: %s', (language, prompt, twice) => {
    const text = JSON.stringify(writeCopy({ prompt, width: 1200, height: 628, language, count: 4 }).pages);
    expect(text).not.toMatch(twice);
  });
});
