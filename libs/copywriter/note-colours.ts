// The colours a prompt asks for, read from its notes on the look (design-notes.ts): hex codes and colour
// names in the nine languages, in the order written, with "light"/"dark" applied ("bleu clair",
// "dunkelgrün", "azul marino") and a refused colour left out ("no pink", "kein Rosa", "ピンク以外").
// Only notes are read: in the copy a colour is a product or a name ("Gold earrings", "Black Friday",
// "Blue Room"), in a note it is a wish.
import { COLOUR_NAMES, COLOUR_SCENES, type ColourName } from './colour-names';
import { fold } from './text';

/** More colours than this make no palette: the first ones written lead. */
const MAX_COLOURS = 4;

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-z])/giu;
// English, German and Dutch put the shade before the colour ("light blue"), the Romance languages after ("bleu clair").
const LIGHT_BEFORE = /^(?:light|pale|soft|baby|pastel|helle\p{L}*|zarte?\p{L}*|lichte?)$/u;
const DARK_BEFORE = /^(?:dark|deep|night|midnight|dunkle\p{L}*|donkere?)$/u;
const LIGHT_AFTER = /^(?:pastel|pastello|clair|claire|claro|clara|chiaro|chiara)s?$/u;
// "bleu nuit", "azul noche", "blu notte", "azul noite": night blue is a dark blue
const DARK_AFTER = /^(?:fonce|foncee|oscur[oa]|scur[oa]|escur[oa]|nuit|noche|notte|noite)s?$/u;
const NIGHT = /^(?:night|midnight|nuit|noche|notte|noite|nacht)$/u;
// German and Dutch write the shade into the word: "hellblau", "dunkelgrün", "lichtblauw", "donkergroen".
const SHADE_PREFIX = /^(hell|dunkel|zart|licht|donker|nacht|pastell?)(\p{L}{3,})$/u;
const NEGATION =
  /^(?:no|not|without|nothing|never|kein\p{L}*|nicht|ohne|pas|sans|jamais|sin|nada|ni|niente|senza|non|sem|nao|geen|niet|zonder)$/u;
// Generic names a specific one next to it narrows: "navy blue", "bleu marine", "verde petrolio", "rouge bordeaux".
const SPECIFIC = new Set(['navy', 'teal', 'turquoise', 'mint', 'burgundy', 'coral', 'lavender']);
const GENERIC = new Set(['blue', 'green', 'red', 'pink', 'purple']);
const AR_NEGATION = /^(?:بدون|لا|غير|ليس|دون)$/u;
const JA_NEGATION = /^(?:系|色)?(?:以外|は?なし|ではなく|じゃなく|は使わ|はNG|は避け)/u;
// A scene's colours need a word for colour: "sea colours", "tons de terre", "海の色", "ألوان البحر".
const COLOUR_CUE =
  /\b(?:colou?rs?|tones?|farben?|t[öo]ne|couleurs?|tons|colores|tonos|colori|toni|cores|kleuren|tinten|palette|pastel\p{L}*)\b|色|カラー|ألوان|لون|باستيل/iu;

interface Found {
  at: number;
  hex: string;
  name?: string;
}

