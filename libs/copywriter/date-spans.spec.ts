import { analyzePrompt } from './analyze';
import type { DateRef, LanguageId } from './types';
import { writeCopy } from './write-copy';

const linesOf = (prompt: string, language: LanguageId, width = 1080, height = 1080): string[] =>
  [0, 1, 2].flatMap((seed) =>
    writeCopy({ prompt, width, height, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

const datesOf = (prompt: string): DateRef[] => analyzePrompt(prompt).dateDetails;

/** Each bank's "save the date" headline, the form of one day to put in a calendar. */
const SAVE_THE_DATE =
  /save the date|à vos agendas|reserva la fecha|segna la data|reserve a data|noteer de datum|احفظ التاريخ/iu;

describe('days of two months joined as a range are one period', () => {
  it.each<[LanguageId, string, [number, number, number, number], RegExp]>([
    ['english', 'Winter lights trail Dec 12 – Jan 6 at Kew Gardens, tickets £18', [12, 12, 6, 1], /\b12\b/],
    ['german', 'Eisbahn am Domplatz 28.11.–6.1., Eintritt 5 €', [28, 11, 6, 1], /\b28\b/],
    ['french', 'Exposition Monet du 14 octobre au 2 février au Musée Marmottan', [14, 10, 2, 2], /\b14\b/],
    ['spanish', 'Feria del libro del 28 de mayo al 13 de junio en el Retiro', [28, 5, 13, 6], /\b28\b/],
    ['italian', 'Mostra di Caravaggio dal 15/10 al 12/01 a Palazzo Reale', [15, 10, 12, 1], /\b15\b/],
    ['portuguese', 'Feira do livro de 29 de maio a 15 de junho no Parque Eduardo VII', [29, 5, 15, 6], /\b29\b/],
    ['dutch', 'IJsbaan op het Museumplein van 20 november tot 5 januari', [20, 11, 5, 1], /\b20\b/],
    ['japanese', '紅葉ライトアップ 11月15日〜12月7日 嵐山', [15, 11, 7, 12], /11月15日/u],
    ['arabic', 'معرض الكتاب من 29 سبتمبر إلى 8 أكتوبر في مركز المعارض', [29, 9, 8, 10], /29/u],
  ])('%s: "%s"', (language, prompt, [day, month, endDay, endMonth], startDay) => {
    const days = datesOf(prompt).filter((d) => d.kind === 'date');
    expect(days).toEqual([expect.objectContaining({ kind: 'date', day, month, endDay, endMonth })]);
    const lines = linesOf(prompt, language);
    // Never a one-day "save the date", and the first day never stands without the last.
    expect(lines.filter((l) => SAVE_THE_DATE.test(l))).toEqual([]);
    const ends = new RegExp(`(?<!\\d)${endDay}(?!\\d)`, 'u');
    expect(lines.filter((l) => startDay.test(l) && !ends.test(l))).toEqual([]);
    expect(lines.some((l) => startDay.test(l) && ends.test(l))).toBe(true);
  });

  it('a range of one month keeps its single month', () => {
    expect(datesOf('Sommerfest im Stadtpark 3.–15. Juni, Eintritt frei')).toEqual([
      expect.objectContaining({ kind: 'date', day: 3, month: 6, endDay: 15 }),
    ]);
    expect(datesOf('Sommerfest im Stadtpark 3.–15. Juni, Eintritt frei')[0]).not.toHaveProperty('endMonth');
  });

  it.each<[string, [number, number, number]]>([
    ['Kerstmarkt van 12 t/m 22 december op de Grote Markt', [12, 22, 12]],
    ['مهرجان التمور من 12 إلى 22 ديسمبر في حديقة الملك', [12, 22, 12]],
    ['Feira de artesanato de 5 até 9 de junho na Praça da Sé', [5, 9, 6]],
  ])('a range of one month in its own words: "%s"', (prompt, [day, endDay, month]) => {
    expect(datesOf(prompt)).toEqual([expect.objectContaining({ kind: 'date', day, endDay, month })]);
  });

  it('two days joined by "and" stay two days', () => {
    expect(datesOf('Open studios on May 3 and June 7 at Loft 9').filter((d) => d.kind === 'date')).toHaveLength(2);
  });
});

describe('hours written the language’s way are times', () => {
  it.each<[LanguageId, string, [number, number], RegExp]>([
    ['french', 'Fromagerie Lenoir, ouverte dès 8h, plateau 12 €', [8, 0], /8\s?h/u],
    ['italian', 'Cena di beneficenza sabato ore 20 al Circolo Arci', [20, 0], /20/u],
    ['spanish', 'Concierto de guitarra el sábado a las 21 en la Sala Sol', [21, 0], /21/u],
  ])('%s: "%s"', (language, prompt, [hour, minute], printed) => {
    expect(
      datesOf(prompt)
        .filter((d) => d.time)
        .map((d) => d.time),
    ).toEqual([{ hour, minute }]);
    expect(linesOf(prompt, language).some((l) => printed.test(l))).toBe(true);
  });

  it('a time before the repeat of its day goes with it ("vanaf 19.30 uur elke vrijdag")', () => {
    expect(datesOf('Bingo vanaf 19.30 uur elke vrijdag in Buurthuis De Linde')).toEqual([
      expect.objectContaining({ kind: 'weekday', weekday: 5, relation: 'every', time: { hour: 19, minute: 30 } }),
    ]);
  });
});

describe('a day and its time range stay together on every line', () => {
  it.each<[LanguageId, string, RegExp, RegExp]>([
    ['german', 'Wochenmarkt jeden Donnerstag 8–12 Uhr auf dem Lindenplatz', /(?<!\d)8(?!\d)/u, /12/u],
    ['english', 'Flea market every Sunday 8am–2pm at Riverside Park', /8\s?am/iu, /2\s?pm/iu],
    ['french', 'Marché bio chaque mercredi 8h–13h, place Carnot', /(?<!\d)8(?!\d)/u, /13/u],
    ['english', 'Cyber week deals Nov 24 - Dec 1 at Gadget Hub, 40% off', /Nov(?:ember)? 24/u, /Dec(?:ember)? 1\b/u],
    ['japanese', '中華料理 龍門 営業時間 11時〜14時、17時〜22時', /11時/u, /17時/u],
  ])('%s: "%s"', (language, prompt, start, end) => {
    for (const [width, height] of [
      [1080, 1080],
      [728, 90],
    ]) {
      const lines = linesOf(prompt, language, width, height);
      expect(lines.filter((l) => start.test(l) !== end.test(l))).toEqual([]);
    }
  });
});

describe('two times of one thing are one phrase', () => {
  it.each<[LanguageId, string, Array<[number, number]>, RegExp]>([
    [
      'english',
      'Free pottery taster Sunday. 11am. 3pm. Book a spot',
      [
        [11, 0],
        [15, 0],
      ],
      /11am & 3pm/u,
    ],
    [
      'german',
      'Führung durchs Schloss am Sonntag um 11 und 15 Uhr',
      [
        [11, 0],
        [15, 0],
      ],
      /11 und 15\s?Uhr/u,
    ],
    [
      'french',
      'Visite guidée du château samedi à 10h et 15h',
      [
        [10, 0],
        [15, 0],
      ],
      /10(?:\s?h)? et 15\s?h/u,
    ],
  ])('%s: "%s"', (language, prompt, clocks, phrase) => {
    const timed = datesOf(prompt).filter((d) => d.time);
    expect(timed).toHaveLength(1);
    const [d] = timed;
    expect([d.time, ...(d.moreTimes ?? []).map((t) => t.time)]).toEqual(
      clocks.map(([hour, minute]) => ({ hour, minute })),
    );
    const lines = linesOf(prompt, language);
    expect(lines.some((l) => phrase.test(l))).toBe(true);
    // Never a sentence of its own per time ("11am. 3pm.").
    expect(lines.filter((l) => /\d\s?(?:am|pm|h|Uhr)\.\s+\d/u.test(l))).toEqual([]);
  });
});

describe('opening hours with a lunch break keep both spans', () => {
  it.each<[LanguageId, string, [number, number, number, number], RegExp, RegExp]>([
    ['german', 'Bürgerbüro Mo–Fr 8–12 und 13–16 Uhr geöffnet', [8, 12, 13, 16], /(?<!\d)8–12/u, /13–16/u],
    ['french', 'Mairie de Vernon ouverte de 8h à 12h et de 14h à 17h', [8, 12, 14, 17], /8\s?h à 12/u, /14\s?h à 17/u],
    [
      'dutch',
      'Bibliotheek Oost open van 10.00 tot 12.00 uur en van 13.00 tot 17.00 uur',
      [10, 12, 13, 17],
      /10[.:]00/u,
      /13[.:]00/u,
    ],
    [
      'italian',
      'Farmacia Centrale aperta dalle 9 alle 13 e dalle 15 alle 19',
      [9, 13, 15, 19],
      /9 alle 13/u,
      /15 alle 19/u,
    ],
    ['english', 'Walk-in clinic open 9am–12pm and 2pm–6pm on weekdays', [9, 12, 14, 18], /9am–12pm/u, /2pm–6pm/u],
  ])('%s: "%s"', (language, prompt, [a, b, c, d], morning, afternoon) => {
    const timed = datesOf(prompt).filter((x) => x.time);
    expect(timed).toHaveLength(1);
    const [t] = timed;
    expect([t.time?.hour, t.endTime?.hour, t.moreTimes?.[0].time.hour, t.moreTimes?.[0].endTime?.hour]).toEqual([
      a,
      b,
      c,
      d,
    ]);
    // Wherever the afternoon is printed, the morning is too: never one span of the two.
    const lines = linesOf(prompt, language);
    expect(lines.some((l) => afternoon.test(l))).toBe(true);
    expect(lines.filter((l) => afternoon.test(l) !== morning.test(l))).toEqual([]);
  });
});
