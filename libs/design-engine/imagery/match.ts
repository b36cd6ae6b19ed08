// Which built-in illustration belongs to a request: the things its text names (Unicode CLDR names and
// keywords of the Fluent emoji, in every catalog language), then the product, event or season the
// copywriter read, then its category. No match is better than a wrong one: a prompt that names
// nothing drawable gets none, and the layout is typographic.
import INDEX from './emoji-index.json';
import { FOOD_ICONS } from './food-icons';
import { isHomograph } from './homographs';
import { IDIOMS, isModifierAt, MISLEADING } from './misleading-words';
import { compoundTermsIn } from './compound-terms';
import { exclusionsOf } from './exclusions';
import { sideMentionsOf } from './side-mentions';
import { isWholeTerm, segmentsOf, withoutLegalForms } from './ja-terms';
import { foldWord, stems, words } from './normalise';
import { NO_PICTURE } from './subject';
import { subjectsIn } from './subjects';

export interface ImageryQuery {
  /** The prompt (or, without one, the design's own copy). */
  text: string;
  /** Languages to read the text in, most likely first (design language, prompt language); English is always added. */
  languages: string[];
  /** What the copywriter found (libs/copywriter PromptAnalysis): used when the text names no drawable thing. */
  productConcept?: string;
  event?: string;
  season?: string;
  category?: string;
  /** Names in the text that are no things to draw (the brand, a town, a venue: "Phoenix", "Sunset"). */
  exclude?: readonly string[];
  /**
   * The advertiser's name: its words may say what it sells ("Burger Bude", "Scoops Ice Cream") but only
   * as written, never through an inflection or compound ("Modehaus Berger" draws no Berg, a mountain).
   */
  names?: readonly string[];
  /**
   * The copywriter's concepts of what the text says it leaves out ("sauf meubles": furniture): their
   * pictures are barred. The caller reads them (exclusions.ts finds the spans), as it reads productConcept.
   */
  barredConcepts?: readonly string[];
}

export interface ImageryChoice {
  source: 'builtin';
  /** The word of the text, or the copywriter's concept, the picture stands for. */
  concept: string;
  /** Fluent emoji icon name (iconify), e.g. "hot-beverage". */
  icon: string;
  /** The emoji character, for the report. */
  emoji: string;
  /** Other things the text names, for spot illustrations and patterns (the main icon first). */
  motifs: string[];
}

interface Index {
  icons: string[];
  emoji: string[];
  words: Record<string, Record<string, number[]>>;
  phrases: Record<string, Record<string, number[]>>;
}
const IDX = INDEX as unknown as Index;
const ID = new Map(IDX.icons.map((n, i) => [n, i]));
const CLOCK_FACES = new Set(IDX.icons.flatMap((n, i) => (/-(oclock|thirty)$/.test(n) ? [i] : [])));

/** Sea creatures, eaten (a crab shack named after its catch draws it), and the plants of those blocks. */
const NOT_NAME_ANIMALS = new Set([
  'crab',
  'lobster',
  'shrimp',
  'squid',
  'oyster',
  'octopus',
  'fish',
  'tropical-fish',
  'blowfish',
  'potted-plant',
  'lotus',
  'hyacinth',
  'wood',
  'coral',
  'feather',
  'nest-with-eggs',
  'empty-nest',
  'spiral-shell',
]);
/** Emoji of animals (the Unicode blocks of animal emoji; ranges checked by the spec). */
const ANIMAL_CODES: readonly [number, number][] = [
  [0x1f400, 0x1f43f],
  [0x1f54a, 0x1f54a],
  [0x1f577, 0x1f578],
  [0x1f980, 0x1f9ae],
  [0x1fab0, 0x1fabf],
  [0x1fac3, 0x1facf],
];
/**
 * Animals that a word of the advertiser's name never draws: a bar called La Paloma, a brasserie Le Coq
 * Hardi, a pub The Red Lion sell no dove, rooster or lion. Only a pet or animal business (category pets)
 * is about the animal its name holds; a seafood name ("The Crab Shack") still draws its catch.
 */
