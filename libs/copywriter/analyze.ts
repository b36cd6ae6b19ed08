// Reads a prompt the way a copywriter would: what is sold, by whom, to whom, which offers and dates,
// which season or event, which call to action and which mood. Rules and word lists, no model: names
// are found by position and capitalisation, so unusual phrasing can be missed (never invented).
import { namedTimes } from './named-times';
import { findAddresses, wholeAddress } from './addresses';
import { isJapaneseNameQuote, scriptNames } from './script-names';
import {
  AUDIENCE_WORDS,
  CATEGORY_MOOD,
  CATEGORY_WORDS,
  CTA_HINTS,
  CTA_PHRASES,
  EVENT_MOOD,
  EVENT_WORDS,
  NOT_AN_OPENING,
  LAUNCH_WORDS,
  MONTH_ABBREVIATIONS,
  MONTH_WORDS,
  MOOD_WORDS,
  NOT_NAMES,
  OPENING_PLACES,
  PRODUCT_WORDS,
  RELATIVE_DATE_WORDS,
  SALE_WORDS,
  SEASON_CONTEXT,
  SEASON_WORDS,
  STOP_WORDS,
  UNTIL_WORDS,
  WEEKDAY_WORDS,
} from './lexicon';
import { findAllHours, findContacts, findDayRanges, findSpecs } from './contacts';
import { categoryScores, detectAction, detectCategory, neutralize } from './intent';
import { findArabicBrand } from './arabic-names';
import { type BriefReading, readBrief } from './brief';
import { detectLanguage } from './language-detect';
import { findMentions } from './mentions';
import { findOccasionThemes, findOccasionVenues, WHEN_NAMES } from './occasion-venues';
import { isFeatureWord } from './feature-words';
import { isAudienceRun } from './audience-nouns';
import {
  afterOwnBusiness,
  countedNoun,
  givenWithPhone,
  headsAsAdvertiser,
  isCoinedLyName,
  isOccasionTheme,
  isInitialBefore,
  isJobTitle,
  isOccasionOrFormat,
  isVenueName,
  opensJapanesePrompt,
} from './advertiser-names';
import { followsTradeHead, isTradeHead } from './trade-names';
import { hasTradeWord, ownNameBlank } from './own-name-trade';
import { isGeographicName } from './geographic-names';
import { findFreePhrases, findOrdinalOffers } from './offer-phrases';
import { findBareHour, findBareHours } from './bare-hours';
import { findOpeningDays } from './opening-days';
import { findBareWeekdays, settleWeekdays } from './recurring-days';
import { areaAfter, buysAfter, buysBefore, scopeAfter, scopeBefore } from './offer-scope';
import { withListedDays } from './listed-days';
import { includedAfter, joinsRange, rangeHighAfter, rangeLowBefore, saysFromPrice, saysUpTo } from './price-forms';
import { findSpeakers } from './speakers';
import {
  DWELLING_TYPOLOGY,
  endsInOccasion,
  FEAST_NAME_LEAD,
  isVenueOfOccasion,
  MAKER_PREPOSITIONS,
} from './occasion-heads';
import { isGermanPhraseRun } from './german-runs';
import {
  type Folded,
  type Span,
  countKeywords,
  findKeyword,
  findKeywords,
  foldWithMap,
  hasAnyKeyword,
  overlaps,
  sliceOriginal,
} from './matching';
import { fold } from './text';
import type {
  AudienceId,
  Category,
  CtaIntent,
  Currency,
  DateRef,
  DeadlineAction,
  EventId,
  LanguageId,
  Money,
  Mood,
  Offer,
  Period,
  PlainOfferKind,
  ProductConcept,
  PromptAnalysis,
  SeasonId,
} from './types';

interface Found<T> {
  span: Span; // in original coordinates
  value: T;
}

/** Spans of the original already read as offers, dates, events …: never taken as names. */
class Taken {
  readonly spans: Span[] = [];
  add(span: Span): void {
    this.spans.push(span);
  }
  has(span: Span): boolean {
    return this.spans.some((s) => overlaps(s, span));
  }
}

// ---------------------------------------------------------------- offers

