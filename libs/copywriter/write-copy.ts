// Writes `count` pages of copy for one format from the prompt's analysis and a language's phrase
// bank. Each page takes a different angle; phrases are picked with a seeded generator, checked
// against the format's limits, and a last pass makes sure every offer, date and name of the prompt
// appears somewhere in the answer.
import { britishBlocks, isBritishPrompt } from './british-spelling';
import { europeanBlocks, isEuropeanPortuguesePrompt } from './european-portuguese';
import { FORMAL_TAG_PREFIX, isFormalTrade } from './register';
import { analyzePrompt, detectCategory } from './analyze';
import { readBrief } from './brief';
import { CATEGORY_ACTION, detectAction, linesCategory } from './intent';
import { courseProduct, isLeisureLearning } from './leisure';
import { isCareerCourse } from './career-courses';
import { mealTags } from './meals';
import { type Topic, advertisedTopic } from './lead-topic';
import { clientCopyBlocks } from './client-copy';
import { isSloganPrompt, ownLines } from './own-lines';
import { detectTrade } from './trade';
import { kindTags } from './advertiser-kinds';
import { isMakerName, worksOnGoods } from './serviced-goods';
import { fitsAnyAdvertiser, saidSentences, STOCK_SLOTS, toneLinesFit, tradeReadSurely } from './stock-lines';
import {
  BLOCK_LIMITS,
  DEFAULT_PAGES,
  type FormatClass,
  type FormatLimits,
  MAX_PAGES,
  WRITTEN_BULLETS,
  classifyFormat,
} from './formats';
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { ANGLES, type Angle, type PhraseBank } from './languages/phrase-bank';
import { AUDIENCE_WORDS, INDUSTRY_WORDS, TONE_WORDS } from './lexicon';
import { findKeyword } from './matching';
import { type Rng, createRng, hashString } from './random';
import { conjunction, eligible, isTagged, parseTemplate, placeholdersOf } from './templates';
import { allWeek } from './contacts';
import { missingTest } from './fact-check';
import { FACT_WORDING } from './fact-wording';
import { factsOfPrompt, payOf, specPhrase } from './facts';
import { jobAdvertiser, jobRoleOf } from './job-ads';
import { promptLanguageFor } from './language-prior';
import { eventName, formatDate, formatOffer, formatTimes, rangeDays } from './render-facts';
import { cutsPriceList, formatPriceList, priceLists } from './price-lists';
import { withoutRepeatedFacts } from './repeated-facts';
import { boundsOffer } from './offer-conditions';
import { deadlineHoldsOffers, keepQualifiers, qualifiedFacts } from './qualifiers';
import { saysNew, saysPressing } from './pressing';
import { type ChannelCta, channelCtas, channelTags, phoneLine } from './channels';
import { factPage } from './fact-page';
import { asksQuestion, datedHeadlines, joined, leadShortTitles, saysMoreThanFact } from './strip-titles';
import { advertisedThing } from './advertised-thing';
import { SLOT_MARK, audienceForSlot, fixSlotGrammar, repeatsSlot, slotTags, unfitForNounSlot } from './slot-grammar';
import { needsRole, roleLine } from './fact-roles';
import { capFirst, fitText, fold, includesLoose, normalizeSpace, textLength } from './text';
import { placeEvidence } from './visited-places';
import type { AudienceId, Block, BlockType, CopyRequest, Mood, Offer, Page, Persona, PromptAnalysis } from './types';

type Vars = Partial<Record<string, string>>;

interface Fact {
  /** Any of these in a block's text means the fact is present. */
  needles: string[];
  /** The needles folded (see text.fold), for fast checks. */
  folded: string[];
  /** Lines that carry the fact on their own (already in the language). */
  lines: string[];
  kind: 'offer' | 'date' | 'name' | 'contact';
  /** How much it matters that the answer carries it: offers and dates over names, names over places. */
  weight: number;
  /** A date the offer ends on ("until Sunday"): an end the copy may call the last chance. */
  deadline?: boolean;
  /** A date that bounds the prompt's offers ("free enrolment until 31 May", "-20 % seulement le mardi"): see offer-conditions.ts. */
  condition?: boolean;
}

interface Context {
  bank: PhraseBank;
  formatClass: FormatClass;
  limits: FormatLimits;
  tags: Set<string>;
  tone: Mood;
  vars: Vars;
  /** The day or time the copy is about with its role in the prompt's words ("Order by 2pm"), for a line of its own. */
  whenLine?: string;
  benefits: string[];
  /** The prompt's own lines (see own-lines.ts), also at the head of `benefits`. */
  own: string[];
  /** The category's stock lines, folded (built on first use). */
  stock?: string[];
  questions: string[];
  moodLines: string[];
  protect: string[];
  offers: string[];
  /** The wordings of the prompt's prices (not discounts): two of them are alternatives, never a sum. */
  prices: Set<string>;
  facts: Fact[];
  /** Things worth mentioning that are not checked for: product, event, audience, place. */
  soft: string[];
  ctaIntent: NonNullable<PromptAnalysis['ctaIntent']>;
  /** The seed as a small whole number: rotates calls to action and benefits, so another seed reads differently. */
  shift: number;
  /** Where the CTA rotation starts: the seed and the prompt, so unrelated requests do not all open with one button. */
  ctaShift: number;
  /** Third parties and venues (analysis.mentions): context for a subtitle or body, never in a headline. */
  mentions: string[];
  /** Where an event is held as the prompt says it ("at Seaside Park", "im Stadtpark"), in the prompt's language only. */
  venuePhrases: string[];
  /** A call to action the user dictated in quotes, usable verbatim. */
  ctaVerbatim?: string;
  /** Calls to action naming the prompt's own channel, best first ("Call 555-0142", "Link in bio"). */
  channelCtas: ChannelCta[];
  headline?: string;
  rng: Rng;
}

const OFFER_PRIORITY: Record<Offer['kind'], number> = {
  'percent-off': 0,
  'amount-off': 1,
  bogo: 2,
  price: 3,
  'half-price': 2,
  'multi-buy': 2,
  'free-item': 2,
  apr: 3,
  saving: 3,
  donation: 3,
  'free-trial': 4,
  'free-shipping': 5,
  'free-class': 6,
  'free-entry': 7,
  'free-registration': 8,
  'free-consultation': 9,
  'free-download': 10,
  'free-quote': 11,
  'free-gift': 12,
  'free-returns': 13,
  'no-fee': 14,
  code: 15,
  threshold: 16,
};

/** Offers that make a prompt a sale (a free trial or free entry does not). */
const SALE_KINDS = new Set<Offer['kind']>([
  'percent-off',
  'amount-off',
  'bogo',
  'multi-buy',
  'half-price',
  'free-item',
  'code',
  'free-shipping',
  'free-gift',
  'free-returns',
]);

/** Block order on a page, whatever the angle. */
const DISPLAY_ORDER: readonly BlockType[] = ['title', 'subtitle', 'offer', 'bulletlist', 'body', 'cta'];

/** Which blocks an angle wants, most wanted first; the format's table decides what survives. */
const ANGLE_PLANS: Record<Angle, readonly BlockType[]> = {
  offer: ['title', 'offer', 'subtitle', 'bulletlist', 'body'],
  urgency: ['title', 'offer', 'subtitle', 'body', 'bulletlist'],
  benefit: ['title', 'subtitle', 'bulletlist', 'offer', 'body'],
  question: ['title', 'subtitle', 'body', 'offer', 'bulletlist'],
  'social-proof': ['title', 'subtitle', 'body', 'offer', 'bulletlist'],
  seasonal: ['title', 'subtitle', 'offer', 'bulletlist', 'body'],
  launch: ['title', 'subtitle', 'bulletlist', 'offer', 'body'],
  audience: ['title', 'subtitle', 'bulletlist', 'offer', 'body'],
  feature: ['title', 'subtitle', 'bulletlist', 'body', 'offer'],
  mood: ['title', 'subtitle', 'body', 'offer', 'bulletlist'],
};

const TONE_ANGLE_BONUS: Record<Mood, Partial<Record<Angle, number>>> = {
  urgent: { urgency: 3, offer: 1 },
  playful: { question: 2, mood: 1 },
  professional: { 'social-proof': 2, benefit: 1, feature: 1, mood: -1 },
  luxury: { benefit: 2, mood: 2, question: -2, urgency: -1 },
  festive: { seasonal: 2, mood: 1 },
  calm: { benefit: 2, mood: 1, urgency: -2 },
  natural: { benefit: 1, mood: 1 },
  energetic: { offer: 1, urgency: 1 },
};

// ---------------------------------------------------------------- request checks

/** Checks a request the way writeCopy does; returns the page count. Throws RangeError. */
export function checkRequest(req: CopyRequest): number {
  if (!COPY_LANGUAGES.includes(req.language)) throw new RangeError(`unknown language ${String(req.language)}`);
  const count = req.count ?? DEFAULT_PAGES;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGES)
    throw new RangeError(`count must be an integer from 1 to ${MAX_PAGES}`);
  if (req.seed !== undefined && !Number.isFinite(req.seed)) throw new RangeError('seed must be a finite number');
  classifyFormat(req.width, req.height); // throws on a bad size
  return count;
}

// ---------------------------------------------------------------- persona

