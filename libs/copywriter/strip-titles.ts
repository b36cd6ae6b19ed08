// Whether a fact's line says something as a headline on its own. A 728x90 or 320x50 shows a title
// and a button only, and a larger format's headline is read first: "Order by 2pm", "Call 555-0134"
// and an offer say something; a bare date or place does not ("Vandaag", "Até domingo", "Every
// Saturday", "In Brooklyn"). The fact's own words are taken out (whatever their case: "Até domingo"
// is the fact "até domingo") and what is left must hold a word that is not a preposition, an
// article or a date's function word ("until", "every", "hasta el", "fino a", "jeden").
import { fold } from './text';

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
function joined(head: string, line: string, colon: string, spaced: boolean, cased: boolean): string {
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
