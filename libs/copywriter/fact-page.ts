// One page that says everything, in few words: the advertised thing as the headline, then the facts no
// other block carries, each in its shortest line, side by side ("Yogastudio Lotus · Bis 15. März"), and a
// button that may carry the phone or the web address. A blind review found no variant it could post as is
// on 25 of 30 requests: each left out the date, the place, the phone or the advertiser's name, most often
// on small formats (300x250, 300x600) where a prettier page has room for a headline and a slogan only.
import { saysMoreThanFact } from './strip-titles';
import { includesLoose, textLength } from './text';
import type { Block, BlockType } from './types';

export interface PageFact {
  kind: 'offer' | 'date' | 'name' | 'contact';
  /** Any of these in a text means the fact is there. */
  needles: readonly string[];
  /** Lines that carry it alone, in the language of the copy. */
  lines: readonly string[];
  weight: number;
  /** A name written bare ("Yogastudio Lotus", "Toscana"), not in its line ("By …", "Destinazione: …"). */
  bare?: boolean;
}

export interface FactPageLayout {
  /** Whether a text fits a block of the format (a type the format lacks fits nothing). */
  fits: (type: BlockType, text: string) => boolean;
  maxBlocks: number;
  /** The language's colon (French "\u00a0:"). */
  colon: string;
  /** Between facts side by side: " · ", "／" where words are not spaced. */
  separator: string;
}

export interface FactPage {
  blocks: Block[];
  /** The facts it carries, by index. */
  carried: Set<number>;
  weight: number;
}

// What reads first after the headline: who, what for how much, when, where, how to reach them.
const KIND_ORDER: Record<PageFact['kind'], number> = { name: 0, offer: 1, date: 2, contact: 3 };

const digits = (text: string): string[] => text.match(/\d+/gu) ?? [];

/** Whether a text says a fact: a needle, or every number of one ("ab 6. November" says "Mittwoch, 6. November"). */
function says(text: string, fact: PageFact): boolean {
  if (carries(text, fact)) return true;
  const shown = new Set(digits(text));
  return fact.needles.some((n) => digits(n).length > 0 && digits(n).every((d) => shown.has(d)));
}

const carries = (text: string, fact: PageFact): boolean => fact.needles.some((n) => n && includesLoose(text, n));

/**
 * A fact's wordings, best first: a name bare, else its lines as the writer ranks them (a date with its role,
 * "Anmeldung bis 15. März", before the bare "15. März"), then the bare needles.
 */
function wordings(fact: PageFact, compact: boolean): string[] {
  const byLength = (list: readonly string[]): string[] => [...list].sort((a, b) => textLength(a) - textLength(b));
  // (compact: the shortest line that still says its role, "حتى 15 مارس", before the bare "15 مارس")
  const roled = fact.lines.filter((l) => saysMoreThanFact(l, fact.needles));
  const all = compact
    ? [...byLength(roled), ...byLength([...fact.lines, ...fact.needles])]
    : fact.bare
      ? [...byLength(fact.needles), ...fact.lines]
      : [...fact.lines, ...byLength(fact.needles)];
  return [...new Set(all)].filter((l) => l && carries(l, fact));
}

/** Most facts side by side on one line: more reads as a list, not an ad. */
const PER_LINE = 4;
const BADGE_SPARE = '······';
// (a line of facts leaves room: one filled to the limit is drawn too small or left out)
const LINE_SPARE = '········';

/** A headline and, when it heads a page already written, that page: its lines stay, the facts join them. */
export interface FactHead {
  title: string;
  page?: readonly Block[];
}

const ORDER: readonly BlockType[] = ['title', 'subtitle', 'offer', 'bulletlist', 'body', 'cta'];

/**
 * The most complete page of heads × buttons: `heads` are headlines that name what is advertised, best first
 * (one that says only a date, a place or a phone is skipped); `ctas` the buttons, the first the page's own;
 * `brand` the advertiser, who may lead the headline ("Yogastudio Lotus: Yoga für 39 €"). Facts the headline
 * and the button leave out go, heaviest first, into the format's next blocks, joined by " · ", after the
 * lines the head's page has there ("Salsa-Kurs für Anfänger ab 6. November · Tanzschule Schwung").
 */
