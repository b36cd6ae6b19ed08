// The palette and ground a note on the look asks for without naming a colour: a temperature ("warm
// colours", "colores cálidos", "warme Farben", "暖色"), a mood ("gedeckte Farben", "sobrio", "fresh",
// "luxury", "فاخر", "高級感", "colourful") or a ground ("minimal, lots of white", "dark and moody",
// "やさしい雰囲気"). A blind review found such wishes ignored on 9 of 30 prompts: a funeral home asking for
// muted colours got bright blue, "colores cálidos" got blue and purple, a luxury perfumer white and beige.
// A look refused ("keine knalligen", "not too dark") sets nothing it names, and a loud look refused asks
// for a quiet ground. Notes only: in the copy "Fresh bread" and "Warm croissants" are products.
import { isColourWord } from './note-colours';
import { fold } from './text';

/**
 * Which grounds the variants may take: light ("fresh and light"), white (minimal, "veel wit"), dark
 * (luxury, "moody"), quiet (muted, dignified: light or dark grounds, never a loud colour field) or vivid
 * (colourful: the colours themselves as the field).
 */
export type Ground = 'light' | 'white' | 'dark' | 'quiet' | 'vivid';

interface Look {
  name: string;
  /** Folded Latin words, whole words (global: read with matchAll). */
  word?: RegExp;
  /** Arabic and Japanese spellings, found anywhere. */
  script?: RegExp;
  /** Only with a word for colour beside it ("cool colours", not "cool vibe"). */
  needsCue?: boolean;
  /** Outranks a temperature or mood written before it ("warme Holztöne" is wood, not warm). */
  specific?: boolean;
  colors?: readonly string[];
  ground?: Ground;
}

