// Renders the prompt's structured facts (money, offers, dates, events) in a language's own wording:
// "$19.99" stays "$19.99" in English and becomes "19,99 $" in French; "30% off" becomes "-30 %".
import type { DateFormKind, PhraseBank } from './languages/phrase-bank';
import type { Currency, DateRef, EventId, Money, Offer, SeasonId } from './types';

const SYMBOLS: Record<Currency, string> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', CHF: 'CHF', AED: 'AED', SAR: 'SAR', INR: '₹', CAD: 'CA$', AUD: 'A$', MXN: 'MX$', BRL: 'R$',
};

function groupDigits(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

export function formatNumber(value: number, decimals: number, bank: PhraseBank): string {
  const fixed = value.toFixed(decimals);
  const [integer, fraction] = fixed.split('.');
  const grouped = integer.length > 4 || (integer.length === 4 && bank.numbers.group !== '\u00a0') ? groupDigits(integer, bank.numbers.group) : integer;
  return fraction ? `${grouped}${bank.numbers.decimal}${fraction}` : grouped;
}

export function formatMoney(money: Money, bank: PhraseBank): string {
  const decimals = money.decimals > 0 && !Number.isInteger(money.amount) ? 2 : money.decimals > 0 ? 2 : 0;
  const amount = formatNumber(money.amount, decimals, bank);
  const pattern = bank.money.byCurrency?.[money.currency] ?? bank.money.pattern;
  return pattern.replace('{amount}', amount).replace('{symbol}', SYMBOLS[money.currency]);
}

function formatPercent(n: number, bank: PhraseBank): string {
  return Number.isInteger(n) ? String(n) : formatNumber(n, 1, bank);
}

/** An offer in the language's wording, lower-case where the language writes it so mid-sentence. */
export function formatOffer(offer: Offer, bank: PhraseBank): string {
  const o = bank.offers;
  switch (offer.kind) {
    case 'percent-off':
      return (offer.upTo ? o.upToPercentOff : o.percentOff).replace('{n}', formatPercent(offer.percent, bank));
    case 'amount-off':
      return o.amountOff.replace('{amount}', formatMoney(offer.money, bank));
    case 'price':
      return (offer.from ? o.fromPrice : o.price).replace('{amount}', formatMoney(offer.money, bank));
    case 'free-trial':
      return offer.days ? o.freeTrialDays.replace('{n}', String(offer.days)) : o.freeTrial;
    case 'code':
      return o.code.replace('{code}', offer.code);
    case 'free-shipping':
      return offer.minimum ? o.freeShippingOver.replace('{amount}', formatMoney(offer.minimum, bank)) : o['free-shipping'];
    default:
      return o[offer.kind];
  }
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

function formKind(ref: DateRef): DateFormKind {
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
  const resolved = form === 'natural' ? (ref.relation === 'until' ? 'until' : 'when') : form;
  let dateText = '';
  let weekdayText = '';
  let n = '';
  let monthText = '';
  if (ref.kind === 'date') {
    if (ref.endDay && resolved === 'until') dateText = formatDayMonth(ref.endDay, ref.month, bank);
    else if (ref.endDay)
      dateText = bank.dates.dayRange
        .replace('{day}', String(ref.day))
        .replace('{endDay}', String(ref.endDay))
        .replace('{month}', bank.months[ref.month - 1])
        .replace('{m}', MONTH_NUMBER(ref.month));
    else dateText = formatDayMonth(ref.day, ref.month, bank);
    if (ref.weekday !== undefined && resolved === 'when') {
      dateText = bank.dates.weekdayDate.replace('{weekday}', bank.weekdays[ref.weekday]).replace('{date}', dateText);
    }
  } else if (ref.kind === 'weekday') weekdayText = bank.weekdays[ref.weekday];
  else if (ref.kind === 'month') monthText = bank.months[ref.month - 1];
  else if (ref.kind === 'duration') n = String(ref.amount);

  let text: string;
  if (ref.kind === 'weekday' && ref.relation === 'every' && form !== 'until') text = bank.everyWeekday[ref.weekday];
  else
    text = bank.dates[resolved][formKind(ref)]
      .replace('{date}', dateText)
      .replace('{weekday}', weekdayText)
      .replace('{month}', monthText)
      .replace('{n}', n);
  if (resolved === 'when' && ref.time) text = bank.dates.at.replace('{when}', text).replace('{time}', formatTime(ref.time, bank));
  return text;
}

export function eventName(event: EventId | undefined, season: SeasonId | undefined, bank: PhraseBank): string | undefined {
  if (event) return bank.events[event];
  if (season) return bank.seasons[season];
  return undefined;
}
