// Lines in the prompt's own words ("The help desk that resolves tickets twice as fast", "Croissants au
// beurre"): the most specific benefit lines there are. Clauses that only repeat a fact, a name, a
// call to action or the request itself ("Create an Instagram post") are left out.
import { saysClosedDay } from './opening-days';
import { isDesignNote } from './design-notes';
import { startsWithAction } from './intent';
import { fold } from './text';
import type { PromptAnalysis } from './types';

// A full stop ends a sentence only before a space or the end ("$4.50", "jobs@shop.sa" stay whole);
// a colon or comma before a digit belongs to a number ("1:30", "5,000").
// A title's full stop ("Dr. Weber", "St. Mary's") is not the end of a sentence either.
// Nor is the stop of a German or Dutch day ("bis 31. März", "vom 8. bis 16. November", "am 22. März"):
// the date stays whole; nor does "a.m." ("Open 9 a.m. to 5 p.m." became "Open 9 a.m" and "To 5 p.m.").
const DAY_STOP =
  '(?<!\\d(?=\\.\\s+(?:(?:Jan|Feb|Mär|Mar|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez|Dec|mei|maart|juni|juli|okt)|(?:bis|und|tot|en)\\s+\\d{1,2}\\.)))';
// Nor is a German ordinal's stop after an article or preposition ("für die 9. und 10. Klasse", "zum 25.
// Jubiläum"), nor a number's stop before a lower-case word ("9. und"): no sentence starts in lower case there.
const ORDINAL_STOP =
  '(?<!(?:^|\\s)(?:die|der|den|dem|des|das|zum|zur|am|im|vom|ab|bis|seit|und|oder|zu|ihr|ihre|ihren|unser|unsere|unseren|ein|eine|einen|jede|jeden|jeder)\\s+\\d{1,2})(?<!\\d(?=\\.\\s+\\p{Ll}))';
// Abbreviations whose stop is no sentence end: titles ("Dr. Weber", "St. Mary's"), "a.m.", and the short
// forms a brief uses before a number or a name ("max. 6 Schüler", "ca. 60 Min.", "inkl. MwSt", "Tel. 0341",
// "Av. Paulista", "z.B. Yoga"): "Kleine Gruppen mit max" was printed when the stop cut the clause.
const ABBREVIATION_STOP =
  '(?<!(?:^|[\\s(])(?:Dr|Mr|Mrs|Ms|Prof|St|Mt|Jr|Sr|Sra|Hr|Fr|Mme|Dott|Ing|Dra|Nr|No|Tel|tel|vs|ca|bzw|a\\.m|p\\.m|max|Max|min|Min|inkl|Inkl|incl|excl|exkl|zzgl|approx|aprox|evtl|ggf|tgl|vgl|Str|Av|Avda|Pl|núm|pág|z\\.B|u\\.a|d\\.h|p\\.ex|Std|Mio|Mrd|Tsd))';
// A dash ends a clause between words ("Oakridge Tree Care – certified arborists", "report – 40 pages") but
// not inside a range of numbers, days or dates ("9–13 Uhr", "Mo–Fr", "28. Juli – 8. August", "Nov 27 – Dec
// 23"): an unspaced en dash joins, and so does a spaced one between a number (or a day and month) and a number,
// unless the first is a year ("Die Logistik-Studie 2025 – 40 Seiten …").
const CLAUSE_DASH =
  '(?:\\s[—–]\\s(?!\\s*\\p{N})|(?<!(?<!(?:^|[^\\p{N}])(?:19|20)\\p{N})\\p{N}[\\p{L}.]{0,4}|\\p{N}\\.?\\s\\p{L}+)\\s[—–]\\s(?=\\s*\\p{N})|—(?!\\s*\\p{N}))';
