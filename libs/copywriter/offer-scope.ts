// What an offer applies to, as the prompt says it right after the offer: "50% off your first box",
// "free inspection with every service", "-20 % sur votre première commande", "kostenlose Inspektion
// bei jedem Service", "50 % de descuento en tu primera caja", "على أول طلب", and before it in
// Japanese ("初回50%オフ"). Without it the copy promises more than the advertiser does ("50% off"
// on everything). Only qualifiers that change the offer are taken: first/second/every/new-customer
// ones, and the unit a price is for ("pro Nacht", "por persona", "each", "1泊").
// What an offer buys is read here too (`buysAfter`, `buysBefore`): "30% off teeth whitening",
// "桜ラテ 480円", "Pizza margherita da 6 €". A bare "480円" or "30% off" says a different thing.
import { MONTH_WORDS, PRODUCT_WORDS, WEEKDAY_WORDS } from './lexicon';
import { withoutFromWords } from './price-forms';
import { fold } from './text';

const FIRST = String.raw`first|1st|erste[nmrs]?|premi[eè]re?|premier|primer[ao]?|prim[oa]|primeir[oa]|eerste|second|2nd|zweite[nmrs]?|deuxi[eè]me|segund[oa]|second[oa]|tweede`;
const EVERY = String.raw`every|each|any|jede[nmrs]?|chaque|cada|ogni|elke|iedere?`;
const NEW = String.raw`new|neue?[nmrs]?|nouveaux|nouvelles?|nouveau|nuev[oa]s?|nuov[ie]|nov[oa]s|nieuwe`;
const DET = String.raw`your|the|my|deine[nmrs]?|ihre[nmrs]?|eure[nmrs]?|die|den|der|das|dem|votre|vos|ta|ton|tes|la|le|les|tu|tus|su|sus|el|il|tuo|tua|i|sua|seu|o|a|os|as|je|uw|de|het`;
const PREP = String.raw`on|off|for|with|at|in|during|auf|f[üu]r|bei|zu|im|sur|pour|avec|d[eè]s|au|pendant|en|con|para|durante|sul|sulla|sui|al|alla|nel|per|na|no|em|com|a|op|bij|voor|met`;
const NOUN = String.raw`[\p{L}][\p{L}'’-]*`;
/** The qualifier's own noun may not be a function word ("50% off for the first 100" is a limit, read elsewhere). */
const NOT_NOUN = /^(?:\d|of|de|di|du|des|del|van|von|and|und|et|y|e|en|time|times|fois|vez|veces|mal|volta|keer)$/iu;

/** "every Tuesday", "chaque jour", "jeden Morgen": a repeat in time is a date, read as one elsewhere. */
const TIME_NOUN =
  /^(?:days?|weeks?|weekends?|week-ends?|months?|years?|mornings?|evenings?|nights?|hours?|tag|woche|monat|jahr|wochenende|morgen|abend|jour|semaine|mois|an|annee|matin|soir|dia|semana|mes|ano|manana|tarde|noche|giorno|settimana|mese|anno|mattina|sera|manha|noite|dag|maand|jaar|ochtend|avond)$/u;
const WEEKDAYS = new Set(WEEKDAY_WORDS.flat().map(fold));
const isTimeNoun = (word: string): boolean => TIME_NOUN.test(fold(word)) || WEEKDAYS.has(fold(word).replace(/s$/, ''));

const LATIN_SCOPE = new RegExp(
  String.raw`^\s*(?:(?:${PREP})\s+)?(?:(?:${DET})\s+)?(?:(?<first>${FIRST})|(?<every>${EVERY})|(?<nu>${NEW}))\s+(?<noun>${NOUN})`,
  'iu',
);
// "كل" before an indefinite noun is "every" ("مع كل خدمة"); before a definite one it is "all"
// ("على كل الأحذية"), which narrows nothing. "كل ثلاثاء" is every Tuesday: a recurring day, no scope.
const ARABIC_SCOPE =
  /^\s*(?:(?:على|مع|في|لـ|ل)\s*)?(?:أول\s+[\p{Script=Arabic}]+|كل\s+(?!ال)(?!(?:يوم\s+)?(?:أحد|احد|اثنين|إثنين|ثلاثاء|أربعاء|اربعاء|خميس|جمعة|سبت|يوم|أسبوع|اسبوع|شهر)(?![\p{L}]))[\p{Script=Arabic}]+|[\p{Script=Arabic}]+\s+(?:الأول|الأولى))(?![\p{L}])/u;
