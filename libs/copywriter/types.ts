// Shared types of the copywriter: the block schema (v2 documentJson), requests and the prompt analysis.

export type LanguageId =
  'english' | 'spanish' | 'french' | 'german' | 'italian' | 'portuguese' | 'dutch' | 'arabic' | 'japanese';

export type Mood = 'energetic' | 'calm' | 'luxury' | 'playful' | 'professional' | 'natural' | 'festive' | 'urgent';

export type BlockType = 'title' | 'subtitle' | 'offer' | 'bulletlist' | 'cta' | 'body';
export type TextBlockType = Exclude<BlockType, 'bulletlist'>;

export type Block = { type: TextBlockType; value: string } | { type: 'bulletlist'; value: string[] };
export type Page = Block[];

export interface Persona {
  brandName?: string;
  brandDescription?: string;
  emotions?: string[];
  industry?: string;
  audience?: string[];
  designTags?: string[];
}

export interface CopyRequest {
  prompt: string;
  width: number;
  height: number;
  language: LanguageId;
  /** Pages to write, 1..5; default 3. */
  count?: number;
  /** Same input and seed give the same pages; default 0. */
  seed?: number;
  persona?: Persona;
}

export type Currency =
  'USD' | 'EUR' | 'GBP' | 'JPY' | 'CHF' | 'AED' | 'SAR' | 'INR' | 'CAD' | 'AUD' | 'MXN' | 'BRL' | 'EGP';

export interface Money {
  amount: number;
  currency: Currency;
  /** Digits after the decimal separator as written (0 for "$25", 2 for "$19.99"). */
  decimals: number;
}

/** Offer kinds that need no number: rendered from the language's phrase bank. */
export type PlainOfferKind =
  | 'free-shipping'
  | 'free-returns'
  | 'free-entry'
  | 'free-registration'
  | 'free-consultation'
  | 'free-gift'
  | 'free-download'
  | 'free-quote'
  | 'free-class'
  | 'no-fee'
  | 'bogo';

/** "a year", "a month" …: how often a saving or a price recurs ("saves you $500 a year", "$9/month"). */
export type Period = 'year' | 'month' | 'week' | 'day';

/**
 * An offer read from the prompt; `text` is the span as the user wrote it. Every amount of money has
 * one role: a price (`sale` when the prompt calls it a bargain: "only $19"), a from-price, an amount
 * off, a saving ("saves you $500 a year"), a minimum spend (`minimum`, or a `threshold` on its own),
 * a donation ("every $5 plants a tree"). Only a sale or from-price may be written "only $X".
 */
export type Offer = (
  | { kind: 'percent-off'; percent: number; upTo: boolean; minimum?: Money; text: string }
  /** `upTo`: the most it can be ("up to $1,500 back", "bis zu 2.000 € Zuschuss"), never printed without it. */
  | { kind: 'amount-off'; money: Money; minimum?: Money; upTo?: boolean; text: string }
  /** `item`: what the price buys, as written right after it ("$2 tacos"): a price alone says nothing on a page. */
  /** `was`: the price the sale replaces ("99 € statt 129 €"), printed only beside the sale price. */
  | {
      kind: 'price';
      money: Money;
      from: boolean;
      sale?: boolean;
      was?: Money;
      /** The high end of a range ("29–49 €", "entre 10 et 15 €"): `money` is then the low end. */
      to?: Money;
      per?: Period;
      item?: string;
      upTo?: boolean;
      text: string;
    }
  | { kind: 'saving'; money: Money; per?: Period; upTo?: boolean; text: string }
  | { kind: 'threshold'; money: Money; text: string }
  | { kind: 'donation'; money: Money; text: string }
  /** "0% APR for 24 months". */
  | { kind: 'apr'; percent: number; months?: number; text: string }
  /** "3 for 2" (2 for 1 is `bogo`). */
  | { kind: 'multi-buy'; buy: number; pay: number; text: string }
  /** `nth`: the nth item at half price ("second pair half price", "2本目半額"). */
  | { kind: 'half-price'; nth?: number; text: string }
  /** "free coffee for the first 100", "second cone free", "free tote when you spend $40". */
  | {
      kind: 'free-item';
      item?: string;
      concept?: ProductConcept;
      nth?: number;
      limit?: number;
      minimum?: Money;
      text: string;
    }
  | { kind: 'free-trial'; days?: number; text: string }
  | { kind: 'code'; code: string; text: string }
  /** `minimum`: "free shipping over $50". */
  | { kind: PlainOfferKind; minimum?: Money; text: string }
) & {
  /** What the offer applies to, in the prompt's words ("your first box", "bei jedem Service", "初回"); see offer-scope.ts. */
  scope?: OfferScope;
  /** What the offer buys, as written next to it ("teeth whitening", "桜ラテ", "Pizza margherita da"); see offer-scope.ts. */
  buys?: OfferScope;
};