const NAME_ANIMALS = new Set(
  IDX.icons.flatMap((n, i) => {
    const cp = IDX.emoji[i]?.codePointAt(0) ?? 0;
    return !NOT_NAME_ANIMALS.has(n) && ANIMAL_CODES.some(([a, b]) => cp >= a && cp <= b) ? [i] : [];
  }),
);

// The copywriter's concepts, drawn. Checked against the index by the spec.
export const PRODUCT_ICONS: Record<string, string> = {
  shoes: 'mans-shoe',
  sneakers: 'running-shoe',
  clothing: 't-shirt',
  dresses: 'dress',
  jackets: 'coat',
  swimwear: 'bikini',
  bags: 'handbag',
  jewelry: 'gem-stone',
  watches: 'watch',
  eyewear: 'glasses',
  skincare: 'lotion-bottle',
  cosmetics: 'lipstick',
  fragrance: 'lotion-bottle',
  haircare: 'lotion-bottle',
  coffee: 'hot-beverage',
  pizza: 'pizza',
  burgers: 'hamburger',
  sushi: 'sushi',
  pastries: 'croissant',
  cakes: 'shortcake',
  wine: 'wine-glass',
  beer: 'beer-mug',
  chocolate: 'chocolate-bar',
  menu: 'fork-and-knife-with-plate',
  flowers: 'bouquet',
  furniture: 'couch-and-lamp',
  mattresses: 'bed',
  plants: 'potted-plant',
  phones: 'mobile-phone',
  laptops: 'laptop',
  headphones: 'headphone',
  electronics: 'laptop',
  games: 'video-game',
  toys: 'teddy-bear',
  books: 'books',
  courses: 'graduation-cap',
  classes: 'open-book',
  software: 'laptop',
  app: 'mobile-phone',
  flights: 'airplane',
  hotels: 'bellhop-bell',
  holidays: 'beach-with-umbrella',
  tours: 'world-map',
  cars: 'automobile',
  bikes: 'bicycle',
  apartments: 'houses',
  homes: 'house-with-garden',
  memberships: 'admission-tickets',
  tickets: 'admission-tickets',
  'pet-food': 'dog',
  supplements: 'pill',
  insurance: 'umbrella',
  gifts: 'wrapped-gift',
};
export const EVENT_ICONS: Record<string, string> = {
  'black-friday': 'shopping-bags',
  'cyber-monday': 'laptop',
  christmas: 'christmas-tree',
  'new-year': 'fireworks',
  valentines: 'red-heart',
  easter: 'hatching-chick',
  halloween: 'jack-o-lantern',
  'mothers-day': 'bouquet',
  'fathers-day': 'necktie',
  'back-to-school': 'backpack',
  ramadan: 'crescent-moon',
  eid: 'crescent-moon',
  thanksgiving: 'turkey',
  'singles-day': 'shopping-bags',
  'lunar-new-year': 'red-envelope',
  diwali: 'diya-lamp',
  'womens-day': 'tulip',
  'grand-opening': 'party-popper',
  anniversary: 'balloon',
};
export const SEASON_ICONS: Record<string, string> = {
  summer: 'sun',
  winter: 'snowflake',
  spring: 'cherry-blossom',
  autumn: 'maple-leaf',
};
export const CATEGORY_ICONS: Record<string, string> = {
  retail: 'shopping-bags',
  fashion: 'dress',
  // a hair salon, a nail bar and a skincare brand are all beauty: a bottle of lotion is none of them wrong
  beauty: 'lotion-bottle',
  food: 'fork-and-knife-with-plate',
  saas: 'laptop',
  app: 'mobile-phone',
  event: 'party-popper',
  jobs: 'briefcase',
  charity: 'red-heart',
  'real-estate': 'house-with-garden',
  fitness: 'running-shoe',
  travel: 'airplane',
  education: 'graduation-cap',
  b2b: 'chart-increasing',
  health: 'stethoscope',
  home: 'couch-and-lamp',
  creative: 'artist-palette',
  content: 'page-facing-up',
  'local-services': 'toolbox',
  finance: 'bank',
  automotive: 'automobile',
  pets: 'paw-prints',
};

