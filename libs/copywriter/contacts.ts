// Verbatim facts with digits that are neither money nor dates: phone numbers, web and e-mail
// addresses, "24/7" and specifications ("4-bed", "128GB"). They are read before offers and dates so
// that "555-0134" is never a price and "24/7" never July 24.
import type { Contact } from './types';

export interface Spanned<T> {
  start: number;
  end: number;
  value: T;
}

// The local part in Latin letters: Japanese runs words into it ("応募はrecruit@cafemoka.jp").
const EMAIL = /[\p{Script=Latin}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;
const TLD =
  'com|org|net|io|co|app|dev|shop|store|online|site|info|biz|me|ai|tv|fm|ly|xyz|eu|uk|us|ca|au|de|fr|es|it|nl|pt|be|ch|at|jp|ae|sa|br|mx|in|ie|nz|se|no|dk|fi|pl|gift|health|travel|events?|jobs|nyc|london|berlin|paris|tokyo|studio|salon|cafe|pizza|bar|club|tech|agency|academy|fitness|yoga|dental|vet|pet|pets|art|design|media|news|blog|live|music|golf|cars?|auto|bike|bank|finance|insurance|school|education|kr|cn|mx|ar|cl|pe|tr|gr|cz|hu|ro|lu|pl|ma|eg|qa|kw|om|bh|tn|dz|lb|jo';
const URL = new RegExp(
  String.raw`(?<![@\p{Script=Latin}\p{N}.\-])(?:https?://)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:${TLD})(?:\.[a-z]{2})?(?:/[^\s,;)"'»」]*)?(?![\p{Script=Latin}\p{N}@])`,
  'giu',
);
// Any script but Latin may touch a number: Japanese and Arabic run words into digits ("お電話は0120-987-654").
const PHONE =
  /(?<![\p{Script=Latin}\p{N}+.,/#])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,12}(?:[\s.-]\d{2,8}){0,4}(?![\p{N}%])/gu;
const PHONE_CUE =
  /(?<!\p{L})(?:call|phone|tel|ring|text|whatsapp|sms|hotline|dial|mobile|ll[aá]m[ae]nos|llama|tel[eé]fono|t[ée]l[ée]phone|t[ée]l\.?|appelez|anrufen|ruf|telefon|chiama(?:ci)?|telefono|ligue|telefone|bel|telefoon|電話|☎️?|📞|اتصل(?:\s+ب[ـ]?نا)?|هاتف|واتساب)(?![\p{L}])[\s.:]*(?:us|uns|nous)?[\s:]*(?:on|at|now|today|au|al|unter|allo|no|op|على)?[\s:]*$/iu;
/**
 * Words that ask the reader to call, book or get in touch, anywhere earlier in the same sentence:
 * "Reservas al 912 345 678", "Contatta Immobiliare Lario al 031 234 567", "للحجز اتصلوا على 04 123 4567",
 * "ご予約は078-123-4567". They make a long digit run a phone number even without a phone's shape.
 */
const CONTACT_CUE =
  /(?:call|phone|tel[eé]?|ring|whatsapp|sms|hotline|dial|book|reserv|r[ée]serv|buch|prenot|agend|cita|contact|kontakt|contatt|llam|appel|anruf|ruf\s|chiam|ligue|bel\s|infos?\s|للحجز|احجز|حجز|اتصل|تواصل|هاتف|واتساب|予約|電話|問い?合わせ|☎|📞)/iu;
/** Money or a measure right after the digits: "12 500 000 €", "1.250.000 $" are no phone numbers. */
const NOT_PHONE_AFTER = /^\s?(?:[€$£¥%％]|円|万|ريال|درهم|جنيه|eur|usd|mio|million|m²|m2|km|kg|k\b)/iu;
const LOCAL_PHONE = /^(?:\d{3}-\d{4}|\d{3}[\s.-]\d{3}[\s.-]\d{4}|\d{2,4}-\d{2,4}-\d{4})$/;

const ALL_HOURS =
  /(?<![\p{N}/])(?:24\s?\/\s?7(?:\s?\/\s?365)?|24\s?h\s?\/\s?24(?:\s?,?\s?7\s?j\s?\/\s?7)?|24\/24|24\s?ore\s?su\s?24|24時間(?:365日)?(?:営業|対応|受付)?)(?![\p{N}])/giu;
/**
 * "24 horas", "24 hours", "24 ساعة" round the clock, but not a delivery time ("in 24 hours",
 * "entrega em 24 horas") nor a deadline ("24 hours only").
 */
const ALL_DAY = /(?<![\p{N}/])24\s?(?:hours|horas|heures|Stunden|uur|ساعة)(?![\p{L}\p{N}])|rund\s+um\s+die\s+Uhr/giu;
const ALL_DAY_NOT_BEFORE =
  /(?:in|within|en|em|dans|innerhalb|binnen|entro|خلال|for|next|only|just|solo|nur|por|durante|pendant|per|für)\s+$/iu;
const ALL_DAY_NOT_AFTER = /^\s*(?:only|left|sale|flash|solo|seulement|nur|apenas|alleen|de\s+prueba|d['’]essai)/iu;
/** The words "24/7" qualifies: "24/7 emergency call-outs" (stops at punctuation and function words). */
const QUALIFIED =
  /^(?:\s+(?!(?:for|in|at|on|and|with|to|from|by|call|con|para|pour|avec|für|mit|per|voor|met|em|en|na|no|à|a|au|di|da|op|bei|im|am|und|et|e|y)(?![\p{L}-]))[\p{L}][\p{L}\p{M}'’-]*){0,3}/u;

// A dimension or a range is one spec ("60 x 120 cm", "20–40 cm", "1,50–2,00 m²"): read from its first number,
// never from inside it ("120 cm" alone was a size the product does not have).
const SPEC = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?:\d+(?:[.,]\d+)?\s?(?:[x×]|[–—]|-(?=\s?\d))\s?)*\d+(?:[.,]\d+)?\s?-?\s?(?:bed(?:room)?s?|bath(?:room)?s?|br|ba|sq\.?\s?ft|square\s+(?:feet|foot|metres|meters)|sqm|m²|m2|acres?|car\s+garage|storey|story|gb|tb|mp|mah|inch(?:es)?|-inch|mm|cm|ml|kg|km|hp|kw|kwh|habitaci(?:ón|ones)|dormitorios?|rec[áa]maras?|chambres?|pi[èe]ces?|zimmer|camere|locali|quartos?|su[íi]tes?|kamers?|slaapkamers?|ldk)(?![\p{L}\p{N}])`,
  'giu',
);

const LONG_DAYS = new Set(
  'mon monday tue tues tuesday wed wednesday thu thur thurs thursday fri friday sat saturday sun sunday lun mar mie mié mer jue jeu vie ven sab sáb sam dom dim gio seg ter qua qui sex'.split(
    ' ',
  ),
);
const SHORT_DAYS = new Set('mo di mi do fr sa so lu ma wo vr za zo'.split(' '));
const JA_DAYS = '月火水木金土日';
/** Between two days: a dash for any day ("Mo–Fr"), a word only between longer names ("Monday to Friday"). */
const DAY_JOINER = /\s?(?:-|–|—|〜|～|~)\s?|\s(?:to|through|bis|a|à|al|t\/m)\s/g;

/** Opening days ("Mon-Fri", "Monday to Saturday", "lun-sáb", "Mo–Fr", "月〜金"), verbatim. */
export function findDayRanges(text: string): Array<Spanned<string>> {
  const out: Array<Spanned<string>> = [];
  for (const m of text.matchAll(DAY_JOINER)) {
    const next = m.index + m[0].length;
    // Japanese days are single characters inside unspaced text: "月〜金".
    if (
      /^\s?[-–—〜～~]\s?$/.test(m[0]) &&
      JA_DAYS.includes(text.charAt(m.index - 1)) &&
      JA_DAYS.includes(text.charAt(next)) &&
      text.charAt(m.index - 1) !== ''
    ) {
      out.push({ start: m.index - 1, end: next + 1, value: text.slice(m.index - 1, next + 1) });
      continue;
    }
    const before = /(\p{L}+)\.?$/u.exec(text.slice(Math.max(0, m.index - 12), m.index));
    const after = /^(\p{L}+)\.?/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
    if (!before || !after) continue;
    const a = before[1].toLowerCase();
    const b = after[1].toLowerCase();
    const word = /\p{L}/u.test(m[0]);
    const days = LONG_DAYS.has(a) && LONG_DAYS.has(b);
    const short = !word && (SHORT_DAYS.has(a) || LONG_DAYS.has(a)) && (SHORT_DAYS.has(b) || LONG_DAYS.has(b));
    if (!days && !short) continue;
    const start = m.index - before[0].length;
    const end = m.index + m[0].length + after[0].length;
    // Whole words only: "Sa" in "Salsa" is no day.
    if (/\p{L}/u.test(text.charAt(start - 1)) || /\p{L}/u.test(text.charAt(end))) continue;
    out.push({ start, end, value: text.slice(start, end).trim() });
  }
  return out;
}

/** Phone numbers, web and e-mail addresses, in order. */
export function findContacts(text: string): Array<Spanned<Contact>> {
  const out: Array<Spanned<Contact>> = [];
  const free = (start: number, end: number): boolean => !out.some((c) => c.start < end && start < c.end);
  // Each reader is gated on a cheap test: most prompts have no address or phone number.
  for (const m of text.includes('@') ? text.matchAll(EMAIL) : [])
    out.push({ start: m.index, end: m.index + m[0].length, value: { kind: 'email', text: m[0] } });
  for (const m of /\.[a-z]{2}/i.test(text) ? text.matchAll(URL) : []) {
    const written = m[0].replace(/[.!?]+$/, '');
    // A bare "word.tld" needs a lower-case letter: "ASP.NET" and "Node.JS" are not addresses.
    if (!/^(?:https?:|www\.)/i.test(written) && !/\p{Ll}/u.test(written)) continue;
    if (free(m.index, m.index + written.length))
      out.push({ start: m.index, end: m.index + written.length, value: { kind: 'url', text: written } });
  }
  for (const m of /\d[\d\s.()-]{5,}\d/.test(text) ? text.matchAll(PHONE) : []) {
    const written = m[0].trim();
    const digits = written.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15) continue;
    if (
      NOT_PHONE_AFTER.test(text.slice(m.index + m[0].length)) ||
      /[€$£¥]\s?$/u.test(text.slice(Math.max(0, m.index - 2), m.index))
    )
      continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    // The sentence so far: a call or booking word in it makes a long run a phone number.
    const sentence = /[^.!?。！？\n]*$/u.exec(text.slice(Math.max(0, m.index - 60), m.index))?.[0] ?? '';
    // Without a cue, only a number shaped like a phone number: "555-0134", "01 23 45 67 89", or a
    // national number with its trunk zero ("089 2345 678", "0120-987-654", "0551234567").
    const groups = written.split(/[\s.-]+/).length;
    const trunk = /^0\d/.test(written) && digits >= 9 && !/^\d{1,3}(?:\.\d{3})+$/.test(written);
    const cued = PHONE_CUE.test(before) || (digits >= 8 && CONTACT_CUE.test(sentence));
    if (!(/^[+(]/.test(written) || cued || trunk || LOCAL_PHONE.test(written) || (groups >= 4 && digits >= 9)))
      continue;
    if (free(m.index, m.index + written.length))
      out.push({ start: m.index, end: m.index + written.length, value: { kind: 'phone', text: written } });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Whether a round-the-clock promise names the whole week ("24/7", "24時間365日"), not only the day ("24h/24"). */
export function allWeek(allHours: string): boolean {
  return /\/\s?7|365|7\s?j/iu.test(allHours);
}

/** "24/7" with the words it qualifies, verbatim; undefined when the prompt has none. */
export function findAllHours(text: string): Spanned<string> | undefined {
  if (!/24|rund um die Uhr/i.test(text)) return undefined;
  let m = ALL_HOURS.exec(text);
  ALL_HOURS.lastIndex = 0;
  if (!m) {
    for (const d of text.matchAll(ALL_DAY)) {
      if (
        ALL_DAY_NOT_BEFORE.test(text.slice(Math.max(0, d.index - 12), d.index)) ||
        ALL_DAY_NOT_AFTER.test(text.slice(d.index + d[0].length))
      )
        continue;
      m = d;
      break;
    }
  }
  if (!m) return undefined;
  const end = m.index + m[0].length;
  const qualified = QUALIFIED.exec(text.slice(end))?.[0] ?? '';
  return { start: m.index, end, value: `${m[0]}${qualified}`.trim() };
}

/**
 * Durations ("14-day", "45-minute", "3 Stunden", "48 meses", "30日間", "徒歩8分" with how one gets
 * there, "4 ساعات") and counts of what is
 * sold ("4 bagni", "10.000 bomen", "6 lezioni", "sleeps 6", "ages 8-12", "16名"): kept verbatim like
 * specs. Not a duration that another reader owns: a free trial's days ("14 jours d'essai",
 * "30日間無料"), an APR's months ("0 % Sollzins für 12 Monate"), a deadline ("48 hours only").
 */
const DURATION_UNIT = String.raw`(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|minutos?|horas?|d[ií]as|noches|semanas?|meses|años|heures?|jours|nuits|semaines?|mois|minuten|stunden?|tage|nächte|wochen|monate[n]?|jahre[n]?|minuti|ore|giorni|notti|settimane|mesi|anni|dias|noites|anos|uur|dagen|nachten|weken|maanden|jaar)`;
const DURATION_SPEC = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d{1,3}(?:\s?-\s?|\s)${DURATION_UNIT}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,])\d{1,3}-(?:minute|hour|day|night|week|month|year|minütige[nrs]?|stündige[nrs]?|tägige[nrs]?|wöchige[nrs]?|monatige[nrs]?)(?![\p{L}])|(?<![\p{N}.,])(?:(?:徒歩|車で?|バスで?|自転車で?)\s?)?\d{1,3}\s?(?:分間?|時間|日間|週間|ヶ月|か月|カ月|年間)(?!\p{N})|(?<![\p{N}.,])\d{1,3}\s(?:دقائق|دقيقة|ساعات|أيام|أسابيع|أشهر|شهرا|شهرًا|ليال[ٍي]?)(?![\p{L}])`,
  'gu',
);
const TRIAL_AFTER =
  /^[\s-]*(?:free|trial|gratis|gratuit|kostenlos|d['’]essai|de\s+prueba|di\s+prova|de\s+teste|proef|無料|お試し|مجان)/iu;
const TRIAL_BEFORE =
  /(?:free\s+trial|prueba\s+gratu?i?t?a?s?|essai\s+gratuit|teste\s+gr[aá]tis|prova\s+gratuita|kostenlos\s+testen|gratis\s+proberen|مجان(?:اً|ًا|ا)|تجربة\s+مجانية)\s+(?:de|por|für|per|voor|durante|pendant|لمدة|for)?\s*$/iu;
const ONLY_AFTER = /^\s*(?:only|left|sale|flash|solo|seulement|nur|apenas|alleen|限定|فقط)/iu;
const DEADLINE_BEFORE = /(?:for|next|just|only|nur|solo|seulement|apenas|alleen)\s+(?:the\s+next\s+)?$/iu;
const INTEREST_BEFORE =
  /(?:%|％|APR|interest|TAE|TAEG|TIN|zins|intereses|intérêts?|interessi|juros|rente|金利|فائدة|finanz|financ)[^.!?。]{0,30}$/iu;
/** "18 uur", "18 heures", "18 ore", "18 horas" after "tot", "à", "alle", "às" or a range's start is a clock time, not a duration. */
const HOUR_WORD = /\s(?:uur|heures?|ore|horas)$/iu;
const CLOCK_BEFORE =
  /(?:(?<![\p{L}])(?:tot|om|vanaf|à|alle|dalle|às|das|jusqu['’]à|hasta|las|um|bis|ab)|\d{1,2}(?:[:.h]\d{2})?\s?(?:-|–))\s*$/iu;
const COUNT_SPEC = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d{1,3}(?:[.,]\d{3})*\s(?:bathrooms?|bedrooms?|baños|dormitorios|habitaciones|salles?\s+de\s+bains?|badezimmer|bäder|bagni|camere|banheiros|casas\s+de\s+banho|badkamers|slaapkamers|trees|árboles|arbres|bäume|alberi|árvores|bomen|hectares|hectáreas|hektar|ettari|acres|lessons|lecciones|clases|leçons|lektionen|lezioni|aulas|lessen|meals|comidas|repas|mahlzeiten|pasti|refeições|maaltijden|bands|bandas|groupes|teilnehmer(?:innen)?|partecipanti|participantes|participants|deelnemers|plätze|posti|plazas|places|lugares|plekken|courses|gänge|portate|pratos|gangen|pages|páginas|seiten|pagine|pagina's|zimmer|pièces)(?![\p{L}])|(?<![\p{N}.,])\d{1,3}(?:[.,]\d{3})*\s(?:حمامات|حمام|غرف(?:\s+نوم)?|شجرة|أشجار|وجبات|وجبة|دروس|درسا|مشارك)(?![\p{L}])|sleeps\s\d{1,2}|(?<![\p{L}])(?:ages|aged)\s\d{1,2}\s?(?:-|–|to)\s?\d{1,2}|(?<![\p{N}.,])(?:de\s|von\s|dai\s|dos\s|van\s|من\s)?\d{1,2}\s?(?:-|–|a|à|bis|ai|to|al|tot|aos|إلى)\s?\d{1,2}\s(?:años|ans|jahren?|anni|anos|jaar|years|سنة|سنوات)(?![\p{L}])|(?<![\p{N}.,])(?:全|週)?\d{1,5}(?:,\d{3})?(?:品|名|本|回|泊\d食付き|泊|ポイント|km|キロ|日)(?!目)`,
  'giu',
);
const JA_COUNT_BEFORE = /先着\s?$/u;
/** A card's cashback rate ("5% cashback", "2% de cashback", "استرداد نقدي 5%", "還元率1%"): what the card gives, not a discount. */
const CASHBACK_SPEC =
  /(?<![\p{L}\p{N}.,])\d{1,2}(?:[.,]\d{1,2})?\s?[%％]\s?(?:de\s+|di\s+|d['’]|in\s+|an\s+)?(?:cash[\s-]?back|cashback|還元|キャッシュバック|ポイント還元)(?![\p{L}])|(?:cash[\s-]?back|cashback|استرداد\s+نقدي|還元率)\s?(?:de\s+|di\s+|of\s+|von\s+|van\s+|بنسبة\s+)?\d{1,2}(?:[.,]\d{1,2})?\s?[%％]/giu;

/** Specifications with a number ("4-bed", "2,000 sq ft"), durations and counts, verbatim, in order. */
export function findSpecs(text: string): Array<Spanned<string>> {
  if (!/\d/.test(text)) return [];
  const out: Array<Spanned<string>> = [...text.matchAll(SPEC)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    value: m[0],
  }));
  const free = (start: number, end: number): boolean => !out.some((c) => c.start < end && start < c.end);
  const allHours = findAllHours(text);
  for (const m of text.matchAll(CASHBACK_SPEC))
    if (free(m.index, m.index + m[0].length)) out.push({ start: m.index, end: m.index + m[0].length, value: m[0] });
  for (const m of text.matchAll(COUNT_SPEC)) {
    const value = m[0];
    // Japanese counters stand right after a number with no space; "先着100名" is a free item's limit
    // and "3日" a day of the month: only whole counts ("16名", "全6品", "4本", "週2日").
    if (
      /[名日]$/u.test(value) &&
      (JA_COUNT_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index)) ||
        (/日$/u.test(value) && !/^週/u.test(value)))
    )
      continue;
    if (/^\d/.test(value) && /[月年]$/u.test(text.charAt(m.index - 1))) continue;
    if (free(m.index, m.index + value.length)) out.push({ start: m.index, end: m.index + value.length, value });
  }
  for (const m of text.matchAll(DURATION_SPEC)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length);
    if (
      TRIAL_AFTER.test(after) ||
      TRIAL_BEFORE.test(before) ||
      ONLY_AFTER.test(after) ||
      DEADLINE_BEFORE.test(before) ||
      INTEREST_BEFORE.test(before) ||
      (HOUR_WORD.test(m[0]) && CLOCK_BEFORE.test(before))
    )
      continue;
    if (allHours && allHours.start < m.index + m[0].length && m.index < allHours.end) continue;
    if (free(m.index, m.index + m[0].length)) out.push({ start: m.index, end: m.index + m[0].length, value: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}