/** An offer's qualifier as written, and whether it stands before the offer (Japanese "初回50%オフ"). */
export interface OfferScope {
  text: string;
  before?: boolean;
}

export type OfferKind = Offer['kind'];

export type DateKind =
  | { kind: 'weekday'; weekday: number /* 0 = Sunday */ }
  /** A range ends on `endDay` (of `endMonth` when it runs into another month: "27.11.–23.12."). */
  /** `dayList`: `day` and `endDay` are two days named, not a run ("les 6 et 7 décembre", "14日・15日"); `year` as the prompt gives it. */
  | {
      kind: 'date';
      day: number;
      month: number /* 1..12 */;
      endDay?: number;
      endMonth?: number;
      weekday?: number;
      dayList?: true;
      year?: number;
      /** The day something starts or opens, no day to save: "abre temporada el 15 de marzo", "start 7 januari". */
      begins?: 'start' | 'open';
    }
  | { kind: 'month'; month: number }
  | { kind: 'weekend' | 'today' | 'tonight' | 'tomorrow' | 'this-week' | 'this-month' | 'end-of-month' }
  | { kind: 'duration'; amount: number; unit: 'hours' | 'days' }
  /** A time (or range, with `endTime`) with no day: "open 9am-5pm". */
  | { kind: 'time' };

/**
 * A date or deadline read from the prompt. `relation` says whether it ends something ("until Sunday"),
 * says when something happens ("opening on Saturday") or repeats ("every Tuesday", weekdays only).
 */
/** What a deadline is for, when the prompt says: "register by 12 Oct", "réservez avant le 3 mai". */
/** `due`: a date something is due by ("the April 15 tax deadline", "date limite"), with no action named. */
export type DeadlineAction = 'register' | 'book' | 'order' | 'apply' | 'due';

export type DateRef = DateKind & {
  relation: 'until' | 'on' | 'every';
  /** A deadline to do something ("register by"): no offer's end, printed as "Register by …". */
  deadlineOf?: DeadlineAction;
  time?: { hour: number; minute: number };
  /** The end of a time range ("1-4pm"). */
  endTime?: { hour: number; minute: number };
  /** More times of the same thing, in order: "sessions at 10am and 2pm", "9–12 und 14–18 Uhr". */
  moreTimes?: Array<{ time: { hour: number; minute: number }; endTime?: { hour: number; minute: number } }>;
  /** Opening hours of the days written before them: both as the prompt words them ("Mon–Sat 7am–6pm"). */
  ofDays?: string;
  /** The time as written ("1-4pm", "at 7pm"), when there is one. */
  timeText?: string;
  text: string;
};

/** How to reach the advertiser, kept verbatim: a phone number, a web address, an e-mail address. */
export interface Contact {
  kind: 'phone' | 'url' | 'email';
  text: string;
}

export type SeasonId = 'summer' | 'winter' | 'spring' | 'autumn';

