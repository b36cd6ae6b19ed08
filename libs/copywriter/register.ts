// Register: whom the copy may call "du". A funeral home, a tax adviser or a doctor's practice speaks
// to its clients politely (Sie, vous, usted, Lei, u); the phrase banks' lines are mostly written in
// the familiar form ad copy uses elsewhere ("Qualität, auf die du zählen kannst", "Sprich mit uns").
// Rather than a polite twin of every line, such advertisers get the lines without familiar address:
// the banks hold plenty ("Jetzt Termin vereinbaren", "Kontakt aufnehmen").
import { fold } from './text';
import type { Category, LanguageId } from './types';

/** The tag write-copy.ts adds for a serious trade, one per language (templates.ts drops familiar lines). */
export const FORMAL_TAG_PREFIX = 'formal-';

/** Categories whose clients are always addressed politely. */
const FORMAL_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['finance', 'health']);

/**
 * Stems (folded, lower-case) of serious trades in other categories: funerals, law, tax and accounts,
 * medicine and care, public administration. Matched at a word's start or inside a compound
 * ("Steuerberatungskanzlei").
 */
const FORMAL_STEMS: readonly string[] = [
  // funerals
  'funeral',
  'funerai',
  'funebre',
  'funeb',
  'bestatt',
  'trauer',
  'uitvaart',
  'begrafenis',
  'funerar',
  'onoranze',
  // law
  'lawyer',
  'solicitor',
  'attorney',
  'law firm',
  'rechtsanwalt',
  'anwalts',
  'kanzlei',
  'notar',
  'notai',
  'notaire',
  'avocat',
  'abogad',
  'avvocat',
  'advocaat',
  'advogad',
  // tax and accounts
  'tax advis',
  'accountant',
  'accounting',
  'steuerberat',
  'buchhalt',
  'comptab',
  'expert-comptable',
  'asesoria fiscal',
  'gestoria',
  'commercialista',
  'contabil',
  'belastingadvi',
  'boekhoud',
  'contador',
  // medicine and care
  'arztpraxis',
  'zahnarzt',
  'hausarzt',
  'klinik',
  'clinic',
  'clinique',
  'clinica',
  'kliniek',
  'pflegedienst',
  'pflegeheim',
  'altenpflege',
  'krankenpflege',
  'care home',
  'nursing',
  'seniorenheim',
  'altenheim',
  'ehpad',
  'residencia de mayores',
  'casa di riposo',
  'verpleeg',
  'thuiszorg',
  'hospice',
  'hospiz',
  'cabinet medical',
  'medecin',
  'medico',
  'huisarts',
  'tandarts',
  'physiotherap',
  'kinesither',
  // public administration
  'rathaus',
  'stadtverwaltung',
  'gemeindeverwaltung',
  'burgeramt',
  'mairie',
  'prefecture',
  'ayuntamiento',
  'comune di',
  'gemeente',
  'prefeitura',
  'camara municipal',
  'city council',
  'town hall',
];

/**
 * Whether the copy should speak to the prompt's advertiser's clients politely: a serious trade, unless
 * the prompt itself says "du" or "je" to them (a bank app for students, "Spaar op je spaarrekening",
 * "llama al 912 345 678").
 */
export function isFormalTrade(category: Category, prompt: string, language: LanguageId): boolean {
  const folded = fold(prompt);
  // Each clause of the prompt, so "…, llama al 912 345 678" counts as the prompt's own familiar imperative.
  if (prompt.split(CLAUSE_BREAK).some((clause) => addressesFamiliarly(clause.trim(), language))) return false;
  if (FORMAL_CATEGORIES.has(category) || FORMAL_STEMS.some((s) => folded.includes(s))) return true;
  // Any advertiser whose own prompt says "Sie", "vous", "o senhor" or "u" to its clients, and never
  // "du", is answered alike: "Kommen Sie vorbei" gets "Vorbeikommen", never "Besuch uns".
  return addressesPolitely(prompt, language);
}

/**
 * Polite pronouns, as written (German capitalises "Sie" mid-sentence). Spanish and Italian are left out: their
 * banks' buttons are mostly familiar imperatives ("Únete", "Prenota"), and a polite prompt would leave none.
 */
const POLITE: Partial<Record<LanguageId, RegExp>> = {
  german: /(?<=\p{L}[^.!?:;\n]*\s)(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?!\p{L})/u,
  french: /(?<!\p{L})(?:vous|votre|vos)(?!\p{L})/iu,
  portuguese: /(?<!\p{L})(?:o senhor|a senhora|os senhores)(?!\p{L})/iu,
  dutch: /(?<!\p{L})(?:u|uw)(?!\p{L})/iu,
};

