// What an advert names beside its subject: the items a package includes ("harness and shoes included",
// "Ausrüstung inklusive", "y compris le matériel") and an occasion named as a deadline ("to have them
// before Christmas", "vor Weihnachten", "prima di Natale"). A climbing camp drew the shoes it includes
// and a photo studio the Christmas tree of its deadline: these spans pick no picture while the rest of
// the text or the advert's category draws one (match.ts reads them as it reads exclusions, and falls
// back to them only where nothing else is drawn).
//
// An included span runs back from its closing word ("included") or on from its opening word ("including")
// to the nearest punctuation, at most a few words; one that opens the text is its subject ("Pizza and
// drink included") and is no side mention. A deadline span runs on from "before" a few words; it bars
// only an occasion's picture (match.ts), never a thing it names.

/** Words after an included item, in the nine catalog languages. */
const INCLUDED_AFTER = [
  'included',
  'provided',
  'supplied',
  'inklusive',
  'inbegriffen',
  'werden gestellt',
  'wird gestellt',
  'gestellt',
  'inclus',
  'incluse',
  'incluses',
  'fourni',
  'fournie',
  'fournis',
  'fournies',
  'compris',
  'comprise',
  'comprises',
  'incluid[oa]s?',
  'proporcionad[oa]s?',
  'inclus[oaie]',
  'compres[oaie]',
  'fornit[oaie]',
  'incluíd[oa]s?',
  'fornecid[oa]s?',
  'inbegrepen',
  'meegeleverd',
];
/** Words before an included item. */
const INCLUDED_BEFORE = [
  'including',
  'incl\\.',
  'inkl\\.',
  'inklusive',
  'einschließlich',
  'y compris',
  'incluyendo',
  'incluye',
  'compreso',
  'comprensivo di',
  'incluindo',
  'inclui',
  'inclusief',
  'incl',
  'بما في ذلك',
  'يشمل',
];
/** Words before an occasion named as a deadline. */
const DEADLINE_BEFORE = [
  'before',
  'in time for',
  'ahead of',
  'vor',
  'bis',
  'rechtzeitig zu',
  'avant',
  'antes de',
  'antes del',
  'antes do',
  'antes da',
  'prima di',
  'prima del',
  'prima della',
  'entro',
  'vóór',
  'ruim voor',
  'nog voor',
  'قبل',
];

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const AFTER = new RegExp(`${L}(?:${INCLUDED_AFTER.join('|')})${R}`, 'giu');
const BEFORE = new RegExp(`${L}(?:${INCLUDED_BEFORE.join('|')})\\s+`, 'giu');
const DEADLINE = new RegExp(`${L}(?:${DEADLINE_BEFORE.join('|')})\\s+`, 'giu');
/** Japanese: an item before 込み / 付き / 込, an occasion before までに / 前に. */
const JA_INCLUDED = /([^\s、。，．,.!！?？:：()（）「」『』【】［］\d%％]{1,12}?)(?:込み|付き)/gu;
const JA_DEADLINE = /([^\s、。，．,.!！?？:：()（）「」『』【】［］\d%％]{1,12}?)(?:までに|前に)/gu;

/** Where a span stops: sentence punctuation, a comma, a bracket, a dash between spaces, a line end. */
const SPAN_END = /[.,;:!?()[\]{}\n\r،؛…|]|\s[-–—]\s/u;
const MAX_WORDS = 4;
const WORD = /\S+/gu;

export interface SideMentions {
  /** Items the advert includes. */
  included: string[];
  /** Occasions named as a deadline. */
  deadlines: string[];
  /** The text with the included spans and the deadline words blanked (same length; "antes" is no ant). */
  rest: string;
}

function forward(text: string, re: RegExp): [number, number][] {
  const cuts: [number, number][] = [];
  for (const m of text.matchAll(re)) {
    const start = (m.index ?? 0) + m[0].length;
    const tail = text.slice(start);
    const stop = tail.search(SPAN_END);
    let span = stop >= 0 ? tail.slice(0, stop) : tail;
    const ws = [...span.matchAll(WORD)];
    if (ws.length > MAX_WORDS) span = span.slice(0, ws[MAX_WORDS].index);
    if (span.trim()) cuts.push([start, start + span.length]);
  }
  return cuts;
}

function backward(text: string): [number, number][] {
  const cuts: [number, number][] = [];
  for (const m of text.matchAll(AFTER)) {
    const end = m.index ?? 0;
    const head = text.slice(0, end);
    let from = 0;
    for (let i = head.length - 1; i >= 0; i--)
      if (SPAN_END.test(head[i]) || (head[i] === ' ' && /[-–—]/.test(head[i - 1] ?? '') && head[i - 2] === ' ')) {
        from = i + 1;
        break;
      }
    // an included item that opens the text is what it advertises ("Pizza and drink included")
    if (!text.slice(0, from).trim()) continue;
    const ws = [...head.slice(from).matchAll(WORD)];
    if (!ws.length) continue;
    if (ws.length > MAX_WORDS) from += ws[ws.length - MAX_WORDS].index ?? 0;
    cuts.push([from, end]);
  }
  return cuts;
}

const blank = (text: string, cuts: [number, number][]): string => {
  let out = text;
  for (const [a, b] of cuts) out = `${out.slice(0, a)}${' '.repeat(b - a)}${out.slice(b)}`;
  return out;
};

export function sideMentionsOf(text: string): SideMentions {
  const cuts = [...backward(text), ...forward(text, BEFORE)];
  for (const m of text.matchAll(JA_INCLUDED)) cuts.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
  const deadlineCuts = forward(text, DEADLINE);
  for (const m of text.matchAll(JA_DEADLINE)) deadlineCuts.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
  return {
    included: cuts.map(([a, b]) => text.slice(a, b).trim()),
    deadlines: deadlineCuts.map(([a, b]) => text.slice(a, b).trim()),
    rest: blank(text, [
      ...cuts,
      ...[...text.matchAll(DEADLINE)].map((m): [number, number] => [m.index ?? 0, (m.index ?? 0) + m[0].length]),
    ]),
  };
}