/**
 * Categories whose advert sells things: there a keyword of the emoji index (a weaker word than its name)
 * may say what is sold ("fresh flowers" a bouquet). In every other category a keyword misleads more
 * often than it helps ("a long weekend" is a long drum on an English course, "award-winning" a medal on a
 * charity, "decoración" bamboo on a pet shop): the category's own picture is drawn instead.
 */
const THING_CATEGORIES: ReadonlySet<string> = new Set(['retail', 'fashion', 'food', 'home']);

const ABSTRACT_PRODUCTS = new Set([
  'courses',
  'classes',
  'software',
  'app',
  'memberships',
  'insurance',
  'services',
  'tickets',
  'menu',
  'electronics',
]);

/** Products that only say how a trade is sold (a class, a membership): its category is drawn before them. */
const GENERIC_PRODUCTS: ReadonlySet<string> = new Set(['classes', 'memberships']);

/** The strongest score a single weak keyword can give; a picture needs more than that. */
const MIN_SCORE = 2;
/** A general subject of subjects.ts: above any keyword of the index (2.5), below a thing it names (3). */
const SUBJECT_SCORE = 2.75;
/** The same where the advert sells a service: above a thing the index names. */
const SERVICE_SUBJECT_SCORE = 3.25;
/** A weak subject (delivery): below a keyword of the index. */
const WEAK_SUBJECT_SCORE = 2.25;

interface Hit {
  score: number;
  first: number;
  word: string;
  /** False while only homographs name it ("bel ons" twice is still no bell). */
  strong: boolean;
}

/**
 * `weaker`: languages read only as a fallback (English, for a prompt in another language): their words
 * count half a point less, so a false friend ("camera", a room in Italian) is no thing named outright.
 */
function hitsOf(
  text: string,
  languages: string[],
  weaker: readonly string[] = [],
  names: readonly string[] = [],
  petNames = false,
): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  const add = (ids: number[], weight: number, at: number, word: string, strong = true): void => {
    for (const id of ids) {
      // a number or a time ("Studio Nine", "11:30") is no clock face
      if (CLOCK_FACES.has(id)) continue;
      const h = hits.get(id);
      if (!h) hits.set(id, { score: weight, first: at, word, strong });
      else {
        // the same icon named twice counts a little more, not twice
        h.score = Math.max(h.score, weight) + 0.5;
        if (strong && !h.strong) Object.assign(h, { first: at, word, strong });
      }
    }
  };
  // a word's other sense in any language it is read in counts: Spanish "llama" (calls) read as English is still no llama
  const homograph = (w: string): boolean => languages.some((l) => isHomograph(w, l));
  for (const lang of languages) {
    const dict = IDX.words[lang];
    const phrases = IDX.phrases[lang];
    if (!dict) continue;
    if (lang === 'japanese') {
      for (const m of wholeTerms(foldWord(text, lang), dict))
        add(m.ids, m.weight + (m.key.length >= 3 ? 0.5 : 0), m.at, m.key, !homograph(m.key));
      continue;
    }
    const less = weaker.includes(lang) ? 0.5 : 0;
    const ws = words(text).map((w) => foldWord(w, lang));
    const named = new Set(names.flatMap((n) => words(n).map((w) => foldWord(w, lang))));
    const misleading = MISLEADING[lang];
    ws.forEach((w, at) => {
      if (misleading?.has(w) || isModifierAt(ws, at, lang)) return;
      // (a club's name says its activity: "Tischtennisverein Grünau")
      const v = named.has(w) ? (exact(dict, w) ?? framed(dict, w, lang)) : lookup(dict, w, lang);
      // (an animal of the name is no picture outside a pet business: the caller drops the name's words)
      if (v && named.has(w) && !petNames && v.ids.every((id) => NAME_ANIMALS.has(id))) return;
      // (a compound's misleading last part too: a "Wochenmarkt" is no stock market)
      if (v && misleading?.has(v.form)) return;
      // "Hausbar" ends in a bar, no Bär: the compound's part is checked as well as the word
      if (v) add(v.ids, v.weight - less, at, w, !homograph(w) && !homograph(v.form));
    });
    const joined = ` ${ws.join(' ')} `;
    const namedPhrases = names.map(
      (n) =>
        ` ${words(n)
          .map((w) => foldWord(w, lang))
          .join(' ')} `,
    );
    for (const [k, v] of Object.entries(phrases)) {
      if (misleading?.has(k)) continue;
      // "Black Cat Café" names no cat either
      if (!petNames && v.slice(1).every((id) => NAME_ANIMALS.has(id)) && namedPhrases.some((n) => n.includes(` ${k} `)))
        continue;
      const at = joined.indexOf(` ${k} `);
      // a name of several words ("ice cream") is more specific than any one of them
      if (at >= 0) add(v.slice(1), v[0] + 1 - less, joined.slice(0, at).split(' ').length - 1, k);
    }
  }
  // a homograph backs up a thing named, never picks one alone (see homographs.ts)
  for (const [id, h] of hits) if (!h.strong) hits.delete(id);
  return hits;
}