const JAPANESE_SCOPE_BEFORE =
  /(?:初回|初月|初年度|初日|初めての[\p{Script=Han}\p{Script=Katakana}ー]{1,6}|新規(?:会員|入会|ご入会)?)(?:限定)?(?:は|が|で|に|の)?\s*$/u;

/**
 * The unit a price or an offer is for, right after it: per night, per person, each, per hour. "89 €"
 * alone is not "89 € pro Nacht".
 */
// Units a price is counted in: a stay, a person, an hour, a weight, a serving ("3 € pro Kugel",
// "9,90 € le kilo", "$12/hour", "¥500/人"). Periods of a month or a year are read as `per` (analyze.ts).
const EN_UNIT = String.raw`night|person|head|guest|adult|child|kid|item|piece|hour|class|session|lesson|pair|kg|kilo|lb|pound|scoop|slice|glass|bottle|cup|portion|serving|visit|ride|round|game|room|couple|dozen|litre|liter|ticket|seat|plate|box|bag|bunch`;
const DE_UNIT = String.raw`Nacht|Übernachtung|Person|St[üu]ck|Stunde|Std\.?|Kurs|Kopf|Termin|Kugel|Kilo|kg|Portion|Glas|Flasche|Tasse|Abend|Runde|Spiel|Fahrt|Kind|Erwachsene[nr]?|Teilnehmer(?:in)?|Einheit|Sitzung|Lektion|Paar|Liter|Zimmer|Karte|Ticket|Teller|Stunde`;
const NL_UNIT = String.raw`nacht|persoon|stuk|uur|les|kilo|kg|bolletje|bol|kind|volwassene|fles|glas|portie|bak|doos|kaartje|ticket|sessie|rit|ronde|paar|liter`;
// Areas and lengths a price is counted in: "39,90 €/m²", "$2.99 per sq ft", "12 € le m²", "5 € pro lfm".
const AREA_UNIT = String.raw`m²|m2|qm|sqm|sq\.?\s?ft|ft²|square\s+(?:foot|feet|metre|meter)|Quadratmeter|metro\s+cuadrado|m[eè]tre\s+carr[ée]|metro\s+quadrado|metro\s+quadro|vierkante\s+meter|lfm|laufender\s+Meter|linear\s+(?:foot|metre|meter)`;
const UNIT_AFTER = new RegExp(
  String.raw`^\s*(?:(?:per|pro|je|par|por|le|la|el|al|o|a|[/／])\s*(?:${AREA_UNIT})|per\s+(?:${EN_UNIT}|${NL_UNIT}|notte|persona|ora|chilo|pallina|coppia)|an?\s+(?:night|head|person|hour|scoop|slice|glass|pound|kilo|lb|dozen|bottle|cup|round|ride|game|notte|persona|sessione|lezione)|each|apiece|pp|p\.\s?p\.|pro\s+(?:${DE_UNIT})|je\s+(?:${DE_UNIT})|das\s+(?:St[üu]ck|Kilo|Glas|Paar)|die\s+(?:Kugel|Stunde|Portion|Nacht|Flasche)|het\s+(?:kilo|stuk|uur)|par\s+(?:nuit|personne|heure|s[ée]ance|cours|pi[eè]ce|kilo|kg|boule|enfant|adulte|participant|couple)|le\s+(?:kilo|kg|litre|m[eè]tre|pot|sachet|bouquet|menu|verre|cours)|la\s+(?:nuit|noche|s[ée]ance|pi[eè]ce|unidad|unidade|hora|boule|part|portion|bouteille|douzaine|place|journ[ée]e|personne|tranche|bola|docena|botella|entrada|sesi[oó]n|clase|raci[oó]n|porci[oó]n)|el\s+(?:kilo|kg|litro|metro)|o\s+(?:quilo|kg|litro)|a\s+(?:hora|noite|unidade|d[úu]zia|bola|pessoa|persona|testa|notte|pallina|porzione|sessione|lezione|coppia)|l['’](?:unit[ée]|heure|entr[ée]e|adulte|enfant|etto|uno)|de\s+l['’]heure|chacune?|por\s+(?:noche|noite|persona|pessoa|hora|sesi[oó]n|sess[aã]o|clase|aula|unidad|unidade|kilo|quilo|kg|bola|raci[oó]n|porci[oó]n|ni[ñn]o|adulto|crian[çc]a|pax|cabeza|cabe[çc]a)|cada\s+(?:un[oa]|noche|noite)|al\s+(?:chilo|kg|litro|pezzo|metro)|all['’](?:ora|etto)|l['’]uno|cad\.|cadauno|ciascuno|a\s+testa|[/／]\s*(?:hour|hr|h|night|nt|person|pers\.?|pp|head|kg|lb|item|pc|class|session|lesson|visit|scoop|Std\.?|Stunde|Nacht|Person|Kugel|Stk\.?|heure|nuit|personne|hora|noche|noite|pessoa|ora|notte|persona|uur|persoon|stuk|kilo|u))(?![\p{L}])`,
  'iu',
);
const ARABIC_UNIT_AFTER =
  /^\s*(?:لليلة(?:\s+الواحدة)?|في\s+الليلة|للشخص(?:\s+الواحد)?|للفرد|للقطعة|للساعة|في\s+الساعة|للحصة|للكيلو(?:\s?غرام)?|للكيلوغرام|للطفل|للبالغ|للغرفة|للمتر|للتذكرة|للجلسة)(?![\p{L}])/u;
