// Numbers in copy and prompts, for the "invented facts" check: every number a page shows must come
// from the prompt, allowing for the forms a writer may legitimately change it into ("2.45M" →
// "2,450,000", "7pm" → "19:00", "June" → "06", "半額" → "50 %").
import { baseForm } from './normalize';

/** A number as written and the values it may stand for. */
export interface NumberToken {
  raw: string;
  /** Whole readings: "2,450" → 2450 and 2.45; "2.45M" adds 2450000. */
  values: string[];
  /** Its separated parts, for dates and versions ("14.06" → 14 and 6). */
  parts: string[];
}

const MULTIPLIERS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^ ?(k)(?![a-z])/, 1e3],
  [/^ ?(m|mn|mio\.?|million|millions|millones|millón|milioni|milione|milhões|milhão|miljoen|mln)(?![a-z])/, 1e6],
  [/^ ?(万)/, 1e4],
  [/^ ?(億)/, 1e8],
  [/^ ?(千)/, 1e3],
  [/^ ?(مليون)/, 1e6],
  [/^ ?(ألف|الف)/, 1e3],
];

const canon = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** Joins digit groups split by spaces ("2 450 000") and drops zero minutes ("19:00" → "19"). */
function prepare(text: string): string {
  return baseForm(text)
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)[:h.]00(?!\d)/g, '$1');
}

