import { furnitureFor } from '../../src/modules/rendering/domain/furniture-for';
import { analyzePrompt } from './analyze';
import { PHRASE_BANKS } from './languages';
import { formatDate } from './render-facts';
import type { DateRef, LanguageId } from './types';
import { writeCopy } from './write-copy';

const days = (prompt: string): DateRef[] => analyzePrompt(prompt).dateDetails.filter((d) => d.kind !== 'time');

describe('every day of a run or a list of days is read, never the last alone', () => {
  it.each<[LanguageId, string, number, number, number]>([
    ['german', 'Töpfermarkt am Schlossplatz, 3.–5.5., täglich 10–18 Uhr', 3, 5, 5],
    ['german', 'Kunsthandwerkermarkt 21.-23.11.2025 in der Stadthalle', 21, 23, 11],
    ['dutch', 'Boekenmarkt in de Grote Kerk 3.-5.5., gratis entree', 3, 5, 5],
    ['japanese', '花火大会 8月1日〜3日 河川敷にて開催', 1, 3, 8],
  ])('%s: a run of days "%s"', (_language, prompt, day, endDay, month) => {
    const [date, ...others] = days(prompt);
    expect(others).toEqual([]);
    expect(date).toMatchObject({ kind: 'date', day, endDay, month });
    expect(date).not.toHaveProperty('dayList');
  });

  it.each<[LanguageId, string, number, number, number]>([
    ['french', 'Portes ouvertes de la ferme les 6 et 7 décembre, dégustation gratuite', 6, 7, 12],
    ['spanish', 'Feria del libro antiguo los días 13 y 14 de junio en la Plaza Mayor', 13, 14, 6],
    ['italian', 'Sagra della castagna il 18 e 19 ottobre in piazza', 18, 19, 10],
    ['portuguese', 'Feira de artesanato nos dias 6 e 7 de dezembro no Largo do Carmo', 6, 7, 12],
    ['dutch', 'Kerstmarkt op 13 en 14 december bij kasteel De Haar', 13, 14, 12],
    ['german', 'Weinfest im Gutshof am 12. und 13.9., Eintritt frei', 12, 13, 9],
    ['english', 'Craft fair on 6 and 7 December at the town hall', 6, 7, 12],
    ['arabic', 'معرض الكتاب يومي 6 و7 ديسمبر في المركز الثقافي', 6, 7, 12],
    ['japanese', '陶芸まつり 10月12日（土）・13日（日） 入場無料', 12, 13, 10],
    ['dutch', 'Braderie zaterdag 17 en zondag 18 mei in het centrum', 17, 18, 5],
    ['french', 'Fête du village samedi 6 et dimanche 7 juillet, entrée libre', 6, 7, 7],
  ])('%s: two days named "%s"', (language, prompt, day, endDay, month) => {
    const [date, ...others] = days(prompt);
    expect(others).toEqual([]);
    expect(date).toMatchObject({ kind: 'date', day, endDay, month, dayList: true });
    // Both days are printed, as two days: never "du 6 au 7" nor the second alone.
    const printed = formatDate(date, PHRASE_BANKS[language]);
    expect(printed).toContain(String(day));
    expect(printed).toContain(String(endDay));
    expect(printed).not.toMatch(/[–〜]| au | al | a \d/u);
  });
});

describe('the year the prompt gives stays with its date', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Charity gala dinner on 14 March 2026 at the Grand Hotel', 'March 14, 2026'],
    ['spanish', 'Cena benéfica el 14 de marzo de 2026 en el Hotel Colón', '14 de marzo de 2026'],
    ['german', 'Jubiläumsfeier am 14.3.2026 im Rathaussaal', '14. März 2026'],
    ['french', 'Gala de charité le 14 mars 2026 au Grand Hôtel', '14 mars 2026'],
    ['italian', 'Cena di beneficenza il 14 marzo 2026 a Palazzo Reale', '14 marzo 2026'],
    ['portuguese', 'Jantar solidário a 14 de março de 2026 no Hotel Avenida', '14 de março de 2026'],
    ['dutch', 'Benefietdiner op 14 maart 2026 in Hotel De Wereld', '14 maart 2026'],
    ['japanese', '2026年3月14日 創業50周年記念式典', '2026年3月14日'],
  ])('%s: "%s"', (language, prompt, written) => {
    const [date] = days(prompt);
    expect(date).toMatchObject({ kind: 'date', day: 14, month: 3, year: 2026 });
    expect(formatDate(date, PHRASE_BANKS[language])).toContain(written);
  });
});

