// Lines of a page that say nothing of the request: a subtitle, body sentence or bullet with no word of
// the prompt in it ("Made fresh, served with love", "Learn from experts", 「プロから学べる」). A line of
// the prompt's own content shares a word, a number or (in scripts without spaces) two characters with it;
// a stock line is a claim or filler the advertiser never made. Counted per page by copy:score.
import { baseForm } from './normalize';

type Block = { type: string; value: string | string[] };

/** Small words every language repeats: sharing one says nothing of the prompt. */
const STOP = new Set(
  (
    'your with from this that have more what when where their there ours into about just than then them they ' +
    'ihre ihr eure unser unsere nicht auch eine einen einem einer oder fur mit ohne sind wird werden jetzt ' +
    'avec pour dans votre vous nous notre sans plus tout tous toute cette sont ' +
    'para como este esta estos todo todos nuestro nuestra sobre desde hasta sus ' +
    'della delle dello degli sono come questo questa tutto tutti nostro nostra vostro ' +
    'voor van met door onze jouw deze zijn niet meer ' +
    'pelo pela para com nosso nossa seu sua este esta todos ' +
    'على إلى من في مع هذا هذه'
  ).split(' '),
);

const fold = (s: string): string =>
  baseForm(s)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words of a text a reader would recognise as the prompt's (4+ letters, 3+ in Arabic), and its numbers. */
function words(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !STOP.has(w) && (/\d/.test(w) || w.length >= 4 || (/[\u0600-\u06ff]/.test(w) && w.length >= 3)),
  );
}

/** Two-character runs of Japanese script (kanji, kana) in a text. */
function cjkPairs(text: string): string[] {
  const out: string[] = [];
  for (const run of fold(text).match(/[\u3040-\u30ff\u4e00-\u9fff々ー]+/gu) ?? [])
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  return out;
}

/** Whether a line carries nothing of the prompt: no word (by its first five letters), number or kanji pair. */
export function isStockLine(line: string, prompt: string): boolean {
  const own = fold(prompt);
  const ws = words(line);
  const pairs = cjkPairs(line);
  if (ws.length === 0 && pairs.length === 0) return false;
  // (Arabic without its article: "الخبراء" and "الخط" share no stem.)
  const stem = (w: string): string => (/[\u0600-\u06ff]/.test(w) ? w.replace(/^ال/u, '').slice(0, 3) : w.slice(0, 5));
  const ownWords = new Set(words(prompt).map(stem));
  if (ws.some((w) => ownWords.has(stem(w)) || (/\d/.test(w) && own.includes(w)))) return false;
  if (pairs.some((p) => own.includes(p))) return false;
  return true;
}

/** The lines of a page a reader takes as its claims: the subtitle, each sentence of the body, each bullet. */
export function claimLines(page: readonly Block[]): string[] {
  return page.flatMap((b) => {
    if (b.type === 'subtitle' && typeof b.value === 'string') return [b.value];
    if (b.type === 'bulletlist' && Array.isArray(b.value)) return b.value;
    if (b.type === 'body' && typeof b.value === 'string')
      return b.value.split(/(?<=[.!?。！？])\s*/u).filter((s) => s.trim());
    return [];
  });
}

/** The page's stock lines (see isStockLine). */
export function stockLines(page: readonly Block[], prompt: string): string[] {
  return claimLines(page).filter((l) => isStockLine(l, prompt));
}
