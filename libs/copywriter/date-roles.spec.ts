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
