import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1, 2].flatMap((seed) =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

/** The dates read, as [text, relation], with no time-only entries. */
const days = (prompt: string): string[][] =>
  analyzePrompt(prompt)
    .dateDetails.filter((d) => d.kind !== 'time')
    .map((d) => [d.text, d.relation]);

describe('a weekly day is read as recurring in every language', () => {
  it.each<[string, string]>([
    ['شاي مجاني كل خميس في مقهى الياسمين', 'كل خميس'],
    ['كل يوم سبت: عصير بنصف السعر في مقهى الليمون', 'كل يوم سبت'],
    ['مشويات بـ 30 ريال أيام الجمعة في مطعم السنابل', 'أيام الجمعة'],
    ['Toda quarta feijoada por R$ 29,90 no Bar da Praça', 'quarta'],
    ['Às quintas, música ao vivo no Bar Aurora', 'quintas'],
    ['Jeden Donnerstag Burger für 8 € im Café Linde', 'Donnerstag'],
    ['Chaque jeudi, couscous à 12 € au Relais Atlas', 'jeudi'],
    ['Todos los jueves, paella a 9 € en Casa Pepa', 'jueves'],
    ['Ogni giovedì, aperitivo a 6 € al Bar Sole', 'giovedì'],
    ['Elke donderdag saté voor €9 bij Eetcafé Noord', 'donderdag'],
    ['毎週木曜日はカレー半額、食堂ひかり', '木曜日'],
    ['Trivia every Thursday at The Crown, free entry', 'Thursday'],
  ])('"%s"', (prompt, day) => {
    expect(days(prompt)).toEqual([[day, 'every']]);
  });

  it('an Arabic pair of weekly days repeats both ("كل خميس وجمعة")', () => {
    expect(days('خصم 10% على الحلويات كل خميس وجمعة في حلويات الريم')).toEqual([
      ['كل خميس', 'every'],
      ['جمعة', 'every'],
    ]);
  });

  it('"segunda" alone is "second", not Monday', () => {
    expect(days('Compre um, a segunda unidade sai pela metade do preço')).toEqual([]);
  });

  it('an Arabic weekly day is no qualifier of the offer, and is said in the copy', () => {
    const prompt = 'شاي مجاني كل خميس في مقهى الياسمين';
    expect(analyzePrompt(prompt).offerDetails.map((o) => o.text)).toEqual(['شاي مجاني']);
    expect(copyOf(prompt, 'english').some((l) => /every Thursday/i.test(l))).toBe(true);
  });
});

describe('opening days, weekends and closed days are the business week, not event dates', () => {
  it.each<[LanguageId, string, string]>([
    ['french', 'Fromagerie Roux, ouvert du mardi au samedi de 9h à 19h', 'du mardi au samedi'],
    ['spanish', 'Ferretería Luz, abierto de lunes a sábado de 9:00 a 20:00', 'de lunes a sábado'],
    ['italian', 'Forno Bianchi, aperto dal lunedì al sabato dalle 7.00 alle 13.00', 'dal lunedì al sabato'],
    ['portuguese', 'Padaria Flor, aberta de segunda a sábado, das 7h às 20h', 'de segunda a sábado'],
    ['german', 'Bäckerei Kern, geöffnet von Montag bis Samstag, 6–18 Uhr', 'von Montag bis Samstag'],
    ['dutch', 'Kaashandel Bos, open van dinsdag tot zaterdag, 9.00–17.00 uur', 'van dinsdag tot zaterdag'],
    ['arabic', 'مخبز الريف مفتوح من الأحد إلى الخميس', 'من الأحد إلى الخميس'],
    ['japanese', '花屋みどり 営業日 火曜〜土曜 10時〜19時', '火曜〜土曜'],
    ['english', 'Riverside flea market, open weekends 8am-2pm', 'weekends'],
    ['spanish', 'Rastro de antigüedades todos los fines de semana en la Plaza Mayor', 'todos los fines de semana'],
    ['dutch', 'Boekenmarkt, open zaterdag en zondag van 10.00 tot 16.00 uur', 'zaterdag en zondag'],
    ['english', 'Lunch special weekdays 11am-2pm, $9 bowls at Green Fork', 'weekdays'],
    ['german', 'Mittagstisch werktags 11:30–14 Uhr im Gasthof Linde', 'werktags'],
    ['spanish', 'Menú entre semana por 11 € en Casa Mila', 'entre semana'],
    ['japanese', 'ランチ 平日11時〜14時 定食800円 食堂こもれび', '平日'],
    ['english', 'Spin class every Tuesday and Thursday at 7am, Pulse Studio', 'every Tuesday and Thursday'],
  ])('%s: "%s"', (language, prompt, written) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.days).toContain(written);
    expect(days(prompt)).toEqual([]);
    // No "save the date" on a day the shop is simply open.
    expect(
      copyOf(prompt, language).some((l) =>
        /agendas|Reserva la fecha|Segna la data|Reserve a data|Save the Date|Noteer de datum|احفظ التاريخ|Save the date/i.test(
          l,
        ),
      ),
    ).toBe(false);
  });

  it.each<[string]>([
    ['Pasticceria Dolce, aperti dalle 7.00 alle 19.00, chiusi il lunedì'],
    ['Librairie Plume, fermé le dimanche, ouvert de 10 h à 19 h'],
    ['Trattoria Sole, montags Ruhetag, sonst 11–22 Uhr'],
    ['Bar Cerveza, cerrado los lunes'],
    ['ラーメン一番 水曜定休'],
    ['Taqueria Luz, closed Mondays'],
  ])('a closed day is neither a date nor a line: "%s"', (prompt) => {
    const analysis = analyzePrompt(prompt);
    expect(days(prompt)).toEqual([]);
    expect(analysis.days).toEqual([]);
    // Nor a headline of the prompt's own words ("CHIUSI IL LUNEDÌ" was printed as a title).
    const language = analysis.promptLanguage;
    const closed = copyOf(prompt, language).filter((l) => /chius|ferm|Ruhetag|cerrado|定休|closed/iu.test(l));
    expect(closed).toEqual([]);
  });
});

it('a day heading a Japanese prompt is no name ("毎週水曜", "土曜日限定")', () => {
  expect(analyzePrompt('毎週水曜 17時〜19時 ハッピーアワー ハイボール半額').brand).toBeUndefined();
  expect(analyzePrompt('土曜日限定 ケーキ半額 パティスリー花').brand).not.toBe('土曜日限定');
});
