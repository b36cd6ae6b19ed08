// Times said by name: "noon", "midnight", "à midi", "bis Mittag", "hasta medianoche", "正午". Read on
// folded text (lower case, no accents). A word that also names a meal or a region ("midi", "Mittag",
// "mediodía" as lunchtime) counts only after a word that makes it a clock time ("à midi", "bis Mittag").
// `cjk`: written without spaces, so no word boundary around it.
const NAMES: Array<{ word: string; hour: 12 | 0; lead?: string; cjk?: boolean }> = [
  { word: '(?:12\\s*)?noon', hour: 12 },
  { word: '(?:12\\s*)?midnight', hour: 0 },
  { word: 'midday', hour: 12, lead: 'by|until|till|at|before|from' },
  { word: 'mittag', hour: 12, lead: 'bis|ab|um|vor|nach|gegen' },
  { word: 'mitternacht', hour: 0, lead: 'bis|ab|um|vor|nach|gegen' },
  { word: 'midi', hour: 12, lead: "a|avant|des|jusqu'a|apres" },
  { word: 'minuit', hour: 0 },
  { word: 'mediodia', hour: 12, lead: 'a|hasta|antes del?|desde|al|hasta el|desde el' },
  { word: 'medianoche', hour: 0, lead: 'a|hasta|antes de|desde|a la|hasta la|antes de la|desde la' },
  { word: 'mezzogiorno', hour: 12, lead: 'a|entro|fino a|prima di|da|dopo' },
  { word: 'mezzanotte', hour: 0 },
  { word: 'meio-dia', hour: 12, lead: 'ao|ate ao|ate|antes do|a partir do|depois do' },
  { word: 'meia-noite', hour: 0 },
  { word: 'middernacht', hour: 0 },
  { word: '正午', hour: 12, cjk: true },
];

const pattern = (word: string, lead: string | undefined, loose: boolean, cjk = false): RegExp =>
  cjk
    ? new RegExp(word, 'gu')
    : new RegExp(`${lead && !loose ? `(?<=(?:^|\\s)(?:${lead})\\s+)` : '(?<![\\p{L}])'}${word}(?![\\p{L}])`, 'gu');
const STRICT = NAMES.map((n) => ({ ...n, regex: pattern(n.word, n.lead, false, n.cjk) }));
const LOOSE = NAMES.map((n) => ({ ...n, regex: pattern(n.word, n.lead, true, n.cjk) }));

/**
 * Each time said by name in `folded`, with where it stands and its hour. `loose`: in a phrase already
 * known to be a time ("midi" read as one), the words that make it a clock time are not needed.
 */
export function namedTimes(folded: string, loose = false): Array<{ at: number; end: number; hour: number }> {
  const out: Array<{ at: number; end: number; hour: number }> = [];
  for (const { regex, hour } of loose ? LOOSE : STRICT)
    for (const m of folded.matchAll(regex)) out.push({ at: m.index, end: m.index + m[0].length, hour });
  return out;
}
