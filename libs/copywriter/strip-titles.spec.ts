// A 728x90 or 320x50 shows a title and a button only: the title must say something on its own, never a
// bare time ("2pm") or place ("In Brooklyn") taken from the prompt's facts.
import { MONTH_WORDS, RELATIVE_DATE_WORDS, WEEKDAY_WORDS } from './lexicon';
import { saysMoreThanFact } from './strip-titles';
import { fold } from './text';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

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