// Palettes in the roles the engine reads (color/palette-discipline.ts): the most saturated colour
// leads, a near-white is the light ground, a near-black the dark one.
const LOOKS: readonly Look[] = [
  {
    name: 'warm',
    word: /\b(?:warm\p{L}*|chaud(?:e|s|es)?|calid[oa]s?|cald[oiae]|quentes?|calorosa?s?)\b/gu,
    script: /暖色|暖か|温か|ぬくもり|دافئ/u,
    colors: ['#c8553d', '#f2a03d', '#fff4e6', '#3d1a10'],
  },
  // "warme Holztöne", "wood tones", "tons bois", "tonos madera", "toni del legno", "tons de madeira",
  // "houttinten", "木目調", "ألوان خشبية": the wood's own browns, ahead of a temperature beside them
  {
    name: 'wood',
    word: /\b(?:wood(?:en|y)?|holz\p{L}*|bois[ée]?e?s?|madera|legno|madeira|hout\p{L}*|walnut|oak|eiche|noyer|nogal)\b/gu,
    script: /木目|ウッド|木の温もり|خشب/u,
    needsCue: true,
    specific: true,
    colors: ['#8b5a2b', '#c49a6c', '#f5ebdc', '#3b2a1a'],
  },
  {
    name: 'cool',
    word: /\b(?:cool|kuhle?\p{L}*|kuehle?\p{L}*|froide?s?|fri[oa]s?|fredd[oiae]|koele?)\b/gu,
    script: /寒色|ألوان باردة/u,
    needsCue: true,
    colors: ['#1d4e89', '#3fa7c4', '#f1f8fb', '#0b1f33'],
  },
  {
    name: 'muted',
    word: /\b(?:muted|subdued|understated|dusty|gedeckt\p{L}*|gedampft\p{L}*|dezent\p{L}*|sobres?(?!\s+(?:el|la|los|las|un|una|o|a|os|as|um|uma|fondo|fundo)\b)|sobri[oa]s?|sobriet\p{L}*|tenue\p{L}*|attenue\p{L}*|tamise\p{L}*|apagad[oa]s?|discret[oa]?s?|discrete?s?|smorzat[oiae]|ingetogen|gedempte?|gedekte?|sober\p{L}*)\b/gu,
    script: /落ち着いた色|くすみ|くすんだ|控えめ|ألوان هادئة|ألوان باهتة/u,
    colors: ['#56646b', '#a39e93', '#f4f1ec', '#262b2e'],
    ground: 'quiet',
  },
  {
    name: 'pastel',
    word: /\bpastel\p{L}*\b/gu,
    script: /パステル|باستيل/u,
    colors: ['#e8a0bf', '#a7c7e7', '#fdf1b8', '#fbf8f6'],
    ground: 'light',
  },
  {
    name: 'luxury',
    word: /\b(?:luxur\p{L}*|luxe|luxueu\p{L}*|premium|lujo(?:so|sa|sos|sas)?|luss(?:o|uos[oaie])|luxo|luxuos[oa]s?|luxueus\p{L}*|opulent\p{L}*|upscale|high-end|edel|edle[nmrs]?)\b/gu,
    script: /فاخر|فخم|فخامة|高級|ラグジュアリー|重厚/u,
    colors: ['#c9a227', '#1a1612', '#f4ead5'],
    ground: 'dark',
  },
  {
    name: 'colourful',
    word: /\b(?:colou?rful|multicolou?r\p{L}*|bunt\p{L}*|farbenfroh\p{L}*|colore(?:e|es)?|colorid[oa]s?|colorat[oiae]|coloratissim\p{L}*|kleurrijk\p{L}*|vivid|vibrant|vibrantes?|vivaces?|knallig\p{L}*)\b/gu,
    script: /カラフル|ملون|ألوان زاهية|ألوان مبهجة/u,
    colors: ['#118ab2', '#ffd166', '#ef476f', '#06d6a0'],
    ground: 'vivid',
  },
  {
    name: 'fresh',
    word: /\b(?:fresh|frisch\p{L}*|frais|fraiche|fresc[oa]s?|fris|frisse)\b/gu,
    script: /爽やか|さわやか|フレッシュ|清涼|منعش/u,
    colors: ['#1fa39a', '#a8e6dc', '#ffffff', '#0b3c49'],
    ground: 'light',
  },
  // grounds alone: the mood's own colours (or the named ones) stay
  {
    name: 'minimal',
    word: /\b(?:minimal\p{L}*|epure\p{L}*|schlicht\p{L}*|strak\p{L}*|clean|sauber\p{L}*|propre|limpi[oa]s?|limp[oa]s?|pulit[oa]|schoon|simple|einfach)\b/gu,
    script: /清潔|すっきり|シンプル|ミニマル|بسيط|نظيف/u,
    ground: 'white',
  },
  {
    name: 'dark',
    word: /\b(?:dark|moody|dunkel\p{L}*|dunkl\p{L}*|duster\p{L}*|sombres?|fonce\p{L}*|oscur[oa]s?|scur[oa]|escur[oa]s?|donker\p{L}*|nocturn\p{L}*)\b/gu,
    script: /暗い|ダーク|シック|داكن|غامق/u,
    ground: 'dark',
  },
  {
    name: 'light',
    word: /\b(?:light|bright|airy|soft|gentle|hell|helle\p{L}*|luftig\p{L}*|sanft\p{L}*|freundlich\p{L}*|clair|claire|lumineu\p{L}*|aere\p{L}*|doux|douce|luminos[oa]s?|clar[oa]s?|suave|arios[oa]|chiar[oa]|legger[oa]|licht|lichte|luchtig|helder|zacht\p{L}*)\b/gu,
    script: /やさしい|優しい|やわらか|柔らか|明るい|ふんわり|ناعم|فاتح|مشرق/u,
    ground: 'light',
  },
  {
    name: 'dignified',
    word: /\b(?:dignified|solemn|calm|quiet|ruhig\p{L}*|wurdevoll\p{L}*|feierlich\p{L}*|digne|serein\p{L}*|calme|digno|digna|seren[oa]|tranquil\p{L}*|dignitos[oa]|sobri[oa]|waardig\p{L}*|rustig\p{L}*|sereen)\b/gu,
    script: /落ち着|厳か|静か|هادئ|وقور/u,
    ground: 'quiet',
  },
];