/**
 * Names and keywords found in unspaced Japanese text as whole terms. A term counts only where it
 * starts and ends on a word boundary (Intl.Segmenter, dictionary based, ~0.3 ms a prompt), is no piece
 * of a longer loanword (サイ of サイネージ, see ja-terms.ts) and is not inside a longer term found:
 * 家計簿 (household budget book) is not 家 (house), 家族 (family) neither.
 */
function wholeTerms(
  raw: string,
  dict: Record<string, number[]>,
): { key: string; at: number; ids: number[]; weight: number }[] {
  const t = withoutLegalForms(raw);
  const segs = segmentsOf(t);
  const found: { key: string; at: number; ids: number[]; weight: number }[] = [];
  for (const [k, v] of Object.entries(dict)) {
    for (let at = t.indexOf(k); at >= 0; at = t.indexOf(k, at + 1)) {
      if (isWholeTerm(t, at, at + k.length, segs)) {
        found.push({ key: k, at, ids: v.slice(1), weight: v[0] });
        break;
      }
    }
  }
  // the longest term wins the characters it covers
  found.sort((a, b) => b.key.length - a.key.length);
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => f.at < k.at + k.key.length && k.at < f.at + f.key.length)) kept.push(f);
  return kept;
}

/** The last parts of a German or Dutch compound that say how an activity is offered (a club, a course). */
const FRAME_ENDS: Record<string, readonly string[]> = {
  german: [
    'verein',
    'vereins',
    'club',
    'clubs',
    'klub',
    'schule',
    'kurs',
    'kurse',
    'turnier',
    'training',
    'abteilung',
    'mannschaft',
  ],
  dutch: ['vereniging', 'club', 'clubs', 'school', 'les', 'lessen', 'toernooi', 'training', 'team', 'kamp'],
};

/**
 * "Volleyballverein", "Schachclub", "hockeyvereniging": a club, school, course or tournament of an
 * activity is about the activity its first part names as an emoji names it, one thing (the last part names nothing to draw;
 * a keyword is too loose here: "Schützenverein" holds "Schutz", a shelter's hut).
 * It is the advertiser's own activity, so it counts above a product named in passing.
 */
function framed(
  dict: Record<string, number[]>,
  w: string,
  lang: string,
): { ids: number[]; weight: number; form: string } | undefined {
  const frame = FRAME_ENDS[lang]?.find((e) => w.endsWith(e) && w.length - e.length >= 4);
  if (!frame) return undefined;
  for (const form of stems(w.slice(0, -frame.length))) {
    const v = dict[form];
    if (v && v.length === 2 && v[0] >= 3) return { ids: v.slice(1), weight: v[0] + 0.25, form };
  }
  return undefined;
}