const CURRENCY_SYMBOLS: ReadonlyArray<readonly [string, Currency]> = [
  ['US$', 'USD'],
  ['C$', 'CAD'],
  ['CA$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['₹', 'INR'],
  ['CHF', 'CHF'],
  ['AED', 'AED'],
  ['SAR', 'SAR'],
  ['INR', 'INR'],
  ['MXN', 'MXN'],
  ['USD', 'USD'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['JPY', 'JPY'],
  ['CAD', 'CAD'],
  ['AUD', 'AUD'],
  ['BRL', 'BRL'],
  ['dollars', 'USD'],
  ['dollar', 'USD'],
  ['euros', 'EUR'],
  ['euro', 'EUR'],
  ['pounds', 'GBP'],
  ['درهم', 'AED'],
  ['ريال', 'SAR'],
  ['ر.س', 'SAR'],
  ['د.إ', 'AED'],
  ['جنيه', 'EGP'],
  ['ج.م', 'EGP'],
  ['EGP', 'EGP'],
];
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SYMBOL_ALT = CURRENCY_SYMBOLS.map(([s]) => escapeRe(s)).join('|');
const NUMBER = String.raw`(\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
/** "$2.45M", "€350k", "5 Mio. €": the multiplier is part of the amount. */
const MULTIPLIER = String.raw`(?:\s?(k|K|m|M|mn|bn|million|millions|billion|Mio\.?|Mrd\.?|millones|milioni|milhões|miljoen|万))?`;
// An abbreviation is no multiplier: "€ 2.450.000 k.k." (kosten koper) is 2.45 million, not billion.
// "$250 MXN": the code after the amount names the currency the symbol leaves open.
const CODE_AFTER = String.raw`(?:\s?(MXN|USD|CAD|AUD|BRL|EGP|EUR|GBP|CHF|AED|SAR|INR))?`;
const MONEY_BEFORE = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}])(${SYMBOL_ALT})\s?${NUMBER}${MULTIPLIER}${CODE_AFTER}(?![\p{L}\p{N}%]|[.,]\d|\.\p{L})`,
  'gu',
);
const MONEY_AFTER = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{N}.,])${NUMBER}${MULTIPLIER}\s?(${SYMBOL_ALT})(?![\p{Script=Latin}\p{N}])`,
  'gu',
);

function multiplierOf(word: string | undefined): number {
  if (word === '万') return 10_000;
  if (!word) return 1;
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w === 'k') return 1e3;
  if (w === 'bn' || w === 'billion' || w === 'mrd') return 1e9;
  return 1e6;
}

const AMOUNT_OFF_AFTER =
  /^\s*(?:off|de descuento|de réduction|de remise|rabatt|di sconto|de desconto|korting|オフ|引き)/i;
const SAVE_BEFORE = /(?:save|ahorra|économisez|spare|risparmia|economize|bespaar|وفر)\s*$/i;
/** "saves you $500", "savings of $200": what a product saves its user, not a discount. */
const SAVING_BEFORE =
  /(?:saves?|saving|savings\s+of|save\s+up\s+to|ahorra(?:r)?(?:te)?|économise[rz]?|spart|sparen\s+sie|risparmi(?:a|are)|economiz(?:a|e|ar)|bespaar(?:t)?|يوفر|وفر)\s+(?:you|users|customers|families|teams|people|te|vous|ihnen|dir|ti|voc[eê]|je|u|لك)?\s*(?:up\s+to|an\s+average\s+of|on\s+average|hasta|jusqu['’]à|bis\s+zu|fino\s+a|at[eé]|tot)?\s*$/iu;
const PERIOD_AFTER: ReadonlyArray<readonly [Period, RegExp]> = [
  [
    'year',
    /^\s*(?:(?:a|per|every|each|\/)\s*(?:year|yr|annum)|annually|yearly|al\s+año|por\s+año|\/\s*año|par\s+an|\/\s*an|pro\s+jahr|im\s+jahr|jährlich|all['’]anno|l['’]anno|\/\s*anno|por\s+ano|ao\s+ano|per\s+jaar|\/\s*jaar|سنويًا|سنويا)(?![\p{L}])/iu,
  ],
  [
    'month',
    /^\s*(?:(?:a|per|every|each|\/)\s*(?:month|mo|mth)|monthly|al\s+mes|por\s+mes|\/\s*mes|par\s+mois|\/\s*mois|pro\s+monat|im\s+monat|monatlich|\/\s*monat|al\s+mese|\/\s*mese|por\s+m[eê]s|ao\s+m[eê]s|\/\s*m[eê]s|per\s+maand|\/\s*maand|\/\s*月|شهريًا|شهريا)(?![\p{L}])/iu,
  ],
  [
    'week',
    /^\s*(?:(?:a|per|every|each|\/)\s*(?:week|wk)|weekly|a\s+la\s+semana|por\s+semana|par\s+semaine|pro\s+woche|a\s+settimana|por\s+semana|per\s+week|أسبوعيًا)(?![\p{L}])/iu,
  ],
  [
    'day',
    /^\s*(?:(?:a|per|every|each|\/)\s*day|daily|al\s+día|por\s+día|par\s+jour|pro\s+tag|al\s+giorno|por\s+dia|per\s+dag|يوميًا)(?![\p{L}])/iu,
  ],
];
/** "only $19", "now €9": the prompt itself calls the price a bargain (a whole word: "menu £35" holds no "nu"). */
const SALE_PRICE_BEFORE =
  /(?<!\p{Script=Latin})(?:only|just|now|now\s+only|a\s+mere|special\s+price|sale\s+price|solo|sólo|por\s+solo|seulement|à\s+seulement|nur|für\s+nur|jetzt|a\s+soli|apenas|por\s+apenas|slechts|nu|たった|わずか|فقط)\s*:?\s*$/iu;
/** "every $5 plants a tree", "$10 feeds a family", "donate $25": a gift, not a price. */
const DONATION_AFTER =
  /^\s*(?:can\s+|will\s+|could\s+)?(?:plants?|feeds?|provides?|buys?|funds?|pays?\s+for|sends?|supplies|covers?|protects?|gives?|helps?|saves?|vaccinates?|educates?|shelters?|rescues?|sponsors?|brings?|supports?|builds?|trains?|delivers?|keeps?|plante|nourrit|finance|pflanzt|ernährt|finanziert|pianta|nutre|finanzia|planta|alimenta|financia|proporciona|plant|voedt|يطعم|يزرع|يوفر)(?![\p{L}])/iu;
const EVERY_MONEY_BEFORE = /(?:every|each|just|only|a|cada|chaque|jede[rsn]?|ogni|elke|iedere|كل)\s*$/iu;
const DONATE_BEFORE =
  /(?:donat(?:e|ing|ion\s+of)|give|giving|gift\s+of|sponsor(?:ing)?|contribute|donar?|dona|faites\s+un\s+don\s+de|donnez|spenden?(?:\s+sie)?|doe|doneer|تبرع(?:\s+ب)?)\s*(?:just|only|as\s+little\s+as|from|solo|seulement|nur|apenas|slechts)?\s*$/iu;
const DONATION_CLAUSE = /^[^,.;:!?—–\n]{0,50}/u;
const MINIMUM_BEFORE =
  /(?:over|above|more\s+than|at\s+least|orders\s+over|orders\s+above|orders\s+of|purchases\s+(?:over|of)|spend|spending|spend(?:ing)?\s+(?:over|more\s+than|at\s+least)|when\s+you\s+spend|minimum(?:\s+spend)?(?:\s+of)?|min\.?(?:\s+spend)?|(?:pedidos|compras|commandes?|bestellungen|ordini|encomendas|bestellingen)\s+(?:desde|a\s+partir\s+de|de\s+m[aá]s\s+de|dès|ab|über|da|oltre|acima\s+de|vanaf|boven)|más\s+de|superior\s+a|compras\s+de|dès|plus\s+de|über|ab\s+einem|oltre|sopra|acima\s+de|boven|vanaf\s+een|minimum\s+order(?:\s+of)?|(?:pedido|compra|commande|ordine|spesa|encomenda)\s+m[ií]nim[oa]\s+(?:de|di|d['’]achat\s+de)|m[ií]nimo\s+de|minimum\s+de|minimo\s+di|Mindestbestellwert(?:\s+von)?|Mindestumsatz(?:\s+von)?|minimale\s+bestelling\s+van|minimaal|فوق|أكثر\s+من|تزيد\s+عن|بقيمة|بحد\s+أدنى|الحد\s+الأدنى\s+للطلب)\s*$/iu;
/** "dès 50 € d'achat", "ab 50 € Bestellwert", "5000円以上": a minimum written after the amount. */
const MINIMUM_AFTER =
  /^\s*(?:d['’]achats?|einkaufswert|bestellwert|di\s+spesa|de\s+compra|em\s+compras|aan\s+boodschappen|以上)/iu;
const FROM_BEFORE =
  /(?:from|starting at|starting from|starts at|from only|desde|a partir de|à partir de|dès|ab|a partire da|vanaf|ab nur)\s*$/i;

/** The price a sale replaces: "statt 129 €", "(antes 79 €)", "was $79", "au lieu de 40 €", "通常3,000円". */
const WAS_BEFORE =
  /(?:\binstead\s+of|\bwas|\bwere|\bregularly|\bregular\s+price|\breg\.|\bnormally|\busually|\boriginally|\bstatt|\banstatt|\bregulär|\bantes|\ben\s+lugar\s+de|\bau\s+lieu\s+de|\binvece\s+di|\banziché|\bem\s+vez\s+de|\bvan|\bi\.p\.v\.|\bnormaal|通常価格|通常|定価|بدلاً\s+من|بدلا\s+من|بدل)\s*:?\s*$/iu;

function parseNumber(raw: string): { value: number; decimals: number } {
  const s = raw.replace(/[\s\u00a0\u202f']/g, '');
  const lastSep = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  if (lastSep >= 0 && s.length - lastSep - 1 <= 2) {
    const intPart = s.slice(0, lastSep).replace(/[.,]/g, '');
    const decPart = s.slice(lastSep + 1);
    return { value: Number(`${intPart}.${decPart}`), decimals: 2 };
  }
  return { value: Number(s.replace(/[.,]/g, '')), decimals: 0 };
}

function currencyOf(symbol: string): Currency {
  const hit = CURRENCY_SYMBOLS.find(([s]) => s.toLowerCase() === symbol.toLowerCase());
  return hit ? hit[1] : 'USD';
}

const PERCENT = new RegExp(
  String.raw`(?<pre>(?:up\s+to|save|extra|an extra|hasta(?:\s+(?:un|el))?|ahorra|descuento\s+del?|jusqu['’]?\s*(?:à|a)|remise\s+de|réduction\s+de|économisez|bis\s+zu|spare|fino\s+al|sconto\s+del|risparmia|até|desconto\s+de|economize|tot|bespaar|最大|حتى|خصم|وفر)\s*)?` +
    String.raw`(?<minus>[-–−]\s?)?(?<![\p{Script=Latin}\p{N}.,])(?<n>\d{1,2}(?:[.,]\d)?)\s?(?:%|％|\s?percent|\s?per\s?cent|\s?por\s?ciento|\s?pour\s?cent|\s?prozent|\s?per\s?cento|\s?por\s?cento|\s?procent)` +
    String.raw`(?<post>\s*(?:off|discount|de\s+descuento|de\s+réduction|de\s+remise|de\s+rabais|rabatt|nachlass|di\s+sconto|sconto|de\s+desconto|desconto|korting|オフ|引き|割引|OFF))?`,
  'giu',
);
const HAS_PERCENT = /%|％|percent|per\s?cent|por\s?ciento|pour\s?cent|prozent|per\s?cento|por\s?cento|procent/i;
const UP_TO = /up\s+to|hasta|jusqu|bis\s+zu|fino\s+al|até|tot|最大|حتى/i;
/**
 * "cut your electricity bill by up to 70%", "reduzca su factura hasta un 70 %", "電気代を最大70%削減":
 * a cut in what the customer pays elsewhere, no discount. Printed as "up to 70% off" it invents one,
 * so the percent is no offer; the sentence that says it stays a line of its own.
 */
const REDUCE_BEFORE =
  /(?<![\p{L}])(?:cut|cuts|reduce[sd]?|reducing|lower(?:s|ing)?|slash(?:es)?|trim|shrink|reduzca|reduce|reducir|reduzi[rs]?|reduza|reduz|baja|bajar|recorta|réduisez|réduire|réduit|baissez|diminuez|senken|senkt|senkt|reduzieren|reduziert|verringern|verringert|riduci|ridurre|riduce|abbatti|taglia|diminua|diminuir|corte|verlaag|verlaagt|verminder|خفض|خفّض|اخفض|قلل|قلّل|يخفض|يقلل)(?![\p{L}])[^.!?;\n]{0,60}?(?:\s(?:by|hasta(?:\s+(?:en\s+)?(?:un|el))?|en\s+un|jusqu['’]à|de|um|bis\s+zu|fino\s+al?|del|at[ée]|em|tot|met)|بنسبة|بنسبة\s+تصل\s+إلى|حتى)\s*(?:up\s+to\s*)?$/iu;
const REDUCE_AFTER = /^\s*(?:削減|カット|節約|ダウン|減|低減)/u;
/** "0% APR for 24 months", "interest-free for 12 months"; the unit ends on a word's end ("12 Monate", not "12 Mo"). */
const APR = new RegExp(
  String.raw`(?:(?<![\p{N}.,])(?<n>\d{1,2}(?:[.,]\d{1,2})?)\s?(?:%|％)\s*(?:APR|APY|interest|financing|finance|TAE|TAEG|TIN|TAN|Zinsen|Zins|effektiver\s+Jahreszins|Sollzins|de\s+juros|juros|rente|de\s+intereses|intereses|d['’]intérêt|interessi|فائدة)|金利\s?(?<j>\d{1,2}(?:\.\d{1,2})?)\s?(?:%|％)|(?<free>interest[\s-]free|sin\s+intereses|sans\s+intérêts?|zinsfrei|senza\s+interessi|sem\s+juros|renteloos))` +
    String.raw`(?<months>\s*(?:financing\s+)?(?:for|over|durante|pendant|sur|für|über|per|por|em|gedurende|in)?\s*(?<m>\d{1,3})\s*(?:months|mos?|meses|mois|monate|monaten?|mesi|maanden|ヶ月|か月|カ月|شهرًا|شهرا|شهر)(?![\p{L}]))?`,
  'giu',
);
const HALF_PRICE =
  /half[\s-]?price|half\s+off|(?:a\s+)?mitad\s+de\s+precio|(?:à\s+)?moiti[eé]\s+prix|(?:zum\s+)?halbe[nr]?\s+preis|(?:a\s+)?met[aà]\s+prezzo|(?:pela\s+)?metade\s+do\s+pre[cç]o|(?:voor\s+de\s+)?halve\s+prijs|半額|نصف\s+السعر/giu;
const MULTI_BUY =
  /(?<![\p{N}.,])(?<buy>[3-9]|1[0-2])\s*(?:-?\s*for\s*-?|x|pour|für|por)\s*(?<pay>[1-9])(?![\p{N}%]|[.,]\d)|prendi\s+(?<buy2>[3-9])\s+paghi\s+(?<pay2>[1-9])|leve\s+(?<buy3>[3-9])\s*,?\s+pague\s+(?<pay3>[1-9])|(?<buy4>[3-9])\s+halen\s*,?\s+(?<pay4>[1-9])\s+betalen|buy\s+(?<pay5>[2-9])\s*,?\s+get\s+(?<get5>[1-9])\s+(?:free|on\s+us)/giu;
/** Words after "free" that are no item ("free of charge", "free for students"). */
const NOT_ITEM = String.raw`(?:shipping|delivery|returns?|entry|admission|entrance|trial|consultation|consult|quote|estimate|download|gift|class|lesson|workout|webinar|workshop|registration|seminar|session|event|of|to|for|and|on|in|at|with|from|or|the|a|an|your|our|this|that|time|spirit|will|speech|range|standing|lance|app|ebook|guide|parking|wifi|wi-fi|online|now|today|forever|plan|version|tier|account|cancellation|setup|installation|assessment|evaluation|check-up|when|if|as|but|so|plus|because|while|every|each|all|first|up|until|till|by|no|not|you|we|it|they|here|there|inside|within|tonight|tomorrow|these|those|more|less|yourself)`;
/** "sugar free", "hassle-free": free of something, not something for free. */
const FREE_OF = `(?:${['sugar', 'gluten', 'fat', 'dairy', 'alcohol', 'caffeine', 'cruelty', 'plastic', 'stress', 'hassle', 'worry', 'risk', 'tax', 'duty', 'hands', 'care', 'lactose', 'nut', 'meat', 'smoke', 'scent', 'fragrance', 'paraben', 'toxin', 'cost', 'interest', 'commission', 'ad', 'rent', 'debt', 'pain', 'fee', 'contact', 'cash', 'paper', 'latex', 'soy', 'egg', 'wheat', 'grain', 'carbon'].map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`).join('|')})`;
const FIRST_N = String.raw`(?<limit>\s+(?:(?:for|to)\s+the\s+first|para\s+l[oa]s\s+primer[oa]s|(?:aux|pour\s+les)|f[üu]r\s+die\s+ersten|(?:ai|per\s+i)\s+primi|(?:aos|para\s+os)\s+primeiros|voor\s+de\s+eerste)\s+(?<n>\d[\d,.]*)(?:\s+premiers)?(?:\s+[\p{L}]+)?)?`;
/**
 * Words that end a free item's name: "free home solar assessment" is three words, and the thing made
 * free is the last ("free home solar" frees no solar), but "free coffee every morning" is a coffee.
 */
const FREE_ITEM_END = String.raw`(?:for|with|to|when|on|at|and|in|if|from|of|or|every|each|this|these|today|tonight|now|only|until|till|while|all|all-day|through|during|by|per|inside|included|worth|plus|the|our|your|you|is|are)`;
const FREE_ITEMS: readonly RegExp[] = [
  // "second cone free", "secondo cono gratis", "das zweite Eis gratis", "2杯目無料".
  new RegExp(
    String.raw`(?:(?:the|il|el|la|le|o|a|der|die|das|jede[rsn]?|de)\s+)?(?<nth>second|2nd|second[oae]|segund[oa]|deuxi[eè]me|2e|2º|2ª|zweite[rsn]?|tweede)\s+(?<item>\p{L}[\p{L}-]{2,}(?:\s+\p{Ll}[\p{L}-]{2,})?)\s+(?:is\s+)?(?:free|on\s+us|gratis|gratuit[eo]?|offert[e]?|kostenlos|umsonst|gr[aá]tis|in\s+omaggio)(?![\p{L}])`,
    'giu',
  ),
  /(?<nth>2|二)(?:つ目|個目|杯目|点目|品目|本目)(?:が|は)?(?:無料|タダ)/gu,
  // "free coffee for the first 100 customers", "free tote".
  new RegExp(
    String.raw`(?<![\p{L}-])(?<!${FREE_OF}[\s-])(?:(?:a|one|your)\s+)?[Ff]ree\s+(?!${NOT_ITEM}(?![\p{L}-]))(?<item>\p{Ll}[\p{Ll}-]{2,}(?:\s+(?!${FREE_ITEM_END}(?![\p{L}]))\p{Ll}[\p{Ll}-]{2,}){0,2})${FIRST_N}`,
    'gu',
  ),
  // "café gratis para los primeros 50", "cornetto in omaggio", "boisson offerte".
  new RegExp(
    String.raw`(?<![\p{L}])(?<item>(?!(?:es|son|est|sont|è|sono|é|são|is|zijn|ist|sind|totalmente|completamente|todo|tout|tutto|ganz|totally|entrada|envío|envio|livraison|spedizione|frete|verzending|entrée|ingresso|inscripción|inscription|iscrizione|inscrição|descarga|consulta|prueba|essai|prova|teste|retours?|devoluci[oó]n|reso|cadeau|regalo|brinde)(?![\p{L}]))\p{Ll}{3,})\s+(?:gratis|gratuit[oa]s?|gratuite?s?|offert[e]?s?|in\s+omaggio|gr[aá]tis)(?![\p{L}])${FIRST_N}`,
    'gu',
  ),
  // "gratis koffie", "kostenloser Kaffee".
  new RegExp(
    String.raw`(?<![\p{L}])(?:gratis|kostenlose[rsn]?)\s+(?<item>(?!(?:versand|verzending|bezorging|retourneren|toegang|download|downloaden|proefles|inschrijving|anmeldung|beratung|offerte|geschenk|cadeau|para|por|con|en|de|del|pour|avec|für|mit|per|voor|met|und|bei|im|am|auf|op|na|no|em|ao|al|su|sur|dans|and|for|with|on|in|at|to)(?![\p{L}]))\p{L}{3,})${FIRST_N}`,
    'giu',
  ),
  /(?<item>[\p{Script=Katakana}\p{Script=Han}ー]{1,8})(?:が|を)?無料/gu,
  /(?<item>[ء-ي]{3,})\s+مجان(?:ي|ية|ا|اً|ًا)(?![ء-ي])/gu,
];
const JA_FIRST_N = /先着\s?(\d[\d,]*)\s?(?:名|人|組)/u;

const NOT_OFFER_AFTER =
  /^\s*(?:more|less|faster|better|higher|lower|of|increase|growth|cheaper|stronger|longer|off the chart|organic|natural|cotton|recycled|cacao|cocoa|alcohol|juice)/i;

const PLAIN_OFFERS: ReadonlyArray<readonly [PlainOfferKind, RegExp]> = [
  [
    'free-shipping',
    /free\s+(?:shipping|delivery)|env[ií]o\s+(?:gratis|gratuito)|entrega\s+(?:gratis|gratuita)|livraison\s+(?:gratuite|offerte)|kostenlose[rn]?\s+(?:versand|lieferung)|versandkostenfrei|gratis\s+versand|spedizione\s+gratuita|consegna\s+gratuita|frete\s+gr[aá]tis|entrega\s+gr[aá]tis|gratis\s+verzending|gratis\s+bezorging|送料無料|شحن\s+مجاني|توصيل\s+مجاني/giu,
  ],
  [
    'free-returns',
    /free\s+returns|devoluciones\s+gratis|retours?\s+gratuits?|kostenlose\s+rücksendung|reso\s+gratuito|devolu[cç][aã]o\s+gr[aá]tis|gratis\s+retourneren/giu,
  ],
  [
    'bogo',
    /buy\s+(?:one|1)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?,?\s+get\s+(?:one|1|another(?:\s+one)?|a\s+second(?:\s+one)?)\s+free|buy\s+one,?\s+get\s+one(?:\s+free)?|\bbogo\b|(?<![\p{N}])2\s?x\s?1(?![\p{N}])|(?<![\p{N}])2\s*-?\s*for\s*-?\s*1(?![\p{N}])|two[\s-]+for[\s-]+one|2\s+pour\s+1|2\s+por\s+1|dos\s+por\s+uno|compra\s+uno\s+y\s+ll[eé]vate\s+otro|1\s+achet[ée]\s*(?:=|,)?\s*1\s+offert|deux\s+pour\s+le\s+prix\s+d['’]un|2\s+für\s+1|zwei\s+für\s+eins|prendi\s+2\s+paghi\s+1|leve\s+2\s+pague\s+1|1\s*\+\s*1\s+gratis|اشتر\s+واحد(?:ا|ة|ًا)?\s+واحصل\s+على\s+(?:الثاني|واحد)|1つ買うと1つ無料/giu,
  ],
  [
    'free-entry',
    /free\s+(?:entry|admission|entrance)|entrada\s+(?:libre|gratuita|gratis|gr[aá]tis)|entrée\s+(?:libre|gratuite)|eintritt\s+frei|freier\s+eintritt|ingresso\s+(?:libero|gratuito)|gratis\s+toegang|入場無料|دخول\s+مجاني/giu,
  ],
  [
    'free-registration',
    /free\s+(?:webinar|workshop|masterclass|registration|seminar|session|to\s+attend|online\s+event|event)|(?:webinar|workshop|masterclass)\s+(?:is\s+)?(?:free|gratuito|gratuit|kostenlos|gratis)|inscripci[oó]n\s+gratuita|inscription\s+gratuite|kostenlose\s+anmeldung|iscrizione\s+gratuita|inscri[cç][aã]o\s+gratuita|gratis\s+inschrijving|参加無料|تسجيل\s+مجاني/giu,
  ],
  [
    'free-consultation',
    /free\s+(?:consultation|consult|assessment|check-?up|evaluation|first\s+visit)|consulta\s+(?:gratis|gratuita|gr[aá]tis)|consultation\s+gratuite|kostenlose\s+beratung|consulenza\s+gratuita|gratis\s+(?:adviesgesprek|consult)|無料相談|استشارة\s+مجانية/giu,
  ],
  [
    'free-gift',
    /free\s+gift|gift\s+with\s+(?:every\s+)?purchase|regalo\s+gratis|cadeau\s+offert|gratis\s+geschenk|geschenk\s+gratis|omaggio|brinde|gratis\s+cadeau|هدية\s+مجانية/giu,
  ],
  [
    'free-download',
    /free\s+(?:download|app|ebook|e-book|guide|to\s+download)(?![\p{L}])|free\s+on\s+(?:ios|android|the\s+app\s+store|google\s+play)|(?:download|app)\s+(?:is\s+)?(?:free|for\s+free)(?![\p{L}])|descarga\s+(?:gratis|gratuita)|t[ée]l[ée]chargement\s+gratuit|gratis\s+herunterladen|kostenloser\s+download|download\s+gratuito|scarica\s+gratis|baixe\s+gr[aá]tis|gratis\s+downloaden|無料ダウンロード|تحميل\s+مجاني/giu,
  ],
  [
    'free-class',
    /(?:first|1st|trial)\s+(?:class|lesson|session|workout)\s+(?:is\s+)?(?:free|on\s+us)|free\s+(?:first\s+|trial\s+)?(?:class|lesson|workout)|primera\s+clase\s+gratis|clase\s+de\s+prueba\s+gratis|premier\s+cours\s+(?:gratuit|offert)|cours\s+d['’]essai\s+gratuit|erste\s+stunde\s+(?:gratis|kostenlos)|kostenlose\s+probestunde|prima\s+lezione\s+gratuita|primeira\s+aula\s+gr[aá]tis|aula\s+experimental\s+gr[aá]tis|eerste\s+les\s+gratis|gratis\s+proefles|体験レッスン無料|無料体験|الحصة\s+الأولى\s+مجانية/giu,
  ],
  [
    'no-fee',
    /no\s+(?:joining|sign-?up|setup|set-up|registration|enrollment|booking|hidden|membership)?\s*fees?|zero\s+fees|sin\s+(?:cuota|matr[ií]cula|comisi[oó]n)(?:\s+de\s+inscripci[oó]n)?|sans\s+frais(?:\s+d['’]inscription)?|keine\s+(?:anmelde|aufnahme)?geb[üu]hr(?:en)?|ohne\s+(?:anmelde|aufnahme)geb[üu]hr|senza\s+(?:costi|quota)(?:\s+di\s+iscrizione)?|sem\s+(?:taxa|matr[ií]cula)(?:\s+de\s+ades[aã]o)?|geen\s+(?:inschrijf)?kosten|入会金無料|بدون\s+رسوم/giu,
  ],
  [
    'free-quote',
    /free\s+(?:quote|estimate)|presupuesto\s+gratis|devis\s+gratuit|kostenloses\s+angebot|preventivo\s+gratuito|or[cç]amento\s+gr[aá]tis|gratis\s+offerte|無料見積|عرض\s+سعر\s+مجاني/giu,
  ],
];

const FREE_TRIAL_DAYS =
  /(\d{1,3})[-\s]?(?:day|days|d[ií]as?|jours?|tage?|giorni|dagen|日間)[-\s]+(?:free\s+trial|trial|de\s+prueba(?:\s+gratis)?|d['’]essai(?:\s+gratuit)?|gratis|kostenlos(?:\s+testen)?|di\s+prova|de\s+teste|proefperiode|無料)|free\s+for\s+(\d{1,3})\s+days|free\s+trial\s+(?:for\s+)?(\d{1,3})\s+days/giu;
const FREE_TRIAL =
  /free\s+trial|try\s+(?:it\s+)?(?:for\s+)?free|prueba\s+gratu?i?t?a?s?|essai\s+gratuit|kostenlose?\s+(?:testversion|testen)|prova\s+gratuita|teste\s+gr[aá]tis|gratis\s+proberen|無料トライアル|تجربة\s+مجانية/giu;
// Any case for the word: "Código BF40" and "Code SUMMER25" open a sentence.
const CODE =
  /(?:promo\s*code|discount\s+code|coupon(?:\s+code)?|voucher(?:\s+code)?|use\s+code|code|c[oó]digo(?:\s+promocional)?|code\s+promo|gutscheincode|rabattcode|codice(?:\s+sconto)?|cupom|kortingscode|クーポン(?:コード)?|كود|رمز)\s*[:：]?\s*["“'«]?([A-Za-z0-9][A-Za-z0-9_-]{2,19})["”'»]?/giu;

function periodAfter(after: string): Period | undefined {
  return PERIOD_AFTER.find(([, re]) => re.test(after))?.[0];
}

/** Offers that a minimum spend can belong to ("20% off orders over $100", "free tote when you spend $40"). */
const TAKES_MINIMUM = new Set<Offer['kind']>([
  'free-shipping',
  'free-gift',
  'free-item',
  'percent-off',
  'amount-off',
  'bogo',
  'half-price',
]);

/** What a zero amount zeroes: "$0 copay", "$0 down", "0 € Anzahlung", "0 € de frais". */
const ZERO_ITEM_AFTER =
  /^ (?:co-?pays?|down|deposit|fees?|interest|due\s+today|anzahlung|geb[üu]hren?|frais(?:\s+de\s+dossier)?|acompte|entrada|cuota(?:\s+de\s+alta)?|comisi[oó]n(?:es)?|spese|anticipo|aanbetaling|kosten|de\s+frais|de\s+entrada)(?![\p{L}])/iu;
/** One or two lower-case words right after a price, before a comma, "and" or the end: what it buys ("$2 tacos"). */
const PRICE_ITEM_AFTER =
  /^ ((?:\p{Ll}[\p{Ll}'’-]{2,})(?: \p{Ll}[\p{Ll}'’-]{2,})?)(?=\s*(?:[,;.!?)]|\s(?:and|or|&|y|et|und|e|en)\s|$))/u;
/** A deposit written after its amount ("2 € Pfand", "$50 deposit"): the amount is no price without it. */
const DEPOSIT_AFTER =
  /^ ((?:Pfand|deposit|refundable deposit|caution|consigne|dep[óo]sito|fianza|cauzione|deposito|borg|statiegeld)|デポジット|تأمين)(?![\p{L}])/iu;
const PRICE_ITEM_STOP = new Set([
  'and',
  'or',
  'for',
  'per',
  'each',
  'all',
  'only',
  'off',
  'with',
  'until',
  'from',
  'every',
  'instead',
  'plus',
  'now',
  'today',
  'this',
  'next',
  'a',
  'an',
  'the',
  'incl',
  'including',
  'total',
  'deposit',
  'down',
  'monthly',
  'weekly',
  'daily',
  'yearly',
  'annually',
  'reg',
  'regular',
  'value',
  'worth',
  'back',
  'more',
  'less',
  'minimum',
  'min',
  'max',
  'net',
  'gross',
  'pp',
  'per person',
]);

function findOffers(text: string, category: Category, taken: Taken, language: LanguageId): Found<Offer>[] {
  const found: Found<Offer>[] = [];
  const push = (span: Span, value: Offer): void => {
    if (taken.has(span)) return;
    taken.add(span);
    found.push({ span, value });
  };
  const folded = fold(text);
  const saleContext = hasAnyKeyword(folded, SALE_WORDS);
  // Whole-phrase offers first: "the second cone free", "2本目半額" hold a "half price" or a "free" (offer-phrases.ts).
  for (const p of findOrdinalOffers(text)) push({ start: p.start, end: p.end }, p.offer);

  for (const m of text.matchAll(FREE_TRIAL_DAYS)) {
    const days = Number(m[1] ?? m[2] ?? m[3]);
    push({ start: m.index, end: m.index + m[0].length }, { kind: 'free-trial', days, text: m[0] });
  }
  for (const m of text.matchAll(FREE_TRIAL)) {
    push({ start: m.index, end: m.index + m[0].length }, { kind: 'free-trial', text: m[0] });
  }
  for (const [kind, regex] of PLAIN_OFFERS) {
    for (const m of text.matchAll(regex)) push({ start: m.index, end: m.index + m[0].length }, { kind, text: m[0] });
  }
  for (const m of text.matchAll(CODE)) {
    const code = m[1];
    // A code is written in capitals or carries a digit ("SAVE20", "summer25"); "code review" is not one.
    if (!/[A-Z]{3,}|\d/.test(code) || /^\d+$/.test(code)) continue;
    push({ start: m.index, end: m.index + m[0].length }, { kind: 'code', code, text: m[0] });
  }
  for (const m of /%|％|interest|intereses|intérêt|zins|interessi|juros|rente/i.test(text) ? text.matchAll(APR) : []) {
    const g = m.groups ?? {};
    const percent = g.free ? 0 : Number((g.n ?? g.j ?? '').replace(',', '.'));
    if (!(percent >= 0 && percent < 40)) continue;
    const months = g.m ? Number(g.m) : undefined;
    push(
      { start: m.index, end: m.index + m[0].length },
      { kind: 'apr', percent, ...(months ? { months } : {}), text: m[0].trim() },
    );
  }
  for (const m of /half|mitad|moiti|halbe|met[aà]|metade|halve|半額|نصف/i.test(text) ? text.matchAll(HALF_PRICE) : [])
    push({ start: m.index, end: m.index + m[0].length }, { kind: 'half-price', text: m[0] });
  for (const m of /\d/.test(text) ? text.matchAll(MULTI_BUY) : []) {
    const g = m.groups ?? {};
    // "buy 2 get 1 free" is 3 for the price of 2.
    const buy = g.pay5 ? Number(g.pay5) + Number(g.get5) : Number(g.buy ?? g.buy2 ?? g.buy3 ?? g.buy4);
    const pay = Number(g.pay ?? g.pay2 ?? g.pay3 ?? g.pay4 ?? g.pay5);
    if (!(buy > pay && pay >= 1)) continue;
    push({ start: m.index, end: m.index + m[0].length }, { kind: 'multi-buy', buy, pay, text: m[0] });
  }
  for (const p of findFreePhrases(text)) push({ start: p.start, end: p.end }, p.offer);
  for (const regex of /free|gratis|gratuit|offert|omaggio|grátis|kostenlos|umsonst|on us|無料|タダ|مجان/i.test(text)
    ? FREE_ITEMS
    : []) {
    for (const m of text.matchAll(regex)) {
      const g = m.groups ?? {};
      const item = g.item?.trim();
      const before = text.slice(Math.max(0, m.index - 16), m.index);
      const jaLimit = JA_FIRST_N.exec(before);
      const limit = g.n ? parseNumber(g.n).value : jaLimit ? parseNumber(jaLimit[1]).value : undefined;
      const concept = item ? conceptIn(fold(item))?.concept : undefined;
      const start = jaLimit ? m.index - before.length + jaLimit.index : m.index;
      push(
        { start, end: m.index + m[0].length },
        {
          kind: 'free-item',
          ...(item ? { item } : {}),
          ...(concept ? { concept } : {}),
          ...(g.nth ? { nth: 2 } : {}),
          ...(limit ? { limit } : {}),
          text: text.slice(start, m.index + m[0].length).trim(),
        },
      );
    }
  }
  for (const m of HAS_PERCENT.test(text) ? text.matchAll(PERCENT) : []) {
    const groups = m.groups ?? {};
    const percent = Number((groups.n ?? '').replace(',', '.'));
    if (!(percent > 0 && percent < 100)) continue;
    const after = text.slice(m.index + m[0].length);
    const explicit = Boolean(groups.pre || groups.minus || groups.post);
    if (!explicit && (!saleContext || NOT_OFFER_AFTER.test(after))) continue;
    const reduced = groups.post ? '' : text.slice(Math.max(0, m.index - 80), m.index) + (groups.pre ?? '');
    if (!groups.post && (REDUCE_BEFORE.test(reduced) || REDUCE_AFTER.test(after))) continue;
    push(
      { start: m.index, end: m.index + m[0].length },
      { kind: 'percent-off', percent, upTo: UP_TO.test(groups.pre ?? ''), text: m[0].trim() },
    );
  }
  // An appeal ("give to City Harvest"): "$10 feeds a family" is then a donation.
  const appeal = /donat|give\s+to|fundrais|charit|spende|doneer|تبرع/i.test(text);
  // Salaries are no offers; everything else with a currency is, in exactly one role.
  if (category !== 'jobs' && /\d/.test(text)) {
    const moneyMatches: Array<{ index: number; length: number; symbol: string; number: string; multiplier?: string }> =
      [];
    for (const m of text.matchAll(MONEY_BEFORE))
      moneyMatches.push({ index: m.index, length: m[0].length, symbol: m[4] ?? m[1], number: m[2], multiplier: m[3] });
    for (const m of text.matchAll(MONEY_AFTER))
      moneyMatches.push({ index: m.index, length: m[0].length, symbol: m[3], number: m[1], multiplier: m[2] });
    moneyMatches.sort((a, b) => a.index - b.index);
    let wasPrice: (Span & { money: Money }) | undefined;
    for (const mm of moneyMatches) {
      const parsed = parseNumber(mm.number);
      const multiplier = multiplierOf(mm.multiplier);
      const value = Math.round(parsed.value * multiplier * 100) / 100;
      // "$0 copay", "$0 down", "0 € Anzahlung": nothing to pay is an offer, with the word it zeroes.
      const zeroWord = value === 0 ? ZERO_ITEM_AFTER.exec(text.slice(mm.index + mm.length))?.[0] : undefined;
      if (!(value > 0) && !zeroWord) continue;
      const money: Money = {
        amount: value,
        currency: currencyOf(mm.symbol),
        decimals: multiplier > 1 ? 0 : parsed.decimals,
      };
      const moneyEnd = mm.index + mm.length;
      const moneySpan = { start: mm.index, end: moneyEnd };
      if (taken.has(moneySpan)) continue;
      const before = text.slice(Math.max(0, mm.index - 40), mm.index);
      const after = text.slice(moneyEnd);
      if (endsRange(text, found, money, mm.index, moneyEnd, taken)) continue;

      // A donation: "every $5 plants a tree", "donate $25", any amount in an appeal.
      const effect =
        DONATION_AFTER.test(after) &&
        (EVERY_MONEY_BEFORE.test(before) || DONATE_BEFORE.test(before) || category === 'charity' || appeal);
      if (effect || DONATE_BEFORE.test(before) || category === 'charity') {
        const every = EVERY_MONEY_BEFORE.exec(before);
        const start = effect && every ? mm.index - before.length + every.index : mm.index;
        const end = effect ? moneyEnd + (DONATION_CLAUSE.exec(after)?.[0].trimEnd().length ?? 0) : moneyEnd;
        push({ start, end }, { kind: 'donation', money, text: text.slice(start, end).trim() });
        continue;
      }
      // A minimum spend: part of the offer next to it, or a fact of its own.
      // "envío gratis a partir de 50 €": right after free shipping, a from-word states its minimum.
      const afterShipping =
        FROM_BEFORE.test(before) &&
        found.some((o) => o.value.kind === 'free-shipping' && mm.index - o.span.end >= 0 && mm.index - o.span.end < 16);
      if (
        afterShipping ||
        ((MINIMUM_BEFORE.test(before) || MINIMUM_AFTER.test(after)) &&
          !(FROM_BEFORE.test(before) && !MINIMUM_AFTER.test(after) && /dès\s*$/i.test(before)))
      ) {
        const owner = found
          .filter((o) => TAKES_MINIMUM.has(o.value.kind) && !(o.value as { minimum?: Money }).minimum)
          .map((o) => ({ o, distance: o.span.end <= mm.index ? mm.index - o.span.end : o.span.start - moneyEnd }))
          .filter((x) => x.distance >= 0 && x.distance < 60)
          // A minimum in another sentence belongs to another offer ("2x1 los martes. Envío con pedido mínimo de 20 €").
          .filter(
            ({ o }) =>
              !/[.!?;\n]\s/u.test(text.slice(Math.min(o.span.end, moneyEnd), Math.max(o.span.start, mm.index))),
          )
          .sort((a, b) => a.distance - b.distance)[0]?.o;
        const minimumEnd = moneyEnd + (MINIMUM_AFTER.exec(after)?.[0].length ?? 0);
        if (owner) {
          (owner.value as { minimum?: Money }).minimum = money;
          if (owner.value.kind === 'free-shipping' || owner.value.kind === 'free-item') {
            // The whole clause, as written: "free tote for shoppers spending more than $40".
            const start = Math.min(owner.span.start, mm.index);
            const end = Math.max(owner.span.end, minimumEnd);
            owner.value.text = text.slice(start, end);
          }
          taken.add({ start: mm.index, end: minimumEnd });
          continue;
        }
        push(
          { start: mm.index, end: minimumEnd },
          { kind: 'threshold', money, text: text.slice(mm.index, minimumEnd) },
        );
        continue;
      }
      // A price the sale replaces goes with the sale price, never alone as if it were the price:
      // "99 € statt 129 €", "59 € (antes 79 €)" after it, "was $79, now $59" before it.
      // "de R$ 199 por R$ 99", "de 120 € a 89 €": the first price is the one replaced.
      const fromTo =
        /(?:^|\s)de\s*$/iu.exec(before) &&
        /^\s*,?\s*(?:por|para|a)\s+(?:apenas\s+|s[óo]\s+|solo\s+)?(?:R?\$|€|£|\d)/iu.test(after);
      const wasWord = WAS_BEFORE.exec(before) ?? (fromTo ? /de\s*$/iu.exec(before) : null);
      if (wasWord) {
        const sale = found.find(
          (o) => o.value.kind === 'price' && o.span.end <= mm.index && mm.index - o.span.end < 28,
        ) as Found<Extract<Offer, { kind: 'price' }>> | undefined;
        const end = moneyEnd + (/^\s*\)/.exec(after)?.[0].length ?? 0);
        if (sale) {
          sale.span.end = end;
          sale.value.text = text.slice(sale.span.start, end);
          sale.value.sale = true;
          sale.value.was = money;
          taken.add({ start: mm.index, end });
        } else wasPrice = { start: mm.index - before.length + wasWord.index, end, money };
        continue;
      }
      const offMatch = AMOUNT_OFF_AFTER.exec(after);
      const per = periodAfter(after);
      const perLength = per ? (PERIOD_AFTER.find(([p]) => p === per)?.[1].exec(after)?.[0].length ?? 0) : 0;
      if (SAVING_BEFORE.test(before) || (SAVE_BEFORE.test(before) && per)) {
        push(
          { start: mm.index, end: moneyEnd + perLength },
          {
            kind: 'saving',
            money,
            ...(per ? { per } : {}),
            ...(saysUpTo(before) ? { upTo: true } : {}),
            text: text.slice(mm.index, moneyEnd + perLength),
          },
        );
        continue;
      }
      if (zeroWord) {
        const end = moneyEnd + zeroWord.length;
        push(
          { start: mm.index, end },
          { kind: 'price', money, from: false, item: zeroWord.trim(), text: text.slice(mm.index, end) },
        );
        continue;
      }
      const span = { start: mm.index, end: moneyEnd + (offMatch ? offMatch[0].length : perLength) };
      const written = text.slice(span.start, span.end);
      if (offMatch || SAVE_BEFORE.test(before))
        push(span, { kind: 'amount-off', money, ...(saysUpTo(before) ? { upTo: true } : {}), text: written });
      else {
        const from = saysFromPrice(before, after, language);
        const sale = !from && SALE_PRICE_BEFORE.test(before);
        // "$2 tacos and $5 margaritas": the thing a price buys, written right after it, goes with it.
        // ("65 € por noite" is a unit, read as the price's scope below.)
        const deposit = !per && !offMatch ? DEPOSIT_AFTER.exec(after) : null;
        // "590 € inkl. Flug und Hotel": what the price includes goes with it (price-forms.ts).
        const included = !per && !deposit ? includedAfter(after) : undefined;
        const item = included
          ? null
          : (deposit ?? (!per && !offMatch && !scopeAfter(text, moneyEnd) ? PRICE_ITEM_AFTER.exec(after) : null));
        const itemWords =
          included?.words ??
          (item && (deposit || !item[1].split(/\s+/).some((w) => PRICE_ITEM_STOP.has(w.toLowerCase())))
            ? item[1]
            : undefined);
        const itemLength = included?.length ?? item?.[0].length ?? 0;
        const itemSpan = itemWords ? { start: span.start, end: span.end + itemLength } : span;
        // "was $79, now $59": the sale price is written with the price it replaces.
        const was = wasPrice && span.start - wasPrice.end < 28 ? wasPrice : undefined;
        if (was) itemSpan.start = was.start;
        wasPrice = undefined;
        // "29–49 €", "entre 10 et 15 €", "$10–15": one price from its low end to its high end.
        const range = was
          ? undefined
          : rangeAround(text, money, span, Boolean(mm.symbol && text.startsWith(mm.symbol, mm.index)), taken);
        if (range) {
          itemSpan.start = Math.min(itemSpan.start, range.start);
          itemSpan.end = Math.max(itemSpan.end, range.end);
        }
        push(itemSpan, {
          kind: 'price',
          money: range?.low ?? money,
          ...(range ? { to: range.high } : {}),
          from: from && !range,
          ...(sale || was ? { sale: true } : {}),
          ...(was ? { was: was.money } : {}),
          ...(per ? { per } : {}),
          ...(itemWords ? { item: itemWords } : {}),
          ...(!range && !from && saysUpTo(before) ? { upTo: true } : {}),
          text: text.slice(itemSpan.start, itemSpan.end),
        });
      }
    }
  }
  for (const o of found) readScopeAndBuys(text, o, taken, language);
  return found.sort((a, b) => a.span.start - b.span.start);
}

/**
 * A bare number joined to the amount makes a range: "29–49 €" (low before), "$10–15" (high after).
 * `symbolFirst`: the amount was written with its symbol first, the only form a bare high end follows.
 */
function rangeAround(
  text: string,
  money: Money,
  span: Span,
  symbolFirst: boolean,
  taken: Taken,
): { low: Money; high: Money; start: number; end: number } | undefined {
  // (A bare number before "$120" is no low end: "starts Oct 6 – $120".)
  const low = symbolFirst ? undefined : rangeLowBefore(text, span.start);
  if (low && !taken.has({ start: low.start, end: span.start })) {
    const n = parseNumber(low.number);
    if (n.value > 0 && n.value < money.amount)
      return { low: { ...money, amount: n.value }, high: money, start: low.start, end: span.end };
  }
  const high = symbolFirst ? rangeHighAfter(text, span.end) : undefined;
  if (high && !taken.has({ start: span.end, end: span.end + high.length })) {
    const n = parseNumber(high.number);
    if (n.value > money.amount)
      return { low: money, high: { ...money, amount: n.value }, start: span.start, end: span.end + high.length };
  }
  return undefined;
}

/**
 * "$120-$180", "€ 25 - € 40", "from $20 to $40": an amount right after a price, joined to it by a
 * dash or a range's word, is that price's high end, never a second price.
 */
function endsRange(
  text: string,
  found: Found<Offer>[],
  money: Money,
  start: number,
  end: number,
  taken: Taken,
): boolean {
  const open = found[found.length - 1];
  if (!open || open.value.kind !== 'price' || open.value.to || open.value.was || open.value.item) return false;
  if (
    open.span.end > start ||
    open.value.money.currency !== money.currency ||
    !(money.amount > open.value.money.amount)
  )
    return false;
  if (!joinsRange(text.slice(open.span.end, start), text.slice(Math.max(0, open.span.start - 16), open.span.start)))
    return false;
  open.value.to = money;
  open.value.from = false;
  taken.add({ start: open.span.end, end });
  open.span.end = end;
  open.value.text = text.slice(open.span.start, end);
  return true;
}

/**
 * An offer's qualifier ("le premier mois", "pro Nacht", "初回") and what it buys ("teeth whitening",
 * "桜ラテ"), each only when no other fact holds their words: "30% off" alone is not "30% off teeth
 * whitening", and "19,99 €" alone is not "19,99 € le premier mois".
 */
function readScopeAndBuys(text: string, o: Found<Offer>, taken: Taken, language: LanguageId): void {
  if (!SCOPED_KINDS.has(o.value.kind)) return;
  const free = (start: number, end: number): boolean => end > start && !taken.has({ start, end });
  const take = (start: number, end: number): void => taken.add({ start, end });
  let end = o.span.end;
  let start = o.span.start;
  const scopeRight = scopeAfter(text, end);
  // (A price's own words after it are its `item`: "$2 tacos".)
  if (!scopeRight && BUYING_KINDS.has(o.value.kind) && o.value.kind !== 'price') {
    const buys = buysAfter(text, end, language);
    // (Its words stay free: they are the product too, and slot-grammar.ts keeps a line from saying it twice.)
    if (buys && free(end, end + buys.length)) {
      o.value.buys = { text: buys.text };
      end += buys.length;
    }
  }
  const scopeLeft = scopeBefore(text, start);
  const plain = scopeRight ?? scopeAfter(text, end);
  const area = !plain && AREA_KINDS.has(o.value.kind) ? areaAfter(text, end) : undefined;
  const after = plain ?? area;
  // (An area's distance, "entro 3 km", is read as a spec first: the offer carries it with its area.)
  if (after && (free(end, end + after.length) || (area && /\d/.test(area.scope)))) {
    o.value.scope = { text: after.scope };
    // (An area's words stay free: "gratis en Ópticas Vista" names the shop, "im Stadtgebiet Leipzig" the town.)
    if (!area) take(end, end + after.length);
  } else if (scopeLeft && free(start - scopeLeft.length, start)) {
    o.value.scope = { text: scopeLeft.scope, before: true };
    take(start - scopeLeft.length, start);
    start -= scopeLeft.length;
  }
  // (Before a qualifier that leads, "ヨガスタジオ 初月980円", the words are the advertiser's, not what is bought.)
  if (!o.value.buys && !o.value.scope?.before && BUYING_KINDS.has(o.value.kind)) {
    const buys = buysBefore(text, start, language);
    if (buys && free(start - buys.length, start)) o.value.buys = { text: buys.text, before: true };
  }
}

/** Offers given only in an area ("free delivery within Riyadh", "Anfahrt kostenlos im Stadtgebiet"). */
const AREA_KINDS = new Set<Offer['kind']>([
  'free-shipping',
  'free-item',
  'free-gift',
  'free-quote',
  'free-consultation',
]);

/** Offers whose number means nothing without what it buys: a price, a discount. */
// (A 2-for-1 too: "2x1 en plantas aromáticas" is not "2x1" on everything.)
const BUYING_KINDS = new Set<Offer['kind']>(['price', 'percent-off', 'amount-off', 'half-price', 'bogo', 'multi-buy']);

/** Offers a qualifier narrows ("50% off your first box", "free inspection with every service"). */
const SCOPED_KINDS = new Set<Offer['kind']>([
  'price',
  'bogo',
  'multi-buy',
  'percent-off',
  'amount-off',
  'half-price',
  'free-item',
  'free-shipping',
  'free-gift',
  'free-class',
  'free-consultation',
  'free-quote',
  'free-trial',
  'no-fee',
]);

// ---------------------------------------------------------------- dates

const WEEKDAY_ALT = WEEKDAY_WORDS.flat()
  .map((w) => escapeRe(fold(w)))
  .join('|');
/**
 * A weekday shortened before its date, folded: "za 22 maart", "Sa. 22.3.", "sam. 22 mars", "Sat 22 March"
 * (read only there: alone, "do", "di", "mar" are other words). Index 0 is Sunday.
 */
const WEEKDAY_SHORT: readonly (readonly string[])[] = [
  ['sun', 'so', 'dim', 'dom', 'zo'],
  ['mon', 'mo', 'lun', 'seg', 'ma'],
  ['tue', 'tues', 'di', 'mar', 'ter'],
  ['wed', 'mi', 'mer', 'mie', 'qua', 'wo'],
  ['thu', 'thur', 'thurs', 'do', 'jeu', 'jue', 'gio', 'qui'],
  ['fri', 'fr', 'ven', 'vie', 'sex', 'vr'],
  ['sat', 'sa', 'sam', 'sab', 'za'],
];
const WEEKDAY_BEFORE_DATE = `${WEEKDAY_WORDS.flat()
  .map((w) => escapeRe(fold(w)))
  .join('|')}|(?:${WEEKDAY_SHORT.flat().join('|')})\\.?`;
const MONTH_ALT = [...MONTH_WORDS.flat().map((w) => escapeRe(fold(w))), ...MONTH_ABBREVIATIONS].join('|');
const ORD = String.raw`(?:st|nd|rd|th|er|º|°|\.)?`;
const ORD_EN = String.raw`(?:st|nd|rd|th)?`;
/**
 * After a month, the hours of a day-first date, not a day: "22 maart 10–13 uur", "22. März 10-13 Uhr",
 * "22 mars 10h", "Friday March 22 10-1pm" (the tile printed "10–13 MAART"). Folded text.
 */
const HOURS_AFTER = String.raw`(?!\s*(?:[-–]\s*\d{1,2}(?:[:.]\d{2})?)?\s*(?:uhr|uur|u|h|heures?|hrs?|am|pm|a\.m\.|p\.m\.|[:.]\d{2}|時)(?![\p{L}]))`;
/** A month after a day number ("22 maart", "22. März", "22 de marzo") is that day's, not the start of "March 10". */
const DAY_BEFORE_MONTH = String.raw`(?<![\p{N}]${ORD}\s+(?:de\s+|of\s+)?)`;
const MONTH_DAY = new RegExp(
  String.raw`(?<![\p{L}])${DAY_BEFORE_MONTH}(?:(?<wd>${WEEKDAY_BEFORE_DATE}),?\s+)?(?<m>${MONTH_ALT})\.?\s+(?<d>\d{1,2})${ORD_EN}(?:\s*(?:-|–|to|through|al|au|bis|a|tot|t\/m|ate|ا[\u0654\u0655]?لى|الى|حتى)\s*(?<e>\d{1,2})${ORD_EN})?${HOURS_AFTER}(?:,?\s+(?<y>\d{4}))?(?![\p{N}])`,
  'gu',
);
const DAY_MONTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<wd>${WEEKDAY_BEFORE_DATE}),?\s+)?(?:the\s+)?(?<d>\d{1,2})${ORD}(?:\s*(?:-|–|to|through|al|au|bis|a|tot|t\/m|ate|ا[\u0654\u0655]?لى|الى|حتى|(?<list>&|and|et|und|y|e|en|و))\s*(?:(?<wd2>${WEEKDAY_BEFORE_DATE}),?\s+)?(?<e>\d{1,2})${ORD})?\s+(?:of\s+|de\s+)?(?<m>${MONTH_ALT})(?![\p{L}])(?:\.?,?\s+(?:de\s+)?(?<y>\d{4}))?`,
  'gu',
);
const NUMERIC_DATE = /(?<![\p{N}/.,$€£])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\p{N}/%])/gu;
/** A dotted day and month, as German and Dutch write them: "28.11.", "1.5.2026" (the month's full stop is required, so "12.50" is no date). */
// Its weekday, full or short, is read with it ("Sa. 22.3.", "zaterdag 22.3.").
const DOTTED_DATE = new RegExp(
  String.raw`(?:(?<![\p{L}])(${WEEKDAY_BEFORE_DATE}),?\s+)?(?<![\p{N}.,$€£])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\p{N}%€$£]|\s?(?:€|%|uhr|h\b))`,
  'giu',
);
/** Days of one month written with the month once: "14.–18.10." a run, "14. und 15.10." two days. */
const DOTTED_DAYS = new RegExp(
  String.raw`(?:(?<![\p{L}])(${WEEKDAY_BEFORE_DATE}),?\s+)?(?<![\p{N}.,$€£])(\d{1,2})\.?(\s*(?:-|–|—|bis|tot|t\/m)\s*|\s*(?:und|en|et|e|y|&)\s*)(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\p{N}%€$£]|\s?(?:€|%|uhr|h\b))`,
  'giu',
);
/**
 * "7月22日", "2025年7月22日(土)", and a second day of the month after it: "7月22日〜25日" a run,
 * "9月14日（土）・15日（日）" two days named.
 */
