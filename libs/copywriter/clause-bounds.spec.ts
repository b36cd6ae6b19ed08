// Where a line of the prompt's own words ends: an ordinal's or an abbreviation's full stop is no sentence
// end ("für die 9. und 10. Klasse", "mit max. 6 Schülern"), a dash inside a range of numbers or dates joins
// ("28. Juli – 8. August", "9–13 Uhr"), brackets stay whole, and a web address is no line of its own
// (a blind review printed "Mathe-Ferienkurs für die 9. und 10", "Kleine Gruppen mit max" and
// "10 Termine in den Sommerferien (28. Juli.").
import { analyzePrompt } from './analyze';
import { readBrief } from './brief';
import { ownLines } from './own-lines';

// As writeCopy reads them: from the brief's copy, the request taken off.
function linesOf(prompt: string): string[] {
  return ownLines(readBrief(prompt).copy, analyzePrompt(prompt));
}

describe('clause bounds of own lines', () => {
  it.each([
    [
      'Nachhilfe Pythagoras: Physik-Intensivkurs für die 11. und 12. Klasse in kleinen Gruppen. 149 €.',
      'für die 11. und 12. Klasse',
    ],
    ['Tanzschule Walzerglück feiert ihr 25. Jubiläum mit einem großen Ball. Karten 30 €.', 'ihr 25. Jubiläum'],
    ['Yogastudio Lotus: Anfängerkurs mit max. 8 Teilnehmern pro Gruppe. Start 3. März.', 'max. 8 Teilnehmern'],
    ['Kochschule Salz: Pasta-Workshop, ca. 3 Stunden gemeinsam kochen und essen. 79 €.', 'ca. 3 Stunden'],
    [
      'Clinic Vita: whitening sessions incl. a free check-up with our hygienists. Book online.',
      'incl. a free check-up',
    ],
  ])('keeps "%s" whole', (prompt, part) => {
    const lines = linesOf(prompt);
    expect(lines.some((l) => l.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  });

  it.each([
    ['Sommerakademie Lichtblick: 10 Malkurse in den Ferien (14. Juli – 25. Juli), je 2 Stunden, 120 €.', '(14. Juli'],
    ['Stage de voile Les Mouettes : 5 matinées (7 juillet – 11 juillet) pour les 8-12 ans, 210 €.', '(7 juillet'],
    [
      'Bauernmarkt Hofgut Linde: frisches Gemüse und Käse, jeden Samstag 9–13 Uhr auf dem Dorfplatz.',
      'jeden Samstag 9',
    ],
  ])('never cuts a range or a bracket in "%s"', (prompt, cut) => {
    for (const line of linesOf(prompt)) expect(line.endsWith(cut) || line.endsWith(`${cut}.`)).toBe(false);
  });

  it('still ends a clause at a dash between words, and before a count that is no range', () => {
    const lines = linesOf('Oakridge Tree Care – certified arborists who treat every tree with care. Free quotes.');
    expect(lines.some((l) => l.startsWith('Oakridge Tree Care –'))).toBe(false);
    const report = linesOf(
      'Download our free 2025 Retail Pulse report – 32 pages of data from 900 store managers. By Northwind Research.',
    );
    expect(report.some((l) => l.startsWith('32 pages of data from 900 store managers'))).toBe(true);
  });

  it.each([
    'Lernatelier Kompass: Mathe-Nachhilfe in kleinen Gruppen. Anmeldung bis 15. Juli! lernatelier-kompass.de',
    'Atelier Bleu : cours de dessin pour adultes, le mardi soir. Infos sur atelier-bleu-dessin.fr',
  ])('prints no bare web address as a line in "%s"', (prompt) => {
    for (const line of linesOf(prompt)) expect(line).not.toMatch(/^[\p{L}-]+\.(?:de|fr)$/iu);
  });

  it.each([
    [
      'Ad for my locksmith business, Fast Lane Locksmiths. 24/7 emergency lockouts, there within 30 minutes.',
      /locksmith business/iu,
    ],
    [
      'Anuncio para mi negocio de fontanería, Fontanería Ruiz. Urgencias 24 h, presupuesto sin compromiso.',
      /negocio de fontaner/iu,
    ],
    [
      'Pub pour ma petite entreprise de ramonage, Ramonage Duval. Intervention rapide dans tout le Jura.',
      /entreprise de ramonage/iu,
    ],
  ])('prints no self-description of the owner in "%s"', (prompt, self) => {
    for (const line of linesOf(prompt)) expect(line).not.toMatch(self);
  });
});
