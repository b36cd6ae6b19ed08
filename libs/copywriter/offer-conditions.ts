// Which of a prompt's dates bound its offers: "free enrolment until 31 May", "30% de descuento … hasta el
// domingo", "-20 % seulement le mardi", "Probestunde kostenlos jeden Montag". A page that shows the offer
// without such a date promises it for ever or every day (write-copy.ts keeps the two together).
import type { DateRef } from './types';

/** Sentence ends: a date in another sentence than the offer is about something else. */
const SENTENCE_END = /[.!?;\n。！？؛]\s|[.!?;\n。！？؛]$/u;
/** How far apart an offer and a day may be written and still be one clause ("-20 % seulement le mardi"). */
const NEAR = 32;

/**
 * Whether a date bounds the prompt's offers: an end date ("until", "bis", "hasta", "まで") whenever the
 * prompt has an offer, and a day written beside an offer in its sentence.
 */
export function boundsOffer(prompt: string, date: DateRef, offers: readonly string[]): boolean {
  if (!offers.length || date.kind === 'time') return false;
  if (date.relation === 'until') return true;
  const at = prompt.indexOf(date.text);
  if (at < 0) return false;
  return offers.some((offer) => {
    const start = prompt.indexOf(offer);
    if (start < 0) return false;
    const end = start + offer.length;
    const between =
      at >= end ? prompt.slice(end, at) : end > at + date.text.length ? prompt.slice(at + date.text.length, start) : '';
    if (at < end && at + date.text.length > start) return true;
    return between.length <= NEAR && !SENTENCE_END.test(between);
  });
}
