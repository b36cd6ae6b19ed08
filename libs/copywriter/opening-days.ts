// Days that repeat every week as the business's days, kept verbatim like "Mon–Fri" (contacts.ts):
// a range of full day names ("du lundi au vendredi", "de segunda a sexta", "من السبت إلى الخميس"),
// weekends and working days ("open weekends", "los fines de semana", "毎週末", "weekdays", "平日"), a day it is closed ("chiusi la domenica",
// "montags Ruhetag", "月曜定休"), and, next to opening hours, a pair of days ("zaterdag en zondag").
// Read as single dates they became events: "Save the date: Monday" on a bakery open Monday to Friday.

interface Spanned {
  start: number;
  end: number;
  value: string;
  /** A day it is closed: no date, and nothing to promote either. */
  closed?: boolean;
}

/** Day names as written (accented and not), each language's full forms; Japanese days are read apart. */
const DAY_NAMES = [
  'mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?',
  'lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?',
  'montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|sonnabends?',
  'lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?',
  'luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica',
  '(?:segunda|ter[çc]a|quarta|quinta|sexta)s?(?:-feiras?)?',
  'maandags?|dinsdags?|woensdags?|donderdags?|vrijdags?|zaterdags?|zondags?',
  'ال(?:أ|ا)حد|ال(?:إ|ا)ثنين|الثلاثاء|ال(?:أ|ا)ربعاء|الخميس|الجمعة|السبت',
].join('|');
const DAY = `(?:${DAY_NAMES})`;
/** "every Monday and Wednesday": the pair keeps its word of repetition. */
const EVERY = String.raw`(?:(?:every|each|chaque|tous\s+les|jeden|todos\s+los|cada|ogni|toda|todas\s+as|elke|iedere|كل)\s+)?`;
const ARTICLE = String.raw`(?:(?:le|la|les|el|los|il|i|o|os|a|as|à|às|ao|aos|nas?|nos?|op|am|on|يوم)\s+)?`;
const LEAD = String.raw`(?:(?:from|du|de|del|dal|von|van|das|desde|من)\s+)?`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|\s(?:to|through|till|au|à|a|al|bis|tot|t\/m|até|ate|إلى|الى|حتى)\s)\s*`;
const PAIR_JOIN = String.raw`\s*(?:,|\s(?:and|&|et|und|y|e|en|و)\s)\s*`;
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{M}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{M}])`;

const RANGE = new RegExp(`${EDGE_BEFORE}${LEAD}${ARTICLE}${DAY}${RANGE_JOIN}${ARTICLE}${DAY}${EDGE_AFTER}`, 'giu');
const PAIR = new RegExp(`${EDGE_BEFORE}${EVERY}${ARTICLE}${DAY}${PAIR_JOIN}${ARTICLE}${DAY}${EDGE_AFTER}`, 'giu');
/** "月曜〜金曜", "月曜日から金曜日まで". */
const JA_RANGE = /[日月火水木金土]曜日?\s*(?:〜|～|~|-|–|から)\s*[日月火水木金土]曜日?(?:まで)?/gu;

const WEEKENDS = new RegExp(
  [
    String.raw`${EDGE_BEFORE}(?:(?:every|on|all)\s+)?weekends${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}every\s+weekend${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:tous\s+les|chaque|les)\s+week-?ends?${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:jedes\s+Wochenende|an\s+(?:den\s+)?Wochenenden|wochenends)${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:(?:todos\s+)?los|cada)\s+fin(?:es)?\s+de\s+semana${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:ogni|tutti\s+i|nei)\s+(?:fine\s+settimana|weekend)${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:(?:aos|nos|todos\s+os)\s+fins|(?:todo|cada)\s+fim)\s+de\s+semana${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:(?:elk|ieder)\s+weekend|(?:in\s+de\s+)?weekenden)${EDGE_AFTER}`,
    '毎週末|土日祝?',
    // Working days: "weekdays", "werktags", "entre semana", "平日".
    String.raw`${EDGE_BEFORE}(?:(?:on|every)\s+)?weekdays${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}(?:en\s+semaine|werktags|wochentags|an\s+Werktagen|entre\s+semana|(?:los\s+)?d[íi]as\s+laborables|(?:nei\s+)?giorni\s+feriali|(?:nos\s+|em\s+)?dias\s+[úu]teis|doordeweeks|op\s+werkdagen)${EDGE_AFTER}`,
    '平日',
    'خلال\\s+أيام\\s+الأسبوع',
    'كل\\s+(?:عطلة\\s+)?نهاية\\s+(?:أ|ا)سبوع|عطلات\\s+نهاية\\s+الأسبوع',
  ].join('|'),
  'giu',
);