const JAPANESE_UNIT_BEFORE =
  /(?:1泊|一泊|お一人様|おひとり様|お一人|1名様?|一名様?|1人|1個|1杯|1回|1時間|1本|1枚|1皿|1kg|100g|1セット|各)(?:あたり)?\s*$/u;
const JAPANESE_UNIT_AFTER =
  /^\s*(?:[/／]\s*(?:泊|人|名|個|杯|回|時間|月|本|枚|皿|kg|g|セット)|(?:1泊|1名|1人|1個|1本|1kg|100g)あたり)/u;

// Who an offer is for, right after it: "nur für Neukunden", "only for members", "réservé aux étudiants",
// "solo para socios", "للعملاء الجدد فقط". Printed without it, the offer is promised to everyone.
const WHO_NOUN = String.raw`customers|clients|members|students|kids|children|seniors|subscribers|newcomers|beginners|Neukunden|Kunden|Mitglieder|Studenten|Studierende|Sch[üu]ler(?:innen)?|Kinder|Senioren|Abonnenten|Anf[äa]nger|membres|[ée]tudiants|enfants|abonn[ée]s|d[ée]butants|clientes|socios|estudiantes|ni[ñn]os|suscriptores|principiantes|clienti|soci|studenti|bambini|iscritti|principianti|s[óo]cios|alunos|crian[çc]as|assinantes|iniciantes|klanten|leden|studenten|kinderen|abonnees|beginners`;
const WHO_NEW = String.raw`new|first-time|neue[nr]?|nouveaux|nouvelles|nuev[oa]s|nuov[ie]|nov[oa]s|nieuwe`;
const WHO_AFTER = new RegExp(
  String.raw`^\s*(?:only|just|exclusively|nur|exklusiv|seulement|uniquement|solo|s[oó]lo|s[oó]|apenas|somente|soltanto|alleen|exclusief)?\s*(?:for|f[üu]r|pour|para|per|voor|r[ée]serv[ée]e?s?\s+aux|riservat[oa]\s+a[il]|exclusiv[oa]\s+para)\s+(?:(?:our|all|unsere|alle|nos|tous\s+les|les|los|las|nuestros|i|gli|os|as|nossos|onze|de|die)\s+)?(?:(?:${WHO_NEW})\s+)?(?:${WHO_NOUN})(?![\p{L}])(?:\s+(?:only|nur|seulement|uniquement|solo|s[oó]lo|apenas|alleen))?`,
  'iu',
);
const ARABIC_WHO_AFTER =
  /^\s*(?:فقط\s+)?(?:ل|لل)(?:عملاء|أعضاء|طلاب|طلبة|أطفال|مشتركين|مشتركات)(?:\s+الجدد)?(?:\s+فقط)?(?![\p{L}])/u;

