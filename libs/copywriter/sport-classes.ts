// A class, a course or a lesson is education only when nothing says what is taught: at a Pilates
// studio ("cours de Pilates", "Pilatesstudio: Kurse für Anfänger") or a swim school ("Kids swim
// academy: swimming lessons") it is a sport class, and the copy must be a studio's, not a school's.
// The sport's own word outweighs the class word it shares with schools.
import { findKeywords } from './matching';

/** Sports and workouts taught in classes, in the nine languages (folded). */
const SPORT_WORDS: readonly string[] = [
  'yoga',
  'pilates',
  'swim',
  'swimming',
  'swimmers',
  'natation',
  'nuoto',
  'natacion',
  'natacao',
  'zwemmen',
  'zwemles',
  'zwemlessen',
  'schwimmen',
  'tennis',
  'padel',
  'golf',
  'football',
  'soccer',
  'futbol',
  'fussball',
  'calcio',
  'futebol',
  'voetbal',
  'basketball',
  'baloncesto',
  'pallacanestro',
  'basquete',
  'climbing',
  'bouldering',
  'escalade',
  'klettern',
  'arrampicata',
  'escalada',
  'klimmen',
  'boxing',
  'boxe',
  'boxen',
  'boxeo',
  'kickbox*',
  'martial arts',
  'arts martiaux',
  'kampfsport',
  'artes marciales',
  'arti marziali',
  'artes marciais',
  'karate',
  'judo',
  'taekwondo',
  'jiu-jitsu',
  'jiu jitsu',
  'muay thai',
  'surf',
  'surfing',
  'skiing',
  'ski school',
  'skischule',
  'ecole de ski',
  'scuola di sci',
  'escuela de esqui',
  'ice skating',
  'patinage',
  'gymnastics',
  'gymnastique',
  'turnen',
  'ginnastica',
  'gimnasia',
  'ginastica',
  'hiit',
  'crossfit',
  'zumba',
  'spinning',
  'aquagym',
  'aqua aerobics',
  'fitness',
  'workout*',
  'ヨガ',
  'ピラティス',
  '水泳',
  'スイミング',
  'テニス',
  'ゴルフ',
  'サッカー',
  '空手',
  '柔道',
  'ボクシング',
  'يوغا',
  'يوجا',
  'بيلاتس',
  'سباحة',
  'السباحة',
  'تنس',
  'كرة القدم',
  'ملاكمة',
  'كاراتيه',
];

/** German and Dutch write the sport and the class as one word ("Schwimmkurs", "Pilatesstudio", "zwemschool"). */
const SPORT_COMPOUND =
  /(?<!\p{L})(?:yoga|pilates|schwimm|zwem|tennis|golf|fussball|voetbal|kletter|judo|karate|fitness)\p{L}{3,}/gu;

/** Words that name a class, course, lesson or school without saying what is taught (folded). */
const CLASS_WORDS: readonly string[] = [
  'course',
  'courses',
  'class',
  'classes',
  'lesson*',
  'academy',
  'school',
  'curso*',
  'clases',
  'lecciones',
  'escuela',
  'academia',
  'academia de',
  'cours',
  'lecons',
  'ecole',
  'kurs',
  'kurse',
  'unterricht',
  'schule',
  'corso',
  'corsi',
  'lezioni',
  'scuola',
  'aulas',
  'escola',
  'cursus',
  'lessen',
  'レッスン',
  'スクール',
  '教室',
  '講座',
  'دروس',
  'دورة',
  'دورات',
  'أكاديمية',
  'حصص',
];

const CLASS_COMPOUND = /\p{L}{3,}(?:kurs|kurse|unterricht|schule|lessen|school|cursus)(?!\p{L})/gu;

const blank = (text: string, start: number, end: number): string =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/**
 * The folded text with its class words blanked when it names a sport (so they no longer count for
 * education), and the weight the sport's classes add to fitness; the text unchanged and 0 otherwise.
 */
export function sportClasses(foldedText: string): { text: string; fitness: number } {
  const sport = findKeywords(foldedText, SPORT_WORDS).length > 0 || SPORT_COMPOUND.test(foldedText);
  SPORT_COMPOUND.lastIndex = 0;
  if (!sport) return { text: foldedText, fitness: 0 };
  let text = foldedText;
  const hits = findKeywords(foldedText, CLASS_WORDS);
  for (const h of hits) text = blank(text, h.start, h.end);
  let compounds = 0;
  text = text.replace(CLASS_COMPOUND, (m) => {
    compounds++;
    return ' '.repeat(m.length);
  });
  return { text, fitness: hits.length + compounds > 0 ? 4 : 0 };
}
