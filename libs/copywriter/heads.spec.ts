// Every headline says what is advertised: a stock line ("Bateu a fome?", "¿Cómo te encuentras hoy?") or a
// headline another page already has ("Jetzt bei Hotel Seeblick" twice) gives way to the thing advertised.
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';
import { fold } from './text';

const titlesOf = (prompt: string, language: LanguageId, width: number, height: number): string[] =>
  writeCopy({ prompt, width, height, language, count: 3, seed: 0 }).pages.map((p) =>
    String(p.find((b) => b.type === 'title')?.value ?? ''),
  );

describe('headlines name the thing advertised', () => {
  it.each([
    [
      'portuguese',
      'Almoço executivo no Restaurante Sabor da Terra: entrada, prato principal e sobremesa por R$ 49,90, de segunda a sexta, das 11h30 às 15h. Reservas pelo (11) 3456-7890.',
      1080,
      1080,
      'Bateu a fome?',
    ],
    ['spanish', 'Revisión visual gratis en Ópticas Vista este mes. Pide cita', 300, 250, '¿Cómo te encuentras hoy?'],
  ] as const)('%s: no stock headline over "%s"', (language, prompt, width, height, stock) => {
    expect(titlesOf(prompt, language, width, height).map(fold)).not.toContain(fold(stock));
  });

  it('no two pages share a headline', () => {
    const titles = titlesOf(
      'Auszeit im Hotel Seeblick am Tegernsee: 3 Nächte buchen, die 4. Nacht ist gratis. Gültig vom 1. Mai bis 30. Juni. Direkt buchen auf seeblick-tegernsee.de',
      'german',
      1000,
      1500,
    ).map(fold);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a thing cut at an abbreviation heads nothing', () => {
    for (const t of titlesOf('Kinderkleiderbörse Sa. 22.3. im Gemeindehaus, ab 9 Uhr', 'german', 1080, 1080))
      expect(t).not.toMatch(/(?:^|\s)Sa$/u);
  });
});
