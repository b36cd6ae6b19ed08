// A template joins a preposition or a colon only to a value of the right kind, into a whole phrase: no
// bullet of a preposition and a name ("In Wye Valley", "On Mill Road"), no sentence of only the brand
// ("All at The Gilded Hare.", "Alles bij Hemelvaartsdag."), no "Save the date:" before a bare weekday.
// Prompts of a blind judge's findings.
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';

const linesOf = (prompt: string, language: LanguageId): string[] =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 4 }).pages.flatMap((p: Page) =>
    p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])).filter((v): v is string => typeof v === 'string'),
  );

describe('glued phrases', () => {
  it.each<[LanguageId, string, RegExp]>([
    [
      'english',
      'Guided river walk this Saturday, start 10am at our hut in Tintern, Wye Valley. Tickets £12, under 16s free.',
      /^(?:In|On) [A-Z]\S*(?: \S+)?$/,
    ],
    ['english', 'The Gilded Hare pub in Ludlow: Sunday roast £18, live folk music from 7pm', /All at|^In Ludlow$/],
    ['english', 'The Gilded Hare pub in Ludlow: Sunday roast £18, live folk music from 7pm', /^Save the date: Sunday$/],
    ['german', 'Yogastudio Atem in Leipzig eröffnet am 1. März, erste Stunde gratis', /^In Leipzig$/],
    ['french', 'Boulangerie Léonie à Lyon : -20% sur les viennoiseries jusqu’au 15 mars', /^À Lyon$/],
    ['spanish', 'Café Alba en Sevilla abre el 2 de junio, primer café gratis', /^En Sevilla$/],
    ['portuguese', 'Pet Shop Amigo Fiel em Porto Alegre: banho e tosa por R$ 60 até 30 de junho', /Tudo com/],
    ['dutch', 'Koffiebar Bonen in Utrecht: tweede koffie gratis tot zaterdag, Oudegracht 120', /Alles bij/],
    ['dutch', 'Kerstmarkt in Valkenburg van 15 november tot 30 december', /^In Valkenburg$/],
    ['arabic', 'معرض الكتاب في الشارقة من 1 نوفمبر إلى 15 نوفمبر، الدخول مجاني', /^في الشارقة$/],
  ])('%s: %s has no %s', (language, prompt, glued) => {
    expect(linesOf(prompt, language).filter((l) => glued.test(l))).toEqual([]);
  });

  it('still names the place, in a whole line', () => {
    const lines = linesOf('Kerstmarkt in Valkenburg van 15 november tot 30 december', 'dutch');
    expect(lines.some((l) => l.includes('Valkenburg'))).toBe(true);
    const en = linesOf('Charity book sale at our shop in Hebden Bridge, Saturday 3 May, all books £1', 'english');
    expect(en.some((l) => l.includes('Hebden Bridge'))).toBe(true);
  });

  // ("Save the date:" or, since heads.spec, the event itself leads the date: "Summer fair: Saturday, June 14 …")
  it('keeps a headline that leads a date to save', () => {
    const lines = [1, 2, 3].flatMap(() =>
      linesOf('Summer fair at Ashby Village Hall, Saturday 14 June, 11am, free entry', 'english'),
    );
    expect(lines.filter((l) => /^(?:Save the date|Summer fair): Saturday/.test(l))).not.toEqual([]);
  });
});