function mix(hex: string, target: number, amount: number): string {
  const out = [1, 3, 5].map((i) => {
    const x = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(x + (target - x) * amount)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${out.join('')}`;
}

function normalizeHex(raw: string): string {
  const h = raw.slice(1).toLowerCase();
  return `#${h.length === 3 ? [...h].map((x) => x + x).join('') : h}`;
}

function latinName(word: string): ColourName | undefined {
  return COLOUR_NAMES.find((c) => c.word.test(word));
}

/** Colour names in the Latin words of one note, with their shade words and refusals. */
function latinColours(note: string): Found[] {
  const words = [...fold(note).matchAll(/\p{L}+/gu)].map((m) => ({ w: m[0], at: m.index }));
  const found: Array<Found & { i: number }> = [];
  words.forEach(({ w, at }, i) => {
    let word = w;
    let shade: 'light' | 'dark' | undefined;
    const prefixed = SHADE_PREFIX.exec(word);
    if (prefixed && latinName(prefixed[2])) {
      word = prefixed[2];
      shade = /^(?:dunkel|donker|nacht)$/u.test(prefixed[1]) ? 'dark' : 'light';
    }
    // French "or" is gold only after "et", "en" or "d'" ("noir et or", "lettres en or"): English "or" is no colour.
    const colour =
      word === 'or' ? (/^(?:et|en|d)$/u.test(words[i - 1]?.w ?? '') ? latinName('oro') : undefined) : latinName(word);
    if (!colour) return;
    const [before, after] = [words[i - 1]?.w ?? '', words[i + 1]?.w ?? ''];
    if (!shade && (LIGHT_BEFORE.test(before) || LIGHT_AFTER.test(after))) shade = 'light';
    if (!shade && (DARK_BEFORE.test(before) || DARK_AFTER.test(after))) shade = 'dark';
    // night blue, "bleu nuit", "azul noche", "Nachtblau": darker than a dark shade
    const night = NIGHT.test(before) || NIGHT.test(after) || prefixed?.[1] === 'nacht';
    if (words.slice(Math.max(0, i - 3), i).some((x) => NEGATION.test(x.w))) return;
    const hex =
      shade === 'light'
        ? mix(colour.hex, 255, 0.5)
        : shade === 'dark'
          ? mix(colour.hex, 0, night ? 0.62 : 0.4)
          : colour.hex;
    found.push({ at, hex, name: colour.name, i });
  });
  // "navy blue", "azul marino": one colour, the specific one
  return found.filter((f) => {
    if (!GENERIC.has(f.name ?? '')) return true;
    return !found.some((g) => Math.abs(g.i - f.i) === 1 && SPECIFIC.has(g.name ?? ''));
  });
}

/** Arabic and Japanese colour names: found inside words ("بالذهبي", "紺と金"), refused when negated. */
function scriptColours(note: string): Found[] {
  const found: Found[] = [];
  for (const colour of COLOUR_NAMES) {
    if (!colour.script) continue;
    for (const m of note.matchAll(new RegExp(colour.script.source, 'gu'))) {
      const before = note.slice(0, m.index).trim().split(/\s+/u).pop() ?? '';
      const after = note.slice(m.index + m[0].length);
      if (AR_NEGATION.test(before) || JA_NEGATION.test(after)) continue;
      if (found.some((f) => f.at === m.index)) continue;
      found.push({ at: m.index, hex: colour.hex, name: colour.name });
    }
  }
  return found;
}

/** The colours the notes ask for, as hex, in the order written (at most four); none when they name none. */
export function coloursOfNotes(notes: readonly string[]): string[] {
  const out: string[] = [];
  const add = (hex: string): void => {
    if (!out.includes(hex) && out.length < MAX_COLOURS) out.push(hex);
  };
  for (const note of notes) {
    const found: Found[] = [
      ...[...note.matchAll(HEX)].map((m) => ({ at: m.index, hex: normalizeHex(m[0]) })),
      ...latinColours(note),
      ...scriptColours(note),
    ].sort((a, b) => a.at - b.at);
    for (const f of found) add(f.hex);
  }
  if (out.length) return out;
  // "sea colours", "couleurs pastel": a scene stands for its colours when nothing is named
  for (const note of notes) {
    if (!COLOUR_CUE.test(note)) continue;
    const scene = COLOUR_SCENES.find((s) => s.scene.test(fold(note)) || s.scene.test(note));
    if (scene) return [...scene.colors];
  }
  return [];
}

/** Whether a text names a colour ("bordeaux et or", "Gelb-Schwarz", "بالذهبي"); "or" alone is no gold. */
export function namesColour(text: string): boolean {
  return latinColours(text).length > 0 || scriptColours(text).length > 0;
}

/** Whether a text names a scene that stands for colours ("de la mer", "海", "البحر"). */
export function namesScene(text: string): boolean {
  return COLOUR_SCENES.some((s) => s.scene.test(fold(text)) || s.scene.test(text));
}

// What may stay of a Japanese or Arabic word around its colour names: particles, "and", the article, endings.
const SCRIPT_REST = /^(?:と|や|の|・|、|و|ب|ال|ل|ي|ة|ية|اء)*$/u;

/** Whether one word is nothing but colour ("navy", "Gelb-Schwarz", "紺と金", "والأسود"), not a word holding one ("ゴールドカード"). */
export function isColourWord(word: string): boolean {
  if (!/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Arabic}]/u.test(word)) {
    const parts = fold(word).match(/\p{L}+/gu) ?? [];
    return parts.length > 0 && parts.every((p) => latinColours(p).length > 0);
  }
  let rest = word;
  for (const c of COLOUR_NAMES) if (c.script) rest = rest.replace(new RegExp(c.script.source, 'gu'), '');
  return rest !== word && SCRIPT_REST.test(rest);
}
