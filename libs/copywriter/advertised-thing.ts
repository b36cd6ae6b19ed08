// What the prompt advertises, in its own words, where the analysis found no product: the occasion or
// service heading the sentence that names the advertiser ("Blutspende beim Roten Kreuz", "Collecte de don
// du sang de l'EFS", "Jornada de vacuna antirrábica en Clínica San Roque", "حملة التبرع بالدم في مستشفى
// النور", "さくら動物病院で狂犬病予防注射の集合接種を…"), or heading the prompt when it names no advertiser
// ("Free outdoor movie night at Miller Park"). A design that prints only the advertiser's name and a date
// does not say what is on: this phrase is put in a headline when no page says it (write-copy.ts).
import { startsWithAction } from './intent';
import { EVENT_WORDS } from './lexicon';
import { fold, normalizeSpace } from './text';
import type { PromptAnalysis } from './types';

/** Words that tie the thing to its advertiser or place: they end the phrase ("Blutspende beim …"). */
const LINKS = new Set(
  [
    'at',
    'by',
    'with',
    'from',
    'in',
    'on',
    'of',
    'for',
    'the',
    'beim',
    'bei',
    'im',
    'in der',
    'von',
    'vom',
    'der',
    'des',
    'am',
    'mit',
    'de',
    'du',
    'des',
    "de l'",
    "d'",
    'de la',
    'au',
    'aux',
    'a',
    'chez',
    'la',
    'le',
    'les',
    "l'",
    'en',
    'el',
    'del',
    'con',
    'por',
    'di',
    'da',
    'della',
    'dello',
    'dal',
    'dalla',
    'presso',
    'alla',
    'allo',
    'sul',
    'sulla',
    'nel',
    'nella',
    'zum',
    'zur',
    'fur',
    'for',
    'pour',
    'para',
    'per',
    'voor',
    'al',
    'do',
    'dos',
    'das',
    'no',
    'na',
    'em',
    'pela',
    'pelo',
    'bij',
    'van',
    'op',
    'het',
    'een',
    'في',
    'لدى',
    'من',
    'مع',
  ].map((w) => fold(w)),
);

/** A place or time word that ends the phrase when the prompt names no advertiser ("… at Miller Park"). */
const PHRASE_END =
  /\s(?:at|in|on|this|next|every|am|im|jeden|ab|le|les|ce|a|au|el|los|este|cada|il|ogni|questo|no|na|neste|todo|toda|op|deze|elke|vanaf|في|يوم|كل)\s/u;

const MAX_WORDS = 6;
const MAX_SCRIPT_CHARS = 20;
const SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff\u0600-\u06ff]/u;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;

/** The first sentence or clause holding `at` (an index into `text`), or the first one. */
function sentenceAt(text: string, at: number): { start: number; text: string } {
  const stops = /[.!?¡¿;\n。！？]/gu;
  let start = 0;
  for (let m = stops.exec(text); m; m = stops.exec(text)) {
    if (m.index >= at) return { start, text: text.slice(start, m.index) };
    start = m.index + 1;
  }
  return { start, text: text.slice(start) };
}

