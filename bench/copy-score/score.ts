// The scorecard's metrics, pure: labelled prompts and the pages a copy path wrote for them in, the
// figures out. No copywriter import here, so any path (built-in, recorded or live LLM) is scored alike.
import { formatSize, type FixtureItem } from './fixtures';
import { type FactRole, readClassification } from './labels';
import { baseForm, containsFact, factForm, lineForm } from './normalize';
import { allowedMonths, allowedNumbers, inventedMonths, inventedNumbers } from './numbers';
import { fragmentLines } from './fragment-lines';
import { stockLines } from './stock-lines';

type Block = { type: string; value: string | string[] };
export type ScorePage = Block[];

/** One request's answer: pages (null when the path refused or failed) and its analysis, if any. */
export interface Answer {
  item: FixtureItem;
  pages: ScorePage[] | null;
  analysis?: unknown;
  error?: string;
}

export interface Ratio {
  hit: number;
  of: number;
}

export interface GroupScore {
  prompts: number;
  /** Requests with no pages (refused answer, thrown error). */
  failed: number;
  pages: number;
  category: Ratio;
  action: Ratio;
  factRecall: Ratio;
  /** Pages showing a number or a dated month the prompt does not give. */
  pagesWithInvented: Ratio;
  pagesWithLeak: Ratio;
  /**
   * Pages with a subtitle, body sentence or bullet holding no word of the prompt (stock-lines.ts): a claim
   * or filler the advertiser never made ("Learn from experts", "Made fresh, served with love").
   */
  pagesWithStockLine: Ratio;
  requestsWithRepeatedTitle: Ratio;
  /** Prompts naming a third party whose brand was read as that third party. */
  thirdPartyAsBrand: Ratio;
  /**
   * Prompts with a labelled name (not a third party) whose brand was read as one of those names and
   * printed on at least one page: the design says who advertises.
   */
  advertiserNamed: Ratio;
  /** Prompts with a labelled product (the thing advertised) that at least one page names. */
  productNamed: Ratio;
  /**
   * Pages of prompts with a labelled product whose headline names it or the offer (a percentage off, a
   * free item, a sale price): "Blood drive: Saturday, 14 March", not "What you get" or "Utrecht".
   */
  titlesNamingThing: Ratio;
  /**
   * Requests with two facts or more, in a format with room for them (both sides 250 px or more), where
   * one page carries every labelled fact: the design a marketer can post alone.
   */
  completePage: Ratio;
  /**
   * Pages where one labelled fact other than a name (a price, a date, a phone, a place) is on two of
   * its lines (the date in the subtitle and again in a bullet, the price in the badge and the body).
   */
  pagesWithFactTwice: Ratio;
  /**
   * Pages with a line glued from a template and a fragment of the prompt (fragment-lines.ts): a bare value
   * or a preposition and a name as a bullet, "All at {name}.", a title "X: Y" whose Y is a preposition or a date.
   */
  pagesWithFragment: Ratio;
}

export interface LineShare {
  line: string;
  pages: number;
  share: number;
}

export interface Example {
  id: string;
  what: string;
}

export interface Scorecard {
  overall: GroupScore;
  byLanguage: Record<string, GroupScore>;
  byCategory: Record<string, GroupScore>;
  recallByRole: Partial<Record<FactRole, Ratio>>;
  topLines: LineShare[];
  maxLineShare: number;
  /** Per language, its most frequent line and that line's share of the language's pages. */
  topLineByLanguage: Record<string, LineShare>;
  examples: {
    missedFacts: Example[];
    invented: Example[];
    leaks: Example[];
    stockLines: Example[];
    repeatedTitles: Example[];
    factsTwice: Example[];
    fragments: Example[];
    misread: Example[];
    unnamed: Example[];
    productUnnamed: Example[];
    titlesNotNamingThing: Example[];
  };
}

const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['pipe', /\|/],
  ['brace', /[{}]/],
  ['double bracket', /\[\[|\]\]/],
  ['undefined/NaN/null', /\b(?:undefined|NaN|null)\b|\[object Object\]/],
  // TODO in capitals only: "Todo" is a Spanish word.
  ['placeholder', /%s|\$\{|__\w+__|<\/?[a-z][^>]*>|\bTODO\b|\b[Ll]orem ipsum/],
  ['tag list', /(?<![\p{L}\d])\p{Ll}[\p{Ll}\d-]*,\p{Ll}[\p{Ll}\d-]*/u],
];

/** The leaked-syntax kinds in a text (empty when clean). */
export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** Every text of a page: block values and bullet items. */
export function pageLines(page: ScorePage): string[] {
  return page
    .flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]))
    .filter((v): v is string => typeof v === 'string');
}

/** Fact roles that are the offer itself: a headline may name the offer instead of the thing. */
const OFFER_ROLES: ReadonlySet<FactRole> = new Set(['percent-off', 'bogo', 'free-item', 'sale-price', 'saving']);

const titleOf = (page: ScorePage): string | undefined => {
  const t = page.find((b) => b.type === 'title');
  return typeof t?.value === 'string' ? t.value : undefined;
};

