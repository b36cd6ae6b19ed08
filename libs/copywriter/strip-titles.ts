// Whether a fact's line says something as a headline on its own. A 728x90 or 320x50 shows a title
// and a button only, and a larger format's headline is read first: "Order by 2pm", "Call 555-0134"
// and an offer say something; a bare date or place does not ("Vandaag", "Até domingo", "Every
// Saturday", "In Brooklyn"). The fact's own words are taken out (whatever their case: "Até domingo"
// is the fact "até domingo") and what is left must hold a word that is not a preposition, an
// article or a date's function word ("until", "every", "hasta el", "fino a", "jeden").
import { fold, includesLoose } from './text';
import type { Block } from './types';

const FUNCTION_WORDS = new Set(
  [
    // prepositions of place and time
    'in',
    'at',
    'on',
    'from',
    'by',
    'to',
    'near',
    'en',
    'à',
    'a',
    'au',
    'aux',
    'dans',
    'de',
    'du',
    'des',
    'im',
    'am',
    'um',
    'ab',
    'bis',
    'nach',
    'al',
    'da',
    'di',
    'dal',
    'dalla',
    'em',
    'no',
    'na',
    'op',
    'vanaf',
    'tot',
    'per',
    'para',
    'por',
    'pour',
    'für',
    'fur',
    'voor',
    // articles
    'the',
    'el',
    'la',
    'los',
    'las',
    'le',
    'les',
    'il',
    'lo',
    'gli',
    'o',
    'os',
    'as',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'het',
    'an',
    // a date's function words: deadlines, repeats, "only", "this"
    'until',
    'till',
    'through',
    'thru',
    'ends',
    'every',
    'each',
    'only',
    'this',
    'next',
    'all',
    'hasta',
    'cada',
    'todos',
    'todas',
    'solo',
    'este',
    'esta',
    'jusqu',
    'jusqu’au',
    "jusqu'au",
    'chaque',
    'tous',
    'toutes',
    'seulement',
    'ce',
    'cette',
    'jeden',
    'jede',
    'nur',
    'diesen',
    'diese',
    'dieses',
    'fino',
    'ogni',
    'tutti',
    'tutte',
    'questo',
    'questa',
    'ate',
    'até',
    'toda',
    'apenas',
    'neste',
    'nesta',
    'elke',
    'iedere',
    'alleen',
    'deze',
    'dit',
    't/m',
    'save',
    'date',
  ].map(fold),
);

