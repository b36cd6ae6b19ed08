// A 728x90 or 320x50 shows a title and a button only: the title must say something on its own, never a
// bare time ("2pm") or place ("In Brooklyn") taken from the prompt's facts.
import { FACT_WORDING } from './fact-wording';
import { PHRASE_BANKS } from './languages';
import { MONTH_WORDS, RELATIVE_DATE_WORDS, WEEKDAY_WORDS } from './lexicon';
import { leadShortTitles, namesSubject, saysMoreThanFact, subjectHeadlines, type LeadContext } from './strip-titles';
import { fold, textLength } from './text';
import { writeCopy } from './write-copy';
import type { Block, LanguageId } from './types';

const CASES: ReadonlyArray<[LanguageId, string]> = [
  ['english', 'Fresh flowers delivered today, order by 2pm'],
  ['english', 'Artisan bakery: warm croissants every morning from 7am'],
  ['english', 'Dog grooming in Brooklyn, book today, call 555-0134'],
  ['german', 'Yoga im Park ab 7 Uhr, jeden Samstag'],
  ['spanish', 'Clases de surf en Cádiz desde las 10h'],
  ['german', 'Hundesalon Wuschel in Berlin: gepflegtes Fell, glücklicher Hund. Jetzt Termin buchen'],
];

describe('strip formats: titles that stand alone', () => {
  it.each(CASES)('%s: %s', (language, prompt) => {
    // (a 300x250 with no offer is a title and a button too)
    for (const [width, height] of [
      [728, 90],
      [320, 50],
      [300, 250],
    ]) {
      const { pages } = writeCopy({ prompt, width, height, language });
      for (const page of pages) {
        const title = String(page.find((b) => b.type === 'title')?.value ?? '');
        // a title made only of a number/time, or of one preposition and one name
        expect({
          width,
          title,
          bare: /^[\d\s:.,apmhuUhr]*$/u.test(title) || /^(?:in|at|en|im|a|à)\s+\S+$/iu.test(title),
        }).toEqual({ width, title, bare: false });
      }
    }
  });
});

// A date alone is no headline ("VANDAAG", "ATÉ DOMINGO", "EVERY SATURDAY"): with the date's words
// (weekdays, months, today, this weekend …, in every language) and digits taken out, a word must be left.
const DATE_WORDS = [
  ...WEEKDAY_WORDS.flat(),
  ...WEEKDAY_WORDS.flat().map((w) => `${w}s`),
  ...MONTH_WORDS.flat(),
  ...RELATIVE_DATE_WORDS.flatMap(([, w]) => w),
  'semana',
  'week-end',
  'weekend',
  'wochenende',
].map(fold);

const DATED: ReadonlyArray<[LanguageId, string]> = [
  ['dutch', 'Alleen vandaag: gratis koffie bij elke taart in Bakkerij De Zon'],
  ['portuguese', 'Promoção de inverno até domingo na Loja Bela: casacos com desconto'],
  ['english', 'Farmers market every Saturday in Brooklyn, fresh produce from local growers'],
  ['spanish', 'Rebajas hasta el domingo en Zapatería Luna'],
  ['italian', 'Saldi fino a domenica da Moda Rossi'],
  ['german', 'Flohmarkt jeden Sonntag auf dem Marktplatz'],
  ['french', 'Soldes jusqu’à dimanche chez Maison Lila'],
];

describe('strip formats: a date is never the whole title', () => {
  it.each(DATED)('%s: %s', (language, prompt) => {
    for (const [width, height] of [
      [728, 90],
      [320, 50],
    ]) {
      for (const seed of [0, 1]) {
        for (const page of writeCopy({ prompt, width, height, language, seed }).pages) {
          const title = String(page.find((b) => b.type === 'title')?.value ?? '').replace(/\d+/g, ' ');
          expect({ width, title, saysSomething: saysMoreThanFact(title, DATE_WORDS) }).toEqual({
            width,
            title,
            saysSomething: true,
          });
        }
      }
    }
  });

  it('takes out the fact whatever its case', () => {
    expect(saysMoreThanFact('Até domingo', ['até domingo'])).toBe(false);
    expect(saysMoreThanFact('VANDAAG', ['vandaag'])).toBe(false);
    expect(saysMoreThanFact('Last chance: this weekend only', ['this weekend only'])).toBe(true);
  });
});

