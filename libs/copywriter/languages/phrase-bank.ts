// The shape of a language's phrase bank. Each language is one data file of this shape; the writer
// builds copy from the prompt's structured facts and these phrases, so the output reads in the
// target language even when the prompt was written in another.
//
// Templates use placeholders: {product} {brand} {offer} {offer2} {until} {when} {event} {audience}
// {location} {noun} {role} {benefit} {benefit2} {question} {mood}. A capitalised placeholder ({Product}, {Offer} …) means
// "upper-case the first letter unless it is a user's name". A template whose placeholders are not
// all known for a prompt is skipped. A template may start with tags, "tag1,tag2|text": it is then
// used only when the context has one of the tags (a mood, a category, or sale/launch/event/opening).
import type {
  AudienceId,
  Category,
  CtaIntent,
  Currency,
  EventId,
  LanguageId,
  Mood,
  PlainOfferKind,
  ProductConcept,
  SeasonId,
} from '../types';

export type Angle =
  | 'offer'
  | 'urgency'
  | 'benefit'
  | 'question'
  | 'social-proof'
  | 'seasonal'
  | 'launch'
  | 'audience'
  | 'feature'
  | 'mood';

export const ANGLES: readonly Angle[] = [
  'offer',
  'urgency',
  'benefit',
  'question',
  'social-proof',
  'seasonal',
  'launch',
  'audience',
  'feature',
  'mood',
];

export type DateFormKind =
  | 'weekday'
  | 'date'
  | 'dateRange'
  | 'month'
  | 'weekend'
  | 'today'
  | 'tonight'
  | 'tomorrow'
  | 'this-week'
  | 'this-month'
  | 'end-of-month'
  | 'hours'
  | 'days';

export interface PhraseBank {
  id: LanguageId;
  /** Name of the language in English (for the LLM prompt) and in itself. */
  englishName: string;
  nativeName: string;
  direction: 'ltr' | 'rtl';
  /** False for scripts written without spaces between words. */
  spaced: boolean;
  /** False for scripts without letter case. */
  cased: boolean;

  numbers: { decimal: string; group: string };
  /** Money pattern with {amount} and {symbol}; per-currency overrides (e.g. "{amount}円"). */
  money: { pattern: string; byCurrency?: Partial<Record<Currency, string>> };

  /** Sunday first. */
  weekdays: readonly string[];
  /** "every Sunday" … (Sunday first). */
  everyWeekday: readonly string[];
  months: readonly string[];
  dates: {
    /** {day} {month}: "May 31", "31 de mayo". */
    dayMonth: string;
    /** {day} {endDay} {month}. */
    dayRange: string;
    /** A date with its weekday: {weekday} {date}. */
    weekdayDate: string;
    /** {H} 0-23, {h12}, {mm}, {ampm}. */
    timeOnTheHour: string;
    timeWithMinutes: string;
    ampm?: readonly [string, string];
    /** Joins a date and a time: {when} {time}. */
    at: string;
    /** Deadline forms ("until Sunday"): {weekday} {date} {month} {n}. */
    until: Record<DateFormKind, string>;
    /** Plain forms ("Sunday", "this weekend"). */
    when: Record<DateFormKind, string>;
  };

  offers: Record<PlainOfferKind, string> & {
    percentOff: string;
    upToPercentOff: string;
    amountOff: string;
    price: string;
    fromPrice: string;
    freeTrial: string;
    freeTrialDays: string;
    freeShippingOver: string;
    code: string;
    /** Joins two offers in one line. */
    join: string;
  };

  events: Record<EventId, string>;
  seasons: Record<SeasonId, string>;
  /** Audience phrases as they read after "for". */
  audiences: Record<AudienceId, string>;
  /** Product nouns as they read in a label ("Sneakers: 30% off"). */
  products: Record<ProductConcept, string>;
  /**
   * Nouns, benefits and questions may carry tags like templates ("!leisure|Invest in your future": not for a
   * hobby course; "banking|our accounts": a bank's only). A trade's tag (trade.ts: "insurance", "adoption",
   * "rental" …) keeps a line to the trade whose claim it is; untagged lines must hold for every trade.
   */
  categories: Record<Category, { noun: string; benefits: readonly string[]; questions: readonly string[] }>;
  ctas: Record<CtaIntent, readonly string[]>;

  titles: Record<Angle, readonly string[]>;
  subtitles: Record<Angle, readonly string[]>;
  bodies: Record<Angle, readonly string[]>;
  /** Lines that set a tone, used as subtitles and in bodies. */
  moods: Record<Mood, readonly string[]>;
  /** Short urgency lines without a date ("Last chance"). */
  urgency: readonly string[];
  /** Lines carrying one fact (bullets, or a subtitle when a fact is missing from the page). */
  factBullets: Record<'offer' | 'until' | 'when' | 'audience' | 'location' | 'brand', readonly string[]>;

  punctuation: { sentenceEnd: string; colon: string };
  /** Words a trimmed line must not end with. */
  dangling: readonly string[];
}
