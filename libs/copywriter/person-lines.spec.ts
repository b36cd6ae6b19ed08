import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const linesOf = (prompt: string, language: LanguageId): string[] =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 }).pages.flatMap((page) =>
    page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
  );

describe("a prompt's line that names a person is kept whole, not cut down to the person", () => {
  it.each<[LanguageId, string, string, string]>([
    [
      'italian',
      'Serata di degustazione con lo chef Marco Ferri, venerdì 20:00, 45 €',
      'Serata di degustazione',
      'Marco Ferri',
    ],
    ['english', 'Yoga at dawn with coach Mia Stone, Sunday 7am, free', 'Yoga at dawn', 'Mia Stone'],
    [
      'french',
      'Atelier de pâtisserie avec le chef Julien Morel, samedi 10 h, 60 €',
      'Atelier de pâtisserie',
      'Julien Morel',
    ],
    ['german', 'Kochkurs mit Küchenchef Jan Roth, Samstag 11 Uhr, 89 €', 'Kochkurs mit', 'Jan Roth'],
    ['german', 'Weinprobe mit Sommelière Anna Berg, Freitag 19 Uhr, 39 €', 'Weinprobe mit', 'Anna Berg'],
    ['dutch', 'Kookworkshop met chef Jan de Vries, zaterdag 14:00, 55 €', 'Kookworkshop met', 'Jan de Vries'],
    [
      'portuguese',
      'Aula de cerâmica com a instrutora Marta Lopes, sábado às 10h, 40 €',
      'Aula de cerâmica',
      'Marta Lopes',
    ],
    ['spanish', 'Cata de vinos con la sumiller Elena Vidal, viernes 20:00, 30 €', 'Cata de vinos', 'Elena Vidal'],
  ])('%s: "%s"', (language, prompt, what, person) => {
    const lines = linesOf(prompt, language);
    // The person is printed inside the prompt's own line, and nowhere on a line of their own.
    expect(lines.some((l) => l.includes(what) && l.includes(person))).toBe(true);
    expect(lines.filter((l) => l.includes(person) && !l.includes(what))).toEqual([]);
  });

  it('several people keep their one line of names, the clause is not repeated', () => {
    const lines = linesOf('Webinar de ventas con Laura Gómez y Andrés Ruiz de Salesforce, jueves 18:00', 'spanish');
    expect(lines.filter((l) => l.includes('Laura Gómez') && !l.includes('Laura Gómez & Andrés Ruiz'))).toEqual([]);
    expect(lines.join(' / ')).toContain('Laura Gómez & Andrés Ruiz');
  });
});
