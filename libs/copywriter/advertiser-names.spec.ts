import { analyzePrompt } from './analyze';
import { writeCopy } from './write-copy';
import { ADVERTISER_PROMPTS, NOT_ADVERTISER_HEADS } from './testing/advertiser-prompts';
import type { LanguageId, Page } from './types';

const headlines = (pages: Page[], types: string[]): string[] =>
  pages.flatMap((p) => p.filter((b) => types.includes(b.type)).map((b) => String(b.value)));

describe('the advertiser where owners name it (heading, "my … business,", at the business)', () => {
  it('covers the nine languages with 60 prompts or more', () => {
    expect(ADVERTISER_PROMPTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ADVERTISER_PROMPTS.map((c) => c.language)).size).toBe(9);
  });

  it.each(ADVERTISER_PROMPTS.map((c) => [c.prompt, c.brand, c.language as LanguageId] as const))(
    '"%s" is by %s',
    (prompt, brand, language) => {
      expect(analyzePrompt(prompt).brand).toBe(brand);
      const square = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 }).pages;
      expect(headlines(square, ['title', 'subtitle']).some((line) => line.includes(brand))).toBe(true);
      // A leaderboard has room for a title and a button: one of its titles says who advertises.
      const strip = writeCopy({ prompt, width: 728, height: 90, language, count: 3, seed: 0 }).pages;
      expect(headlines(strip, ['title']).some((line) => line.includes(brand))).toBe(true);
    },
  );

  it.each(NOT_ADVERTISER_HEADS.map((c) => [c.prompt, c.not] as const))('"%s" is not by %s', (prompt, not) => {
    expect(analyzePrompt(prompt).brand).not.toBe(not);
  });
});