/** The qualifier written right after an offer ending at `end`, with its length, or undefined. */
export function scopeAfter(text: string, end: number): { scope: string; length: number } | undefined {
  const after = text.slice(end);
  const who = WHO_AFTER.exec(after) ?? ARABIC_WHO_AFTER.exec(after);
  if (who) return { scope: who[0].trim(), length: who[0].length };
  const unit = UNIT_AFTER.exec(after) ?? ARABIC_UNIT_AFTER.exec(after) ?? JAPANESE_UNIT_AFTER.exec(after);
  if (unit) return { scope: unit[0].trim(), length: unit[0].length };
  const latin = LATIN_SCOPE.exec(after);
  const noun = latin?.groups?.noun ?? '';
  if (latin && !NOT_NOUN.test(noun) && !(latin.groups?.every && isTimeNoun(noun))) {
    // "for new customers" needs its preposition: "new" alone after an offer starts another clause.
    if (latin.groups?.nu && !/^\s*(?:for|f[üu]r|pour|para|per|voor)\s/iu.test(after)) return undefined;
    // The whole noun phrase: "any water heater install", not "any water".
    const more = nounTail(after.slice(latin[0].length));
    return { scope: (latin[0] + more).trim(), length: latin[0].length + more.length };
  }
  const arabic = ARABIC_SCOPE.exec(after);
  if (arabic) return { scope: arabic[0].trim(), length: arabic[0].length };
  return undefined;
}

