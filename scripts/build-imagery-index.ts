// Builds libs/design-engine/imagery/emoji-index.json: per catalog language, the words that name a
// drawable Fluent emoji (CLDR short names and keywords), and where each icon's SVG lies in the
// pinned @iconify-json/fluent-emoji-flat icons.json (so a worker reads only the icons it draws).
// Run after upgrading either package: `npx ts-node --transpile-only scripts/build-imagery-index.ts`.
// cldr-annotations-full is a devDependency: only this script reads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBJECT_ONLY } from '../libs/design-engine/imagery/subject-only';
import { foldWord, phraseKey } from '../libs/design-engine/imagery/normalise';

const LANGS: Record<string, string> = {
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  arabic: 'ar',
  japanese: 'ja',
};

// Kinds of emoji that can stand for a product or a subject; people, faces, hands and flags never do.
const CATEGORIES = ['Activities', 'Animals & Nature', 'Food & Drink', 'Objects', 'Travel & Places'];
const SYMBOLS_KEPT = ['red-heart', 'recycling-symbol', 'sparkle', 'heavy-dollar-sign'];
// Body parts and symbols with no skin tone that stand for a subject (a dentist's tooth, a language school's speech).
const PEOPLE_KEPT: string[] = ['tooth', 'speech-balloon'];
// Drawable but wrong on an advert ("bath bomb" must not draw a bomb), or a sign rather than a thing.
const EXCLUDED = new Set([
  'bomb',
  'pistol',
  'dagger',
  'crossed-swords',
  'coffin',
  'headstone',
  'funeral-urn',
  'cigarette',
  'axe',
  'bow-and-arrow',
  'chains',
  'broken-chain',
  'drop-of-blood',
  'skull',
  'syringe',
  'probing-cane',
  'crutch',
  'kitchen-knife',
  'biohazard',
  'radioactive',
  'water-pistol',
  'boomerang',
  'moai',
  'ballot-box-with-ballot',
  'nazar-amulet',
  'hamsa',
  'placard',
  'identification-card',
  'wastebasket',
  'toilet',
  'plunger',
  'mouse-trap',
  'bucket',
  'cockroach',
  'mosquito',
  'fly',
  'worm',
  'microbe',
  'lady-beetle',
  'scorpion',
  'spider',
  'spider-web',
  'rat',
  'mouse',
  'bat',
  'snake',
  'lizard',
  'japanese-ogre',
  'japanese-goblin',
  'police-car-light',
  'oncoming-police-car',
  'police-car',
  'fire-engine',
  'ambulance',
  'stop-sign',
  'construction',
  'sponge',
  'wind-face',
  'shield',
  'carpentry-saw',
  'hook',
  'magnet',
  'ladder',
  'fire-extinguisher',
  'military-helmet',
  'military-medal',
  'tokyo-tower',
  'statue-of-liberty',
  'map-of-japan',
  'mount-fuji',
  'japanese-castle',
  'japanese-post-office',
  'kaaba',
  'mosque',
  'synagogue',
  'hindu-temple',
  'shinto-shrine',
  'church',
  'wedding',
  'love-hotel',
  'new-moon-face',
  'full-moon-face',
  'first-quarter-moon-face',
  'last-quarter-moon-face',
  'sun-with-face',
  'crescent-moon-face',
  'pile-of-poo',
  'wilted-flower',
  'fallen-leaf-dark',
  'bone',
  'squid',
  'mahjong-red-dragon',
  'flower-playing-cards',
  'joker',
  'crystal-ball',
  'magic-wand',
]);
// Keywords too general to name a subject in any language (checked after folding).
const STOP = new Set(
  `food drink object objects thing symbol sign day night time new free sale hot cold love heart good best top big small place places travel nature
  animal animals plant fruit vegetable restaurant face person people man woman body hand sport game activity tool work office business service home
  essen trinken lebensmittel getrank objekt tier pflanze zeit tag neu nourriture boisson objet animal plante temps jour nouveau nourriture comida bebida objeto
  cibo bevanda oggetto animale pianta tempo giorno comida bebida objeto animal planta voedsel drank voorwerp dier plant tijd dag nieuw
  shipping delivery deliver opening open class save saving deal deals offer price money cheap quality premium team join hire hiring vision idea
  the and for with des les une con per por del die der das het een van voor mit und fur pour avec para dei della sur dans aux
  summer winter spring autumn fall morning evening weekend week month year holiday holidays sommer fruhling herbst morgen abend wochenende ete hiver printemps automne matin soir
  verano invierno primavera otono manana noche estate inverno autunno mattina sera verao outono manha zomer lente herfst ochtend avond 週末 صيف شتاء ربيع خريف صباح مساء
  down up order call book buy shop get fresh now today tomorrow fast easy great special discount limited exclusive local online store visit welcome fun happy warm cool
  light dark bright power energy smart speed win winner star first plus pro max super life live style look care feel made quality together better more
  bestellen anrufen buchen kaufen commander appeler reserver acheter pedir llamar reservar comprar ordinare chiamare prenotare comprare encomendar ligar bellen boeken kopen`
    .split(/\s+/)
    .filter(Boolean),
);

interface Annotation {
  default?: string[];
  tts?: string[];
}

