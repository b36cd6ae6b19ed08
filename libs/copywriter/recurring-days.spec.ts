import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

/** Each bank's "save the date" title: an event's date, never a deadline's or a weekly deal's. */
const SAVE_THE_DATE: Record<LanguageId, RegExp> = {
  english: /Save the date/i,
  german: /Save the Date/i,
  french: /À vos agendas/i,
  spanish: /Reserva la fecha/i,
  italian: /Segna la data/i,
  portuguese: /Reserve a data/i,
  dutch: /Noteer de datum/i,
  japanese: /開催/u,
  arabic: /احفظ التاريخ/u,
};

const copyOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1, 2, 3].flatMap((seed) =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

const relations = (prompt: string): string[][] => analyzePrompt(prompt).dateDetails.map((d) => [d.text, d.relation]);

describe('a weekly deal is a recurring day, an order deadline a deadline: never "save the date"', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Taco Tuesday: $2 tacos every Tuesday at Casa Lupe', 'Tuesday'],
    ['german', 'Schnitzeltag am Dienstag: jeden Dienstag Schnitzel für 9,90 € im Gasthaus Krone', 'Dienstag'],
    ['french', 'Mardi moules : tous les mardis, moules-frites à 12 € au Bistrot du Port', 'mardis'],
    ['spanish', 'Martes de tacos: todos los martes, tacos a 1 € en La Cantina', 'martes'],
  ])('%s: "%s" has one recurring day', (language, prompt, day) => {
    expect(relations(prompt)).toEqual([[day, 'every']]);
    expect(copyOf(prompt, language).filter((l) => SAVE_THE_DATE[language].test(l))).toEqual([]);
  });

  it.each<[LanguageId, string]>([
    ['english', 'Order your custom birthday cake by Friday at Sugar Lane'],
    ['german', 'Weihnachtsgans bis Freitag bestellen bei Metzgerei Huber'],
    ['french', 'Commandez vos bûches avant le 20 décembre chez Pâtisserie Lenoir'],
    ['spanish', 'Encarga tu roscón antes del 5 de enero en Panadería Sol'],
    ['italian', 'Ordina il panettone entro il 20 dicembre da Pasticceria Rossi'],
    ['portuguese', 'Encomende o seu bolo até sexta-feira na Doçaria Lima'],
    ['dutch', 'Bestel je kersttaart uiterlijk vrijdag bij Bakkerij Smit'],
    ['japanese', 'おせち料理のご予約は12月20日まで、料亭はなぶさ'],
    ['arabic', 'اطلب كعكة العيد قبل يوم الخميس من حلويات الشام'],
  ])('%s: "%s" is a deadline', (language, prompt) => {
    expect(analyzePrompt(prompt).dateDetails.map((d) => d.relation)).toEqual(['until']);
    expect(copyOf(prompt, language).filter((l) => SAVE_THE_DATE[language].test(l))).toEqual([]);
  });

  it('reads a weekday inside a named day ("Giving Tuesday (Dec 2)") as part of the name', () => {
    const prompt = 'This Giving Tuesday (Dec 2), every donation to Hope Kitchen is matched';
    expect(relations(prompt)).toEqual([['Dec 2', 'on']]);
    expect(copyOf(prompt, 'english').some((l) => /Tuesday/.test(l) && /Save the date/.test(l))).toBe(false);
  });

  it('still saves the date of a one-off day', () => {
    expect(relations('Jazz night this Friday at Blue Note')).toEqual([['Friday', 'on']]);
  });
});
