// A fact keeps the words that make it true, in the nine languages. An amount "up to" ("tot €1.500
// terug", "bis zu 2.000 €", "最大30,000円") printed bare promises it to everyone; an instalment ("em 12x
// de R$ 39,90", "10 rate da 99 €") printed bare reads as the whole price; a price for new customers or
// a first visit ("初回限定 … 3,980円", "Bleaching für Neukunden 199 €"), a discount for those who do
// something ("15% de desconto … para quem doar uma peça") printed without them promise it to all; a
// run of days cut to its first or last day ("Available 28 Nov" of "28 Nov - 23 Dec") says one day.
// `keepQualifiers` gives each block back its qualifier where it fits, and otherwise leaves the fact out
// of that block rather than print it bare (a title is only ever given its words, never emptied).
import type { Block, DateRef } from './types';

/** A fact of the prompt and the words that make it true, as the prompt writes them. */
export interface QualifiedFact {
  /** The amount (digits, thousands separators dropped) or the date part a block must not print alone. */
  amount?: string;
  /** A part of a run of days ("28 Nov"), and the run as written ("28 Nov - 23 Dec"). */
  part?: string;
  /** Whether the qualifier's words must be in the same block (else anywhere on the page). */
  sameBlock: boolean;
  /** The qualifier's words in a block. */
  says: RegExp;
  /** The qualifier and the fact in the prompt's words: put in the block in place of the bare fact. */
  phrase: string;
  /** Whether the phrase's words stand before the fact ("tot €1.500"), else after it ("… para quem doar"). */
  before: boolean;
  /** The fact and its qualifier as one line, for a title that cannot hold both with its own words. */
  whole: string;
}

const CURRENCY = String.raw`(?:R\$|US\$|[€$£¥￥]|円|EUR|USD|GBP|CHF|درهم|ريال|جنيه|dhs?|AED|SAR)`;
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** An amount of money or a percentage, with its sign on either side. */
const AMOUNT = new RegExp(
  String.raw`(?:${CURRENCY}\s?(${NUMBER})(?![\d])|(?<![\d.,])(${NUMBER})\s?(?:${CURRENCY}|%|٪)(?![\p{L}]))`,
  'giu',
);

