// Phrases read whole: a German or Dutch day's full stop does not cut a line ("bis 31. März" is not "Buchbar
// bis 31" and "März auf …"), and a product named by a unit keeps its count ("3 Stunden Grundreinigung").
import { analyzePrompt } from './analyze';
import { ownLines } from './own-lines';

describe('phrases read whole', () => {
  it.each([
    [
      'Reinigungsdienst Glanz: 2 Stunden Polsterreinigung für 69 €. Buchbar bis 30. April auf glanz-service.de',
      '30. April',
    ],
    ['Tuinservice Groen: 3 uur snoeiwerk voor € 120. Te boeken tot 15. mei via tuingroen.nl', '15. mei'],
  ])('keeps the day whole in "%s"', (prompt, day) => {
    const lines = ownLines(prompt, analyzePrompt(prompt));
    expect(lines.some((l) => l.includes(day))).toBe(true);
    expect(lines.some((l) => /^\p{Lu}\p{Ll}+ (?:auf|unter|via)\b/u.test(l) && !l.includes(day))).toBe(false);
  });

  it('still ends a sentence after a number that is no day', () => {
    const prompt = 'Fahrradladen Speiche: Nur 16 Räder. Jetzt Probefahrt buchen.';
    expect(
      ownLines(prompt, analyzePrompt(prompt)).some((l) => l.includes('Jetzt Probefahrt') && l.includes('16')),
    ).toBe(false);
  });

  it.each([
    ['Putzteufel Reinigung: 4 Stunden Fensterputz für 79 €', '4 Stunden Fensterputz'],
    ['Reinigungsdienst Glanz: 2 Stunden Polsterreinigung für 69 €', '2 Stunden Polsterreinigung'],
  ])('keeps the count of a product named by a unit in "%s"', (prompt, product) => {
    expect(analyzePrompt(prompt).product ?? '').toContain(product);
  });
});
