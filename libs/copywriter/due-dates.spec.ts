// A day something is due by ("the April 15 tax deadline", "bis 31. Juli fällig", "date limite le 25 mai")
// is a deadline: never a day to save, never the end of a price ("from $89 until April 15").
import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const CASES: Array<[LanguageId, string]> = [
  ['english', 'Harlow Accounting: file before the April 15 deadline, personal returns from $95'],
  ['german', 'Lohnsteuerhilfe Becker: Erklärung bis zum 31. Juli fällig, Beratung ab 99 €'],
  ['french', 'Compta Léon : date limite de déclaration le 25 mai, dossier dès 69 €'],
  ['spanish', 'Gestoría Ribera: fecha límite de la renta el 30 de junio, desde 45 €'],
  ['italian', 'Studio Fiscale Conti: scadenza del 730 il 30 settembre, da 59 €'],
];

describe('due dates', () => {
  it.each(CASES)('%s: %s', (language, prompt) => {
    const date = analyzePrompt(prompt).dateDetails[0];
    expect([date?.relation, date?.deadlineOf]).toEqual(['until', 'due']);
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 2 });
    const texts = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    expect(
      texts.filter((t) => /save the date|à vos agendas|reserva la fecha|segna la data|merk dir/iu.test(t)),
    ).toEqual([]);
  });
});