const JA_DATE =
  /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:[(（]([日月火水木金土])[)）])?(?:\s*(?:(〜|～|~|-|–)|(・|、|と|,))\s*(\d{1,2})日(?:[(（][日月火水木金土][)）])?)?/gu;
const JA_WEEKDAY = /([日月火水木金土])曜日?/gu;
// A plural weekday is a repeat: "on Tuesdays", "samstags", "dinsdags" (never a name: "Tuesdays" is no brand).
const WEEKDAY_ONLY = new RegExp(String.raw`(?<![\p{L}])(?:${WEEKDAY_ALT})(?<plural>s)?(?![\p{L}])`, 'gu');
const MONTH_ONLY = new RegExp(
  String.raw`(?<![\p{L}])(?:in|this|until|till|through|during|all|all of|throughout|ends|ending|by|en|hasta|durante|dans|jusqu'en|im|bis|ganzen|a|di|fino a|em|ate|in|tot|heel)\s+(?<m>${MONTH_WORDS.flat()
    .map((w) => escapeRe(fold(w)))
    .join('|')})(?![\p{L}])`,
  'gu',
);
const DURATION = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:for|next|just|only|in|durante|por|pendant|seulement|für|nur|per|solo|gedurende|alleen)\s+(?:the\s+next\s+)?)?(?<n>\d{1,3})\s*-?\s*(?<u>hours?|hrs?|h|days?|horas|heures|stunden|ore|uur|dias|jours|tage|giorni|dagen|時間|日間|ساعة|أيام)(?![\p{L}])(?<post>\s+(?:only|left|sale|flash|solo|seulement|nur|apenas|alleen|لفترة))?`,
  'gu',
);
const TIME_12 = /(?<![\p{N}:])(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![\p{L}])/giu;
/** "1-4pm", "10am–2pm", "10:00-18:00", "19h-23h", "10-18 Uhr", "10-13u", "13時〜16時". */
const TIME_RANGE =
  /(?<![\p{N}:.,$€£/])(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h)?\s*(?:-|–|—|to|till|until|bis|a|à|al|alle|às|as|tot)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|uur|u|h)(?![\p{L}])|(?<![\p{N}:.,$€£/])([01]?\d|2[0-3])(?:[:.]|\s?h\s?)([0-5]\d)\s*(?:-|–|—|〜|~|から|to|till|until|a|à|al|alle|às|as|bis|tot|and|y|et|und|e|en)\s*([01]?\d|2[0-3])(?:[:.]|\s?h\s?)([0-5]\d)(?![\p{N}])|(午前|午後)?(\d{1,2})時(?:(\d{1,2})分|(半))?\s*(?:〜|～|~|-|–|から)\s*(午前|午後)?(\d{1,2})時(?:(\d{1,2})分|(半))?|(?<![\p{L}])(?:dalle|das)\s+([01]?\d|2[0-3])(?:[:.]([0-5]\d))?\s+(?:alle|as)\s+([01]?\d|2[0-3])(?:[:.]([0-5]\d))?(?![\p{N}])/giu;
const TIME_24 =
  /(?<![\p{N}:.,$€£])([01]?\d|2[0-3])(?::|\s?h\s?)([0-5]\d)(?![\p{N}]|\s?min)|(?<![\p{N}])([01]?\d|2[0-3])\s*(?:uhr|h)(?![\p{L}\p{N}])|(午前|午後)?(\d{1,2})時(?:(\d{1,2})分|(半))?|(?<![\p{N}.,$€£])([01]?\d|2[0-3])\.([0-5]\d)\s*uur(?![\p{L}])|(?<=(?<![\p{L}])(?:a|om|alle|dalle|ore|a las)\s)([01]?\d|2[0-3])(?:\s*(?:heures?|uur)(?![\p{L}])|(?=\s*(?:[,;!?)\n]|\.(?!\d)|$|\s(?:al|allo|alla|da|presso|in|nel|nella|e|con|su|en|y)\s)))/giu;
/** A word that says the number after it is an hour ("dès 7h", "à 14h", "ab 9h", "vanaf 19h"), folded. */
const CLOCK_LEAD =
  /(?<![\p{L}])(?:des|a|a partir de|jusqu'a|vers|avant|apres|ab|um|bis|gegen|vor|a las|desde|hasta|alle|dalle|ore|fino alle|as|das|ate|vanaf|om|tot|voor|from|at|by|until|till)\s*$/u;
/**
 * An hour or a range with no unit of its own, before another that has one: "um 10 und 14 Uhr",
 * "9–12 und 14–18 Uhr", "de 9 et 14h" (folded). The unit said once is both's.
 */
const SHARED_UNIT =
  /(?<![\p{N}:.,/$€£\-–])(\d{1,2})(?:[:.](\d{2}))?(?:\s*[-–]\s*(\d{1,2})(?:[:.](\d{2}))?)?(?=\s*(?:und|et|y|e|en|&|and)\s+(?:(?:de|von|van|dalle|das|del|from)\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*[-–]\s*\d{1,2}(?:[:.]\d{2})?)?\s*(?:uhr|uur|h)(?![\p{L}]))/gu;
/**
 * What joins two times of the same thing: "10am and 2pm", "10am. 2pm.", "de 9h à 12h et de 14h à
 * 19h", "10時、14時" (folded); they are one fact, said in one phrase.
 */
const TIMES_JOIN = /^\s*(?:,|&|\/|and|und|et|y|e|en|و|と|・|、)\s*(?:(?:de|von|van|from|dalle|das|del|desde|من)\s+)?$/u;
/** Japanese "午後6時" is 18:00, "午前12時" midnight. */
function japaneseHour(hour: number, part: string | undefined): number {
  if (part === '午後') return hour < 12 ? hour + 12 : hour;
  if (part === '午前') return hour === 12 ? 0 : hour;
  return hour;
}
/** Arabic times: "8 مساءً", "7 صباحاً", "من 1 إلى 4 مساءً", "من 9 صباحاً حتى 1 ظهراً" (folded: إ is ا and a hamza mark). */
// The tanween of "صباحًا" is written before its alif: both spellings are read.
const AR_PART = '(صباح\\u064b?ا|مساء|ظهر\\u064b?ا|ظهر|عصر\\u064b?ا|ليل\\u064b?ا|فجر\\u064b?ا)\\u064b?';
const AR_TIME_RANGE = new RegExp(
  `(?:من\\s+)?(\\d{1,2})(?::(\\d{2}))?\\s*(?:${AR_PART}\\s*)?(?:ا[\\u0654\\u0655]?لى|الى|حتى|-|–)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*${AR_PART}`,
  'gu',
);
const AR_TIME = new RegExp(`(?<![\\p{N}:])(\\d{1,2})(?::(\\d{2}))?\\s*${AR_PART}`, 'gu');
/** The hour on a 24-hour clock for an Arabic part of the day ("4 مساءً" is 16:00, "1 ظهراً" is 13:00). */
function arabicHour(hour: number, part: string | undefined): number {
  if (!part || part.startsWith('صباح') || part.startsWith('فجر')) return hour === 12 ? 0 : hour;
  if (part.startsWith('ظهر')) return hour <= 5 ? hour + 12 : hour;
  if (part.startsWith('ليل') && hour === 12) return 0;
  return hour < 12 ? hour + 12 : hour;
}

const JA_WEEKDAYS = '日月火水木金土';
/** What may stand between a date and its time: "Friday at 8pm", "Saturday, 9pm", "6月1日 19時". */
// (A time may come first, before the word that makes the day a repeat: "vanaf 19.30 uur elke donderdag".)
// The word that opens a range of hours joins it to its day too: "zondag 6 april van 10 tot 16 uur",
// "Sonntag 4. Mai von 11 bis 17 Uhr", "le 18 mai de 14 h à 18 h", "sábado 10 de mayo de 10 a 13 h",
// "sábado, 17 de maio, das 10h às 13h", "الخميس 20 فبراير من الساعة 7 إلى 9 مساءً", "Zaterdag 22 maart: 10–13 uur".
const TIME_JOINER =
  /^[\s,:·|–—-]*(?:at|@|from|between|starting at|starts at|a las|à|a partir de|um|ab|alle|dalle|às|om|vanaf|van|von|de|des|dès|das|desde|entre|ore|dalle ore|alle ore|من|من الساعة|الساعة|の)?[\s,]*(?:every|each|jeden|elke|iedere|chaque|tous les|todos los|todas las|cada|ogni|tutti i|toda|todas as|كل)?\s*$/iu;
const CTA_BEFORE_TODAY =
  /(?:^|[\s,.;:!])(?:start|join|book|call|order|shop|buy|apply|donate|give|sign up|register|download|try|visit|subscribe|enroll|enrol|get|grab|claim|reserve|contact|learn|install|discover)\b[^,.;:!?]{0,28}$/u;

const MORNING_BEFORE =
  /(?:^|[\s,.;:!¡¿])(?:cada|todas las|toda la|por la|de la|en la|esta|las|la|una|buena|buenas)\s+$/iu;

function weekdayIndex(word: string): number {
  const w = fold(word);
  const full = WEEKDAY_WORDS.findIndex((names) => names.some((n) => fold(n) === w));
  if (full >= 0) return full;
  const short = w.replace(/\.$/, '');
  return WEEKDAY_SHORT.findIndex((names) => names.includes(short));
}

/** A year the prompt gives with its date ("31 January 2025", "1.5.26"): this century's, else none. */
function yearOf(written: string | undefined): number | undefined {
  if (!written) return undefined;
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  return year >= 2000 && year <= 2099 ? year : undefined;
}
function monthIndex(word: string): number {
  const w = fold(word).replace(/\.$/, '');
  const full = MONTH_WORDS.findIndex((names) => names.some((n) => fold(n) === w));
  if (full >= 0) return full + 1;
  const abbr = MONTH_ABBREVIATIONS.indexOf(w);
  if (abbr < 0) return 0;
  return abbr <= 8 ? abbr + 1 : abbr; // 'sep' and 'sept' are both September
}

const EVERY_BEFORE =
  /(?:every|each|todos los|todas las|cada|tous les|chaque|jeden|ogni|tutti i|toda|todas as|todos os|elke|iedere|كل|毎週)\s*$/u;

const UNTIL_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${UNTIL_WORDS.map(escapeRe).join('|')})(?:\\s+(?:the|el|le|la|il|o|a|de|del|au|am|zum|al|ao|op))?\\s*$`,
  'u',
);

