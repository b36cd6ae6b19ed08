// What an offer applies to, as the prompt says it right after the offer: "50% off your first box",
// "free inspection with every service", "-20 % sur votre première commande", "kostenlose Inspektion
// bei jedem Service", "50 % de descuento en tu primera caja", "على أول طلب", and before it in
// Japanese ("初回50%オフ"). Without it the copy promises more than the advertiser does ("50% off"
// on everything). Only a first/every/new-customer qualifier is taken: those change the offer.
import { WEEKDAY_WORDS } from './lexicon';
import { fold } from './text';

const FIRST = String.raw`first|1st|erste[nmrs]?|premi[eè]re?|premier|primer[ao]?|prim[oa]|primeir[oa]|eerste`;
const EVERY = String.raw`every|each|any|jede[nmrs]?|chaque|cada|ogni|elke|iedere?`;
const NEW = String.raw`new|neue?[nmrs]?|nouveaux|nouvelles?|nouveau|nuev[oa]s?|nuov[ie]|nov[oa]s|nieuwe`;
const DET = String.raw`your|the|my|deine[nmrs]?|ihre[nmrs]?|eure[nmrs]?|die|den|der|das|dem|votre|vos|ta|ton|tes|la|le|les|tu|tus|su|sus|el|il|tuo|tua|i|sua|seu|o|a|os|as|je|uw|de|het`;
const PREP = String.raw`on|off|for|with|at|auf|f[üu]r|bei|zu|sur|pour|avec|d[eè]s|en|con|para|sul|sulla|sui|al|alla|per|na|no|em|com|a|op|bij|voor|met`;
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

/** The qualifier written right after an offer ending at `end`, with its length, or undefined. */
export function scopeAfter(text: string, end: number): { scope: string; length: number } | undefined {
  const after = text.slice(end);
  const latin = LATIN_SCOPE.exec(after);
  const noun = latin?.groups?.noun ?? '';
  if (latin && !NOT_NOUN.test(noun) && !(latin.groups?.every && isTimeNoun(noun))) {
    // "for new customers" needs its preposition: "new" alone after an offer starts another clause.
    if (latin.groups?.nu && !/^\s*(?:for|f[üu]r|pour|para|per|voor)\s/iu.test(after)) return undefined;
    return { scope: latin[0].trim(), length: latin[0].length };
  }
  const arabic = ARABIC_SCOPE.exec(after);
  if (arabic) return { scope: arabic[0].trim(), length: arabic[0].length };
  return undefined;
}

/** The Japanese qualifier written right before an offer starting at `start` ("初回", "初月", "新規会員限定"). */
export function scopeBefore(text: string, start: number): { scope: string; length: number } | undefined {
  const m = JAPANESE_SCOPE_BEFORE.exec(text.slice(Math.max(0, start - 16), start));
  return m ? { scope: m[0].trim(), length: m[0].length } : undefined;
}
