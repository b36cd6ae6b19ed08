// Lines in the prompt's own words ("The help desk that resolves tickets twice as fast", "Croissants au
// beurre"): the most specific benefit lines there are. Clauses that only repeat a fact, a name, a
// call to action or the request itself ("Create an Instagram post") are left out.
import { startsWithAction } from './intent';
import { fold } from './text';
import type { PromptAnalysis } from './types';

// A full stop ends a sentence only before a space or the end ("$4.50", "jobs@shop.sa" stay whole);
// a colon or comma before a digit belongs to a number ("1:30", "5,000").
const CLAUSES = /(?:[!?;\n—–|•·。！？：；،؛]|\.(?=\s|$)|:(?!\d))+|\s-\s/u;
const PARTS = /(?:[、，]|,(?!\d))\s*/u;
const REQUEST =
  /^(?:please\s+)?(?:create|make\s+(?:an?|me|us|some)|design|write|generate|need|want|i\s+need|we\s+need|promote|promoting|advertise|advertising|announce|announcing|an?\s+(?:ad|post|banner|flyer|poster|story)|crea|cree|cr[ée]ez|erstelle|erstellen|genera|gere|maak|作成|أنشئ|اصنع)\b/iu;
const REQUEST_WORD = /\b(?:instagram|facebook|linkedin|tiktok|youtube|pinterest|banner|banners|flyer|poster|ad|ads|post|posts|story|stories|headline|cta)\b/iu;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/u;

function words(text: string): number {
  return CJK.test(text) ? Math.floor([...text.replace(/\s/g, '')].length / 3) : (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** Removes the spans already carried as facts or names, so what is left is the prompt's own description. */
function withoutFacts(clause: string, analysis: PromptAnalysis): string {
  let rest = clause;
  const known = [...analysis.offers, ...analysis.dates, ...analysis.names, ...(analysis.product && analysis.productIsName ? [analysis.product] : [])];
  for (const k of known) if (k) rest = rest.split(k).join(' ');
  return rest;
}

/** Up to four clauses of the prompt usable as benefit lines, in the order written. */
export function ownLines(prompt: string, analysis: PromptAnalysis): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const consider = (raw: string): void => {
    const text = raw.replace(/^[\s"“”'«»()[\]]+|[\s"“”'«»()[\],]+$/gu, '').replace(/\s+/g, ' ');
    const n = words(text);
    if (n < 3 || n > 11 || text.length > 70) return;
    const folded = fold(text);
    if (REQUEST.test(text) || REQUEST_WORD.test(text) || startsWithAction(folded)) return;
    // What remains once offers, dates and names are taken out must still say something, and be most of the line.
    const rest = words(withoutFacts(text, analysis));
    if (rest < (CJK.test(text) ? 2 : 3) || rest < 0.6 * n) return;
    if (analysis.headline && fold(analysis.headline) === folded) return;
    if (seen.has(folded)) return;
    seen.add(folded);
    out.push(text.charAt(0).toUpperCase() + text.slice(1));
  };
  for (const clause of prompt.normalize('NFC').split(CLAUSES)) {
    const parts = clause.split(PARTS);
    if (parts.length === 1) consider(clause);
    else for (const p of parts) consider(p);
  }
  return out.slice(0, 4);
}
