// Template slots get the right words, urgency and newness come from the prompt, badges do not repeat
// headlines, and short banners name the advertiser. Each prompt here once showed the defect.
import { analyzePrompt } from './analyze';
import { PHRASE_BANKS } from './languages';
import { saysNew, saysPressing } from './pressing';
import { unfitForNounSlot } from './slot-grammar';
import { datedHeadlines } from './strip-titles';
import type { Block, LanguageId } from './types';
import { writeCopy } from './write-copy';

const SIZES: Array<[number, number]> = [
  [1080, 1080],
  [300, 250],
  [728, 90],
  [320, 50],
];

function linesOf(prompt: string, language: LanguageId, sizes = SIZES): Array<{ size: string; page: Block[] }> {
  return sizes.flatMap(([width, height]) =>
    writeCopy({ prompt, width, height, language, count: 3, seed: 0 }).pages.map((page) => ({
      size: `${width}x${height}`,
      page,
    })),
  );
}

const textOf = (page: Block[]): string[] => page.flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value]));
const title = (page: Block[]): string => String(page.find((b) => b.type === 'title')?.value ?? '');

describe('noun slots', () => {
  it('a service phrase read as a name fills no brand or product slot ("Why people love Same-day AC")', () => {
    for (const prompt of [
      'Same-day AC repair in Phoenix, call 602-555-0147',
      'Same-day AC installation, free quote',
      'Next-day boiler servicing across Leeds, book online',
    ])
      for (const { size, page } of linesOf(prompt, 'english'))
        for (const line of textOf(page))
          expect({
            size,
            line,
            bad: /(?:love|Discover|Meet|Why|for|Looking for) (?:Same|Next)-day|^(?:Same|Next)-day \w+(?:,| has| made|:|\?)/.test(
              line,
            ),
          }).toEqual({
            size,
            line,
            bad: false,
          });
  });

  it('a place is not what is sold, a cut-off phrase is no product', () => {
    expect(unfitForNounSlot('Paris', ['Paris'], [])).toBe(true);
    expect(unfitForNounSlot('stays of', [], PHRASE_BANKS.english.dangling)).toBe(true);
    expect(unfitForNounSlot('Same-day AC', [], [])).toBe(true);
    // A name of one hyphenated noun or with capitals on both sides is a name.
    expect(unfitForNounSlot('E-commerce e AI nel 2026', [], PHRASE_BANKS.italian.dangling)).toBe(false);
    expect(unfitForNounSlot('Coca-Cola Zero', [], [])).toBe(false);
    expect(unfitForNounSlot('CoolFix', ['Phoenix'], [])).toBe(false);
    const prompt = 'Mountain cabin rentals in Aspen with hot tubs, 15% off stays of 3 nights or more';
    for (const { size, page } of linesOf(prompt, 'english'))
      for (const line of textOf(page))
        expect({ size, line, cut: /stays of(?! 3)/.test(line) }).toEqual({ size, line, cut: false });
  });
});

describe('answer lines', () => {
  const ANSWERS: Partial<Record<LanguageId, RegExp>> = {
    english: /has the answer/,
    italian: /ha la risposta/,
    german: /hat die Antwort/,
    spanish: /tiene la respuesta/,
  };
  it('a headline that asks is followed by the advertiser or a fact, never "X has the answer"', () => {
    // "Where to next? / Agriturismo X has the answer" claims nothing of the business; its name alone says who asks.
    const prompts: Array<[LanguageId, string, string]> = [
      ['english', 'Paws & Co adoption day: meet dogs and cats looking for a home, Saturday 10am-2pm', 'Paws & Co'],
      ['english', 'Bloom Florist in Seattle: wedding bouquets and same-day delivery', 'Bloom Florist'],
      ['italian', 'Trattoria Da Gino a Bologna: tortellini fatti a mano, pranzo a 14 €', 'Trattoria Da Gino'],
      ['german', 'Malerbetrieb Krause in Köln: Innenanstriche sauber und schnell', 'Malerbetrieb Krause'],
      ['spanish', 'Clínica dental Sonrisa en Sevilla: limpieza dental por 39 €', 'Sonrisa'],
    ];
    let named = 0;
    for (const [language, prompt, brand] of prompts)
      for (let seed = 0; seed < 6; seed++)
        for (const page of writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages) {
          const subtitle = String(page.find((b) => b.type === 'subtitle')?.value ?? '');
          expect({ prompt, subtitle, answer: ANSWERS[language]?.test(subtitle) ?? false }).toEqual({
            prompt,
            subtitle,
            answer: false,
          });
          if (/[?？؟]$/u.test(title(page)) && subtitle.includes(brand)) named++;
        }
    expect(named).toBeGreaterThan(0);
  });
});