export function factPage(
  heads: readonly FactHead[],
  facts: readonly PageFact[],
  ctas: readonly string[],
  layout: FactPageLayout,
  brand?: string,
): FactPage | undefined {
  const { fits } = layout;
  const bare = facts.filter((f) => f.kind === 'date' || f.kind === 'contact').flatMap((f) => f.needles);
  // a headline that only dates the page ("Save the date: May 18") comes last: it names no thing nor offer
  // (the advertiser's name alone names no thing: "Blue Reef Divers: October 12–14" is dated)
  const named = (h: string): boolean =>
    facts.some(
      (f) => (f.kind === 'offer' || f.kind === 'name') && !(brand && f.needles.includes(brand)) && carries(h, f),
    );
  const dated = (h: string): boolean => facts.some((f) => (f.kind === 'date' || f.kind === 'contact') && carries(h, f));
  const usable = heads.filter((h) => h.title && fits('title', h.title) && saysMoreThanFact(h.title, bare));
  const ranked = [
    ...usable.filter((h) => named(h.title) || !dated(h.title)),
    ...usable.filter((h) => !named(h.title) && dated(h.title)),
  ];
  const brandFact = brand ? facts.findIndex((f) => f.needles.includes(brand)) : -1;
  let best: FactPage | undefined;
  for (const head of ranked) {
    const leads = [head.title];
    // (a headline that has its colon takes no name before it: "Blue Reef Divers: PADI Open Water: €290")
    if (brand && !includesLoose(head.title, brand) && !/[:：]/u.test(head.title))
      leads.push(`${brand}${layout.colon} ${head.title}`);
    for (const title of leads.filter((t) => fits('title', t))) {
      for (const cta of ctas.filter((c) => fits('cta', c))) {
        // the head's page kept, then written anew; each fact in its line with its role, else as short as
        // it goes when that leaves one out
        for (const keep of head.page ? [head.page, undefined] : [undefined])
          for (const compact of [false, true]) {
            const page = fill({ title, cta, facts, layout, brandFact, compact, keep });
            if (page && dated(head.title) && !named(head.title)) page.weight -= 1;
            if (page && (!best || page.weight > best.weight)) best = page;
          }
      }
    }
  }
  return best;
}

interface Draft {
  title: string;
  cta: string;
  facts: readonly PageFact[];
  layout: FactPageLayout;
  brandFact: number;
  compact: boolean;
  keep?: readonly Block[];
}

function fill({ title, cta, facts, layout, brandFact, compact, keep }: Draft): FactPage | undefined {
  const carried = new Set<number>();
  const mark = (text: string): void =>
    facts.forEach((f, i) => {
      if (says(text, f)) carried.add(i);
    });
  mark(title);
  mark(cta);
  const kept = (type: BlockType): Block | undefined => keep?.find((b) => b.type === type);
  const rest = facts
    .map((f, i) => ({ f, i }))
    // (the advertiser's name weighs as an offer: a page without it is no ad of theirs)
    .sort((a, b) => (b.i === brandFact ? 4 : b.f.weight) - (a.i === brandFact ? 4 : a.f.weight) || a.i - b.i);
  // (a list is left out: its lines and the facts beside them do not fit a design at a legible size)
  const blocks: Block[] = [{ type: 'title', value: title }];
  const slots = (['subtitle', 'offer', 'body'] as const).filter((t) => layout.fits(t, 'x'));
  // (what the kept lines say is on the page before any slot is filled)
  slots.slice(0, layout.maxBlocks - blocks.length - 1).forEach((type) => {
    const old = kept(type);
    if (old && typeof old.value === 'string') mark(old.value);
  });
  for (const type of slots) {
    // each slot takes the heaviest facts that still fit it, then the next slot the rest
    if (blocks.length >= layout.maxBlocks - 1) break;
    const old = kept(type);
    const first = old && typeof old.value === 'string' ? old.value : undefined;
    const chosen: Array<{ i: number; kind: PageFact['kind']; line: string }> = [];
    const text = (): string =>
      [
        ...(first ? [first.replace(/[.。]$/u, '')] : []),
        ...[...chosen].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.i - b.i).map((c) => c.line),
      ].join(layout.separator);
    for (const { f, i } of rest) {
      if (carried.has(i)) continue;
      if (chosen.length >= PER_LINE) break;
      // (a line that says a fact already on the page again is left: "120 € · 4 aulas por 120 €")
      const again = (l: string): boolean => facts.some((g, j) => j !== i && carried.has(j) && says(l, g));
      const line = wordings(f, compact && f.kind !== 'offer').find((l) => {
        if (again(l)) return false;
        chosen.push({ i, kind: f.kind, line: l });
        // (a badge is drawn large: two short facts at most, with room to spare)
        const ok =
          type === 'offer'
            ? chosen.length + (first ? 1 : 0) <= 2 && layout.fits(type, `${text()}${BADGE_SPARE}`)
            : layout.fits(type, `${text()}${LINE_SPARE}`);
        chosen.pop();
        return ok;
      });
      if (line) {
        chosen.push({ i, kind: f.kind, line });
        mark(line);
      }
    }
    if (first || chosen.length) blocks.push({ type, value: chosen.length ? text() : (first as string) });
  }
  if (blocks.length < 2) return undefined;
  blocks.push({ type: 'cta', value: cta });
  blocks.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  let weight = 0;
  for (const i of carried) weight += facts[i].weight;
  return { blocks, carried, weight };
}
