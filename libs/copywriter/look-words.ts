// Words that say how a design should look ("dark, moody", "fris en licht", "sobre et épuré", "escuro, à luz
// de velas") in the nine languages, and the mood a few of them set. They are kept apart from the tone words
// of brief.ts: "Fresh, local, organic" is a bakery's line, so a clause of look words alone is a note only
// beside another note of the same sentence, or after "please"/"graag" (design-notes.ts).
import type { Mood } from './types';
import { fold } from './text';

// Folded stems; a stem takes any ending ("dunkle", "sombres", "luminosa", "donkere").
const LOOK_STEMS = [
  // english
  'moody',
  'airy',
  'minimal',
  'modern',
  'sleek',
  'retro',
  'vintage',
  'rustic',
  'muted',
  'vibrant',
  'colou?rful',
  'neon',
  'candlelit',
  'glossy',
  'matte',
  'edgy',
  'grungy',
  'pastel',
  'subtle',
  'cluttered',
  'flashy',
  'cheesy',
  'kitsch',
  'childish',
  'corporate',
  'stiff',
  'boring',
  'sterile',
  'generic',
  'glitzy',
  'tacky',
  'playful',
  'elegant',
  'luxur',
  'premium',
  'classic',
  'babyish',
  'dignified',
  'cosy',
  'cozy',
  'solemn',
  'garish',
  // german
  'dunkel',
  'dunkl',
  'duster',
  'luftig',
  'schlicht',
  'rustikal',
  'knallig',
  'kraftig',
  'gedeckt',
  'sanft',
  'verspielt',
  'steif',
  'langweilig',
  'uberladen',
  'stimmungsvoll',
  'klassisch',
  'kindisch',
  'wurdevoll',
  'gemutlich',
  'grell',
  // french
  'sombre',
  'fonce',
  'lumineu',
  'aere',
  'epure',
  'rustique',
  'tamise',
  'feutre',
  'classique',
  'enfantin',
  'criard',
  'chaleureu',
  // spanish, italian, portuguese
  'oscur',
  'sombri',
  'luminos',
  'fresc',
  'liger',
  'limpi',
  'rustic',
  'sobri',
  'recargad',
  'corporativ',
  'scur',
  'cup',
  'chiar',
  'legger',
  'pulit',
  'morbid',
  'cald',
  'caric',
  'aziendal',
  'escur',
  'limp',
  'carregad',
  'clasic',
  'infantil',
  'chillon',
  'llamativ',
  'acogedor',
  'accoglient',
  'aconcheg',
  // dutch
  'donker',
  'luchtig',
  'rustiek',
  'ingetogen',
  'zakelijk',
  'sfeervol',
  'klassiek',
  'kinderachtig',
  'gezellig',
  'rustig',
  'hoopvol',
  // moods asked or refused: "hopeful", "not too sad", "nicht zu traurig", "pas trop triste"
  'hopeful',
  'gloomy',
  'depressing',
  'traurig',
  'hoffnungsvoll',
  'ruhig',
  'deprimierend',
  'esperanz',
  'speranz',
  'lugubr',
];
// Short words taken as written: as stems they would start other words ("fel" → "fellow", "cup" → "cupcake").
const LOOK_EXACT = [
  'light',
  'dark',
  'bright',
  'fresh',
  'clean',
  'crisp',
  'bold',
  'fun',
  'soft',
  'cool',
  'loud',
  'busy',
  'simple',
  'sobre',
  'hell',
  'helle',
  'heller',
  'hellen',
  'edel',
  'edle',
  'bunt',
  'bunte',
  'frisch',
  'frische',
  'leicht',
  'leichte',
  'clair',
  'claire',
  'frais',
  'fraiche',
  'leger',
  'legere',
  'vif',
  'vive',
  'doux',
  'douce',
  'charge',
  'chargee',
  'claro',
  'clara',
  'vivo',
  'viva',
  'leve',
  'limpo',
  'limpa',
  'suave',
  'cup[oaie]',
  'licht',
  'lichte',
  'fris',
  'frisse',
  'fel',
  'felle',
  'druk',
  'strak',
  'strakke',
  'saai',
  'stijf',
  'somber',
  'sombere',
  'helder',
  'zacht',
  'zachte',
  'sad',
  'calm',
  'triste',
  'tristes',
  'trist',
  'warm',
  'warme',
];
const LOOK_WORD = new RegExp(`^(?:(?:${LOOK_STEMS.join('|')})\\p{L}*|${LOOK_EXACT.join('|')})$`, 'u');
// Candlelight, spotlight and neon light are looks, said in a phrase.
const LOOK_PHRASE =
  /\b(?:by\s+candlelight|candlelight|spotlights?|neon\s+lights?|bei\s+kerzen(?:schein|licht)|im\s+kerzenschein|aux\s+chandelles|a\s+la\s+bougie|a\s+la\s+luz\s+de\s+(?:las\s+)?velas|a\s+luz\s+de\s+velas|a\s+lume\s+di\s+candela|bij\s+kaarslicht)\b/gu;
