import { BLOCK_LIMITS } from '../formats';
import { formatDate, formatOffer } from '../render-facts';
import { textLength } from '../text';
import type { DateRef, Offer } from '../types';
import { COPY_LANGUAGES, LANGUAGE_INFO, PHRASE_BANKS } from './index';
import { eligible, parseTemplate, templatesOf } from '../templates';
import { TRADES_OF } from '../trade';
import { CHANNELS } from '../channels';

const PLACEHOLDERS = new Set([
  'product',
  'brand',
  'offer',
  'offer2',
  'until',
  'when',
  'event',
  'audience',
  'location',
  'noun',
  'role',
  'benefit',
  'benefit2',
  'question',
  'mood',
]);
const TAGS = new Set<string>([
  // a kind of advertiser that sells no goods (advertiser-kinds.ts)
  'no-goods',
  // an occasion walked into, a fair or a market (visited-places.ts)
  'occasion',
  // moods
  'energetic',
  'calm',
  'luxury',
  'playful',
  'professional',
  'natural',
  'festive',
  'urgent',
  // categories
  'retail',
  'fashion',
  'beauty',
  'food',
  'saas',
  'app',
  'event',
  'jobs',
  'charity',
  'real-estate',
  'fitness',
  'travel',
  'education',
  'b2b',
  'health',
  'home',
  'general',
  'creative',
  'content',
  'local-services',
  'finance',
  'automotive',
  'pets',
  // the trade within a category (trade.ts): a line only that trade can claim
  ...[...TRADES_OF.values()].flat(),
  // a course taken for pleasure (leisure.ts): career lines are left out
  'leisure',
  // a course that names a certificate or profession (career-courses.ts): lines that promise a career
  'career',
  // events
  'black-friday',
  'cyber-monday',
  'christmas',
  'new-year',
  'valentines',
  'easter',
  'halloween',
  'mothers-day',
  'fathers-day',
  'back-to-school',
  'ramadan',
  'eid',
  'thanksgiving',
  'singles-day',
  'lunar-new-year',
  'diwali',
  'womens-day',
  'grand-opening',
  'anniversary',
  // flags set by the writer
  'sale',
  'discount',
  'price',
  'deadline',
  'recurring',
  'dated',
  // a date to save, or a day with its hours (write-copy.ts): "Save the date: {when}"
  'calendar',
  'begins',
  'free',
  'launch',
  'named',
  'creator',
  'opening',
  'season',
  // the prompt says its offer ends or is limited (pressing.ts): "Last chance", "Hurry"
  'pressing',
  // the page's headline asks a question: "X has the answer" answers it
  'asked',
  // slot grammar (slot-grammar.ts): a singular noun of the user's, a street
  'singular',
  'street',
  // a channel the prompt gives (channels.ts): "Order online" only when it says online
  ...CHANNELS,
  'address',
  // the prompt names the evening meal (meals.ts): "What's for dinner tonight?" only then
  'dinner',
]);

const SMALLEST_TITLE = Math.min(...Object.values(BLOCK_LIMITS).map((l) => l.blocks.title?.maxChars ?? Infinity));
const SMALLEST_CTA = Math.min(...Object.values(BLOCK_LIMITS).map((l) => l.blocks.cta?.maxChars ?? Infinity));
const SMALLEST_BULLET = Math.min(...Object.values(BLOCK_LIMITS).map((l) => l.blocks.bulletlist?.maxChars ?? Infinity));