function toneFromWords(words: readonly string[]): Mood | undefined {
  const folded = words.map(fold).join(' , ');
  let best: Mood | undefined;
  let bestScore = 0;
  for (const [mood, list] of TONE_WORDS) {
    const score = list.reduce((n, w) => n + findKeyword(folded, w).length, 0);
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best;
}

function audienceFromWords(words: readonly string[]): AudienceId | undefined {
  for (const w of words) {
    const folded = fold(w);
    for (const [id, list] of Object.entries(AUDIENCE_WORDS) as Array<[AudienceId, readonly string[]]>) {
      if (list.some((k) => findKeyword(folded, k).length > 0)) return id;
    }
  }
  return undefined;
}

/** The prompt wins; the persona fills what the prompt does not say, and sets the tone. */
export function mergePersona(
  analysis: PromptAnalysis,
  persona: Persona | undefined,
): { analysis: PromptAnalysis; tone: Mood } {
  if (!persona) return { analysis, tone: analysis.mood };
  const merged: PromptAnalysis = { ...analysis, names: [...analysis.names] };
  const brandName = persona.brandName?.trim();
  if (!merged.brand && brandName) {
    merged.brand = brandName;
    if (!merged.names.includes(brandName)) merged.names.push(brandName);
  }
  if (merged.category === 'general') {
    const industry = fold(persona.industry ?? '');
    const fromIndustry = INDUSTRY_WORDS.find(([, words]) =>
      words.some((w) => findKeyword(industry, w).length > 0),
    )?.[0];
    const fromText = detectCategory(fold(`${persona.industry ?? ''} ${persona.brandDescription ?? ''}`));
    merged.category = fromIndustry ?? fromText;
    // "Learn more" was only the general category's default: the persona's industry has its own.
    if (analysis.action === CATEGORY_ACTION.general && merged.category !== 'general') {
      merged.action = detectAction(fold(analysis.keywords.join(' ')), merged.category, analysis.offerDetails);
      merged.ctaIntent = merged.action;
    }
  }
  if (!merged.audienceId && persona.audience?.length) {
    const id = audienceFromWords(persona.audience);
    if (id) merged.audienceId = id;
  }
  const tone = toneFromWords([...(persona.emotions ?? []), ...(persona.designTags ?? [])]) ?? merged.mood;
  return { analysis: merged, tone };
}

// ---------------------------------------------------------------- templates

const INLINE_LINES = new Set(['benefit', 'benefit2', 'mood', 'question']);

function lowerFirst(text: string, keep: readonly string[]): string {
  if (keep.some((name) => name && text.startsWith(name))) return text;
  // An acronym or a name-like word ("AI", "iPhone") keeps its case.
  const firstWord = text.split(/\s/)[0];
  if (firstWord.length > 1 && firstWord.slice(1) !== firstWord.slice(1).toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function tidy(text: string): string {
  return normalizeSpace(text)
    .replace(/ ([,.])/g, '$1')
    .replace(/([?!？！؟。.])[.。]/g, '$1')
    .replace(/\.\./g, '.')
    .replace(/:\s*:/g, ':');
}

/** Fills a template; undefined when one of its placeholders is unknown for this prompt. */
function fill(raw: string, ctx: Context, vars: Vars): string | undefined {
  const t = parseTemplate(raw);
  if (!eligible(t, ctx.tags)) return undefined;
  // Cut at its placeholders once (templates.ts), not matched with a regular expression on every fill.
  const { literals, keys, names } = placeholdersOf(t);
  const values: string[] = [];
  let out = literals[0];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    let value = vars[names[i]];
    if (!value) return undefined;
    values.push(value);
    const upper = key[0] !== key[0].toLowerCase();
    if (upper && ctx.bank.cased) value = capFirst(value, ctx.protect);
    // Whole lines (benefits, mood lines) start with a capital; inside a sentence they must not.
    else if (!upper && ctx.bank.cased && INLINE_LINES.has(key)) value = lowerFirst(value, ctx.protect);
    // SLOT_MARK: where a slot starts, for the slot grammar (slot-grammar.ts)
    out += SLOT_MARK + value + literals[i + 1];
  }
  if (repeatsSlot(values)) return undefined;
  const text = tidy(fixSlotGrammar(out, ctx.bank.id));
  return text && ctx.bank.cased ? capFirst(text, ctx.protect) : text;
}

/** The first template of a list that can be filled. */
function fillFirst(list: readonly string[], ctx: Context, vars: Vars): string | undefined {
  for (const raw of list) {
    const text = fill(raw, ctx, vars);
    if (text) return text;
  }
  return undefined;
}

function tagBonus(raw: string, ctx: Context): number {
  const t = parseTemplate(raw);
  return t.tags.some((x) => !x.startsWith('!') && conjunction(x, ctx.tags)) ? 1.5 : 0;
}

// ---------------------------------------------------------------- context

const LOWER_COURSE: ReadonlySet<string> = new Set(['french', 'spanish', 'italian', 'portuguese', 'dutch']);

function buildContext(
  analysis: PromptAnalysis,
  tone: Mood,
  req: CopyRequest,
  formatClass: FormatClass,
  rng: Rng,
): Context {
  const bank = PHRASE_BANKS[req.language];
  const sameLanguage = analysis.promptLanguage === req.language;
  const category = analysis.category;
  // The bank's lines for the kind of advertiser: a webinar is an event written with the business lines.
  const lines = linesCategory(category, fold(req.prompt));
  const protect = [...analysis.names];

  // Prices side by side, each for someone ("adults $18, kids $9"), are one line, never apart, with their
  // labels in the prompt's words whatever the language read: bare, "18 $ · 9 $" says nothing (price-lists.ts).
  const listed = new Map<Offer, string>();
  const inList = new Set<Offer>();
  const lists = priceLists(req.prompt, analysis.offerDetails);
  for (const list of lists) {
    listed.set(list[0].offer, formatPriceList(list, bank));
    for (const item of list.slice(1)) inList.add(item.offer);
  }
  const offersSorted = analysis.offerDetails
    // A minimum spend no offer claimed is a condition, never a second offer after "+".
    .filter((o) => !inList.has(o) && !(o.kind === 'threshold' && analysis.offerDetails.some((x) => x.kind !== o.kind)))
    .sort((a, b) => OFFER_PRIORITY[a.kind] - OFFER_PRIORITY[b.kind]);
  const offers = offersSorted.map((o) => listed.get(o) ?? formatOffer(o, bank, analysis.promptLanguage));
  // A deadline to act ends no offer: "register by 12 Oct" is no "free pizza until October 12"
  // (render-facts words it "Register by October 12").
  const untilDate = analysis.dateDetails.find((d) => d.relation === 'until' && !d.deadlineOf);
  // A day beats an opening time ("Sunday 1-4pm", "open 9am-5pm"): only a day makes an event.
  // (Opening hours said with their days are the days' fact in the prompt's language: no "when".)
  const whenDates = analysis.dateDetails.filter((d) => d.relation !== 'until' && !(sameLanguage && d.ofDays));
  const whenDate = whenDates.find((d) => d.kind !== 'time') ?? whenDates[0];

  // The product in the target language: a name as written, the user's words in their own language,
  // otherwise the phrase bank's noun for the kind of product.
  let product: string | undefined;
  // A service phrase, a place or a cut-off phrase read as a name fills no {brand} or {product} slot
  // ("Why people love Same-day AC", "Discover Paris" for a gig in Paris): slot-grammar.ts.
  const places = [analysis.location, ...(analysis.places ?? [])];
  const dangling = [...bank.dangling, ...(PHRASE_BANKS[analysis.promptLanguage]?.dangling ?? [])];
  // A maker a repair shop works on is never the advertiser of its hooks ("Por que Samsung?"): serviced-goods.ts.
  const servicing = worksOnGoods(fold(req.prompt));
  const readBrand =
    analysis.brand && !unfitForNounSlot(analysis.brand, places, dangling) && !(servicing && isMakerName(analysis.brand))
      ? analysis.brand
      : undefined;
  const productUnfit = analysis.product !== undefined && unfitForNounSlot(analysis.product, places, dangling);
  // A lone singular word ("latte") reads badly in "Looking for …?": the bank's noun ("coffee") does not.
  const loneSingular = analysis.product !== undefined && !/\s/.test(analysis.product) && !/s$/i.test(analysis.product);
  if (
    analysis.product &&
    !productUnfit &&
    (analysis.productIsName || (sameLanguage && !(loneSingular && analysis.productConcept)))
  )
    product = analysis.product;
  else if (analysis.productConcept) product = bank.products[analysis.productConcept];
  // An event's "tickets" are how to get in, not what is promoted.
  if (analysis.productConcept === 'tickets' && !analysis.productIsName) product = undefined;
  // A bare "classes", "course" or "services" says nothing of what is sold: "Looking for classes?" is filler.
  if (
    product &&
    !analysis.productIsName &&
    /^(?:classes|courses|services)$/.test(analysis.productConcept ?? '') &&
    !/\s/.test(product.trim())
  )
    product = undefined;
  // What a repair shop or a dry cleaner works on (a brand it repairs, the bank's word for the goods it
  // cleans) is context, never the subject of a hook ("Why people love iPhone & Samsung", "¿Buscas vestidos?"):
  // only the prompt's own words for the work fill the slot (serviced-goods.ts).
  if (
    product &&
    (category === 'local-services' || servicing) &&
    (analysis.productIsName || product !== analysis.product)
  )
    product = undefined;
  // A course for pleasure is named as the prompt names it ("Cours de guitare"), not "our courses".
  const leisure = isLeisureLearning(lines, analysis, fold(req.prompt));
  // (It beats the bank's noun for the kind of product and a bare "lessons".)
  const course =
    sameLanguage && lines === 'education' && !analysis.productIsName ? courseProduct(req.prompt) : undefined;
  // Romance languages and Dutch write a course in lower case mid-sentence ("Descubre clases de inglés");
  // English and German keep their capitals ("Spanish classes", "Gitarrenunterricht").
  if (course) product = LOWER_COURSE.has(req.language) ? course.charAt(0).toLowerCase() + course.slice(1) : course;
  let role: string | undefined;
  if (category === 'jobs' || category === 'charity') {
    // a job ad's role as the prompt writes it ("line cooks and servers"), else the product word read
    const written = category === 'jobs' && sameLanguage ? jobRoleOf(req.prompt, req.language) : undefined;
    role = category === 'jobs' ? (written ?? (!analysis.productIsName ? product : undefined)) : undefined;
    if (!analysis.productIsName) product = undefined;
  }
  const { brand, location } =
    category === 'jobs'
      ? jobAdvertiser(req.prompt, { ...analysis, brand: readBrand })
      : { brand: readBrand, location: analysis.location };
  // A charity's "families" are the people it helps, not the people it talks to.
  let audience: string | undefined;
  if (category === 'charity') audience = undefined;
  else if (analysis.audience && sameLanguage) audience = audienceForSlot(req.language, analysis.audience, true);
  else if (analysis.audienceId) audience = bank.audiences[analysis.audienceId];

  const vars: Vars = {
    product,
    role,
    brand,
    offer: offers[0],
    offer2: offers[1],
    until: untilDate ? formatDate(untilDate, bank, 'until') : undefined,
    // A time with no day reads as the prompt wrote it when the copy is in its language ("من 1 إلى 4 مساءً", "11:00〜14:00").
    when: whenDate
      ? whenDate.kind === 'time' && sameLanguage && whenDate.timeText
        ? whenDate.timeText
        : formatDate(whenDate, bank, 'natural')
      : undefined,
    event: eventName(analysis.event, analysis.season, bank),
    audience,
    location,
  };

  // A persona's tone replaces the prompt's mood, except the urgency a deadline or flash sale sets.
  const tags = new Set<string>([category, lines, tone]);
  // The trade within the category (insurance or investing, adoption or a pet shop): lines tagged with
  // another trade make claims this advertiser cannot.
  // Work on a home named where the category cues read nothing ("Dakdekker …: dakreparatie"): a roofer's lines.
  const homeWork = lines === 'general' && detectTrade('local-services', fold(req.prompt)) === 'home-repair';
  const trade = homeWork ? 'home-repair' : detectTrade(lines, fold(req.prompt));
  if (trade) tags.add(trade);
  // Funerals, law, tax, medicine, care, public offices: no "du", "tu", "je" (register.ts).
  if (isFormalTrade(category, req.prompt, req.language)) tags.add(`${FORMAL_TAG_PREFIX}${req.language}`);
  // The category's stock lines only for a trade read with confidence; else the prompt's own facts and words (stock-lines.ts).
  const stockOf = homeWork ? 'local-services' : lines;
  const stock = tradeReadSurely(category, fold(req.prompt), trade, analysis.productConcept);
  // A kind that sells no goods (a museum, a choir) is not "made with care" (see advertiser-kinds.ts).
  for (const t of kindTags(lines, fold(req.prompt))) tags.add(t);
  // A free or drop-in event is come to, not a shop: no "お店へ行く" on a concert in the park.
  if (lines === 'event' && analysis.action === 'visit') tags.add('no-goods');
  // A fair or a market one comes to is no shop of the advertiser's: no "お店へ行く" (visited-places.ts).
  if (analysis.action === 'visit' && placeEvidence(fold(req.prompt)).visitedOccasion) tags.add('occasion');
  // The category's noun may hold for some trades only ("our accounts" is a bank's, not an insurer's).
  const noun = parseTemplate(bank.categories[lines].noun);
  if (eligible(noun, tags)) vars.noun = noun.text;
  if (leisure) tags.add('leisure');
  // A career's promise ("Invest in your future") only where the prompt names a certificate or profession.
  else if (isCareerCourse(lines, fold(req.prompt))) tags.add('career');
  if (!req.persona || tone === analysis.mood || analysis.mood === 'urgent') tags.add(analysis.mood);
  if (analysis.offerDetails.some((o) => SALE_KINDS.has(o.kind))) tags.add('sale');
  // "{Offer} on our menu" would widen an offer the prompt narrows ("50% off your first box").
  if (
    offersSorted[0] &&
    ['percent-off', 'amount-off', 'half-price'].includes(offersSorted[0].kind) &&
    !offersSorted[0].scope &&
    !offersSorted[0].buys
  )
    tags.add('discount');
  if (offersSorted.some((o) => o.kind === 'price')) tags.add('price');
  if (untilDate) tags.add('deadline');
  if (whenDate?.relation === 'every') tags.add('recurring');
  // A day to put in a calendar ("Save the date: June 14"), not a month or a repeat.
  // ("Save the date: today" is no date to save.)
  // (A range of more than a week is a period, "27.11.–23.12.", not a day to save; "5.–7. September" is.)
  if (
    whenDate &&
    whenDate.relation === 'on' &&
    ['date', 'weekday', 'tomorrow', 'weekend'].includes(whenDate.kind) &&
    !(whenDate.kind === 'date' && (rangeDays(whenDate) > 7 || whenDate.begins))
  ) {
    tags.add('dated');
    // "Save the date: 14 June" saves a date; "Segna la data: venerdì" names none ("calendar": a date, or a
    // day with its hours).
    if (whenDate.kind === 'date' || whenDate.time) tags.add('calendar');
  }
  // The day a course starts or a season opens is its own headline ("Starts October 6"), no day to save.
  if (whenDate?.kind === 'date' && whenDate.begins && !whenDate.endDay && whenDate.relation === 'on')
    tags.add('begins');
  if (analysis.event) tags.add(analysis.event);
  else if (analysis.season) tags.add('season');
  if (analysis.offerDetails.some((o) => o.kind.startsWith('free') || o.kind === 'bogo')) tags.add('free');
  // Urgency and newness only when the prompt says so (pressing.ts): no "Last chance" on a plain offer.
  if (saysPressing(req.prompt, analysis)) tags.add('pressing');
  if (analysis.launch && saysNew(req.prompt, analysis)) tags.add('launch');
  if (analysis.brandIsCreator) tags.add('creator');
  // Only the channels the prompt gives (channels.ts): no "Order online" when it says "call to order".
  for (const t of channelTags(req.prompt, analysis)) tags.add(t);
  for (const t of mealTags(fold(req.prompt))) tags.add(t);
  if (product && analysis.productIsName && product === analysis.product) tags.add('named');
  // Slot grammar: a singular noun of the user's needs a determiner, a street its own preposition.
  const productFromPrompt =
    Boolean(product) && !analysis.productIsName && (product === analysis.product || product === course);
  for (const t of slotTags(req.language, product, productFromPrompt, analysis.location)) tags.add(t);
  if (analysis.event === 'grand-opening') tags.add('opening');
  if ((whenDate && whenDate.relation !== 'every' && whenDate.kind !== 'time') || ['event', 'b2b'].includes(category))
    tags.add('event');

  const wording = FACT_WORDING[req.language];
  const facts: Fact[] = [];
  offersSorted.forEach((o, i) => {
    const phrase = offers[i];
    // The user's own words when they fit, the bank's shorter wording where they do not.
    const composed = formatOffer(o, bank, analysis.promptLanguage, false);
    // Where neither fits (a 728x90), the offer without what it buys ("20 % Rabatt"), last; a bare
    // "2x1" says nothing, so a 2-for-1 waits for a larger block.
    const unbought =
      o.buys && o.kind !== 'bogo' && o.kind !== 'multi-buy'
        ? formatOffer({ ...o, buys: undefined }, bank, analysis.promptLanguage)
        : phrase;
    const wordings = listed.has(o) ? [phrase] : [...new Set([phrase, composed, unbought])];
    facts.push({
      kind: 'offer',
      needles: wordings,
      folded: wordings.map(fold),
      lines: wordings.map((w) => capFirst(w, protect)),
      weight: 4,
    });
  });
  for (const d of analysis.dateDetails) {
    // Opening hours said with their days are in the days' fact, where the days are printed.
    if (sameLanguage && d.ofDays) continue;
    const natural = formatDate(d, bank, 'natural');
    // A time with no day has no bare form (and an empty needle would count as carried everywhere).
    const bare = d.kind === 'time' ? natural : formatDate({ ...d, time: undefined, endTime: undefined }, bank, 'when');
    // In the prompt's own language its time is kept as written ("de 13 a 16 h", "15.00 uur").
    // (Not when a full stop parts two times, "10am. 2pm.": the phrase is then the language's "10am & 2pm".)
    const ownTime = sameLanguage && d.timeText && !/[.。]\s/u.test(d.timeText) ? d.timeText : undefined;
    const lines = [capFirst(natural, protect)];
    // Alone on a line, "2pm" or "Today" says nothing: the prompt's words give it its role (fact-roles.ts).
    const role = sameLanguage && needsRole(d) ? roleLine(req.prompt, d, req.language, category) : undefined;
    // A deadline to act ("Register by June 30") has the shorter "until June 30" for small formats.
    // (Only where every offer is in the deadline's sentence: "48 € a persona fino al 20 marzo" read a
    // booking deadline as the end of a price said apart; qualifiers.ts.)
    if (d.deadlineOf && deadlineHoldsOffers(req.prompt, d, analysis.offers))
      lines.push(capFirst(formatDate(d, bank, 'until'), protect));
    // A range of days as the prompt writes it ("27.11.–23.12.") carries it too.
    const ownRange = sameLanguage && d.kind === 'date' && d.endDay ? [d.text] : [];
    const needles = d.kind === 'time' && ownTime ? [ownTime, natural] : [natural, bare, ...ownRange];
    if (d.kind === 'time' && ownTime) lines.unshift(capFirst(ownTime, protect));
    if (ownRange.length) lines.unshift(capFirst(d.text, protect));
    if (role) lines.unshift(capFirst(role, protect));
    facts.push({
      kind: 'date',
      needles,
      folded: needles.map(fold),
      lines,
      weight: 4,
      deadline: d.relation === 'until',
      condition: boundsOffer(req.prompt, d, analysis.offers),
    });
    // The time is a fact of its own: "Sunday" alone leaves out "1-4pm".
    if (d.time && d.kind !== 'time') {
      const times = formatTimes(d, bank);
      const timeNeedles = ownTime ? [ownTime, times] : [times];
      const timeLines = ownTime
        ? [capFirst(wording.whenRange.replace('{when}', bare).replace('{range}', ownTime), protect), ...lines]
        : lines;
      facts.push({ kind: 'date', needles: timeNeedles, folded: timeNeedles.map(fold), lines: timeLines, weight: 4 });
    }
  }
  // How to reach the advertiser, "24/7" and specs: verbatim (specs only in the prompt's language).
  for (const c of analysis.contacts) {
    const line =
      c.kind === 'phone'
        ? phoneLine(req.language, req.prompt, c.text)
        : c.kind === 'url'
          ? wording.visit.replace('{url}', c.text)
          : wording.email.replace('{email}', c.text);
    facts.push({ kind: 'contact', needles: [c.text], folded: [fold(c.text)], lines: [line, c.text], weight: 4 });
    protect.push(c.text);
  }
  if (analysis.allHours) {
    // "24h/24" or "24 horas" promise the day, not the week: no "24/7" for them.
    const worded = allWeek(analysis.allHours) ? wording.allHours : wording.allDay;
    const lines = sameLanguage ? [capFirst(analysis.allHours, protect), worded] : [worded];
    const needles = [analysis.allHours, worded, ...(allWeek(analysis.allHours) ? ['24/7'] : [])];
    facts.push({ kind: 'contact', needles, folded: needles.map(fold), lines, weight: 3 });
  }
  // A job ad's pay, in its phrase ("$22/hour", "500 € Startbonus"): its money is no offer, yet it is what candidates read first.
  if (sameLanguage && category === 'jobs') {
    for (const pay of payOf(req.prompt))
      facts.push({
        kind: 'offer',
        needles: [pay],
        folded: [fold(pay)],
        lines: [...new Set([capFirst(specPhrase(req.prompt, pay), protect), pay])],
        weight: 4,
      });
  }
  // A spec reads in its phrase ("45-minute assessment", "定員16名"), never as a bare "45-minute.".
  if (sameLanguage) {
    for (const spec of analysis.specs)
      facts.push({
        kind: 'name',
        needles: [spec],
        folded: [fold(spec)],
        lines: [...new Set([capFirst(specPhrase(req.prompt, spec), protect), spec])],
        weight: 2,
      });
  }
  if (sameLanguage)
    for (const days of analysis.days) {
      // With the hours written after them, one phrase: "Mon–Sat 7am–6pm" (the hours are no fact apart).
      const withHours = analysis.dateDetails.find((d) => d.ofDays?.startsWith(days))?.ofDays;
      const needles = withHours ? [withHours, days] : [days];
      facts.push({
        kind: 'date',
        needles,
        folded: needles.map(fold),
        lines: needles.map((n) => capFirst(n, protect)),
        weight: 3,
      });
    }
  // A route's other end or a second address is a fact as much as the first place ("من القاهرة إلى إسطنبول").
  for (const place of analysis.places ?? []) {
    // ("Find us in {location}" is the advertiser's own place, not a route's other end: that one stands bare.)
    const placeLine = tags.has('travel')
      ? fillFirst(bank.factBullets.location, { bank, tags, protect } as Context, { location: place })
      : undefined;
    facts.push({
      kind: 'name',
      needles: [place],
      folded: [fold(place)],
      lines: [...(placeLine ? [placeLine] : []), place],
      weight: 1,
    });
  }
  // Where a show is is what a fan looks for: "Live at the Fillmore" in the prompt's words, the bare name elsewhere.
  for (const venue of analysis.venues ?? []) {
    const line = sameLanguage ? capFirst(venue.phrase, protect) : venue.name;
    facts.push({ kind: 'name', needles: [venue.name], folded: [fold(venue.name)], lines: [line], weight: 2 });
  }
  // Who speaks is what a talk sells: the names together, as one line ("Ana Souza & Pedro Lima").
  let speakerFact: Fact | undefined;
  if (analysis.speakers?.length) {
    const all = analysis.speakers;
    const line = all.length > 1 ? `${all.slice(0, -1).join(', ')} & ${all[all.length - 1]}` : all[0];
    // A person read with their role ("chef Tom Baker") opens a line with a capital.
    speakerFact = { kind: 'name', needles: [line], folded: [fold(line)], lines: [capFirst(line, protect)], weight: 2 };
    facts.push(speakerFact);
  }
  for (const name of [
    brand,
    analysis.productIsName && !productUnfit ? analysis.product : undefined,
    analysis.location,
  ]) {
    if (name) {
      const placeLine =
        name === analysis.location
          ? fillFirst(bank.factBullets.location, { bank, tags, protect } as Context, { location: name })
          : undefined;
      // No "Available at {brand}" / "Nu bij {brand}": glued to a name that is no shop (an app, a holiday or a
      // style misread as the brand) it is no phrase, so the name stands alone. Japanese 「{Brand}限定」 binds
      // no preposition and stays.
      const brandLine =
        name === brand && !bank.spaced
          ? fillFirst(bank.factBullets.brand, { bank, tags, protect } as Context, { brand: name })
          : undefined;
      const lines = [...(brandLine ? [brandLine] : []), ...(placeLine ? [placeLine] : []), name];
      facts.push({
        kind: 'name',
        needles: [name],
        folded: [fold(name)],
        lines,
        // A street address is what a real-estate or shop ad must print: it weighs as a date does.
        weight: name === analysis.location ? (tags.has('address') ? 3 : 1) : 2,
      });
    }
  }

  // A slogan is the user's copy as written, even where it is too short to tell its language.
  const slogan = isSloganPrompt(req.prompt, analysis);
  const own = (sameLanguage || slogan ? ownLines(req.prompt, analysis) : []).filter((l) => !cutsPriceList(l, lists));
  // Who speaks is placed inside the prompt's own line that names them ("Atelier de pâtisserie avec le chef
  // Julien Morel") before alone after another line ("Des saveurs à partager. chef Julien Morel.").
  if (speakerFact) {
    const needles = speakerFact.needles;
    speakerFact.lines.unshift(...own.filter((l) => needles.some((n) => includesLoose(l, n))));
  }
  const moodTone: Mood = tone === 'urgent' && !tags.has('pressing') ? 'energetic' : tone;
  const quotedCta =
    analysis.cta &&
    new RegExp(`["“'«「]\\s*${analysis.cta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*["”'»」]`).test(req.prompt)
      ? analysis.cta
      : undefined;

  return {
    bank,
    formatClass,
    limits: BLOCK_LIMITS[formatClass],
    tags,
    tone,
    vars,
    // (A range of days as the prompt writes it: "vom 20. bis 22. September", "27.11.–23.12.".)
    whenLine:
      whenDate && sameLanguage && needsRole(whenDate)
        ? roleLine(req.prompt, whenDate, req.language, category)
        : whenDate?.kind === 'date' && sameLanguage && whenDate.endDay
          ? whenDate.text
          : undefined,
    // The prompt's own words first (only in its own language), then the category's lines.
    benefits: [
      ...own,
      ...rng.shuffle(
        (stock ? bank.categories[stockOf].benefits : [])
          .filter((raw) => eligible(parseTemplate(raw), tags))
          .map((raw) => parseTemplate(raw).text),
      ),
    ],
    own,
    questions: rng.shuffle(
      (stock ? bank.categories[stockOf].questions : [])
        .filter((raw) => eligible(parseTemplate(raw), tags))
        .map((raw) => parseTemplate(raw).text),
    ),
    // An urgent tone without a limit in the prompt (a deadline and "today") speaks with energy, not alarm;
    // the prompt must then say that energy itself ("in 30 minutes" is speed, not "Feel the energy").
    moodLines: toneLinesFit(moodTone, fold(req.prompt), stock, Boolean(req.persona))
      ? rng.shuffle(bank.moods[moodTone])
      : [],
    protect,
    offers,
    prices: new Set(offersSorted.flatMap((o, i) => (o.kind === 'price' ? [offers[i]] : []))),
    facts,
    soft: [vars.product, vars.role, vars.event, vars.audience, vars.location].filter((x): x is string => Boolean(x)),
    ctaIntent: analysis.action,
    mentions: analysis.mentions ?? [],
    venuePhrases: sameLanguage ? (analysis.venues ?? []).map((v) => v.phrase) : [],
    shift: Math.abs(Math.trunc(req.seed ?? 0)) % 997,
    ctaShift: (Math.abs(Math.trunc(req.seed ?? 0)) + hashString(req.prompt)) % 997,
    ...(quotedCta && sameLanguage ? { ctaVerbatim: quotedCta } : {}),
    channelCtas: channelCtas(req.language, req.prompt, analysis),
    // A prompt that is itself a slogan is the first variant's headline, as written.
    ...(analysis.headline && sameLanguage
      ? { headline: analysis.headline }
      : slogan && own[0]
        ? { headline: own[0] }
        : {}),
    rng,
  };
}

// ---------------------------------------------------------------- angles

function chooseAngles(ctx: Context, analysis: PromptAnalysis, count: number): Angle[] {
  const hasOffer = analysis.offerDetails.length > 0;
  const hasUntil = Boolean(ctx.vars.until);
  const base: Partial<Record<Angle, number>> = {
    benefit: 6,
    question: 5,
    'social-proof': 4,
    feature: 3.5,
    mood: 3,
  };
  if (hasOffer) base.offer = 10;
  // A month ("this January") is worth a line, not a page about time running out.
  if (hasUntil || ctx.tags.has('dated') || ctx.tags.has('begins') || ctx.tags.has('recurring')) base.urgency = 8;
  else if (analysis.mood === 'urgent' || ctx.tone === 'urgent') base.urgency = 4;
  // A job ad's season is when the work is ("temporada de verano"), not a seasonal sale.
  if (ctx.vars.event && !ctx.tags.has('jobs')) base.seasonal = 7.5;
  if (ctx.tags.has('launch')) base.launch = 9;
  if (ctx.vars.audience) base.audience = 5.5;
  const scored = ANGLES.filter((a) => base[a] !== undefined).map((a) => ({
    angle: a,
    score: (base[a] ?? 0) + (TONE_ANGLE_BONUS[ctx.tone][a] ?? 0) + ctx.rng.next() * 2.5,
  }));
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map((s) => s.angle);
}

// ---------------------------------------------------------------- blocks

interface PageState {
  angle: Angle;
  vars: Vars;
  blocks: Block[];
  /** Every angle's titles filled with this page's values (computed once, when facts are placed). */
  titleFills?: string[];
}

interface AnswerState {
  titles: Set<string>;
  subtitles: Set<string>;
  bodies: Set<string>;
  /** The category's stock lines already used somewhere in the answer (each goes on one page only). */
  bullets: Map<string, number>;
  /** Pages of the answer so far that carry a list. */
  lists: number;
  ctas: Map<string, number>;
}

function maxOf(ctx: Context, type: BlockType): number {
  const limit = ctx.limits.blocks[type];
  return limit ? limit.maxChars : 0;
}

function fits(ctx: Context, type: BlockType, text: string): boolean {
  return textLength(text) <= maxOf(ctx, type);
}

function factsIn(ctx: Context, text: string): number {
  const hard = ctx.facts.filter((f) => f.needles.some((n) => includesLoose(text, n))).length;
  const soft = ctx.soft.filter((s) => includesLoose(text, s)).length;
  return hard + 0.7 * soft;
}

/** Picks the best-scoring candidate: facts carried, tags matched, a little seeded chance. */
function pick(ctx: Context, candidates: Array<{ text: string; score: number }>): string | undefined {
  let best: { text: string; score: number } | undefined;
  for (const c of candidates) {
    const score = c.score + ctx.rng.next() * 2;
    if (!best || score > best.score) best = { text: c.text, score };
  }
  return best?.text;
}

function pageVars(ctx: Context, index: number): Vars {
  const b = ctx.benefits;
  const at = 2 * index + ctx.shift;
  return {
    ...ctx.vars,
    benefit: b[at % b.length],
    benefit2: b[(at + 1) % b.length],
    question: ctx.questions[index % ctx.questions.length],
    mood: ctx.moodLines[index % ctx.moodLines.length],
  };
}

/** Facts this angle should carry in its title. */
function mustFacts(angle: Angle, vars: Vars): string[] {
  if (angle === 'offer') return [vars.offer].filter((x): x is string => Boolean(x));
  if (angle === 'urgency') return [vars.until ?? vars.when].filter((x): x is string => Boolean(x));
  if (angle === 'seasonal') return [vars.event].filter((x): x is string => Boolean(x));
  if (angle === 'launch') return [vars.product].filter((x): x is string => Boolean(x));
  return [];
}

/** A prompt that says what it sells (or whom it hires) or in its own words: its titles are built from that, never stock lines. */
function isSpecific(ctx: Context): boolean {
  return ctx.own.length > 0 || Boolean(ctx.vars.product) || Boolean(ctx.vars.role);
}

/** A title template of no placeholder or only a mood line ("What you get", "Ready, set, go"): it fits any product. */
function stockTitle(raw: string): boolean {
  return placeholdersOf(parseTemplate(raw)).names.every((k) => k === 'mood');
}

function titleCandidates(
  ctx: Context,
  angle: Angle,
  vars: Vars,
  used: Set<string>,
  answer: AnswerState,
): Array<{ text: string; score: number }> {
  const must = mustFacts(angle, vars);
  const out: Array<{ text: string; score: number }> = [];
  const specific = isSpecific(ctx);
  for (const raw of ctx.bank.titles[angle]) {
    // "Ready, set, go" over a dog groomer's ad says nothing of it: stock lines go under the title.
    if (specific && stockTitle(raw)) continue;
    const text = fill(raw, ctx, vars);
    if (!text || used.has(fold(text)) || !fits(ctx, 'title', text) || aboutThirdParty(ctx, text)) continue;
    const carriesMust = must.every((m) => includesLoose(text, m));
    out.push({
      text,
      score:
        (carriesMust ? 6 : 0) +
        factsIn(ctx, text) +
        tagBonus(raw, ctx) +
        specificity(ctx, raw, vars) -
        (reusesStock(ctx, text, answer) ? 5 : 0),
    });
  }
  // The prompt's own lines are titles of any angle: the most specific words there are.
  // (Not one that only says how to call: "Llama al 912 345 678" heads nothing, see standsAlone.)
  const call = FACT_WORDING[ctx.bank.id].call.replace('{phone}', '').trim();
  const bareContact = (line: string): boolean =>
    ctx.facts.some(
      (f) =>
        f.kind === 'contact' &&
        f.needles.some((n) => includesLoose(line, n)) &&
        !saysMoreThanFact(line, [...f.needles, call]),
    );
  for (const line of ctx.own) {
    if (used.has(fold(line)) || !fits(ctx, 'title', line) || aboutThirdParty(ctx, line) || bareContact(line)) continue;
    const carriesMust = must.every((m) => includesLoose(line, m));
    out.push({ text: line, score: (carriesMust ? 6 : 0) + factsIn(ctx, line) + 3 });
  }
  return out;
}

/**
 * Lines that fit any product ("Why wait?", "Feel the difference") lose to lines built from this
 * prompt: the prompt's own words win most, then facts and names, then the category's lines.
 */
function specificity(ctx: Context, raw: string, vars: Vars): number {
  const text = parseTemplate(raw).text;
  const keys = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1].toLowerCase());
  if (keys.length === 0) return -3;
  if (keys.includes('benefit')) return ctx.own.includes(vars.benefit ?? '') ? 3 : -0.5;
  if (keys.every((k) => k === 'mood' || k === 'question')) return -2;
  return 0;
}