// A loud look refused ("keine knalligen Angebote", "nothing flashy", "pas trop criard") asks for a quiet ground.
const LOUD =
  /^(?:colou?rful|bright|loud|flashy|garish|gaudy|neon|knallig\p{L}*|grell\p{L}*|schrill\p{L}*|bunt\p{L}*|reisserisch\p{L}*|criard\p{L}*|flashy|tape-a-l'oeil|vif|vive|chillon\p{L}*|llamativ\p{L}*|estridente?s?|chiassos\p{L}*|sgargiant\p{L}*|vistos[oa]s?|berrante?s?|fel|felle|schreeuwerig\p{L}*)$/u;
const NEGATION =
  /^(?:no|not|without|nothing|never|avoid|kein\p{L}*|nicht|nichts|ohne|pas|sans|rien|jamais|sin|nada|ni|niente|senza|non|sem|nao|nenhum\p{L}*|geen|niet|niets|zonder)$/u;
// "nothing too corporate": the look three words after a negation is refused
const REFUSAL_REACH = 3;
// A word for colour, for the looks that need one ("cool colours", "kühle Töne", "寒色").
const COLOUR_CUE =
  /\p{L}(?:tone|tonen|tinten)\b|\b(?:colou?rs?|tones?|shades?|farben?|t[oö]ne|couleurs?|tons|teintes?|colores|tonos|colori|toni|tinte|cores|tonalidades?|kleuren|tinten|palette)\b|色|カラー|ألوان|لون/u;
// "lots of white", "veel wit", "muito branco", "viel Weiß", "白多め": white as the ground.
const MUCH_WHITE =
  /\b(?:lots\s+of|plenty\s+of|much|a\s+lot\s+of|mostly|viel|viele?[ns]?|vorwiegend|beaucoup\s+de|surtout|mucho|mucha|muchos|bastante|molto|tanto|muito|muita|veel)\s+(?:white|wei(?:ss|ß)\p{L}*|blanc|blanco|bianco|branco|wit)\b|白(?:を)?(?:多め|基調|たっぷり)|الكثير\s+من\s+الأبيض/u;

export interface LookAsked {
  /** A palette the notes ask for by a temperature or mood, hex, when they name no colour. */
  colors: string[];
  /** The ground the variants keep to, when the notes ask for one. */
  ground?: Ground;
  /** The asked palette's near-black and near-white, to go with colours the notes name ("فاخر ... ذهبية وبنية"). */
  neutrals: string[];
}

interface Hit {
  look: Look;
  at: number;
}

/** Where each look is asked in one note, not refused; and whether a loud look is refused. */
function hitsOf(note: string): { hits: Hit[]; quiet: boolean } {
  const folded = fold(note);
  const words = [...folded.matchAll(/[\p{L}'-]+/gu)].map((m) => ({ w: m[0], at: m.index }));
  const refused = (at: number): boolean => {
    const i = words.findIndex((x) => x.at <= at && at < x.at + x.w.length);
    return i > 0 && words.slice(Math.max(0, i - REFUSAL_REACH), i).some((x) => NEGATION.test(x.w));
  };
  const quiet = words.some(({ w, at }) => LOUD.test(w) && refused(at));
  const hits: Hit[] = [];
  const cue = COLOUR_CUE.test(folded) || COLOUR_CUE.test(note);
  for (const look of LOOKS) {
    // (a script spelling names its look itself: "木目調", "ألوان خشبية")
    for (const m of look.word && (cue || !look.needsCue) ? folded.matchAll(look.word) : []) {
      if (refused(m.index)) continue;
      // "light blue", "bleu foncé", "dunkelgrün" name a shade of a colour, not a ground
      if (look.name === 'light' || look.name === 'dark') if (shadeOfColour(words, m.index)) continue;
      hits.push({ look, at: m.index });
      break;
    }
    const script = look.script?.exec(note);
    // a script look is refused by a negation after it ("派手じゃない") or before it ("غير فاخر")
    if (script && !/^(?:じゃな|ではな|すぎな|過ぎな|は避け|はNG)/u.test(note.slice(script.index + script[0].length)))
      if (!/(?:غير|بدون|لا|ليس)\s*$/u.test(note.slice(0, script.index))) hits.push({ look, at: script.index });
  }
  return { hits, quiet };
}

// "a touch of gold", "un peu de vert", "beetje groen", "etwas Blau", "少し緑", "لمسة من الذهبي": a colour as an accent.
const HEDGED =
  /\b(?:a\s+(?:touch|hint|bit|splash|dash)\s+of|un\s+peu\s+de|une\s+touche\s+de|un\s+poco\s+de|un\s+toque\s+de|un\s+po'?\s+di|un\s+tocco\s+di|um\s+pouco\s+de|um\s+toque\s+de|(?:een\s+)?beetje|een\s+vleugje|etwas|ein\s+(?:bisschen|hauch|wenig))\s+\p{L}+|少し\S{1,6}|(?:لمسة|قليل)\s+(?:من\s+)?\S+/gu;

/** The notes without the colours they ask for only as an accent ("Couleurs chaudes, un peu de vert" → "Couleurs chaudes, "). */
export function withoutHedgedColours(notes: readonly string[]): string[] {
  return notes.map((note) => fold(note).replace(HEDGED, ' '));
}

/**
 * A mood's palette with the colours asked only as an accent: "Couleurs chaudes, un peu de vert" is warm with
 * a touch of green, not green. The palette's two lead colours stay first, the accents next, its grounds last.
 */
export function withAccents(palette: readonly string[], accents: readonly string[]): string[] {
  const [first, second, ...rest] = palette;
  return [...new Set([first, second, ...accents, ...rest].filter((c): c is string => Boolean(c)))].slice(0, 4);
}

/** Whether the word at `at` is a shade word of a colour named in it or beside it. */
function shadeOfColour(words: ReadonlyArray<{ w: string; at: number }>, at: number): boolean {
  const i = words.findIndex((x) => x.at <= at && at < x.at + x.w.length);
  return [words[i - 1], words[i], words[i + 1]].some((x) => x !== undefined && isColourWord(x.w));
}

/** Whether a clause asks for a look by temperature, mood or ground ("colori caldi", "sobres et discrètes"). */
export function asksLook(clause: string): boolean {
  const { hits, quiet } = hitsOf(clause);
  return quiet || hits.length > 0;
}

/** The palette and ground the notes on the look ask for without naming colours; empty when they ask none. */
export function lookOfNotes(notes: readonly string[]): LookAsked {
  const all: Hit[] = [];
  let quiet = false;
  let white = false;
  notes.forEach((note, n) => {
    const { hits, quiet: q } = hitsOf(note);
    // notes keep their order: a hit's place is its note's number, then its place in the note
    all.push(...hits.map((h) => ({ look: h.look, at: n * 100000 + h.at })));
    quiet ||= q;
    white ||= MUCH_WHITE.test(fold(note)) || MUCH_WHITE.test(note);
  });
  all.sort((a, b) => a.at - b.at);
  const palette = (all.find((h) => h.look.specific) ?? all.find((h) => h.look.colors))?.look;
  let ground = white ? 'white' : all.find((h) => h.look.ground)?.look.ground;
  // a loud look refused ("keine knalligen") makes the ground quiet, unless the notes ask for a dark or white one
  if (quiet && ground !== 'dark' && ground !== 'white') ground = 'quiet';
  const colors =
    palette && !(quiet && palette.name === 'colourful') ? [...(palette.colors ?? [])] : quiet ? [...QUIET] : [];
  return { colors, ground, neutrals: colors.filter((c) => neutralOf(c) !== undefined) };
}

/** Whether a colour is a near-white or a near-black (a ground, no hue of its own). */
function neutralOf(hex: string): 'light' | 'dark' | undefined {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  if (l > 0.93) return 'light';
  if (l < 0.2 && s < 0.4) return 'dark';
  return undefined;
}

/** Named colours with the asked palette's neutrals where they give no ground of that kind, at most four. */
export function withNeutrals(named: readonly string[], neutrals: readonly string[]): string[] {
  const out = [...named];
  for (const n of neutrals) {
    const kind = neutralOf(n);
    if (out.length < 4 && !out.some((c) => neutralOf(c) === kind)) out.push(n);
  }
  return out;
}

// What a refused loud look gets when nothing else is asked: the muted palette.
const QUIET = LOOKS.find((l) => l.name === 'muted')?.colors ?? [];
