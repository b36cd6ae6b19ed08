// Grammar where the user's words fill a template: determiners before an English singular noun, the
// preposition of a street, French and Spanish contractions, a French audience's article.
import { fixSlotGrammar, isEnglishSingularCount, SLOT_MARK } from './slot-grammar';
import { writeCopy } from './write-copy';
import type { LanguageId, Page } from './types';

const lines = (pages: Page[]): string[] =>
  pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [String(b.value)])));

function allLines(language: LanguageId, prompt: string): string[] {
  const out: string[] = [];
  for (const [width, height] of [
    [1080, 1080],
    [300, 250],
    [1080, 1920],
  ]) {
    for (const seed of [0, 1, 2])
      out.push(...lines(writeCopy({ prompt, width, height, language, count: 3, seed }).pages));
  }
  return out;
}

describe('slot grammar', () => {
  it.each(['budgeting app', 'pizza place', 'yoga class', 'bakery'])('"%s" is an English singular count noun', (p) => {
    expect(isEnglishSingularCount(p)).toBe(true);
  });
  it.each(['running shoes', 'dog grooming', 'coffee', 'skincare', 'wellness', 'electronics'])(
    '"%s" takes no article',
    (p) => {
      expect(isEnglishSingularCount(p)).toBe(false);
    },
  );

  it.each([
    ['Promote our budgeting app for students, free download', 'budgeting app'],
    ['Ad for our pizza place, 2-for-1 on Tuesdays', 'pizza place'],
    ['Instagram post for our neighbourhood bakery, fresh sourdough every morning', 'neighbourhood bakery'],
  ])('an English singular product never stands bare after a verb or preposition: %s', (prompt, product) => {
    for (const line of allLines('english', prompt)) {
      expect({
        line,
        bare: new RegExp(`\\b(?:discover|for|looking for|try)\\s+${product}\\b`, 'i').test(line),
      }).toEqual({ line, bare: false });
      expect({ line, bare: new RegExp(`^${product},`, 'i').test(line) }).toEqual({ line, bare: false });
    }
  });

  it('a street takes "on" in English, never "in"', () => {
    const out = allLines(
      'english',
      'Grand opening of Sunny Bakery on Main Street this Saturday, free coffee for the first 50 guests',
    );
    expect(out.some((l) => /\bon Main Street\b/.test(l))).toBe(true);
    expect(out.filter((l) => /\bin Main Street\b/i.test(l))).toEqual([]);
  });

  it('a French street takes no "à"', () => {
    const out = allLines('french', 'Grande ouverture de la boulangerie Dupain rue de la Paix samedi');
    expect(out.filter((l) => /\bà rue\b/i.test(l))).toEqual([]);
  });

  it.each([
    'Cours de guitare pour enfants, premier cours offert',
    'Atelier de poterie pour adultes à Lyon, première séance offerte',
  ])('French: a prompt audience gets its article and contracts with "à": %s', (prompt) => {
    for (const line of allLines('french', prompt)) {
      expect({ line, bad: /\b(?:à|de) les\b|Avis à (?!l)|Pensé pour (?!les |l['’]|vous)/u.test(line) }).toEqual({
        line,
        bad: false,
      });
    }
  });

  it("contracts only where a slot starts, never in the user's own words", () => {
    expect(fixSlotGrammar(`Avis à ${SLOT_MARK}les enfants`, 'french')).toBe('Avis aux enfants');
    expect(fixSlotGrammar(`À ${SLOT_MARK}les parents`, 'french')).toBe('Aux parents');
    expect(fixSlotGrammar('Prêts à les découvrir', 'french')).toBe('Prêts à les découvrir');
    expect(fixSlotGrammar(`Ven a ${SLOT_MARK}el centro`, 'spanish')).toBe('Ven al centro');
  });

  it('bank lines keep their articles ("The care your pet deserves")', () => {
    const out = allLines('english', 'Dog grooming in Brooklyn, your pup leaves fluffy and happy');
    expect(out.filter((l) => /^Care your pet/.test(l))).toEqual([]);
  });
});