/** The category's stock lines (benefits, questions, mood lines) a text carries. */
function stockIn(ctx: Context, text: string): string[] {
  ctx.stock ??= [...ctx.benefits.filter((b) => !ctx.own.includes(b)), ...ctx.questions, ...ctx.moodLines].map(fold);
  const folded = fold(text);
  return ctx.stock.filter((line) => folded.includes(line));
}

/** A stock line already on another page of the answer: a line used once reads as copy, on every page as filler. */
function reusesStock(ctx: Context, text: string, answer: AnswerState): boolean {
  return stockIn(ctx, text).some((line) => answer.bullets.has(line));
}

/** A headline naming a partner, sponsor or venue would make it the subject ("Why people love HubSpot"). */
function aboutThirdParty(ctx: Context, text: string): boolean {
  return ctx.mentions.some((m) => includesLoose(text, m));
}

/** The bank's short urgency lines ("Last chance"), only for a prompt that says its offer ends or is limited. */
function urgencyLines(ctx: Context): readonly string[] {
  return ctx.tags.has('pressing') ? ctx.bank.urgency : [];
}

/** Titles when the angle's own do not fit or are used up: short generic lines, then names, then a trim. */
function fallbackTitle(ctx: Context, vars: Vars, used: Set<string>): string {
  const specific = isSpecific(ctx);
  const pool: string[] = [
    // A prompt with its own words or product: those first, stock lines only when nothing else fits.
    ...(specific ? ctx.own : []),
    ...(specific
      ? ANGLES.flatMap((a) => ctx.bank.titles[a].filter((t) => !stockTitle(t)).map((t) => fill(t, ctx, vars) ?? ''))
      : []),
    ...(specific ? [...ctx.questions, ...ctx.benefits] : []),
    ...ctx.moodLines,
    ...urgencyLines(ctx),
    ...ctx.benefits,
    ...ctx.questions,
    ...ANGLES.flatMap((a) => ctx.bank.titles[a].map((t) => fill(t, ctx, vars) ?? '')),
    ...ANGLES.flatMap((a) => ctx.bank.subtitles[a].map((t) => fill(t, ctx, vars) ?? '')),
    // (Never another category's lines: "From small fixes to big jobs" is a handyman's claim, not a dry cleaner's.)
    // Last, the prompt's own words, trimmed if need be, rather than a tone it never set ("Feel the energy" on a
    // phone repair in 30 minutes).
    ...(specific ? [] : ctx.own),
    // A prompt with no words of its own ('') still gets distinct pages: any tone's lines, as a last resort.
    ...(ctx.own.length
      ? []
      : Object.entries(ctx.bank.moods).flatMap(([m, l]) => (m === 'urgent' && !ctx.tags.has('pressing') ? [] : l))),
  ].filter((t) => t && !isTagged(t));
  const fitting = pool.filter((t) => fits(ctx, 'title', t) && !used.has(fold(t)) && !aboutThirdParty(ctx, t));
  if (fitting.length) return fitting[0];
  for (const t of pool) {
    const trimmed = fitText(t, maxOf(ctx, 'title'), {
      protect: ctx.protect,
      dangling: ctx.bank.dangling,
      spaced: ctx.bank.spaced,
    });
    if (trimmed && !used.has(fold(trimmed))) return trimmed;
  }
  // Every bank has short lines, so this is reached only for absurdly small limits.
  const last = pool[0] ?? parseTemplate(ctx.bank.ctas[ctx.ctaIntent][0]).text;
  return (
    fitText(last, maxOf(ctx, 'title'), { spaced: false }) ??
    [...last].slice(0, Math.max(1, maxOf(ctx, 'title'))).join('')
  );
}

