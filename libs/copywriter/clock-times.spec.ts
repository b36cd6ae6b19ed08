import { analyzePrompt } from './analyze';

type Clock = [number, number];

/** Every time the prompt gives, as [start, end] on a 24-hour clock (end absent for a single time). */
const clocks = (prompt: string): Array<[Clock, Clock | undefined]> =>
  analyzePrompt(prompt)
    .dateDetails.filter((d) => d.time)
    .map((d) => [[d.time!.hour, d.time!.minute], d.endTime ? [d.endTime.hour, d.endTime.minute] : undefined]);

describe('a time keeps its minutes and its half of the day, alone or in a range', () => {
  it.each<[string, Array<[Clock, Clock | undefined]>]>([
    // French writes the minutes after a spaced or unspaced "h".
    ['Soirée théâtre vendredi 3 mai à 20 h 45, Théâtre du Lys', [[[20, 45], undefined]]],
    ['Vernissage jeudi 6 juin à 18h30 à la galerie Mauve', [[[18, 30], undefined]]],
    [
      'Atelier céramique de 9 h 30 à 12 h',
      [
        [
          [9, 30],
          [12, 0],
        ],
      ],
    ],
    [
      'Marché fermier, ouvert de 8 h à 13 h 30',
      [
        [
          [8, 0],
          [13, 30],
        ],
      ],
    ],
    [
      'Brunch du dimanche de 11h à 14h30 au Café Perle',
      [
        [
          [11, 0],
          [14, 30],
        ],
      ],
    ],
    // Japanese 午前/午後 and 半 (half past).
    [
      '営業時間 午前9時〜午後5時 スタジオ・ソラ',
      [
        [
          [9, 0],
          [17, 0],
        ],
      ],
    ],
    ['ジャズライブ 午後7時半開演', [[[19, 30], undefined]]],
    [
      '朝市 午前6時から10時まで',
      [
        [
          [6, 0],
          [10, 0],
        ],
      ],
    ],
    // Arabic with the tanween written before the alif ("صباحًا").
    [
      'معرض الكتاب مفتوح من 9 صباحًا إلى 5 مساءً',
      [
        [
          [9, 0],
          [17, 0],
        ],
      ],
    ],
    ['ورشة خط عربي الساعة 11 صباحًا', [[[11, 0], undefined]]],
    // The other languages keep theirs.
    [
      'Kinderflohmarkt 9–15 Uhr im Gemeindehaus',
      [
        [
          [9, 0],
          [15, 0],
        ],
      ],
    ],
    [
      'Clases de salsa de 19:30 a 21:00 en Estudio Ritmo',
      [
        [
          [19, 30],
          [21, 0],
        ],
      ],
    ],
    [
      'Aperitivo dalle 18.30 alle 20.30 al Bar Corso',
      [
        [
          [18, 30],
          [20, 30],
        ],
      ],
    ],
    [
      'Feira de artesanato das 10h às 16h30',
      [
        [
          [10, 0],
          [16, 30],
        ],
      ],
    ],
    [
      'Proeverij van 14.00 tot 17.30 uur bij Wijnhuis Vos',
      [
        [
          [14, 0],
          [17, 30],
        ],
      ],
    ],
    ['Open mic night 8:30pm at The Lantern', [[[20, 30], undefined]]],
    // An hour said by its preposition, with or without its word for "hour".
    ['Lecture publique jeudi à 19 heures, bibliothèque Voltaire', [[[19, 0], undefined]]],
    ['Pubquiz donderdag om 20 uur in Café Anker', [[[20, 0], undefined]]],
    ['Degustazione sabato alle 18 da Enoteca Rossi', [[[18, 0], undefined]]],
    [
      'Mercatino dalle 9 alle 13, piazza Duomo',
      [
        [
          [9, 0],
          [13, 0],
        ],
      ],
    ],
    [
      'Brechó das 9 às 15, Praça da Sé',
      [
        [
          [9, 0],
          [15, 0],
        ],
      ],
    ],
    [
      'Tentoonstelling open van 11 tot 17 uur, Museum Hof',
      [
        [
          [11, 0],
          [17, 0],
        ],
      ],
    ],
  ])('%s', (prompt, expected) => {
    expect(clocks(prompt)).toEqual(expected);
  });

  it('a duration written with "h" and "min" is no time of day', () => {
    expect(clocks('Trail de 2 h 30 min dans les Vosges')).toEqual([]);
  });

  it('a duration or a count after the same words stays one ("van 3 uur", "alle 12 persone")', () => {
    expect(clocks('Workshop van 3 uur, 45 euro')).toEqual([]);
    expect(analyzePrompt('Workshop van 3 uur, 45 euro').specs).toEqual(['3 uur']);
    expect(clocks('Menu degustazione a 35 € alle 12 persone più veloci')).toEqual([]);
  });
});