// Folded like the text it is tested on: NFKD splits "で" into "て" and a sound mark, so "まで" must be folded too.
const UNTIL_AFTER = new RegExp(
  `^\\s*(?:${['only', 'solo', 'seulement', 'nur', 'apenas', 'alleen', 'まで', 'فقط'].map(fold).join('|')})`,
  'u',
);

function relationAround(
  folded: string,
  span: Span,
  saleDeadline: boolean,
  kind: DateRef['kind'],
): 'until' | 'on' | 'every' {
  const before = folded.slice(Math.max(0, span.start - 28), span.start);
  if (EVERY_BEFORE.test(before)) return 'every';
  const after = folded.slice(span.end, span.end + 14);
  // One named day ("Tuesday only", "solo il martedì", "火曜日限定", "Friday 12 July only") is the day
  // the offer runs, not the last day of one running now: never "until Tuesday".
  const oneDay = kind === 'weekday' || kind === 'date';
  if (oneDay && (ONLY_BEFORE.test(before) || ONLY_AFTER.test(after)))
    return kind === 'weekday' && HABITUAL_BEFORE.test(before) ? 'every' : 'on';
  // "los martes", "le mardi", "il martedì" with no day number: every Tuesday.
  if (kind === 'weekday' && HABITUAL_BEFORE.test(before) && !/^\s*\d/.test(after)) return 'every';
  const untilBefore = UNTIL_BEFORE.test(before);
  const untilAfter = UNTIL_AFTER.test(after);
  if (untilBefore || untilAfter) return 'until';
  // "3月20日開催", "dia 12 de outubro", "يوم 12 أكتوبر": the day it is held.
  if (HELD_AFTER.test(after) || HELD_BEFORE.test(before)) return 'on';
  // A day an event is held ("Proeverij zaterdag 12 oktober, 10% korting"), or a calendar date with its
  // weekday ("Saturday 12 July"), is a day, not a sale's deadline.
  if (
    kind === 'date' &&
    (EVENT_BEFORE.test(folded.slice(Math.max(0, span.start - 48), span.start)) ||
      /^\p{L}/u.test(folded.slice(span.start)))
  )
    return 'on';
  // "Tuesday 2-for-1 pizzas", "Friday specials": the day the offer runs, not its deadline.
  if (/^\s*(?:\d|half|free|bogo|buy|deals?|specials?|happy\s+hour|brunch|night)/u.test(after)) return 'on';
  if (
    /(?:on|this|next|join us|opens?|opening|starts?|from|el|este|le|ce|am|diesen|il|questo|no|na|neste|op|deze)\s*$/u.test(
      before,
    )
  )
    return 'on';
  return saleDeadline ? 'until' : 'on';
}

/** "only", "solo", "nur", "فقط" right before a day (with its article), or "only"/"限定" right after it. */
const ONLY_BEFORE =
  /(?<![\p{L}])(?:only|solo|seulement|uniquement|nur|apenas|so|somente|alleen|فقط)(?:\s+(?:on|le|la|el|los|il|am|op|na|no|as|يوم))?\s*$/u;
const ONLY_AFTER = new RegExp(
  `^\\s*(?:${['only', 'solo', 'seulement', 'uniquement', 'nur', 'apenas', 'alleen', '限定', 'فقط'].map(fold).join('|')})`,
  'u',
);
/** A weekday after an article of habit: Spanish "los martes", French "le mardi", Italian "il martedì". */
const HABITUAL_BEFORE = /(?<![\p{L}])(?:los|le|il)\s+$/u;
/** "3月20日開催", "…から" (from that day): the day something is held or starts. */
const HELD_AFTER = new RegExp(
  `^\\s*(?:${['開催', '開始', 'オープン', 'スタート', 'から', 'より'].map(fold).join('|')})`,
  'u',
);
/** Portuguese "dia 12", Arabic "يوم 12 أكتوبر", "held on", "a lieu le", "findet … am": a day something happens. */
const HELD_BEFORE =
  /(?:(?<![\p{L}])dia|يوم|held on|takes place on|happening on|a lieu le|se celebra el|si terra il|acontece (?:no|em)|vindt plaats op)\s*$/u;
/** An event named before its date (same clause): the date is the day it is held. */
const EVENT_BEFORE =
  /(?<![\p{L}])(?:market|fair|festival|fest|party|night|day|open house|tasting|concert|show|expo|exhibition|workshop|meetup|gala|launch|pop-up|marche|foire|fete|soiree|journee|portes ouvertes|degustation|salon|atelier|vernissage|braderie|brocante|markt|flohmarkt|abend|verkostung|messe|mercado|mercadillo|feria|fiesta|noche|jornada|degustacion|mercato|fiera|festa|serata|giornata|degustazione|sagra|feira|noite|degustacao|beurs|proeverij|avond|معرض|مهرجان|حفل|سوق|امسية)(?![\p{L}])[^,.;:!?\n]{0,30}$/u;

/** The verbs (and nouns) of what a deadline is for, folded, in the 9 languages. */
const DEADLINE_ACTIONS: ReadonlyArray<readonly [DeadlineAction, RegExp]> = [
  [
    'register',
    /(?<![\p{L}])(?:register|registration|registrations|sign[\s-]?up|rsvp|enrol|enroll|enrolment|enrollment|inscri\p{L}*|anmeld\p{L}*|melde\s+dich|iscri\p{L}*|aanmeld\p{L}*|inschrijv\p{L}*|schrijf\s+je\s+in)(?![\p{L}])|申込|申し込|登録|エントリー|التسجيل|سجل/gu,
  ],
  [
    'book',
    /(?<![\p{L}])(?:book|booking|bookings|reserve|reservation|reservations|reserv\p{L}*|buch\p{L}*|prenot\p{L}*|boek\p{L}*)(?![\p{L}])|予約|احجز|الحجز/gu,
  ],
  [
    'order',
    /(?<![\p{L}])(?:order|orders|command\p{L}*|bestel\p{L}*|pedid\p{L}*|encarg\p{L}*|ordina\p{L}*|encomend\p{L}*)(?![\p{L}])|注文|اطلب/gu,
  ],
  [
    'apply',
    /(?<![\p{L}])(?:apply|application|applications|bewerb\p{L}*|candidat\p{L}*|postul\p{L}*|sollicit\p{L}*)(?![\p{L}])|応募|قدم/gu,
  ],
];
/** The same, each to test once (not global): compiled here, not on every call. */
const DEADLINE_ACTIONS_ONCE = DEADLINE_ACTIONS.map(
  ([action, regex]) => [action, new RegExp(regex.source, 'u')] as const,
);

/**
 * What a deadline is for: the action named last before the date in its clause ("register by 12 Oct",
 * "Anmeldung bis 12. Oktober", "التسجيل حتى"), or right after it in Japanese ("3月10日までにお申し込み").
 */
/** Japanese "まで", folded as the text is (NFKD splits its sound mark). */
const UNTIL_MADE = new RegExp(`^\\s*${fold('まで')}`, 'u');

/** Words that make a day a due date, folded, in the 9 languages ("deadline", "fällig", "date limite", "締切"). */
const DUE_WORDS =
  /(?<![\p{L}])(?:deadline|due|filing|frist|fallig|abgabe\p{L}*|date\s+limite|echeance|fecha\s+limite|vence|plazo|scadenza|entro\s+la\s+scadenza|prazo|data\s+limite|uiterste|indienen)(?![\p{L}])|締切|締め切り|期限|اخر\s+موعد|موعد\s+نهائي/u;

/** Whether the clause around a date says it is due then ("before the April 15 deadline", "bis 31. Juli fällig"). */
function dueBefore(folded: string, span: Span): boolean {
  const clause = /[^,.;:!?\n、。،]*$/u.exec(folded.slice(Math.max(0, span.start - 40), span.start))?.[0] ?? '';
  const after = /^[^,.;:!?\n、。،]*/u.exec(folded.slice(span.end, span.end + 20))?.[0] ?? '';
  return DUE_WORDS.test(clause) || DUE_WORDS.test(after);
}

function deadlineAction(folded: string, span: Span): DeadlineAction | undefined {
  const clause = /[^,.;:!?\n、。،]*$/u.exec(folded.slice(Math.max(0, span.start - 48), span.start))?.[0] ?? '';
  const after = /^[^,.;:!?\n、。،]*/u.exec(folded.slice(span.end, span.end + 16))?.[0] ?? '';
  let best: { at: number; action: DeadlineAction } | undefined;
  for (const [action, regex] of DEADLINE_ACTIONS) {
    for (const m of clause.matchAll(regex)) if (!best || m.index > best.at) best = { at: m.index, action };
  }
  if (best) return best.action;
  if (!UNTIL_MADE.test(after)) return undefined;
  return DEADLINE_ACTIONS_ONCE.find(([, regex]) => regex.test(after))?.[0];
}

/**
 * A word of opening or starting before a date, in its clause, up to two words between (folded): "abre
 * temporada el", "start", "Kursbeginn:", "reopens on", "début des cours le", "يبدأ"; Japanese after it.
 */
const OPEN_BEFORE =
  /(?<![\p{L}])(?:(?:re)?opens?|reopening|abre|abren|reabre|ouvre|reouvre|ouverture|offnet|\p{L}*eroffnung|apre|riapre|apertura|abertura|opent|heropent|يفتح|تفتح|افتتاح)(?:\s+\p{L}+){0,2}?\s*:?\s*(?:on|el|le|am|il|a|em|no|na|op|the|de|du|dal|del|في)?\s*$/u;
const START_BEFORE =
  /(?<![\p{L}])(?:starts?|starting|begins?|empieza|empiezan|comienza|comienzan|inicio|debut|commence|commencent|rentree|\p{L}*beginn|beginnt|\p{L}*start|inizio|inizia|iniziano|comeca|comecam|inicio|begint|beginnen|aanvang|[يت]بدا\u0654?|بداية)(?:\s+\p{L}+){0,2}?\s*:?\s*(?:on|el|le|am|il|a|em|no|na|op|the|de|du|dal|del|des|في)?\s*$/u;
const BEGINS_AFTER = new RegExp(`^\\s*(?:${['開講', '開始', 'スタート'].map(fold).join('|')})`, 'u');
const OPENS_AFTER = new RegExp(`^\\s*(?:${['オープン', '開店', '開業', 'プールびらき'].map(fold).join('|')})`, 'u');

/** Whether a date is the day something starts or opens (folded text), read in its own clause. */
function beginsAt(folded: string, span: Span): 'start' | 'open' | undefined {
  const clause = /[^,.;!?\n、。،]*$/u.exec(folded.slice(Math.max(0, span.start - 32), span.start))?.[0] ?? '';
  const after = folded.slice(span.end, span.end + 8);
  if (OPEN_BEFORE.test(clause) || OPENS_AFTER.test(after)) return 'open';
  if (START_BEFORE.test(clause) || BEGINS_AFTER.test(after)) return 'start';
  return undefined;
}

function resolveNumericDate(a: number, b: number, english: boolean): { day: number; month: number } | undefined {
  if (a > 12 && b <= 12) return { day: a, month: b };
  if (b > 12 && a <= 12) return { day: b, month: a };
  if (a <= 12 && b <= 12) return english ? { day: b, month: a } : { day: a, month: b };
  return undefined;
}

/** What joins the two ends of a range of days: "27.11.–23.12.", "du 27 novembre au 23 décembre", "11月27日〜12月23日". */
const DAY_RANGE_JOIN =
  /^\s*(?:-|–|—|〜|～|~|to|till|until|through|thru|au|al|bis|a|à|tot|t\/m|até|ate|إلى|الى|حتى|から)\s*$/iu;

const RANGE_OPENER = /(?:^|\s)((?:from|du|del|dal|von|vom|van|de|das|desde|من)\s+)$/iu;

/**
 * Two calendar days joined as a range ("Nov 27 – Dec 23", "dal 27/11 al 23/12", "من 27 نوفمبر إلى 23
 * ديسمبر") are one period, not two days to save: the first keeps its role, the second becomes its end.
 */
function joinDayRanges(found: Found<DateRef>[], original: string): void {
  found.sort((a, b) => a.span.start - b.span.start);
  for (let i = 0; i + 1 < found.length; i++) {
    const a = found[i].value;
    const b = found[i + 1].value;
    if (a.kind !== 'date' || b.kind !== 'date' || a.endDay || b.endDay) continue;
    if (b.month === a.month && b.day <= a.day) continue;
    if (!DAY_RANGE_JOIN.test(original.slice(found[i].span.end, found[i + 1].span.start))) continue;
    // The word that opens the range is its own ("du 27 novembre au 23 décembre", "vom 27.11. bis 23.12.").
    const opener = RANGE_OPENER.exec(original.slice(Math.max(0, found[i].span.start - 8), found[i].span.start));
    const span = { start: found[i].span.start - (opener?.[1].length ?? 0), end: found[i + 1].span.end };
    // (A weekday belongs to the first day only: "Friday, November 27 – December 23" would misread.)
    found[i] = {
      span,
      value: {
        kind: 'date',
        day: a.day,
        month: a.month,
        relation: a.relation,
        ...(a.deadlineOf ? { deadlineOf: a.deadlineOf } : {}),
        endDay: b.day,
        ...(b.month !== a.month ? { endMonth: b.month } : {}),
        ...(b.deadlineOf && !a.deadlineOf ? { deadlineOf: b.deadlineOf } : {}),
        text: original.slice(span.start, span.end).trim(),
      },
    };
    found.splice(i + 1, 1);
  }
}

