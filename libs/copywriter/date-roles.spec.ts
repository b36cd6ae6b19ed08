import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const copyOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1, 2].flatMap((seed) =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

const relations = (prompt: string): string[][] =>
  analyzePrompt(prompt)
    .dateDetails.filter((d) => d.kind !== 'time')
    .map((d) => [d.text, d.relation]);

/** Each bank's word for "until" as the date forms write it. */
const UNTIL: Record<LanguageId, RegExp> = {
  english: /\buntil\b/i,
  german: /\bbis\b/i,
  french: /jusqu/i,
  spanish: /\bhasta\b/i,
  italian: /\bfino\b/i,
  portuguese: /\baté\b/i,
  dutch: /\btot\b/i,
  japanese: /まで/u,
  arabic: /حتى/u,
};

describe('a one-day event in a sale is the day it is held, never a deadline', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Vintage fair Sunday 9 March, 25% off all jackets at Attic Finds', 'Sunday 9 March'],
    ['french', 'Braderie dimanche 9 mars : -30 % sur les manteaux, Boutique Lila', 'dimanche 9 mars'],
    ['german', 'Hoffest Samstag, 5. April: 10 % Rabatt auf alle Weine, Weingut Berg', 'Samstag, 5. April'],
    ['spanish', 'Mercadillo solidario el 9 de marzo, 20% de descuento en libros', '9 de marzo'],
    ['italian', 'Sagra del tartufo domenica 9 novembre, sconto 15% sui formaggi', 'domenica 9 novembre'],
    ['portuguese', 'Feira de discos dia 9 de março, 20% de desconto em vinis', '9 de março'],
    ['dutch', 'Boekenbeurs zaterdag 8 maart, 20% korting op kookboeken', 'zaterdag 8 maart'],
    ['japanese', '古着フェア 4月6日開催 全品30%オフ', '4月6日'],
    ['arabic', 'سوق الكتب يوم 9 مارس، خصم 25% على الروايات', '9 مارس'],
  ])('%s: "%s"', (language, prompt, written) => {
    expect(relations(prompt)).toEqual([[written, 'on']]);
    expect(copyOf(prompt, language).filter((l) => UNTIL[language].test(l))).toEqual([]);
  });
});

describe('"only" on one day is the day the deal runs: no "until"', () => {
  it.each<[LanguageId, string, string, string]>([
    ['english', 'Wednesday only: free dessert with any main at Olive Tree', 'Wednesday', 'on'],
    ['english', 'Flash sale 40% off, Monday 3 March only, Loom & Co', 'Monday 3 March', 'on'],
    ['spanish', 'Solo los miércoles: postre gratis en Casa Olivo', 'miércoles', 'every'],
    ['french', 'Uniquement le mercredi : dessert offert au Bistro Olive', 'mercredi', 'every'],
    ['italian', 'Solo il mercoledì: dolce in omaggio da Trattoria Ulivo', 'mercoledì', 'every'],
    ['dutch', 'Alleen op woensdag: gratis dessert bij Eetcafé Olijf', 'woensdag', 'on'],
    ['japanese', '水曜日限定 デザート無料 カフェ・オリーブ', '水曜日', 'on'],
    ['arabic', 'فقط يوم الأربعاء: حلوى مجانية في مطعم الزيتونة', 'الأربعاء', 'on'],
  ])('%s: "%s"', (language, prompt, written, relation) => {
    expect(relations(prompt)).toEqual([[written, relation]]);
    expect(copyOf(prompt, language).filter((l) => UNTIL[language].test(l))).toEqual([]);
  });

  it('still reads "today only" and "until Sunday" as deadlines', () => {
    expect(relations('Today only: 30% off all rugs at Loom & Co')).toEqual([['Today', 'until']]);
    expect(relations('Winterschlussverkauf: 30 % Rabatt bis Sonntag')).toEqual([['Sonntag', 'until']]);
  });
});

