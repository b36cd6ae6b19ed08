// A range of hours written with no unit at all, as people write them after a day: "Sunday, April 6
// from 10 to 4", "Bake sale March 22, 10-1", "Sunday 8–2", "Mercatino 22 marzo ore 10-13",
// "السبت 15 مارس من 10 إلى 1", "zondag van 10 tot 16". Alone, two numbers joined by "to" could be
// anything (ages, guests, scores), so the caller only lets such a range attach to the day it follows.
// Each is read on the clock its language uses; one that could be morning or evening ("7 to 10" on a
// 12-hour clock) is left unread rather than guessed.

interface Clock {
  hour: number;
  minute: number;
}

export interface BareHours {
  /** Where it starts and ends in the text it was read from (the opening word included). */
  at: number;
  end: number;
  start: Clock;
  finish: Clock;
}

/**
 * Folded text: "from 10 to 4", "van 10 tot 16", "de 10 a 13", "من 10 الى 1", "ore 10-13". Only what
 * can follow the hours of a day is allowed after it (the end of a clause, or a word of place or
 * company: "from 10 to 4 at Maple Arts"), never a unit ("10 to 20 guests", "de 3 a 5 años").
 */
const BARE_RANGE =
  /(?<![\p{L}\p{N}:.,$€£/#+-])(?:(?:from|between|van|von|vom|de|des|desde|entre|ore|dalle ore|من(?:\s+الساعة)?)\s+)?(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:-|–|—|to|till|until|tot|bis|a|à|al|alle|às|ate|ا[\u0654\u0655]?لى|الى|حتى)\s*(\d{1,2})(?:[:.]([0-5]\d))?(?![\p{N}])(?=\s*(?:$|[,;!?)\n·|–—]|\.(?!\d)|(?:at|in|on|im|am|auf|bei|a|à|au|en|op|bij|presso|nel|nella|in|na|no|em|في|with|mit|avec|con|com|met|مع)(?![\p{L}])))/gu;

/** "10-1", "8–2", "9 to 5" on a 12-hour clock: a morning start and an afternoon end; "1-4" the afternoon. */
function twelveHourRange(a: number, b: number): [number, number] | undefined {
  if (a < 1 || b < 1 || a > 12 || b > 12) return undefined;
  if (b < a || (a === 12 && b < 12)) return [a === 12 ? 12 : a, b + 12];
  // Both in the afternoon: nobody opens at 1 in the night ("1-4", "2 to 6").
  if (a <= 6 && b <= 11) return [a + 12, b + 12];
  return undefined;
}

/**
 * Every bare range of hours in `folded`. `twelveHour`: the prompt's language counts hours to twelve
 * (English, Arabic), so "10 to 4" is 10:00–16:00; elsewhere "van 10 tot 16" is already on 24 hours
 * and an end before its start ("von 10 bis 2") is left unread.
 */
export function findBareHours(folded: string, twelveHour: boolean): BareHours[] {
  const found: BareHours[] = [];
  for (const m of folded.matchAll(BARE_RANGE)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const minutes = [Number(m[2] ?? 0), Number(m[4] ?? 0)];
    let hours: [number, number] | undefined;
    if (a > 23 || b > 23) continue;
    // Past twelve on either end, the clock says itself ("10-13", "من 14 إلى 18").
    if (a > 12 || b > 12) hours = b > a ? [a, b] : undefined;
    // On 24 hours, a morning before noon ("von 8 bis 12"); "de 2 à 5" would be a night.
    else hours = twelveHour ? twelveHourRange(a, b) : b > a && a >= 7 ? [a, b] : undefined;
    if (!hours) continue;
    found.push({
      at: m.index,
      end: m.index + m[0].length,
      start: { hour: hours[0], minute: minutes[0] },
      finish: { hour: hours[1], minute: minutes[1] },
    });
  }
  return found;
}

/** One hour with no unit after "at", on a 12-hour clock: "every Tuesday at 8", "Saturday at 10:30" (folded). */
const BARE_AT =
  /(?<![\p{L}])(?:at|around)\s+(\d{1,2})(?:[:.]([0-5]\d))?(?![\p{N}])(?=\s*(?:$|[,;!?)\n·|–—]|\.(?!\d)|(?:at|in|on|with|sharp)(?![\p{L}])))/gu;
/** What is held in the evening or the morning, so "at 8" says which (folded); neither leaves it unread. */
const EVENING =
  /(?<![\p{L}])(?:quiz|trivia|night|dinner|supper|concert|gig|show|party|drinks|bar|pub|karaoke|bingo|comedy|dj|live music|film|movie|cinema|theatre|theater|evening|tonight|open mic)(?![\p{L}])/u;
const MORNING = /(?<![\p{L}])(?:breakfast|brunch|bootcamp|run|parkrun|coffee|market|morning|sunrise)(?![\p{L}])/u;

/**
 * A single bare hour after "at" on a 12-hour clock: "at 1" to "at 5" is the afternoon; "at 6" to
 * "at 11" only where the prompt says evening or morning ("pub quiz … at 8" is 20:00); "at 12" noon.
 */
export function findBareHour(folded: string): Array<Omit<BareHours, 'finish'>> {
  const found: Array<Omit<BareHours, 'finish'>> = [];
  for (const m of folded.matchAll(BARE_AT)) {
    const a = Number(m[1]);
    if (a < 1 || a > 12) continue;
    let hour: number | undefined;
    if (a === 12) hour = 12;
    else if (a <= 5) hour = a + 12;
    else if (EVENING.test(folded)) hour = a + 12;
    else if (MORNING.test(folded)) hour = a;
    if (hour === undefined) continue;
    // Written from its number, as "at 7pm" is ("8" alone in the prompt's words).
    const at = m.index + m[0].indexOf(m[1], m[0].length - m[1].length - (m[2] ? m[2].length + 1 : 0));
    found.push({ at, end: m.index + m[0].length, start: { hour, minute: Number(m[2] ?? 0) } });
  }
  return found;
}