/** A word's entry as written only. */
function exact(dict: Record<string, number[]>, w: string): { ids: number[]; weight: number; form: string } | undefined {
  const v = dict[w];
  return v ? { ids: v.slice(1), weight: v[0], form: w } : undefined;
}

/** A word's entry: as written, without an inflection ending, or (German, Dutch) the noun a compound ends with. */
function lookup(
  dict: Record<string, number[]>,
  w: string,
  lang: string,
): { ids: number[]; weight: number; form: string } | undefined {
  for (const form of lang === 'arabic' ? [w] : stems(w)) {
    const v = dict[form];
    if (v) return { ids: v.slice(1), weight: v[0], form };
  }
  const f = framed(dict, w, lang);
  if (f) return f;
  if ((lang === 'german' || lang === 'dutch') && w.length >= 8) {
    // "Laufschuhe" -> "schuhe": the last part of a compound names the thing
    for (let i = 3; i <= w.length - 4; i++) {
      for (const form of stems(w.slice(i))) {
        const v = dict[form];
        // a part is weaker evidence than a whole word: Krankenhaus (hospital) is no house, Handschuh
        // (glove) no shoe; it may draw a picture only when nothing is named outright (weight <= 2)
        if (v && form.length >= 4) return { ids: v.slice(1), weight: Math.min(v[0], MIN_SCORE), form };
      }
    }
  }
  return undefined;
}

function choice(icon: string, concept: string, motifs: string[]): ImageryChoice | undefined {
  const id = ID.get(icon);
  if (id === undefined) return undefined;
  return {
    source: 'builtin',
    concept,
    icon,
    emoji: IDX.emoji[id] ?? '',
    motifs: [icon, ...motifs.filter((m) => m !== icon)].slice(0, 4),
  };
}

/** The text without the names it holds (case-insensitive), so "Phoenix" (a town) draws no phoenix. */
function withoutNames(text: string, names: readonly string[] = []): string {
  let out = text.replace(IDIOMS, ' ');
  for (const n of names)
    if (n && n.trim().length > 1)
      out = out.split(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')).join(' ');
  return out;
}

/**
 * A quoted title (a show, a book, a play: "The Golden Rose", „Der rote Regenschirm“, 「赤い傘」) names
 * what the work is called, not what it is: its words draw no picture. A single-quoted span counts only
 * between spaces, so an apostrophe ("Luigi's") opens none.
 */
const TITLES =
  /“[^”]{1,80}”|„[^“”]{1,80}[“”]|«[^»]{1,80}»|‹[^›]{1,80}›|「[^」]{1,80}」|『[^』]{1,80}』|"[^"]{1,80}"|(?<=^|\s)'[^']{1,80}'(?=[\s.,:;!?)]|$)/gu;

function withoutTitles(text: string): string {
  return text.replace(TITLES, ' ');
}

/** Subjects that say why the advert runs, not what it is about (a job opening): a thing named wins over them. */
const FRAMING_SUBJECTS: ReadonlySet<string> = new Set(['briefcase']);

/**
 * The pictures of what the advert leaves out: the things its excluded spans name and the copywriter's
 * concepts of them, less any the rest of the text names as well ("sofas, except leather furniture").
 */
function barredIcons(
  spans: readonly string[],
  rest: string,
  languages: string[],
  concepts: readonly string[] = [],
): Set<string> {
  if (!spans.length && !concepts.length) return new Set();
  const namedIn = (t: string): string[] => [
    ...subjectsIn(t, languages).map((h) => h.icon),
    ...[...hitsOf(t, languages).keys()].map((id) => IDX.icons[id]),
  ];
  const barred = new Set([...spans.flatMap(namedIn), ...concepts.map((c) => PRODUCT_ICONS[c]).filter(Boolean)]);
  for (const icon of namedIn(rest)) barred.delete(icon);
  return barred;
}

