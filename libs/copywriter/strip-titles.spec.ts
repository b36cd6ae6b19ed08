// A 728x90 or 320x50 shows a title and a button only: the title must say something on its own, never a
// bare time ("2pm") or place ("In Brooklyn") taken from the prompt's facts.
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

const CASES: ReadonlyArray<[LanguageId, string]> = [
  ['english', 'Fresh flowers delivered today, order by 2pm'],
  ['english', 'Artisan bakery: warm croissants every morning from 7am'],
  ['english', 'Dog grooming in Brooklyn, book today, call 555-0134'],
  ['german', 'Yoga im Park ab 7 Uhr, jeden Samstag'],
  ['spanish', 'Clases de surf en Cádiz desde las 10h'],
];

describe('strip formats: titles that stand alone', () => {
  it.each(CASES)('%s: %s', (language, prompt) => {
    for (const [width, height] of [[728, 90], [320, 50]]) {
      const { pages } = writeCopy({ prompt, width, height, language });
      for (const page of pages) {
        const title = String(page.find((b) => b.type === 'title')?.value ?? '');
        // a title made only of a number/time, or of one preposition and one name
        expect({ width, title, bare: /^[\d\s:.,apmhuUhr]*$/u.test(title) || /^(?:in|at|en|im|a|à)\s+\S+$/iu.test(title) }).toEqual({ width, title, bare: false });
      }
    }
  });
});