describe('a deadline to act keeps its role next to the event date', () => {
  /** Each bank's "register by" line, as fact-wording.ts writes it. */
  const REGISTER_BY: Record<LanguageId, string> = {
    english: 'Register by',
    german: 'Anmeldung bis',
    french: 'Inscriptions jusqu’au',
    spanish: 'Inscripciones hasta el',
    italian: 'Iscrizioni entro il',
    portuguese: 'Inscrições até',
    dutch: 'Inschrijven uiterlijk',
    japanese: 'お申し込みは',
    arabic: 'التسجيل حتى',
  };

  it.each<[LanguageId, string, string, string]>([
    ['english', 'Pottery workshop on 18 May, sign up by 9 May, free clay kit', '18 May', '9 May'],
    ['german', 'Töpferkurs am 18. Mai, Anmeldung bis 9. Mai, Ton gratis', '18. Mai', '9. Mai'],
    ['french', 'Atelier poterie le 18 mai, inscriptions avant le 9 mai, argile offerte', '18 mai', '9 mai'],
    ['spanish', 'Taller de cerámica el 18 de mayo, inscríbete antes del 9 de mayo', '18 de mayo', '9 de mayo'],
    ['italian', 'Corso di ceramica il 18 maggio, iscrizioni entro il 9 maggio', '18 maggio', '9 maggio'],
    ['portuguese', 'Oficina de cerâmica dia 18 de maio, inscrições até 9 de maio', '18 de maio', '9 de maio'],
    ['dutch', 'Pottenbakworkshop op 18 mei, inschrijven tot 9 mei', '18 mei', '9 mei'],
    ['japanese', '陶芸教室 5月18日開催、お申し込みは5月9日まで', '5月18日', '5月9日'],
    ['arabic', 'ورشة فخار يوم 18 مايو، التسجيل حتى 9 مايو', '18 مايو', '9 مايو'],
  ])('%s: "%s"', (language, prompt, eventDay, deadline) => {
    const dates = analyzePrompt(prompt).dateDetails;
    expect(dates.map((d) => [d.text, d.relation, d.deadlineOf])).toEqual([
      [eventDay, 'on', undefined],
      [deadline, 'until', 'register'],
    ]);
    const lines = copyOf(prompt, language);
    // The deadline is said as one (in the bank's words or the prompt's own clause), and no offer or
    // line ends on it ("free clay kit until May 9").
    const day = language === 'japanese' ? '5月9日' : '9';
    const said = (l: string): boolean =>
      l.includes(day) && (l.includes(REGISTER_BY[language]) || /sign up|inscri|iscri|inschrij/iu.test(l));
    expect(lines.some(said)).toBe(true);
    const untilDay = lines.filter(
      (l) => UNTIL[language].test(l) && l.includes(day) && !l.includes(REGISTER_BY[language]),
    );
    expect(untilDay).toEqual([]);
  });

  it('an order deadline with no event is said as one, not as the end of the offer', () => {
    const prompt = 'Free gift wrapping, order by 20 December at Paper Moon';
    expect(analyzePrompt(prompt).dateDetails.map((d) => d.deadlineOf)).toEqual(['order']);
    const lines = copyOf(prompt, 'english');
    expect(lines.filter((l) => /until December 20/i.test(l))).toEqual([]);
    expect(lines.some((l) => /Order by December 20/.test(l))).toBe(true);
  });
});

it('a German day number’s full stop ends no line ("Weinprobe am 14." cut from its month)', () => {
  const prompt = 'Weinprobe am 14. Juni im Weingut Sommer, Eintritt 15 €';
  const cut = copyOf(prompt, 'german').filter((l) => /\b14\s*$|\b14\.?$/u.test(l.trim()));
  expect(cut).toEqual([]);
});

describe('a themed weekly day ("Taco Tuesday") is every week, not a deadline or a date to save', () => {
  it.each<[string, string]>([
    ['Martini Monday! $6 martinis at The Velvet', 'Monday'],
    ['Trivia Thursday at The Fox & Hound, free to play', 'Thursday'],
    ['Sushi Sunday: 30% off rolls at Koi Garden', 'Sunday'],
  ])('"%s"', (prompt, day) => {
    expect(relations(prompt)).toEqual([[day, 'every']]);
    expect(copyOf(prompt, 'english').filter((l) => /until|save the date/i.test(l))).toEqual([]);
  });

  it('a named day in a sale is the day the deals run, unless a word makes it a deadline', () => {
    expect(relations('Small Business Saturday at Elm Row Shops, 15% off gifts')).toEqual([['Saturday', 'on']]);
    expect(
      copyOf('Small Business Saturday at Elm Row Shops, 15% off gifts', 'english').filter((l) => /until/i.test(l)),
    ).toEqual([]);
    expect(relations('15% off gifts until Small Business Saturday')).toEqual([['Saturday', 'until']]);
  });

  it('a yearly or a business day next to a name is not made weekly', () => {
    expect(relations('Open house at Harbor Homes Saturday 11am-3pm')).toEqual([['Saturday', 'on']]);
  });

  it('"a.m." ends no line ("Open 9 a.m" and "To 5 p.m." were printed)', () => {
    const lines = copyOf('Open 8 a.m. to 6 p.m., Cedar Hardware, tools and paint', 'english');
    expect(lines.filter((l) => /^To \d|a\.m$/u.test(l))).toEqual([]);
  });
});
