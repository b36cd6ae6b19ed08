// Prints the pages writeCopy gives for prompts nobody wrote labels for, to be read as a marketer
// would read a contact sheet (issue 14). `npx ts-node --transpile-only bench/copy-read.ts [word]`
// prints only the prompts containing that word or in that language. Not a test: it judges nothing.
import { writeCopy } from '../libs/copywriter';
import type { LanguageId } from '../libs/copywriter/types';

const prompts: Array<[LanguageId, string]> = [
  ['english', 'Think different. Be bold.'],
  ['english', 'Just do it.'],
  ['english', 'Dog grooming in Brooklyn, your pup leaves fluffy and happy'],
  ['english', 'Fresh flowers delivered same day, bouquets that brighten any room'],
  ['english', 'Handmade candles that make your home smell like autumn'],
  ['english', 'Fresh bagels and coffee every morning at our bakery'],
  ['english', 'Piano lessons for kids, first lesson free'],
  ['english', 'Spanish classes for adults, small groups, evenings'],
  ['english', 'Leadership training for managers, boost your team performance'],
  ['english', 'Craft beer tasting every Friday night at the Hop House'],
  ['german', 'Frische Brötchen und Kaffee jeden Morgen in unserer Bäckerei'],
  ['german', 'Einfach. Besser. Leben.'],
  ['german', 'Gitarrenunterricht für Kinder, erste Stunde gratis'],
  ['german', 'Hundesalon in Berlin: gepflegtes Fell, glücklicher Hund'],
  ['french', 'Cours de guitare pour enfants, premier cours offert'],
  ['french', 'Pensez différent. Osez.'],
  ['french', 'Croissants et café chaque matin dans notre boulangerie'],
  ['french', 'Fleurs fraîches livrées le jour même'],
  ['spanish', 'Pan recién hecho y café cada mañana en nuestra panadería'],
  ['spanish', 'Clases de inglés para niños, primera clase gratis'],
  ['spanish', 'Vive más. Sueña en grande.'],
  ['italian', 'Cornetti e caffè ogni mattina nel nostro bar'],
  ['italian', 'Lezioni di pianoforte per bambini, prima lezione gratuita'],
  ['italian', 'Semplicemente perfetto.'],
  ['portuguese', 'Pão quentinho e café todas as manhãs na nossa padaria'],
  ['portuguese', 'Aulas de violão para crianças, primeira aula grátis'],
  ['dutch', 'Vers brood en koffie elke ochtend in onze bakkerij'],
  ['dutch', 'Zwemles voor kinderen, eerste les gratis'],
  ['japanese', '毎朝焼きたてのパンとコーヒー、私たちのベーカリーで'],
  ['japanese', '子ども向けピアノ教室、初回レッスン無料'],
  ['arabic', 'خبز طازج وقهوة كل صباح في مخبزنا'],
  ['arabic', 'دروس جيتار للأطفال، الدرس الأول مجاني'],
  ['english', 'Yoga studio in Austin, reduce stress and sleep better, first class free'],
  ['english', 'Organic skincare that calms sensitive skin'],
  ['english', 'Create an Instagram post for our pizza place, 2-for-1 on Tuesdays'],
  ['english', 'Mobile car wash, we come to you, spotless in 30 minutes'],
  ['japanese', 'もっと自由に。もっと楽しく。'],
  ['arabic', 'فكّر بشكل مختلف. كن جريئاً.'],
  ['portuguese', 'Viva mais. Sonhe alto.'],
  ['dutch', 'Gewoon beter.'],
  ['german', 'Tanzkurs für Paare in Hamburg, entspannt lernen mit Spaß'],
  ['spanish', 'Peluquería canina en Madrid, tu perro sale feliz y limpio'],
  ['french', 'Fleuriste à Lyon, bouquets de saison livrés en une heure'],
];
const only = process.argv[2];
for (const [language, prompt] of prompts) {
  if (only && !prompt.includes(only) && language !== only) continue;
  const r = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
  console.log(
    `\n### [${language}] ${prompt}  (cat=${r.analysis.category} product=${r.analysis.product} concept=${r.analysis.productConcept} act=${r.analysis.action} aud=${r.analysis.audienceId})`,
  );
  for (const p of r.pages)
    console.log(
      '  - ' + p.map((b) => `${b.type}: ${Array.isArray(b.value) ? b.value.join(' / ') : b.value}`).join(' | '),
    );
}
