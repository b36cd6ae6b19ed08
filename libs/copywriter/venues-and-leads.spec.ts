import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId): string =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 })
    .pages.flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join(' / ');

describe("a show's venue lands on a page, in the prompt's words", () => {
  it.each<[LanguageId, string, string]>([
    [
      'english',
      'The Lumineers live at the Greek Theatre, Los Angeles – Saturday June 7, tickets $55',
      'Live at the Greek Theatre',
    ],
    ['german', 'Kettcar live im Docks Hamburg – Samstag, 8. März, Tickets ab 38 €', 'Live im Docks Hamburg'],
    ['french', "Zaz en concert à l'Olympia, samedi 14 juin à 20 h. Billets dès 45 €", "En concert à l'Olympia"],
  ])('%s: "%s"', (language, prompt, line) => {
    expect(copyOf(prompt, language).toLowerCase()).toContain(line.toLowerCase());
  });

  it('never writes the French cue into English copy', () => {
    const copy = copyOf("Zaz en concert à l'Olympia, samedi 14 juin à 20 h. Billets dès 45 €", 'english');
    expect(copy).not.toContain('en concert');
  });
});

describe('a capitalised word heading a business name belongs to it', () => {
  it.each<[string, string]>([
    ['Happy Tails Vet Clinic – annual checkups for dogs $59 this month', 'Happy Tails Vet Clinic'],
    ['Best Friends Animal Shelter adoption day Saturday', 'Best Friends Animal Shelter'],
    ['Fresh Bagels Bakery opens Monday on Elm Street', 'Fresh Bagels Bakery'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('leaves a verb out of the name', () => {
    expect(analyzePrompt('Visit Sunset Yoga Studio for a free class').brand).toBe('Sunset Yoga Studio');
  });
});
