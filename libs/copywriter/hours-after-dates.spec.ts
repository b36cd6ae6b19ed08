import { furnitureFor } from '../../src/modules/rendering/domain/furniture-for';
import { analyzePrompt } from './analyze';
import type { DateRef, LanguageId } from './types';
import { writeCopy } from './write-copy';

const linesOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1].flatMap((seed) =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

const days = (prompt: string): DateRef[] => analyzePrompt(prompt).dateDetails.filter((d) => d.kind !== 'time');

describe('hours written after a day are that day’s hours, never days of the month', () => {
  // Each: a Saturday market from 10 to 1, written in the language's own way after its date.
  it.each<[LanguageId, string]>([
    ['dutch', 'Rommelmarkt zaterdag 22 maart 10–13 uur in buurthuis De Linde'],
    ['dutch', 'Kledingruil op 22 maart van 10-13u, wijkcentrum De Boog'],
    ['german', 'Kinderflohmarkt Samstag 22. März 10-13 Uhr, Turnhalle Süd'],
    ['german', 'Kinderflohmarkt am 22.3. von 10 bis 13 Uhr in der Turnhalle Süd'],
    ['french', 'Braderie samedi 22 mars 10h–13h, place de la Mairie'],
    ['french', 'Bourse aux vêtements le samedi 22 mars de 10 h à 13 h à la salle des fêtes'],
    ['spanish', 'Mercadillo solidario el sábado 22 de marzo de 10 a 13 h en la Plaza Mayor'],
    ['italian', 'Mercatino dell’usato sabato 22 marzo ore 10-13 in Piazza Garibaldi'],
    ['portuguese', 'Bazar solidário no sábado, 22 de março, das 10h às 13h, no Largo do Carmo'],
    ['arabic', 'سوق خيري يوم السبت 22 مارس من 10 إلى 1 في مركز الحي'],
    ['arabic', 'سوق خيري يوم السبت 22 مارس من الساعة 10 صباحاً إلى 1 ظهراً'],
    ['japanese', 'フリーマーケット 3月22日(土) 10時〜13時 中央公園'],
    ['english', 'Bake sale Saturday, March 22 from 10 to 1 at St Mary’s hall'],
    ['english', 'Bake sale on 22 March, 10-1, St Mary’s hall'],
  ])('%s: "%s"', (language, prompt) => {
    const [day, ...others] = days(prompt);
    expect(others).toEqual([]);
    expect(day).toMatchObject({ kind: 'date', day: 22, month: 3 });
    expect(day).not.toHaveProperty('endDay');
    expect(day.time).toEqual({ hour: 10, minute: 0 });
    expect(day.endTime).toEqual({ hour: 13, minute: 0 });
    // The ticket-style date tile: the day of the month large, the hours beside it.
    const event = furnitureFor(prompt, language)?.event;
    expect(event?.day).toBe('22');
    expect(event?.time).toMatch(/10/u);
    // No line makes the hours a range of days ("10–13 maart", "del 10 al 13 de marzo", "March 10–13").
    expect(linesOf(prompt, language).join('\n')).not.toMatch(
      /\b10\.?\s*(?:[–-]|a|al|au)\s*13\.?\s+(?:de\s+)?(?:mar|mär|maa)|march\s+10|مارس\s+10/iu,
    );
  });
});

describe('numbers joined by "to" without a clock are read as hours only after a day', () => {
  it.each<[string, string]>([
    ['english', 'Kids camp for ages 8 to 12, Monday June 2 at Oak Park'],
    ['english', 'Private dining for 10 to 20 guests on Saturday May 3'],
    ['spanish', 'Taller de pintura para niños de 6 a 10 años el sábado 3 de mayo'],
    ['german', 'Kochkurs Samstag 3. Mai für 8 bis 12 Personen'],
    ['french', 'Stage de cirque samedi 3 mai, de 8 à 12 ans'],
  ])('%s: "%s"', (_language, prompt) => {
    for (const d of analyzePrompt(prompt).dateDetails) expect(d.time).toBeUndefined();
  });

  it('reads a 12-hour range only where it cannot be the night', () => {
    const hours = (prompt: string): Array<number | undefined> => {
      const d = days(prompt)[0];
      return [d.time?.hour, d.endTime?.hour];
    };
    expect(hours('Open studio Sunday, April 6 from 10 to 4 at Maple Arts')).toEqual([10, 16]);
    expect(hours('Happy hour Friday, June 6, 4-7, at The Anchor')).toEqual([16, 19]);
    // Morning or evening? Left unread rather than guessed.
    expect(hours('Quiz night Friday, June 6, 7 to 10 at The Anchor')).toEqual([undefined, undefined]);
  });
});

describe('opening hours after their days are those days’ hours, worded with them', () => {
  it.each<[LanguageId, string, string, string]>([
    ['english', 'Corner Bakery, open Mon–Sat 7am–6pm, Sunday 8–2', 'Mon–Sat 7am–6pm', 'Sunday 8–2'],
    ['german', 'Bäckerei Kern, geöffnet Mo–Fr 6–18 Uhr, Samstag 7–12 Uhr', 'Mo–Fr 6–18 Uhr', 'Samstag 7–12 Uhr'],
    [
      'french',
      'Boulangerie Lune, ouverte du lundi au vendredi 7h-19h, samedi 8h-13h',
      'du lundi au vendredi 7h-19h',
      'samedi 8h-13h',
    ],
    [
      'spanish',
      'Panadería Sol, abierto de lunes a viernes 8:00-20:00, sábado 9:00-14:00',
      'de lunes a viernes 8:00-20:00',
      'sábado 9:00-14:00',
    ],
    [
      'dutch',
      'Bakkerij Jansen, open maandag t/m vrijdag 8.00–18.00 uur, zaterdag 8–16 uur',
      'maandag t/m vrijdag 8.00–18.00 uur',
      'zaterdag 8–16 uur',
    ],
  ])('%s: "%s"', (language, prompt, weekdays, oneDay) => {
    // The lone day is a day it opens, never an event: no "Save the date: Sunday" with the weekdays' hours.
    expect(days(prompt)).toEqual([]);
    const text = linesOf(prompt, language).join('\n').toLocaleLowerCase();
    expect(text).toContain(weekdays.toLocaleLowerCase());
    expect(text).toContain(oneDay.toLocaleLowerCase());
  });

  it('words the hours alone in another language, where the days are not printed', () => {
    const text = linesOf('Corner Bakery, open Mon–Sat 7am–6pm', 'german').join('\n');
    expect(text).toMatch(/7\s*[–-]\s*18\sUhr/u);
  });
});

describe('an hour later in the sentence of the one day it names is that day’s hour', () => {
  it.each<[LanguageId, string, number, [number, number]]>([
    ['dutch', 'Elke dinsdag pubquiz in Café Bommel, 20.30 uur', 2, [20, 30]],
    ['german', 'Jeden Samstag Wochenmarkt auf dem Lindenplatz, 8–13 Uhr', 6, [8, 0]],
    ['french', 'Tous les jeudis, soirée jazz au Caveau des Lunes, 21h', 4, [21, 0]],
    ['spanish', 'Todos los viernes noche de salsa en Café Habana, 22:00', 5, [22, 0]],
    ['italian', 'Ogni martedì quiz musicale al Bar Centrale, ore 21', 2, [21, 0]],
    ['portuguese', 'Todas as quintas, noite de fado na Tasca do Chico, 21h', 4, [21, 0]],
    ['arabic', 'كل خميس أمسية شعرية في مقهى النور، 8 مساءً', 4, [20, 0]],
    ['english', 'Every Tuesday trivia night at The Crown, 8pm', 2, [20, 0]],
  ])('%s: "%s"', (language, prompt, weekday, [hour, minute]) => {
    const [day, ...others] = analyzePrompt(prompt).dateDetails;
    expect(others).toEqual([]);
    expect(day).toMatchObject({ kind: 'weekday', weekday, relation: 'every', time: { hour, minute } });
    // The hour is said with its day, never alone as a line ("20.30 uur", "8–13 Uhr").
    for (const line of linesOf(prompt, language)) expect(line).not.toMatch(/^[\d.:–\s-]+\s?(?:uur|Uhr|h)?\.?$/u);
  });

  it.each<[string]>([
    // The kitchen's hours are the business's, not the gig's.
    ['Live music this Friday at The Anchor, kitchen open 11am-10pm'],
    // Another sentence: the farm shop's hours, not the feast's.
    ['Am Samstag Hoffest bei Familie Berger. Hofladen täglich 8–18 Uhr'],
  ])('keeps apart: "%s"', (prompt) => {
    const day = days(prompt)[0];
    expect(day.time).toBeUndefined();
  });
});

describe('a range of days in one month is written with the word that opens it', () => {
  it.each<[string, string]>([
    ['Soldes d’hiver du 8 au 28 janvier, jusqu’à -50%', 'du 8 au 28 janvier'],
    ['Sommerschlussverkauf vom 1. bis 31. Juli, bis zu 50% Rabatt', 'vom 1. bis 31. Juli'],
    ['Rebajas del 7 al 31 de enero en Zapatería Luna', 'del 7 al 31 de enero'],
    ['Saldi dal 5 al 28 febbraio da Boutique Aurora', 'dal 5 al 28 febbraio'],
    ['Uitverkoop van 2 tot 20 januari bij Schoenen Smit', 'van 2 tot 20 januari'],
  ])('"%s"', (prompt, written) => {
    expect(days(prompt).map((d) => d.text)).toEqual([written]);
  });
});