/** The digits of an amount as one compares them: "1.500" and "1 500" are "1500", "39,90" stays. */
function digitsOf(number: string): string {
  return number.replace(/[.,\u00a0\u202f' ](?=\d{3}(?!\d))/gu, '').replace(/[.,]/g, ',');
}

/** The amounts a text prints, each with where it is written. */
function amountsIn(text: string): Array<{ digits: string; start: number; end: number }> {
  const out: Array<{ digits: string; start: number; end: number }> = [];
  for (const m of text.matchAll(AMOUNT))
    out.push({ digits: digitsOf(m[1] ?? m[2]), start: m.index, end: m.index + m[0].length });
  return out;
}

/** "up to" right before an amount. (Not after a number: "van 10 tot 15 €" is a range.) */
const UP_TO_BEFORE =
  /(?<![\p{L}])(?:up\s+to|bis\s+zu|jusqu['’]\s*à|hasta(?:\s+un)?|fino\s+a(?:l)?|at[ée]|tot\s+wel|tot|maximal|max\.?|最大|حتى)\s*$/iu;
const UP_TO_SAYS =
  /(?:^|[^\p{L}])(?:up\s+to|bis\s+zu|jusqu|hasta|fino\s+a|at[ée]|tot|max|maximal)(?:[^\p{L}]|$)|最大|حتى/iu;
const DOUBLED_UP_TO =
  /(?<![\p{L}])(up\s+to|bis\s+zu|jusqu['’]à|hasta|fino\s+a|at[ée]|tot)\s*[:,]\s+\1(?![\p{L}])\s*/giu;
const DANGLING_UP_TO = /,?\s*(?<![\p{L}])(?:up\s+to|bis\s+zu|jusqu['’]à|hasta|fino\s+a|at[ée]|tot)\s*(?=[:：]\s|$)/iu;
/** A range's low end before "tot/até/a": no "up to". */
const RANGE_BEFORE = /\d\s*$/u;

const INSTALMENT_WORDS = String.raw`parcelas|presta[çc][õo]es|cuotas|mensualidades|rate|fois|raten|monthly\s+payments|payments|instal?lments|termijnen|回払い|回|أقساط|قسط`;
/** "12x de", "10 rate da", "12 cuotas de", "24 Raten à", "12 monthly payments of": before the amount. */
const INSTALMENTS_BEFORE = new RegExp(
  String.raw`(?:(?:em|en|in|à|a)\s+)?(\d{1,2})\s*(?:x|×|(?:${INSTALMENT_WORDS}))\s*(?:(?:de|da|di|à|a|of|van|von|sans\s+frais\s+de)\s*)?$`,
  'iu',
);

const DEPOSIT_WORDS = String.raw`caparra|acconto|deposit|anzahlung|acompte|se[ñn]al?|dep[óo]sito|sinal|aanbetaling|手付金|内金|予約金|عربون`;
const DEPOSIT_BEFORE = new RegExp(
  String.raw`(?:${DEPOSIT_WORDS})(?:\s+(?:di|de|of|von|van|da|d['’]un))?\s*:?\s*$`,
  'iu',
);
const DEPOSIT_SAYS = new RegExp(String.raw`(?:${DEPOSIT_WORDS})`, 'iu');

/** New customers, a first visit: written anywhere near the amount in its clause. */
const FIRST_TIME =
  /初回|新規|はじめて|初めて|first[-\s]+(?:visit|time|session|order|class|treatment)s?|new\s+(?:customers?|clients?|patients?|members?|students?)|neukund\w*|erstbesuch\w*|ersten\s+besuch|nouveaux?\s+(?:clients?|membres?|patients?)|premi[èe]re\s+(?:visite|séance|seance)|nuev[oa]s?\s+(?:clientes?|socios?|alumn[oa]s?|pacientes?)|primera\s+(?:visita|sesi[óo]n|clase)|nuovi\s+(?:clienti|soci|iscritti)|prima\s+(?:visita|seduta|lezione)|nov[oa]s?\s+(?:clientes?|alun[oa]s?|pacientes?)|primeira\s+(?:visita|sess[ãa]o|aula)|nieuwe\s+(?:klanten|leden|cli[ëe]nten)|eerste\s+(?:bezoek|behandeling|les)|للعملاء\s+الجدد|للزبائن\s+الجدد|لأول\s+زيارة|للمشتركين\s+الجدد/iu;

/** Who gets an offer, after it: "for those who donate", "para quem doar", "für alle, die …". */
const CONDITION_AFTER =
  /(?:for\s+(?:those|anyone|customers|everyone|people|shoppers|guests)\s+who|for\s+anyone\s+(?:bringing|donating)|when\s+you\s+(?:bring|donate|trade)|if\s+you\s+(?:bring|donate)|f[üu]r\s+alle,?\s+die|f[üu]r\s+jeden,?\s+der|wenn\s+(?:sie|du)\s+(?:\S+\s+){0,3}mitbring|pour\s+(?:ceux|celles|tous\s+ceux)\s+qui|pour\s+tout\s+(?:achat|don)\s+|si\s+vous\s+(?:apportez|rapportez|donnez)|para\s+(?:quienes|los\s+que|todos\s+los\s+que|quien)|si\s+traes|para\s+quem|para\s+(?:os|todos\s+os)\s+que|per\s+chi|a\s+chi|voor\s+wie|voor\s+iedereen\s+die|لمن|للذين|لكل\s+من)/iu;

const SENTENCE_END = /[.!?;。！？؛\n](?:\s|$)/u;

/** The sentence around `start..end`: its bounds in the prompt. */
function sentenceAround(prompt: string, start: number, end: number): [number, number] {
  let from = 0;
  for (const m of prompt.slice(0, start).matchAll(new RegExp(SENTENCE_END.source, 'gu'))) from = m.index + m[0].length;
  const rest = SENTENCE_END.exec(prompt.slice(end));
  return [from, rest ? end + rest.index : prompt.length];
}

/**
 * Whether a deadline to act may be said "until …" beside the offers: only when each offer is in the
 * deadline's own sentence ("Precio especial de 320 € si te inscribes antes del 31 de mayo"), never when
 * a price is said apart ("Prenotazione entro il 20 marzo, caparra 15 €; 48 € a persona").
 */
export function deadlineHoldsOffers(prompt: string, date: DateRef, offers: readonly string[]): boolean {
  const at = prompt.indexOf(date.text);
  if (at < 0) return !offers.length;
  const [from, to] = sentenceAround(prompt, at, at + date.text.length);
  const sentence = prompt.slice(from, to);
  return offers.every((o) => sentence.includes(o));
}

/** The run of days of a date as written, parted at its join: "28 Nov - 23 Dec" → "28 Nov", "23 Dec". */
const RANGE_JOIN =
  /\s*(?:[-–—~〜～]|\bto\b|\bthrough\b|\buntil\b|\bal\b|\bau\b|\bbis\b|\btot\b|\bt\/m\b|\bat[ée]\b|\ba\b|إلى|الى)\s*/iu;

/** The prompt's facts that carry a qualifier, and the qualifier's words. */
export function qualifiedFacts(prompt: string, dates: readonly DateRef[] = []): QualifiedFact[] {
  const out: QualifiedFact[] = [];
  for (const a of amountsIn(prompt)) {
    const before = prompt.slice(Math.max(0, a.start - 40), a.start);
    const [from, to] = sentenceAround(prompt, a.start, a.end);
    const upTo = UP_TO_BEFORE.exec(before);
    if (upTo && !RANGE_BEFORE.test(before.slice(0, upTo.index))) {
      const phrase = prompt.slice(a.start - before.length + upTo.index, a.end);
      out.push({ amount: a.digits, sameBlock: true, says: UP_TO_SAYS, phrase, before: true, whole: phrase });
      continue;
    }
    const instalments = INSTALMENTS_BEFORE.exec(before);
    if (instalments) {
      const phrase = prompt.slice(a.start - before.length + instalments.index, a.end);
      const says = new RegExp(String.raw`(?<!\d)${instalments[1]}\s*(?:x|×|${INSTALMENT_WORDS})`, 'iu');
      out.push({ amount: a.digits, sameBlock: true, says, phrase, before: true, whole: phrase });
      continue;
    }
    const deposit = DEPOSIT_BEFORE.exec(before);
    if (deposit) {
      const phrase = prompt.slice(a.start - before.length + deposit.index, a.end);
      out.push({ amount: a.digits, sameBlock: true, says: DEPOSIT_SAYS, phrase, before: true, whole: phrase });
      continue;
    }
    // New customers or a first visit, within its sentence and near it.
    const clauseBefore = prompt.slice(Math.max(from, a.start - 40), a.start);
    const first = FIRST_TIME.exec(clauseBefore);
    if (first) {
      const phrase = prompt.slice(a.start - clauseBefore.length + first.index, a.end).replace(/^[\s,:;]+/u, '');
      out.push({ amount: a.digits, sameBlock: false, says: FIRST_TIME, phrase, before: true, whole: phrase });
      continue;
    }
    const clauseAfter = prompt.slice(a.end, Math.min(to, a.end + 60));
    const firstAfter = FIRST_TIME.exec(clauseAfter);
    if (firstAfter) {
      const phrase = prompt.slice(a.end, a.end + firstAfter.index + firstAfter[0].length).replace(/[\s,]+$/u, '');
      const whole = prompt.slice(a.start, a.end) + phrase;
      out.push({
        amount: a.digits,
        sameBlock: false,
        says: FIRST_TIME,
        phrase: phrase.trimStart(),
        before: false,
        whole,
      });
      continue;
    }
    const condition = CONDITION_AFTER.exec(clauseAfter);
    if (condition) {
      const phrase = prompt.slice(a.end + condition.index, to).replace(/[\s,.]+$/u, '');
      const says = new RegExp(condition[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'iu');
      const whole = prompt.slice(a.start, a.end + condition.index) + phrase;
      out.push({ amount: a.digits, sameBlock: false, says, phrase, before: false, whole });
    }
  }
  // A run of days: its first day alone, or its last, says one day.
  for (const d of dates) {
    if (d.kind !== 'date' || !d.endDay || d.dayList || !prompt.includes(d.text)) continue;
    const join = RANGE_JOIN.exec(d.text);
    if (!join) continue;
    const parts = [d.text.slice(0, join.index), d.text.slice(join.index + join[0].length)];
    if (!parts.every((p) => /\d/.test(p) && /\p{L}/u.test(p))) continue;
    for (const [i, part] of parts.entries()) {
      const other = parts[1 - i];
      out.push({
        part,
        sameBlock: true,
        says: new RegExp(escapeRe(other).replace(/\s+/g, '\\s*'), 'iu'),
        phrase: d.text,
        before: i === 1,
        whole: d.text,
      });
    }
  }
  return out;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a block prints the fact, if it does. */
function factAt(text: string, fact: QualifiedFact): { start: number; end: number } | undefined {
  if (fact.amount) {
    const a = amountsIn(text).find((x) => x.digits === fact.amount);
    return a && { start: a.start, end: a.end };
  }
  if (!fact.part) return undefined;
  const m = new RegExp(
    String.raw`(?<![\p{L}\p{N}])${escapeRe(fact.part).replace(/\s+/g, '\\s*')}(?![\p{N}])`,
    'iu',
  ).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/** Words of `a`'s end that `b` starts with ("… Rabatt für alle" + "für alle, die …"): how many characters of `b` to skip. */
function overlap(a: string, b: string): number {
  const words = b.split(/(?<=\s)/u);
  let best = 0;
  let head = '';
  for (const w of words) {
    head += w;
    const h = head.trimEnd().toLowerCase();
    if (h && a.trimEnd().toLowerCase().endsWith(h)) best = head.length;
  }
  return best;
}

/** The block's text with the fact given its qualifier, or undefined where the block cannot hold it. */
function qualified(text: string, at: { start: number; end: number }, fact: QualifiedFact): string {
  if (fact.part) {
    // The run whole in place of its part (with the other part, if the block prints it apart, left as is).
    return text.slice(0, at.start) + fact.phrase + text.slice(at.end);
  }
  if (fact.before) {
    // The words before the amount in the phrase; those the block already writes before it are not doubled
    // ("Da 99 €" → "In 10 rate da 99 €").
    const amountInPhrase = amountsIn(fact.phrase).find((x) => x.digits === fact.amount);
    const lead = amountInPhrase ? fact.phrase.slice(0, amountInPhrase.start) : fact.phrase;
    const head = text.slice(0, at.start);
    let cut = head.length;
    const leadWords = lead.trimEnd().toLowerCase().split(/\s+/u);
    const headWords = head.trimEnd().split(/(\s+)/u);
    // drop the block's words before the amount that end the lead ("da", "de", "à")
    let k = headWords.length - 1;
    let j = leadWords.length - 1;
    while (k >= 0 && j >= 0 && headWords[k].toLowerCase() === leadWords[j]) {
      cut = headWords.slice(0, k).join('').length;
      k -= 2;
      j -= 1;
    }
    const kept = text.slice(0, cut);
    const joined =
      kept +
      (kept && !/\s$/u.test(kept) && !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(lead)
        ? ' '
        : '') +
      lead.trimStart();
    const rest = text.slice(at.start);
    const out = joined.replace(/\s+$/u, lead.endsWith(' ') || /\s$/u.test(lead) ? ' ' : '') + rest;
    return cut === 0 ? capStart(out) : out;
  }
  // After the fact: the condition appended to the block (what the block already says of it not doubled).
  const tail = text.replace(/[\s.,;!]+$/u, '');
  return `${tail}${tail.endsWith(' ') ? '' : ' '}${fact.phrase.slice(overlap(tail, fact.phrase))}`.replace(
    /\s{2,}/g,
    ' ',
  );
}

function capStart(text: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return first.toUpperCase() + text.slice(first.length);
}

/**
 * One page's blocks with every qualified fact printed with its qualifier: given its words where the
 * block still fits (`fits`), else left out of that block (a title keeps its place: it gets the phrase
 * with it if that fits, else the words before the fact or `fallbackTitle`). The button is never touched.
 */
export function keepQualifiers(
  blocks: Block[],
  facts: readonly QualifiedFact[],
  fits: (type: Block['type'], text: string) => boolean,
  fallbackTitle?: string,
  /** The other pages' titles, lower-cased: a title given the whole phrase must not repeat one. */
  otherTitles: ReadonlySet<string> = new Set(),
): Block[] {
  if (!facts.length) return blocks;
  const pageText = blocks.map((b) => (Array.isArray(b.value) ? b.value.join('\n') : b.value)).join('\n');
  const fix = (type: Block['type'], text: string): string | undefined => {
    // A line cut before the amount, joined to the amount said with its qualifier, says it twice:
    // "Isolatiesubsidie, tot: tot € 1.500" → "Isolatiesubsidie, tot € 1.500".
    // An "up to" left without its amount ("Isolatiesubsidie, tot: …", "…, tot") says nothing, and a line
    // that then only repeats itself around a colon is said once.
    let out = text
      .replace(DOUBLED_UP_TO, '$1 ')
      .replace(DANGLING_UP_TO, '')
      .replace(/^(.+?)\s*[:：]\s*\1$/iu, '$1');
    for (const fact of facts) {
      const at = factAt(out, fact);
      if (!at) continue;
      if (fact.says.test(out) || (!fact.sameBlock && fact.says.test(pageText))) continue;
      const next = qualified(out, at, fact);
      const fresh = (t: string): boolean => type !== 'title' || !otherTitles.has(t.toLowerCase());
      if (fits(type, next) && fresh(next)) out = next;
      else if (
        type === 'title' &&
        fits(type, capStart(fact.whole)) &&
        !otherTitles.has(capStart(fact.whole).toLowerCase())
      )
        out = capStart(fact.whole);
      else if (type === 'title') {
        // The words before the bare fact ("Concediti un regalo: 20% di sconto" → "Concediti un regalo"),
        // else the advertiser's name: a title is never emptied, nor left promising the bare fact.
        const head = out
          .slice(0, at.start)
          .replace(/[\s:：,，\-–—·|]+$/u, '')
          .trim();
        if (/\p{L}.*\p{L}/u.test(head) && !/\d/.test(head)) out = head;
        else if (fallbackTitle && fits(type, fallbackTitle)) out = fallbackTitle;
      } else return undefined;
    }
    return out;
  };
  const out: Block[] = [];
  for (const b of blocks) {
    if (b.type === 'cta') {
      out.push(b);
      continue;
    }
    if (b.type === 'bulletlist') {
      const items = b.value.map((v) => fix('bulletlist', v)).filter((v): v is string => v !== undefined);
      if (items.length) out.push({ type: 'bulletlist', value: items });
      continue;
    }
    const value = fix(b.type, b.value);
    if (value !== undefined) out.push({ ...b, value });
  }
  return out;
}