// Where a free delivery or a free service applies, right after it: "free delivery within Riyadh",
// "Lieferung kostenlos im Stadtgebiet Leipzig", "envío gratis en Madrid", "consegna gratuita solo entro 3 km",
// "توصيل مجاني داخل الرياض". Printed without it, the offer promises it everywhere.
const AREA_ONLY = String.raw`(?:(?:only|just|solo|s[oó]lo|s[oó]|somente|apenas|seulement|uniquement|nur|alleen|soltanto)\s+)?`;
const DISTANCE = String.raw`\d{1,3}(?:[.,]\d)?\s?(?:km|kilometers?|kilometres?|kilómetros|kilomètres|kilometern?|chilometri|quil[óô]metros|miles?|mi)(?![\p{L}])`;
const PLACE_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|de|del|do|da|di|van|am|an|sur)){0,2}`;
const AREA_AFTER = new RegExp(
  String.raw`^\s*${AREA_ONLY}(?:(?:within|inside|across|throughout|innerhalb(?:\s+(?:von|des|der))?|binnen|dentro\s+(?:de|di)|entro|im\s+Umkreis\s+von|dans\s+un\s+rayon\s+de|en\s+un\s+radio\s+de|num\s+raio\s+de|nel\s+raggio\s+di|in\s+een\s+straal\s+van)\s+(?:(?:the|a|la|el|le|l['’]|die|der|dem|o|il|de|het)\s+)?(?:${DISTANCE}|city|town|area|${PLACE_NAME})|(?:in|im|en|em|dans|a|à|no|na|nel|nella|in\s+(?:ganz|heel|tutta|tutto)|en\s+(?:toda|todo|tout|toute)|em\s+tod[oa]|dans\s+tou(?:t|te))\s+(?:(?:le|la|l['’]|der|de)\s*)?(?<place>${PLACE_NAME}))`,
  'u',
);
const ARABIC_AREA_AFTER =
  /^\s*(?:فقط\s+)?(?:داخل|ضمن|في\s+(?:جميع\s+أنحاء|كل\s+أنحاء))\s+[\p{Script=Arabic}]+(?:\s+(?!و|أو|على|مع|حتى)[\p{Script=Arabic}]+)?/u;

/** Where a free delivery or service applies, written right after it ("within Riyadh", "entro 3 km"), or undefined. */
export function areaAfter(text: string, end: number): { scope: string; length: number } | undefined {
  const after = text.slice(end);
  const m = AREA_AFTER.exec(after) ?? ARABIC_AREA_AFTER.exec(after);
  if (!m) return undefined;
  // "en diciembre", "in March": a month or a day is a date, read as one elsewhere.
  const place = m.groups?.place;
  if (place && place.split(/\s+/).some((w) => MONTH_AND_DAY.has(fold(w)))) return undefined;
  return { scope: m[0].trim(), length: m[0].length };
}

/** Words that end a noun phrase: links, articles, time words, "this", "until", "and". */
const PHRASE_END = new RegExp(
  String.raw`^(?:${PREP}|${DET}|and|und|et|y|e|en|or|oder|ou|o|of|von|this|these|that|until|till|through|today|tonight|now|only|just|bis|ab|jusqu|hasta|fino|até|tot|ce|cette|este|esta|questo|questa|deze|dit|dieses|diese|diesen|when|wenn|quand|cuando|quando|als|if)$`,
  'iu',
);

/** Up to two more nouns right after a scope's noun, stopping at a link, a time word or punctuation. */
function nounTail(rest: string): string {
  const m = /^(?:\s+[\p{Ll}][\p{L}'’-]*){1,2}/u.exec(rest);
  if (!m) return '';
  let out = '';
  for (const word of m[0].match(/\s+[\p{L}'’-]+/gu) ?? []) {
    const w = word.trim();
    if (PHRASE_END.test(w) || isTimeNoun(w) || MONTH_AND_DAY.has(fold(w))) break;
    out += word;
  }
  return out;
}
const MONTH_AND_DAY = new Set([...MONTH_WORDS.flat(), ...WEEKDAY_WORDS.flat()].map(fold));

/** The Japanese qualifier written right before an offer starting at `start` ("初回", "初月", "新規会員限定"). */
export function scopeBefore(text: string, start: number): { scope: string; length: number } | undefined {
  const window = text.slice(Math.max(0, start - 16), start);
  const m = JAPANESE_SCOPE_BEFORE.exec(window) ?? JAPANESE_UNIT_BEFORE.exec(window);
  return m ? { scope: m[0].trim(), length: m[0].length } : undefined;
}

// ---------------------------------------------------------------- what an offer buys

/** Words that end what an offer buys: where, when, for whom, how ("30% off sandals until Sunday"). */
const BUYS_STOP = new Set(
  `at in on for with until till through thru this next today tonight now when if and or but only by from to via
  before after booked ordered purchased placed bought
  while all-day sitewide storewide online instore code use
  bei im am ab bis für mit und oder nur diese dieses diesen dieser heute jetzt online beim vom zum zur nach
  chez à au aux jusqu jusqu'à ce cet cette ces aujourd pour avec et ou seulement en ligne dès sur
  hasta este esta estos estas hoy en para por con y o solo sólo desde durante
  fino questo questa oggi per con e o solo da presso nel nella
  até hoje neste nesta em para com ou só apenas na no nos nas
  tot deze dit vandaag voor met en of alleen bij vanaf
  every each todos todas cada jeden jede jeder chaque tous toutes ogni tutti tutte elke iedere`
    .split(/\s+/)
    .filter(Boolean)
    // (Compared folded, as the words it stops at are: "só", "até", "sólo" stop too.)
    .map(fold),
);
/** Articles and "all/our" that may open what an offer buys ("30% off all sandals", "sur les soins"). */
const BUYS_LEAD = String.raw`(?:(?:on|auf|f[üu]r|sur|en|su|sul|sulla|sullo|sui|sugli|sulle|em|no|na|nos|nas|op|de|in)\s+)?(?:(?:all|alle[nms]?|tous|toutes|todos|todas|tutti|tutte|tudo|todo|toda|our|unsere[nm]?|nos|nuestros|nuestras|nossos|nossas|onze|al\s+onze)\s+)?(?:(?:the|die|den|der|das|le|la|les|el|los|las|il|lo|gli|i|o|a|os|as|het)\s+|l['’]\s*)?`;
const LATIN_WORD = String.raw`\p{Script=Latin}[\p{Script=Latin}'’-]*`;
const BUYS_AFTER_LATIN = new RegExp(
  String.raw`^\s+${BUYS_LEAD}(?<words>${LATIN_WORD}(?:\s+${LATIN_WORD}){0,4})(?![\p{L}\p{N}])`,
  'iu',
);
/** Inside a name of what is bought, "of" words may join two nouns ("blanchiment des dents"). */
const JOINER = /^(?:de|des|du|del|della|dei|delle|di|do|da|dos|das|van|von|of)$/iu;
const CALENDAR = new Set([...WEEKDAY_WORDS.flat(), ...MONTH_WORDS.flat()].map((w) => fold(w)));
const ARABIC_BUYS_AFTER =
  /^\s*(?:على|لـ|ل)\s*(?!أول|كل\s)(?<words>[\p{Script=Arabic}]+(?:\s+(?!في|من|مع|حتى|لدى|عند|و|أو|لمدة|خلال|بـ|بمناسبة|طوال|هذا|هذه)[\p{Script=Arabic}]+){0,2})/u;
/** Japanese names what is bought right before the offer: "ホワイトニング30%オフ", "桜ラテ 480円". */
// ("食べ放題", "飲み放題": the verb's kana belongs to the word.)
// (A count inside the name is part of it, "月4回コース": the name never starts after its number, "回コース";
// a set joined by "＋" is one name, "メンズカット＋シェービング".)
const JAPANESE_BUYS_BEFORE =
  /(?<![\p{Script=Han}\p{Script=Katakana}ー\d])(?<words>(?:食べ|飲み)?(?:[\p{Script=Han}\p{Script=Katakana}ー]|\d{1,2}(?=[\p{Script=Han}\p{Script=Katakana}]))+(?:[＋+](?:[\p{Script=Han}\p{Script=Katakana}ー]|\d{1,2}(?=[\p{Script=Han}\p{Script=Katakana}]))+)*)(?:の|が|は|も)?\s?$/u;
/** Japanese words before an offer that say when or how long, not what ("本日限定", "期間中"). */
const JAPANESE_NOT_BUYS = /限定|本日|今日|週末|期間|毎日|毎週|今月|今だけ|初回|初月|新規|全品|税込|税別/u;

export interface BuysSpan {
  text: string;
  length: number;
}

/** The lexicon's nouns of products, in every language: a capitalised word before one is a brand of it. */
const PRODUCT_NOUNS = new Set(Object.values(PRODUCT_WORDS).flat().map(fold));

/**
 * "only" before the preposition of what is bought ("30% de descuento solo en sandalias", "20% de desconto só
 * nas sandálias", "25% korting alleen op kinderfietsen"): the limit is part of the offer. Cut before its
 * noun it dangled ("20% de desconto só"); dropped, the offer claimed every product.
 */
const ONLY_ON =
  /^\s+(?:only|just|solo|s[oó]lo|s[oó]|somente|apenas|seulement|uniquement|nur|alleen|soltanto)(?=\s+(?:on|auf|f[üu]r|sur|en|su|sul|sulla|sui|sugli|sulle|em|no|na|nos|nas|op)\s)/iu;

/** What an offer ending at `end` buys, as written after it: "30% off teeth whitening", "خصم 30% على تبييض الأسنان". */
export function buysAfter(text: string, end: number, language: string): BuysSpan | undefined {
  const only = ONLY_ON.exec(text.slice(end));
  if (only) {
    const rest = buysAfter(text, end + only[0].length, language);
    return rest && { text: `${only[0].trim()} ${rest.text}`, length: only[0].length + rest.length };
  }
  const after = text.slice(end);
  const arabic = ARABIC_BUYS_AFTER.exec(after);
  if (arabic) return { text: arabic[0].trim(), length: arabic[0].length };
  const m = BUYS_AFTER_LATIN.exec(after);
  if (!m?.groups) return undefined;
  const lead = m[0].length - m.groups.words.length;
  const kept: string[] = [];
  for (const word of m.groups.words.split(/\s+/)) {
    const bare = fold(word.replace(/['’]s$/, ''));
    if (BUYS_STOP.has(bare) || CALENDAR.has(bare) || isTimeNoun(word)) break;
    kept.push(word);
  }
  while (kept.length && JOINER.test(kept[kept.length - 1])) kept.pop();
  if (!kept.length || JOINER.test(kept[0])) return undefined;
  // A capital opens a name, a place more often than a product ("descuento en Casa Pepe"), except in German
  // and where a product noun follows it: "30% off Nike shoes" buys shoes of a brand.
  if (language !== 'german' && /^\p{Lu}/u.test(kept[0]) && !kept.slice(1).some((w) => PRODUCT_NOUNS.has(fold(w))))
    return undefined;
  const words = kept.join(' ');
  const length = lead + m.groups.words.indexOf(words) + words.length;
  return { text: after.slice(0, length).trim(), length };
}

/** A clause's last part, back to its punctuation. */
const CLAUSE_TAIL = /[^,.;:!?¡¿()\n–—|،؛。、！？]*$/u;
/** A comma, stop or dash between two digits (spaces allowed around a dash): part of one number or range. */
const NUMBER_JOINT = /(?<=\d)[,.](?=\d)|(?<=\d\s?)[–—-](?=\s?\d)/gu;
/** The stop of a count's short unit ("12 un. por R$ 15", "6 Stk. für 5 €") ends no clause. */
const COUNT_ABBREVIATION = /(?<=\d\s?)(un|und|uds|unid|pcs|pz|stk|st|pçs)\.(?=\s)/giu;
/** Units of a measurement written after its number. */
const MEASURE_UNIT =
  /^(?:mm|cm|m|km|m²|m2|m³|qm|g|kg|ml|cl|l|inch|inches|in|zoll|ft|pouces|pulgadas|polegadas|pollici|duim|gb|tb|w|kw|mah|hz|ps|cv|pk|sqm|un|und|uds|unid|pcs|pz|stk|st|pçs)\.?$/iu;
/** Trailing words of the bank's own price wording ("from", "only"): the price writes them itself. */
const PRICE_WORDS_BEFORE =
  /(?:\s+(?:from|starting\s+at|starting\s+from|starts\s+at|desde|a\s+partir\s+de|à\s+partir\s+de|dès|ab|a\s+partire\s+da|vanaf|only|just|now|solo|sólo|seulement|nur|jetzt|apenas|slechts|nu|a\s+soli))+\s*$/iu;
/** Words that open a clause without naming anything ("Get", "Book", "Try", "Now"). */
const NOT_BUYS_LEAD = new Set(
  `then get grab try book order enjoy buy shop save pay now just only also plus new our your the a an
  holen bestellen jetzt nur neu unser unsere
  obtenez profitez commandez réservez maintenant notre nos nouveau
  consigue pide reserva ahora nuestro nuestra nuevo
  ordina prenota ora nostro nostra nuovo
  peça reserve agora nosso nossa novo
  bestel boek nu onze nieuw`
    .split(/\s+/)
    .filter(Boolean),
);

/** A day said right before a price's own words ("heute nur 12,90 €", "today only $5"): when, not what. */
const WHEN_BEFORE =
  /(?:\s+(?:today|tonight|now|this\s+week(?:end)?|heute|jetzt|diese\s+Woche|aujourd['’]hui|ce\s+week-end|hoy|ahora|esta\s+semana|oggi|ora|questa\s+settimana|hoje|agora|esta\s+semana|vandaag|nu|deze\s+week))+\s*$/iu;
/** The last link inside a clause, with the words after it ("join now and get your first month for"). */
const LAST_LINKED =
  /\s((?:and|then|und|dann|et|puis|y|luego|e|poi|en|daarna)\s)(?!.*\s(?:and|then|und|dann|et|puis|y|luego|e|poi|en|daarna)\s)/iu;

/** "and", "then" at a clause's end link two things: what comes before them is not what the price buys. */
const TRAILING_LINK = /^(?:and|or|then|plus|und|oder|dann|et|ou|puis|y|o|luego|e|poi|depois|en|of|daarna|و|أو|ثم)$/iu;

/**
 * What a price starting at `start` buys, as written right before it in its clause: "桜ラテ 480円",
 * "Pizza margherita da 6 €", "Menú del día 12,50 €", "قهوة عربية بـ 10 ريال". Up to four words,
 * with the connector before the price ("da", "for"), without the price's own "from"/"only".
 */
export function buysBefore(text: string, start: number, language: string): BuysSpan | undefined {
  const window = text.slice(Math.max(0, start - 60), start);
  if (language === 'japanese') {
    const m = JAPANESE_BUYS_BEFORE.exec(window);
    if (!m?.groups || JAPANESE_NOT_BUYS.test(m.groups.words)) return undefined;
    const length = [...m.groups.words].length;
    if (length < 2 || length > 16 || /^\d/u.test(m.groups.words)) return undefined;
    return { text: m.groups.words, length: m[0].length };
  }
  // A comma, stop or dash between digits is inside a number or a range ("1,50–2,00 m", "20 – 40 cm"): the
  // clause does not start there ("Trampoline 1,50–2,00 m ab 29 €" bought "00 m").
  const masked = window.replace(NUMBER_JOINT, '0').replace(COUNT_ABBREVIATION, '$1_');
  let clause = window.slice(masked.length - (CLAUSE_TAIL.exec(masked)?.[0].length ?? 0));
  // (A clause as long as the window may begin inside a word the window cut.)
  if (start > 60 && clause.length === window.length) clause = clause.replace(/^\S*\s*/u, '');
  let body = withoutFromWords(clause.replace(PRICE_WORDS_BEFORE, ''), language).replace(PRICE_WORDS_BEFORE, '');
  // "Rinderhackfleisch heute nur 12,90 €": the day is when, not what ("Rinderhackfleisch heute" is no thing).
  body = body.replace(WHEN_BEFORE, '').replace(PRICE_WORDS_BEFORE, '');
  // "join now and get your first month for £1": what the price buys is the part after the clause's last link.
  const linked = LAST_LINKED.exec(body);
  // (Only before a verb that opens a clause: "soep, broodje en koffie voor € 12,50" is one list of what it buys.)
  const next = linked ? /^\s*(\S+)/u.exec(body.slice(linked.index + 1 + linked[1].length))?.[1] : undefined;
  if (linked && linked.index > 0 && next && NOT_BUYS_LEAD.has(fold(next)))
    body = body.slice(linked.index + 1 + linked[1].length);
  const words = body.trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 5 || TRAILING_LINK.test(words[words.length - 1])) return undefined;
  while (words.length && NOT_BUYS_LEAD.has(fold(words[0]))) words.shift();
  if (!words.length || words.length > 4) return undefined;
  // A number opens a count ("2 pizzas for"), never a date or an address; a capitalised word after the
  // first is a name ("Bright Smile Dental $99"), except in German, where every noun has a capital.
  // A measurement with its unit is part of the name ("Trampoline 1,50–2,00 m Durchmesser", "pots 20–40 cm").
  const counted = words
    .slice(1)
    .some((w, i) => /\d/.test(w) && !(/^[\d.,–—-]+$/u.test(w) && MEASURE_UNIT.test(words[i + 2] ?? '')));
  if (counted || words.some((w) => /[€$£¥%]/u.test(w))) return undefined;
  if (language !== 'german' && language !== 'arabic' && words.slice(1).some((w) => /^\p{Lu}/u.test(w)))
    return undefined;
  if (words.every((w) => JOINER.test(w) || BUYS_STOP.has(fold(w)) || /^\d/.test(w))) return undefined;
  if (words.some((w) => CALENDAR.has(fold(w)))) return undefined;
  const first = body.lastIndexOf(words[0]);
  return { text: body.slice(first).trim(), length: clause.length - first };
}
