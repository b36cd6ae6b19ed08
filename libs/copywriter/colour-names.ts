// Colour names in the nine catalog languages and the colour each stands for, read from a note on the
// look ("yellow and black", "bleu marine et or", "Gelb-Schwarz", "بالذهبي والأسود", "紺と金"). Latin
// words are matched folded (lower case, no accents) with their inflections ("amarillas", "dorée",
// "schwarzen", "gialle", "zwarte"); Arabic and Japanese ones anywhere in the word.

export interface ColourName {
  /** What the colour is called in English (for tests and logs). */
  name: string;
  hex: string;
  /** One folded Latin word. */
  word: RegExp;
  /** Arabic or Japanese spellings, found inside a word. */
  script?: RegExp;
}

const named = (name: string, hex: string, word: string, script?: string): ColourName => ({
  name,
  hex,
  word: new RegExp(`^(?:${word})$`, 'u'),
  script: script ? new RegExp(script, 'u') : undefined,
});

// Order matters only where one name contains another: navy before blue, turquoise before blue.
export const COLOUR_NAMES: readonly ColourName[] = [
  named('navy', '#14213d', 'navy|marine|marino|marinho|navyblau|marineblau|marineblauw', 'كحلي|紺|ネイビー'),
  named('teal', '#0f9b8e', 'teal|petrol|petrole|petroleo|petrolio|azulad[oa]|petrolblauw', 'ティール'),
  named('turquoise', '#1fb5ac', 'turquoise|turquesa|turkis|turchese|turkoois|tuerkis', 'فيروزي|تركواز|ターコイズ'),
  named('mint', '#7fd8be', 'mint|minze|menthe|menta|munt|mintgroen|mintgrun', 'نعناعي|ミント'),
  named(
    'burgundy',
    '#800020',
    'burgundy|bordeaux|bordo|burdeos|granate|bordeauxrot|bordeauxrood',
    'عنابي|ボルドー|ワインレッド',
  ),
  named(
    'gold',
    '#d4af37',
    'gold(?:en|ene|enen)?|dore(?:e|s|es)?|dorad[oa]s?|oro|dorat[oaie]|dourad[oa]s?|goud(?:en)?|goudkleurig',
    'ذهب|ゴールド|金色|(?<=[と×・、&])金|金(?=[と×・、&系色])',
  ),
  named(
    'silver',
    '#c0c0c0',
    'silver|silber(?:n|ne|nen)?|argent(?:e|ee|es)?|platead[oa]s?|plata|argento|argentat[oaie]|prata|prateado|zilver(?:en)?',
    'فضي|シルバー|銀',
  ),
  named(
    'black',
    '#111111',
    'black|schwarz\\p{L}*|noir(?:e|s|es)?|negr[oa]s?|ner[oaie]|pret[oa]s?|zwart(?:e)?',
    'أسود|اسود|سوداء|السود|黒|ブラック',
  ),
  named(
    'white',
    '#f8f9fa',
    'white|wei(?:ss|ß)\\p{L}*|blanc(?:he|s|hes)?|blanc[oa]s?|bianc(?:o|a|hi|he)|branc[oa]s?|wit(?:te)?',
    'أبيض|ابيض|بيضاء|(?<!面)白|ホワイト',
  ),
  named(
    'grey',
    '#6c757d',
    'gr[ae]y|grau\\p{L}*|gris(?:e|es)?|grigi[oa]?|grige|cinza|grijs|grijze',
    'رمادي|グレー|灰色',
  ),
  named('beige', '#e8dcc4', 'beige|cream|creme|crema', 'بيج|كريمي|ベージュ|クリーム'),
  named(
    'brown',
    '#7f4f24',
    'brown|braun\\p{L}*|marron|brun(?:e|s|es)?|marr[oó]n(?:es)?|castan[oa]s?|marrone|marroni|bruin(?:e)?',
    'بني|ブラウン|茶色',
  ),
  named(
    'red',
    '#d62828',
    'red|rot|rote[nmrs]?|rouge|rouges|roj[oa]s?|ross[oaie]|vermelh[oa]s?|rood|rode',
    'أحمر|احمر|حمراء|赤|レッド',
  ),
  named('orange', '#f77f00', 'orange|orangen?|oranje|naranja|arancion[ei]|laranja', 'برتقالي|オレンジ|橙'),
  named(
    'yellow',
    '#f9c80e',
    'yellow|gelb\\p{L}*|jaunes?|amarill[oa]s?|giall[oaie]|amarel[oa]s?|geel|gele',
    'أصفر|اصفر|صفراء|黄色|イエロー',
  ),
  named(
    'green',
    '#2d6a4f',
    'green|grun\\p{L}*|gruen\\p{L}*|verte?s?|verdes?|verdi|groen(?:e)?',
    'أخضر|اخضر|خضراء|緑|グリーン',
  ),
  named(
    'blue',
    '#1d4ed8',
    'blue|blau\\p{L}*|bleue?s?|azul(?:es)?|blu|azzurr[oaie]|blauw(?:e)?',
    'أزرق|ازرق|زرقاء|青|ブルー|水色',
  ),
  named(
    'purple',
    '#7b2cbf',
    'purple|violett?\\p{L}*|lila|morad[oa]s?|viola|roxo|roxa|paars(?:e)?|purpur\\p{L}*',
    'بنفسجي|紫|パープル',
  ),
  named(
    'pink',
    '#ff70a6',
    'pink|rosa|rose|ros[ée]e?s?|rosad[oa]s?|roze|fuchsia|fucsia|magenta',
    'وردي|زهري|ピンク|桜色',
  ),
  named('coral', '#ff7f50', 'coral|koralle|corail|corallo|koraal', 'مرجاني|コーラル'),
  named('lavender', '#b8a1e3', 'lavender|lavendel|lavande|lavanda', 'لافندر|ラベンダー'),
];

/** Colour sets a prompt names by their scene: "sea colours", "couleurs de la mer", "海の色", "ألوان البحر". */
export const COLOUR_SCENES: ReadonlyArray<{ scene: RegExp; colors: readonly string[] }> = [
  {
    scene:
      /\b(?:sea|ocean|beach|meer\p{L}*|mer|oc[ée]an|mar|mare|oceano|praia|playa|spiaggia|plage|strand|zee)\b|海|ماء البحر|البحر|المحيط/u,
    colors: ['#0077b6', '#48cae4', '#f1e3c8'],
  },
  {
    scene: /\b(?:forest|wald\p{L}*|for[eê]t|bosque|bosco|floresta|bos)\b|森|الغابة/u,
    colors: ['#1b4332', '#52b788', '#d8f3dc'],
  },
  {
    scene:
      /\b(?:sunset|sonnenuntergang|coucher\s+de\s+soleil|atardecer|puesta\s+de\s+sol|tramonto|p[ôo]r\s+do\s+sol|zonsondergang)\b|夕焼け|夕日|الغروب/u,
    colors: ['#ff6b35', '#f7c59f', '#7b2d8b'],
  },
  {
    scene: /\b(?:earth(?:y)?|erd\p{L}*|terre|tierra|terra|aarde)\b|アース|ترابي/u,
    colors: ['#8b5e34', '#d4a373', '#faedcd'],
  },
  {
    scene: /\b(?:pastel\p{L}*)\b|パステル|باستيل/u,
    colors: ['#f7c5d9', '#bde0fe', '#fdf1b8'],
  },
];