function emptyGroup(): GroupScore {
  const r = (): Ratio => ({ hit: 0, of: 0 });
  return {
    prompts: 0,
    failed: 0,
    pages: 0,
    category: r(),
    action: r(),
    factRecall: r(),
    pagesWithInvented: r(),
    pagesWithLeak: r(),
    pagesWithStockLine: r(),
    requestsWithRepeatedTitle: r(),
    thirdPartyAsBrand: r(),
    advertiserNamed: r(),
    productNamed: r(),
    titlesNamingThing: r(),
    completePage: r(),
    pagesWithFactTwice: r(),
    pagesWithFragment: r(),
  };
}

const add = (r: Ratio, hit: boolean | number, of = 1): void => {
  r.hit += typeof hit === 'number' ? hit : hit ? 1 : 0;
  r.of += of;
};

/**
 * Whether the brand read is one of the item's labelled names (either holding the other: "Scoops" and
 * "Scoops Ice Cream") and is printed on a page; undefined when the prompt labels no name of its own.
 */
export function advertiserNamed(
  item: FixtureItem,
  brand: string | undefined,
  pageTexts: readonly string[],
): boolean | undefined {
  const others = (item.notAdvertiser ?? []).map(factForm);
  const names = item.facts
    .filter((f) => f.role === 'name')
    .map((f) => f.any.map(factForm))
    .filter((forms) => !forms.some((n) => others.includes(n)));
  if (names.length === 0) return undefined;
  const read = brand ? factForm(brand) : '';
  if (!read) return false;
  const fact = names.find((forms) => forms.some((n) => n.includes(read) || read.includes(n)));
  if (!fact) return false;
  return pageTexts.some((t) => [read, ...fact].some((n) => containsFact(t, n)));
}

/**
 * The labelled facts, names left aside (a brand may head the page and sign its button), that two lines
 * of one page state: each block value and each bullet is a line.
 */
export function factsTwiceOn(lines: readonly string[], facts: FixtureItem['facts']): string[] {
  const forms = lines.map(factForm);
  return facts
    .filter((fact) => fact.role !== 'name')
    .filter((fact) => {
      const any = fact.any.map(factForm);
      return forms.filter((l) => any.some((f) => containsFact(l, f))).length > 1;
    })
    .map((fact) => `${fact.role} "${fact.any[0]}"`);
}