describe.each(COPY_LANGUAGES.map((id) => [id]))('phrase bank %s', (id) => {
  const bank = PHRASE_BANKS[id];

  it('is registered under its own id and has names', () => {
    expect(bank.id).toBe(id);
    expect(LANGUAGE_INFO[id].nativeName).toBeTruthy();
    expect(bank.weekdays).toHaveLength(7);
    expect(bank.everyWeekday).toHaveLength(7);
    expect(bank.months).toHaveLength(12);
  });

  it('parses every entry: tags (with digits, negations, conjunctions) apart from the text, no syntax left over', () => {
    for (const raw of templatesOf(bank)) {
      const parsed = parseTemplate(raw);
      const bare = parsed.text.replace(/\{\w+\}/g, '');
      expect({ raw, leftover: /[|{}]/.test(bare) }).toEqual({ raw, leftover: false });
      for (const tag of parsed.tags.flatMap((t) => t.split('+')))
        expect({ raw, tag: TAGS.has(tag.replace(/^!/, '')) }).toEqual({ raw, tag: true });
    }
  });

  it('states no number of its own: copy lines carry only the prompt’s numbers', () => {
    const lines = [
      ...templatesOf(bank).map((raw) => parseTemplate(raw).text),
      ...Object.values(bank.categories).flatMap((c) => [...c.benefits, ...c.questions]),
      ...Object.values(bank.moods).flat(),
      ...bank.urgency,
    ];
    expect(lines.filter((l) => /\p{Nd}/u.test(l.replace(/\{\w+\}/g, '')))).toEqual([]);
  });

  it('uses only known placeholders, without stray spaces', () => {
    for (const raw of templatesOf(bank)) {
      const { text } = parseTemplate(raw);
      for (const m of text.matchAll(/\{(\w+)\}/g))
        expect({ raw, known: PLACEHOLDERS.has(m[1].toLowerCase()) }).toEqual({ raw, known: true });
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
    }
  });

  it('has a call to action short enough for the smallest banner for every intent, with or without any one tag', () => {
    for (const [intent, variants] of Object.entries(bank.ctas)) {
      const tags = new Set(
        variants.flatMap((v) => parseTemplate(v).tags.flatMap((t) => t.replace(/!/g, '').split('+'))),
      );
      for (const context of [new Set<string>(), ...[...tags].map((t) => new Set([t]))]) {
        const fits = variants.some(
          (v) => eligible(parseTemplate(v), context) && textLength(parseTemplate(v).text) <= SMALLEST_CTA,
        );
        expect({ intent, context: [...context], fits }).toEqual({ intent, context: [...context], fits: true });
      }
    }
  });

  it('leaves a question for every trade of a category (trade.ts)', () => {
    // A prompt of no trade gets only the untagged lines, which may be none: a line true of every shop
    // ("Great picks at great prices") says nothing of this one (stock-lines.ts). Benefits may be none too: a
    // claim the trade's advertisers do not all make ("Done right the first time", "Learn from experts") is
    // no stock line, and a page with nothing of the prompt's for a slot drops the slot.
    for (const [category, trades] of TRADES_OF) {
      const c = bank.categories[category];
      for (const trade of trades) {
        const context = new Set<string>([category, trade]);
        const questions = c.questions.filter((q) => eligible(parseTemplate(q), context));
        expect({ category, trade, questions: questions.length >= 1 }).toEqual({ category, trade, questions: true });
      }
    }
  });

  it('has short mood lines for the smallest title and benefits that fit a bullet', () => {
    for (const [mood, lines] of Object.entries(bank.moods)) {
      expect({ mood, fits: lines.some((l) => textLength(l) <= SMALLEST_TITLE) }).toEqual({ mood, fits: true });
    }
    for (const [category, c] of Object.entries(bank.categories)) {
      for (const b of c.benefits)
        expect({ category, b, fits: textLength(parseTemplate(b).text) <= SMALLEST_BULLET }).toEqual({
          category,
          b,
          fits: true,
        });
    }
  });

  it('renders every kind of offer and date', () => {
    const offers: Offer[] = [
      { kind: 'percent-off', percent: 30, upTo: false, text: '' },
      { kind: 'percent-off', percent: 50, upTo: true, text: '' },
      { kind: 'amount-off', money: { amount: 10, currency: 'USD', decimals: 0 }, text: '' },
      { kind: 'price', money: { amount: 19.99, currency: 'EUR', decimals: 2 }, from: true, text: '' },
      { kind: 'price', money: { amount: 1980, currency: 'JPY', decimals: 0 }, from: false, text: '' },
      { kind: 'free-trial', days: 14, text: '' },
      { kind: 'code', code: 'SAVE20', text: '' },
      { kind: 'free-shipping', minimum: { amount: 50, currency: 'GBP', decimals: 0 }, text: '' },
      { kind: 'saving', money: { amount: 500, currency: 'USD', decimals: 0 }, per: 'year', text: '' },
      { kind: 'threshold', money: { amount: 40, currency: 'USD', decimals: 0 }, text: '' },
      { kind: 'donation', money: { amount: 5, currency: 'USD', decimals: 0 }, text: '' },
      { kind: 'apr', percent: 0, months: 24, text: '' },
      { kind: 'multi-buy', buy: 3, pay: 2, text: '' },
      { kind: 'half-price', text: '' },
      { kind: 'free-item', concept: 'coffee', limit: 100, text: '' },
      { kind: 'free-item', item: 'cono', nth: 2, minimum: { amount: 10, currency: 'EUR', decimals: 0 }, text: '' },
      ...(
        [
          'free-returns',
          'free-entry',
          'free-registration',
          'free-consultation',
          'free-gift',
          'free-download',
          'free-quote',
          'free-class',
          'no-fee',
          'bogo',
        ] as const
      ).map((kind) => ({ kind, text: '' }) as Offer),
    ];
    for (const o of offers) {
      const text = formatOffer(o, bank);
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/[{}]/);
    }
    expect(formatOffer(offers[6], bank)).toContain('SAVE20');
    const dates: DateRef[] = [
      { kind: 'weekday', weekday: 0, relation: 'until', text: '' },
      { kind: 'weekday', weekday: 2, relation: 'every', text: '' },
      { kind: 'date', day: 31, month: 5, relation: 'until', text: '' },
      { kind: 'date', day: 12, month: 6, weekday: 4, relation: 'on', time: { hour: 15, minute: 30 }, text: '' },
      { kind: 'date', day: 12, month: 12, endDay: 14, relation: 'on', text: '' },
      { kind: 'month', month: 1, relation: 'on', text: '' },
      { kind: 'duration', amount: 48, unit: 'hours', relation: 'until', text: '' },
      ...(['weekend', 'today', 'tonight', 'tomorrow', 'this-week', 'this-month', 'end-of-month'] as const).map(
        (kind) => ({ kind, relation: 'until', text: '' }) as DateRef,
      ),
    ];
    for (const d of dates) {
      for (const form of ['until', 'when', 'natural'] as const) {
        const text = formatDate(d, bank, form);
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('rendered wording', () => {
  it('writes offers, prices and dates the way each language does', () => {
    const percent: Offer = { kind: 'percent-off', percent: 30, upTo: false, text: '30% off' };
    const price: Offer = {
      kind: 'price',
      money: { amount: 19.99, currency: 'USD', decimals: 2 },
      from: false,
      sale: true,
      text: 'only $19.99',
    };
    const plain: Offer = {
      kind: 'price',
      money: { amount: 2450000, currency: 'USD', decimals: 0 },
      from: false,
      text: '$2.45M',
    };
    const euros: Offer = {
      kind: 'price',
      money: { amount: 1299.5, currency: 'EUR', decimals: 2 },
      from: true,
      text: '',
    };
    const sunday: DateRef = { kind: 'weekday', weekday: 0, relation: 'until', text: 'Sunday' };
    const may31: DateRef = { kind: 'date', day: 31, month: 5, relation: 'until', text: '31 May' };
    const nbsp = (s: string): string => s.replace(/\u00a0/g, ' ');
    expect(formatOffer(percent, PHRASE_BANKS.english)).toBe('30% off');
    expect(nbsp(formatOffer(percent, PHRASE_BANKS.spanish))).toBe('30 % de descuento');
    expect(nbsp(formatOffer(percent, PHRASE_BANKS.french))).toBe('-30 %');
    expect(nbsp(formatOffer(percent, PHRASE_BANKS.german))).toBe('30 % Rabatt');
    expect(formatOffer(percent, PHRASE_BANKS.dutch)).toBe('30% korting');
    expect(formatOffer(percent, PHRASE_BANKS.japanese)).toBe('30%オフ');
    expect(formatOffer(percent, PHRASE_BANKS.arabic)).toBe('خصم 30%');
    expect(formatOffer(price, PHRASE_BANKS.english)).toBe('only $19.99');
    expect(nbsp(formatOffer(price, PHRASE_BANKS.french))).toBe('seulement 19,99 $');
    // A price the prompt does not call a bargain is written plain, never "only".
    expect(formatOffer(plain, PHRASE_BANKS.english)).toBe('$2,450,000');
    expect(nbsp(formatOffer(plain, PHRASE_BANKS.german))).toBe('2.450.000 $');
    expect(nbsp(formatOffer(euros, PHRASE_BANKS.german))).toBe('ab 1.299,50 €');
    expect(nbsp(formatOffer(euros, PHRASE_BANKS.english))).toBe('from €1,299.50');
    expect(nbsp(formatOffer(euros, PHRASE_BANKS.dutch))).toBe('vanaf € 1.299,50');
    expect(formatDate(sunday, PHRASE_BANKS.english)).toBe('until Sunday');
    expect(formatDate(sunday, PHRASE_BANKS.spanish)).toBe('hasta el domingo');
    expect(formatDate(may31, PHRASE_BANKS.french)).toBe('jusqu’au 31 mai');
    expect(formatDate(may31, PHRASE_BANKS.german)).toBe('bis 31. Mai');
    expect(formatDate(may31, PHRASE_BANKS.japanese)).toBe('5月31日まで');
  });
});