// A blind review's 728x90 and 320x50: "Call 555-0134", "20 % DE DESCUENTO", "Until Sunday: 30% off",
// "Letzte Chance: 6 Uhr" as the whole headline: the reader cannot tell whose offer or what it is for.
// A strip title that carries an offer, a date or a contact names the advertiser or the product.
const NAMED: ReadonlyArray<[LanguageId, string]> = [
  ['english', 'Summer sale at Northwind Outfitters: 30% off hiking boots until Sunday'],
  ['english', 'Bloom & Co florists: fresh flowers delivered today, order by 2pm'],
  ['german', 'Autohaus Weber: Winterreifen-Wechsel nur 39 €, Termin unter 089 123456'],
  ['german', 'Bäckerei Müller: frische Brötchen jeden Morgen ab 6 Uhr'],
  ['french', 'Soldes chez Maison Lune : -40 % sur les robes jusqu’au 31 janvier'],
  ['spanish', 'Pizzería Napoli: pizza artesanal con 20% de descuento este fin de semana'],
  ['spanish', 'Clínica dental Sonrisa, primera consulta gratis, llama al 912 345 678'],
  ['italian', 'Gelateria Dolce Vita: 2x1 sui coni fino a domenica'],
  ['portuguese', 'Promoção de bicicletas elétricas na Loja Pedal até domingo'],
  ['dutch', 'Fietsenwinkel De Snelle: 25% korting op e-bikes tot zaterdag'],
  ['japanese', '英会話スクールABC 無料体験レッスン受付中 03-1234-5678'],
  ['arabic', 'مطعم الياسمين: خصم 20% على جميع الأطباق حتى الجمعة'],
];