describe('urgency and newness', () => {
  it('reads a limit or an end in the prompt, in the nine languages, and nothing in a plain date', () => {
    const cases: Array<[string, boolean]> = [
      ['New menu at Ember Grill: smoked brisket and ribs, offer ends Sunday', true],
      ['Summer sale, 30% off, this weekend only', true],
      ['Nur noch heute: 20 % auf alles', true],
      ['Dernière chance : -30 % sur les manteaux', true],
      ['Plazas limitadas para el taller de cerámica', true],
      ['Offerta a tempo limitato, 2x1 sulle pizze', true],
      ['Laatste kans: 25% korting op fietsen', true],
      ['数量限定、ホワイトニング20%オフ', true],
      ['خصم 20% لفترة محدودة', true],
      ['Paws & Co adoption day, Saturday 10am-2pm', false],
      ['Malerbetrieb Krause in Köln, 10% Rabatt im März', false],
      ['Enroll in our online Python course, 40% off for students until September 1', false],
      ['Limpieza dental por 39 € en Sevilla', false],
    ];
    for (const [prompt, pressing] of cases)
      expect({ prompt, pressing: saysPressing(prompt, analyzePrompt(prompt)) }).toEqual({ prompt, pressing });
  });

  it('"new customers" is no news; "new menu" and "neue Kollektion" are', () => {
    const cases: Array<[string, boolean]> = [
      ['20% off your first order for new customers at Greenleaf', false],
      ['Neue Kunden erhalten 10 % Rabatt bei Bohnenglück', false],
      ['New menu at Ember Grill: smoked brisket and ribs', true],
      ['Die neue Kollektion von Nordlicht ist da', true],
    ];
    for (const [prompt, fresh] of cases)
      expect({ prompt, fresh: saysNew(prompt, analyzePrompt(prompt)) }).toEqual({ prompt, fresh });
  });

  it('no "Last chance" before the day of an event or a month of a plain discount', () => {
    const prompts: Array<[LanguageId, string, RegExp]> = [
      [
        'english',
        'Paws & Co adoption day: meet dogs and cats looking for a home, Saturday 10am-2pm',
        /last chance|hurry|don't miss/i,
      ],
      [
        'german',
        'Malerbetrieb Krause in Köln: Innenanstriche sauber und schnell, 10% Rabatt im März',
        /letzte chance|nicht verpassen|schnell sein/i,
      ],
      ['spanish', 'Yoga classes at Hopper & Vine for beginners, Friday at 8pm', /última oportunidad|corre|date prisa/i],
    ];
    for (const [language, prompt, alarm] of prompts)
      for (const { size, page } of linesOf(prompt, language))
        for (const line of textOf(page))
          expect({ size, line, alarm: alarm.test(line) }).toEqual({ size, line, alarm: false });
  });

  it('no "New:" for a named product the prompt does not call new', () => {
    for (const { size, page } of linesOf('Aurora X2 headphones by Soundcraft, 20% off', 'english'))
      for (const line of textOf(page))
        expect({ size, line, launch: /^New:|It's here|Be among the first/.test(line) }).toEqual({
          size,
          line,
          launch: false,
        });
  });
});

describe('badges and short formats', () => {
  it('a badge never states only what its headline states', () => {
    const prompts: Array<[LanguageId, string]> = [
      ['italian', 'Palestra FitLab a Torino, abbonamento mensile a 29 €'],
      ['english', 'Greenleaf Bikes rents city bikes by the hour in Amsterdam, 20% off weekly rentals'],
      ['spanish', 'Academia Nexo: cursos de programación online para adultos, 30% de descuento'],
      ['arabic', 'مطعم بيت الشام في دبي: مشاوي طازجة، خصم 20%'],
    ];
    for (const [language, prompt] of prompts)
      for (const { size, page } of linesOf(prompt, language, [...SIZES, [300, 600]])) {
        const badge = page.find((b) => b.type === 'offer');
        if (badge)
          expect({ size, title: title(page), repeats: title(page).includes(String(badge.value)) }).toEqual({
            size,
            title: title(page),
            repeats: false,
          });
      }
  });

  it('a one-page banner names the advertiser the prompt names', () => {
    const prompts: Array<[LanguageId, string, string]> = [
      // (A name that leaves no room is left out: "Harbor Insurance: Quotes in 5 minutes" is over 32 characters.)
      ['english', 'Paws & Co adoption day: meet dogs and cats looking for a home, Saturday 10am-2pm', 'Paws & Co'],
      ['english', 'Same-day AC repair in Phoenix by CoolFix, licensed technicians, call 602-555-0147', 'CoolFix'],
      ['spanish', 'Academia Nexo: cursos de programación online para adultos, 30% de descuento', 'Academia Nexo'],
      [
        'german',
        'Malerbetrieb Krause in Köln: Innenanstriche sauber und schnell, 10% Rabatt im März',
        'Malerbetrieb Krause',
      ],
    ];
    for (const [language, prompt, name] of prompts)
      for (const [width, height] of [
        [728, 90],
        [320, 50],
        [300, 250],
      ]) {
        const [page] = writeCopy({ prompt, width, height, language, count: 1, seed: 0 }).pages;
        expect({ prompt, width, named: textOf(page).some((t) => t.includes(name)) }).toEqual({
          prompt,
          width,
          named: true,
        });
      }
  });

  it('the name takes the place of a lead, never of the hours in a time ("The Loft: 00" of "22:00")', () => {
    const prompt = 'Halloween costume party at The Loft, October 31, free entry before 10pm';
    const { pages } = writeCopy({ prompt, width: 300, height: 250, language: 'italian', count: 3, seed: 7 });
    const titles = pages.map(title);
    expect(titles.some((t) => t.includes('22:00'))).toBe(true);
    expect(titles.filter((t) => /(?<!\d):\s*00\b/u.test(t))).toEqual([]);
  });

  it('a lead before a date keeps the date’s capital and lowers only a function word', () => {
    expect(datedHeadlines('Saturday, 10am–2pm', ['Paws & Co'], ':', true, true)).toEqual([
      'Paws & Co: Saturday, 10am–2pm',
    ]);
    expect(datedHeadlines('Until Sunday', ['Ember Grill'], ':', true, true)).toEqual(['Ember Grill: until Sunday']);
    expect(datedHeadlines('Im März', ['Krause'], ':', true, true)).toEqual(['Krause: im März']);
  });
});