const CLOSED_WORD = String.raw`(?:closed|ferm[ée]e?s?|geschlossen|cerrado|cerrados|chius[oi]|fechado|gesloten|مغلق)`;
const CLOSED = new RegExp(
  [
    `${EDGE_BEFORE}${CLOSED_WORD}\\s*:?\\s+${ARTICLE}${DAY}${EDGE_AFTER}`,
    `${EDGE_BEFORE}${DAY}\\s+(?:${CLOSED_WORD}|Ruhetag)${EDGE_AFTER}`,
    `${EDGE_BEFORE}Ruhetag\\s*:?\\s+(?:ist\\s+)?${DAY}${EDGE_AFTER}`,
    '[日月火水木金土]曜日?(?:定休日?|休み)|定休日\\s*[:：]?\\s*[日月火水木金土]曜日?',
  ].join('|'),
  'giu',
);

/** Opening hours are near: a pair of days is then the days it opens ("Sa und So 10–16 Uhr"). */
const OPENING =
  /open|ouvert|geöffnet|öffnungszeiten|abierto|horario|aperto|aperti|orari|aberto|horário|geopend|openingstijden|営業|مفتوح|\d\s*(?:am|pm|uhr|uur|h)\b|\d:\d\d/iu;

/** An hour as opening hours write it: "8", "7am", "10h30", "18:00", "9.30 uur". */
const HOUR = String.raw`\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|h|uhr|uur|u)?`;
/**
 * One day and its own hours after the days a business opens: "Mon–Sat 7am–6pm, Sunday 8–2",
 * "Mo–Fr 6–18 Uhr, Samstag 7–12 Uhr", "du lundi au vendredi 7h-19h, samedi 8h-13h". Kept whole,
 * hours and all, as the day it opens: it was "Save the date: Sunday" with the weekdays' hours.
 */
const DAY_WITH_HOURS = new RegExp(
  `${EDGE_BEFORE}${ARTICLE}${DAY}\\s*:?\\s*${LEAD}${HOUR}\\s*(?:-|–|—|\\s(?:to|till|à|a|bis|tot|às|alle|al|até|إلى)\\s)\\s*${HOUR}(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The opening days of a prompt, verbatim, in prompt order; none overlaps another. `hasDayRange`: the
 * prompt has short days joined as a range ("Mon–Sat", read by contacts.ts), so it lists opening days.
 */
export function findOpeningDays(text: string, hasDayRange = false): Spanned[] {
  const found: Spanned[] = [];
  const add = (start: number, end: number, closed: boolean): void => {
    if (found.some((f) => f.start < end && start < f.end)) return;
    found.push({ start, end, value: text.slice(start, end).trim(), ...(closed ? { closed } : {}) });
  };
  const readers = [RANGE, JA_RANGE, CLOSED, WEEKENDS, ...(OPENING.test(text) ? [PAIR] : [])];
  for (const reader of readers)
    for (const m of text.matchAll(reader)) add(m.index, m.index + m[0].length, reader === CLOSED);
  if (found.some((f) => !f.closed) || hasDayRange)
    for (const m of text.matchAll(DAY_WITH_HOURS)) add(m.index, m.index + m[0].length, false);
  return found.sort((a, b) => a.start - b.start);
}

// (CLOSED is global, for matchAll; a test wants its own, stateless copy)
const CLOSED_ANYWHERE = new RegExp(CLOSED.source, 'iu');

/** A day the business is closed is said in the clause ("chiusi la domenica", "月曜定休"): no line to print. */
export function saysClosedDay(text: string): boolean {
  return CLOSED_ANYWHERE.test(text);
}
