// Three or more days named in a row ("venerdì 27, sabato 28 e domenica 29 agosto", "Friday 12, Saturday 13
// and Sunday 14 June") are read as the last two ("sabato 28 e domenica 29 agosto") and a weekday alone:
// the design printed "28 & 29 AGOSTO" and lost the Friday. Days that follow each other are one run,
// read whole ("27–29 agosto"); days apart keep the reader's last two, with the whole list as their text.
import { WEEKDAY_WORDS } from './lexicon';
import { fold } from './text';
import type { DateRef } from './types';

interface Span {
  start: number;
  end: number;
}

const WEEKDAYS = WEEKDAY_WORDS.flat().map((w) => fold(w));
/** A weekday as written before its day, whole or cut ("venerdì", "sexta", "Fri."). */
function isWeekday(word: string): boolean {
  const w = fold(word).replace(/\.$/, '');
  return w.length >= 2 && WEEKDAYS.some((d) => d === w || (w.length >= 3 && d.startsWith(w)));
}

/** One more day before a list: "venerdì 27, ", "27, ", "Freitag 8., ". */
const DAY_BEFORE = /(?:([\p{L}][\p{L}.-]*),?\s+)?(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?\s*,\s*$/u;

/** The dates with a list of days joined to the days named before it, when they run one after another. */
export function withListedDays<T extends { span: Span; value: DateRef }>(text: string, found: T[]): T[] {
  let out = found;
  for (const d of found) {
    const v = d.value;
    if (v.kind !== 'date' || !v.dayList || v.endDay === undefined) continue;
    let start = d.span.start;
    let first = v.day;
    let run = v.endDay === v.day + 1;
    for (;;) {
      const m = DAY_BEFORE.exec(text.slice(Math.max(0, start - 30), start));
      if (!m || !(Number(m[2]) < first)) break;
      run &&= Number(m[2]) === first - 1;
      first = Number(m[2]);
      const at = start - Math.min(start, 30) + m.index;
      start = m[1] && isWeekday(m[1]) ? at : at + m[0].indexOf(m[2], m[1] ? m[1].length : 0);
    }
    if (first === v.day) continue;
    const { dayList: _list, weekday: _weekday, ...rest } = v;
    const whole = text.slice(start, d.span.end).trim();
    // Days apart ("sabato 6, 13 e 20 dicembre") are no run: the list is kept whole as written.
    const joined = (run ? { ...rest, day: first, text: whole } : { ...v, text: whole }) as DateRef;
    const span = { start, end: d.span.end };
    out = out
      .filter((o) => o === d || !(o.span.start >= start && o.span.end <= d.span.start))
      .map((o) => (o === d ? { ...o, span, value: joined } : o));
  }
  return out;
}
