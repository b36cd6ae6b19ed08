// Courses taken for pleasure (a kids' guitar class, pottery, a language for the holidays) are not
// career training: "Invest in your future" or "For teams that deliver" read wrong over them. The
// education lines tagged "!leisure" are left out for them, and the course is named in the title.
import { findKeywords } from './matching';
import type { AudienceId, Category, PromptAnalysis } from './types';

/** Hobbies, arts, sports and languages in the nine catalog languages (folded, as matching expects). */
const LEISURE_WORDS: readonly string[] = [
  // music
  'guitar',
  'guitare',
  'gitarre',
  'gitarren*',
  'chitarra',
  'guitarra',
  'violao',
  'gitaar',
  'ギター',
  'جيتار',
  'غيتار',
  'piano',
  'klavier',
  'pianoforte',
  'ピアノ',
  'بيانو',
  'violin',
  'violon',
  'geige',
  'violino',
  'viool',
  'バイオリン',
  'كمان',
  'drums',
  'batterie',
  'schlagzeug',
  'bateria',
  'batteria',
  'drum',
  'ドラム',
  'ukulele',
  'ukelele',
  'singing',
  'chant',
  'gesang',
  'canto',
  'zang',
  '歌',
  'music',
  'musique',
  'musik',
  'musica',
  'muziek',
  '音楽',
  'موسيقى',
  // arts and crafts
  'painting',
  'peinture',
  'malen',
  'malkurs',
  'pittura',
  'pintura',
  'schilderen',
  '絵画',
  'رسم',
  'drawing',
  'dessin',
  'zeichnen',
  'disegno',
  'dibujo',
  'desenho',
  'tekenen',
  'pottery',
  'ceramics',
  'poterie',
  'ceramique',
  'topfern',
  'ceramica',
  'ceramiek',
  '陶芸',
  'فخار',
  'knitting',
  'sewing',
  'couture',
  'nahen',
  'cucito',
  'costura',
  'photography',
  'photographie',
  'fotografie',
  'fotografia',
  '写真',
  // cooking, dance, sport, games
  'cooking',
  'cuisine',
  'kochkurs',
  'kochen',
  'cucina',
  'cocina',
  'culinaria',
  'koken',
  'kookles',
  '料理',
  'طبخ',
  'dance',
  'dancing',
  'danse',
  'tanz',
  'tanz*',
  'tanzen',
  'klavier*',
  'koch*',
  'danza',
  'baile',
  'danca',
  'dans',
  'dansles',
  'ダンス',
  'رقص',
  'ballet',
  'salsa',
  'swim',
  'swimming',
  'natation',
  'schwimm*',
  'nuoto',
  'natacion',
  'natacao',
  'zwem*',
  '水泳',
  'スイミング',
  'سباحة',
  'chess',
  'echecs',
  'schach',
  'scacchi',
  'ajedrez',
  'xadrez',
  'schaak',
  'チェス',
  'شطرنج',
  'surf',
  'surfing',
  'tennis',
  'riding',
  'equitation',
  'reiten',
  // languages for their own sake
  'english',
  'anglais',
  'englisch',
  'inglese',
  'ingles',
  'engels',
  '英語',
  'الإنجليزية',
  'spanish',
  'espagnol',
  'spanisch',
  'spagnolo',
  'espanol',
  'espanhol',
  'spaans',
  'スペイン語',
  'french',
  'francais',
  'franzosisch',
  'francese',
  'frances',
  'frans',
  'フランス語',
  'الفرنسية',
  'italian',
  'italien',
  'italienisch',
  'italiano',
  'italiaans',
  'イタリア語',
  'german',
  'allemand',
  'deutsch',
  'tedesco',
  'aleman',
  'alemao',
  'duits',
  'ドイツ語',
  'japanese',
  'japonais',
  'japanisch',
  'giapponese',
  'japones',
  'japans',
  '日本語',
  'arabic',
  'arabe',
  'arabisch',
  'arabo',
  'アラビア語',
  'العربية',
];

/** Audiences that take a course for pleasure, not for a career. */
const LEISURE_AUDIENCES: ReadonlySet<AudienceId> = new Set<AudienceId>(['kids', 'families', 'parents', 'couples']);

/** An education prompt (by its lines' category) that is a hobby, art, sport or language course, or one for children. */
export function isLeisureLearning(lines: Category, analysis: PromptAnalysis, foldedPrompt: string): boolean {
  if (lines !== 'education') return false;
  if (analysis.audienceId && LEISURE_AUDIENCES.has(analysis.audienceId)) return true;
  return findKeywords(foldedPrompt, LEISURE_WORDS).length > 0;
}

/** Words that name a class or course; the phrase that holds one is what the ad sells. */
const COURSE_WORD =
  /^(?:cours|classes?|lessons?|courses?|unterricht|\p{L}+unterricht|\p{L}+kurs|kurs|clases?|cursos?|lezioni|lezione|corsi|corso|aulas?|lessen|les|cursus|教室|レッスン|دروس|دورة)$/iu;
/** Where the course's name ends: the audience or the place that follows it ("pour enfants", "for kids"). */
const COURSE_END =
  /^(?:for|pour|für|fur|para|per|voor|in|à|a|au|en|im|bei|at|con|with|mit|avec|com|met|na|no|nel|nella|dans|ab|from|dès|desde|da|dal|vanaf|للأطفال|لل\p{L}*|في)$/iu;

/**
 * The course as the prompt names it ("Cours de guitare pour enfants" → "Cours de guitare",
 * "Piano lessons for kids" → "Piano lessons"), from the prompt's first clause; undefined when that
 * clause names no class.
 */
export function courseProduct(prompt: string): string | undefined {
  const first =
    prompt
      .normalize('NFC')
      .split(/[,.;:!?\n،、，。]/u)[0]
      ?.trim() ?? '';
  const words = first.split(/\s+/u).filter(Boolean);
  if (!words.length || words.length > 7) return undefined;
  const kept: string[] = [];
  for (const w of words) {
    if (kept.length && COURSE_END.test(w)) break;
    kept.push(w);
  }
  if (kept.length > 4 || !kept.some((w) => COURSE_WORD.test(w) || /(?:教室|レッスン)$/u.test(w))) return undefined;
  // A lone class word ("Classes") says nothing of what is taught.
  if (kept.length === 1 && !/\p{L}{3,}(?:unterricht|kurs)$/iu.test(kept[0]) && !/(?:教室|レッスン)$/u.test(kept[0]))
    return undefined;
  return kept.join(' ');
}
