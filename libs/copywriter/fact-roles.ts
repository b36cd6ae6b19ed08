import { FACT_WORDING } from './fact-wording';
// A time or a day shown on a line of its own must say what it is: "7am" alone is a riddle, "From 7am",
// "Order by 2pm", "Delivered today" are facts. The role is read from the prompt's own words around the
// fact (the preposition that leads it, the verb before that), so the line adds no claim of its own.
import type { Category, DateRef, LanguageId } from './types';

/** Words that lead a time or day and say its role: a start, an end, a deadline, a moment. */
const LEADS: Record<LanguageId, RegExp> = {
  english: /(?:^|\s)((?:from|by|until|till|before|after|since|at|starting|starts|opens)\s+)$/iu,
  german: /(?:^|\s)((?:ab|bis|um|vor|nach|seit|von)\s+)$/iu,
  french: /(?:^|\s)((?:dès|à partir de|jusqu[’']à|avant|après|depuis|à)\s+)$/iu,
  spanish: /(?:^|\s)((?:(?:desde|hasta|antes del?|después del?|a partir del?)(?:\s+(?:las?|el))?|a las?)\s+)$/iu,
  italian: /(?:^|\s)((?:dalle|alle|entro(?:\s+le)?|fino alle|a partire dalle|prima delle|dopo le)(?:\s+ore)?\s+)$/iu,
  portuguese:
    /(?:^|\s)((?:a partir d[ao]s?|d[ao]s|até(?:\s+[àa]o?s?)?|[àa]s|ao|antes d[ao]s?|depois d[ao]s?|desde)\s+)$/iu,
  dutch: /(?:^|\s)((?:vanaf|tot|om|voor|na|sinds)\s+)$/iu,
  japanese: /$^/u,
  arabic: /(?:^|\s)((?:من|حتى|قبل|بعد|ابتداءً من)\s+)$/u,
};

/** Japanese says the role after the time: "7時から", "14時までに". */
const JAPANESE_TAIL = /^(までに|まで|から|より)/u;

/** Verbs that say what the time or day is for: "order by", "delivered today", "open from". */
const VERBS: Record<LanguageId, RegExp> = {
  english: /(?:^|\s)((?:order|book|register|apply|reserve|call|open|opens|delivered|delivery|served|shipped)\s+)$/iu,
  german: /(?:^|\s)((?:bestellen|buchen|anmelden|geöffnet|offen|geliefert|lieferung)\s+)$/iu,
  french:
    /(?:^|\s)((?:commandez|commander|réservez|réserver|inscrivez-vous|ouvert|ouverte|livré|livrée|livrés|livrées|livraison)\s+)$/iu,
  spanish: /(?:^|\s)((?:pide|pida|pedidos|reserva|reserve|abierto|abierta|entrega|entregado|envío)\s+)$/iu,
  italian: /(?:^|\s)((?:ordina|ordini|prenota|aperto|aperti|consegna|consegnato)\s+)$/iu,
  portuguese: /(?:^|\s)((?:peça|encomende|reserve|aberto|aberta|entrega|entregue)\s+)$/iu,
  dutch: /(?:^|\s)((?:bestel|reserveer|open|geopend|bezorgd|geleverd|bezorging)\s+)$/iu,
  japanese: /$^/u,
  arabic: /(?:^|\s)((?:اطلب|احجز|مفتوح|توصيل)\s+)$/u,
};

/** A start time of a place that serves ("from 7am" at a bakery) is when it opens. */
const OPEN: Record<LanguageId, string> = {
  english: 'Open {time}',
  german: 'Geöffnet {time}',
  french: 'Ouvert {time}',
  spanish: 'Abierto {time}',
  italian: 'Aperto {time}',
  portuguese: 'Aberto {time}',
  dutch: 'Open {time}',
  japanese: '{time}営業',
  arabic: 'مفتوح {time}',
};
const STARTS =
  /^(from|dès|à partir de|desde|a partir de|dalle|a partire dalle|das|a partir das|vanaf|ab|من|ابتداءً من)\b/iu;
const SERVING: ReadonlySet<Category> = new Set<Category>(['food', 'retail', 'beauty', 'fitness']);

/**
 * The fact as the prompt says it with its role ("order by 2pm", "from 7am", "delivered today"), or
 * undefined when the prompt gives no word for it. `written`: the fact as it stands in the prompt.
 */
export function factWithOwnRole(
  prompt: string,
  written: string,
  language: LanguageId,
  category?: Category,
): string | undefined {
  const at = prompt.toLowerCase().indexOf(written.toLowerCase());
  if (at < 0 || !written.trim()) return undefined;
  const fact = prompt.slice(at, at + written.length);
  if (language === 'japanese') {
    const tail = JAPANESE_TAIL.exec(prompt.slice(at + written.length))?.[1];
    return tail ? `${fact}${tail}` : undefined;
  }
  let before = prompt.slice(0, at);
  const lead = LEADS[language].exec(before)?.[1] ?? '';
  before = before.slice(0, before.length - lead.length);
  const verb = VERBS[language].exec(before)?.[1] ?? '';
  if (!lead && !verb) return undefined;
  const phrase = `${verb}${lead}${fact}`.replace(/\s+/gu, ' ').trim();
  if (!verb && category && SERVING.has(category) && STARTS.test(phrase))
    return OPEN[language].replace('{time}', phrase);
  return phrase;
}

/** A day with no word of the prompt around it, said as the day something happens ("On Saturday"). */
const ON_DAY: Partial<Record<LanguageId, string>> = {
  english: 'On {day}',
  german: 'Am {day}',
  dutch: 'Op {day}',
  spanish: 'El {day}',
};

/**
 * The line for a day or time shown alone: the prompt's own words for its role, else the role its kind
 * gives it: an opening time of a place that serves ("Open 9am–5pm"), the day of an event ("On
 * Saturday"); undefined when neither says more than the fact.
 */
export function roleLine(prompt: string, ref: DateRef, language: LanguageId, category?: Category): string | undefined {
  const written = ref.timeText ?? ref.text;
  const own = factWithOwnRole(prompt, written, language, category);
  if (own) return own;
  if (ref.kind === 'time' && ref.endTime && category && SERVING.has(category))
    return OPEN[language].replace('{time}', written);
  // The day a course starts or a pool opens says so ("Start 7 januari", "Abre el 15 de marzo"), never a bare "On".
  if (ref.kind === 'date' && ref.begins && !ref.endDay && ref.text === written)
    return FACT_WORDING[language].begins[ref.begins].replace('{date}', written);
  const onDay = ON_DAY[language];
  if (onDay && (ref.kind === 'weekday' || ref.kind === 'date') && ref.text === written)
    return onDay.replace('{day}', written);
  return undefined;
}

/** Facts that mean nothing on a line alone: a time with no day, a day with no word of its own. */
export function needsRole(ref: DateRef): boolean {
  if (ref.kind === 'time') return true;
  // A range of days is a period on its own ("27.11.–23.12."): "On 27.11.–23.12." reads as one day.
  if (ref.kind === 'date' && ref.endDay) return false;
  return ref.relation === 'on' && ['today', 'tomorrow', 'tonight', 'weekday', 'date'].includes(ref.kind) && !ref.time;
}