/** Whether the prompt speaks to its reader politely in the copy's language ("Kommen Sie vorbei", "votre chien"). */
export function addressesPolitely(prompt: string, language: LanguageId): boolean {
  return POLITE[language]?.test(prompt) ?? false;
}

const CLAUSE_BREAK = /[,.:;!?–—|]+/;

/** Familiar pronouns and possessives (lower-case, with accents). */
const FAMILIAR_WORDS: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  german: new Set([
    'du',
    'dich',
    'dir',
    'dein',
    'deine',
    'deinen',
    'deinem',
    'deiner',
    'deines',
    'euch',
    'euer',
    'eure',
  ]),
  french: new Set(['tu', 'toi', 'ton', 'ta', 'tes', 't']),
  spanish: new Set(['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya']),
  italian: new Set(['tu', 'te', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'cerchi', 'vuoi', 'hai']),
  portuguese: new Set(['tu', 'teu', 'tua', 'teus', 'tuas', 'te', 'ti', 'contigo']),
  dutch: new Set(['je', 'jij', 'jou', 'jouw', 'jullie']),
};

/**
 * Familiar imperatives a line starts with ("Sprich mit uns", "Réserve ta place", "Llama ya"); the polite
 * forms differ ("Sprechen Sie", "Réservez", "Llame"). Dutch and English imperatives have one form.
 */
const FAMILIAR_IMPERATIVES: Partial<Record<LanguageId, ReadonlySet<string>>> = {
  german: new Set([
    'sprich',
    'beantrage',
    'eröffne',
    'schreib',
    'schreibe',
    'ruf',
    'komm',
    'finde',
    'mach',
    'lerne',
    'hol',
    'hole',
    'sichere',
    'buche',
    'entdecke',
    'bestelle',
    'melde',
    'starte',
    'probier',
    'probiere',
    'trainiere',
    'spür',
    'bring',
    'lass',
    'gönn',
    'gönne',
    'erlebe',
    'reserviere',
    'kauf',
    'kaufe',
    'sieh',
    'schau',
    'frag',
    'frage',
    'besuch',
    'besuche',
    'vereinbare',
    'informiere',
    'erfahre',
    'teste',
    'spare',
    'nutze',
    'wähle',
    'folge',
    'hilf',
    'spende',
    'werde',
    'sei',
    'triff',
    'investiere',
    'genieße',
    'plane',
    'sorge',
    'vertrau',
    'vertraue',
  ]),
  french: new Set([
    'réserve',
    'découvre',
    'profite',
    'viens',
    'appelle',
    'écris',
    'commande',
    'inscris',
    'essaie',
    'rejoins',
    'prends',
    'offre',
    'fonce',
    'craque',
    'contacte',
    'parle',
    'passe',
    'choisis',
    'trouve',
    'demande',
    'visite',
  ]),
  spanish: new Set([
    'reserva',
    'solicita',
    'calcula',
    'abre',
    'descubre',
    'aprovecha',
    'ven',
    'llama',
    'escribe',
    'pide',
    'compra',
    'inscríbete',
    'apúntate',
    'únete',
    'hazte',
    'consigue',
    'prueba',
    'visita',
    'habla',
    'contacta',
    'elige',
    'date',
    'encuentra',
    'pasa',
  ]),
  italian: new Set([
    'prenota',
    'richiedi',
    'richiedila',
    'attiva',
    'apri',
    'scopri',
    'chiama',
    'scrivi',
    'vieni',
    'approfitta',
    'iscriviti',
    'ordina',
    'prova',
    'contattaci',
    'parla',
    'regalati',
    'scegli',
    'trova',
    'passa',
    'visita',
    'chiedi',
  ]),
  portuguese: new Set([
    'reserva',
    'marca',
    'descobre',
    'liga',
    'aproveita',
    'vem',
    'experimenta',
    'fala',
    'escreve',
    'encomenda',
    'inscreve',
    'junta',
    'escolhe',
    'visita',
    'pede',
  ]),
};

const WORD = /[\p{L}]+/gu;

/** Whether a line addresses its reader familiarly in its language ("du", "tu", "je", "Sprich …"). */
export function addressesFamiliarly(text: string, language: LanguageId): boolean {
  const pronouns = FAMILIAR_WORDS[language];
  if (!pronouns) return false;
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.some((w) => pronouns.has(w))) return true;
  // The imperative opens the line, or follows "jetzt", "maintenant", "ya" …: "Jetzt Termin sichern" is an infinitive.
  const first = words[0] === 'jetzt' || words[0] === 'gleich' ? words[1] : words[0];
  return first !== undefined && (FAMILIAR_IMPERATIVES[language]?.has(first) ?? false);
}