export type EventId =
  | 'black-friday'
  | 'cyber-monday'
  | 'christmas'
  | 'new-year'
  | 'valentines'
  | 'easter'
  | 'halloween'
  | 'mothers-day'
  | 'fathers-day'
  | 'back-to-school'
  | 'ramadan'
  | 'eid'
  | 'thanksgiving'
  | 'singles-day'
  | 'lunar-new-year'
  | 'diwali'
  | 'womens-day'
  | 'grand-opening'
  | 'anniversary';

export type Category =
  | 'retail'
  | 'fashion'
  | 'beauty'
  | 'food'
  | 'saas'
  | 'app'
  | 'event'
  | 'jobs'
  | 'charity'
  | 'real-estate'
  | 'fitness'
  | 'travel'
  | 'education'
  | 'b2b'
  | 'health'
  | 'home'
  /** Arts, crafts and hobby classes and workshops (pottery, painting, cooking, dance). */
  | 'creative'
  /** Content to download: whitepapers, ebooks, reports, guides. */
  | 'content'
  /** Trades and local services: plumbing, cleaning, repairs, renovation, moving. */
  | 'local-services'
  /** Banks, cards, loans, mortgages, insurance, investing, consumer fintech. */
  | 'finance'
  /** Car dealers, car rental, garages and car services, EV charging. */
  | 'automotive'
  /** Pet shops, grooming, vets, pet food, dog walking. */
  | 'pets'
  | 'general';

export type AudienceId =
  | 'students'
  | 'parents'
  | 'families'
  | 'kids'
  | 'professionals'
  | 'small-business'
  | 'developers'
  | 'women'
  | 'men'
  | 'seniors'
  | 'travelers'
  | 'gamers'
  | 'pet-owners'
  | 'homeowners'
  | 'athletes'
  | 'teens'
  | 'teachers'
  | 'creators'
  | 'marketers'
  | 'couples';

export type CtaIntent =
  | 'shop'
  | 'buy'
  | 'order'
  | 'book'
  | 'reserve'
  | 'signup'
  | 'register'
  | 'download'
  | 'install'
  | 'learn'
  | 'contact'
  | 'call'
  | 'apply'
  | 'donate'
  | 'join'
  | 'start'
  | 'try'
  | 'visit'
  | 'subscribe'
  | 'enroll'
  | 'tickets'
  | 'discover'
  | 'quote'
  | 'rsvp';

export type ProductConcept =
  | 'shoes'
  | 'sneakers'
  | 'clothing'
  | 'dresses'
  | 'jackets'
  | 'swimwear'
  | 'bags'
  | 'jewelry'
  | 'watches'
  | 'eyewear'
  | 'skincare'
  | 'cosmetics'
  | 'fragrance'
  | 'haircare'
  | 'coffee'
  | 'pizza'
  | 'burgers'
  | 'sushi'
  | 'pastries'
  | 'cakes'
  | 'wine'
  | 'beer'
  | 'chocolate'
  | 'menu'
  | 'flowers'
  | 'furniture'
  | 'mattresses'
  | 'plants'
  | 'phones'
  | 'laptops'
  | 'headphones'
  | 'electronics'
  | 'games'
  | 'toys'
  | 'books'
  | 'courses'
  | 'classes'
  | 'software'
  | 'app'
  | 'flights'
  | 'hotels'
  | 'holidays'
  | 'tours'
  | 'cars'
  | 'bikes'
  | 'apartments'
  | 'homes'
  | 'memberships'
  | 'tickets'
  | 'pet-food'
  | 'supplements'
  | 'insurance'
  | 'gifts'
  | 'services';