function offerBlock(ctx: Context, angle: Angle, vars: Vars, title: string): string | undefined {
  // Offers the title already states are not repeated underneath it.
  const [first, second] = ctx.offers.filter((o) => !includesLoose(title, o));
  if (!first) return undefined;
  const options: string[] = [];
  // "+" adds one benefit to another ("20% off + free shipping"). A price is what something costs, not a
  // benefit: "29 € + 59 €" reads as a sum of two prices to choose from, "5 € + entrée libre" as a charge
  // added to free entry. A price is never joined.
  const joinable = second && !ctx.prices.has(first) && !ctx.prices.has(second);
  if (joinable && angle !== 'urgency') options.push(capFirst(`${first}${ctx.bank.offers.join}${second}`, ctx.protect));
  if (angle === 'urgency' && vars.until && !includesLoose(title, vars.until))
    options.push(capFirst(`${first} ${vars.until}`, ctx.protect));
  options.push(capFirst(first, ctx.protect));
  if (second) options.push(capFirst(second, ctx.protect));
  return options.find((o) => fits(ctx, 'offer', o));
}

function subtitleCandidates(
  ctx: Context,
  angle: Angle,
  vars: Vars,
  page: PageState,
  answer: AnswerState,
): Array<{ text: string; score: number }> {
  const taken = new Set(page.blocks.map((b) => (typeof b.value === 'string' ? fold(b.value) : '')));
  const out: Array<{ text: string; score: number }> = [];
  const sources = [...ctx.bank.subtitles[angle], ...ctx.bank.subtitles.benefit];
  // "X has the answer" answers the headline's question (tag `asked`), never a statement.
  const title = String(page.blocks.find((b) => b.type === 'title')?.value ?? '');
  const lineCtx = asksQuestion(title) ? { ...ctx, tags: new Set([...ctx.tags, 'asked']) } : ctx;
  for (const raw of sources) {
    // "Go bigger, go bolder" under a florist's headline fits any product: no subtitle says more. A category's
    // stock line ("Learn from experts", "Made fresh, served with love") may head a page, never stand under
    // one as if the advertiser had said it: with nothing of the prompt's for the slot, there is no subtitle.
    if (fitsAnyAdvertiser(placeholdersOf(parseTemplate(raw)).names)) continue;
    const text = fill(raw, lineCtx, vars);
    if (!text || !fits(ctx, 'subtitle', text) || stockIn(ctx, text).length) continue;
    const folded = fold(text);
    if (taken.has(folded) || [...taken].some((t) => t.includes(folded) || folded.includes(t))) continue;
    const carried = ctx.facts.filter((f) => f.needles.some((n) => includesLoose(text, n)));
    const already = carried.filter((f) => page.blocks.some((b) => blockHas(b, f)));
    const seen = answer.subtitles.has(fold(text)) ? -4 : 0;
    const pageText = page.blocks.map((b) => (typeof b.value === 'string' ? b.value : '')).join(' ');
    const repeats = ctx.soft.filter((x) => includesLoose(text, x) && includesLoose(pageText, x)).length;
    const reused = reusesStock(ctx, text, answer) ? -5 : 0;
    // Under a headline, a line that fits any product ("Quality you can count on") is the weakest choice.
    out.push({
      text,
      score:
        2 * (carried.length - already.length) -
        2 * already.length -
        2 * repeats +
        tagBonus(raw, ctx) +
        seen +
        2 * specificity(ctx, raw, vars) +
        reused,
    });
  }
  return out;
}

