// Phrase-bank templates: "tag1,!tag2,a+b|Text with {placeholders}". Parsed once per entry; an entry
// that does not parse throws (every bank is parsed when this module loads), so template syntax can
// never be printed as copy.
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { ANGLES, type PhraseBank } from './languages/phrase-bank';

export interface Template {
  /** Alternatives ("a,b": either); each a conjunction ("a+!b": a present and b absent). */
  tags: string[];
  text: string;
}

const TAG = String.raw`!?[a-z][a-z0-9-]*`;
const CONJUNCTION = String.raw`${TAG}(?:\+${TAG})*`;
/** Tags may hold digits ("b2b"), negations ("!jobs"), conjunctions ("sale+food") and alternatives. */
const TAGGED = new RegExp(String.raw`^(${CONJUNCTION}(?:,${CONJUNCTION})*)\|(.*)$`, 's');
const PLACEHOLDER = /\{(\w+)\}/g;

/** Whether a line starts with a tag list (never throws: also used on filled text). */
export function isTagged(raw: string): boolean {
  return TAGGED.test(raw);
}

export class TemplateError extends Error {}

const parsed = new Map<string, Template>();

/** Reads one bank entry; throws TemplateError when syntax would leak into the copy. */
export function parseTemplate(raw: string): Template {
  let t = parsed.get(raw);
  if (!t) {
    const m = TAGGED.exec(raw);
    t = m ? { tags: m[1].split(','), text: m[2] } : { tags: [], text: raw };
    const bare = t.text.replace(PLACEHOLDER, '');
    if (/[|{}]/.test(bare) || !t.text.trim()) throw new TemplateError(`phrase-bank entry does not parse: ${JSON.stringify(raw)}`);
    parsed.set(raw, t);
  }
  return t;
}

/** "a+!b": tag a present and tag b absent. */
export function conjunction(expr: string, tags: ReadonlySet<string>): boolean {
  return expr.split('+').every((y) => (y.startsWith('!') ? !tags.has(y.slice(1)) : tags.has(y)));
}

export function eligible(t: Template, tags: ReadonlySet<string>): boolean {
  const positive = t.tags.filter((x) => !x.startsWith('!'));
  const negative = t.tags.filter((x) => x.startsWith('!')).map((x) => x.slice(1));
  if (negative.some((x) => tags.has(x))) return false;
  // "a+b" needs both tags; "a,b" needs either.
  return positive.length === 0 || positive.some((x) => conjunction(x, tags));
}

/** Every entry of a bank that is a template (titles, subtitles, bodies, fact lines, calls to action, category benefits). */
export function templatesOf(bank: PhraseBank): string[] {
  return [
    ...ANGLES.flatMap((a) => [...bank.titles[a], ...bank.subtitles[a], ...bank.bodies[a]]),
    ...Object.values(bank.categories).flatMap((c) => c.benefits),
    ...Object.values(bank.factBullets).flat(),
    ...Object.values(bank.ctas).flat(),
  ];
}

// Parse every entry now: a bad entry fails at start-up (and in the bank spec), not in a design.
for (const id of COPY_LANGUAGES) for (const raw of templatesOf(PHRASE_BANKS[id])) parseTemplate(raw);
