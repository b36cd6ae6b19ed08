// The scorecard as text: the overall figures, one table per language and per category, recall per
// fact role, the most frequent lines and a few examples of each failure.
import { type GroupScore, type Scorecard, pct } from './score';

const GOAL_LINE_SHARE = 0.03;

function row(name: string, g: GroupScore): string {
  return `| ${name} | ${g.prompts} | ${g.failed} | ${pct(g.category)} | ${pct(g.action)} | ${pct(g.factRecall)} | ${pct(g.pagesWithInvented)} | ${pct(g.pagesWithLeak)} | ${pct(g.pagesWithStockLine)} | ${pct(g.requestsWithRepeatedTitle)} | ${pct(g.thirdPartyAsBrand)} | ${pct(g.advertiserNamed)} | ${pct(g.productNamed)} | ${pct(g.titlesNamingThing)} | ${pct(g.completePage)} | ${pct(g.pagesWithFactTwice)} | ${pct(g.pagesWithFragment)} |`;
}

const HEAD = [
  '| group | prompts | failed | category | action | fact recall | pages with invented number or month | pages with leaked syntax | pages with a stock line | requests with repeated title | third party as brand | advertiser named | product named | titles naming the thing or offer | one page with every fact | pages with a fact twice | pages with a glued fragment |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export function renderReport(card: Scorecard, title: string): string {
  const out: string[] = [`# ${title}`, ''];
  out.push(...HEAD, row('all', card.overall), '');
  out.push('By language', '', ...HEAD);
  for (const [lang, g] of Object.entries(card.byLanguage).sort()) out.push(row(lang, g));
  out.push('', 'By category', '', ...HEAD);
  for (const [cat, g] of Object.entries(card.byCategory).sort()) out.push(row(cat, g));
  out.push('', 'Fact recall by role', '', '| role | recall | facts |', '|---|---|---|');
  for (const [role, r] of Object.entries(card.recallByRole).sort()) out.push(`| ${role} | ${pct(r)} | ${r.of} |`);
  out.push(
    '',
    `Most frequent lines (share of ${card.overall.pages} pages; goal: none above ${GOAL_LINE_SHARE * 100} %)`,
    '',
    '| line | pages | share |',
    '|---|---|---|',
  );
  for (const l of card.topLines)
    out.push(`| ${l.line.replace(/\|/g, '\\|')} | ${l.pages} | ${(100 * l.share).toFixed(1)} % |`);
  out.push(
    '',
    `Max line share: ${(100 * card.maxLineShare).toFixed(1)} % (${card.maxLineShare <= GOAL_LINE_SHARE ? 'met' : 'not met'})`,
  );
  out.push(
    '',
    "Most frequent line within each language (share of that language's pages)",
    '',
    '| language | line | pages | share |',
    '|---|---|---|---|',
  );
  for (const [lang, l] of Object.entries(card.topLineByLanguage).sort()) {
    out.push(`| ${lang} | ${l.line.replace(/\|/g, '\\|')} | ${l.pages} | ${(100 * l.share).toFixed(1)} % |`);
  }
  const ex = card.examples;
  for (const [name, list] of [
    ['Missed facts', ex.missedFacts],
    ['Invented numbers or months', ex.invented],
    ['Leaked syntax', ex.leaks],
    ['Stock lines (no word of the prompt)', ex.stockLines],
    ['Repeated titles', ex.repeatedTitles],
    ['A fact twice on one page', ex.factsTwice],
    ['Glued fragments', ex.fragments],
    ['Misread classification', ex.misread],
    ['Advertiser not named', ex.unnamed],
    ['Product not named', ex.productUnnamed],
    ['Headline names neither the thing nor the offer', ex.titlesNotNamingThing],
  ] as const) {
    if (!list.length) continue;
    out.push('', `${name} (first ${list.length})`);
    for (const e of list) out.push(`- ${e.id}: ${e.what}`);
  }
  return out.join('\n');
}