function bodyCandidates(
  ctx: Context,
  angle: Angle,
  vars: Vars,
  answer: AnswerState,
  page: PageState,
): Array<{ text: string; score: number }> {
  const out: Array<{ text: string; score: number }> = [];
  const shown = page.blocks
    .filter((b) => b.type === 'title' || b.type === 'subtitle')
    .map((b) => String(b.value).replace(/[.!?。！？]+$/u, ''));
  // The page's benefit may already be its title or subtitle: the body then takes the next ones.
  const at = ctx.benefits.indexOf(vars.benefit ?? '');
  const next =
    at >= 0
      ? {
          ...vars,
          benefit: ctx.benefits[(at + 1) % ctx.benefits.length],
          benefit2: ctx.benefits[(at + 2) % ctx.benefits.length],
        }
      : vars;
  const specific = isSpecific(ctx);
  for (const template of [...ctx.bank.bodies[angle], ...ctx.bank.bodies.benefit]) {
    // A body says the prompt's things: no sentence that fits any advertiser ("See for yourself"), no stock line.
    const said = (v: Vars) => (name: string) =>
      Boolean(v[name]) && (!STOCK_SLOTS.has(name) || ctx.own.includes(v[name] ?? ''));
    const bodyOf = (v: Vars): { raw: string; text: string } | undefined => {
      const raw = saidSentences(template, said(v));
      // A mood line fits any product; the prompt's own words and the category's lines say more.
      if (!raw || (specific && /\{mood\}/i.test(raw))) return undefined;
      const text = fill(raw, ctx, v);
      return text ? { raw, text } : undefined;
    };
    // A body that restates the title or subtitle adds nothing under it.
    const repeats = (t: string | undefined): boolean => !t || shown.some((x) => includesLoose(t, x));
    const first = bodyOf(vars);
    const body = repeats(first?.text) ? bodyOf(next) : first;
    if (!body) continue;
    const { raw, text } = body;
    if (!fits(ctx, 'body', text) || repeats(text) || stockIn(ctx, text).length) continue;
    // With no stock line beside it, a body that restates the page's offer ("Enjoy 20% off at …" under
    // "20% off …") and says nothing new besides the advertiser's name only repeats (the name finds its place,
    // see completeOnePage).
    const onPage = (f: Fact): boolean => page.blocks.some((b) => blockHas(b, f));
    const carried = ctx.facts.filter((f) => f.needles.some((n) => includesLoose(text, n)));
    const news = carried.some((f) => !onPage(f) && !f.needles.includes(ctx.vars.brand ?? ''));
    const restates = carried.some((f) => f.kind === 'offer' && onPage(f));
    if (restates && !news && !ctx.own.some((l) => includesLoose(text, l))) continue;
    out.push({ text, score: factsIn(ctx, text) + tagBonus(raw, ctx) - (answer.bodies.has(fold(text)) ? 4 : 0) });
  }
  return out;
}

function bulletItems(ctx: Context, page: PageState, answer: AnswerState, index: number): string[] | undefined {
  const limit = ctx.limits.blocks.bulletlist;
  if (!limit) return undefined;
  const onPage = page.blocks.map((b) => (typeof b.value === 'string' ? b.value : '')).join(' \n ');
  const items: string[] = [];
  const add = (line: string | undefined): void => {
    if (!line) return;
    const text = tidy(line);
    if (!text || textLength(text) > limit.maxChars) return;
    if (items.some((i) => includesLoose(i, text)) || includesLoose(onPage, text)) return;
    // One fact once, in its fuller words: "Mit Einlagerung 59 € pro Saison" replaces "Mit Einlagerung 59 €".
    const shorter = items.findIndex((i) => includesLoose(text, i));
    if (shorter >= 0) {
      items[shorter] = text;
      return;
    }
    items.push(text);
  };
  const fb = ctx.bank.factBullets;
  const v = page.vars;
  // Facts first: those not already on the page.
  for (const o of ctx.offers) if (!includesLoose(onPage, o)) add(fillFirst(fb.offer, ctx, { offer: o }));
  if (v.until && !includesLoose(onPage, v.until)) add(fillFirst(fb.until, ctx, v));
  if (v.when && !includesLoose(onPage, v.when))
    add(fillFirst(fb.when, ctx, ctx.whenLine ? { ...v, when: ctx.whenLine } : v));
  if (v.location && !includesLoose(onPage, v.location)) add(fillFirst(fb.location, ctx, v));
  if (v.audience && !includesLoose(onPage, v.audience)) add(fillFirst(fb.audience, ctx, v));
  // Then the prompt's own lines, rotating so that pages do not repeat one list. A category's stock line
  // is no item of the advertiser's list ("Learn from experts", "Small groups, friendly teachers": claims
  // nobody made) and nothing pads a short list: a page without enough of the prompt's to list has no list.
  const own = ctx.own.filter((line) => !/[.!?]\s|[。！？]./u.test(line)); // (a slogan of sentences is a headline)
  for (let k = 0; k < own.length && items.length < WRITTEN_BULLETS.max; k++) add(own[(index + k) % own.length]);
  const max = Math.min(limit.maxItems, WRITTEN_BULLETS.max);
  const list = items.slice(0, max);
  // Two of the prompt's facts are a list; one is a line, placed elsewhere.
  if (list.length < Math.min(WRITTEN_BULLETS.min - 1, limit.maxItems)) return undefined;
  return list;
}

function ctaText(ctx: Context, answer: AnswerState, page?: PageState): string {
  if (ctx.ctaVerbatim && fits(ctx, 'cta', ctx.ctaVerbatim)) return ctx.ctaVerbatim;
  // The number once per page: "اتصل على 0501234567" under a headline that already says it reads twice;
  // the channel's verbs ("اتصل الآن", "اتصل بنا") then take turns like the bank's.
  const shown = (page?.blocks ?? []).flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value])).join(' ');
  const used = [...answer.ctas.values()].reduce((n, k) => n + k, 0);
  const fitting = ctx.channelCtas.filter((c) => fits(ctx, 'cta', c.text));
  const channel = fitting.find((c) => c.shows && !includesLoose(shown, c.shows));
  if (channel) return channel.text;
  const verbs = fitting.filter((c) => !c.shows);
  if (verbs.length) return verbs[(ctx.ctaShift + used) % verbs.length].text;
  const variants = ctx.bank.ctas[ctx.ctaIntent]
    .filter((raw) => eligible(parseTemplate(raw), ctx.tags))
    .map((raw) => parseTemplate(raw).text)
    .filter((t) => fits(ctx, 'cta', t));
  const pool = variants.length
    ? variants
    : ctx.bank.ctas.learn.map((raw) => parseTemplate(raw).text).filter((t) => fits(ctx, 'cta', t));
  if (!pool.length) {
    const shortest = [...ctx.bank.ctas[ctx.ctaIntent]]
      .map((r) => parseTemplate(r).text)
      .sort((a, b) => textLength(a) - textLength(b))[0];
    return fitText(shortest, maxOf(ctx, 'cta'), { spaced: ctx.bank.spaced, dangling: ctx.bank.dangling }) ?? shortest;
  }
  // The seed picks where the rotation starts; pages then take the next variant, so they differ.
  return pool[(ctx.ctaShift + used) % pool.length];
}

function blockHas(block: Block, fact: Fact): boolean {
  const texts = block.type === 'bulletlist' ? block.value : [block.value];
  return texts.some((t) => fact.needles.some((n) => includesLoose(t, n)));
}

function composePage(ctx: Context, angle: Angle, index: number, answer: AnswerState): PageState {
  const vars = pageVars(ctx, index);
  const page: PageState = { angle, vars, blocks: [] };
  const allowed = ctx.limits.blocks;
  const plan = ANGLE_PLANS[angle].filter((t) => t in allowed && (t !== 'offer' || ctx.offers.length > 0));
  const room = ctx.limits.maxBlocks - 1; // the cta always comes last
  // Bullets go last so that they can leave out what the other blocks already say; a block that
  // has nothing to say gives its place to the next one of the plan.
  const ordered = [...plan.filter((t) => t !== 'bulletlist'), ...plan.filter((t) => t === 'bulletlist')];
  for (const type of ordered) {
    if (type === 'title') {
      const fromHeadline = index === 0 && ctx.headline && fits(ctx, 'title', ctx.headline) ? ctx.headline : undefined;
      const title =
        fromHeadline ??
        pick(ctx, titleCandidates(ctx, angle, vars, answer.titles, answer)) ??
        fallbackTitle(ctx, vars, answer.titles);
      answer.titles.add(fold(title));
      page.blocks.push({ type: 'title', value: title });
    } else if (type === 'offer') {
      const title = String(page.blocks.find((b) => b.type === 'title')?.value ?? '');
      const text = offerBlock(ctx, angle, vars, title);
      if (text) page.blocks.push({ type: 'offer', value: text });
    } else if (type === 'subtitle') {
      const text = pick(ctx, subtitleCandidates(ctx, angle, vars, page, answer));
      if (text) page.blocks.push({ type: 'subtitle', value: text });
    } else if (type === 'body') {
      const text = pick(ctx, bodyCandidates(ctx, angle, vars, answer, page));
      if (text) page.blocks.push({ type: 'body', value: text });
    } else if (type === 'bulletlist') {
      const items = bulletItems(ctx, page, answer, index);
      if (items) page.blocks.push({ type: 'bulletlist', value: items });
    }
  }
  // Keep the blocks the angle wants most when there are more than the format has room for.
  page.blocks = page.blocks
    .map((b) => ({ b, rank: plan.indexOf(b.type) }))
    .sort((x, y) => x.rank - y.rank)
    .slice(0, room)
    .map((x) => x.b);
  for (const b of page.blocks) {
    if (b.type === 'subtitle') answer.subtitles.add(fold(b.value));
    if (b.type === 'body') answer.bodies.add(fold(b.value));
    if (b.type === 'bulletlist') answer.lists++;
    for (const t of b.type === 'bulletlist' ? b.value : [b.value])
      for (const line of stockIn(ctx, t)) answer.bullets.set(line, 1);
  }
  const cta = ctaText(ctx, answer, page);
  answer.ctas.set(cta, (answer.ctas.get(cta) ?? 0) + 1);
  page.blocks.push({ type: 'cta', value: cta });
  page.blocks.sort((a, b) => DISPLAY_ORDER.indexOf(a.type) - DISPLAY_ORDER.indexOf(b.type));
  return page;
}