/** Every number in the text, with its readings. */
export function extractNumbers(text: string): NumberToken[] {
  const s = prepare(text);
  const out: NumberToken[] = [];
  for (const m of s.matchAll(/\d+(?:[.,'’]\d+)*/g)) {
    const raw = m[0];
    const at = m.index ?? 0;
    // A digit inside a word ("b2b", "w3c") is no quantity.
    if (/[a-z]/.test(s[at - 1] ?? '') && /[a-z]/.test(s[at + raw.length] ?? '')) continue;
    const parts = raw.split(/[.,'’]/);
    const values = new Set<string>();
    if (parts.length === 1) values.add(canon(Number(raw)));
    else {
      if (parts.slice(1).every((p) => p.length === 3)) values.add(canon(Number(parts.join(''))));
      values.add(canon(Number(`${parts.slice(0, -1).join('')}.${parts[parts.length - 1]}`)));
    }
    const rest = s.slice(at + raw.length);
    for (const [re, factor] of MULTIPLIERS) {
      if (re.test(rest)) for (const v of [...values]) values.add(canon(Number(v) * factor));
    }
    out.push({ raw, values: [...values], parts: parts.map((p) => canon(Number(p))) });
  }
  return out;
}

const MONTHS: ReadonlyArray<readonly [number, RegExp]> = [
  [1, /january|\bjan\b|enero|janvier|januar|gennaio|janeiro|januari|يناير|كانون الثاني/],
  [2, /february|\bfeb\b|febrero|février|februar|febbraio|fevereiro|februari|فبراير|شباط/],
  [3, /march|\bmar\b|marzo|mars|märz|março|maart|مارس|آذار/],
  [4, /april|\bapr\b|abril|avril|aprile|أبريل|إبريل|نيسان/],
  [5, /\bmay\b|mayo|\bmai\b|maggio|maio|\bmei\b|مايو|أيار/],
  [6, /june|\bjun\b|junio|juin|juni|giugno|junho|يونيو|حزيران/],
  [7, /july|\bjul\b|julio|juillet|juli|luglio|julho|يوليو|تموز/],
  [8, /august|\baug\b|agosto|août|augustus|أغسطس|آب/],
  [9, /september|\bsept?\b|septiembre|septembre|settembre|setembro|سبتمبر|أيلول/],
  [10, /october|\boct\b|octubre|octobre|oktober|ottobre|outubro|أكتوبر|تشرين الأول/],
  [11, /november|\bnov\b|noviembre|novembre|novembro|نوفمبر|تشرين الثاني/],
  [12, /december|\bdec\b|diciembre|décembre|dezember|dicembre|dezembro|ديسمبر|كانون الأول/],
];

const HALF =
  /half[- ]price|half off|\bhalf\b|半額|半値|la moitié|moitié prix|mitad de precio|a mitad|halber preis|zum halben preis|metà prezzo|a metà|metade do preço|pela metade|halve prijs|halve de prijs|نصف السعر/;
const BOGO =
  /buy one,? get one|bogo|second .{0,20}free|2-for-1|2 for 1|2x1|2 por 1|1\+1|deux pour un|zwei für eins|prendi 2 paghi 1|leve 2 pague 1|1 \+ 1 gratis|اشتر واحد|واحد مجانا|1つ買うと|2つ目無料/;
const EN_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['twelve', 12],
  ['dozen', 12],
  ['hundred', 100],
];

/** The values a copy may show for this prompt: its numbers and their usual rewritings. */
export function allowedNumbers(prompt: string): Set<string> {
  const allowed = new Set<string>();
  for (const t of extractNumbers(prompt)) {
    for (const v of t.values) allowed.add(v);
    // The parts of a date or a time ("14.06", "11.30") may be shown apart; those of a price may
    // not: "$2" is not a form of "$2.45M".
    const pieces = t.raw.split(/[.,'’]/);
    if (pieces.length === 2 && pieces[1].length === 2 && Number(pieces[0]) <= 31 && Number(pieces[1]) <= 31) {
      for (const p of t.parts) allowed.add(p);
    }
  }
  const s = baseForm(prompt);
  // 12-hour times: "7pm", "1-4pm" (both ends), "午後7時", "7 مساءً"; and 24-hour ones back to 12.
  for (const m of s.matchAll(/(\d{1,2})(?::\d{2})?(?: ?(?:-|to|until|till) ?(\d{1,2})(?::\d{2})?)? ?p\.?m\b/g)) {
    for (const h of [m[1], m[2]]) if (h && Number(h) < 12) allowed.add(String(Number(h) + 12));
  }
  for (const m of s.matchAll(/午後 ?(\d{1,2})|(\d{1,2})(?::\d{2})? ?مساء/g))
    allowed.add(String(Number(m[1] ?? m[2]) + 12));
  for (const m of s.matchAll(/(\d{1,2})(?:[:h]\d{2}| ?uhr|時)/g)) {
    const h = Number(m[1]);
    if (h > 12 && h < 24) allowed.add(String(h - 12));
  }
  for (const [n, re] of MONTHS) if (re.test(s)) allowed.add(String(n));
  if (HALF.test(s)) allowed.add('50');
  if (BOGO.test(s)) ['1', '2'].forEach((v) => allowed.add(v));
  for (const [word, n] of EN_WORDS) if (new RegExp(`\\b${word}\\b`).test(s)) allowed.add(String(n));
  return allowed;
}

/** The numbers of `text` that none of the allowed values explains. */
export function inventedNumbers(text: string, allowed: ReadonlySet<string>): string[] {
  return extractNumbers(text)
    .filter((t) => !t.values.some((v) => allowed.has(v)) && !t.parts.every((p) => allowed.has(p)))
    .map((t) => t.raw);
}

// Month names written next to a day number ("May 4", "4. Mai", "4 de mayo", "٤ مايو"), and the
// Japanese "6月". Only full names: "may" or "mar" alone are words too.
const MONTH_WORDS: ReadonlyArray<readonly [number, string]> = [
  [1, 'january|enero|janvier|januar|gennaio|janeiro|januari|يناير'],
  [2, 'february|febrero|février|februar|febbraio|fevereiro|februari|فبراير'],
  [3, 'march|marzo|mars|märz|março|maart|مارس'],
  [4, 'april|abril|avril|aprile|أبريل|إبريل'],
  [5, 'may|mayo|mai|maggio|maio|mei|مايو'],
  [6, 'june|junio|juin|juni|giugno|junho|يونيو'],
  [7, 'july|julio|juillet|juli|luglio|julho|يوليو'],
  [8, 'august|agosto|août|augustus|أغسطس'],
  [9, 'september|septiembre|septembre|settembre|setembro|سبتمبر'],
  [10, 'october|octubre|octobre|oktober|ottobre|outubro|أكتوبر'],
  [11, 'november|noviembre|novembre|novembro|نوفمبر'],
  [12, 'december|diciembre|décembre|dezember|dicembre|dezembro|ديسمبر'],
];

function monthsNextToDays(s: string): number[] {
  const found: number[] = [];
  for (const [n, words] of MONTH_WORDS) {
    const near = new RegExp(
      `\\d{1,2}\\.?(?: de| del)? (?:${words})(?![\\p{L}])|(?<![\\p{L}])(?:${words}) \\d{1,2}(?!\\d)`,
      'u',
    );
    if (near.test(s)) found.push(n);
  }
  for (const m of s.matchAll(/(\d{1,2})月/g)) found.push(Number(m[1]));
  return found;
}

/** Months a copy may name for this prompt: the prompt's month names and its numeric dates' months. */
export function allowedMonths(prompt: string): Set<number> {
  const s = baseForm(prompt);
  const months = new Set<number>();
  for (const [n, re] of MONTHS) if (re.test(s)) months.add(n);
  for (const m of s.matchAll(/(\d{1,2})月/g)) months.add(Number(m[1]));
  // d/m, m/d, d.m. and d-m dates; "24/7" is a promise, not a date.
  for (const m of s.matchAll(/(?<![\d/.])(\d{1,2})[./-](\d{1,2})(?![\d/])/g)) {
    if (m[0] === '24/7') continue;
    for (const v of [m[1], m[2]]) if (Number(v) >= 1 && Number(v) <= 12) months.add(Number(v));
  }
  return months;
}

/** Month names beside a day in `text` that the prompt never gave ("24. Juli" from "24/7"). */
export function inventedMonths(text: string, allowed: ReadonlySet<number>): string[] {
  return monthsNextToDays(baseForm(text))
    .filter((n) => !allowed.has(n))
    .map((n) => `month ${n}`);
}
