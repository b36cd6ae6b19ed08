// Which lines of copy carry a fact of the prompt: a number (a price, a date, an hour, a phone), the
// advertiser's name or a way to reach them. Those lines are given up last when a format is short of room;
// a line with none of them ("Fresh pasta every day") is stock copy and goes first.
import type { FurniturePlan } from '../furniture/slot';

const fold = (s: string): string => s.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ');

/** A digit of any script (Arabic-Indic, full-width), a web or e-mail address. */
const FACT_MARK = /\p{Nd}|@|\bwww\.|\.(?:com|net|org|de|fr|es|it|nl|pt|jp|ae|co)\b/u;

export function carriesFact(text: string, furniture: FurniturePlan | undefined): boolean {
  if (FACT_MARK.test(text)) return true;
  const facts = furniture?.facts;
  if (!facts) return false;
  const t = fold(text);
  const named = [facts.advertiser, facts.event?.venue, ...(facts.contacts ?? []).map((c) => c.text)];
  return named.some((n) => !!n && n.trim().length > 1 && t.includes(fold(n)));
}
