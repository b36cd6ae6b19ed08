// What a prompt advertises, in its own words: "Piano tuning in your home", "Kids climbing camp at The
// Boulder Shed", "Theorie-Intensivkurs in den Herbstferien", "Journée vaccination chez Clinique …",
// "Curso de buceo Open Water", "دورة الخط العربي للمبتدئين", "家事代行サービス「くらしのミカタ」". Owners open
// with it, before the price, the date and the phone. A blind review found the thing advertised named on
// no variant of 18 of 30 requests ("Natale: 120 €" for family portraits, "39 € au lieu de 52 €" for a
// vaccination day), so one page is headed by it (client-copy.ts, write-copy.ts).
import { findOpeningDays } from './opening-days';

// A sentence ends at a stop that is not an initial or a short abbreviation ("G. Rodari", "St. Mark").
const SENTENCE_END =
  /(?<!\b(?:\p{Lu}|St|Dr|Mr|Mrs|Ms|Nr|No|Prof|Sr|Sra|Sig|Hr|Fr|Mme|Mlle|Av|Co|Inc|Ltd|ca|z\.B|bzw))[.!?](?=\s)|[。！？\n]/u;
// Parts of the first sentence: "Fahrschule Kranich: Theorie-Intensivkurs …", "Estofador Ribeiro – sofás …".
const PART = /\s*(?:[:：|]|\s[-–—]\s|[(（]|,(?!\d)|،|、)\s*/u;
// Words a topic does not end on: articles, prepositions, demonstratives, copulas ("… a 120 €" leaves "a").
const TRAILING = new Set(
  (
    'a an the at in on for from with this next every each by until till is are starts start opens ' +
    'am im ab an auf für mit bei vom von bis zum zur jeden jede diesen diese dieses ist sind ' +
    'le la les l du de des d à au aux dès pour chez ce cette cet est avec par sur en ' +
    'el los las del al desde este esta es con y o ' +
    'il lo gli i di della dello delle dei degli alla alle dalle dal dai da per questo questa è ed ' +
    'o os as do da dos das no na nos nas em por para partir desta deste é com e ' +
    'de het een op van voor vanaf bij met deze dit tot om ' +
    // ("يوم"/"مساء" before a weekday are its "on …": "يوم القراءة المفتوح يوم السبت" is cut to "يوم القراءة المفتوح")
    'و في من على مع عن إلى الى بـ ب لـ ل يوم مساء صباح ليلة'
  ).split(' '),
);
// Openings that announce rather than name: "Reminder from …", "Nouveau :", "Neu:", "Attention".
const ANNOUNCE =
  /^(?:as\s+(?:seen|featured)|featured|vu\s+(?:dans|à|sur)|visto\s+en|visto\s+su|gesehen|bekannt\s+aus|bekend\s+van|(?:a\s+)?reminder|new|now|attention|news|neu|neuer?|jetzt|erinnerung|nouveau|nouvelle|rappel|nuevo|nueva|recordatorio|nuovo|nuova|promemoria|novo|nova|lembrete|nieuw|herinnering|تذكير|جديد)\b(?:\s+(?:from|von|de|di|da|van|من))?/iu;
const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A fact of the prompt as written; an offer is cut at its amount, not where its words start. */
export interface Stop {
  text: string;
  offer?: boolean;
}
const MAX_WORDS = 9;
const MAX_CHARS = 60;

const AMOUNT = /[\d$€£¥₹]/u;

/** Where a fact starts in a part, and which: an offer at its amount ("فحص مكيف السيارة مجاناً مع … بـ 99 ريال" keeps its words). */
function cutAt(text: string, stops: readonly Stop[]): { text: string; stop?: Stop } {
  let end = text.length;
  let by: Stop | undefined;
  for (const stop of stops) {
    // a fact written across parts ("Sonntag, 9. November") also stops at its first piece
    for (const piece of new Set([stop.text, stop.text.split(/[,،、]/u)[0]])) {
      if (!piece.trim()) continue;
      const at = text.indexOf(piece);
      if (at < 0) continue;
      const amount = stop.offer ? piece.search(AMOUNT) : 0;
      // an offer of words alone that opens the part is what it advertises ("فحص مكيف السيارة مجاناً")
      if (amount < 0 && at === 0) continue;
      const cut = at + Math.max(amount, 0);
      if (cut < end) {
        end = cut;
        by = stop;
      }
    }
  }
  return { text: text.slice(0, end), ...(by ? { stop: by } : {}) };
}

function trimEnds(text: string): string {
  let words = text
    .trim()
    .replace(/[\s,;:–—\-/]+$/u, '')
    .split(/\s+/u);
  while (words.length && TRAILING.has(words[words.length - 1].toLowerCase().replace(/[’'.,]/gu, '')))
    words = words.slice(0, -1);
  // Arabic proclitic "بـ" written against nothing ("بـ 99 ريال" cut before the price)
  const joined = words.join(' ').replace(/\s*(?:بـ|ب|لـ)$/u, '');
  return joined.replace(/[\s,;:–—\-/]+$/u, '').trim();
}

/** Whether a part says more than the advertiser's name and an announcement. */
export function namesSomething(part: string, brand: string | undefined): boolean {
  let rest = part.replace(ANNOUNCE, ' ');
  if (brand) rest = rest.split(brand).join(' ');
  const words = (rest.match(WORD) ?? []).filter((w) => !TRAILING.has(w.toLowerCase()));
  if (CJK.test(rest)) return rest.replace(/[\s「」『』]/gu, '').length >= 2;
  return words.some((w) => w.length >= 3);
}

/** What a prompt advertises, and the fact that follows it in the same clause (its price or date, "… a 120 €"). */
export interface Topic {
  text: string;
  fact?: Stop;
}

/**
 * The thing a prompt advertises as written, cut before its first price, date, time or contact, or
 * undefined when the prompt opens with nothing but a name, a fact or an announcement.
 * `stops` are the prompt's facts as written (offers, dates, contacts, opening days).
 */
export function advertisedTopic(
  copy: string,
  brand: string | undefined,
  stops: readonly Stop[],
  context: readonly string[] = [],
): Topic | undefined {
  const sentence = copy.trim().split(SENTENCE_END)[0] ?? '';
  const parts = sentence.split(PART);
  // The topic opens the prompt, or follows the advertiser's name ("Fahrschule Kranich: Theorie-…");
  // a later part is a detail ("chiusi il lunedì", "Dec 1 at Gadget Hub").
  for (const raw of parts.slice(0, 2)) {
    // opening and closed days are the business week, not what it sells ("fermé le dimanche", "水曜定休")
    const days = findOpeningDays(raw).map((d) => ({ text: d.value }));
    const cut = cutAt(raw, [...stops, ...days]);
    // third parties, venues and towns are context, never what is advertised ("Live at Roundhouse")
    const part = trimEnds(beforeContext(cut.text, context, brand));
    if (!namesSomething(part, brand)) continue;
    // a count is part of it ("6 Monaten Garantie", "48 h", "5 aulas"); an address or a bare number is not
    if (/^\d/u.test(part) || /\d/u.test(part.replace(/\d+(?:[.,]\d+)?\s*(?:h\b|[-‐]|\p{L})/gu, ''))) return undefined;
    const words = part.match(WORD) ?? [];
    // one word names a kind, not what is on offer ("Webinar:", "Sale:"), unless it is a compound
    if (words.length < 2 && !CJK.test(part) && part.length < 12) return undefined;
    if (words.length > MAX_WORDS || part.length > MAX_CHARS || ANNOUNCE.test(part)) return undefined;
    return { text: part, ...(cut.stop ? { fact: cut.stop } : {}) };
  }
  return undefined;
}

/** A part up to the first third party, venue or town it names (the advertiser's own name may hold a town). */
function beforeContext(part: string, context: readonly string[], brand: string | undefined): string {
  let end = part.length;
  for (const name of context) {
    if (!name.trim() || (brand && brand.includes(name))) continue;
    const at = part.indexOf(name);
    if (at >= 0 && at < end) end = at;
  }
  return part.slice(0, end);
}