describe('strip formats: a title with an offer, a date or a phone says whose', () => {
  it.each(NAMED)('%s: %s', (language, prompt) => {
    const problems: string[] = [];
    for (const [width, height] of [
      [728, 90],
      [320, 50],
      [468, 60],
    ]) {
      for (const seed of [0, 1, 2]) {
        const { pages, analysis } = writeCopy({ prompt, width, height, language, seed });
        const brand = analysis.brand ?? '';
        const titles = pages.map((page) => String(page.find((b) => b.type === 'title')?.value ?? ''));
        const where = `${width}x${height} seed ${seed}`;
        // what is left once the facts, urgency lines and "Call …" are taken out must say something
        const dated = [...analysis.dates, ...analysis.contacts.map((c) => c.text)];
        const frames = [
          ...dated,
          ...analysis.offers,
          ...PHRASE_BANKS[language].urgency,
          FACT_WORDING[language].call.replace('{phone}', ''),
        ];
        const saysMore = (t: string): boolean => saysMoreThanFact(t, frames);
        // one variant at least carries the offer and names the advertiser or the product, where the
        // advertiser and the offer fit the strip's 32 characters
        const offer = analysis.offers[0];
        if (brand && offer && textLength(brand) + 2 + textLength(offer) <= 32)
          if (!titles.some((t) => fold(t).includes(fold(offer)) && (namesSubject(t, [brand]) || saysMore(t))))
            problems.push(`${where}: no "${brand}" or product with "${offer}" in ${JSON.stringify(titles)}`);
        // a title with a date or a phone number and no offer ("Last chance: 2pm", "Call 555-0134") names who
        for (const t of titles) {
          const offered = analysis.offers.some((o) => fold(t).includes(fold(o))) || /\d+\s?%/.test(t);
          if (
            brand &&
            !offered &&
            !saysMore(t) &&
            dated.some((f) => fold(t).includes(fold(f))) &&
            !namesSubject(t, [brand])
          )
            problems.push(`${where}: ${JSON.stringify(t)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('joins the subject with the language’s colon', () => {
    expect(subjectHeadlines(['30% off'], ['Northwind'], ':', true, true)).toEqual(['Northwind: 30% off']);
    expect(subjectHeadlines(['-40 %'], ['Maison Lune'], '\u00a0:', true, true)).toEqual(['Maison Lune\u00a0: -40 %']);
    expect(subjectHeadlines(['週末限定'], ['カフェ・ミドリ'], '：', false, false)).toEqual([
      'カフェ・ミドリ：週末限定',
    ]);
    // a line with its own colon would read as two headings
    expect(subjectHeadlines(['Call: 555-0134'], ['Northwind'], ':', true, true)).toEqual([]);
    expect(namesSubject('NORTHWIND: 30% OFF', ['Northwind'])).toBe(true);
    expect(namesSubject('Until Sunday: 30% off', ['Northwind', 'hiking boots'])).toBe(false);
  });
});

describe('a strip keeps a headline that says what its fact is', () => {
  it('keeps "Open house Saturday 11am-3pm" instead of "<agency>: Saturday, 11am–3pm"', () => {
    const prompt =
      'Open house Saturday 11am-3pm: 4 bed colonial with a pool, $720,000. 9 Birch Lane, Denver. Call Jane Doe, Summit Homes, (555) 201-3344';
    const titles = writeCopy({ prompt, width: 728, height: 90, language: 'english', count: 4, seed: 5 }).pages.map(
      (p) => String(p.find((b) => b.type === 'title')?.value ?? ''),
    );
    expect(titles.some((t) => /open house/i.test(t))).toBe(true);
  });
});

describe('leadShortTitles: one choice of who leads a short headline', () => {
  const context = (over: Partial<LeadContext>): LeadContext => ({
    capitalise: (t) => t.charAt(0).toUpperCase() + t.slice(1),
    colon: ':',
    spaced: true,
    cased: true,
    facts: [{ kind: 'offer', needles: ['20% off'], lines: ['20% off'] }],
    venuePhrases: [],
    mentions: [],
    short: true,
    roomy: false,
    fitsTitle: (t) => t.length <= 40,
    missingFacts: () => 0,
    ...over,
  });
  const titles = (pages: Array<{ blocks: Block[] }>): string[] => pages.map((p) => String(p.blocks[0].value));

  it('names the advertiser before a bare offer, and before a lead with no fact', () => {
    const pages: Array<{ blocks: Block[] }> = [
      {
        blocks: [
          { type: 'title', value: '20% off' },
          { type: 'cta', value: 'Shop now' },
        ],
      },
      {
        blocks: [
          { type: 'title', value: 'Get covered: quotes in minutes' },
          { type: 'cta', value: 'Get a quote' },
        ],
      },
      {
        blocks: [
          { type: 'title', value: 'Looking for boots?' },
          { type: 'cta', value: 'Shop' },
        ],
      },
    ];
    leadShortTitles(context({ brand: 'Trailhead' }), pages);
    expect(titles(pages)).toEqual(['Trailhead: 20% off', 'Trailhead: quotes in minutes', 'Looking for boots?']);
  });

  it('says where the event is when no one is named, in the words given', () => {
    const pages: Array<{ blocks: Block[] }> = [
      {
        blocks: [
          { type: 'title', value: '20% off' },
          { type: 'cta', value: 'Tickets' },
        ],
      },
    ];
    leadShortTitles(context({ venuePhrases: ['im Stadtpark'] }), pages);
    expect(titles(pages)).toEqual(['20% off im Stadtpark']);
  });

  it('keeps a dictated headline that carries a bare fact', () => {
    const pages: Array<{ blocks: Block[] }> = [
      {
        blocks: [
          { type: 'title', value: '20% off' },
          { type: 'cta', value: 'Shop' },
        ],
      },
    ];
    leadShortTitles(context({ brand: 'Trailhead', headline: '20% off', short: false }), pages);
    expect(titles(pages)).toEqual(['20% off']);
  });
});
