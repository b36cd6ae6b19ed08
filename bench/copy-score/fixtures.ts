// The labelled prompts (test/fixtures/copy-prompts/*.json): their shape, loading and checking.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS } from '../../libs/design-engine/catalog/formats';
import {
  ACTION_LABELS,
  type ActionLabel,
  CATEGORY_LABELS,
  type CategoryLabel,
  FACT_ROLES,
  type FactRole,
} from './labels';
import { containsFact, factForm } from './normalize';

export const FIXTURE_DIR = join(__dirname, '..', '..', 'test', 'fixtures', 'copy-prompts');
export const LANGUAGES = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'dutch',
  'japanese',
  'arabic',
] as const;
export type FixtureLanguage = (typeof LANGUAGES)[number];

export interface LabelledFact {
  role: FactRole;
  /** Accepted forms; any one of them in a page counts. The first is as the prompt writes it. */
  any: string[];
}

export interface FixtureItem {
  id: string;
  language: FixtureLanguage;
  prompt: string;
  /** A catalog subtype ("socialMedia-instagram-story") or "WIDTHxHEIGHT". */
  format: string;
  category: CategoryLabel;
  action: ActionLabel;
  facts: LabelledFact[];
  /** Names in the prompt that are not the advertiser (a speaker's company, a venue, a city). */
  notAdvertiser?: string[];
  /**
   * What is advertised (the product, service or event) in the prompt's own words: any form on any page
   * names it. The first form is as the prompt writes it.
   */
  product?: string[];
}

/** A format's size: a catalog subtype or "1200x628". */
export function formatSize(format: string): { width: number; height: number } | null {
  const spec = ALL_FORMATS.find((f) => f.subtype === format);
  if (spec) return { width: spec.width, height: spec.height };
  const m = /^(\d{2,4})x(\d{2,4})$/.exec(format);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/** What is wrong with one item (empty when it is well formed). */
export function checkItem(item: FixtureItem, fileLanguage: string): string[] {
  const errors: string[] = [];
  const at = (msg: string) => errors.push(`${item.id ?? '?'}: ${msg}`);
  if (!/^[a-z]{2}-[a-z0-9-]+$/.test(item.id ?? '')) at('id must look like "en-042"');
  if (item.language !== fileLanguage) at(`language ${item.language} in the ${fileLanguage} file`);
  if (typeof item.prompt !== 'string' || item.prompt.trim().length < 10) at('prompt too short');
  if (!formatSize(item.format)) at(`format ${item.format} is neither a catalog subtype nor WxH`);
  if (!(CATEGORY_LABELS as readonly string[]).includes(item.category)) at(`unknown category ${item.category}`);
  if (!(ACTION_LABELS as readonly string[]).includes(item.action)) at(`unknown action ${item.action}`);
  if (!Array.isArray(item.facts)) at('facts must be an array');
  const prompt = factForm(item.prompt ?? '');
  for (const fact of item.facts ?? []) {
    if (!(FACT_ROLES as readonly string[]).includes(fact.role)) at(`unknown fact role ${fact.role}`);
    if (!Array.isArray(fact.any) || fact.any.length === 0) at(`fact without forms (${fact.role})`);
    // The first form is how the prompt writes it: a typo in a label would make the score lie.
    else if (!containsFact(prompt, factForm(fact.any[0]))) at(`fact "${fact.any[0]}" is not in the prompt`);
  }
  if (item.product !== undefined) {
    if (!Array.isArray(item.product) || item.product.length === 0) at('product without forms');
    else if (!containsFact(prompt, factForm(item.product[0]))) at(`product "${item.product[0]}" is not in the prompt`);
  }
  for (const name of item.notAdvertiser ?? [])
    if (!containsFact(prompt, factForm(name))) at(`third party "${name}" is not in the prompt`);
  return errors;
}

/** Every fixture item, all languages or some, in file order; throws on a malformed file. */
export function loadFixtures(languages: readonly string[] = LANGUAGES, dir = FIXTURE_DIR): FixtureItem[] {
  const items: FixtureItem[] = [];
  const errors: string[] = [];
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.json') && (LANGUAGES as readonly string[]).includes(f.replace(/\.json$/, '')),
  );
  for (const file of files.sort()) {
    const language = file.replace(/\.json$/, '');
    if (!languages.includes(language)) continue;
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as FixtureItem[];
    for (const item of data) errors.push(...checkItem(item, language));
    items.push(...data);
  }
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) errors.push(`${item.id}: duplicate id`);
    seen.add(item.id);
  }
  if (errors.length) throw new Error(`copy-prompts fixtures:\n${errors.join('\n')}`);
  return items;
}

/** Recorded model answers (id → the answer's content as the model sent it), beside the fixtures. */
export function loadRecordedAnswers(dir = FIXTURE_DIR): Record<string, string> {
  const raw = JSON.parse(readFileSync(join(dir, 'llm-answers', 'answers.json'), 'utf8')) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [id, answer] of Object.entries(raw))
    out[id] = typeof answer === 'string' ? answer : JSON.stringify(answer);
  return out;
}
