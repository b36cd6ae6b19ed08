// The fact checker: does an answer carry every fact of the prompt in its role, and nothing the
// prompt did not say? Used by the tests of the template writer and by the LLM path to judge an answer.
import { allWeek } from './contacts';
import { FACT_WORDING } from './fact-wording';
import { extractFacts } from './facts';
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { formatDate, formatMoney, formatOffer, formatTimes } from './render-facts';
import { fold } from './text';
import type { Fact, LanguageId, Page } from './types';

export interface FactCheck {
  /** Required facts no page carries (in any valid wording). */
  missing: Fact[];
  /** Numbers in the copy that the prompt does not give ("Save the date: July 24" from "24/7"). */
  invented: string[];
  /** Facts in a wrong role: "only $40" for a minimum spend, a saving, a donation or a plain price. */
  misused: string[];
}

export interface CheckOptions {
  /** The language the pages are written in; default: any of the nine. */
  language?: LanguageId;
}

/** Folded, with one kind of dash and space, so "1–4pm" matches "1-4pm". */
const norm = (s: string): string => fold(s.normalize('NFKC')).replace(/[–—−]/g, '-').replace(/\s+/g, ' ');

function languagesOf(options: CheckOptions): readonly LanguageId[] {
  return options.language ? [options.language] : COPY_LANGUAGES;
}

/** Every wording of a fact that counts as carrying it: as written, and as each language renders it. */
export function factNeedles(fact: Fact, languages: readonly LanguageId[] = COPY_LANGUAGES): string[] {
  const out = new Set<string>([fact.text]);
  for (const id of languages) {
    const bank = PHRASE_BANKS[id];
    if (fact.role === 'threshold' && fact.money) out.add(formatMoney(fact.money, bank));
    else if (fact.offer) {
      out.add(formatOffer(fact.offer, bank, fact.language));
      out.add(formatOffer(fact.offer, bank, fact.language, false));
      out.add(formatOffer(fact.offer, bank));
      if (fact.money) out.add(formatMoney(fact.money, bank));
      if (fact.offer.kind === 'code') out.add(fact.offer.code);
    } else if (fact.role === 'time' && fact.date) out.add(formatTimes(fact.date, bank));
    else if (fact.date) {
      for (const form of ['natural', 'when', 'until'] as const)
        out.add(formatDate({ ...fact.date, time: undefined, endTime: undefined }, bank, form));
    }
  }
  if (fact.role === 'all-hours') {
    for (const id of languages) out.add(FACT_WORDING[id].allDay);
    if (allWeek(fact.text)) out.add('24/7');
  }
  out.delete('');
  return [...out];
}

// Numbers: "24/7" and "12/14" are one token each (so "24/7" never allows a 24 elsewhere).
const NUMBER_TOKEN = /\d+(?:\/\d+)+|\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?/g;

function tokenValue(token: string): string {
  if (token.includes('/')) return token;
  const s = token.replace(/[\s\u00a0\u202f]/g, '');
  const lastSep = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  if (lastSep >= 0 && s.length - lastSep - 1 <= 2)
    return String(Number(`${s.slice(0, lastSep).replace(/[.,]/g, '')}.${s.slice(lastSep + 1)}`));
  return String(Number(s.replace(/[.,]/g, '')));
}

function numbersIn(text: string): Array<{ token: string; value: string }> {
  return [...text.normalize('NFKC').matchAll(NUMBER_TOKEN)].map((m) => ({ token: m[0], value: tokenValue(m[0]) }));
}

/** Removes verbatim texts (names, phone numbers, codes …) whose digits are not claims of the copy. */
function without(text: string, verbatim: readonly string[]): string {
  let out = norm(text);
  for (const v of verbatim) if (v) out = out.split(norm(v)).join(' ¦ ');
  return out;
}

const VERBATIM_ROLES = new Set([
  'phone',
  'url',
  'email',
  'code',
  'spec',
  'days',
  'brand',
  'product',
  'place',
  'all-hours',
]);
const NEVER_ONLY = new Set(['saving', 'threshold', 'donation', 'price']);

const textsOf = (pages: readonly Page[]): string[] =>
  pages.flatMap((page) => page.flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value])));

/**
 * The required facts that no page carries, as `checkFacts` reads them, as a test to run on many drafts
 * of one answer: the facts' wordings are worked out once, not on every draft.
 */
export function missingTest(facts: readonly Fact[], options: CheckOptions = {}): (pages: readonly Page[]) => Fact[] {
  const languages = languagesOf(options);
  const owed = facts
    .filter((f) => f.required)
    .map((fact) => ({ fact, needles: factNeedles(fact, languages).map(norm) }));
  return (pages) => {
    const all = textsOf(pages).map(norm);
    return owed.filter(({ needles }) => !needles.some((n) => all.some((t) => t.includes(n)))).map(({ fact }) => fact);
  };
}

/**
 * Checks pages against a prompt (or its facts from `extractFacts`): every required fact in some page,
 * no number the prompt does not give, no amount in a wrong role. Pure; a few milliseconds.
 */
export function checkFacts(input: string | Fact[], pages: readonly Page[], options: CheckOptions = {}): FactCheck {
  const facts = typeof input === 'string' ? extractFacts(input, options.language) : input;
  const languages = languagesOf(options);
  const texts = textsOf(pages);
  const all = texts.map(norm);
  const missing = missingTest(facts, options)(pages);

  // Allowed numbers: those of each fact's wordings, and those of the prompt outside any fact.
  const verbatim = facts
    .filter((f) => VERBATIM_ROLES.has(f.role))
    .flatMap((f) => (f.role === 'all-hours' ? factNeedles(f, languages) : [f.text]));
  const allowed = new Set<string>();
  // ("24/7" allows no 24 elsewhere: its wordings are verbatim, not sources of numbers.)
  for (const f of facts)
    if (f.role !== 'all-hours')
      for (const n of factNeedles(f)) for (const x of numbersIn(without(n, verbatim))) allowed.add(x.value);
  if (typeof input === 'string') {
    const rest = without(
      input,
      facts.map((f) => f.text),
    );
    for (const x of numbersIn(rest)) allowed.add(x.value);
  }
  const invented = new Set<string>();
  for (const t of texts)
    for (const x of numbersIn(without(t, verbatim))) if (!allowed.has(x.value)) invented.add(`${x.token} in "${t}"`);

  const misused = new Set<string>();
  for (const f of facts) {
    if (!f.money || !NEVER_ONLY.has(f.role)) continue;
    for (const id of languages) {
      const bank = PHRASE_BANKS[id];
      const only = norm(bank.offers.price.replace('{amount}', formatMoney(f.money, bank)));
      for (const t of all) if (t.includes(only)) misused.add(`${f.role} ${f.text} written as "${only}"`);
    }
  }
  return { missing, invented: [...invented], misused: [...misused] };
}
