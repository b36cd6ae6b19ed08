// A weekday the prompt repeats ("Taco Tuesday: $2 tacos every Tuesday", "jeden Dienstag …
// Dienstagsangebot") is one recurring day: a second, bare mention of the same day must not become an
// event date, or the copy says "Save the date: Tuesday" on a weekly deal. A weekday inside a named
// day ("Giving Tuesday (Dec 2)", "Taco Tuesday") next to a real date is the name's, not a date.
import type { DateRef } from './types';

interface Spanned {
  span: { start: number; end: number };
  value: DateRef;
}

/** Words that lead a real weekday ("This Tuesday", "Join us Friday"): no name's first word. */
const LEADS_A_DAY =
  /^(?:this|next|on|every|each|until|till|by|from|before|after|join|open|opens|closed|starting|starts|ends|and|or|to|through|last|see|visit|come|dieser|diesen|am|ab|bis|jeden|ce|le|chaque|tous|dès|jusqu|este|el|cada|todos|hasta|desde|questo|il|ogni|fino|dal|neste|na|no|toda|todas|até|deze|op|elke|tot|vanaf)$/iu;

function wordBefore(prompt: string, start: number): string | undefined {
  return /([\p{L}'’]+)\s+$/u.exec(prompt.slice(Math.max(0, start - 30), start))?.[1];
}

/**
 * Settles the weekdays of the dates found (in prompt order): every mention of a day that the prompt
 * also says recurs is that one recurring day; a capitalised name before a bare weekday, when the
 * prompt gives a calendar date too, makes the weekday part of a name.
 */
export function settleWeekdays<T extends Spanned>(prompt: string, given: T[]): T[] {
  const hasDate = given.some((d) => d.value.kind === 'date');
  const dates = given.map((d) =>
    weeklyNamedDay(prompt, d, hasDate)
      ? { ...d, value: { ...d.value, relation: 'every' } }
      : namedDayNoDeadline(prompt, d)
        ? { ...d, value: { ...d.value, relation: 'on' } }
        : d,
  );
  const recurring = new Set(
    dates.filter((d) => d.value.kind === 'weekday' && d.value.relation === 'every').map((d) => weekdayOf(d.value)),
  );
  const hasCalendarDate = dates.some((d) => d.value.kind === 'date');
  const said = new Set<number>();
  return dates.filter((d) => {
    if (d.value.kind !== 'weekday') return true;
    // One recurring day is said once: "Taco Tuesday … every Tuesday" is one weekly Tuesday.
    if (d.value.relation === 'every') {
      if (said.has(d.value.weekday)) return false;
      said.add(d.value.weekday);
      return true;
    }
    if (d.value.relation !== 'on') return true;
    if (recurring.has(d.value.weekday)) return false;
    const before = wordBefore(prompt, d.span.start);
    const named = before !== undefined && /^\p{Lu}/u.test(before) && !LEADS_A_DAY.test(before);
    return !(named && hasCalendarDate);
  });
}

/**
 * A themed day named by a word that rhymes on its first letter ("Taco Tuesday", "Wing Wednesday",
 * "Margarita Monday", "Fish Friday") is a weekly deal when no calendar date is given: the copy says
 * "Every Tuesday", never "until Tuesday" or "Save the date". Yearly days ("Black Friday", "Cyber
 * Monday", "Giving Tuesday", "Small Business Saturday") do not alliterate, or are dated.
 */
function weeklyNamedDay(prompt: string, d: Spanned, hasDate: boolean): boolean {
  if (hasDate || d.value.kind !== 'weekday' || d.value.relation === 'every') return false;
  const day = prompt.slice(d.span.start, d.span.end);
  const before = wordBefore(prompt, d.span.start);
  if (!before || !/^\p{Lu}/u.test(day) || !/^\p{Lu}/u.test(before) || LEADS_A_DAY.test(before)) return false;
  return before.charAt(0).toLowerCase() === day.charAt(0).toLowerCase() && !/^(?:super|travel)$/iu.test(before);
}

/** A word that makes what follows a deadline ("until Small Business Saturday"). */
const UNTIL_BEFORE_NAME = /(?:until|till|through|thru|ends?|by|bis|jusqu['’]?(?:au|à)?|hasta|fino\s+a|até|tot)\s+$/iu;

/**
 * A named day ("Small Business Saturday", "Cyber Monday") in a sale is the day the deals run, not
 * their deadline: "10% off until Saturday" misread "Small Business Saturday, 10% off".
 */
function namedDayNoDeadline(prompt: string, d: Spanned): boolean {
  if (d.value.kind !== 'weekday' || d.value.relation !== 'until') return false;
  const day = prompt.slice(d.span.start, d.span.end);
  const name = /((?:\p{Lu}[\p{L}'’-]*\s+){1,3})$/u.exec(prompt.slice(Math.max(0, d.span.start - 40), d.span.start));
  if (!name || !/^\p{Lu}/u.test(day)) return false;
  const first = name[1].trim().split(/\s+/)[0];
  if (
    LEADS_A_DAY.test(first) ||
    name[1]
      .trim()
      .split(/\s+/)
      .some((w) => LEADS_A_DAY.test(w))
  )
    return false;
  const before = prompt.slice(Math.max(0, d.span.start - 40), d.span.start - name[1].length);
  return !UNTIL_BEFORE_NAME.test(before);
}

function weekdayOf(date: DateRef): number | undefined {
  return date.kind === 'weekday' ? date.weekday : undefined;
}

/** Arabic names a repeated day without its article: "كل ثلاثاء", "كل يوم جمعة", "أيام السبت" (folded: أ is ا and a hamza mark). */
const AR_EVERY_DAY =
  /(?:كل|ا[\u0654\u0655]?يام)\s+(?:يوم\s+)?(?:ال)?(ا[\u0654\u0655]?حد|ا[\u0654\u0655]?ثنين|ثلاثاء|ا[\u0654\u0655]?ربعاء|خميس|جمعة|سبت)(?![\p{L}])/gu;
const AR_AND_DAY =
  /^\s*و\s*(?:يوم\s+)?(?:ال)?(ا[\u0654\u0655]?حد|ا[\u0654\u0655]?ثنين|ثلاثاء|ا[\u0654\u0655]?ربعاء|خميس|جمعة|سبت)(?![\p{L}])/u;
const AR_DAYS = ['حد', 'ثنين', 'ثلاثاء', 'ربعاء', 'خميس', 'جمعة', 'سبت'];
/**
 * Portuguese names a day by its number alone ("toda terça", "às sextas", "terças-feiras"); "segunda" is
 * also "second", so a bare one counts only after a word that leads a day or with its "-feira".
 */
const PT_DAY =
  /(?<![\p{L}])(?:(toda|todas\s+as|cada|as|nas|aos)\s+)?(segunda|terca|quarta|quinta|sexta)(s)?(-feiras?)?(?![\p{L}-])/gu;
const PT_DAYS = ['', 'segunda', 'terca', 'quarta', 'quinta', 'sexta'];

/** Weekdays the shared weekday reader misses (it needs the whole name), in the folded prompt. */
export function findBareWeekdays(
  folded: string,
): Array<{ start: number; end: number; weekday: number; every: boolean }> {
  const out: Array<{ start: number; end: number; weekday: number; every: boolean }> = [];
  for (const m of folded.matchAll(AR_EVERY_DAY)) {
    const weekday = AR_DAYS.findIndex((d) => m[1].endsWith(d));
    if (weekday >= 0) out.push({ start: m.index, end: m.index + m[0].length, weekday, every: true });
    // "كل جمعة وسبت": the second day repeats too.
    const end = m.index + m[0].length;
    const next = AR_AND_DAY.exec(folded.slice(end));
    const second = next ? AR_DAYS.findIndex((d) => next[1].endsWith(d)) : -1;
    if (next && second >= 0)
      out.push({
        start: end + next[0].length - next[1].length,
        end: end + next[0].length,
        weekday: second,
        every: true,
      });
  }
  for (const m of folded.matchAll(PT_DAY)) {
    if (!m[1] && !m[4]) continue;
    const start = m.index + (m[1] ? m[0].indexOf(m[2], m[1].length) : 0);
    const weekday = PT_DAYS.indexOf(m[2]);
    out.push({ start, end: m.index + m[0].length, weekday, every: Boolean(m[3]) || Boolean(m[1] && m[1] !== 'aos') });
  }
  return out;
}