function fluentName(chars: Record<string, string>, emoji: string): string | undefined {
  const cps = [...emoji].map((c) => (c.codePointAt(0) as number).toString(16)).filter((c) => c !== 'fe0f');
  return chars[cps.join('-')];
}

function main(): void {
  const pkg = join(__dirname, '..', 'node_modules', '@iconify-json', 'fluent-emoji-flat');
  const iconsText = readFileSync(join(pkg, 'icons.json'), 'utf8');
  const icons = JSON.parse(iconsText) as {
    icons: Record<string, { body: string; width?: number; height?: number }>;
    width?: number;
    height?: number;
  };
  const chars = JSON.parse(readFileSync(join(pkg, 'chars.json'), 'utf8')) as Record<string, string>;
  const meta = JSON.parse(readFileSync(join(pkg, 'metadata.json'), 'utf8')) as { categories: Record<string, string[]> };
  const allowed = new Set([
    ...[...CATEGORIES.flatMap((c) => meta.categories[c] ?? []), ...SYMBOLS_KEPT, ...PEOPLE_KEPT].filter(
      (n) => !EXCLUDED.has(n) && icons.icons[n] && !/-(dark|light|medium|medium-dark|medium-light)$/.test(n),
    ),
    ...SUBJECT_ONLY.filter((n) => icons.icons[n]),
  ]);
  const subjectOnly = new Set(SUBJECT_ONLY);

  // Where each kept icon's JSON object lies in icons.json, in bytes (read back with one pread).
  const buf = Buffer.from(iconsText, 'utf8');
  const names = [...allowed].sort();
  const at: Record<string, [number, number]> = {};
  for (const n of names) {
    // icons.json is pretty-printed with tabs: each icon is `\n\t\t"name": {` ... `\n\t\t}`
    const key = Buffer.from(`\n\t\t${JSON.stringify(n)}: {`, 'utf8');
    const start = buf.indexOf(key) + key.length - 1;
    const e = buf.indexOf(Buffer.from('\n\t\t}', 'utf8'), start) + 4;
    const parsed = JSON.parse(buf.subarray(start, e).toString('utf8')) as { body: string };
    if (parsed.body !== icons.icons[n].body) throw new Error(`offset of ${n} is wrong`);
    at[n] = [start, e - start];
  }

  const index = new Map(names.map((n, i) => [n, i]));
  const words: Record<string, Record<string, number[]>> = {};
  const phrases: Record<string, Record<string, number[]>> = {};
  const emojiOf: string[] = new Array(names.length).fill('');
  for (const [lang, code] of Object.entries(LANGS)) {
    const file = join(
      __dirname,
      '..',
      'node_modules',
      'cldr-annotations-full',
      'annotations',
      code,
      'annotations.json',
    );
    const ann = (JSON.parse(readFileSync(file, 'utf8')) as { annotations: { annotations: Record<string, Annotation> } })
      .annotations.annotations;
    // keyword -> icons it names; a keyword naming many icons says nothing
    const kw = new Map<string, Set<number>>();
    const tts = new Map<string, Set<number>>();
    for (const [emoji, a] of Object.entries(ann)) {
      const name = fluentName(chars, emoji);
      const i = name === undefined ? undefined : index.get(name);
      if (i === undefined) continue;
      emojiOf[i] = emoji;
      if (subjectOnly.has(name as string)) continue;
      for (const t of a.tts ?? []) add(tts, phraseKey(t, lang), i);
      for (const k of a.default ?? []) add(kw, phraseKey(k, lang), i);
    }
    const w: Record<string, number[]> = {};
    const p: Record<string, number[]> = {};
    const put = (k: string, ids: number[], weight: number): void => {
      if (
        !k ||
        STOP.has(k) ||
        (lang !== 'japanese' && k.length < 3) ||
        (lang === 'japanese' && k.length < 2 && weight < 3)
      )
        return;
      const target = k.includes(' ') ? p : w;
      const prev = target[k];
      // stored as [weight, id, id...]; a short name beats a keyword
      if (!prev || prev[0] < weight) target[k] = [weight, ...ids];
    };
    for (const [k, ids] of kw)
      if (ids.size <= 3 && (lang === 'japanese' || lang === 'arabic' || k.length >= 4))
        put(k, [...ids], ids.size === 1 ? 2.5 : 2);
    for (const [k, ids] of tts) put(k, [...ids], 3);
    words[lang] = w;
    phrases[lang] = p;
  }
  // single words of a language are folded the same way at match time
  for (const lang of Object.keys(words))
    for (const k of Object.keys(words[lang])) if (foldWord(k, lang) !== k) throw new Error(`unfolded key ${k}`);
  const out = {
    source: '@iconify-json/fluent-emoji-flat@1.2.6 + cldr-annotations-full@48.2.0',
    icons: names,
    emoji: emojiOf,
    at,
    words,
    phrases,
  };
  writeFileSync(join(__dirname, '..', 'libs', 'design-engine', 'imagery', 'emoji-index.json'), JSON.stringify(out));
  console.log(
    `${names.length} icons; words: ${Object.entries(words)
      .map(([l, w]) => `${l} ${Object.keys(w).length}`)
      .join(', ')}`,
  );
}

function add(m: Map<string, Set<number>>, k: string, i: number): void {
  if (!k) return;
  let s = m.get(k);
  if (!s) m.set(k, (s = new Set()));
  s.add(i);
}

main();