// Words that join look words: "and", "a bit", "not too", "with", articles.
const JOINER =
  /^(?:and|or|but|with|a|an|the|bit|very|quite|rather|more|less|not|too|nothing|und|oder|aber|mit|sehr|eher|etwas|ein|eine|nicht|zu|nichts|et|ou|mais|avec|tres|plutot|un|une|peu|plus|moins|pas|trop|rien|de|y|o|pero|con|muy|mas|menos|poco|no|nada|demasiado|e|ma|molto|piu|meno|non|troppo|niente|di|po|ou|mas|com|muito|pouco|nao|um|uma|en|of|maar|met|heel|wat|beetje|meer|minder|niet|te|niets|een|het|it|es|sie|ça|lo|la|le|il)$/u;

/** Whether a clause is nothing but look words ("Dark, moody", "fris en licht", "à luz de velas"). */
export function isLookOnly(clause: string): boolean {
  const words =
    fold(clause)
      .replace(LOOK_PHRASE, ' look ')
      .match(/\p{L}+/gu) ?? [];
  if (!words.length) return false;
  let look = 0;
  for (const w of words) {
    if (w === 'look' || w === 'feel' || LOOK_WORD.test(w)) look++;
    else if (!JOINER.test(w)) return false;
  }
  return look > 0;
}

/** Whether one word is a look word ("moody", "épuré", "donker"). */
export function isLookWord(word: string): boolean {
  return LOOK_WORD.test(fold(word));
}

// The moods a look asks for, where the tone words of brief.ts say nothing: "dark, moody" and
// candlelight are the dark luxury palettes, "fresh and light" the calm ones.
const LOOK_MOODS: Array<[Mood, RegExp]> = [
  [
    'luxury',
    /\b(?:moody|candle\p{L}*|spotlights?|noir|feutre\p{L}*|intimist\p{L}*|stimmungsvoll\p{L}*|sfeervol\p{L}*|kerzen\p{L}*|chandelles|velas|candela|kaarslicht)\b|فاخر|فخم|高級感|ラグジュアリー|重厚/u,
  ],
  [
    'calm',
    /\b(?:fresh|airy|fris|luchtig|frisch|luftig|frais|fraiche|aere\p{L}*|fresc[oa]s?|arios[oa]|leggero|leggera|ligero|ligera|leve|licht|light|leicht|leger|legere)\b|和風|落ち着|やさしい|優しい|爽やか|さわやか|هادئ/u,
  ],
  [
    'playful',
    /\b(?:playful|verspielt\p{L}*|ludique|juguet[oó]n\p{L}*|giocos\p{L}*|brincalh\p{L}*|speels\p{L}*)\b|ポップ|楽しい|مرح/u,
  ],
  ['festive', /華やか|احتفالي/u],
];

/** The mood a note on the look asks for ("Dark, moody, spotlight vibe" → luxury), if any. */
export function lookMood(note: string): Mood | undefined {
  const folded = fold(note);
  return LOOK_MOODS.find(([, re]) => re.test(folded) || re.test(note))?.[0];
}
