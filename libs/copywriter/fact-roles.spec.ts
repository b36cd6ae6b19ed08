// A time or day on a line of its own says what it is, in the prompt's words (fact-roles.ts).
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

function lines(prompt: string, language: LanguageId, width = 1080, height = 1080): string[] {
  const { pages } = writeCopy({ prompt, language, width, height, count: 4, seed: 3 });
  return pages.flatMap((p) => p.flatMap((b) => (b.type === 'bulletlist' ? b.value : [String(b.value)])));
}

/** The role line, or the prompt's own clause around the fact ("Churros calientes desde las 8:00"). */
function saysRole(all: string[], bare: string, withRole: string): boolean {
  const words = (t: string): number => t.split(/\s+/u).length;
  return all.some(
    (l) => l === withRole || (l.toLowerCase().includes(bare.toLowerCase()) && words(l) >= words(withRole) + 1),
  );
}

describe('a fact alone on a line carries its role', () => {
  it.each<[LanguageId, string, string, string]>([
    ['english', 'Same-day cake delivery, order by 3pm', '3pm', 'Order by 3pm'],
    ['french', 'Fleurs livrées aujourd’hui, commandez vite', 'aujourd’hui', 'Livrées aujourd’hui'],
    ['spanish', 'Tartas a domicilio, pide antes del mediodía', 'mediodía', 'Pide antes del mediodía'],
    ['english', 'Corner café with fresh bagels every day from 6am', '6am', 'Open from 6am'],
    ['spanish', 'Churrería de barrio: churros calientes desde las 8:00', '8:00', 'Desde las 8:00'],
    ['german', 'Backstube mit frischen Brezeln ab 6 Uhr', '6 Uhr', 'Ab 6 Uhr'],
  ])('%s: %s', (language, prompt, bare, withRole) => {
    const all = lines(prompt, language);
    expect(all.filter((l) => l.trim().toLowerCase() === bare.toLowerCase())).toEqual([]);
    expect(saysRole(all, bare, withRole)).toBe(true);
  });

  it('keeps the verb that makes a day a fact ("Delivered today", not "Today")', () => {
    const all = lines('Birthday balloons delivered today, order by noon or 11am', 'english');
    expect(all).not.toContain('Today');
  });

  it.each<[LanguageId, string, string, string]>([
    ['english', 'Charity fun run Saturday, Riverside Park, all welcome', 'Saturday', 'On Saturday'],
    ['dutch', 'Sponsorloop zaterdag in het Vondelpark, iedereen welkom', 'zaterdag', 'Op zaterdag'],
  ])('gives a day with no word of its own the day it happens: %s', (language, prompt, bare, withRole) => {
    const all = lines(prompt, language);
    expect(all.filter((l) => l.trim().toLowerCase() === bare.toLowerCase())).toEqual([]);
    expect(saysRole(all, bare, withRole)).toBe(true);
  });
});