describe('a weekday shortened before its date is that date’s', () => {
  it.each<[LanguageId, string]>([
    ['dutch', 'Rommelmarkt op za 22 maart bij buurthuis De Linde'],
    ['german', 'Flohmarkt Sa. 22.3. auf dem Kirchplatz'],
    ['german', 'Flohmarkt Sa, 22. März auf dem Kirchplatz'],
    ['french', 'Vide-grenier sam. 22 mars place du village'],
    ['spanish', 'Rastrillo solidario sáb. 22 de marzo en la Plaza Mayor'],
    ['italian', 'Mercatino sab 22 marzo in piazza Garibaldi'],
    ['portuguese', 'Bazar solidário sáb., 22 de março, no Largo do Carmo'],
    ['english', 'Bake sale Sat 22 March at St Mary’s hall'],
  ])('%s: "%s"', (_language, prompt) => {
    const [date, ...others] = days(prompt);
    expect(others).toEqual([]);
    expect(date).toMatchObject({ kind: 'date', day: 22, month: 3, weekday: 6, relation: 'on' });
    // The short weekday is part of the date's words, so no line keeps it alone ("Vide-grenier sam").
    expect(date.text).toMatch(/^(?:za|sa|sam|sáb|sab|sat)\.?,? /iu);
  });
});

describe('the full stop of a short weekday ends no line', () => {
  const linesOf = (prompt: string, language: LanguageId): string[] =>
    [0, 1].flatMap((seed) =>
      writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
        page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
      ),
    );
  it.each<[LanguageId, string]>([
    ['french', 'Bourse aux jouets sam. 22 mars à la salle des fêtes, dès 9h'],
    ['german', 'Kinderkleiderbörse Sa. 22.3. im Gemeindehaus, ab 9 Uhr'],
    ['spanish', 'Mercadillo de juguetes sáb. 22 de marzo en el centro cívico'],
  ])('%s: "%s"', (language, prompt) => {
    for (const line of linesOf(prompt, language)) expect(line).not.toMatch(/(?:^|\s)(?:sam|sa|sáb)\.?$/iu);
  });
});

describe('the date tile shows two days named as two', () => {
  it.each<[LanguageId, string, string]>([
    ['french', 'Marché aux puces les 6 et 13 juin, place du Marché', '6 & 13'],
    ['dutch', 'Kerstmarkt op 13 en 14 december bij kasteel De Haar', '13 & 14'],
    ['japanese', '陶芸まつり 10月12日（土）・13日（日） 入場無料', '12・13'],
  ])('%s: "%s"', (language, prompt, day) => {
    expect(furnitureFor(prompt, language)?.event?.day).toBe(day);
  });
});

describe('the day a course starts or a season opens is said so, never a day to save', () => {
  const SAVE_THE_DATE =
    /save the date|reserva la fecha|noteer de datum|à vos agendas|segna la data|reserve a data|احجز موعدك|開催/iu;
  const linesOf = (prompt: string, language: LanguageId): string[] =>
    [0, 1, 2].flatMap((seed) =>
      writeCopy({ prompt, width: 1080, height: 1080, language, count: 4, seed }).pages.flatMap((page) =>
        page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
      ),
    );
  it.each<[LanguageId, string, 'start' | 'open']>([
    ['dutch', 'Cursus aquarelleren voor beginners, start 9 januari, 6 lessen voor 150 euro', 'start'],
    ['spanish', 'Piscina de verano del club: abre temporada el 1 de junio, abono 40 €', 'open'],
    ['english', 'Evening pottery course for adults starts 9 January, 6 sessions for £150', 'start'],
    ['german', 'Freibad Süd: Saisonstart am 15. Mai, Zehnerkarte 35 €', 'start'],
    ['french', 'Cours de yoga pour débutants, début des cours le 9 janvier, 10 séances 120 €', 'start'],
    ['italian', 'Piscina comunale all’aperto: apertura il 1 giugno, abbonamento 40 €', 'open'],
    ['portuguese', 'Curso de cerâmica para iniciantes, início a 9 de janeiro, 6 aulas por 150 €', 'start'],
    ['arabic', 'دورة الخط العربي للمبتدئين تبدأ 9 يناير، 6 حصص بـ 150 درهم', 'start'],
    ['japanese', '市民プール 7月1日オープン 回数券10枚 3000円', 'open'],
  ])('%s: "%s"', (language, prompt, begins) => {
    const [date] = days(prompt);
    expect(date).toMatchObject({ kind: 'date', relation: 'on', begins });
    const lines = linesOf(prompt, language);
    expect(lines.join('\n')).not.toMatch(SAVE_THE_DATE);
  });
});

describe('one bare hour after a repeated day is its hour where the prompt says evening or morning', () => {
  it.each<[string, { hour: number; minute: number } | undefined]>([
    ['Trivia night every Thursday at 8 at the Fox & Hound, teams of up to 6', { hour: 20, minute: 0 }],
    ['Parkrun every Saturday at 9 in Victoria Park, free for all', { hour: 9, minute: 0 }],
    ['Comedy open mic every Friday at 9 at The Crown', { hour: 21, minute: 0 }],
    ['Knitting circle every Wednesday at 2 in the library', { hour: 14, minute: 0 }],
    // Morning or evening unsaid: left unread rather than guessed.
    ['Book club every Monday at 7 in the back room', undefined],
  ])('"%s"', (prompt, time) => {
    const [day] = days(prompt);
    expect(day).toMatchObject({ kind: 'weekday', relation: 'every' });
    expect(day.time).toEqual(time);
  });
});