/** Connecting words at the end of a phrase taken off ("Jornada de vacuna antirrábica en" → "… antirrábica"). */
function withoutTrailingLinks(phrase: string): string {
  let words = phrase.split(/\s+/u).filter(Boolean);
  for (;;) {
    const last = words[words.length - 1];
    if (!last) break;
    const two = words.length > 1 ? fold(`${words[words.length - 2]} ${last}`) : '';
    if (two && LINKS.has(two)) words = words.slice(0, -2);
    else if (LINKS.has(fold(last)) || /['’]$/u.test(last)) words = words.slice(0, -1);
    else break;
  }
  // "de l'EFS": the elided article stays on the word before the name.
  return words
    .join(' ')
    .replace(/\s+(?:de|d|l)['’]$/iu, '')
    .trim();
}

/**
 * Openings of a clause that is no name of a thing: who hosts or organises, a plea, a question, a verb of the
 * advertiser ("Hosted by", "Organisé par", "Help Roots Forward", "We're a family bakery", "Escape to").
 */
const NOT_A_THING =
  /^(?:hosted|organi[sz]ed|organise|organize|organizado|organizzato|organiza|georganiseerd|veranstalter|herausgegeben|realizacao|presented|brought|powered|help|helft|ajude|aiuta|ayuda|aidez|volunteer|need|we|we're|you're|our team|from|escape|escapate|invoice|ligue|llama|chiama|call|bel|vous|sie|tu|du|je|ich|wir|nous|new year|join|test drive|get|try|save|book|order|shop|buy|meet|introducing|discover|client brief|brief|on recrute|we're hiring|now hiring|wir suchen|se busca|cerchiamo|estamos contratando|we zoeken|wij zoeken)(?!\p{L})/u;

/** A clause with a verb of being ("Facturalo es el software…") or a bracket of a name in Japanese. */
const CLAUSE = /\s(?:is|are|es|est|e|ist|sind|ha|hat|has)(?:\s|$)|[「」【】『』]|[はがを]$/u;

/** Arabic verbs of the advertiser or the reader heading a clause ("ساهم مع", "تنظيم"): no thing's name. */
const ARABIC_VERB = /^(?:تنظيم|ساهم|ساهموا|تبر|ادعم|ساعد|انضم|احجز|اطلب|اتصل|تواصل|نقدم|يقدم)/u;

/** The word "opening" alone, in the languages the event words do not list it bare. */
const BARE_OPENING = /^(?:opening|heropening|apertura|abertura|eroffnung)$/u;

/** Whether a phrase can stand as what is advertised: short, no number, no call to action, no other name. */
function fitsAsThing(phrase: string, analysis: PromptAnalysis): boolean {
  if (!phrase || /\d/u.test(phrase)) return false;
  const script = SCRIPT.test(phrase);
  if (JAPANESE.test(phrase) && /\s/u.test(phrase)) return false;
  if (script ? phrase.length > MAX_SCRIPT_CHARS : phrase.split(/\s+/u).length > MAX_WORDS) return false;
  if (phrase.replace(/[^\p{L}]/gu, '').length < 4) return false;
  const f = fold(phrase);
  // (Arabic and Japanese cues of an action are nouns as well, "حملة تبرع": their verbs are read below.)
  if ((!script && startsWithAction(f)) || NOT_A_THING.test(f) || CLAUSE.test(` ${f}`)) return false;
  if (ARABIC_VERB.test(phrase.normalize('NFKD').replace(/[\u064b-\u065f]/gu, '')) || BARE_OPENING.test(f)) return false;
  if (analysis.brand && f.includes(fold(analysis.brand))) return false;
  // An occasion alone ("Black Friday", "Inauguración") is said by the occasion's own lines.
  if (EVENT_WORDS.some(([, words]) => words.includes(f))) return false;
  const others = [analysis.location, ...(analysis.places ?? []), ...analysis.mentions, ...analysis.dates];
  return !others.some((o) => o && f.includes(fold(o)));
}

/** The phrase after a Japanese advertiser: "さくら動物病院で狂犬病予防注射の集合接種を…" → "狂犬病予防注射の集合接種". */
function japaneseThing(text: string, brandEnd: number): string | undefined {
  const after =
    /^(?:では|で|が|は|の|より|から)([^、。！？!?\s\d０-９]+?)(?:を|が|は|の?(?:ご案内|お知らせ)|[、。！？!?\s\d０-９])/u.exec(
      text.slice(brandEnd),
    );
  return after?.[1];
}

/** What the prompt advertises in its own words, when it can be read (see the head of this file). */
export function advertisedThing(copy: string, analysis: PromptAnalysis): string | undefined {
  const text = normalizeSpace(copy);
  const brand = analysis.brand;
  const at = brand ? text.indexOf(brand) : -1;
  if (at >= 0 && brand) {
    let phrase = JAPANESE.test(brand) ? japaneseThing(text, at + brand.length) : undefined;
    const sentence = sentenceAt(text, at);
    phrase ??= withoutTrailingLinks(text.slice(sentence.start, at).replace(/^[\s"“«¡¿]+/u, ''));
    phrase = phrase.replace(/[\s,:–—-]+$/u, '').trim();
    if (fitsAsThing(phrase, analysis)) return phrase;
    // "Same-day AC repair in Phoenix. Call CoolFix …": the first sentence says what, a later one who.
    if (sentence.start === 0) return undefined;
  }
  return headOfPrompt(text, analysis);
}

/**
 * The head of the prompt's first sentence, up to a place or time word, a colon or a number ("Free outdoor
 * movie night at Miller Park", "Webinar: How …", "Boxing bootcamp 6-week program"); a question is no head.
 */
function headOfPrompt(text: string, analysis: PromptAnalysis): string | undefined {
  const first = sentenceAt(text, 0);
  if (/^\s*[?？؟]/u.test(text.slice(first.start + first.text.length))) return undefined;
  const clause = ` ${first.text.replace(/^[\s"“«¡¿]+/u, '').split(/\s*[:：–—]\s*|\s+-\s+/u)[0]} `;
  const number = /\s[^\s]*\d/u.exec(clause);
  const end = PHRASE_END.exec(clause);
  const cut = Math.min(number?.index ?? clause.length, end?.index ?? clause.length);
  const phrase = withoutTrailingLinks(clause.slice(0, cut))
    .replace(/[\s,:–—-]+$/u, '')
    .trim();
  // One word before a number is an adjective more often than a thing ("Charity 5K fun run").
  if (number && number.index === cut && !SCRIPT.test(phrase) && !/\s/u.test(phrase)) return undefined;
  return fitsAsThing(phrase, analysis) ? phrase : undefined;
}