// ---------------------------------------------------------------- coverage

/** Indexes of the facts a page carries. */
function factsOf(ctx: Context, blocks: Block[]): Set<number> {
  const texts = blocks.flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value])).map(fold);
  const out = new Set<number>();
  ctx.facts.forEach((f, i) => {
    if (texts.some((t) => f.folded.some((n) => t.includes(n)))) out.add(i);
  });
  return out;
}

function weightOf(ctx: Context, facts: Set<number>): number {
  let n = 0;
  for (const i of facts) n += ctx.facts[i].weight;
  return n;
}

function pageKey(blocks: Block[]): string {
  return JSON.stringify(blocks.map((b) => [b.type, typeof b.value === 'string' ? fold(b.value) : b.value.map(fold)]));
}

function titleKey(blocks: Block[]): string {
  return fold(String(blocks.find((b) => b.type === 'title')?.value ?? ''));
}

/** Ways to make one page carry a fact, least disruptive first. */
function variantsWithFact(ctx: Context, page: PageState, fact: Fact): Block[][] {
  const out: Block[][] = [];
  const blocks = page.blocks;
  const replaceAt = (i: number, block: Block): Block[] => blocks.map((b, k) => (k === i ? block : b));
  const insert = (block: Block): Block[] =>
    [...blocks.filter((b) => b.type !== 'cta'), block, ...blocks.filter((b) => b.type === 'cta')].sort(
      (a, b) => DISPLAY_ORDER.indexOf(a.type) - DISPLAY_ORDER.indexOf(b.type),
    );
  const room = blocks.length < ctx.limits.maxBlocks;
  const has = (type: BlockType): number => blocks.findIndex((b) => b.type === type);

  if (fact.kind === 'offer' && 'offer' in ctx.limits.blocks) {
    const line = fact.lines.find((l) => fits(ctx, 'offer', l));
    if (line) {
      const at = has('offer');
      if (at < 0 && room) out.push(insert({ type: 'offer', value: line }));
      // (No "+" beside a price: see offerBlock.)
      const withPrice =
        at >= 0 &&
        ([...ctx.prices].some((p) => includesLoose(String(blocks[at].value), p)) ||
          [...ctx.prices].some((p) => fact.needles.includes(p)));
      if (at >= 0 && !withPrice) {
        const current = blocks[at].value as string;
        const joined = capFirst(
          `${current}${ctx.bank.offers.join}${line.charAt(0).toLowerCase()}${line.slice(1)}`,
          ctx.protect,
        );
        if (ctx.bank.cased && fits(ctx, 'offer', joined)) out.push(replaceAt(at, { type: 'offer', value: joined }));
        else if (!ctx.bank.cased && fits(ctx, 'offer', `${current}${ctx.bank.offers.join}${line}`))
          out.push(replaceAt(at, { type: 'offer', value: `${current}${ctx.bank.offers.join}${line}` }));
      }
    }
  }
  const bl = has('bulletlist');
  const bulletLimit = ctx.limits.blocks.bulletlist;
  if (bl >= 0 && bulletLimit) {
    const items = blocks[bl].value as string[];
    const line = fact.lines.find((l) => textLength(l) <= bulletLimit.maxChars);
    if (line) {
      if (items.length < Math.min(bulletLimit.maxItems, WRITTEN_BULLETS.max))
        out.push(replaceAt(bl, { type: 'bulletlist', value: [line, ...items] }));
      else {
        const plain = items.findIndex((it) => !ctx.facts.some((f) => f.needles.some((n) => includesLoose(it, n))));
        if (plain >= 0)
          out.push(replaceAt(bl, { type: 'bulletlist', value: items.map((it, k) => (k === plain ? line : it)) }));
      }
    }
  }
  for (const type of ['subtitle', 'body'] as const) {
    const at = has(type);
    const lines = fact.lines.filter((l) => fits(ctx, type, l));
    if (at >= 0) {
      const current = blocks[at].value as string;
      const end = ctx.bank.punctuation.sentenceEnd;
      const sep = ctx.bank.spaced ? ' ' : '';
      for (const l of lines) {
        const appended = tidy(`${current.replace(/[.。!?]$/, '')}${end}${sep}${l}${end}`);
        if (fits(ctx, type, appended)) out.push(replaceAt(at, { type, value: appended }));
        out.push(replaceAt(at, { type, value: l }));
      }
    } else if (room && type in ctx.limits.blocks && lines.length) {
      out.push(insert({ type, value: lines[0] }));
    }
  }
  // Titles of any angle that carry the fact.
  const ti = has('title');
  const titleNow = fold(String(blocks[ti]?.value ?? ''));
  page.titleFills ??= [page.angle, ...ANGLES.filter((a) => a !== page.angle)].flatMap((angle) =>
    ctx.bank.titles[angle]
      .map((raw) => fill(raw, ctx, page.vars))
      .filter((t): t is string => t !== undefined && fits(ctx, 'title', t)),
  );
  for (const text of page.titleFills) {
    if (fold(text) !== titleNow && !aboutThirdParty(ctx, text) && fact.needles.some((n) => includesLoose(text, n)))
      out.push(replaceAt(ti, { type: 'title', value: text }));
  }
  // A title with only a button beside it (a strip, or a 300x250 with no offer) must say something alone; a
  // bare phone or time ("218 876 540", "10h-17h") is no headline anywhere (a blind review counted such scraps).
  const titleAlone = ctx.limits.maxBlocks <= 2 || !blocks.some((b) => b.type !== 'title' && b.type !== 'cta');
  const mustStandAlone = titleAlone || fact.kind === 'contact' || fact.kind === 'date';
  for (const l of fact.lines)
    if (ti >= 0 && fits(ctx, 'title', l) && (!mustStandAlone || standsAlone(l, fact)))
      out.push(replaceAt(ti, { type: 'title', value: l }));
  // There a bare date gets a lead or an urgency line before it.
  if (ti >= 0 && mustStandAlone && fact.kind === 'date') {
    const { colon } = ctx.bank.punctuation;
    for (const l of fact.lines) {
      if (standsAlone(l, fact)) continue;
      // The advertiser's name leads first ("Paws & Co: Saturday, 10am–2pm"), then what is sold ("Photography
      // course: until 15 March"); alarm when the prompt sets a limit, or as the last way to show an
      // offer's end ("Last chance: until September 1"), never before the day of an event.
      const product = ctx.vars.product ? capFirst(ctx.vars.product, ctx.protect) : undefined;
      const named = datedHeadlines(
        l,
        [ctx.vars.brand, product].filter((x): x is string => Boolean(x)),
        colon,
        ctx.bank.spaced,
        ctx.bank.cased,
      ).filter((t) => fits(ctx, 'title', t));
      const alarm = ctx.tags.has('pressing') || (fact.deadline && !named.length) ? ctx.bank.urgency : [];
      for (const t of [...named, ...datedHeadlines(l, alarm, colon, ctx.bank.spaced, ctx.bank.cased)])
        if (fits(ctx, 'title', t)) out.push(replaceAt(ti, { type: 'title', value: t }));
    }
  }
  return out;
}

/**
 * How many of the prompt's facts the pages miss, as `checkFacts` reads the prompt and the pages; a test
 * made on first use from the analysis already made (it runs on every draft of a short title).
 */
function missingFactsTest(req: CopyRequest, read: PromptAnalysis): (pages: PageState[]) => number {
  let test: ReturnType<typeof missingTest> | undefined;
  return (pages) => {
    test ??= missingTest(factsOfPrompt(read, req.prompt, req.language), { language: req.language });
    return test(pages.map((p) => p.blocks)).length;
  };
}

/** An offer stands alone as a headline; a date's or place's line must say more than the fact (strip-titles.ts). */
function standsAlone(line: string, fact: Fact): boolean {
  // An offer says what to get, whatever its wording's needles; a contact line must hold a word ("Call
  // 555-0134", "Disponibles 24/7", whose needle is the whole line), a bare number says nothing.
  if (fact.kind === 'contact') return /\p{L}{3,}/u.test(line);
  return fact.kind === 'offer' || saysMoreThanFact(line, fact.needles);
}

/**
 * Puts every missing fact somewhere: tries each way of adding it to each page and keeps the one
 * that covers most (offers and dates weigh most), takes least away from the page it changes, and
 * suits that page's angle. Pages stay distinct.
 */
function ensureFacts(ctx: Context, pages: PageState[]): void {
  ctx.facts.forEach((fact, fi) => {
    const carried = pages.map((p) => factsOf(ctx, p.blocks));
    if (carried.some((c) => c.has(fi))) return;
    const keys = pages.map((p) => pageKey(p.blocks));
    const titles = pages.map((p) => titleKey(p.blocks));
    let best: { page: PageState; blocks: Block[]; score: number } | undefined;
    pages.forEach((p, index) => {
      const others = new Set<number>();
      carried.forEach((c, j) => {
        if (j !== index) for (const x of c) others.add(x);
      });
      const before = weightOf(ctx, new Set([...others, ...carried[index]]));
      variantsWithFact(ctx, p, fact).forEach((variant, order) => {
        const now = factsOf(ctx, variant);
        if (!now.has(fi)) return;
        const gain = weightOf(ctx, new Set([...others, ...now])) - before;
        if (gain <= 0) return;
        const key = pageKey(variant);
        const title = titleKey(variant);
        if (keys.some((k, j) => j !== index && k === key) || titles.some((t, j) => j !== index && t === title)) return;
        const damage = Math.max(0, carried[index].size + 1 - now.size);
        const score = gain * 100 - damage * 10 + suit(p.angle, fact) - index * 0.1 - order * 0.01;
        if (!best || score > best.score) best = { page: p, blocks: variant, score };
      });
    });
    if (best) best.page.blocks = best.blocks;
  });
}

/**
 * One page carries every fact the format has room for: a marketer posts one design, not the set, so
 * the page that already says most (the first, on a tie) also takes the facts the others carry
 * ("Grand opening" + "20% off" + "Saturday 10am" + "12 Main Street" on one design), where it can
 * without losing one it has, repeating a title or becoming another page.
 */
/**
 * Whether a page already shows every number of a fact in another wording ("Nur am 28.11." for "28. November"):
 * adding the fact would say it twice.
 */
function numbersShown(blocks: Block[], fact: Fact): boolean {
  const numbers = fact.needles.flatMap((n) => n.match(/\d+/g) ?? []);
  if (!numbers.length) return false;
  const shown = new Set(
    blocks.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])).flatMap((t) => t.match(/\d+/g) ?? []),
  );
  return numbers.every((n) => shown.has(n));
}

/**
 * Whether a page's new blocks only add to what it said: its title and every line stay (a bullet of the
 * category's filler may give its place), so completing a page never loses its headline ("Jazz in the
 * Park returns" is not swapped for "July 18–20").
 */
function keepsWords(before: Block[], after: Block[]): boolean {
  return before.every((b) => {
    const now = after.find((a) => a.type === b.type);
    if (!now) return false;
    if (b.type === 'bulletlist') return true;
    return fold(String(now.value)).includes(fold(String(b.value)).replace(/[.。!?]$/, ''));
  });
}