/** Pictures of an occasion (a holiday, a season): barred where the occasion is only a deadline. */
const OCCASION_ICONS: ReadonlySet<string> = new Set([
  ...Object.values(EVENT_ICONS),
  ...Object.values(SEASON_ICONS),
  'evergreen-tree',
  'santa-claus',
  'mrs-claus',
  'snowman',
]);

/**
 * The occasions the deadline spans name ("before Christmas"), and the event read from them, unless the
 * rest of the text names the occasion too ("Christmas cards: order before Christmas").
 */
function deadlineIcons(deadlines: readonly string[], rest: string, languages: string[], event?: string): string[] {
  if (!deadlines.length) return [];
  const occasions = (t: string): string[] =>
    [...hitsOf(t, languages).keys()].map((id) => IDX.icons[id]).filter((i) => OCCASION_ICONS.has(i));
  const named = deadlines.flatMap(occasions);
  if (!named.length) return [];
  let elsewhere = rest;
  for (const d of deadlines) elsewhere = elsewhere.split(d).join(' ');
  if (occasions(elsewhere).length) return [];
  return [...named, ...(event && EVENT_ICONS[event] ? [EVENT_ICONS[event]] : [])];
}

/** "Festa da sardinha", "fiesta de la paella", "festival of cheese": the festival's own word and the word after its "of". */
const FESTIVAL_OF =
  /(?:^|[^\p{L}])(?:festival|festivals|fiesta|fiestas|festa|festas|fete|fête|fêtes|sagra|feria|feira|fest|feest|festival)\s+(?:de\s+la|de\s+las|de\s+los|del|della|dello|delle|dei|degli|de|da|das|do|dos|du|des|van\s+de|of\s+the|of)\s+(\p{L}+)/giu;

/** "Cheese festival", "Oyster fair": the word before an English festival. */
const FOOD_FESTIVAL = /(\p{L}+)\s+(?:festival|fest|fair|feast)(?![\p{L}])/giu;

/** The food a festival is named after, if the index draws it. */
function festivalFood(text: string, hits: [number, Hit][]): { icon: string; word: string } | undefined {
  for (const m of [...text.matchAll(FESTIVAL_OF), ...text.matchAll(FOOD_FESTIVAL)]) {
    const w = foldWord(m[1], 'english');
    const hit = hits.find(([id, h]) => {
      if (h.score < MIN_SCORE || !FOOD_ICONS.has(IDX.icons[id])) return false;
      const hw = foldWord(h.word, 'english');
      const n = Math.min(hw.length, w.length, 5);
      return n >= 3 && hw.slice(0, n) === w.slice(0, n);
    });
    if (hit) return { icon: IDX.icons[hit[0]], word: hit[1].word };
  }
  return undefined;
}

export function matchImagery(q: ImageryQuery): ImageryChoice | undefined {
  // the items a package includes and an occasion named as a deadline are read apart (side-mentions.ts):
  // they draw only where nothing else would
  const first = matchWith(q, true);
  if (first) return first;
  const side = sideMentionsOf(exclusionsOf(q.text ?? '').rest);
  return side.included.length || side.deadlines.length ? matchWith(q, false) : undefined;
}

