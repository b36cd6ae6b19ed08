import { analyzePrompt } from './analyze';
import { promptLanguageFor } from './language-prior';
import { writeCopy } from './write-copy';

const readAs = (prompt: string, target: Parameters<typeof promptLanguageFor>[2]) =>
  promptLanguageFor(prompt, analyzePrompt(prompt).promptLanguage, target);

describe('promptLanguageFor', () => {
  it('reads a short prompt in the language asked for when it holds two signs of it', () => {
    expect(readAs('IJssalon Venezia: tweede bolletje gratis dit weekend! Kom langs', 'dutch')).toBe('dutch');
    expect(readAs('Jeans: 2 kaufen, 1 zahlen – nur bei Denim Depot', 'german')).toBe('german');
    expect(readAs('Prima lezione di pilates gratis allo Studio Equilibrio – prenota ora', 'italian')).toBe('italian');
  });

  it('keeps an English prompt English whatever the language asked for', () => {
    for (const target of ['spanish', 'french', 'german', 'italian', 'portuguese', 'dutch'] as const) {
      expect(readAs('Taco Tuesday at El Camino! $2 tacos all day, order pickup', target)).toBe('english');
      expect(readAs('Barista wanted at Bean There Café – apply in store', target)).toBe('english');
      expect(readAs('Flu shots now available, no appointment needed', target)).toBe('english');
    }
  });

  it('lets the copy keep a short prompt’s own words in its language', () => {
    const { pages, analysis } = writeCopy({
      prompt: 'IJssalon Venezia: tweede bolletje gratis dit weekend! Kom langs',
      width: 1080,
      height: 1080,
      language: 'dutch',
      count: 3,
      seed: 0,
    });
    expect(analysis.promptLanguage).toBe('dutch');
    expect(JSON.stringify(pages)).toContain('weede bolletje gratis');
  });
});