function completeOnePage(ctx: Context, pages: PageState[]): void {
  if (pages.length < 2 || ctx.facts.length < 2) return;
  const carried = pages.map((p) => factsOf(ctx, p.blocks));
  let lead = 0;
  carried.forEach((c, i) => {
    if (weightOf(ctx, c) > weightOf(ctx, carried[lead])) lead = i;
  });
  const page = pages[lead];
  ctx.facts.forEach((fact, fi) => {
    // Offers, dates, times, contacts, venues and speakers; the advertiser's name ("By Wok Express") added
    // to a full page is filler, a bare town too.
    // (Unless the page has room for a block of its own: with no stock line to fill it, the name says who
    // advertises there, never appended to a line it would keep from reading as a repeat.)
    const named = fact.needles.some((n) => n === ctx.vars.brand);
    const room = named && page.blocks.length < ctx.limits.maxBlocks;
    if (!room && (fact.weight < 2 || named || fact.needles.some((n) => n === ctx.vars.product))) return;
    const ownBlock = (blocks: Block[]): boolean => !named || blocks.length > page.blocks.length;
    const has = factsOf(ctx, page.blocks);
    if (has.has(fi) || numbersShown(page.blocks, fact)) return;
    const others = pages.filter((p) => p !== page);
    const keys = new Set(others.map((p) => pageKey(p.blocks)));
    const titles = new Set(others.map((p) => titleKey(p.blocks)));
    const variant = variantsWithFact(ctx, page, fact).find((blocks) => {
      const now = factsOf(ctx, blocks);
      return (
        now.has(fi) &&
        ownBlock(blocks) &&
        keepsWords(page.blocks, blocks) &&
        [...has].every((x) => now.has(x)) &&
        !keys.has(pageKey(blocks)) &&
        !titles.has(titleKey(blocks))
      );
    });
    if (variant) page.blocks = variant;
  });
}

function topicOf(copy: string, analysis: PromptAnalysis): Topic | undefined {
  const stops = [
    ...analysis.offers.map((text) => ({ text, offer: true })),
    ...[...analysis.dates, ...analysis.contacts.map((c) => c.text), ...analysis.days].map((text) => ({ text })),
  ];
  const context = [
    ...analysis.mentions,
    ...(analysis.venues ?? []).map((v) => v.name),
    ...(analysis.speakers ?? []),
    ...(analysis.location ? [analysis.location] : []),
    ...(analysis.places ?? []),
  ];
  return advertisedTopic(copy, analysis.brand, stops, context);
}

/**
 * The client's own sentences as one page (client-copy.ts), in place of the page that carries fewest
 * facts: a variant that says what, for how much, when and where as the owner wrote it.
 */
function addClientPage(
  ctx: Context,
  pages: PageState[],
  copy: string,
  topic: string | undefined,
  answer: AnswerState,
  missingFacts: (pages: PageState[]) => number,
): void {
  if (pages.length < 2) return;
  // the button first: a phone or an address it carries is not also a line of the page
  const cta = ctaText(ctx, answer);
  const buttonContact = ctx.channelCtas.find((c) => c.text === cta)?.shows;
  const blocks = clientCopyBlocks(
    copy,
    topic,
    {
      ...(ctx.vars.brand ? { brand: ctx.vars.brand } : {}),
      context: ctx.mentions,
      ...(buttonContact ? { buttonContact } : {}),
    },
    {
      fits: (type, text) => fits(ctx, type, text),
      maxBlocks: ctx.limits.maxBlocks,
      maxBullets: Math.min(WRITTEN_BULLETS.max, ctx.limits.blocks.bulletlist?.maxItems ?? 0),
      colon: ctx.bank.punctuation.colon,
    },
  );
  if (!blocks) return;
  // it must leave out no more of the prompt's facts than the most complete page (checked as the fact
  // check reads them: a sentence too long to fit may have left one out)
  const missing = pages.map((p) => missingFacts([p]));
  if (missingFacts([{ ...pages[0], blocks }]) > Math.min(...missing)) return;
  const key = (text: string): string =>
    fold(text)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  // in place of the page with the same headline, else of the one that leaves out most
  const title = key(String(blocks[0].value));
  const same = pages.findIndex((p) => key(String(p.blocks[0]?.value ?? '')) === title);
  // (a page that alone has a list or a body keeps its place: the answer keeps its layouts)
  const alone = (i: number): boolean =>
    pages[i].blocks.some(
      (b) =>
        (b.type === 'bulletlist' || b.type === 'body') &&
        !pages.some((p, j) => j !== i && p.blocks.some((o) => o.type === b.type)),
    );
  const order = missing.map((m, i) => ({ m, i })).sort((a, b) => b.m - a.m || a.i - b.i);
  const weakest = same >= 0 ? same : (order.find(({ i }) => !alone(i)) ?? order[0]).i;
  const page: PageState = { ...pages[weakest], blocks: [...blocks, { type: 'cta', value: cta }] };
  pages[weakest] = page;
}

/**
 * A page that carries an offer carries the date that bounds it too ("Free enrolment" without "until 31 May"
 * promises it for ever; "-20 %" without "le mardi", every day), where it can without losing a line or
 * becoming another page. (The offers are placed first: this only adds to the pages that show one.)
 */
function keepOfferConditions(ctx: Context, pages: PageState[]): void {
  const conditions = ctx.facts.flatMap((f, i) => (f.condition ? [i] : []));
  if (!conditions.length) return;
  pages.forEach((page, index) => {
    for (const ci of conditions) {
      const has = factsOf(ctx, page.blocks);
      if (has.has(ci) || numbersShown(page.blocks, ctx.facts[ci])) continue;
      if (![...has].some((x) => ctx.facts[x].kind === 'offer')) return;
      const others = pages.filter((_, j) => j !== index);
      const keys = new Set(others.map((p) => pageKey(p.blocks)));
      const titles = new Set(others.map((p) => titleKey(p.blocks)));
      const variant = variantsWithFact(ctx, page, ctx.facts[ci]).find((blocks) => {
        const now = factsOf(ctx, blocks);
        return (
          now.has(ci) &&
          keepsWords(page.blocks, blocks) &&
          [...has].every((x) => now.has(x)) &&
          !keys.has(pageKey(blocks)) &&
          !titles.has(titleKey(blocks))
        );
      });
      if (variant) page.blocks = variant;
    }
  });
}

/**
 * What is advertised, in the prompt's own words (advertised-thing.ts), heads the most complete page when no
 * page names it: a blood drive whose pages said only the organiser and a date says "Blutspende". It leads the
 * old headline ("Blutspende: Samstag, 14. März"), or takes the headline and sends the old one to a free
 * subtitle, or replaces a headline that carried no fact; the lead page first, then the others.
 */