function matchWith(query: ImageryQuery, sideApart: boolean): ImageryChoice | undefined {
  let q = query;
  const languages = [...new Set([...q.languages, 'english'])];
  // The subjects an advertiser names (a dentist, jazz, yoga) are read first, in the whole text: a
  // specific one is what the advert is about ("Pizzeria Da Gino" still names a pizzeria).
  // English is read as a fallback only: a word of the prompt's own language first ("condomini", Italian
  // flats of an office cleaner, is no English "condo")
  // what the advert leaves out ("excluding furniture") is read apart: it picks nothing, and its picture is barred
  const { spans, rest: unexcluded } = exclusionsOf(q.text ?? '');
  const side = sideApart ? sideMentionsOf(unexcluded) : { included: [], deadlines: [], rest: unexcluded };
  // a meal deal's included items are the meal ("burger and fries included"): on food they are read
  if (q.category === 'food') Object.assign(side, { included: [], rest: unexcluded });
  const kept = side.rest;
  // a term of several words ("cama elástica", "tienda de campaña") is read whole before its words
  const { rest, found: terms } = compoundTermsIn(kept, languages);
  const text = rest.replace(IDIOMS, ' ');
  const barred = barredIcons([...spans, ...side.included], text, languages, q.barredConcepts);
  for (const icon of deadlineIcons(side.deadlines, text, languages, q.event)) barred.add(icon);
  // an included item the copywriter read as the product (the shoes of a hiking camp) says nothing of the
  // trade, nor does the category read from it (fashion): there only a thing named draws, else the
  // second pass (matchImagery) reads the item after all
  if (
    side.included.length &&
    q.productConcept &&
    barredIcons(side.included, text, languages).has(PRODUCT_ICONS[q.productConcept])
  )
    q = { ...q, productConcept: undefined, category: 'general' };
  const allowed = (icon: string | undefined): string | undefined => (icon && !barred.has(icon) ? icon : undefined);
  const own = subjectsIn(text, q.languages);
  const fallback = q.languages.includes('english') ? [] : subjectsIn(text, ['english']);
  // (a term that draws a picture counts as one more thing named, as a general subject does)
  const termHits = terms.flatMap((t) =>
    t.icon === NO_PICTURE ? [] : [{ icon: t.icon, rank: -1, specific: false, weak: false, word: t.word, at: t.at }],
  );
  const read = [...own, ...fallback, ...termHits].sort((a, b) => Number(b.specific) - Number(a.specific));
  // a trade no shipped picture suits is drawn with none, never with another word's picture
  if (read[0]?.specific && read[0].icon === NO_PICTURE) return undefined;
  const subjects = read.filter((h) => ID.has(h.icon) && !barred.has(h.icon));
  const hitMap = hitsOf(
    withoutNames(withoutTitles(rest), q.exclude),
    languages,
    q.languages.includes('english') ? [] : ['english'],
    q.names,
    q.category === 'pets',
  );
  // A keyword (not a name) of the index draws only where the advert sells things (see THING_CATEGORIES).
  const keywordsDraw = !q.category || THING_CATEGORIES.has(q.category);
  // on a prompt of no known trade a food word still says what is sold ("fromages", "naranjas"): food
  // keywords mislead least (the index has no food named by a common word of another sense in its set)
  const foodDraws = q.category === 'general';
  for (const id of hitMap.keys()) if (barred.has(IDX.icons[id])) hitMap.delete(id);
  // a festival of one food draws it, before the band that plays there ("Fiesta de la paella con orquesta"),
  // even where keywords draw nothing else (a festival is an event)
  const feted = festivalFood(text, [...hitMap]);
  for (const [id, h] of hitMap)
    if (h.score < 3 && !keywordsDraw && !(foodDraws && FOOD_ICONS.has(IDX.icons[id]))) hitMap.delete(id);
  // where the advert sells a service, its subject (the pets of a pet shop) says more than a thing it
  // sells or mentions ("cosy beds")
  const subjectScore = keywordsDraw ? SUBJECT_SCORE : SERVICE_SUBJECT_SCORE;
  const listed = new Set<number>();
  for (const s of subjects.filter((x) => !x.specific)) {
    const id = ID.get(s.icon) as number;
    const h = hitMap.get(id);
    // one more thing named: a hand-kept word beats an index keyword, and a thing the index names
    // outright beats it ("cats" over the paw prints of "adopt")
    const score = s.weak ? WEAK_SUBJECT_SCORE : subjectScore;
    if (!h || h.score < score) hitMap.set(id, { score, first: s.at, word: s.word, strong: true });
    if (!s.weak) listed.add(id);
  }
  const hits = [...hitMap]
    .filter(([, h]) => h.score >= MIN_SCORE)
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first);
  const named = hits.filter(([, h]) => h.score >= 3).map(([id]) => IDX.icons[id]);
  // its spot illustrations are the other subjects named, never a stray word's picture
  const specific = subjects.find((x) => x.specific && !FRAMING_SUBJECTS.has(x.icon));
  if (feted && (!specific || specific.icon === 'fork-and-knife-with-plate' || !FOOD_ICONS.has(specific.icon)))
    return choice(feted.icon, feted.word, [feted.icon]);
  if (specific) return choice(specific.icon, specific.word, [...new Set(subjects.map((x) => x.icon))]);
  // A hiring ad is about the trade it hires for: the hairdresser, the café, the delivery van draws
  // before the briefcase, which stays a spot illustration; with no trade named, the briefcase is the
  // picture. Only the hand-kept subjects and the copywriter's product say the trade: an emoji keyword
  // alone misleads here ("se busca personal" holds a pager and a personal computer).
  const framing = subjects.find((x) => x.specific);
  if (framing) {
    const motifs = [...new Set([framing.icon, ...subjects.map((x) => x.icon)])];
    const subject = subjects.find((x) => !x.specific);
    const product = allowed(q.productConcept ? PRODUCT_ICONS[q.productConcept] : undefined);
    const traded = subject
      ? choice(subject.icon, subject.word, motifs)
      : product && !ABSTRACT_PRODUCTS.has(q.productConcept as string)
        ? choice(product, q.productConcept as string, motifs)
        : undefined;
    return traded ?? choice(framing.icon, framing.word, motifs);
  }
  // the copywriter's product is what the advert sells: it wins a tie with any other thing named
  const product = allowed(q.productConcept ? PRODUCT_ICONS[q.productConcept] : undefined);
  // (a course, an app, a membership are not things: the guitar of "guitar classes" is drawn instead)
  const weak = product !== undefined && ABSTRACT_PRODUCTS.has(q.productConcept as string);
  // a class or a membership says less than its category: spin classes are fitness, pottery classes a craft
  const categoryIcon = allowed(q.category && q.category !== 'general' ? CATEGORY_ICONS[q.category] : undefined);
  if (!hits.length && categoryIcon && GENERIC_PRODUCTS.has(q.productConcept as string))
    return choice(categoryIcon, q.category as string, []);
  if (product && (!hits.length || (!weak && hits[0][1].score <= 3) || named.includes(product))) {
    const c = choice(product, q.productConcept as string, named);
    if (c) return c;
  }
  // a thing named outright, then the event, then a keyword, then the season
  const top = hits[0]?.[1];
  // a restaurant, a school or a shelter named says more than the opening or the season it runs for
  if (top && (top.score >= 3 || listed.has(hits[0][0]))) return choice(IDX.icons[hits[0][0]], top.word, named);
  const event = allowed(q.event ? EVENT_ICONS[q.event] : undefined);
  if (event) return choice(event, q.event as string, named);
  if (top) return choice(IDX.icons[hits[0][0]], top.word, named);
  const season = allowed(q.season ? SEASON_ICONS[q.season] : undefined);
  if (season) return choice(season, q.season as string, []);
  const category = allowed(q.category ? CATEGORY_ICONS[q.category] : undefined);
  if (category) return choice(category, q.category as string, []);
  return undefined;
}

/** An icon for one short text (a bullet), only when the text names something itself. */
export function iconFor(text: string, languages: string[]): string | undefined {
  const hits = [...hitsOf(text, [...new Set([...languages, 'english'])])]
    .filter(([, h]) => h.score >= MIN_SCORE)
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first);
  return hits.length ? IDX.icons[hits[0][0]] : undefined;
}

export function isKnownIcon(icon: string): boolean {
  return ID.has(icon);
}