/** Scores a set of answers. `exampleLimit` caps each list of examples. */
export function scoreAnswers(answers: readonly Answer[], exampleLimit = 12): Scorecard {
  const overall = emptyGroup();
  const byLanguage: Record<string, GroupScore> = {};
  const byCategory: Record<string, GroupScore> = {};
  const recallByRole: Partial<Record<FactRole, Ratio>> = {};
  const lineCounts = new Map<string, { shown: string; pages: number }>();
  const languageLines: Record<string, Map<string, number>> = {};
  const examples: Scorecard['examples'] = {
    missedFacts: [],
    invented: [],
    leaks: [],
    stockLines: [],
    repeatedTitles: [],
    factsTwice: [],
    fragments: [],
    misread: [],
    unnamed: [],
    productUnnamed: [],
    titlesNotNamingThing: [],
  };
  const note = (list: Example[], id: string, what: string) => {
    if (list.length < exampleLimit) list.push({ id, what });
  };

  for (const answer of answers) {
    const { item } = answer;
    const groups = [
      overall,
      (byLanguage[item.language] ??= emptyGroup()),
      (byCategory[item.category] ??= emptyGroup()),
    ];
    const each = (fn: (g: GroupScore) => void) => groups.forEach(fn);
    each((g) => g.prompts++);

    const read = answer.analysis !== undefined ? readClassification(answer.analysis) : undefined;
    if (read) {
      each((g) => add(g.category, read.category === item.category));
      each((g) => add(g.action, read.action === item.action));
      if (read.category !== item.category || read.action !== item.action) {
        note(
          examples.misread,
          item.id,
          `category ${read.category ?? '-'} (want ${item.category}), action ${read.action ?? '-'} (want ${item.action})`,
        );
      }
      if (item.notAdvertiser?.length) {
        const brand = read.brand ? factForm(read.brand) : '';
        const wrong =
          brand !== '' && item.notAdvertiser.some((n) => factForm(n).includes(brand) || brand.includes(factForm(n)));
        each((g) => add(g.thirdPartyAsBrand, wrong));
        if (wrong) note(examples.misread, item.id, `brand read as the third party "${read.brand}"`);
      }
    }

    const pages = answer.pages;
    if (!pages || pages.length === 0) {
      each((g) => g.failed++);
      // A failed request still owes its facts: they count as missed.
      each((g) => add(g.factRecall, 0, item.facts.length));
      for (const f of item.facts) add((recallByRole[f.role] ??= { hit: 0, of: 0 }), 0);
      continue;
    }
    each((g) => (g.pages += pages.length));

    // Fact recall: a fact counts when any accepted form is on at least one page.
    const pageTexts = pages.map((p) => factForm(pageLines(p).join(' ¦ ')));
    const size = formatSize(item.format);
    if (item.facts.length >= 2 && size && Math.min(size.width, size.height) >= 250) {
      const holds = (t: string) => item.facts.every((fact) => fact.any.map(factForm).some((f) => containsFact(t, f)));
      each((g) => add(g.completePage, pageTexts.some(holds)));
    }
    for (const fact of item.facts) {
      const forms = fact.any.map(factForm);
      const found = pageTexts.some((t) => forms.some((f) => containsFact(t, f)));
      each((g) => add(g.factRecall, found));
      add((recallByRole[fact.role] ??= { hit: 0, of: 0 }), found);
      if (!found) note(examples.missedFacts, item.id, `${fact.role} "${fact.any[0]}"`);
    }

    if (item.product?.length) {
      const forms = item.product.map(factForm);
      const named = pageTexts.some((t) => forms.some((f) => containsFact(t, f)));
      each((g) => add(g.productNamed, named));
      if (!named) note(examples.productUnnamed, item.id, `"${item.product[0]}" on no page`);
      const offers = item.facts.filter((f) => OFFER_ROLES.has(f.role)).flatMap((f) => f.any.map(factForm));
      pages.forEach((page, i) => {
        const title = factForm(titleOf(page) ?? '');
        const heads = [...forms, ...offers].some((f) => containsFact(title, f));
        each((g) => add(g.titlesNamingThing, heads));
        if (!heads) note(examples.titlesNotNamingThing, item.id, `page ${i + 1}: "${titleOf(page) ?? ''}"`);
      });
    }

    if (read) {
      const named = advertiserNamed(item, read.brand, pageTexts);
      if (named !== undefined) {
        each((g) => add(g.advertiserNamed, named));
        if (!named)
          note(
            examples.unnamed,
            item.id,
            read.brand ? `brand "${read.brand}" not printed or not a labelled name` : 'no brand read',
          );
      }
    }

    const allowed = allowedNumbers(item.prompt);
    const months = allowedMonths(item.prompt);
    const titles: string[] = [];
    pages.forEach((page, i) => {
      const lines = pageLines(page);
      const invented = lines.flatMap((l) => [...inventedNumbers(l, allowed), ...inventedMonths(l, months)]);
      each((g) => add(g.pagesWithInvented, invented.length > 0));
      if (invented.length)
        note(examples.invented, item.id, `page ${i + 1}: ${invented.join(', ')} in "${lines.join(' / ')}"`);

      const leaks = lines.flatMap((l) => leaksIn(l).map((k) => `${k} in "${l}"`));
      each((g) => add(g.pagesWithLeak, leaks.length > 0));
      if (leaks.length) note(examples.leaks, item.id, `page ${i + 1}: ${leaks.join('; ')}`);

      const stock = stockLines(page, item.prompt);
      each((g) => add(g.pagesWithStockLine, stock.length > 0));
      if (stock.length) note(examples.stockLines, item.id, `page ${i + 1}: "${stock.join('" / "')}"`);

      const twice = factsTwiceOn(lines, item.facts);
      each((g) => add(g.pagesWithFactTwice, twice.length > 0));
      if (twice.length)
        note(examples.factsTwice, item.id, `page ${i + 1}: ${twice.join(', ')} in "${lines.join(' / ')}"`);

      const fragments = fragmentLines(page);
      each((g) => add(g.pagesWithFragment, fragments.length > 0));
      if (fragments.length) note(examples.fragments, item.id, `page ${i + 1}: ${fragments.join('; ')}`);

      const title = titleOf(page);
      if (title) titles.push(lineForm(title));
      for (const line of new Set(lines.map(lineForm))) {
        if (!line) continue;
        const entry = lineCounts.get(line) ?? { shown: baseForm(line), pages: 0 };
        entry.pages++;
        lineCounts.set(line, entry);
        const perLanguage = (languageLines[item.language] ??= new Map());
        perLanguage.set(line, (perLanguage.get(line) ?? 0) + 1);
      }
    });
    const repeated = titles.length !== new Set(titles).size;
    each((g) => add(g.requestsWithRepeatedTitle, repeated));
    if (repeated) note(examples.repeatedTitles, item.id, titles.join(' / '));
  }

  const topLines = [...lineCounts.values()]
    .sort((a, b) => b.pages - a.pages || a.shown.localeCompare(b.shown))
    .slice(0, 15)
    .map((e) => ({ line: e.shown, pages: e.pages, share: overall.pages ? e.pages / overall.pages : 0 }));
  const topLineByLanguage: Record<string, LineShare> = {};
  for (const [language, counts] of Object.entries(languageLines)) {
    const [line, pages] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    topLineByLanguage[language] = { line, pages, share: pages / byLanguage[language].pages };
  }
  return {
    overall,
    byLanguage,
    byCategory,
    recallByRole,
    topLines,
    maxLineShare: topLines[0]?.share ?? 0,
    topLineByLanguage,
    examples,
  };
}

/** A ratio as a percentage string ("—" when there is nothing to count). */
export function pct(r: Ratio): string {
  return r.of === 0 ? '—' : `${((100 * r.hit) / r.of).toFixed(1)} %`;
}