function nameTheThing(ctx: Context, pages: PageState[], thing: string | undefined): void {
  if (!thing) return;
  const texts = pages.flatMap((p) => p.blocks.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
  if (texts.some((t) => includesLoose(t, thing))) return;
  const head = capFirst(thing, ctx.protect);
  const order = pages
    .map((p, i) => ({ p, i, weight: weightOf(ctx, factsOf(ctx, p.blocks)) }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  const titles = new Set(pages.map((p) => titleKey(p.blocks)));
  for (const { p } of order) {
    const at = p.blocks.findIndex((b) => b.type === 'title');
    if (at < 0) continue;
    const old = String(p.blocks[at].value);
    const lead = joined(head, old, ctx.bank.punctuation.colon, ctx.bank.spaced, ctx.bank.cased);
    const title = (text: string): Block => ({ type: 'title', value: text });
    if (!/[:：]/u.test(old) && fits(ctx, 'title', lead) && !titles.has(fold(lead))) {
      p.blocks[at] = title(lead);
      return;
    }
    if (!fits(ctx, 'title', head) || titles.has(fold(head))) return;
    const subtitleFree =
      !p.blocks.some((b) => b.type === 'subtitle') &&
      p.blocks.length < ctx.limits.maxBlocks &&
      ctx.limits.blocks.subtitle &&
      fits(ctx, 'subtitle', old);
    if (subtitleFree) {
      p.blocks.splice(at, 1, title(head), { type: 'subtitle', value: old });
      return;
    }
    if (factsOf(ctx, [p.blocks[at]]).size === 0) {
      p.blocks[at] = title(head);
      return;
    }
  }
}

/**
 * Every headline says what is advertised (or the offer): "What you get", "Meet Skyline Hotel", "Save the date:
 * November 26" or "Utrecht" name nothing a reader could want. A headline that names neither the thing, the
 * product, the event, the role nor the offer is led by the thing ("Bake sale: November 26"), its lead part
 * giving way when that is only the advertiser's name or an announcement; a headline of no fact at all (a
 * stock line, "Meet {brand}") gives way to the thing. Headlines stay distinct; one that would not fit stays.
 */
function headWithTheThing(ctx: Context, pages: PageState[], thing: string | undefined, copy: string): void {
  if (!thing) return;
  // Only a thing read whole: not one cut at an abbreviation or inside a price ("Kinderkleiderbörse Sa",
  // "Na compra acima de R").
  const at0 = copy.indexOf(thing);
  const next = at0 < 0 ? '' : copy.slice(at0 + thing.length, at0 + thing.length + 1);
  if (/[\p{L}\p{N}$€£¥]/u.test(next) || (next === '.' && /(?:^|\s)\p{L}{1,3}$/u.test(thing))) return;
  const head = capFirst(thing, ctx.protect);
  const names = [thing, ctx.vars.product, ctx.vars.event, ctx.vars.role, ctx.vars.offer].filter((n): n is string =>
    Boolean(n && n.trim().length >= 2),
  );
  // (Headlines compared without their punctuation: "Tax season?" and "Tax season" read as one.)
  const key = (t: string): string =>
    fold(t)
      .replace(/[\p{P}\s]+/gu, ' ')
      .trim();
  const titles = new Set(pages.map((p) => key(String(p.blocks.find((b) => b.type === 'title')?.value ?? ''))));
  const join = (line: string): string =>
    joined(head, line, ctx.bank.punctuation.colon, ctx.bank.spaced, ctx.bank.cased);
  // Facts of a text: all of them, and those other than names (a date, a price, an offer, a phone).
  const factsIn = (text: string, names?: boolean): number =>
    [...factsOf(ctx, [{ type: 'title', value: text }])].filter(
      (i) => names || (ctx.facts[i].kind !== 'name' && ctx.facts[i].kind !== 'contact'),
    ).length;
  const brand = ctx.vars.brand;
  const seen = new Set<string>();
  for (const p of pages) {
    const at = p.blocks.findIndex((b) => b.type === 'title');
    if (at < 0) continue;
    const old = String(p.blocks[at].value);
    // (A headline another page already has gives way too: "Jetzt bei Hotel Seeblick" twice.)
    const twice = seen.has(key(old));
    seen.add(key(old));
    if (!twice && names.some((n) => includesLoose(old, n) || fold(old).includes(fold(n)))) continue;
    const colon = /[:：]/u.exec(old);
    const before = colon ? old.slice(0, colon.index).trim() : '';
    const after = colon ? old.slice(colon.index + 1).trim() : old;
    // The prompt's own words ("ganhe uma ecobag") already say what is offered, even when not read as a fact.
    if (!twice && fold(after).length >= 8 && fold(copy).includes(fold(after))) continue;
    // A part that gives way says none of the prompt's words but the name and the thing ("In January" stays).
    const said0 = new Set(fold(`${thing} ${brand ?? ''}`).match(/[\p{L}\p{N}]{3,}/gu) ?? []);
    const ownWords = (text: string): boolean =>
      (fold(text).match(/[\p{L}\p{N}]{3,}/gu) ?? []).some(
        (w) => !said0.has(w) && new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'u').test(fold(copy)),
      );
    if (!twice && ownWords(colon ? before : old) && !(colon && factsIn(before, true) > 0)) continue;
    const candidates: string[] = [];
    // A name stays in its headline (the advertiser, a speaker); what it leads or follows may give way.
    if (brand && includesLoose(head, brand)) {
      if ((factsIn(old, true) === 0 || fold(old).length <= fold(brand).length + 12) && !ownWords(old))
        candidates.push(head);
    } else if (colon && factsIn(before, true) > 0) {
      if (factsIn(after, true) === 0)
        candidates.push(joined(before, head, ctx.bank.punctuation.colon, ctx.bank.spaced, false));
    } else if (factsIn(after) > 0) candidates.push(join(after));
    else if (factsIn(after, true) === 0) candidates.push(head);
    else if (brand && includesLoose(after, brand) && fold(after).length <= fold(brand).length + 12)
      // "Meet Fresh Cuts Barbershop", "Entdecke FitWerk Studio": the name, then the thing.
      candidates.push(joined(brand, head, ctx.bank.punctuation.colon, ctx.bank.spaced, false));
    if (twice) candidates.push(head, join(old));
    // The thing already said under a headline of facts ("Exklusive 4-Zimmer-Wohnung in …"): no second time.
    const said = p.blocks.some((b, k) => k !== at && typeof b.value === 'string' && includesLoose(b.value, thing));
    if (said && !twice && factsIn(head) > 0) continue;
    // (Nor a fact the page says elsewhere: "Studio Adem: Gratis proefles yoga" over "Gratis proefles".)
    const rest = factsOf(
      ctx,
      p.blocks.filter((_, k) => k !== at),
    );
    const had = factsOf(ctx, [p.blocks[at]]);
    const repeats = (t: string): boolean =>
      [...factsOf(ctx, [{ type: 'title', value: t }])].some((i) => !had.has(i) && rest.has(i));
    const next = candidates.find(
      (t) =>
        fits(ctx, 'title', t) &&
        !titles.has(key(t)) &&
        !repeats(t) &&
        !p.blocks.some((b, k) => k !== at && typeof b.value === 'string' && includesLoose(b.value, t)),
    );
    if (!next) {
      // A second page's headline with no room for the thing: the page's own line of an offer or a date
      // heads it instead ("Die 4. Nacht ist gratis" under a second "Jetzt bei Hotel Seeblick").
      const k = twice
        ? p.blocks.findIndex(
            (b, j) =>
              j !== at &&
              (b.type === 'subtitle' || b.type === 'body') &&
              typeof b.value === 'string' &&
              factsIn(b.value) > 0 &&
              fits(ctx, 'title', b.value) &&
              !titles.has(key(b.value)),
          )
        : -1;
      if (k < 0) continue;
      const line = String(p.blocks[k].value);
      titles.add(key(line));
      p.blocks[at] = { type: 'title', value: line };
      p.blocks.splice(k, 1);
      continue;
    }
    titles.delete(key(old));
    titles.add(key(next));
    p.blocks[at] = { type: 'title', value: next };
  }
}

/**
 * When no page carries every fact, the one that says most in few words (fact-page.ts) takes the place of
 * the page with the same headline, else of the one that carries least: the thing advertised as the headline,
 * the rest side by side. It must carry more than any page and leave out no more of the checked facts.
 */
function addFactPage(
  ctx: Context,
  pages: PageState[],
  answer: AnswerState,
  thing: string | undefined,
  missingFacts: (pages: PageState[]) => number,
): void {
  if (pages.length < 2 || ctx.facts.length < 2) return;
  const weights = pages.map((p) => weightOf(ctx, factsOf(ctx, p.blocks)));
  if (pages.some((p) => factsOf(ctx, p.blocks).size === ctx.facts.length)) return;
  const lead = weights.indexOf(Math.max(...weights));
  // (the headlines written so far, vetted: one naming the thing advertised first, then the lead page's)
  const written = [pages[lead], ...pages]
    .map((p) => ({ title: String(p.blocks.find((b) => b.type === 'title')?.value ?? ''), page: p.blocks }))
    .filter((h) => !aboutThirdParty(ctx, h.title));
  const what = [thing, ctx.vars.product].filter((x): x is string => !!x);
  const heads = [...written.filter((h) => what.some((w) => includesLoose(h.title, w))), ...written];
  const names = [ctx.vars.brand, ctx.vars.product, ctx.vars.location];
  const facts = ctx.facts.map((f) => ({
    ...f,
    bare: f.kind === 'name' && (f.weight < 2 || names.includes(f.needles[0])),
  }));
  // (the button of the page it is likely to replace, so the answer's buttons stay as varied)
  const weakestCta = pages[weights.indexOf(Math.min(...weights))].blocks.find((b) => b.type === 'cta')?.value;
  const own = typeof weakestCta === 'string' ? weakestCta : ctaText(ctx, answer, pages[lead]);
  const ctas = [own, ...ctx.channelCtas.filter((c) => c.shows).map((c) => c.text)];
  const built = factPage(
    heads.filter((h, i) => heads.findIndex((o) => o.page === h.page) === i),
    facts,
    [...new Set(ctas)],
    {
      fits: (type, text) => fits(ctx, type, text),
      maxBlocks: ctx.limits.maxBlocks,
      colon: ctx.bank.punctuation.colon,
      separator: ctx.bank.spaced ? ' · ' : '／',
    },
    ctx.vars.brand,
  );
  if (!built || built.weight <= Math.max(...weights)) return;
  const missing = pages.map((p) => missingFacts([p]));
  if (missingFacts([{ ...pages[lead], blocks: built.blocks }]) > Math.min(...missing)) return;
  const title = titleKey(built.blocks);
  const same = pages.findIndex((p) => titleKey(p.blocks) === title);
  const weakest = same >= 0 ? same : weights.indexOf(Math.min(...weights));
  pages[weakest] = { ...pages[weakest], blocks: built.blocks };
}

/** A badge (the offer block) that says only what its page's headline says is dropped: the fact is read twice. */
function dropRepeatedBadge(ctx: Context, page: PageState): void {
  const title = String(page.blocks.find((b) => b.type === 'title')?.value ?? '');
  const at = page.blocks.findIndex((b) => b.type === 'offer');
  if (!title || at < 0) return;
  const badge = String(page.blocks[at].value);
  const carried = ctx.facts.filter((f) => f.needles.some((n) => includesLoose(badge, n)));
  if (carried.length && carried.every((f) => f.needles.some((n) => includesLoose(title, n)))) page.blocks.splice(at, 1);
}

function suit(angle: Angle, fact: Fact): number {
  if (fact.kind === 'offer') return angle === 'offer' ? 3 : angle === 'urgency' ? 2 : angle === 'seasonal' ? 1 : 0;
  if (fact.kind === 'date') return angle === 'urgency' ? 3 : angle === 'offer' ? 2 : 0;
  return angle === 'social-proof' || angle === 'feature' || angle === 'benefit' ? 2 : 0;
}

// ---------------------------------------------------------------- entry point

/** A hobby or children's course is not written in a boardroom voice ("For teams that deliver"). */
function leisureTone(tone: Mood, analysis: PromptAnalysis, req: CopyRequest): Mood {
  if (tone !== 'professional' || req.persona?.emotions?.length || req.persona?.designTags?.length) return tone;
  if (!isLeisureLearning(linesCategory(analysis.category, fold(req.prompt)), analysis, fold(req.prompt))) return tone;
  return analysis.audienceId === 'kids' || analysis.audienceId === 'families' ? 'playful' : 'calm';
}

export interface CopyResult {
  pages: Page[];
  /** The prompt's analysis, with the persona's brand, category and audience filled in where the prompt has none. */
  analysis: PromptAnalysis;
  /** The angle of each page, in order. */
  angles: Angle[];
  /** The tone the copy was written in: the persona's when it sets one, else the prompt's mood. */
  tone: Mood;
}

export function writeCopy(req: CopyRequest): CopyResult {
  const count = checkRequest(req);
  const formatClass = classifyFormat(req.width, req.height);
  // (read once: the analysis and the own lines below both read it)
  const brief = readBrief(req.prompt);
  const read = analyzePrompt(req.prompt, brief);
  const merged = mergePersona(read, req.persona);
  // The language asked for is evidence of the prompt's own (see language-prior.ts).
  const analysis = {
    ...merged.analysis,
    promptLanguage: promptLanguageFor(req.prompt, merged.analysis.promptLanguage, req.language),
  };
  const tone = leisureTone(merged.tone, analysis, req);
  const seed = hashString(
    JSON.stringify([req.prompt, req.width, req.height, req.language, count, req.seed ?? 0, req.persona ?? null]),
  );
  const rng = createRng(seed);
  // Own lines, course and role names are read from the prompt without a brief's request (see brief.ts).
  const ctx = buildContext(analysis, tone, { ...req, prompt: brief.copy }, formatClass, rng);
  const angles = chooseAngles(ctx, analysis, count);
  const answer: AnswerState = {
    titles: new Set(),
    subtitles: new Set(),
    bodies: new Set(),
    bullets: new Map(),
    lists: 0,
    ctas: new Map(),
  };
  const pages = angles.map((angle, i) => composePage(ctx, angle, i, answer));
  const missingFacts = missingFactsTest(req, read);
  ensureFacts(ctx, pages);
  completeOnePage(ctx, pages);
  keepOfferConditions(ctx, pages);
  // What the prompt advertises, in its own words (in its own language only: its words are not translated)
  const sameLanguage = analysis.promptLanguage === req.language;
  const topic = sameLanguage ? topicOf(brief.copy, analysis) : undefined;
  if (sameLanguage) addClientPage(ctx, pages, brief.copy, topic?.text, answer, missingFacts);
  leadShortTitles(
    {
      ...(ctx.vars.brand ? { brand: ctx.vars.brand } : {}),
      ...(ctx.vars.product ? { product: ctx.vars.product } : {}),
      capitalise: (text) => capFirst(text, ctx.protect),
      colon: ctx.bank.punctuation.colon,
      spaced: ctx.bank.spaced,
      cased: ctx.bank.cased,
      ...(ctx.headline ? { headline: ctx.headline } : {}),
      facts: ctx.facts,
      venuePhrases: ctx.venuePhrases,
      mentions: ctx.mentions,
      short: ctx.formatClass === 'strip' || ctx.formatClass === 'square-small',
      roomy: ctx.limits.maxBlocks > 2,
      fitsTitle: (text) => fits(ctx, 'title', text),
      missingFacts: () => missingFacts(pages),
    },
    pages,
  );
  // (the thing as the sentence naming the advertiser says it, else as the prompt opens)
  const thing = sameLanguage ? (advertisedThing(brief.copy, analysis) ?? topic?.text) : undefined;
  if (sameLanguage) nameTheThing(ctx, pages, thing);
  addFactPage(ctx, pages, answer, thing, missingFacts);
  for (const p of pages) dropRepeatedBadge(ctx, p);
  // Offers, dates, contacts and a street address once per page (repeated-facts.ts); names may recur
  // ("All at Nail Studio Ivy").
  const address = ctx.tags.has('address') ? analysis.location : undefined;
  const stated = ctx.facts.map((f) => (address && f.needles[0] === address ? { ...f, kind: 'address' } : f));
  const titles = pages.map((p) => String(p.blocks.find((b) => b.type === 'title')?.value ?? ''));
  pages.forEach(
    (p, i) =>
      (p.blocks = withoutRepeatedFacts(
        p.blocks,
        stated,
        titles.filter((_, j) => j !== i),
      )),
  );
  if (sameLanguage) headWithTheThing(ctx, pages, thing, brief.copy);
  // A fact keeps the words that make it true ("tot €1.500", "em 12x de R$ 39,90", "初回限定"): qualifiers.ts.
  if (sameLanguage) {
    const qualifiedOnes = qualifiedFacts(brief.copy, analysis.dateDetails);
    const fitting = (type: BlockType, text: string): boolean => fits(ctx, type, text);
    const titleOf = (blocks: Block[]): string => String(blocks.find((b) => b.type === 'title')?.value ?? '');
    for (const p of pages) {
      const others = new Set(pages.filter((o) => o !== p).map((o) => titleOf(o.blocks).toLowerCase()));
      p.blocks = keepQualifiers(p.blocks, qualifiedOnes, fitting, ctx.vars.brand, others);
    }
  }
  // The bank spells American; a British advertiser's copy is spelt British (british-spelling.ts).
  if (req.language === 'english' && isBritishPrompt(req.prompt))
    for (const p of pages) p.blocks = britishBlocks(p.blocks, req.prompt);
  // The bank leans Brazilian; a prompt from Portugal is written European (european-portuguese.ts).
  if (req.language === 'portuguese' && isEuropeanPortuguesePrompt(req.prompt))
    for (const p of pages) p.blocks = europeanBlocks(p.blocks, req.prompt);
  return { pages: pages.map((p) => p.blocks), analysis, angles: pages.map((p) => p.angle), tone };
}
