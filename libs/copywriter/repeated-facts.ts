// One design states each fact once: a subtitle, offer line, bullet or body sentence that only says
// again what a more prominent block of its page already says ("Save now: 30% off" over a subtitle
// "30% off", a body "30% off our sandals." under it) is left out (found in an outside review).
// A block that also carries a fact of its own stays: a repeat is better than a lost fact.
import { fold } from './text';
import type { Block } from './types';

/**
 * A fact as the writer checks it: any of its folded wordings in a text means the text states it. A
 * name (a brand, a spec) may recur, but a line that holds one the page says nowhere else stays.
 */
export interface StatedFact {
  folded: readonly string[];
  kind: string;
}

/** The reader's order: the headline first, then the offer line, the subtitle, the bullets, the body. */
const PROMINENCE: Record<Block['type'], number> = { title: 0, offer: 1, subtitle: 2, bulletlist: 3, body: 4, cta: 5 };
/** Sentence ends of every script: a stop before a space ("350.000 €" is no end), "。", "！", "？". */
const SENTENCE_END = /(?<=[.!?؟])\s+|(?<=[。！？])/u;

export function withoutRepeatedFacts(blocks: readonly Block[], facts: readonly StatedFact[]): Block[] {
  const factsIn = (text: string): number[] => {
    const t = fold(text);
    return facts.flatMap((f, i) => (f.folded.some((n) => n.length > 1 && t.includes(n)) ? [i] : []));
  };
  const stated = new Set<number>();
  const repeatsOnly = (text: string): boolean => {
    const own = factsIn(text);
    if (!own.some((i) => facts[i].kind !== 'name') || !own.every((i) => stated.has(i))) return false;
    // A number no fact accounts for ("4.5% APY", "120 m²") is something of its own: the line stays.
    let rest = fold(text);
    for (const i of own) for (const n of facts[i].folded) if (n.length > 1) rest = rest.split(n).join(' ');
    return !/\d/.test(rest);
  };
  const state = (text: string): void => factsIn(text).forEach((i) => stated.add(i));
  const out: Array<Block | undefined> = [...blocks];
  const order = blocks.map((_, i) => i).sort((a, b) => PROMINENCE[blocks[a].type] - PROMINENCE[blocks[b].type]);
  for (const i of order) {
    const b = blocks[i];
    if (b.type === 'cta') continue;
    if (b.type === 'title') state(b.value);
    else if (b.type === 'bulletlist') {
      const kept = b.value.filter((item) => !repeatsOnly(item));
      kept.forEach(state);
      out[i] = kept.length ? { type: 'bulletlist', value: kept } : undefined;
    } else if (b.type === 'body') {
      const sentences = b.value.split(SENTENCE_END).filter((s) => s.trim());
      const kept = sentences.filter((s) => !repeatsOnly(s));
      kept.forEach(state);
      out[i] = kept.length ? { type: 'body', value: kept.join(/[。！？]$/u.test(kept[0]) ? '' : ' ') } : undefined;
    } else if (repeatsOnly(b.value)) out[i] = undefined;
    else state(b.value);
  }
  return out.filter((b): b is Block => b !== undefined);
}
