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
export function settleWeekdays<T extends Spanned>(prompt: string, dates: T[]): T[] {
  const recurring = new Set(
    dates.filter((d) => d.value.kind === 'weekday' && d.value.relation === 'every').map((d) => weekdayOf(d.value)),
  );
  const hasCalendarDate = dates.some((d) => d.value.kind === 'date');
  return dates.filter((d) => {
    if (d.value.kind !== 'weekday' || d.value.relation !== 'on') return true;
    if (recurring.has(d.value.weekday)) return false;
    const before = wordBefore(prompt, d.span.start);
    const named = before !== undefined && /^\p{Lu}/u.test(before) && !LEADS_A_DAY.test(before);
    return !(named && hasCalendarDate);
  });
}

function weekdayOf(date: DateRef): number | undefined {
  return date.kind === 'weekday' ? date.weekday : undefined;
}