/** Whether `line` says more than the fact it carries (`needles`: the fact's wordings). */
export function saysMoreThanFact(line: string, needles: readonly string[]): boolean {
  let rest = fold(line);
  for (const n of [...needles]
    .map(fold)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length))
    rest = rest.split(n).join(' ');
  if (/[\u3040-\u30ff\u4e00-\u9fff\u0600-\u06ff]/u.test(rest)) return rest.replace(/[\s\p{P}\p{N}]/gu, '').length >= 2;
  const words = rest.match(/[\p{L}][\p{L}'’/]*/gu) ?? [];
  return words.some((w) => w.length >= 2 && !FUNCTION_WORDS.has(w));
}

/**
 * `head` before `line` with the language's colon ("Last chance: this weekend", "カフェ・ミドリ：週末限定").
 * Only a function word goes to lower case after the lead ("Last chance: until Sunday"); a weekday, a
 * name or a German noun keeps its capital ("Paws & Co: Saturday", "Krause: Innenanstriche").
 */
export function joined(head: string, line: string, colon: string, spaced: boolean, cased: boolean): string {
  const first = fold(/^[\p{L}'’]+/u.exec(line)?.[0] ?? '');
  const rest = cased && FUNCTION_WORDS.has(first) ? line.charAt(0).toLowerCase() + line.slice(1) : line;
  const join = colon.startsWith('\u00a0') || !spaced ? colon : `${colon} `;
  return `${head}${join}${spaced && !join.endsWith(' ') ? ' ' : ''}${rest}`;
}

/**
 * Headlines that carry a date's line where the line alone says too little: a lead before it, the
 * advertiser's name or, when the prompt sets a limit, the bank's short urgency lines ("Paws & Co:
 * Saturday, 10am–2pm", "Last chance: this weekend only", "Letzte Chance: bis 5. September").
 */
export function datedHeadlines(
  line: string,
  leads: readonly string[],
  colon: string,
  spaced: boolean,
  cased: boolean,
): string[] {
  return leads.map((u) => joined(u, line, colon, spaced, cased));
}

/**
 * Whether a strip's one line names who or what (`subjects`: the advertiser, the product). A 728x90
 * or 320x50 is seen for a second beside other content: "30% off" or "Call 555-0134" alone leaves the
 * reader asking whose offer it is, "Northwind: 30% off" or "Hiking boots: 30% off" does not.
 */
export function namesSubject(line: string, subjects: readonly string[]): boolean {
  const folded = fold(line);
  return subjects.some((s) => fold(s).length > 0 && folded.includes(fold(s)));
}

/**
 * A strip's line for a fact that says whose it is: the subject before the fact's line
 * ("Northwind Outfitters: 30% off", "مطعم الياسمين: خصم 20%"). A line that already has a colon
 * ("Call: 555-0134") would read as two headings and is not joined.
 */
export function subjectHeadlines(
  lines: readonly string[],
  subjects: readonly string[],
  colon: string,
  spaced: boolean,
  cased: boolean,
): string[] {
  const bare = colon.trim();
  return subjects.flatMap((s) =>
    lines.filter((l) => !l.includes(bare) && !namesSubject(l, [s])).map((l) => joined(s, l, colon, spaced, cased)),
  );
}

// ---------------------------------------------------------------- the advertiser's lead in short formats

/** What choosing a short format's lead needs of the page writer (write-copy.ts builds it). */
export interface LeadContext {
  /** The advertiser, and what it sells, as the page writer names them. */
  brand?: string;
  product?: string;
  /** Capitalises a line's first letter, leaving protected names as written. */
  capitalise: (text: string) => string;
  colon: string;
  spaced: boolean;
  cased: boolean;
  /** A headline the user dictated: it stays. */
  headline?: string;
  facts: ReadonlyArray<{ kind: string; needles: readonly string[]; lines: readonly string[] }>;
  /** Where an event is held as the prompt says it ("at Seaside Park"), when the copy is in its language. */
  venuePhrases: readonly string[];
  /** Third parties and venues: a title naming one is not led by anyone else. */
  mentions: readonly string[];
  /** A strip or a small square: a title and a button, seen for a second. */
  short: boolean;
  /** The format has room for more blocks than a title and a button. */
  roomy: boolean;
  fitsTitle: (text: string) => boolean;
  /** How many of the prompt's facts the pages miss, as the fact check reads them. */
  missingFacts: () => number;
}

/** A headline that asks ("Looking for a plumber?", "¿Tienes hambre?", "お困りですか？", "هل تبحث؟"). */
export function asksQuestion(title: string): boolean {
  return /[?？؟]\s*$/u.test(title);
}

/**
 * Who leads a short format's headline. First, a page of a title and a button that carries only a bare
 * fact (an offer, a date, a contact) must also say whose or what it is ("Northwind Outfitters: 30% off",
 * not "Until Sunday: 30% off"; "$89 at Seaside Park" when no one is named). Then, in a strip or a small
 * square, a headline that does not name the advertiser gives a lead that carries no fact to its name
 * ("Harbor Insurance: Quotes in 5 minutes" for "Get covered: Quotes in 5 minutes"), never before a question.
 * A dictated headline keeps its bare fact unnamed; no two pages end with one title. (Until 2026-11-25 these
 * were two twin functions of write-copy.ts, nameStripTitles and nameInShortFormats.)
 */
export function leadShortTitles(ctx: LeadContext, pages: Array<{ blocks: Block[] }>): void {
  nameBareFacts(ctx, pages);
  if (ctx.brand && ctx.short) leadWithAdvertiser(ctx, pages, ctx.brand);
}

const titleOf = (blocks: readonly Block[]): string => String(blocks.find((b) => b.type === 'title')?.value ?? '');
const textsOf = (blocks: readonly Block[]): string[] =>
  blocks.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));

function nameBareFacts(ctx: LeadContext, pages: Array<{ blocks: Block[] }>): void {
  // the advertiser when it is named, else what it sells ("Denver: $720,000" led a listing by Summit Homes)
  const subjects = [ctx.brand ?? ctx.product].filter((s): s is string => Boolean(s)).map(ctx.capitalise);
  // With no one to name, an event's fact says where it is instead ("$89 at Seaside Park", never "Seaside Park: $89").
  const venues = subjects.length ? [] : ctx.venuePhrases;
  if (!subjects.length && !venues.length) return;
  const titles = new Set(pages.map((p) => fold(titleOf(p.blocks))));
  const joinedTo = (lines: string[]): string[] =>
    subjects.length
      ? subjectHeadlines(lines, subjects, ctx.colon, ctx.spaced, ctx.cased)
      : lines.flatMap((l) => venues.filter((v) => !namesSubject(l, [v])).map((v) => `${l} ${v}`));
  const linesOf = (kind: string, facts: LeadContext['facts']): string[] =>
    facts.filter((f) => f.kind === kind).flatMap((f) => (kind === 'date' ? f.lines : [...f.lines, ...f.needles]));
  for (const page of pages) {
    // (a 300x250 with no offer is a title and a button too)
    if (ctx.roomy && page.blocks.some((b) => b.type !== 'title' && b.type !== 'cta')) continue;
    const ti = page.blocks.findIndex((b) => b.type === 'title');
    const title = titleOf(page.blocks);
    if (
      ti < 0 ||
      (ctx.headline && fold(title) === fold(ctx.headline)) ||
      namesSubject(title, subjects) ||
      ctx.mentions.some((m) => namesSubject(title, [m]))
    )
      continue;
    const carried = ctx.facts.filter((f) => f.kind !== 'name' && f.needles.some((n) => n && includesLoose(title, n)));
    // only a bare fact wants a subject: "Open house this Sunday 1-4pm" says what it is already
    // (before a name, an offer's shortest wording is its bare figure: "2 large pizzas for $22" says what
    // $22 buys, and "Luna Pizzeria: $22" would lose it; a venue goes after the whole line instead)
    const bare = carried.flatMap((f) =>
      f.kind === 'offer' && subjects.length
        ? [...f.needles].sort((a, b) => a.length - b.length).slice(0, 1)
        : f.needles,
    );
    if (!carried.length || saysMoreThanFact(title, bare)) continue;
    // An offer or contact no other page carries stays in the new title; a date is checked below, as
    // the fact check reads it: the answer as a whole still says everything the prompt asked for.
    const elsewhere = pages.filter((p) => p !== page).flatMap((p) => textsOf(p.blocks));
    const needed = carried.filter(
      (f) => f.kind !== 'date' && !elsewhere.some((t) => f.needles.some((n) => n && includesLoose(t, n))),
    );
    const keeps = (t: string): boolean => needed.every((f) => f.needles.some((n) => n && includesLoose(t, n)));
    const candidates = [
      ...joinedTo(linesOf('offer', carried)),
      ...joinedTo(linesOf('offer', ctx.facts)),
      ...joinedTo(linesOf('contact', carried)),
      ...joinedTo(linesOf('date', carried)),
    ];
    // and as the fact check reads the answer (its wordings are wider than the needles: "ends Nov 30")
    const before = ctx.missingFacts();
    for (const next of candidates) {
      if (!ctx.fitsTitle(next) || titles.has(fold(next)) || !keeps(next)) continue;
      page.blocks[ti] = { type: 'title', value: next };
      if (ctx.missingFacts() <= before) {
        titles.add(fold(next));
        break;
      }
      page.blocks[ti] = { type: 'title', value: title };
    }
  }
}

function leadWithAdvertiser(ctx: LeadContext, pages: Array<{ blocks: Block[] }>, brand: string): void {
  const titles = new Set(pages.map((p) => fold(titleOf(p.blocks))));
  for (const page of pages) {
    const at = page.blocks.findIndex((b) => b.type === 'title');
    if (at < 0) continue;
    const said = page.blocks.some(
      (b) => b.type !== 'cta' && (Array.isArray(b.value) ? b.value : [b.value]).some((t) => includesLoose(t, brand)),
    );
    const title = String(page.blocks[at].value);
    if (said || asksQuestion(title)) continue;
    // A lead that carries no fact ("Save now: 20% off", "Save the date: Saturday") gives its place to the name.
    // (The colon as a lead is written, "Save now: ", never the one inside "22:00".)
    const join = ctx.colon.startsWith('\u00a0') || !ctx.spaced ? ctx.colon : `${ctx.colon} `;
    const mark = title.indexOf(join);
    const lead = mark >= 0 ? title.slice(0, mark) : '';
    if (mark >= 0 && ctx.facts.some((f) => f.needles.some((n) => includesLoose(lead, n)))) continue;
    const rest = mark >= 0 ? title.slice(mark + join.length).trim() : title;
    if (!rest) continue;
    const [named] = datedHeadlines(rest, [brand], ctx.colon, ctx.spaced, ctx.cased);
    if (!ctx.fitsTitle(named) || titles.has(fold(named))) continue;
    page.blocks[at] = { type: 'title', value: named };
    titles.add(fold(named));
  }
}