/** `weekly`: the opening days read before (opening-days.ts): hours right after them are theirs. */
function findDates(
  f: Folded,
  taken: Taken,
  saleDeadline: boolean,
  english: boolean,
  weekly: readonly Span[] = [],
): Found<DateRef>[] {
  const found: Found<DateRef>[] = [];
  const text = f.text;
  const orig = (s: Span): Span => {
    const start = f.map[s.start];
    let k = s.end;
    const last = f.map[k - 1];
    while (k < f.map.length - 1 && f.map[k] === last) k++;
    return { start, end: f.map[k] };
  };
  const push = (foldedSpan: Span, kind: DateRef | Omit<DateRef, 'relation' | 'text'>): void => {
    const span = orig(foldedSpan);
    if (taken.has(span)) return;
    taken.add(span);
    let relation = 'relation' in kind ? kind.relation : relationAround(text, foldedSpan, saleDeadline, kind.kind);
    if (relation === 'every' && kind.kind !== 'weekday') relation = 'on';
    const written = sliceOriginal(f, foldedSpan).trim();
    // "the April 15 tax deadline", "date limite de déclaration le 25 mai": a day something is due by.
    if (relation === 'on' && kind.kind !== 'duration' && kind.kind !== 'time' && dueBefore(text, foldedSpan))
      relation = 'until';
    const action =
      relation === 'until' && kind.kind !== 'duration'
        ? (deadlineAction(text, foldedSpan) ?? (dueBefore(text, foldedSpan) ? 'due' : undefined))
        : undefined;
    const begins = relation === 'on' && kind.kind === 'date' ? beginsAt(text, foldedSpan) : undefined;
    found.push({
      span,
      value: {
        ...(kind as DateRef),
        relation,
        text: written,
        ...(action ? { deadlineOf: action } : {}),
        ...(begins ? { begins } : {}),
      },
    });
  };
  const valid = (day: number, month: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= 31;

  const digits = /\d/.test(text);
  for (const regex of digits ? [MONTH_DAY, DAY_MONTH] : []) {
    for (const m of text.matchAll(regex)) {
      const g = m.groups ?? {};
      const month = monthIndex(g.m ?? '');
      const day = Number(g.d);
      if (!valid(day, month)) continue;
      const endDay = g.e ? Number(g.e) : undefined;
      const weekday = g.wd ? weekdayIndex(g.wd) : -1;
      const span = { start: m.index, end: m.index + m[0].length };
      const before = found.length;
      const year = yearOf(g.y);
      // Two days named ("les 6 et 7 décembre", "6 y 7 de diciembre") are both the event's, not the last one alone.
      const two = endDay !== undefined && endDay > day && endDay <= 31;
      push(span, {
        kind: 'date',
        day,
        month,
        ...(two ? { endDay } : {}),
        ...(two && g.list ? { dayList: true } : {}),
        // (Each of two days has its own weekday, "zaterdag 17 en zondag 18 mei": neither is both's.)
        ...(weekday >= 0 && !(two && (g.list || g.wd2)) ? { weekday } : {}),
        ...(year ? { year } : {}),
      } as Omit<DateRef, 'relation' | 'text'>);
      // A range is written with the word that opens it: "du 8 au 28 janvier", "vom 1. bis 31. Juli"
      // ("8 au 28 janvier" alone is no phrase). Its role was read without it.
      const opener =
        endDay && found.length > before ? RANGE_OPENER.exec(text.slice(Math.max(0, m.index - 8), m.index)) : null;
      if (opener) {
        const range = found[found.length - 1];
        range.span = { start: f.map[m.index - opener[1].length], end: range.span.end };
        range.value.text = f.original.slice(range.span.start, range.span.end).trim();
      }
    }
  }
  for (const m of digits ? text.matchAll(JA_DATE) : []) {
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (!valid(day, month)) continue;
    const endDay = m[7] ? Number(m[7]) : undefined;
    const two = endDay !== undefined && endDay > day && endDay <= 31;
    // A second day that does not follow is no part of this date: read the first alone.
    const span = {
      start: m.index,
      end: two
        ? m.index + m[0].length
        : m.index +
          m[0].length -
          (m[5] || m[6] ? (/[\s〜～~\-–・、と,]*\d{1,2}日(?:[(（][^)）]+[)）])?$/u.exec(m[0])?.[0].length ?? 0) : 0),
    };
    const weekday = m[4] && !two ? JA_WEEKDAYS.indexOf(m[4]) : -1;
    const year = yearOf(m[1]);
    push(span, {
      kind: 'date',
      day,
      month,
      ...(two ? { endDay } : {}),
      ...(two && m[6] ? { dayList: true } : {}),
      ...(weekday >= 0 ? { weekday } : {}),
      ...(year ? { year } : {}),
    } as Omit<DateRef, 'relation' | 'text'>);
  }
  for (const m of digits ? text.matchAll(NUMERIC_DATE) : []) {
    const resolved = resolveNumericDate(Number(m[1]), Number(m[2]), english);
    if (!resolved || !valid(resolved.day, resolved.month)) continue;
    const year = yearOf(m[3]);
    push({ start: m.index, end: m.index + m[0].length }, {
      kind: 'date',
      ...resolved,
      ...(year ? { year } : {}),
    } as Omit<DateRef, 'relation' | 'text'>);
  }
  for (const m of digits && !english ? text.matchAll(DOTTED_DAYS) : []) {
    const day = Number(m[2]);
    const endDay = Number(m[4]);
    const month = Number(m[5]);
    if (!valid(day, month) || !(endDay > day && endDay <= 31)) continue;
    const weekday = m[1] ? weekdayIndex(m[1]) : -1;
    const year = yearOf(m[6]);
    push({ start: m.index, end: m.index + m[0].length }, {
      kind: 'date',
      day,
      month,
      endDay,
      ...(/^\s*(?:und|en|et|e|y|&)\s*$/u.test(m[3]) ? { dayList: true } : {}),
      ...(weekday >= 0 ? { weekday } : {}),
      ...(year ? { year } : {}),
    } as Omit<DateRef, 'relation' | 'text'>);
  }
  for (const m of digits && !english ? text.matchAll(DOTTED_DATE) : []) {
    const day = Number(m[2]);
    const month = Number(m[3]);
    if (!valid(day, month)) continue;
    const weekday = m[1] ? weekdayIndex(m[1]) : -1;
    const year = yearOf(m[4]);
    push({ start: m.index, end: m.index + m[0].length }, {
      kind: 'date',
      day,
      month,
      ...(weekday >= 0 ? { weekday } : {}),
      ...(year ? { year } : {}),
    } as Omit<DateRef, 'relation' | 'text'>);
  }
  joinDayRanges(found, f.original);
  for (const [kind, words] of RELATIVE_DATE_WORDS) {
    for (const s of findKeywords(text, words)) {
      // "Book today", "start your free trial today": an urging, not a deadline.
      if (
        (kind === 'today' || kind === 'tonight') &&
        CTA_BEFORE_TODAY.test(text.slice(Math.max(0, s.start - 40), s.start))
      )
        continue;
      // Spanish "mañana" is also the morning: "cada mañana", "por la mañana" is a time of day, not tomorrow.
      if (kind === 'tomorrow' && MORNING_BEFORE.test(text.slice(Math.max(0, s.start - 16), s.start))) continue;
      // Arabic "غدا" is a word of its own, not the head of "الغداء" (lunch).
      if (/^[\u0621-\u064a]/u.test(text.slice(s.end))) continue;
      push(s, { kind } as Omit<DateRef, 'relation' | 'text'>);
    }
  }
  for (const m of digits ? text.matchAll(DURATION) : []) {
    const g = m.groups ?? {};
    const unitWord = g.u ?? '';
    const hours = /^(?:h|hours?|hrs?|horas|heures|stunden|ore|uur|時間|ساعة)$/.test(unitWord);
    const hasCue =
      m[0].trim() !== `${g.n}${unitWord}` &&
      (Boolean(g.post) ||
        /^(?:for|next|just|only|in|durante|por|pendant|seulement|für|nur|per|solo|gedurende|alleen)\s/.test(m[0]));
    const amount = Number(g.n);
    if (!hasCue || !(amount > 0) || (hours && amount > 96) || (!hours && amount > 31)) continue;
    push({ start: m.index, end: m.index + m[0].length }, {
      kind: 'duration',
      amount,
      unit: hours ? 'hours' : 'days',
      relation: 'until',
    } as DateRef);
  }
  for (const b of findBareWeekdays(text))
    push({ start: b.start, end: b.end }, {
      kind: 'weekday',
      weekday: b.weekday,
      ...(b.every ? { relation: 'every' } : {}),
    } as Omit<DateRef, 'relation' | 'text'>);
  for (const m of text.matchAll(WEEKDAY_ONLY)) {
    const plural = m.groups?.plural !== undefined;
    const weekday = weekdayIndex(plural ? m[0].slice(0, -1) : m[0]);
    const span = { start: m.index, end: m.index + m[0].length };
    if (weekday >= 0)
      push(span, { kind: 'weekday', weekday, ...(plural ? { relation: 'every' } : {}) } as Omit<
        DateRef,
        'relation' | 'text'
      >);
  }
  for (const m of text.matchAll(JA_WEEKDAY)) {
    push({ start: m.index, end: m.index + m[0].length }, {
      kind: 'weekday',
      weekday: JA_WEEKDAYS.indexOf(m[1]),
    } as Omit<DateRef, 'relation' | 'text'>);
  }
  for (const m of text.matchAll(MONTH_ONLY)) {
    const word = m.groups?.m ?? '';
    const start = m.index + m[0].length - word.length;
    // "may" and "march" are also verbs: only a capitalised one is a month.
    const originalWord = sliceOriginal(f, { start, end: start + word.length });
    if ((word === 'may' || word === 'march') && !/^[A-Z]/.test(originalWord)) continue;
    const month = monthIndex(word);
    if (month)
      push({ start, end: start + word.length }, { kind: 'month', month } as Omit<DateRef, 'relation' | 'text'>);
  }

  // Times attach to the nearest date before them (or just after): "Friday at 8pm"; a time with no
  // day ("open 9am-5pm") is a fact of its own. `strong`: clearly a time ("7pm", "19:30", not "12h").
  type Clock = { hour: number; minute: number };
  type Span24 = { start: Clock; finish?: Clock };
  // `bare`: hours with no unit ("from 10 to 4"), a time only as the hours of the day written before them.
  const times: Array<{
    at: number;
    end: number;
    start: Clock;
    finish?: Clock;
    strong: boolean;
    bare?: boolean;
    more?: Span24[];
  }> = [];
  const inRange = (index: number): boolean => times.some((t) => t.at <= index && t.end > index);
  for (const m of digits ? text.matchAll(TIME_RANGE) : []) {
    let end = m.index + m[0].length;
    let start: Clock;
    let finish: Clock;
    if (m[4] !== undefined) {
      const suffix = (m[6] ?? '').toLowerCase();
      const twelve = /^[ap]/.test(suffix);
      const a = Number(m[1]);
      const b = Number(m[4]);
      if ((twelve && (a > 12 || b > 12)) || a > 23 || b > 23) continue;
      const pmEnd = suffix.startsWith('p');
      const endHour = twelve ? (b % 12) + (pmEnd ? 12 : 0) : b;
      // "1-4pm" is 1pm to 4pm; "10-2pm" is 10am to 2pm.
      const startPm = m[3] && m[3].toLowerCase() !== 'h' ? /^p/i.test(m[3]) : pmEnd && a % 12 <= b % 12;
      const startHour = twelve ? (a % 12) + (startPm ? 12 : 0) : a;
      start = { hour: startHour, minute: Number(m[2] ?? 0) };
      finish = { hour: endHour, minute: Number(m[5] ?? 0) };
      // French writes the end's minutes after its "h": "de 10 h à 18 h 30", "10h-18h30".
      const endMinutes =
        suffix === 'h' && m[5] === undefined ? /^\s?([0-5]\d)(?![\p{N}])/u.exec(text.slice(end)) : null;
      if (endMinutes) {
        finish.minute = Number(endMinutes[1]);
        end += endMinutes[0].length;
      }
    } else if (m[7] !== undefined) {
      start = { hour: Number(m[7]), minute: Number(m[8]) };
      finish = { hour: Number(m[9]), minute: Number(m[10]) };
    } else if (m[19] !== undefined) {
      // "dalle 10 alle 18", "das 9 às 17": the words say they are hours.
      start = { hour: Number(m[19]), minute: Number(m[20] ?? 0) };
      finish = { hour: Number(m[21]), minute: Number(m[22] ?? 0) };
    } else {
      // "午前10時〜午後6時": an end with no 午前/午後 of its own shares the start's.
      start = { hour: japaneseHour(Number(m[12]), m[11]), minute: m[14] ? 30 : Number(m[13] ?? 0) };
      finish = { hour: japaneseHour(Number(m[16]), m[15] ?? m[11]), minute: m[18] ? 30 : Number(m[17] ?? 0) };
      if (!m[15] && m[11] === '午前' && finish.hour < start.hour) finish.hour += 12;
    }
    if (start.hour > 23 || finish.hour > 23 || start.minute > 59 || finish.minute > 59) continue;
    times.push({ at: m.index, end, start, finish, strong: true });
  }
  for (const m of digits ? text.matchAll(AR_TIME_RANGE) : []) {
    const a = Number(m[1]);
    const b = Number(m[4]);
    if (a > 12 || b > 12 || Number(m[2] ?? 0) > 59 || Number(m[5] ?? 0) > 59) continue;
    // "من 1 إلى 4 مساءً": a start with no part of the day shares the end's when it comes before it.
    const startPart = m[3] ?? (a <= b ? m[6] : undefined);
    const start = { hour: arabicHour(a, startPart), minute: Number(m[2] ?? 0) };
    times.push({
      at: m.index,
      end: m.index + m[0].length,
      start,
      finish: { hour: arabicHour(b, m[6]), minute: Number(m[5] ?? 0) },
      strong: true,
    });
  }
  for (const m of digits ? text.matchAll(SHARED_UNIT) : []) {
    if (inRange(m.index)) continue;
    const start = { hour: Number(m[1]), minute: Number(m[2] ?? 0) };
    const finish = m[3] !== undefined ? { hour: Number(m[3]), minute: Number(m[4] ?? 0) } : undefined;
    if ([start, finish ?? start].some((c) => c.hour > 23 || c.minute > 59)) continue;
    if (finish && finish.hour * 60 + finish.minute <= start.hour * 60 + start.minute) continue;
    // A bare hour needs its preposition ("um 10 und 14 Uhr"): "6 und 10 Uhr" could be counts.
    if (!finish && !CLOCK_LEAD.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    times.push({ at: m.index, end: m.index + m[0].length, start, ...(finish ? { finish } : {}), strong: true });
  }
  for (const m of digits ? text.matchAll(AR_TIME) : []) {
    if (Number(m[1]) > 12 || Number(m[2] ?? 0) > 59 || inRange(m.index)) continue;
    times.push({
      at: m.index,
      end: m.index + m[0].length,
      start: { hour: arabicHour(Number(m[1]), m[3]), minute: Number(m[2] ?? 0) },
      strong: true,
    });
  }
  for (const m of digits ? text.matchAll(TIME_12) : []) {
    let hour = Number(m[1]) % 12;
    if (/p/i.test(m[3])) hour += 12;
    if (Number(m[1]) > 12 || inRange(m.index)) continue;
    times.push({ at: m.index, end: m.index + m[0].length, start: { hour, minute: Number(m[2] ?? 0) }, strong: true });
  }
  for (const m of digits ? text.matchAll(TIME_24) : []) {
    const hour = m[5] !== undefined ? japaneseHour(Number(m[5]), m[4]) : Number(m[1] ?? m[3] ?? m[8] ?? m[10]);
    const minute = m[7] ? 30 : Number(m[2] ?? m[6] ?? m[9] ?? 0);
    if (hour > 23 || minute > 59) continue;
    if (inRange(m.index)) continue;
    // An hour said by its preposition ("alle 19", "à 18 heures") keeps it: "19" alone says nothing.
    const lead =
      m[10] !== undefined
        ? (/(?:a|om|alle|dalle|ore|a las)\s$/u.exec(text.slice(Math.max(0, m.index - 6), m.index))?.[0] ?? '')
        : '';
    // "dès 7h", "à 14h": "7h" after a word of the clock is an hour, not a count of hours.
    const clockLead = m[3] !== undefined && CLOCK_LEAD.test(text.slice(Math.max(0, m.index - 12), m.index));
    times.push({
      at: m.index - lead.length,
      end: m.index + m[0].length,
      start: { hour, minute },
      strong: m[1] !== undefined || m[10] !== undefined || clockLead || /uhr|uur|時/i.test(m[0]),
    });
  }
  const twelveHour = english || /[\u0600-\u06ff]/u.test(text);
  for (const b of digits ? findBareHours(text, twelveHour) : []) {
    if (times.some((t) => t.at < b.end && b.at < t.end)) continue;
    times.push({ ...b, strong: false, bare: true });
  }
  // "every Tuesday at 8": one bare hour, read only as the hour of the day before it.
  for (const b of digits && english ? findBareHour(text) : []) {
    if (times.some((t) => t.at < b.end && b.at < t.end)) continue;
    times.push({ ...b, strong: false, bare: true });
  }
  // "noon", "à midi", "bis Mitternacht": times said by name (named-times.ts); "9am-noon" is one range.
  for (const t of namedTimes(text)) {
    if (inRange(t.at)) continue;
    const clock = { hour: t.hour, minute: 0 };
    const before = times.find(
      (x) => !x.finish && /^\s*(?:-|–|to|till|until|bis|a|à|al|alle|tot)\s*$/u.test(text.slice(x.end, t.at)),
    );
    if (before) {
      before.finish = clock;
      before.end = t.end;
    } else times.push({ at: t.at, end: t.end, start: clock, strong: true });
  }
  // Two times of one thing ("sessions at 10am and 2pm", "9–12 und 14–18 Uhr") are one fact. A full
  // stop joins two lone times only ("10am. 2pm."), not a range and the next sentence's hour.
  times.sort((a, b) => a.at - b.at);
  for (let i = 0; i + 1 < times.length; i++) {
    const [t, u] = [times[i], times[i + 1]];
    const between = text.slice(t.end, u.at);
    const lone = !t.finish && !u.finish && !t.more && /^\s*\.\s*$/u.test(between);
    // ("à 10h et 15h": the second needs no word of the clock of its own.)
    if (t.bare || u.bare) continue;
    if (lone ? !(t.strong && u.strong) : !(t.strong || u.strong) || !TIMES_JOIN.test(between)) continue;
    t.more = [...(t.more ?? []), { start: u.start, ...(u.finish ? { finish: u.finish } : {}) }, ...(u.more ?? [])];
    t.end = u.end;
    t.strong = true;
    times.splice(i + 1, 1);
    i--;
  }
  const moreTimes = (t: (typeof times)[number]): Pick<DateRef, 'moreTimes'> =>
    t.more ? { moreTimes: t.more.map((x) => ({ time: x.start, ...(x.finish ? { endTime: x.finish } : {}) })) } : {};
  const standalone: Found<DateRef>[] = [];
  for (const t of times) {
    const span = orig({ start: t.at, end: t.end });
    if (taken.has(span)) continue;
    let best: Found<DateRef> | undefined;
    let bestDistance = 40;
    // Hours right after opening days are those days' ("Mon–Sat 7am–6pm, Sunday 8–2"): never the next day's.
    const daysBefore = weekly.some(
      (s) => s.end <= span.start && /^[\s,:]*$/u.test(f.original.slice(s.end, span.start)),
    );
    for (const d of found) {
      if ((t.bare || daysBefore) && d.span.end > span.start) continue;
      const distance = d.span.end <= span.start ? span.start - d.span.end : d.span.start - span.end;
      const between =
        d.span.end <= span.start ? f.original.slice(d.span.end, span.start) : f.original.slice(span.end, d.span.start);
      if (!TIME_JOINER.test(between)) continue;
      if (distance >= 0 && distance < bestDistance && !d.value.time) {
        best = d;
        bestDistance = distance;
      }
    }
    // The hour later in the sentence of the one day it names is that day's: "Elke dinsdag pubquiz in
    // Café Bommel, 20.30 uur", "Jeden Samstag Wochenmarkt auf dem Lindenplatz, 8–13 Uhr".
    // ("21h" past noon is an hour there too, not a count of hours.)
    if (!best && (t.strong || (!t.bare && t.start.hour >= 13)) && !daysBefore)
      best = sentenceDay(f.original, found, span);
    if (best) {
      const written = f.original.slice(span.start, span.end).trim();
      best.value.time = t.start;
      if (t.finish) best.value.endTime = t.finish;
      if (t.more) best.value.moreTimes = moreTimes(t).moreTimes;
      best.value.timeText = written;
      taken.add(span);
    } else if (t.strong) {
      // A range keeps the word that opens it: "van 11.30 tot 14.30 uur", "from 9 to 5".
      const opener = t.finish
        ? /(?:^|\s)((?:van|from|von|de|dalle|das|desde|dès|vanaf)\s+)$/iu.exec(
            f.original.slice(Math.max(0, span.start - 8), span.start),
          )
        : null;
      if (opener) span.start -= opener[1].length;
      taken.add(span);
      const written = f.original.slice(span.start, span.end).trim();
      standalone.push({
        span,
        value: {
          kind: 'time',
          relation: 'on',
          time: t.start,
          ...(t.finish ? { endTime: t.finish } : {}),
          ...moreTimes(t),
          text: written,
          timeText: written,
        },
      });
    }
  }
  found.push(...standalone);
  return found.sort((a, b) => a.span.start - b.span.start);
}

/** What parts a day from an hour later in its sentence: a sentence's end, or the business's opening ("open 9–5"). */
const NOT_SAME_SENTENCE =
  /[.!?\n。！？]|(?<![\p{L}])(?:open|opens|ouvert|ouverte|geöffnet|geoffnet|abierto|abierta|aperto|aperta|aberto|aberta|geopend|daily|täglich|tous les jours|todos los días|tutti i giorni|todos os dias|dagelijks)(?![\p{L}])|営業|毎日|مفتوح|يوميا/iu;

/**
 * The one day before `span` in its sentence, a repeat with no time of its own ("every Tuesday"),
 * within 60 characters; none when the sentence names two or the business's hours part them.
 */
function sentenceDay(original: string, found: Found<DateRef>[], span: Span): Found<DateRef> | undefined {
  const before = found.filter(
    (d) =>
      d.span.end <= span.start &&
      span.start - d.span.end <= 60 &&
      !NOT_SAME_SENTENCE.test(original.slice(d.span.end, span.start)),
  );
  if (before.length !== 1) return undefined;
  const day = before[0].value;
  // Only a repeat ("every Tuesday"): a calendar day's later hour may have a role of its own ("開場18:30").
  if (day.time || day.relation !== 'every') return undefined;
  return before[0];
}

/**
 * Opening days and the hours written right after them are one fact, in the prompt's words:
 * "Mon–Sat 7am–6pm", "Mo–Fr 6–18 Uhr", never "Mon–Sat. Open 7am–6pm." apart. The hours stay a time
 * (worded alone in another language, where days are not printed) that holds the whole phrase (`ofDays`).
 */
function withHoursOfDays(
  text: string,
  days: ReadonlyArray<{ start: number; end: number; closed?: boolean }>,
  dates: Found<DateRef>[],
): Found<DateRef>[] {
  for (const d of dates) {
    if (d.value.kind !== 'time') continue;
    const day = days.find(
      (x) => !x.closed && x.end <= d.span.start && /^[\s,:]*$/u.test(text.slice(x.end, d.span.start)),
    );
    if (day) d.value.ofDays = text.slice(day.start, d.span.end).trim();
  }
  return dates;
}

// ---------------------------------------------------------------- names

const NOT_NAME_SET = new Set(NOT_NAMES.map(fold));
const LEXICON_WORDS = new Set(
  [
    ...WEEKDAY_WORDS.flat(),
    ...MONTH_WORDS.flat(),
    ...EVENT_WORDS.flatMap(([, w]) => w),
    ...SEASON_WORDS.flatMap(([, w]) => w),
    ...Object.values(AUDIENCE_WORDS).flat(),
    ...Object.values(PRODUCT_WORDS).flat(),
    ...Object.values(CATEGORY_WORDS).flat(),
  ].map((w) => fold(w).replace(/\*$/, '')),
);
const SEASON_WORD_SET = new Set(SEASON_WORDS.flatMap(([, w]) => w.map(fold)));
const NOT_PLACES = new Set([
  'python',
  'java',
  'javascript',
  'typescript',
  'react',
  'excel',
  'figma',
  'photoshop',
  'english',
  'spanish',
  'french',
  'german',
  'style',
  'stock',
  'store',
  'time',
]);

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’&+\-.]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
/** Where an offer is had: "en", "na", "at", "bei", "chez", "presso", "bij", "in der", "all'" (elided, read as "a"). */
const AT_SHOP_BEFORE =
  /(?<!\p{L})(?:en|em|na|no|at|bei|beim|chez|presso|bij|in\s+der|im|nel|nella|al|alla|all['’]|à|au)\s*$/iu;
const ELISION_READS: Record<string, string> = { l: '', all: 'a ', dall: 'da ', dell: 'di ', nell: 'in ', sull: 'su ' };
const ELIDED_ARTICLE = /^(?:l|d|all|dall|dell|nell|sull|coll|un|qu|j|s|n)['’](?=\p{Lu})/u;
/** Function words that belong to a name when capitalised inside it ("Food For All", "Made In Italy"). */
const CAPITAL_CONNECTORS = new Set([
  'for',
  'to',
  'in',
  'on',
  'at',
  'a',
  'an',
  'with',
  'all',
  'my',
  'our',
  'your',
  'us',
  'we',
  'you',
  'it',
  'of',
  'the',
  'and',
]);
const ARTICLES = new Set([
  'The',
  'La',
  'Le',
  'Les',
  'El',
  'Los',
  'Las',
  'Il',
  'Lo',
  'Der',
  'Die',
  'Das',
  'De',
  'Het',
  'O',
  'A',
  'Os',
  'As',
]);
const DANGLING_IN_NAME = new Set([
  'for',
  'to',
  'in',
  'on',
  'at',
  'a',
  'an',
  'with',
  'my',
  'our',
  'your',
  'of',
  'the',
  'and',
  '&',
  'de',
  'del',
  'van',
  'von',
  'da',
  'di',
  'du',
  'des',
  'la',
  'le',
  'y',
]);
/** Titles whose full stop sits inside a name ("Dr. Weber", "St. Mary's", "Mme. Dupont"). */
export const NAME_TITLES = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'mx',
  'prof',
  'st',
  'ste',
  'mt',
  'ft',
  'jr',
  'sr',
  'sra',
  'srta',
  'hr',
  'fr',
  'mme',
  'mlle',
  'dott',
  'ing',
  'av',
  'dra',
]);
/** Last words that make a name an organisation's ("Brightline Accounting", "Glow Studio", "Clay & Co"): the advertiser, not a product. */
const ORG_ENDINGS = new Set([
  'accounting',
  'academy',
  'agency',
  'associates',
  'bakery',
  'bank',
  'bar',
  'bistro',
  'boutique',
  'brewery',
  'cafe',
  'cantina',
  'center',
  'centre',
  'clinic',
  'club',
  'co',
  'collective',
  'college',
  'company',
  'consulting',
  'dental',
  'deli',
  'diner',
  'farm',
  'fitness',
  'florist',
  'foundation',
  'gallery',
  'garage',
  'grill',
  'group',
  'gym',
  'hotel',
  'inc',
  'institute',
  'insurance',
  'kitchen',
  'lab',
  'labs',
  'law',
  'llc',
  'ltd',
  'market',
  'motors',
  'partners',
  'pharmacy',
  'pizzeria',
  'plumbing',
  'realty',
  'rescue',
  'resort',
  'restaurant',
  'salon',
  'school',
  'services',
  'shelter',
  'shop',
  'solutions',
  'spa',
  'store',
  'studio',
  'studios',
  'tavern',
  'trust',
  'university',
  'vets',
  'winery',
  'gmbh',
  'ag',
  'kg',
  'sarl',
  'sas',
  'sa',
  'sl',
  'srl',
  'bv',
  'ltda',
  'bookkeeping',
  'accountants',
  'dentistry',
  'veterinary',
  'realtors',
  'properties',
  'homes',
  'builders',
  'cleaning',
  'movers',
  'electric',
  'roofing',
  'landscaping',
  'catering',
  'roasters',
  'bakehouse',
  'creamery',
  'outfitters',
  'supply',
  'goods',
  'works',
  'workshop',
  'atelier',
  'rentals',
  'locksmiths',
  'barbershop',
  'barbers',
  'orthodontics',
  'opticians',
  'storage',
  'solar',
  'electricians',
  'plumbers',
  'roofers',
  'painters',
  'dentists',
]);
/** Verbs that open a sentence before a name ("Let Brightline file…", "Ask Dr Lee"): never the name's first word. */
const SENTENCE_VERBS = new Set([
  'let',
  'ask',
  'call',
  'visit',
  'meet',
  'join',
  'try',
  'discover',
  'contact',
  'choose',
  'trust',
  'book',
  'order',
  'shop',
  'see',
  'follow',
  'welcome',
  'thank',
  'thanks',
  'congratulations',
  'celebrate',
  'support',
  'hire',
  'find',
  'explore',
  'experience',
  'enjoy',
  'taste',
  'get',
  // the same imperatives in the other catalog languages, folded ("Contatta Immobiliare Lario", "Appelez …")
  'contatta',
  'contattaci',
  'contattate',
  'chiama',
  'chiamate',
  'visita',
  'visitate',
  'prenota',
  'prenotate',
  'scopri',
  'scegli',
  'contacta',
  'contacte',
  'contactanos',
  'llama',
  'llame',
  'reserva',
  'descubre',
  'elige',
  'contactez',
  'appelez',
  'visitez',
  'reservez',
  'decouvrez',
  'choisissez',
  'rejoignez',
  'kontaktieren',
  'besuchen',
  'entdecken',
  'contate',
  'ligue',
  'visite',
  'reserve',
  'descubra',
  'conheca',
  'bel',
  'bezoek',
  'ontdek',
  'kies',
  'essayez',
  'prova',
  'provate',
  'prueba',
  'pruebe',
  'teste',
  'experimente',
  'probeer',
]);
/** The article after a connector inside a name: "de la", "de los", "van der", "van den", "van het". */
const ARTICLE_AFTER_CONNECTOR = new Set(['la', 'las', 'los', 'les', 'der', 'den', 'het']);
const CONNECTORS = new Set([
  '&',
  'of',
  'do',
  'dos',
  'das',
  'de',
  'del',
  'van',
  'von',
  'da',
  'di',
  'du',
  'des',
  'la',
  'le',
  'y',
  'and',
  'the',
]);
const BRAND_BEFORE =
  /(?:\b(?:(?:donate|give|support|help)\s+to|by|from|at|for|with|join|brand|company|store|shop|restaurant|cafe|café|studio|gym|salon|bakery|called|named|team at|chez|bei|von|presso|bij|de|da|en|em|pour|para|für|per|voor)(?:\s+the)?|[:])\s*$/i;
const PRODUCT_BEFORE =
  /\b(?:introducing|introduce|launching|launch of|launch|meet|announcing|announce|the new|new|try|download|install|get|presenting|discover|unveiling|unveil|our|nuevo|nueva|nouveau|nouvelle|neu|neue|nuovo|nuova|novo|nova|nieuwe|presenta|présente)\s*$/i;
// (?<!\p{L}) rather than \b: "\b" does not see a boundary before "à".
const PLACE_BEFORE =
  /(?<!\p{L})(?:in|(?<=(?:flights?|trips?|fly|flying|travel|getaways?|holidays?|vacations?|tours?|journeys?|cruises?|escape|moving|relocating|delivery|deliveries|shipping|ferries|trains?|buses|ticket|tickets|way|route|road) )to|near|across|around|en|à|a|em|nach|naar|dans|downtown|central|north|south|east|west|historic|old town|the heart of)\s*$/iu;
/** A street, square or road name ("Main Street", "Rue de la Paix", "Calle Mayor", "Kaiserstraße"): a place, never the product or brand. */
const STREET =
  /(?:^|\s)(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|drive|square|plaza|high street|rue|place|boulevard|calle|avenida|paseo|plaza|via|viale|piazza|corso|rua|praça|avenida|straat|plein|laan|gracht|weg|platz|allee|gasse)(?:\s|$)|(?:straße|strasse|straat|gracht|plein|weg|platz|gasse)$/iu;
const STREET_BEFORE =
  /(?<!\p{L})(?:rue|avenue|boulevard|place|quai|calle|avenida|paseo|plaza|via|viale|piazza|corso|rua|praça|travessa)(?:\s+(?:de\s+la|de\s+l['’]|de|du|des|del|della|dei|do|da|dos|das))?\s+$/u;
/** Who runs an event: the name after it is the advertiser ("Hosted by Supportly", "Veranstalter: DigitalWerk Akademie"). */
const HOST_BEFORE =
  /(?:hosted\s+by|realiza[cç][aã]o\s*:|organiza[cç][aã]o\s*:|organizador[a]?\s*:|organisateur\s*:|organizzatore\s*:|organisator\s*:|herausgegeben\s+von|published\s+by|organi[sz]ed\s+by|presented\s+by|organiza|organizado\s+por|organisé\s+par|organisiert\s+von|veranstalter\s*:|organizzato\s+da|organizzato\s+da|promosso\s+da|organizado\s+pela?|georganiseerd\s+door)\s*$/iu;
const HOST_LEAD =
  /^(?:Organiza|Organizado\s+por|Organisé\s+par|Organizzato\s+da|Herausgegeben\s+von|Veranstaltet\s+von|Hosted\s+by|Presented\s+by)\s+/u;
/** Words that head a prompt before a colon without being a name ("Reminder: …", "Neu: …"). */
const HEADING_WORDS = new Set([
  'reminder',
  'attention',
  'important',
  'notice',
  'update',
  'breaking',
  'announcement',
  'hiring',
  'wanted',
  'urgent',
  'new',
  'now',
  'today',
  'tonight',
  'neu',
  'nieuw',
  'nuevo',
  'nueva',
  'nouveau',
  'nouvelle',
  'nuovo',
  'novo',
  'nova',
  'novità',
  'aviso',
  'achtung',
  'hinweis',
  'attenzione',
  'atenção',
  'let op',
  'info',
  'psa',
  'fyi',
  'save',
  'promo',
  'offer',
  'deal',
  'sale',
  'event',
  'webinar',
  'workshop',
  'event',
  'job',
  'jobs',
  'vacature',
  'stellenangebot',
  'oferta',
  'offre',
  'offerta',
  'angebot',
  'aanbieding',
]);
/** Last words of a venue: the town after it is a place ("Riverside Park, Milwaukee"). */
const VENUE_END =
  /\b(?:Park|Arena|Stadium|Stadion|Estadio|Stadio|Hall|Halle|Center|Centre|Theatre|Theater|Teatro|Théâtre|Club|Garden|Gardens|Square|Plaza|Pavilion|Ballroom|Museum|Museo|Musée|Gallery)$/u;
/** Punctuation at a name's ends that belongs to the sentence around it ("Costa Brava –", "« Bio&Co »"). */
const BRAND_EDGE = /^[\s\-–—:;,|/·«»"“”„]+|[\s\-–—:;,|/·«»"“”„]+$/gu;
/** Categories whose coined product name is the maker's ("Flowdesk", "Pocketful"). */
const COINED_MAKERS = new Set<Category>(['saas', 'app', 'finance']);
/** One coined word, camel case allowed ("Flowdesk", "FlowDesk"); a model's digits ("Aero 14") are no maker. */
const COINED_NAME = /^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?$/u;
const BRAND_AFTER =
  /^\s*(?:is|are|has|have|launches|launched|presents|announces|opens|is opening|introduces|hosts|is hosting|is hiring|invites|celebrates|turns|brings|offers|lanza|presenta|abre|lance|ouvre|présente|eröffnet|präsentiert|apre|lancia|abre|lança|opent|lanceert)\b/i;
const PRODUCT_AFTER =
  /^\s*(?:app|application|platform|software|tool|plugin|course|bootcamp|collection|edition|series|line)\b/i;

interface NameRun extends Span {
  text: string;
  sentenceStart: boolean;
  strong: boolean; // camel case, digits, several words: a name even at a sentence start
  counted?: boolean; // right after a number ("24 Monaten Garantie", "4 Stunden Fensterputz"): what it counts, never who
}

/** A name of two words or more that says it is a business: a trade head first or a firm's word last, not a venue. */
function isBusinessName(run: string): boolean {
  const words = run.split(/\s+/);
  if (words.length < 2 || isVenueName(run) || HEADING_WORDS.has(fold(words[0]))) return false;
  return isTradeHead(words[0]) || ORG_ENDINGS.has(fold(words[words.length - 1]).replace(/\.$/, ''));
}

function isNameToken(token: string): boolean {
  const f = fold(token);
  if (NOT_NAME_SET.has(f) || NOT_NAME_SET.has(f.replace(/['’]s$/, ''))) return false;
  if (/^\p{Lu}/u.test(token)) return true;
  if (/^\p{Ll}+\p{Lu}/u.test(token)) return true; // iPhone, eBay
  return false;
}

/** Whether the name tokens from `from` on, joined by single spaces, end in a business word ("Vet Clinic"). */
function endsInBusiness(
  tokens: ReadonlyArray<{ text: string; start: number; end: number }>,
  from: number,
  text: string,
): boolean {
  let k = from;
  if (k >= tokens.length || !isNameToken(tokens[k].text) || text.slice(tokens[k - 1].end, tokens[k].start) !== ' ')
    return false;
  while (
    k + 1 < tokens.length &&
    isNameToken(tokens[k + 1].text) &&
    text.slice(tokens[k].end, tokens[k + 1].start) === ' '
  )
    k++;
  return k > from && ORG_ENDINGS.has(fold(tokens[k].text));
}

const HOUSE_PARTICLES = new Set(['am', 'im', 'zum', 'zur', 'beim', 'an', 'aan', 'op', 'bij']);
// "Weinhaus Keller am Freitag": a day or a time of day after the particle says when, not where the house stands.
const WHEN_WORDS = new RegExp(`^${WHEN_NAMES}`, 'iu');
/** What follows a number that makes it part of a measurement or range: "x 120 cm", "–40", " cm". */
// (Only an unspaced dash makes a range here: "GrowthCon 2026 – 40 talks" is a name, then a clause.)
const MEASURE_AFTER = /^(?:\s?[x×]\s?\d|[–—-]\d|\s?(?:mm|cm|m|km|m²|qm|kg|g|ml|l|zoll|inch|ft)(?![\p{L}\p{N}]))/iu;
/** A word written in capitals only ("OPEN", "AUDITIONS"), not an initial or a one-letter word. */
function isShouted(word: string): boolean {
  return /^\p{Lu}{2,}$/u.test(word);
}

/**
 * Whether the capitalised word after token j ends a name of two or more words that opens the prompt and
 * stands before the prompt's separator (" - ", " – ", ":", ",", "|"): "Brechó Segunda Chance - Rua …".
 */
function headsPrompt(
  text: string,
  tokens: Array<{ text: string; start: number; end: number }>,
  i: number,
  j: number,
): boolean {
  const next = tokens[j + 1];
  return (
    j > i &&
    text.slice(0, tokens[i].start).trim() === '' &&
    text.slice(tokens[j].end, next.start) === ' ' &&
    /^\p{Lu}\p{Ll}+$/u.test(next.text) &&
    !SENTENCE_VERBS.has(fold(next.text)) &&
    /^(?:\s+[-–—|]\s|\s*[:,|])/u.test(text.slice(next.end))
  );
}

function findNameRuns(text: string, taken: Taken): NameRun[] {
  // An elided article is no part of the name after it: "all'Enoteca Bacco", "à l'Atelier Fil", "dell'Osteria".
  const tokens = [...text.matchAll(TOKEN)].map((m) => {
    const elided = ELIDED_ARTICLE.exec(m[0]);
    const start = m.index + (elided ? elided[0].length : 0);
    return { text: m[0].slice(start - m.index), start, end: m.index + m[0].length };
  });
  const runs: NameRun[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    // A capitalised article inside a sentence starts a name: "at The Blue Note".
    const article =
      ARTICLES.has(t.text) &&
      i + 1 < tokens.length &&
      isNameToken(tokens[i + 1].text) &&
      text.slice(t.end, tokens[i + 1].start) === ' ' &&
      !/(?:^|[.!?\n:;]\s*)$/.test(text.slice(0, t.start));
    // A capitalised common word inside a sentence, followed by a name, is the name's first word:
    // "at Happy Paws Shelter", "from Best Friends Rescue" (at a sentence start it is just capitalised).
    const capitalisedLead =
      !article &&
      /^\p{Lu}\p{Ll}/u.test(t.text) &&
      !CAPITAL_CONNECTORS.has(fold(t.text)) &&
      i + 1 < tokens.length &&
      isNameToken(tokens[i + 1].text) &&
      text.slice(t.end, tokens[i + 1].start) === ' ' &&
      /(?:^|\s)(?:at|from|by|with|to|visit|join)\s+$/i.test(text.slice(Math.max(0, t.start - 8), t.start));
    // At a sentence start, a capitalised common word before a name that ends like a business is the
    // name's first word too: "Happy Tails Vet Clinic", "Second Chance Rescue" (not a verb: "Visit …").
    const leadsBusiness =
      !article &&
      !capitalisedLead &&
      /^\p{Lu}\p{Ll}+$/u.test(t.text) &&
      !isNameToken(t.text) &&
      !CAPITAL_CONNECTORS.has(fold(t.text)) &&
      !SENTENCE_VERBS.has(fold(t.text)) &&
      !ARTICLES.has(t.text) &&
      /(?:^|[.!?\n]\s*)$/.test(text.slice(0, t.start)) &&
      endsInBusiness(tokens, i + 1, text);
    // "Bäckerei Winter", "Konditorei Sommer": a trade head and the capitalised word after it are a name.
    const tradeLead =
      isTradeHead(t.text) &&
      i + 1 < tokens.length &&
      /^\p{Lu}\p{Ll}/u.test(tokens[i + 1].text) &&
      text.slice(t.end, tokens[i + 1].start) === ' ' &&
      !taken.has(tokens[i + 1]);
    if ((!article && !capitalisedLead && !leadsBusiness && !tradeLead && !isNameToken(t.text)) || taken.has(t)) {
      i++;
      continue;
    }
    let j = tradeLead ? i + 1 : i;
    let lastName = j;
    let makerAt = -1;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1];
      const gap = text.slice(tokens[j].end, next.start);
      // "Frühjahrsputz-Angebot von BlitzBlank", "Soldes de Maison Lila": an occasion is no part of the
      // name of who holds it; the name starts after the preposition.
      if (
        gap === ' ' &&
        MAKER_PREPOSITIONS.has(next.text) &&
        j + 2 < tokens.length &&
        isNameToken(tokens[j + 2].text) &&
        !FEAST_NAME_LEAD.test(fold(tokens[j + 2].text)) &&
        endsInOccasion(text.slice(tokens[i].start, tokens[j].end)) &&
        // "de", "di", "da" also say what the occasion is of ("Noche de Jazz", "Sagra di Castagne"): after
        // them only a name of two words or a coined one ("Maison Lila", "BlitzBlank") is who holds it.
        (!/^d[aei]$/.test(next.text) ||
          /\p{Ll}\p{Lu}/u.test(tokens[j + 2].text) ||
          (j + 3 < tokens.length &&
            isNameToken(tokens[j + 3].text) &&
            text.slice(tokens[j + 2].end, tokens[j + 3].start) === ' '))
      ) {
        makerAt = j + 2;
        break;
      }
      // "Dr. Weber", "St. Mary's": a title's full stop does not end the name.
      // So does an initial's: "Scuola Primaria G. Rodari", "J. Smith Plumbing" (never "Plan B. Call us").
      const titleStop =
        gap === '. ' &&
        (NAME_TITLES.has(fold(tokens[j].text)) || isInitialBefore(tokens[j].text, next.text, SENTENCE_VERBS));
      if ((!/^ ?$|^ & $|^ - $/.test(gap) && !titleStop) || taken.has(next)) break;
      // "OPEN AUDITIONS - The Harbour Players": a shouted heading is no part of the name written after it.
      if (gap === ' - ' && isShouted(tokens[j].text) !== isShouted(next.text)) break;
      // A number joins a name ("FlowDesk 2.0") unless it is the head of a longer one ("Prezzo 2,45 milioni")
      // or of a measurement or range ("Feinsteinzeug 60 x 120 cm", "Pots 20–40 cm"): cut there, the name ends
      // inside the number.
      if (
        isNameToken(next.text) ||
        (/^\d[\d.]*$/.test(next.text) &&
          !/^[.,]\d/.test(text.slice(next.end)) &&
          !MEASURE_AFTER.test(text.slice(next.end)))
      ) {
        j++;
        lastName = j;
      } else if (
        // "Boulangerie de la Place", "Bakkerij van der Meer", "Casa de los Abuelos": a connector and its article.
        CONNECTORS.has(fold(next.text)) &&
        j + 3 < tokens.length &&
        ARTICLE_AFTER_CONNECTOR.has(fold(tokens[j + 2].text)) &&
        text.slice(next.end, tokens[j + 2].start) === ' ' &&
        text.slice(tokens[j + 2].end, tokens[j + 3].start) === ' ' &&
        isNameToken(tokens[j + 3].text) &&
        !taken.has(tokens[j + 3]) &&
        // (an occasion's name keeps its own reading: "Feria de la Tapa de Valladolid")
        !endsInOccasion(text.slice(tokens[i].start, tokens[j].end))
      ) {
        j += 3;
        lastName = j;
      } else if (
        (CONNECTORS.has(fold(next.text)) ||
          (/^\p{Lu}/u.test(next.text) && CAPITAL_CONNECTORS.has(fold(next.text))) ||
          // "Bäckerei am Markt", "Gasthaus zum Löwen", "Apotheke im Zentrum": a trade's house named by where it stands.
          (HOUSE_PARTICLES.has(next.text) &&
            isTradeHead(tokens[j].text) &&
            !(j + 2 < tokens.length && WHEN_WORDS.test(tokens[j + 2].text)))) &&
        j + 2 < tokens.length &&
        (isNameToken(tokens[j + 2].text) ||
          (/^\p{Lu}/u.test(tokens[j + 2].text) && CAPITAL_CONNECTORS.has(fold(tokens[j + 2].text))))
      ) {
        j++;
        if (/^\p{Lu}/u.test(next.text)) lastName = j;
      } else if (/^\p{Lu}/u.test(next.text) && CAPITAL_CONNECTORS.has(fold(next.text)) && /^ $/.test(gap)) {
        j++;
        lastName = j;
      } else if (
        // A capitalised common word between two name words belongs to the name ("Second Chance Rescue").
        /^\p{Lu}\p{Ll}/u.test(next.text) &&
        gap === ' ' &&
        j + 2 < tokens.length &&
        isNameToken(tokens[j + 2].text) &&
        text.slice(next.end, tokens[j + 2].start) === ' '
      ) {
        j++;
      } else if (headsPrompt(text, tokens, i, j)) {
        // The name that heads the prompt runs to its separator: "Brechó Segunda Chance - Rua …" ("Chance"
        // alone is no name word: "Last Chance").
        j++;
        lastName = j;
      } else break;
    }
    if (makerAt > 0) {
      i = makerAt;
      continue;
    }
    // A capitalised function word may end a name ("Food For All") but not dangle ("Stride For").
    while (lastName > i && DANGLING_IN_NAME.has(fold(tokens[lastName].text))) lastName--;
    // A sentence that opens with a verb ("Let Brightline Accounting file…", "Ask Dr Lee") is not part of the name.
    let first = i;
    if (
      lastName > i &&
      SENTENCE_VERBS.has(fold(t.text)) &&
      /(?:^|[.!?\n:;]\s*|["“«(]\s*)$/.test(text.slice(0, t.start))
    )
      first = i + 1;
    const start = tokens[first].start;
    const end = tokens[lastName].end;
    const runText = text.slice(start, end);
    const before = text.slice(0, start);
    const sentenceStart = first === i && (/(?:^|[.!?\n:;]\s*|["“«(]\s*)$/.test(before) || before.trim() === '');
    const words = runText.split(/\s+/);
    const strong =
      words.length > 1 ||
      /\d/.test(runText) ||
      /^\p{Ll}+\p{Lu}/u.test(runText) ||
      /\p{Ll}\p{Lu}/u.test(runText) ||
      /^[\p{Lu}\d]{2,}$/u.test(runText);
    const innerFunctionWord = words.slice(1).some((w) => /^\p{Lu}/u.test(w) && CAPITAL_CONNECTORS.has(fold(w)));
    // "Trattoria Primavera", "Bäckerei Winter": a trade head and a season word are a business's name.
    const tradeNamed = isTradeHead(words[0]) && words.slice(1).some((w) => SEASON_WORD_SET.has(fold(w)));
    const allLexicon =
      !innerFunctionWord &&
      !tradeNamed &&
      words.every((w) => LEXICON_WORDS.has(fold(w)) || NOT_NAME_SET.has(fold(w)) || isFeatureWord(w));
    // One end of a range is no name: "inglés B1–B2" read "B1" and printed "B1: matrícula gratis".
    const rangeEnd = /^[–—]\S/u.test(text.slice(end)) || /\S[–—]$/u.test(before);
    if (!allLexicon && !rangeEnd && countedNoun(before, runText))
      runs.push({ start, end, text: runText, sentenceStart, strong, counted: true });
    else if (!allLexicon && !rangeEnd) runs.push({ start, end, text: runText, sentenceStart, strong });
    i = lastName + 1;
  }
  return runs;
}

const QUOTED =
  /["“”„«»「」『』]([^"“”„«»「」『』\n]{1,80})["“”„«»「」『』]|(?<=^|[\s(:])'([^'\n]{2,60})'(?=[\s,.;:!?)]|$)/gu;
const QUOTED_BRAND_BEFORE =
  /\b(?:brand|company|store|shop|restaurant|cafe|café|studio|gym|salon|bakery|called|named|by|from|at|chez|bei|von|presso|bij|marca|marque|empresa|tienda)\s*(?:is|:)?\s*$/i;
const HEADLINE_BEFORE =
  /\b(?:headline|title|tagline|slogan|heading|titular|titre|titel|titolo|título|kop)\s*(?:is|:|of|like|saying|reading)?\s*$/i;
const CTA_BEFORE =
  /\b(?:cta|call[- ]to[- ]action|button|botón|bouton|schaltfläche|pulsante|botão|knop)\s*(?:is|:|of|saying|reading|text)?\s*$/i;

// ---------------------------------------------------------------- product phrase (free text)

const PHRASE_STOP = new Set([
  'at',
  'for',
  'with',
  'until',
  'till',
  'by',
  'from',
  'in',
  'on',
  'to',
  'and',
  'or',
  'this',
  'that',
  'which',
  'who',
  'ending',
  'ends',
  'starting',
  'during',
  'before',
  'after',
  'plus',
  '&',
  'is',
  'are',
  'will',
  'now',
  'today',
  'tonight',
  'tomorrow',
  'only',
  'off',
  'sale',
  'up',
  'get',
  'was',
  'were',
  'it',
  'its',
  'as',
  'so',
  'but',
  'than',
  'then',
  'while',
  'when',
  'where',
  'all',
  'we',
  'you',
  'they',
  'our',
  'your',
  // verbs: the phrase ends where the sentence goes on ("budgeting app | helps you save")
  'helps',
  'help',
  'makes',
  'lets',
  'gives',
  'keeps',
  'saves',
  'brings',
  'delivers',
  'turns',
  'takes',
  'gets',
  'has',
  'have',
  'can',
  'could',
  'may',
  'might',
  'should',
  'would',
  'must',
  'allows',
  'works',
  'does',
  'puts',
  'tracks',
  'finds',
  'shows',
  'means',
  'feels',
  'looks',
  'de',
  'para',
  'con',
  'en',
  'hasta',
  'pour',
  'avec',
  'jusqu',
  'für',
  'mit',
  'bis',
  'per',
  'con',
  'fino',
  'com',
  'até',
  'voor',
  'met',
  'tot',
]);
const PHRASE_SKIP_START = new Set([
  'senior',
  'junior',
  'experienced',
  'talented',
  'all',
  'select',
  'selected',
  'entire',
  'every',
  'any',
  'the',
  'a',
  'an',
  'our',
  'my',
  'new',
  'brand',
  'brand-new',
  'latest',
  'some',
]);
const GENERIC_PHRASES = new Set([
  'patients',
  'customers',
  'clients',
  'members',
  'guests',
  'users',
  'subscribers',
  'visitors',
  'students',
  'people',
  'friends',
  'followers',
  'first',
  'last',
  'next',
  'sale',
  'products',
  'product',
  'items',
  'item',
  'everything',
  'range',
  'stuff',
  'store',
  'shop',
  'business',
  'company',
  'brand',
  'customers',
  'team',
  'website',
  'site',
  'ad',
  'banner',
  'post',
  'design',
  'story',
  'campaign',
  'offer',
  'offers',
  'deal',
  'deals',
  'order',
  'orders',
  'purchase',
  'purchases',
  'launch',
  'one',
]);

const PRODUCT_PATTERNS: readonly RegExp[] = [
  /\b(?:\d+\s?%|[$€£]\s?\d[\d.,]*)\s+off\s+(?:all\s+|our\s+|the\s+|every\s+|select(?:ed)?\s+|any\s+)*((?:[\p{L}\p{N}'’-]+\s*){1,6})/giu,
  /\b(?:hiring|looking for|seeking|recruiting|wanted:?)\s+(?:an?\s+|new\s+|our\s+next\s+)?((?:[\p{L}\p{N}'’-]+\s*){1,6})/giu,
  /\b(?:sale|discount|deals?|offers?|savings|promo(?:tion)?)\s+on\s+((?:[\p{L}\p{N}'’-]+\s*){1,7})/giu,
  /\b(?:promot(?:e|ing)|advertis(?:e|ing)|announc(?:e|ing)|launch(?:ing)?|introduc(?:e|ing)|sell(?:ing)?|showcas(?:e|ing)|featur(?:e|ing)|for|of)\s+(?:the\s+launch\s+of\s+)?(?:our|my|a|an|the|their)\s+((?:[\p{L}\p{N}'’-]+\s*){1,7})/giu,
  /\b(?:new|latest)\s+((?:[\p{L}\p{N}'’-]+\s*){1,6})/giu,
  /\b(?:our|my)\s+((?:[\p{L}\p{N}'’-]+\s*){1,6})/giu,
];

function cleanPhrase(raw: string, taken: Taken, offset: number): string | undefined {
  const words: string[] = [];
  let position = offset;
  for (const m of raw.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
    const word = m[0];
    const span = { start: offset + m.index, end: offset + m.index + word.length };
    position = span.end;
    const f = fold(word);
    if (words.length === 0 && PHRASE_SKIP_START.has(f)) continue;
    if (PHRASE_STOP.has(f) || taken.has(span) || /^\d/.test(word) || weekdayIndex(word) >= 0 || monthIndex(word) > 0)
      break;
    words.push(word);
    if (words.length >= 5) break;
  }
  void position;
  while (words.length && GENERIC_PHRASES.has(fold(words[words.length - 1])) && words.length > 1) words.pop();
  if (!words.length) return undefined;
  const phrase = words.join(' ');
  if (words.length === 1 && GENERIC_PHRASES.has(fold(phrase))) return undefined;
  if (
    EVENT_WORDS.some(([, ws]) => ws.includes(fold(phrase))) ||
    SEASON_WORDS.some(([, ws]) => ws.includes(fold(phrase)))
  )
    return undefined;
  return phrase;
}

/** What joins the items of a list, with up to two words of the next item before its noun ("shoes and rain jackets"). */
const LIST_JOINT = /^\s*(?:,|&|\+|and|or|y|e|et|und|en|o|ou|oder|of|و|と|、)\s*(?:[\p{L}'’-]+\s+){0,2}$/u;

function conceptIn(foldedText: string): { concept: ProductConcept; span: Span } | undefined {
  let best: { concept: ProductConcept; span: Span; length: number } | undefined;
  const hits: Array<{ concept: ProductConcept; span: Span; length: number }> = [];
  for (const [concept, words] of Object.entries(PRODUCT_WORDS) as Array<[ProductConcept, readonly string[]]>) {
    for (const span of findKeywords(foldedText, words)) {
      const length = span.end - span.start;
      hits.push({ concept, span, length });
      // The most specific (longest) keyword wins; among equals, the last one (English head noun).
      if (!best || length > best.length || (length === best.length && span.start > best.span.start))
        best = { concept, span, length };
    }
  }
  // In a list the first item leads ("dresses and sandals" sells dresses first, not shoes).
  for (let lead = best; lead;) {
    const at: Span = lead.span;
    const before = hits.find((h) => h.span.end <= at.start && LIST_JOINT.test(foldedText.slice(h.span.end, at.start)));
    if (!before) break;
    best = lead = before;
  }
  return best && { concept: best.concept, span: best.span };
}

// ---------------------------------------------------------------- language, mood, keywords

const MOOD_ORDER: readonly Mood[] = [
  'urgent',
  'festive',
  'luxury',
  'natural',
  'calm',
  'playful',
  'professional',
  'energetic',
];

/** Words about the request, not its subject: never keywords. */
const REQUEST_WORDS = [
  'create',
  'make',
  'design',
  'designs',
  'write',
  'generate',
  'promote',
  'promoting',
  'advertise',
  'advertising',
  'announce',
  'banner',
  'banners',
  'ad',
  'ads',
  'advert',
  'post',
  'posts',
  'story',
  'stories',
  'instagram',
  'facebook',
  'linkedin',
  'tiktok',
  'youtube',
  'twitter',
  'pinterest',
  'please',
  'use',
  'show',
  'cta',
  'headline',
  'title',
  'button',
  'text',
  'copy',
  'image',
  'images',
  'photo',
  'featuring',
  'feature',
];
const KEYWORD_STOP = new Set([...Object.values(STOP_WORDS).flat(), ...REQUEST_WORDS]);

function extractKeywords(text: string): string[] {
  const folded = fold(text);
  const stop = KEYWORD_STOP;
  const out: string[] = [];
  const add = (w: string): void => {
    if (!out.includes(w) && out.length < 20) out.push(w);
  };
  for (const m of folded.matchAll(/[\p{Script=Latin}][\p{Script=Latin}\p{N}'-]*/gu)) {
    const w = m[0].replace(/['-]+$/, '').replace(/'s$/, '');
    if (w.length >= 3 && !stop.has(w)) add(w);
  }
  if (/[\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff]/.test(text)) {
    const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
    for (const s of segmenter.segment(text)) {
      if (s.isWordLike && /[\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff]/.test(s.segment) && [...s.segment].length >= 2)
        add(s.segment);
    }
  }
  return out;
}

// ---------------------------------------------------------------- main

// A product named by a unit ("Stunden Grundreinigung", "nights in Rome", "lessons") says nothing
// without its count: "3 Stunden Grundreinigung", as the prompt wrote it.
const UNIT_START =
  /^(?:hours?|days?|nights?|weeks?|months?|lessons?|classes|sessions?|courses|stunden|tage|nächte|wochen|monate|stunden|gänge|heures|jours|nuits|semaines|mois|séances|cours|horas|días|noches|semanas|meses|clases|sesiones|ore|giorni|notti|settimane|mesi|lezioni|dias|noites|aulas|uur|dagen|nachten|weken|maanden|lessen)\b/iu;

function withItsCount(product: string, prompt: string): string {
  if (!UNIT_START.test(product)) return product;
  const at = prompt.indexOf(product);
  const count = at > 0 ? /(\d+(?:[.,]\d+)?)[\s-]$/u.exec(prompt.slice(Math.max(0, at - 8), at)) : null;
  return count ? `${count[1]} ${product}` : product;
}

/** Words before a group of people that make them the ones who serve, not the audience. */
const SERVED_BY =
  /(?:with|by|taught by|led by|avec|par|con|por|mit|von|durch|com|pelos?|met|door|da|dai|dagli|de la mano de)\s+(?:(?:des|de|les|the|our|nos|nuestros|unseren?|i|gli|os|onze|native|qualified|experienced|certified|natifs?|nativos?|native|diplômés?|erfahrenen|muttersprachlichen|madrelingua|qualificados|ervaren)\s+){0,3}$/iu;

// Compiled once (analyzePrompt runs on every request).
const OPENING_EVENT = new RegExp(
  `(?:${OPENING_PLACES})\\s+opening|opening\\s+(?:of|our|a|the|in|on|this|party|night|day|event|soon)|\\bopens\\s+(?:on|this|next|its|in)`,
  'u',
);
const SEASON_CONTEXT_BEFORE = new RegExp(`(?:^|\\s)(?:${SEASON_CONTEXT})\\s*$`);
const SEASON_CONTEXT_AFTER = new RegExp(`^\\s*(?:${SEASON_CONTEXT})\\b`);
const PRODUCT_NAMED_AFTER = new RegExp(`${PRODUCT_AFTER.source}\\s+\\p{Lu}`, 'iu');

/** `brief`: the prompt's reading as a brief (readBrief), when the caller has made it already. */
export function analyzePrompt(prompt: string, brief: BriefReading = readBrief(prompt ?? '')): PromptAnalysis {
  // A brief to a designer ("Create an Instagram post for…") is read without its request and directives.
  const text = brief.copy;
  const f = foldWithMap(text);
  const folded = f.text;
  const taken = new Taken();
  const promptLanguage = detectLanguage(text);

  // Quoted text: headlines and CTAs the user dictates, otherwise names.
  const quoted: Array<{ span: Span; text: string; role: 'headline' | 'cta' | 'brand' | 'name' }> = [];
  for (const m of text.matchAll(QUOTED)) {
    const inner = (m[1] ?? m[2] ?? '').trim();
    if (!/[\p{L}\p{N}]/u.test(inner)) continue;
    const before = text.slice(0, m.index);
    const span = { start: m.index, end: m.index + m[0].length };
    const role = HEADLINE_BEFORE.test(before)
      ? 'headline'
      : CTA_BEFORE.test(before)
        ? 'cta'
        : QUOTED_BRAND_BEFORE.test(before) ||
            (promptLanguage === 'japanese' &&
              (isJapaneseNameQuote(before) || opensJapanesePrompt(before, text.slice(span.end, span.end + 12))))
          ? 'brand'
          : 'name';
    quoted.push({ span, text: inner, role });
  }
  for (const q of quoted) if (q.role === 'headline' || q.role === 'cta') taken.add(q.span);
  // Who speaks at an event is a fact of its own, never the advertiser ("Com Ana Souza" is no brand).
  const speakers = findSpeakers(text).filter((m) => !taken.has(m));
  for (const m of speakers) taken.add(m);
  // Partners, sponsors, press and venues are context: never the brand or product.
  const mentions = findMentions(text).filter((m) => !taken.has(m));
  for (const m of mentions) taken.add(m);

  // Category first: it decides whether "$120,000" is a price (real estate) or a salary (jobs).
  // (the folded text's scores are kept for the second reading below, which weighs the names' words)
  const textScores = categoryScores(folded);
  let category = detectCategory(folded, { scores: textScores });
  // An evening at a named house ("Noche de Jazz en Café Central"): the house invites; "Jazz" is no name.
  const houses = category === 'travel' ? [] : findOccasionVenues(text).filter((h) => !taken.has(h));
  for (const h of houses) {
    taken.add(h);
    if (h.theme) taken.add(h.theme);
  }
  for (const theme of findOccasionThemes(text)) if (!taken.has(theme)) taken.add(theme);

  // Events and seasons first: "Black Friday" is neither a name nor a date.
  let event: EventId | undefined;
  for (const [id, words] of EVENT_WORDS) {
    // An open house or an open kitchen is no grand opening (NOT_AN_OPENING).
    const spans = findKeywords(
      id === 'grand-opening' ? folded.replace(NOT_AN_OPENING, (m) => ' '.repeat(m.length)) : folded,
      words,
    );
    if (!spans.length) continue;
    if (!event) event = id;
    for (const s of spans) taken.add(sliceSpan(f, s));
  }
  if (!event && category !== 'jobs') {
    if (OPENING_EVENT.test(folded) || brief.opening) event = 'grand-opening';
  }
  let season: SeasonId | undefined;
  const seasonText = folded.replace(/real[\s-]estate/g, 'real_____estate');
  for (const [id, words] of SEASON_WORDS) {
    {
      for (const s of findKeywords(seasonText, words)) {
        const originalWord = sliceOriginal(f, s);
        // "Weingut Sommer", "Hotel Verano Azul": a season word after a trade head is the business's name.
        if (followsTradeHead(text, sliceSpan(f, s).start)) continue;
        // Italian "estate" is summer; English "estate" is property ("estate planning", "estate agent").
        if (fold(originalWord) === 'estate' && promptLanguage !== 'italian') continue;
        const english = /^[a-z]+$/i.test(originalWord);
        if (english) {
          const before = folded.slice(Math.max(0, s.start - 12), s.start);
          const after = folded.slice(s.end, s.end + 14);
          const context = SEASON_CONTEXT_BEFORE.test(before) || SEASON_CONTEXT_AFTER.test(after);
          const lower = /^[a-z]/.test(originalWord);
          if (!context && !(lower && id !== 'autumn')) continue;
        }
        if (!season) season = id;
        taken.add(sliceSpan(f, s));
      }
    }
  }
  const fallSeason =
    /(?:this|the|for)\s+fall\b|\bfall\s+(?:sale|collection|season|deals|menu|styles|edition|20\d\d)/.exec(folded);
  if (!season && fallSeason) season = 'autumn';

  // Phones, addresses, "24/7" and specs first: their digits are never prices or dates.
  const contacts = findContacts(text);
  const allHours = findAllHours(text);
  const specs = findSpecs(text).filter((x) => !contacts.some((c) => overlaps(c, x)));
  // Opening days, verbatim; a closed day is no date and no fact either ("chiusi la domenica").
  const dayRanges = findDayRanges(text);
  const weekly = [...dayRanges, ...findOpeningDays(text, dayRanges.length > 0)];
  const days: Array<{ start: number; end: number; value: string; closed?: boolean }> = [];
  for (const x of weekly) if (![...contacts, ...days].some((c) => overlaps(c, x))) days.push(x);
  days.sort((a, b) => a.start - b.start);
  for (const x of [...contacts, ...specs, ...days, ...(allHours ? [allHours] : [])])
    taken.add({ start: x.start, end: x.end });
  // Street addresses and the town after them: their numbers are no prices, their words no brand.
  const addressPlaces: string[] = [];
  // An address is one place, read whole with its postcode and town ("9 Birch Lane, Denver").
  for (const street of findAddresses(text, promptLanguage)) {
    if (taken.has(street)) continue;
    const whole = wholeAddress(text, street);
    const a = whole !== street && !taken.has({ start: street.end, end: whole.end }) ? whole : street;
    taken.add(a);
    addressPlaces.push(a.text);
  }
  const offers = findOffers(text, category, taken, promptLanguage);
  // A bare date is a deadline in a sale ("30% off, Sunday") and a time and place otherwise ("open house Saturday").
  const saleCategories: Category[] = [
    'retail',
    'fashion',
    'beauty',
    'home',
    'food',
    'general',
    'app',
    'saas',
    'health',
    'automotive',
    'pets',
  ];
  const saleOffers = offers.some(
    (o) => !['free-entry', 'free-registration', 'free-class', 'free-consultation', 'price'].includes(o.value.kind),
  );
  const dates = withHoursOfDays(
    text,
    days,
    settleWeekdays(
      text,
      // ("venerdì 27, sabato 28 e domenica 29 agosto" is one run of three days: listed-days.ts)
      withListedDays(
        text,
        findDates(f, taken, saleOffers && saleCategories.includes(category), promptLanguage === 'english', days),
      ),
    ),
  );

  // Call to action.
  let cta: string | undefined;
  let ctaIntent: CtaIntent | undefined;
  const quotedCta = quoted.find((q) => q.role === 'cta');
  let firstCta: { at: number; intent: CtaIntent; span: Span } | undefined;
  for (const [intent, phrases] of CTA_PHRASES) {
    for (const s of findKeywords(folded, phrases)) {
      if (!firstCta || s.start < firstCta.at || (s.start === firstCta.at && s.end > firstCta.span.end))
        firstCta = { at: s.start, intent, span: s };
    }
  }
  if (quotedCta) {
    cta = quotedCta.text;
    ctaIntent = intentOf(fold(quotedCta.text));
  } else if (firstCta) {
    cta = sliceOriginal(f, firstCta.span);
    ctaIntent = firstCta.intent;
    taken.add(sliceSpan(f, firstCta.span));
  }

  // A titled session: "Free webinar: Scaling DevOps with Kubernetes, Thursday …".
  const titled =
    /\b(?:webinar|workshop|talk|masterclass|course|session|conference|summit|keynote|panel|seminar|podcast|episode|whitepaper|white paper|e-?book|report|guide|playbook|livre blanc|libro blanco|informe|leitfaden)\s*[:–—]\s*(\p{Lu}[^,.;()!?\n]{2,80})/u.exec(
      text,
    );
  let sessionTitle: string | undefined;
  if (titled) {
    const start = titled.index + titled[0].length - titled[1].length;
    const span = { start, end: start + titled[1].trimEnd().length };
    if (!taken.has(span)) {
      sessionTitle = titled[1].trim();
      taken.add(span);
    }
  }

  // Names: quoted ones, then capitalised runs placed by the words around them.
  const names: string[] = [];
  let brand: string | undefined;
  let product: string | undefined;
  let productIsName = false;
  let location: string | undefined;
  let brandIsCreator = false;
  const headline = quoted.find((q) => q.role === 'headline')?.text;
  if (sessionTitle) {
    product = sessionTitle;
    productIsName = true;
  }
  for (const q of quoted) {
    if (q.role === 'brand' && !brand) brand = q.text;
    else if (q.role === 'name' && !product) {
      product = q.text;
      productIsName = true;
    }
    if (q.role === 'brand' || q.role === 'name') taken.add(q.span);
  }
  const orgCentric = [
    'food',
    'event',
    'jobs',
    'charity',
    'real-estate',
    'fitness',
    'health',
    'b2b',
    'travel',
    'education',
    'pets',
    'local-services',
  ].includes(category);
  const unplaced: NameRun[] = [];
  const runPlaces: string[] = [];
  const placeRuns = new Set<NameRun>();
  // German capitalises nouns and "Sie": "Frische Brötchen", "Bestellen Sie Ihre" are no names.
  const runs = findNameRuns(text, taken).filter((r) => promptLanguage !== 'german' || !isGermanPhraseRun(r.text));
  const listed = (a: NameRun | undefined, b: NameRun | undefined): boolean =>
    Boolean(a && b && text.slice(a.end, b.start) === ', ');
  // A name that says it is a business ("Tasca da Ti Rosa", "Pizzería Bella Napoli", "Palm Cove Resort")
  // is the advertiser wherever it stands, before a word read as a name only by its preposition ("de Fado").
  // So is a name with a trade's word where the offer is had ("en Lúa Moda", "na Havaí Surf", "bei Autohaus …").
  const atShop = (r: NameRun): boolean =>
    AT_SHOP_BEFORE.test(text.slice(Math.max(0, r.start - 12), r.start)) &&
    hasTradeWord(r.text) &&
    !isOccasionOrFormat(r.text) &&
    !isVenueName(r.text);
  const businessRun = runs.find((r) => isBusinessName(r.text) || atShop(r));
  const countedRuns: NameRun[] = [];
  for (const [k, run] of runs.entries()) {
    if (run.counted) {
      countedRuns.push(run);
      continue;
    }
    // A town after a place or venue ("Riverside Park, Milwaukee", "the Fillmore, San Francisco") and
    // a trip's list of stops ("Athens, Mykonos, Santorini") are places.
    const prevRun = runs[k - 1];
    const comma = run.start - 2;
    const afterPlace =
      text.slice(comma, run.start) === ', ' &&
      ((listed(prevRun, run) && (placeRuns.has(prevRun) || VENUE_END.test(prevRun.text))) ||
        mentions.some((m) => m.end === comma)) &&
      /^\s*(?:[.,!?;–—]|$)/u.test(text.slice(run.end));
    const tripStop =
      category === 'travel' && !isBusinessName(run.text) && (listed(prevRun, run) || listed(run, runs[k + 1]));
    if (afterPlace || tripStop) {
      placeRuns.add(run);
      runPlaces.push(run.text);
      continue;
    }
    // "Costa Brava – …", "Villa sul Lago di Como", "Week-end à Saint-Malo": a region, a lake or a town says
    // where, never who ("Hotel Lago di Como", with its trade, is a name). Unless it acts ("Lake Tahoe is …").
    if (isGeographicName(run.text) && !BRAND_AFTER.test(text.slice(run.end, run.end + 24))) {
      placeRuns.add(run);
      if (!location) location = run.text;
      else runPlaces.push(run.text);
      continue;
    }
    // "En Getafe abre …", "In Zwolle …": a sentence opening on a preposition and a town says where.
    const placeLed = /^(?:En|Em|In|À|Nach|Naar|Dans)\s+(\p{Lu}[\p{Ll}-]+)$/u.exec(run.text);
    if (placeLed && run.sentenceStart && !isBusinessName(run.text)) {
      placeRuns.add(run);
      if (!location) location = placeLed[1];
      else runPlaces.push(placeLed[1]);
      continue;
    }
    // An audience is who the ad is for, not who it is by ("Buchhaltung für Selbstständige").
    if (isAudienceRun(run.text)) continue;
    // "Apartamento T2 em Lisboa": a dwelling and its rooms are what is for sale, not who sells it.
    if (DWELLING_TYPOLOGY.test(run.text)) continue;
    // An elided article before the name reads as its preposition: "à l'Olympia" as "à", "all'Enoteca" as "a".
    const before = text
      .slice(Math.max(0, run.start - 24), run.start)
      .replace(/(?<!\p{L})(l|all|dall|dell|nell|sull)['’]$/iu, (_m, a: string) => ELISION_READS[a.toLowerCase()] ?? '');
    const after = text.slice(run.end, run.end + 24);
    // "Festa della Tagliatella", "Fiesta de la Vendimia": the word an occasion is of is no one's name.
    if (isOccasionTheme(text.slice(Math.max(0, run.start - 30), run.start), run.text)) continue;
    const looksBrand = BRAND_AFTER.test(after) || /^['’]s\b/.test(after);
    const looksProduct = PRODUCT_BEFORE.test(before) || PRODUCT_AFTER.test(after);
    // "rue de la Paix", "calle de Alcalá", "via Roma": the street word written before the name, in lower case.
    const streetBefore = STREET_BEFORE.exec(text.slice(Math.max(0, run.start - 30), run.start));
    if (streetBefore && !location) {
      location = text.slice(run.start - streetBefore[0].length, run.end).trim();
      continue;
    }
    const looksPlace =
      // ("en Peluquería Marta", "em Padaria Pão Quente": a house named by its trade is who advertises, no town)
      (PLACE_BEFORE.test(before) &&
        !NOT_PLACES.has(fold(run.text)) &&
        !(run.strong && isTradeHead(run.text.split(/\s+/)[0]))) ||
      STREET.test(run.text) ||
      isVenueOfOccasion(run.text, text.slice(run.end, run.end + 40));
    // A sentence's first word in a verb's or adverb's form ("Budgeting app that …") is a word, not a name.
    if (
      run.sentenceStart &&
      !run.strong &&
      !looksBrand &&
      /^\p{Lu}\p{Ll}+(?:ing|ed|ly)$/u.test(run.text) &&
      promptLanguage === 'english' &&
      // (a coined name heading the prompt before its dash or colon is one: "Ledgerly – the invoicing app")
      !(isCoinedLyName(run.text) && text.slice(0, run.start).trim() === '' && /^\s*[:–—]|^\s+-\s/u.test(after))
    )
      continue;
    // A route's ends are places: "Flights from Boston to Lisbon" (never "from Boston" the brand).
    const routeStart =
      /(?:^|\s)(?:from|de|desde|von|da|van)\s*$/iu.test(before) &&
      /^\s+(?:to|a|à|nach|naar|para)\s+\p{Lu}/u.test(after);
    const routeEnd =
      /(?:^|\s)(?:from|de|desde|von|da|van)\s+\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?\s+(?:to|a|à|nach|naar|para)\s*$/u.test(
        text.slice(Math.max(0, run.start - 40), run.start),
      );
    if (routeStart || routeEnd) {
      placeRuns.add(run);
      if (!location) location = run.text;
      else runPlaces.push(run.text);
      continue;
    }
    // "Ad for my locksmith business, Fast Lane Locksmiths": the name after the owner's business is theirs.
    // The name runs to the next stop, lower-case joining words and all ("Lin et Lavande").
    if (!brand && afterOwnBusiness(text.slice(Math.max(0, run.start - 60), run.start))) {
      const whole = /^[^.,:;!?()–—]{1,40}?(?=\s*(?:[.,:;!?()–—]|\s-\s|$))/u.exec(text.slice(run.start));
      brand = whole && whole[0].split(/\s+/).length <= 5 ? whole[0].trim() : run.text;
      continue;
    }
    // "Seguro de coche desde 19 €/mes con Segurix.", "Englisch lernen mit Sprachfix –": the name a clause
    // ends on after "with" is who provides it.
    // (Not where an evening names its house: "Weinabend bei Weinhaus Keller …, 25 € mit Verkostung.")
    if (
      !brand &&
      !businessRun &&
      houses.length === 0 &&
      /(?:^|\s)(?:with|mit|con|avec|com|met)\s+$/iu.test(before) &&
      /^\s*(?:[.,;:!?–—]|\s-\s|$)/u.test(after)
    ) {
      brand = run.text;
      continue;
    }
    if (!brand && run === businessRun) {
      brand = run.text;
      continue;
    }
    // A name heading the prompt before a colon, a dash or a description is the advertiser: "Oakridge Tree
    // Care – certified arborists", "StoreMore self storage – units", "Talleres Garrido, tu mecánico …".
    // Not an occasion or a format ("Summer Jazz Night –", "Instagram Post:"), nor, where the prompt sells
    // trips, jobs or events, a place, a role or an event's name unless it says it is a business.
    if (
      !brand &&
      text.slice(0, run.start).trim() === '' &&
      run.strong &&
      !/\d/.test(run.text) &&
      !HEADING_WORDS.has(fold(run.text.split(/\s+/)[0])) &&
      !isOccasionOrFormat(run.text) &&
      !isAudienceRun(run.text.split(/\s+/).pop() ?? '') &&
      !isJobTitle(run.text) &&
      !STREET.test(run.text) &&
      !isVenueName(run.text) &&
      !(['travel', 'jobs', 'event'].includes(category) && !isBusinessName(run.text)) &&
      headsAsAdvertiser(after)
    ) {
      brand = run.text;
      continue;
    }
    // The host of an event is the advertiser, whatever name came first ("Hosted by Supportly", "Organiza VentaPro").
    if (HOST_BEFORE.test(before)) {
      brand = run.text;
      continue;
    }
    // A capitalised host word at a sentence start joins the run: "Organiza VentaPro", "Herausgegeben von Frachtwerk".
    const hosted = HOST_LEAD.exec(run.text);
    if (hosted && run.text.length > hosted[0].length) {
      brand = run.text.slice(hosted[0].length);
      continue;
    }
    // A one-word name heading the prompt before a colon, a dash or an apposition is the advertiser:
    // "Formcraft: unlimited forms", "Stargaze – identify any star", "Facturio, le logiciel de …".
    const oneWord = /^\p{L}[\p{L}\p{N}]{3,}$/u.test(run.text);
    if (
      !brand &&
      oneWord &&
      before.trim() === '' &&
      !HEADING_WORDS.has(fold(run.text)) &&
      /^\s*(?:\p{Lu}{2,5}\s*)?(?:[:–—]|,\s+(?:the|an?|le|la|les|un|une|el|los|il|lo|o|a|um|uma|der|die|das|ein|eine|het|een)\s)/u.test(
        after,
      )
    ) {
      brand = run.text;
      continue;
    }
    // "The Daily Grind: flat white $3", "De Gouden Leeuw: driegangenmenu", "Il Forno di Nonna Rosa: …": a name
    // led by its article heading the prompt before a colon or a dash is the advertiser (a product seldom has one).
    const leadArticle = /^(\p{Lu}\p{Ll}{0,2}|L['’])\s*$/u.exec(before);
    if (
      !brand &&
      !['content', 'saas', 'app', 'education'].includes(category) &&
      /^\s*[:–—]/u.test(after) &&
      ((leadArticle && ARTICLES.has(leadArticle[1]) && text.slice(0, run.start) === before) ||
        (run.start === 0 && run.strong && ARTICLES.has(run.text.split(/\s+/)[0])))
    ) {
      brand = text.slice(leadArticle ? 0 : run.start, run.end);
      continue;
    }
    // "Hartley Hardware spring sale, …", "Café Luna summer menu": a name heading the prompt before its occasion holds it.
    const heldOccasion = /^\s+(\p{Ll}+)(?:\s+(\p{Ll}+))?(?=[\s,.:;!–—]|$)/u.exec(after);
    if (
      !brand &&
      run.strong &&
      text.slice(0, run.start).trim() === '' &&
      heldOccasion &&
      !isVenueOfOccasion(run.text, text.slice(run.end, run.end + 40)) &&
      (endsInOccasion(heldOccasion[1]) || endsInOccasion(heldOccasion[2] ?? ''))
    ) {
      brand = run.text;
      continue;
    }
    // "Twitter header for Northwind Legal, estate planning …": the name a brief's request was for, heading
    // the copy before a comma, a colon or a dash, is the advertiser.
    if (
      brief.framed &&
      !brand &&
      // ("… für die Bäckerei am Markt: …", "… pour la Boulangerie du Coin : …")
      /^(?:(?:die|der|das|den|dem|la|le|les|el|los|las|il|lo|the|de|het|o|a|os|as)\s+)?$/u.test(
        text.slice(0, run.start),
      ) &&
      !HEADING_WORDS.has(fold(run.text)) &&
      /^\s*(?:[,:–—]|$)/u.test(after)
    ) {
      brand = run.text;
      continue;
    }
    // "Kontakt: Weber Immobilien, 089 …", "Sanitär Schulz: 030 …": a name given with its phone is the advertiser.
    if (
      run.strong &&
      !brand &&
      (givenWithPhone(text.slice(run.end, run.end + 40)) ||
        /(?:kontakt|contact|contacto|contatto|contato|contacteer)\s*:\s*$/iu.test(before))
    ) {
      brand = run.text;
      continue;
    }
    // "Serata di degustazione di Cantina Ferri", "sale by Oakline": who holds the occasion is the advertiser.
    const maker = /([\p{L}-]+)\s+(\p{Ll}+)\s*$/u.exec(before);
    const occasionMaker = Boolean(
      maker &&
      MAKER_PREPOSITIONS.has(maker[2]) &&
      endsInOccasion(maker[1]) &&
      (!/^d[aei]$/.test(maker[2]) || run.strong),
    );
    const looksBrandBefore = (BRAND_BEFORE.test(before) && !/[:]\s*$/.test(before)) || occasionMaker;
    if (run.sentenceStart && !run.strong && !looksBrand && !looksProduct) continue;
    // "Meditation app Stillwater": a capitalised first word before "app" and a name describes the name.
    if (run.sentenceStart && !run.strong && PRODUCT_NAMED_AFTER.test(after)) continue;
    // German capitalises every noun: there a lone capitalised word is a name only where placed as one.
    if (promptLanguage === 'german' && !run.strong && !looksBrand && !looksBrandBefore && !looksPlace) continue;
    // "A Carpi apre …", "In Ingolstadt eröffnet …": a town after its preposition is where, whatever opens there.
    if (
      looksPlace &&
      (!looksBrand || (!run.strong && /(?<!\p{L})(?:in|a|à|en|em|nach|naar|dans)\s+$/iu.test(before)))
    ) {
      placeRuns.add(run);
      if (!location) location = run.text;
      else runPlaces.push(run.text);
      continue;
    }
    if ((looksBrand || (looksBrandBefore && !businessRun)) && !looksProduct && !brand) {
      brand = run.text;
      brandIsCreator = /\bby\s*$/i.test(before);
    } else if (looksProduct && !product && run.strong) {
      product = run.text;
      productIsName = true;
    } else if (!looksBrand && !looksBrandBefore) unplaced.push(run);
    else if (!brand && !businessRun) brand = run.text;
    // Named only by its preposition while a business is named elsewhere: where it stands ("op de Veluwe",
    // "sur la Loire") it is a place, else a word of what is on offer ("Noites de Fado").
    else if (
      businessRun &&
      /(?:^|\s)(?:op|in|auf|sur|sul|sulla|no|na|en|em|on|at)\s+(?:de|het|der|dem|la|le|il|the|o|a)\s+$/iu.test(before)
    ) {
      placeRuns.add(run);
      runPlaces.push(run.text);
    }
  }
  for (const h of houses)
    if (!brand) brand = h.text;
    else if (h.text !== brand) runPlaces.push(h.text);
  // Arabic writes no capitals: its names are told by where they stand.
  let brandCore: string | undefined;
  if (promptLanguage === 'arabic' && !brand) {
    const arabic = findArabicBrand(text, (span) => taken.has(span) || mentions.some((m) => overlaps(m, span)));
    if (arabic) {
      brand = arabic.text;
      brandCore = arabic.core;
      taken.add(arabic.span);
    }
  }
  // The product as free text ("running shoes").
  let phrase: string | undefined;
  for (const pattern of PRODUCT_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const phraseOffset = m.index + m[0].length - m[1].length;
      const candidate = cleanPhrase(m[1], taken, phraseOffset);
      if (candidate && candidate !== brand && !(brand && brand.includes(candidate))) {
        phrase = candidate;
        break;
      }
    }
    if (phrase) break;
  }
  for (const run of unplaced) {
    // "our online Python course": a plain capitalised word is part of the product, not its name
    // (a made-up word like "FlowDesk" is the name).
    if (!product && !run.strong && phrase && phrase.includes(run.text) && phrase !== run.text) continue;
    // "Brightline Accounting", "Happy Paws Shelter", "Clay & Co": a name that ends in what it is, is the advertiser.
    // ("Fromagerie Dubois", "Heladería Polar": a trade's head first says the same)
    const orgName =
      run.strong &&
      (ORG_ENDINGS.has(fold(run.text.split(/\s+/).pop() ?? '').replace(/\.$/, '')) ||
        isTradeHead(run.text.split(/\s+/)[0]));
    // (An occasion's own name, "Feria del Libro", is what is on offer, not who offers it.)
    if ((orgCentric || orgName) && !brand && !isOccasionOrFormat(run.text)) brand = run.text;
    else if (!product) {
      product = run.text;
      productIsName = true;
    } else if (!brand) brand = run.text;
  }
  // What a number counts may be what is sold ("4 Stunden Fensterputz"), never who sells it ("24 Monaten Garantie").
  for (const run of countedRuns)
    if (!product && /\s/u.test(run.text) && !/(?:garanti|warrant|garanz|waarborg)/iu.test(run.text)) {
      product = run.text;
      productIsName = true;
    }
  // Arabic and Japanese have no capitals: their names are read by position (script-names.ts).
  const script = scriptNames(text, promptLanguage);
  if (!brand && script.brand && !mentions.some((m) => m.text.includes(script.brand ?? ''))) brand = script.brand;
  // A name is printed as it is, never with the dash or colon that followed it in the prompt ("Costa Brava –").
  brand = brand?.replace(BRAND_EDGE, '') || undefined;
  const places = [
    ...addressPlaces,
    ...runPlaces,
    ...script.places,
    ...mentions.filter((m) => m.role === 'place').map((m) => m.text),
  ].filter((p, i, all) => p !== brand && !(brand ?? '').includes(p) && all.indexOf(p) === i);
  location ??= mentions.find((m) => m.role === 'place')?.text ?? places[0];
  // Words inside names ("Al Noor Market", "Hotel Miramar") say nothing about the category or product.
  const ownName = brandCore ?? brand;
  const nameBlanks = [
    ownName,
    productIsName ? product : undefined,
    location,
    ...mentions.map((m) => m.text),
    ...speakers.map((m) => m.text),
  ]
    .filter((n): n is string => Boolean(n))
    .map((n) => ({ name: fold(n), own: n === ownName }));
  const blanked = nameBlanks.reduce((t, n) => t.split(n.name).join(' '.repeat(n.name.length)), folded);
  // For the category the advertiser's own trade words stay ("Studio Pilates Lumière" is a Pilates studio).
  const blankedForCategory = nameBlanks.reduce(
    (t, n) => t.split(n.name).join(n.own ? ownNameBlank(n.name) : ' '.repeat(n.name.length)),
    folded,
  );
  // Words used in another sense ("sleeping bags", "rent shoes" at a bowling alley) name no product.
  const conceptHit = conceptIn(neutralize(blanked));
  category = detectCategory(folded, {
    withoutNames: blankedForCategory,
    offers: offers.map((o) => o.value),
    scores: textScores,
  });
  let productConcept = conceptHit?.concept;
  if (!product) {
    product = phrase;
    if (!product && conceptHit && promptLanguage === 'english') product = sliceOriginal(f, conceptHit.span);
  }
  if (product && !productIsName) {
    const inPhrase = conceptIn(fold(product));
    if (inPhrase) productConcept = inPhrase.concept;
    else if (productConcept && !findKeyword(fold(product), PRODUCT_WORDS[productConcept][0]).length) {
      // The concept found elsewhere in the prompt still describes the product well enough.
    }
  }
  // A course at a studio or a workshop is a class there ("cours de Pilates"): "les formations" is a school's word.
  if (productConcept === 'courses' && (category === 'fitness' || category === 'creative')) productConcept = 'classes';
  if (product) product = withItsCount(product, text);
  if (product && brand && product === brand) product = undefined;
  // "Try Flowdesk free", "Download Pocketful –": software and money apps are sold under their maker's name,
  // so a coined name on offer with no other advertiser named is who advertises too.
  if (!brand && product && productIsName && COINED_MAKERS.has(category) && COINED_NAME.test(product)) brand = product;
  // The action is read from the whole prompt once the category is final; a quoted CTA is the user's word.
  const action =
    quotedCta && ctaIntent
      ? ctaIntent
      : detectAction(
          folded,
          category,
          offers.map((o) => o.value),
          ctaIntent,
        );
  ctaIntent = action;

  // Audience.
  let audience: string | undefined;
  let audienceId: AudienceId | undefined;
  let audienceAt = Infinity;
  for (const [id, words] of Object.entries(AUDIENCE_WORDS) as Array<[AudienceId, readonly string[]]>) {
    {
      for (const s of findKeywords(folded, words)) {
        const span = sliceSpan(f, s);
        if (taken.has(span) || s.start > audienceAt) continue;
        // Who teaches or serves ("with native teachers", "avec des professeurs") is not whom the ad is for.
        if (SERVED_BY.test(text.slice(Math.max(0, span.start - 40), span.start))) continue;
        audienceAt = s.start;
        audienceId = id;
        const cue =
          /(?:for|aimed at|targeting|targeted at|audience:?|para|pour|für|per|voor|a|à)\s+((?:[\p{L}'’-]+\s+){0,2})$/iu.exec(
            text.slice(0, span.start),
          );
        audience = cue ? `${cue[1]}${text.slice(span.start, span.end)}`.trim() : text.slice(span.start, span.end);
      }
    }
  }
  // An audience the brief names ("Zielgruppe junge Familien") is the one the copy speaks to.
  if (brief.audience) {
    audience = brief.audience;
    if (brief.audienceId) audienceId = brief.audienceId;
  }

  // Mood.
  const scores = new Map<Mood, number>(MOOD_ORDER.map((m) => [m, 0]));
  const bump = (m: Mood, n: number): void => {
    scores.set(m, (scores.get(m) ?? 0) + n);
  };
  for (const [mood, words] of Object.entries(MOOD_WORDS) as Array<[Mood, readonly string[]]>)
    bump(mood, 2 * countKeywords(folded, words));
  bump(CATEGORY_MOOD[category], 1);
  if (event && EVENT_MOOD[event]) bump(EVENT_MOOD[event] as Mood, 2);
  if (offers.length) bump('energetic', 1);
  if (dates.some((d) => d.value.relation === 'until')) bump('urgent', 1);
  if (dates.some((d) => ['today', 'tonight', 'duration'].includes(d.value.kind) && d.value.relation === 'until'))
    bump('urgent', 2);
  let mood: Mood = 'energetic';
  let top = -1;
  for (const m of MOOD_ORDER) {
    const score = scores.get(m) ?? 0;
    if (score > top) {
      mood = m;
      top = score;
    }
  }

  // The tone a brief asks for ("fun, playful tone", "ton sérieux") wins over what the words suggest.
  if (brief.mood) mood = brief.mood;
  const launch = hasAnyKeyword(folded, LAUNCH_WORDS) || event === 'grand-opening' || Boolean(brief.launch);
  for (const n of [
    brand,
    productIsName ? product : undefined,
    location,
    ...places,
    ...quoted.filter((q) => q.role !== 'cta' && q.role !== 'headline').map((q) => q.text),
  ]) {
    if (n && !names.includes(n)) names.push(n);
  }
  for (const o of offers) if (o.value.kind === 'code' && !names.includes(o.value.code)) names.push(o.value.code);
  for (const m of mentions) if (!names.includes(m.text)) names.push(m.text);
  for (const m of speakers) if (!names.includes(m.text)) names.push(m.text);

  const analysis: PromptAnalysis = {
    ...(product ? { product } : {}),
    ...(brand ? { brand } : {}),
    ...(brand && brandIsCreator ? { brandIsCreator } : {}),
    ...(audience ? { audience } : {}),
    offers: offers.map((o) => o.value.text),
    dates: dates.map((d) => d.value.text),
    ...(season ? { season } : {}),
    ...(event ? { event } : {}),
    ...(cta ? { cta } : {}),
    mood,
    keywords: extractKeywords(text),
    offerDetails: offers.map((o) => o.value),
    dateDetails: dates.map((d) => d.value),
    productIsName,
    ...(productConcept ? { productConcept } : {}),
    ...(audienceId ? { audienceId } : {}),
    category,
    action,
    ctaIntent: action,
    ...(location ? { location } : {}),
    ...(places.some((p) => p !== location) ? { places: places.filter((p) => p !== location) } : {}),
    launch,
    names,
    mentions: mentions.map((m) => m.text).filter((t, i, all) => all.indexOf(t) === i),
    ...(speakers.length ? { speakers: speakers.map((m) => m.text) } : {}),
    ...(mentions.some((m) => m.phrase)
      ? { venues: mentions.flatMap((m) => (m.phrase ? [{ name: m.text, phrase: m.phrase }] : [])) }
      : {}),
    promptLanguage,
    ...(headline ? { headline } : {}),
    contacts: contacts.map((c) => c.value),
    ...(allHours ? { allHours: allHours.value } : {}),
    specs: specs.map((x) => x.value),
    days: days.filter((x) => !x.closed).map((x) => x.value),
  };
  return analysis;
}

function sliceSpan(f: Folded, s: Span): Span {
  const start = f.map[s.start];
  let k = s.end;
  const last = f.map[k - 1];
  while (k < f.map.length - 1 && f.map[k] === last) k++;
  return { start, end: f.map[k] };
}

function intentOf(foldedText: string): CtaIntent | undefined {
  for (const [intent, phrases] of CTA_PHRASES) if (hasAnyKeyword(foldedText, phrases)) return intent;
  for (const [intent, hints] of CTA_HINTS) if (hasAnyKeyword(foldedText, hints)) return intent;
  return undefined;
}

export { detectCategory } from './intent';
