// Renders the prompt's structured facts (money, offers, dates, events) in a language's own wording:
// "$19.99" stays "$19.99" in English and becomes "19,99 $" in French; "30% off" becomes "-30 %".
import { FACT_WORDING } from './fact-wording';
import { namedTimes } from './named-times';
import { UP_TO_AMOUNT, unitOf } from './price-forms';
import { fold } from './text';
import type { DateFormKind, PhraseBank } from './languages/phrase-bank';
import type { Currency, DateRef, EventId, LanguageId, Money, Offer, SeasonId } from './types';

const SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CHF: 'CHF',
  AED: 'AED',
  SAR: 'SAR',
  INR: '₹',
  CAD: 'CA$',
  AUD: 'A$',
  MXN: 'MX$',
  BRL: 'R$',
  EGP: 'EGP',
};

function groupDigits(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

export function formatNumber(value: number, decimals: number, bank: PhraseBank): string {
  const fixed = value.toFixed(decimals);
  const [integer, fraction] = fixed.split('.');
  const grouped =
    integer.length > 4 || (integer.length === 4 && bank.numbers.group !== '\u00a0')
      ? groupDigits(integer, bank.numbers.group)
      : integer;
  return fraction ? `${grouped}${bank.numbers.decimal}${fraction}` : grouped;
}

export function formatMoney(money: Money, bank: PhraseBank): string {
  // Japanese counts large sums in man (10,000): a house is "5,480万円", never "54,800,000円".
  if (bank.id === 'japanese' && money.currency === 'JPY' && money.amount >= 100_000 && money.amount % 10_000 === 0)
    return `${formatNumber(money.amount / 10_000, 0, bank)}万円`;
  const decimals = money.decimals > 0 && !Number.isInteger(money.amount) ? 2 : money.decimals > 0 ? 2 : 0;
  const amount = formatNumber(money.amount, decimals, bank);
  const pattern = bank.money.byCurrency?.[money.currency] ?? bank.money.pattern;
  return pattern.replace('{amount}', amount).replace('{symbol}', SYMBOLS[money.currency]);
}

/**
 * A price range as a shop writes it: one symbol where it follows the amount ("29–49 €", "2,000〜5,000円"),
 * both ends whole where it leads ("$120–$180", "€ 25–€ 40").
 */
export function formatMoneyRange(low: Money, high: Money, bank: PhraseBank): string {
  const from = formatMoney(low, bank);
  const to = formatMoney(high, bank);
  const dash = bank.id === 'japanese' ? '〜' : '–';
  const unit = /\D+$/u.exec(from)?.[0];
  if (unit && to.endsWith(unit) && /\d$/u.test(from.slice(0, -unit.length)))
    return `${from.slice(0, -unit.length)}${dash}${to}`;
  return `${from}${dash}${to}`;
}

function formatPercent(n: number, bank: PhraseBank): string {
  return Number.isInteger(n) ? String(n) : formatNumber(n, 1, bank);
}

/**
 * Offers the user words best: in the prompt's own language their text is kept as written ("2-for-1
 * pizzas", "secondo cono gratis", "every $5 plants a tree"); in another language they are rebuilt
 * from the structured fact.
 */
const VERBATIM_KINDS = new Set<Offer['kind']>([
  'free-item',
  'donation',
  'bogo',
  'multi-buy',
  'half-price',
  'apr',
  // The bank's words for these add what the prompt may not say ("no subscription fee" for "no fee").
  'free-class',
  'free-consultation',
  'free-quote',
  'no-fee',
  'free-trial',
]);

/**
 * An offer in the language's wording, lower-case where the language writes it so mid-sentence.
 * `promptLanguage`: the language the prompt is written in (its own words are then used as written
 * for the offers the banks cannot word: free items, donations, multi-buys).
 */
/** A sale price beside the price it replaces, as a shop tag says it. */
const WAS_PRICE: Record<LanguageId, string> = {
  english: '{amount}, was {was}',
  german: '{amount} statt {was}',
  french: '{amount} au lieu de {was}',
  spanish: '{amount} (antes {was})',
  italian: '{amount} invece di {was}',
  portuguese: '{amount} em vez de {was}',
  dutch: '{amount} i.p.v. {was}',
  japanese: '{amount}（通常{was}）',
  arabic: '{amount} بدلاً من {was}',
};

export function formatOffer(offer: Offer, bank: PhraseBank, promptLanguage?: LanguageId, verbatim = true): string {
  const text = offerWithoutScope(offer, bank, promptLanguage, verbatim);
  // The qualifier and what the offer buys are the prompt's words: kept in its own language, where
  // they read as written ("30% off teeth whitening", "19,99 € le premier mois", "桜ラテ480円").
  if (promptLanguage !== bank.id) {
    // A unit is no qualifier to leave out: "35 $" alone claims the price of the whole, not of an hour.
    const unit = offer.kind === 'price' && offer.scope && !offer.scope.before ? unitOf(offer.scope.text) : undefined;
    return unit ? withWords(text, { text: FACT_WORDING[bank.id].unit[unit] }, bank) : text;
  }
  return withWords(withWords(text, offer.buys, bank), offer.scope, bank);
}

/** The prompt's words joined to an offer, before or after it (Japanese writes them without a space). */
function withWords(text: string, words: Offer['scope'], bank: PhraseBank): string {
  if (!words) return text;
  // A verbatim offer may already hold them ("free coffee with every order").
  if (fold(text).includes(fold(words.text))) return text;
  // ("$12/hour" is written closed up, as the prompt writes it.)
  const gap = bank.id === 'japanese' || (!words.before && /^[/／]/u.test(words.text)) ? '' : ' ';
  return words.before ? `${words.text}${gap}${lowerOfferStart(text, bank)}` : `${text}${gap}${words.text}`;
}

function offerWithoutScope(offer: Offer, bank: PhraseBank, promptLanguage?: LanguageId, verbatim = true): string {
  const o = bank.offers;
  const w = FACT_WORDING[bank.id];
  const money = (m: Money): string => formatMoney(m, bank);
  // "Up to" stays with its amount: "€ 1.500" alone promises it to everyone.
  const upTo = (text: string): string =>
    'upTo' in offer && offer.upTo ? UP_TO_AMOUNT[bank.id].replace('{amount}', text) : text;
  const withMinimum = (text: string, minimum: Money | undefined): string =>
    minimum
      ? w.withMinimum.replace('{offer}', text).replace('{threshold}', w.threshold.replace('{amount}', money(minimum)))
      : text;
  const own = promptLanguage === bank.id;
  if (verbatim && own && VERBATIM_KINDS.has(offer.kind) && offer.text.trim()) {
    // A donation without its effect ("$25") reads better in the bank's words ("give $25").
    if (offer.kind !== 'donation' || /\p{L}/u.test(offer.text.replace(/[A-Z]{3}|dollars?|euros?|pounds?/g, '')))
      return lowerOfferStart(offer.text.trim(), bank);
  }
  switch (offer.kind) {
    case 'percent-off':
      return withMinimum(
        (offer.upTo ? o.upToPercentOff : o.percentOff).replace('{n}', formatPercent(offer.percent, bank)),
        offer.minimum,
      );
    case 'amount-off':
      return withMinimum(o.amountOff.replace('{amount}', upTo(money(offer.money))), offer.minimum);
    case 'price': {
      const written = upTo(offer.to ? formatMoneyRange(offer.money, offer.to, bank) : money(offer.money));
      const amount = offer.per ? w.per[offer.per].replace('{amount}', written) : written;
      // "only $X" only where the prompt says so: a plain price ($2.45M house, €20 tickets) stays plain.
      const plain = offer.item ? `${amount} ${offer.item}` : amount;
      if (offer.was && !offer.from)
        return WAS_PRICE[bank.id].replace('{amount}', plain).replace('{was}', money(offer.was));
      return offer.from
        ? o.fromPrice.replace('{amount}', plain)
        : offer.sale
          ? o.price.replace('{amount}', plain)
          : plain;
    }
    case 'saving': {
      const amount = offer.per ? w.per[offer.per].replace('{amount}', money(offer.money)) : money(offer.money);
      return w.saving.replace('{amount}', upTo(amount));
    }
    case 'threshold':
      return w.threshold.replace('{amount}', money(offer.money));
    case 'donation':
      return w.donation.replace('{amount}', money(offer.money));
    case 'apr':
      return (offer.months ? w.aprMonths.replace('{months}', String(offer.months)) : w.apr).replace(
        '{n}',
        formatPercent(offer.percent, bank),
      );
    case 'multi-buy':
      return w.multiBuy.replace('{buy}', String(offer.buy)).replace('{pay}', String(offer.pay));
    case 'half-price':
      return withMinimum(offer.nth === 2 ? w.secondHalfPrice : w.halfPrice, undefined);
    case 'free-item': {
      // The item as the prompt names it in its own language ("free tote", "Jutebeutel gratis"), the
      // bank's noun for its kind in another; with neither, a gift with purchase or the user's words.
      const named = own && offer.item && !offer.nth ? w.freeItem.replace('{item}', offer.item) : undefined;
      const item =
        named ??
        (offer.concept
          ? w.freeItem.replace('{item}', bank.products[offer.concept])
          : offer.minimum || offer.nth || !offer.text
            ? o['free-gift']
            : offer.text);
      const base = offer.nth ? w.secondFree : item;
      const limited = offer.limit
        ? w.firstN.replace('{offer}', base).replace('{n}', formatNumber(offer.limit, 0, bank))
        : base;
      return withMinimum(limited, offer.minimum);
    }
    case 'free-trial':
      return offer.days ? o.freeTrialDays.replace('{n}', String(offer.days)) : o.freeTrial;
    case 'code':
      return o.code.replace('{code}', offer.code);
    case 'free-shipping':
      return offer.minimum ? o.freeShippingOver.replace('{amount}', money(offer.minimum)) : o['free-shipping'];
    default:
      return withMinimum(o[offer.kind], offer.minimum);
  }
}

/** The user's words start lower-case mid-sentence ("Free tote …" → "free tote …") unless a name starts them. */
function lowerOfferStart(text: string, bank: PhraseBank): string {
  if (!bank.cased) return text;
  const first = text.split(/\s/)[0];
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A time or a time range in the language's wording ("7pm", "1pm–4pm", "de 13 h à 16 h"); the more
 * times of the same thing after it in one phrase ("10am & 2pm", "9–12 und 14–18 Uhr").
 */
export function formatTimes(
  ref: Pick<DateRef, 'time' | 'endTime' | 'timeText' | 'moreTimes'>,
  bank: PhraseBank,
): string {
  if (!ref.time) return '';
  const all = [{ time: ref.time, endTime: ref.endTime }, ...(ref.moreTimes ?? [])];
  const spans = all.map((t) => formatTimeSpan(t.time, t.endTime, ref, bank));
  // One unit for all: "10 und 14 Uhr", "9–12 und 14–18 Uhr" (but "10am & 2pm", and "de 9 h à 12 h"
  // keeps its unit where the range is said in words).
  const unit = /\s\D+$/u.exec(spans[spans.length - 1])?.[0];
  const dashed = FACT_WORDING[bank.id].timeRange === '{from}–{to}';
  if (unit && spans.every((t) => t.endsWith(unit)))
    for (let i = 0; i < spans.length - 1; i++)
      if (dashed || !all[i].endTime) spans[i] = spans[i].slice(0, -unit.length);
  return spans.join(FACT_WORDING[bank.id].timesJoin);
}

function formatTimeSpan(
  time: { hour: number; minute: number },
  endTime: { hour: number; minute: number } | undefined,
  ref: Pick<DateRef, 'timeText'>,
  bank: PhraseBank,
): string {
  let from = clockText(time, ref, bank);
  if (!endTime) return from;
  const to = clockText(endTime, ref, bank);
  // One unit for both ends: "7–13 Uhr", "1–4pm", "10.00–17.00 uur" (but "9am–5pm").
  const unit = /\D+$/.exec(from)?.[0];
  if (unit && /\D+$/.exec(to)?.[0] === unit) from = from.slice(0, -unit.length);
  return FACT_WORDING[bank.id].timeRange.replace('{from}', from).replace('{to}', to);
}

/** A time the prompt said by name ("noon", "minuit") is written by name: "12pm" is a number it never gave. */
function clockText(time: { hour: number; minute: number }, ref: Pick<DateRef, 'timeText'>, bank: PhraseBank): string {
  const named = time.minute === 0 && ref.timeText ? namedTimes(fold(ref.timeText), true).map((t) => t.hour) : [];
  if (named.includes(time.hour)) return time.hour === 12 ? FACT_WORDING[bank.id].noon : FACT_WORDING[bank.id].midnight;
  return formatTime(time, bank);
}

const MONTH_NUMBER = (month: number): string => String(month);

function formatDayMonth(day: number, month: number, bank: PhraseBank): string {
  return bank.dates.dayMonth
    .replace('{day}', String(day))
    .replace('{month}', bank.months[month - 1])
    .replace('{m}', MONTH_NUMBER(month));
}

export function formatTime(time: { hour: number; minute: number }, bank: PhraseBank): string {
  const h12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const ampm = bank.dates.ampm ? bank.dates.ampm[time.hour < 12 ? 0 : 1] : '';
  const pattern = time.minute === 0 ? bank.dates.timeOnTheHour : bank.dates.timeWithMinutes;
  return pattern
    .replace('{H}', String(time.hour))
    .replace('{h12}', String(h12))
    .replace('{mm}', String(time.minute).padStart(2, '0'))
    .replace('{ampm}', ampm);
}

/** How many days a range of days spans (a month counted as 31 days; 1 for a single day, 2 for two named). */
export function rangeDays(ref: Extract<DateRef, { kind: 'date' }>): number {
  if (ref.endDay === undefined) return 1;
  if (ref.dayList) return 2;
  const months = ref.endMonth === undefined ? 0 : (ref.endMonth - ref.month + 12) % 12;
  return months * 31 + ref.endDay - ref.day + 1;
}

function formKind(ref: Exclude<DateRef, { kind: 'time' }>): DateFormKind {
  if (ref.kind === 'date') return ref.endDay ? 'dateRange' : 'date';
  if (ref.kind === 'duration') return ref.unit;
  return ref.kind;
}

/**
 * A date in one of its forms: `until` ("until Sunday"), `when` ("Sunday", "this weekend"), or the
 * form its relation calls for (`natural`: a deadline, a when, or "every Tuesday"). Times are added to
 * the when forms.
 */
export function formatDate(ref: DateRef, bank: PhraseBank, form: 'until' | 'when' | 'natural' = 'natural'): string {
  // A time with no day is written as the time, whatever the form.
  if (ref.kind === 'time') return formatTimes(ref, bank);
  // A deadline to act reads as one ("Register by October 12"), not as the end of an offer.
  if (form === 'natural' && ref.relation === 'until' && ref.deadlineOf) {
    const day = bareDay(ref, bank);
    if (day) return FACT_WORDING[bank.id].deadlineFor[ref.deadlineOf].replace('{date}', day);
  }
  // A range is its whole period, from its first day ("Válido del 1 de mayo al 30 de junio"), even as a
  // deadline: "until June 30" alone drops the day it starts.
  const range = ref.kind === 'date' && ref.endDay !== undefined;
  const resolved = form === 'natural' ? (ref.relation === 'until' && !range ? 'until' : 'when') : form;
  let dateText = '';
  let weekdayText = '';
  let n = '';
  let monthText = '';
  if (ref.kind === 'date') {
    if (ref.endDay && resolved === 'until') dateText = formatDayMonth(ref.endDay, ref.endMonth ?? ref.month, bank);
    else if (ref.endDay && ref.endMonth)
      dateText = FACT_WORDING[bank.id].daySpan
        .replace('{from}', formatDayMonth(ref.day, ref.month, bank))
        .replace('{to}', formatDayMonth(ref.endDay, ref.endMonth, bank));
    else if (ref.endDay)
      dateText = (ref.dayList ? FACT_WORDING[bank.id].dayPair : bank.dates.dayRange)
        .replace('{day}', String(ref.day))
        .replace('{endDay}', String(ref.endDay))
        .replace('{month}', bank.months[ref.month - 1])
        .replace('{m}', MONTH_NUMBER(ref.month));
    else dateText = formatDayMonth(ref.day, ref.month, bank);
    if (ref.year) dateText = withYear(dateText, ref.year, bank);
    if (ref.weekday !== undefined && resolved === 'when') {
      dateText = bank.dates.weekdayDate.replace('{weekday}', bank.weekdays[ref.weekday]).replace('{date}', dateText);
    }
  } else if (ref.kind === 'weekday') weekdayText = bank.weekdays[ref.weekday];
  else if (ref.kind === 'month') monthText = bank.months[ref.month - 1];
  else if (ref.kind === 'duration') n = String(ref.amount);

  let text: string;
  if (ref.kind === 'weekday' && ref.relation === 'every' && form !== 'until') text = bank.everyWeekday[ref.weekday];
  // The day a course starts or a pool opens is said so ("Start 7 januari"), no "Save the date" or bare "On".
  else if (ref.kind === 'date' && ref.begins && !ref.endDay && form === 'natural' && resolved === 'when')
    text = FACT_WORDING[bank.id].begins[ref.begins].replace('{date}', dateText);
  else
    text = bank.dates[resolved][formKind(ref)]
      .replace('{date}', dateText)
      .replace('{weekday}', weekdayText)
      .replace('{month}', monthText)
      .replace('{n}', n);
  if (resolved === 'when' && ref.time && ref.endTime)
    text = FACT_WORDING[bank.id].whenRange.replace('{when}', text).replace('{range}', formatTimes(ref, bank));
  else if (resolved === 'when' && ref.time)
    text = bank.dates.at
      .replace('{when}', text)
      .replace('{time}', ref.moreTimes ? formatTimes(ref, bank) : clockText(ref.time, ref, bank));
  return text;
}

/** The year the prompt gives, with its date: "31 January 2025" was printed "January 31." */
function withYear(date: string, year: number, bank: PhraseBank): string {
  return FACT_WORDING[bank.id].withYear.replace('{date}', date).replace('{year}', String(year));
}

/** A calendar date or a weekday with no word around it ("October 12", "vendredi"); others have none. */
function bareDay(ref: DateRef, bank: PhraseBank): string | undefined {
  if (ref.kind === 'date') {
    const day = formatDayMonth(ref.endDay ?? ref.day, ref.endMonth ?? ref.month, bank);
    return ref.year ? withYear(day, ref.year, bank) : day;
  }
  if (ref.kind === 'weekday') return bank.weekdays[ref.weekday];
  return undefined;
}

export function eventName(
  event: EventId | undefined,
  season: SeasonId | undefined,
  bank: PhraseBank,
): string | undefined {
  if (event) return bank.events[event];
  if (season) return bank.seasons[season];
  return undefined;
}
