// Verbatim facts with digits that are neither money nor dates: phone numbers, web and e-mail
// addresses, "24/7" and specifications ("4-bed", "128GB"). They are read before offers and dates so
// that "555-0134" is never a price and "24/7" never July 24.
import type { Contact } from './types';

export interface Spanned<T> {
  start: number;
  end: number;
  value: T;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;
const TLD = 'com|org|net|io|co|app|dev|shop|store|online|site|info|biz|me|ai|tv|fm|ly|xyz|eu|uk|us|ca|au|de|fr|es|it|nl|pt|be|ch|at|jp|ae|sa|br|mx|in|ie|nz|se|no|dk|fi|pl|gift|health|travel|events?';
const URL = new RegExp(
  String.raw`(?<![@\p{L}\p{N}.\-])(?:https?://)?(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:${TLD})(?:\.[a-z]{2})?(?:/[^\s,;)"'»」]*)?(?![\p{L}\p{N}@])`,
  'giu',
);
const PHONE = /(?<![\p{L}\p{N}+.,/])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,12}(?:[\s.-]\d{2,8}){0,4}(?![\p{N}%])/gu;
const PHONE_CUE =
  /(?<!\p{L})(?:call|phone|tel|ring|text|whatsapp|sms|hotline|dial|mobile|ll[aá]m[ae]nos|llama|tel[eé]fono|t[ée]l[ée]phone|t[ée]l\.?|appelez|anrufen|ruf|telefon|chiama(?:ci)?|telefono|ligue|telefone|bel|telefoon|電話|☎️?|📞|اتصل(?:\s+ب[ـ]?نا)?|هاتف|واتساب)(?![\p{L}])[\s.:]*(?:us|uns|nous)?[\s:]*(?:on|at|now|today|au|al|unter|allo|no|op|على)?[\s:]*$/iu;
const LOCAL_PHONE = /^(?:\d{3}-\d{4}|\d{3}[\s.-]\d{3}[\s.-]\d{4}|\d{2,4}-\d{2,4}-\d{4})$/;

const ALL_HOURS = /(?<![\p{N}/])(?:24\s?\/\s?7(?:\s?\/\s?365)?|24\s?h\s?\/\s?24(?:\s?,?\s?7\s?j\s?\/\s?7)?|24\/24)(?![\p{N}])/giu;
/** The words "24/7" qualifies: "24/7 emergency call-outs" (stops at punctuation and function words). */
const QUALIFIED = /^(?:\s+(?!(?:for|in|at|on|and|with|to|from|by|call|con|para|pour|avec|für|mit|per|voor|met)(?![\p{L}-]))[\p{L}][\p{L}\p{M}'’-]*){0,3}/u;

const SPEC = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?-?\s?(?:bed(?:room)?s?|bath(?:room)?s?|br|ba|sq\.?\s?ft|square\s+(?:feet|foot|metres|meters)|sqm|m²|m2|acres?|car\s+garage|storey|story|gb|tb|mp|mah|inch(?:es)?|-inch|mm|cm|kg|km|hp|kw|kwh|habitaci(?:ón|ones)|dormitorios?|rec[áa]maras?|chambres?|pi[èe]ces?|zimmer|camere|locali|quartos?|su[íi]tes?|kamers?|slaapkamers?|ldk)(?![\p{L}\p{N}])`,
  'giu',
);

const LONG_DAYS = new Set(
  'mon monday tue tues tuesday wed wednesday thu thur thurs thursday fri friday sat saturday sun sunday lun mar mie mié mer jue jeu vie ven sab sáb sam dom dim gio seg ter qua qui sex'.split(' '),
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
    if (/^\s?[-–—〜～~]\s?$/.test(m[0]) && JA_DAYS.includes(text.charAt(m.index - 1)) && JA_DAYS.includes(text.charAt(next)) && text.charAt(m.index - 1) !== '') {
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
  for (const m of text.includes('@') ? text.matchAll(EMAIL) : []) out.push({ start: m.index, end: m.index + m[0].length, value: { kind: 'email', text: m[0] } });
  for (const m of /\.[a-z]{2}/i.test(text) ? text.matchAll(URL) : []) {
    const written = m[0].replace(/[.!?]+$/, '');
    // A bare "word.tld" needs a lower-case letter: "ASP.NET" and "Node.JS" are not addresses.
    if (!/^(?:https?:|www\.)/i.test(written) && !/\p{Ll}/u.test(written)) continue;
    if (free(m.index, m.index + written.length)) out.push({ start: m.index, end: m.index + written.length, value: { kind: 'url', text: written } });
  }
  for (const m of /\d[\d\s.()-]{5,}\d/.test(text) ? text.matchAll(PHONE) : []) {
    const written = m[0].trim();
    const digits = written.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15) continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    // Without a cue, only a number shaped like a phone number: "555-0134", "01 23 45 67 89".
    const groups = written.split(/[\s.-]+/).length;
    if (!(/^[+(]/.test(written) || PHONE_CUE.test(before) || LOCAL_PHONE.test(written) || (groups >= 4 && digits >= 9))) continue;
    if (free(m.index, m.index + written.length)) out.push({ start: m.index, end: m.index + written.length, value: { kind: 'phone', text: written } });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** "24/7" with the words it qualifies, verbatim; undefined when the prompt has none. */
export function findAllHours(text: string): Spanned<string> | undefined {
  if (!text.includes('24')) return undefined;
  const m = ALL_HOURS.exec(text);
  ALL_HOURS.lastIndex = 0;
  if (!m) return undefined;
  const end = m.index + m[0].length;
  const qualified = QUALIFIED.exec(text.slice(end))?.[0] ?? '';
  return { start: m.index, end, value: `${m[0]}${qualified}`.trim() };
}

/** Specifications with a number ("4-bed", "2,000 sq ft"), verbatim. */
export function findSpecs(text: string): Array<Spanned<string>> {
  if (!/\d/.test(text)) return [];
  return [...text.matchAll(SPEC)].map((m) => ({ start: m.index, end: m.index + m[0].length, value: m[0] }));
}
