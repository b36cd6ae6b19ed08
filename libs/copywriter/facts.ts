// The prompt's facts, each with its role: what copy is written from and checked against.
import { analyzePrompt } from './analyze';
import { promptLanguageFor } from './language-prior';
import type { Fact, FactRole, LanguageId, Money, Offer, PromptAnalysis } from './types';

const OFFER_ROLE: Partial<Record<Offer['kind'], FactRole>> = {
  'percent-off': 'percent-off',
  'amount-off': 'amount-off',
  saving: 'saving',
  threshold: 'threshold',
  donation: 'donation',
  apr: 'apr',
  bogo: 'bogo',
  'multi-buy': 'multi-buy',
  'half-price': 'half-price',
  'free-item': 'free-item',
  'free-trial': 'free-trial',
  code: 'code',
};

function offerRole(offer: Offer): FactRole {
  if (offer.kind === 'price') return offer.from ? 'from-price' : offer.sale ? 'sale-price' : 'price';
  return OFFER_ROLE[offer.kind] ?? 'free-offer';
}

/**
 * Reads the facts of a prompt: offers and every amount of money in its role, dates, times, "24/7",
 * phone numbers, web and e-mail addresses, codes, specs, names and places.
 * `language`: the language the copy is written in; a spec ("4-bed") is required only in the
 * prompt's own language (there is no word for it in the others). Default: the prompt's language.
 */
export function extractFacts(prompt: string, language?: LanguageId): Fact[] {
  return factsOfPrompt(analyzePrompt(prompt), prompt, language);
}

/** The same, from the prompt's analysis already made (writeCopy checks its pages without reading the prompt again). */
export function factsOfPrompt(analysis: PromptAnalysis, prompt: string, language?: LanguageId): Fact[] {
  // The language asked for is evidence of the prompt's own (see language-prior.ts).
  return factsOf(
    language ? { ...analysis, promptLanguage: promptLanguageFor(prompt, analysis.promptLanguage, language) } : analysis,
    language,
    prompt,
  );
}

/** The same, from an analysis already made (writeCopy's `analysis`); with the prompt, a job ad's pay too. */
export function factsOf(analysis: PromptAnalysis, language?: LanguageId, prompt?: string): Fact[] {
  const lang = analysis.promptLanguage;
  const facts: Fact[] = [];
  const add = (role: FactRole, text: string, required: boolean, extra: Partial<Fact> = {}): void => {
    facts.push({ role, text, required, language: lang, ...extra });
  };
  for (const offer of analysis.offerDetails) {
    const money = 'money' in offer ? offer.money : undefined;
    add(offerRole(offer), offer.text, true, { offer, ...(money ? { money } : {}) });
    const minimum = (offer as { minimum?: Money }).minimum;
    if (minimum) add('threshold', offer.text, true, { money: minimum });
  }
  for (const date of analysis.dateDetails) {
    if (date.kind !== 'time') add('date', date.text, true, { date });
    if (date.time) add('time', date.timeText ?? date.text, true, { date });
  }
  if (analysis.allHours) add('all-hours', analysis.allHours, true);
  for (const c of analysis.contacts) add(c.kind, c.text, true);
  // Specs and opening days are kept verbatim, so they are owed only in the prompt's own language.
  for (const spec of analysis.specs) add('spec', spec, !language || language === lang);
  for (const days of analysis.days) add('days', days, !language || language === lang);
  // A job ad's pay, verbatim (its money is no offer): owed like a spec.
  if (analysis.category === 'jobs' && prompt !== undefined)
    for (const pay of payOf(prompt)) add('price', pay, !language || language === lang);
  if (analysis.brand) add('brand', analysis.brand, false);
  if (analysis.product && analysis.productIsName) add('product', analysis.product, false);
  if (analysis.location) add('place', analysis.location, false);
  return facts;
}

/** Clause breaks of every script: a spec's phrase never runs over them. */
const CLAUSE_BREAK = /[,.;:!?()[\]\n–—•|、。，！？：；（）「」،؛]/u;
/** A duration or count written as an adjective ("45-minute", "50-minütige"): its noun follows. */
const ADJECTIVE_SPEC =
  /-(?:minute|hour|day|night|week|month|year|bed|bedroom|room|person|seat)s?$|-(?:minütige|stündige|tägige|wöchige|monatige)[nrs]?$/iu;

/**
 * How a spec reads on its own: the prompt's short clause around it ("3 notti + la quarta in
 * omaggio", "定員16名", "6 lezioni online"), or the spec with the noun it qualifies ("45-minute
 * assessment"), so that no page shows a bare "45-minute." fragment. Falls back to the spec.
 */
export function specPhrase(prompt: string, spec: string): string {
  const at = prompt.indexOf(spec);
  if (at < 0) return spec;
  // A comma or point between digits belongs to a number ("5,480万円"), not a clause break.
  const breaks = (i: number): boolean =>
    CLAUSE_BREAK.test(prompt.charAt(i)) &&
    !(/[,.]/.test(prompt.charAt(i)) && /\d/.test(prompt.charAt(i - 1)) && /\d/.test(prompt.charAt(i + 1)));
  let start = at;
  while (start > 0 && !breaks(start - 1)) start--;
  let end = at + spec.length;
  while (end < prompt.length && !breaks(end)) end++;
  const clause = prompt.slice(start, end).trim();
  if (clause.length <= 40) return clause;
  if (ADJECTIVE_SPEC.test(spec)) {
    const noun = /^\s+[\p{L}][\p{L}'’-]*/u.exec(prompt.slice(at + spec.length, end))?.[0];
    if (noun) return `${spec}${noun}`;
  }
  return spec;
}

/**
 * Pay in a job ad, verbatim: the analysis takes no money of a job ad for an offer, yet the pay is
 * what a candidate reads first ("$22/hour", "12,50 € brut de l'heure", "€85-100k", "500 € Startbonus").
 */
const PAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:[$€£]\s?\d[\d.,]*k?(?:\s?[-–]\s?[$€£]?\d[\d.,]*k?)?|\d[\d.,]*k?\s?(?:€|\$|£|円|درهم|ريال)(?:\s?[-–]\s?\d[\d.,]*k?\s?(?:€|\$|£))?|時給\s?\d[\d,]*円〜?)(?:\s?\/\s?(?:hour|hr|h|year|yr|month|mo|Std\.?|Stunde|heure|hora|ora|uur)|\s(?:per|pro|an|a|de|por|all['’]|l['’]|brut\s+de\s+l['’])\s?(?:hour|year|month|Stunde|Monat|Jahr|heure|hora|ora|uur|mes|mois)|\s?brut)?`,
  'gu',
);

export function payOf(prompt: string): string[] {
  return [...prompt.matchAll(PAY)].map((m) => m[0].trim());
}
