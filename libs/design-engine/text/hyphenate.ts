// Hyphenation points for the Latin-script catalog languages, from the TeX (Liang) patterns that the
// `hyphen` package ships. Arabic is never hyphenated and Japanese breaks between characters, so
// neither has a hyphenator.
import { LanguageId } from '../catalog/languages';

/** Splits one word into the pieces between its hyphenation points ([word] when it has none). */
export type Hyphenator = (word: string) => string[];

interface HyphenModule {
  hyphenateSync(text: string, options: { hyphenChar: string; minWordLength: number; html: boolean }): string;
}

/** Pattern sets (German: the 1996 reformed spelling, English: US), loaded on first use: up to 250 ms each. */
const PATTERNS: Partial<Record<LanguageId, string>> = {
  english: 'hyphen/en-us',
  spanish: 'hyphen/es',
  french: 'hyphen/fr',
  german: 'hyphen/de',
  italian: 'hyphen/it',
  portuguese: 'hyphen/pt',
  dutch: 'hyphen/nl',
};

function load(path: string): HyphenModule {
  // a synchronous, lazy load: fitting is synchronous, and a worker pays only for the languages it sets
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path) as HyphenModule;
}

/** Shortest piece before / after a break: display type reads badly with "a-" or "-ly". */
const LEFT_MIN = 2;
const RIGHT_MIN = 3;
const SOFT = '\u00AD';
const MAX_CACHE = 20_000;

const hyphenators = new Map<LanguageId, Hyphenator>();

export function hyphenatorFor(language: LanguageId): Hyphenator | undefined {
  const path = PATTERNS[language];
  if (!path) return undefined;
  let h = hyphenators.get(language);
  if (!h) {
    h = makeHyphenator(() => load(path));
    hyphenators.set(language, h);
  }
  return h;
}

function makeHyphenator(load: () => HyphenModule): Hyphenator {
  let mod: HyphenModule | undefined;
  const cache = new Map<string, string[]>();
  return (word) => {
    let pieces = cache.get(word);
    if (pieces) return pieces;
    mod ??= load();
    pieces = split(mod, word);
    if (cache.size > MAX_CACHE) cache.clear();
    cache.set(word, pieces);
    return pieces;
  };
}

function split(mod: HyphenModule, word: string): string[] {
  // Numbers, codes and addresses ("A4", "2024er", "shop.de") are not words to hyphenate.
  if (/[\d@/\\._:]/.test(word) || word.includes(SOFT)) return [word];
  const raw = mod
    .hyphenateSync(word, { hyphenChar: SOFT, minWordLength: LEFT_MIN + RIGHT_MIN, html: false })
    .split(SOFT);
  if (raw.join('') !== word) return [word];
  // Merge pieces so that no break leaves fewer than LEFT_MIN letters before it or RIGHT_MIN after it.
  const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
  const out: string[] = [];
  for (const p of raw) {
    const last = out[out.length - 1];
    if (last !== undefined && letters(out.join('')) < LEFT_MIN) out[out.length - 1] = last + p;
    else out.push(p);
  }
  while (out.length > 1 && letters(out[out.length - 1]) < RIGHT_MIN) {
    const tail = out.pop() as string;
    out[out.length - 1] += tail;
  }
  return out;
}
