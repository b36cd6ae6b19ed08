// Phrase-bank templates: "tag1,!tag2,a+b|Text with {placeholders}". Parsed once per entry; an entry
// that does not parse throws (every bank is parsed when this module loads), so template syntax can
// never be printed as copy.
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { ANGLES, type PhraseBank } from './languages/phrase-bank';
import { addressesFamiliarly, FORMAL_TAG_PREFIX } from './register';
import type { LanguageId } from './types';

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
    if (/[|{}]/.test(bare) || !t.text.trim())
      throw new TemplateError(`phrase-bank entry does not parse: ${JSON.stringify(raw)}`);
    parsed.set(raw, t);
  }
  return t;
}

/** A template's text cut at its placeholders once: literals[0], keys[0], literals[1], ..., literals[n]. */
export interface Placeholders {
  literals: string[];
  /** As written: a capital first letter asks for a capital in the copy ("{Offer}"). */
  keys: string[];
  /** The variable each placeholder reads ("offer" for "{Offer}"). */
  names: string[];
}

const placeholders = new WeakMap<Template, Placeholders>();

export function placeholdersOf(t: Template): Placeholders {
  let p = placeholders.get(t);
  if (!p) {
    p = { literals: [], keys: [], names: [] };
    let last = 0;
    for (const m of t.text.matchAll(PLACEHOLDER)) {
      p.literals.push(t.text.slice(last, m.index));
      p.keys.push(m[1]);
      p.names.push(m[1].toLowerCase());
      last = m.index + m[0].length;
    }
    p.literals.push(t.text.slice(last));
    placeholders.set(t, p);
  }
  return p;
}

/** A conjunction's terms, split once: templates are checked against the tags many times per answer. */
const termsOf = new Map<string, string[]>();

/** "a+!b": tag a present and tag b absent. */
export function conjunction(expr: string, tags: ReadonlySet<string>): boolean {
  let terms = termsOf.get(expr);
  if (!terms) {
    terms = expr.split('+');
    termsOf.set(expr, terms);
  }
  for (const y of terms) if (y.startsWith('!') ? tags.has(y.slice(1)) : !tags.has(y)) return false;
  return true;
}

/** A template's tag list sorted once into the tags that exclude it and the alternatives that admit it. */
interface Condition {
  negative: string[];
  positive: string[];
}

const conditions = new WeakMap<Template, Condition>();

function conditionOf(t: Template): Condition {
  let c = conditions.get(t);
  if (!c) {
    c = {
      positive: t.tags.filter((x) => !x.startsWith('!')),
      negative: t.tags.filter((x) => x.startsWith('!')).map((x) => x.slice(1)),
    };
    conditions.set(t, c);
  }
  return c;
}

/** The polite-register tags (register.ts), one per language, and whether a template is familiar in each. */
const FORMAL_TAGS = COPY_LANGUAGES.map((id) => [`${FORMAL_TAG_PREFIX}${id}`, id] as const);
const familiar = new WeakMap<Template, Map<LanguageId, boolean>>();

function familiarIn(t: Template, language: LanguageId): boolean {
  let byLanguage = familiar.get(t);
  if (!byLanguage) familiar.set(t, (byLanguage = new Map()));
  let v = byLanguage.get(language);
  if (v === undefined) byLanguage.set(language, (v = addressesFamiliarly(t.text, language)));
  return v;
}

export function eligible(t: Template, tags: ReadonlySet<string>): boolean {
  const { positive, negative } = conditionOf(t);
  for (const x of negative) if (tags.has(x)) return false;
  // A serious trade's copy says "Sie", or no address at all (register.ts).
  for (const [tag, language] of FORMAL_TAGS) if (tags.has(tag) && familiarIn(t, language)) return false;
  // "a+b" needs both tags; "a,b" needs either.
  return positive.length === 0 || positive.some((x) => conjunction(x, tags));
}

/** Every entry of a bank that is a template (titles, subtitles, bodies, fact lines, calls to action, category nouns, benefits and questions). */
export function templatesOf(bank: PhraseBank): string[] {
  return [
    ...ANGLES.flatMap((a) => [...bank.titles[a], ...bank.subtitles[a], ...bank.bodies[a]]),
    ...Object.values(bank.categories).flatMap((c) => [c.noun, ...c.benefits, ...c.questions]),
    ...Object.values(bank.factBullets).flat(),
    ...Object.values(bank.ctas).flat(),
  ];
}

// Parse every entry now: a bad entry fails at start-up (and in the bank spec), not in a design.
for (const id of COPY_LANGUAGES) for (const raw of templatesOf(PHRASE_BANKS[id])) parseTemplate(raw);