const CLAUSES = new RegExp(
  `(?:[!?;\\n|•·。！？：；،؛]|${CLAUSE_DASH}|${ABBREVIATION_STOP}${DAY_STOP}${ORDINAL_STOP}\\.(?=\\s|$)|:(?!\\d))+|\\s-\\s`,
  'u',
);
// The owner naming their own business ("my locksmith business", "mi negocio de fontanería", "unser kleiner Laden").
const SELF_DESCRIPTION =
  /^(?:(?:ad|post|pub|publicit[ée]|annonce|anuncio|anzeige|werbung|annuncio|an[úu]ncio|advertentie)\s+(?:for|pour|para|f[üu]r|per|voor)\s+)?(?:our|my|mi|mis|nuestro|nuestra|mon|ma|notre|mein|meine|meinen|unser|unsere|unseren|il\s+mio|la\s+mia|il\s+nostro|la\s+nostra|o\s+meu|a\s+minha|o\s+nosso|a\s+nossa|meu|minha|nosso|nossa|mijn|onze)\s+(?:[\p{L}-]+\s+){0,3}?(?:business|company|shop|store|firm|practice|small\s+business|negocio|empresa|tienda|entreprise|boutique|soci[ée]t[ée]|commerce|gesch[äa]ft|firma|laden|betrieb|unternehmen|attivit[àa]|azienda|negozio|neg[óo]cio|loja|bedrijf|zaak|winkel|onderneming)(?:\s+(?:de|di|of|van|do|da|d['’]|de\s+la)\s*[\p{L}-]+)?$/iu;
const PARTS = /(?:[、，]|,(?!\d))\s*/u;
const REQUEST =
  /^(?:please\s+)?(?:create|make\s+(?:an?|me|us|some)|design|write|generate|need|want|i\s+need|we\s+need|promote|promoting|advertise|advertising|announce|announcing|an?\s+(?:ad|post|banner|flyer|poster|story)|crea|cree|cr[ée]ez|erstelle|erstellen|genera|gere|maak|作成|أنشئ|اصنع)\b/iu;
const REQUEST_WORD =
  /\b(?:instagram|facebook|linkedin|tiktok|youtube|pinterest|banner|banners|flyer|poster|ad|ads|post|posts|story|stories|headline|cta)\b/iu;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff]/u;

// Commas, stops and dashes inside brackets do not cut a clause: "role at Ledgerly (remote, EU)" stays whole.
const SHIELDED: Record<string, string> = {
  ',': '\uE000',
  '.': '\uE001',
  ';': '\uE002',
  ':': '\uE003',
  '!': '\uE004',
  '?': '\uE005',
  '、': '\uE006',
  '，': '\uE007',
  '–': '\uE008',
  '—': '\uE009',
  '-': '\uE00A',
};
const UNSHIELDED = Object.fromEntries(Object.entries(SHIELDED).map(([k, v]) => [v, k]));
// Nor does the dash of a price range ("$45–$65", "29–49 €", "€ 25 - € 40"): one price, never two lines.
// (A dash after a date and before a price, "starts Oct 6 – $120", still ends a clause.)
const PRICE_RANGE_DASH =
  /(?<=[$€£¥]\s?\d[\d.,]*\s?|\d\s?[$€£¥]\s?)[–—-](?=\s?[$€£¥]?\s?\d)|(?<=\d\s?)[–—-](?=\s?\d[\d.,]*\s?(?:[$€£¥円]|EUR|USD|GBP))/gu;
// A dash of a range does not cut a clause either: "9–13 Uhr", "Mo–Fr", "Nov 27 – Dec 23", "9am – 1pm"
// ("Bauernmarkt jeden Samstag 9–13 Uhr" became the lines "Bauernmarkt jeden Samstag 9" and "13 Uhr …").
// Nor does the "、" between two spans of hours ("11時〜14時、17時〜22時").
const RANGE_DASH =
  /(?<=[\p{L}\p{N}.])[–—](?=[\p{L}\p{N}])|(?<=(?<!\d)\d{1,2}\.?(?:\s?(?:[ap]\.?m\.?|h|uhr|uur))?\s)[-–—](?=\s(?:\d{1,2}(?!\d)|\p{Lu}\p{Ll}{2,8}\.?\s\d))|(?<=\d[時分])、(?=\d)/giu;
function shield(text: string): string {
  return text
    .replace(/\([^()]{1,80}\)|（[^（）]{1,80}）/gu, (m) => m.replace(/[,.;:!?、，–—]/gu, (c) => SHIELDED[c]))
    .replace(PRICE_RANGE_DASH, (c) => SHIELDED[c])
    .replace(RANGE_DASH, (c) => SHIELDED[c]);
}
/** The full stops inside a date as written ("Sa. 22.3.", "sam. 22 mars") end no clause: "Vide-grenier sam" was a line. */
function withDatesWhole(prompt: string, analysis: PromptAnalysis): string {
  let text = prompt;
  for (const d of analysis.dateDetails)
    if (d.text.includes('.')) text = text.split(d.text).join(d.text.replace(/\./gu, SHIELDED['.']));
  return text;
}
function unshield(text: string): string {
  return text.replace(/[\uE000-\uE00A]/gu, (c) => UNSHIELDED[c]);
}

function words(text: string): number {
  // "don't" is one word, not two: "Don't shop" is too short to stand as a line.
  return CJK.test(text)
    ? Math.floor([...text.replace(/\s/g, '')].length / 3)
    : (text.match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu) ?? []).length;
}

/** Removes the spans already carried as facts or names, so what is left is the prompt's own description. */
function withoutFacts(clause: string, analysis: PromptAnalysis): string {
  let rest = clause;
  const known = [
    ...analysis.offers,
    ...analysis.dates,
    // A day's hours in a clause apart from it ("zaterdag 22 maart, 10–13 uur") are its fact, not a line
    // ("Open house Saturday 11am-3pm", with its day, still says what happens).
    ...analysis.dateDetails.flatMap((d) => (d.timeText && !clause.includes(d.text) ? [d.timeText] : [])),
    ...analysis.days,
    ...analysis.names,
    ...(analysis.product && analysis.productIsName ? [analysis.product] : []),
  ];
  // An address is one name written across commas ("Rua Augusta 45, Lisboa"): each of its parts is a name too.
  for (const k of known.flatMap((n) => [n, ...n.split(/[,،]\s*/)])) if (k) rest = rest.split(k).join(' ');
  return rest;
}

/** Facts that make a prompt a brief rather than a line of copy. */
function hasFacts(analysis: PromptAnalysis): boolean {
  return (
    analysis.offers.length > 0 ||
    analysis.dates.length > 0 ||
    analysis.contacts.length > 0 ||
    Boolean(analysis.allHours)
  );
}

const MAX_SLOGAN_WORDS = 12;
const MAX_SENTENCE_WORDS = 6;

/**
 * A prompt that is itself copy ("Think different. Be bold.", "Einfach. Besser. Leben."): short, no
 * request ("create a post…"), no facts. Its own sentences are then the lines to use, however short:
 * stock filler ("Feel the difference") in their place would ignore what the user wrote.
 */
export function isSloganPrompt(prompt: string, analysis: PromptAnalysis): boolean {
  const text = prompt.normalize('NFC').trim();
  if (!text || words(text) > MAX_SLOGAN_WORDS || text.length > 90) return false;
  if (hasFacts(analysis)) return false;
  // Copy is written in short sentences ("Think different. Be bold.", "Just do it."); a brief lists
  // what it sells ("Spanish classes for adults, small groups, evenings").
  const sentences = text
    .split(/[.!?。！？]+(?=\s|$)/u)
    .map((x) => x.trim())
    .filter(Boolean);
  if (!/[.!?。！？]$/u.test(text) && sentences.length < 2) return false;
  if (sentences.some((x) => words(x) > MAX_SENTENCE_WORDS)) return false;
  return !text.split(CLAUSES).some((c) => {
    const clause = c.trim();
    return (
      REQUEST.test(clause) ||
      REQUEST_WORD.test(clause) ||
      /\b(?:for|für|pour|para|per|voor)\s+(?:my|our|a|an|the|mein|unser|notre|mon|ma|nuestra|nuestro|mi|il\s+mio|onze)\b/iu.test(
        clause,
      )
    );
  });
}

/** Words that only lead a person in: "with", "and", articles. */
const PERSON_LEAD =
  /^(?:with|and|by|featuring|con|y|e|et|avec|mit|und|com|met|en|da|di|de|van|von|the|le|la|lo|il|el|o|a|der|die|dem|het|our|&)$/u;

/**
 * Whether a clause naming one person first says what the person gives: two words or more, or one
 * compound ("Weinprobe mit …", "Kochkurs met …"); never a list's tail ("y Andrés Ruiz …").
 */
function saysWhatPersonGives(folded: string, person: string): boolean {
  const lead = folded.slice(0, folded.indexOf(person)).split(/\s+/).filter(Boolean);
  if (lead.length && /^(?:and|y|e|et|und|en|&)$/u.test(lead[0])) return false;
  const said = lead.filter((w) => !PERSON_LEAD.test(w));
  return said.length >= 2 || (said.length === 1 && /^\p{L}{7,}$/u.test(said[0]));
}

/** Up to four clauses of the prompt usable as benefit lines, in the order written. */
export function ownLines(prompt: string, analysis: PromptAnalysis): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const slogan = isSloganPrompt(prompt, analysis);
  const minWords = slogan ? 1 : 3;
  const consider = (raw: string, whole = false): void => {
    const text = unshield(raw)
      .replace(/^[\s"“”'«»[\]]+|[\s"“”'«»[\],]+$/gu, '')
      .replace(/^\((?=[^)]*$)|(?<=^[^(]*)\)$/u, '')
      .replace(/\s+/g, ' ');
    const n = words(text);
    if (n < minWords || (!whole && n > 11) || text.length > 70) return;
    const folded = fold(text);
    if (REQUEST.test(text) || REQUEST_WORD.test(text) || startsWithAction(folded)) return;
    // "Chiusi la domenica" is no headline: a closed day sells nothing (opening-days.ts).
    if (saysClosedDay(text)) return;
    // "Our locksmith business", "Mi negocio de fontanería": the brief saying whose ad it is, not a line of it.
    if (SELF_DESCRIPTION.test(text)) return;
    // A note on the look ("Something fun and colourful", "Lots of white space") is for the designer.
    if (isDesignNote(text)) return;
    // A bare web address or phone is a contact, not a line ("lernwerk-kassel.de" counts three words).
    if (!/[\p{L}\p{N}]/u.test(analysis.contacts.reduce((t, c) => t.split(c.text).join(' '), text))) return;
    // What remains once offers, dates and names are taken out must still say something, and be most of the line.
    const rest = words(withoutFacts(text, analysis));
    const speaker = analysis.speakers?.find((name) => folded.includes(fold(name)));
    // A line that says what the person gives ("Serata di degustazione con lo chef Giulia Bianchi") is the
    // prompt's own and carries the name; a clause that is little more than the name
    // ("y Andrés Ruiz de Salesforce", "Com Ana Souza") is a fragment: the speakers have their own line.
    // With several people the line of names is theirs ("Laura Gómez & Andrés Ruiz"): no clause repeats it.
    if (speaker && ((analysis.speakers?.length ?? 0) > 1 || !saysWhatPersonGives(folded, fold(speaker)))) return;
    // (A person's line says what they give before the name: the name is its content, not a fact to strip.)
    if (!speaker && (rest < (slogan ? Math.min(minWords, n) : CJK.test(text) ? 2 : 3) || rest < 0.6 * n)) return;
    if (analysis.headline && fold(analysis.headline) === folded) return;
    if (seen.has(folded)) return;
    seen.add(folded);
    out.push(text.charAt(0).toUpperCase() + text.slice(1));
  };
  // A slogan of several sentences is first a headline as a whole, then each sentence a line.
  if (slogan && prompt.split(CLAUSES).filter((c) => c.trim()).length > 1)
    consider(prompt.normalize('NFC').trim(), true);
  for (const clause of shield(withDatesWhole(prompt.normalize('NFC'), analysis)).split(CLAUSES)) {
    const parts = clause.split(PARTS);
    if (parts.length === 1) consider(clause);
    else for (const p of parts) consider(p);
  }
  return out.slice(0, 4);
}
