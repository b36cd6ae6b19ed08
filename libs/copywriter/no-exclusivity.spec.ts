// "Only at Moda Aurora", "Solo en …", "حصريًا لدى …": a claim of exclusivity the prompt never made is an
// invented fact (seen in a blind review). The banks name where to buy without claiming it is the only place.
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const EXCLUSIVE =
  /\b(?:only\s+at|exclusive(?:ly)?|nur\s+bei|exklusiv|uniquement\s+chez|exclusivement|solo\s+en|s[óo]lo\s+da|exclusiv[oa]|alleen\s+bij)\b|だけの|حصري/iu;

const SALES: Array<[LanguageId, string]> = [
  ['english', 'Summer sale at Marlow Home: 40% off all lamps until Sunday'],
  ['german', 'Sommerschlussverkauf bei Haus Lindner: 40 % auf alle Lampen bis Sonntag'],
  ['french', 'Soldes d’été chez Maison Vidal : -40 % sur toutes les lampes jusqu’à dimanche'],
  ['spanish', 'Rebajas de verano en Casa Mora: 40 % en todas las lámparas hasta el domingo'],
  ['italian', 'Saldi estivi da Casa Neri: 40% su tutte le lampade fino a domenica'],
  ['portuguese', 'Saldos de verão na Casa Lume: 40% em todos os candeeiros até domingo'],
  ['dutch', 'Zomeruitverkoop bij Huis Jansen: 40% op alle lampen tot zondag'],
  ['japanese', 'インテリアショップ ルーチェ 夏のセール 全ランプ40%オフ 日曜日まで'],
  ['arabic', 'تخفيضات الصيف في بيت الأناقة: خصم 40% على كل المصابيح حتى الأحد'],
];

describe('no exclusivity the prompt does not claim', () => {
  it.each(SALES)('%s: %s', (language, prompt) => {
    for (const [width, height] of [
      [1080, 1080],
      [1080, 1920],
      [300, 250],
    ]) {
      for (const seed of [1, 2, 3]) {
        const { pages } = writeCopy({ prompt, language, width, height, count: 4, seed });
        const texts = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
        expect(texts.filter((t) => EXCLUSIVE.test(t))).toEqual([]);
      }
    }
  });
});