export interface PromptAnalysis {
  /** The product or service as the user wrote it (verbatim span). */
  product?: string;
  /** The brand as the user wrote it (verbatim). */
  brand?: string;
  /** The brand is the maker or author ("a course by Anna Lee"), not a place to buy at. */
  brandIsCreator?: boolean;
  /** The audience as the user wrote it (verbatim span). */
  audience?: string;
  /** Offers as written in the prompt, one per offer (parallel to `offerDetails`). */
  offers: string[];
  /** Dates and deadlines as written in the prompt (parallel to `dateDetails`). */
  dates: string[];
  season?: SeasonId;
  event?: EventId;
  /** The call to action as written, when the prompt names one. */
  cta?: string;
  mood: Mood;
  /** Lower-cased content words of the prompt, in order, without duplicates (for media matching). */
  keywords: string[];

  // Additions beyond the shared interface.
  offerDetails: Offer[];
  dateDetails: DateRef[];
  /** True when `product` is a name (quoted or capitalised) to keep verbatim in every language. */
  productIsName: boolean;
  productConcept?: ProductConcept;
  audienceId?: AudienceId;
  /** The advertiser's kind (see intent.ts; labels in the README). */
  category: Category;
  /** What the prompt asks the reader to do: the call to action follows it (see intent.ts). */
  action: CtaIntent;
  /** Same as `action` (kept for callers written before `action`). */
  ctaIntent?: CtaIntent;
  /** A place named in the prompt ("in Lisbon"), verbatim. */
  location?: string;
  /** Further places the prompt names besides `location` ("from Cairo to Istanbul"), verbatim. */
  places?: string[];
  /** Launches, new arrivals, openings. */
  launch: boolean;
  /** Every verbatim name found (brand, product name, quoted text, codes, places): never altered or cut. */
  names: string[];
  /** Third parties and venues named as context (speakers' companies, partners, press, "live at …"), verbatim: never a headline's subject. */
  mentions: string[];
  /** The people an event is given by ("with Ana Souza … and Pedro Lima"), verbatim; see speakers.ts. */
  speakers?: string[];
  /** Where an event takes place, with its cue as written ("live at the Fillmore"); see mentions.ts. */
  venues?: Array<{ name: string; phrase: string }>;
  /** Best guess of the language the prompt is written in. */
  promptLanguage: LanguageId;
  /** A headline the user dictated in quotes ('headline "Summer starts here"'), verbatim. */
  headline?: string;
  /** Phone numbers, web and e-mail addresses, verbatim. */
  contacts: Contact[];
  /** "24/7" and the words it qualifies ("24/7 emergency call-outs"), verbatim. */
  allHours?: string;
  /** Specifications with a number ("4-bed", "2,000 sq ft", "128GB"), verbatim. */
  specs: string[];
  /** Opening days ("Mon-Fri", "Monday to Saturday"), verbatim. */
  days: string[];
}

/**
 * What a fact is for. Money has exactly one role: a sale price may be written "only $X", a plain
 * price ($2.45M house, €20 tickets), a saving, a minimum spend, a donation never.
 */
export type FactRole =
  | 'percent-off'
  | 'amount-off'
  | 'sale-price'
  | 'from-price'
  | 'price'
  | 'saving'
  | 'threshold'
  | 'donation'
  | 'apr'
  | 'bogo'
  | 'multi-buy'
  | 'half-price'
  | 'free-item'
  | 'free-offer'
  | 'free-trial'
  | 'code'
  | 'date'
  | 'time'
  | 'all-hours'
  | 'phone'
  | 'url'
  | 'email'
  | 'spec'
  | 'days'
  | 'brand'
  | 'product'
  | 'place';

/** One fact of a prompt, with its role (see `extractFacts`). */
export interface Fact {
  role: FactRole;
  /** As written in the prompt. */
  text: string;
  /** Whether every answer must carry it in some page: offers, prices, dates, times, contacts, codes, "24/7", specs. */
  required: boolean;
  /** The language the prompt is written in (its own words are valid renderings). */
  language: LanguageId;
  offer?: Offer;
  date?: DateRef;
  money?: Money;
}
