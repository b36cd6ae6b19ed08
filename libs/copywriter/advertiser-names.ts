// Where the advertiser's name stands in the way owners write prompts: heading it before a colon, a dash
// or a description ("Oakridge Tree Care – certified arborists", "StoreMore self storage – units …",
// "Talleres Garrido, tu mecánico de confianza"), after "my … business," ("Ad for my locksmith business,
// Fast Lane Locksmiths"), or named as a business wherever it stands ("Noites de Fado na Tasca da Ti
// Rosa", "2x1 en Pizzería Bella Napoli"). Pure predicates over the text around a capitalised run;
// analyze.ts decides with them.
import { endsInOccasion } from './occasion-heads';
import { fold } from './text';

/** Right after a heading name: a colon, a dash, or a comma and a description in lower case. */
const SEPARATOR_AFTER = /^(?:\s*[:–—]|\s+-\s|,\s+[\p{Ll}\d¿¡])/u;
/** A short description in lower case, then the separator: "StoreMore self storage – units". */
const DESCRIPTION_AFTER = /^\s+((?:\p{Ll}[\p{Ll}'’-]*\s+){0,2}\p{Ll}[\p{Ll}'’-]*)(?:\s*[:–—]|\s+-\s)/u;
/** Words that join a phrase, not a description of a name ("Yoga for beginners:", "Paris in spring –"). */
const FUNCTION_WORDS = new Set(
  [
    'for',
    'in',
    'at',
    'on',
    'with',
    'of',
    'to',
    'and',
    'or',
    'the',
    'is',
    'are',
    'de',
    'del',
    'en',
    'para',
    'con',
    'y',
    'el',
    'la',
    'los',
    'las',
    'pour',
    'avec',
    'et',
    'le',
    'les',
    'du',
    'des',
    'für',
    'mit',
    'und',
    'im',
    'am',
    'der',
    'die',
    'das',
    'per',
    'di',
    'e',
    'il',
    'da',
    'em',
    'com',
    'o',
    'a',
    'os',
    'as',
    'voor',
    'met',
    'het',
    'een',
    'van',
    'op',
  ].map(fold),
);

/** Words naming a design's format or channel: "Instagram Post – …" heads a request, not a name. */
const FORMAT_WORDS = new Set(
  [
    'post',
    'posts',
    'ad',
    'ads',
    'banner',
    'flyer',
    'poster',
    'story',
    'stories',
    'reel',
    'carousel',
    'newsletter',
    'email',
    'instagram',
    'facebook',
    'linkedin',
    'tiktok',
    'twitter',
    'pinterest',
    'youtube',
    'anuncio',
    'cartel',
    'annonce',
    'affiche',
    'anzeige',
    'plakat',
    'annuncio',
    'locandina',
    'anúncio',
    'cartaz',
    'advertentie',
  ].map(fold),
);

/**
 * Whether a name heading the prompt is followed the way an advertiser's name is: a colon or dash, a comma
 * and a description, or a short description and then the colon or dash.
 */
export function headsAsAdvertiser(after: string): boolean {
  if (SEPARATOR_AFTER.test(after)) return true;
  const described = DESCRIPTION_AFTER.exec(after);
  return Boolean(described && !described[1].split(/\s+/).some((w) => FUNCTION_WORDS.has(fold(w))));
}

/** Words that head a course's name ("Curso de Excel Avanzado", "Open Water Diver Course" ends in one): what is taught, never who teaches. */
const COURSE_WORDS = new Set(
  [
    'course',
    'courses',
    'class',
    'classes',
    'lesson',
    'lessons',
    'masterclass',
    'bootcamp',
    'seminar',
    'webinar',
    'curso',
    'cursos',
    'clase',
    'clases',
    'cours',
    'séminaire',
    'kurs',
    'kurse',
    'lehrgang',
    'corso',
    'corsi',
    'lezione',
    'lezioni',
    'seminario',
    'aula',
    'aulas',
    'cursus',
    'les',
    'lessen',
  ].map(fold),
);

/** Whether a capitalised run reads as an occasion, a course or a design's format rather than someone's name. */
export function isOccasionOrFormat(run: string): boolean {
  const words = run.split(/[\s-]+/).filter(Boolean);
  const ends = [words[0], words[words.length - 1]].map(fold);
  return words.some((w) => endsInOccasion(w) || FORMAT_WORDS.has(fold(w))) || ends.some((w) => COURSE_WORDS.has(w));
}

/**
 * "my locksmith business, …", "nuestra empresa, …", "mon salon, …", "unser Betrieb, …", "la mia attività,
 * …", "o meu negócio, …", "mijn bedrijf, …": the name after the owner's own business is theirs.
 */
const OWN_BUSINESS_BEFORE =
  /(?<!\p{L})(?:my|our|mi|mis|nuestro|nuestra|mon|ma|notre|mein|meine|meinen|meinem|unser|unsere|unseren|unserem|mio|mia|nostro|nostra|meu|minha|nosso|nossa|mijn|onze)\s+(?:[\p{L}-]+\s+){0,3}?(?:business|company|shop|store|firm|practice|salon|studio|restaurant|café|cafe|bakery|brand|negocio|empresa|tienda|comercio|marca|entreprise|société|boutique|commerce|marque|firma|betrieb|laden|geschäft|unternehmen|marke|attività|azienda|negozio|ditta|negócio|loja|bedrijf|zaak|winkel|merk)\s*(?:[,:–—(]|\s-)\s*(?:called\s+|named\s+|llamad[oa]\s+|appelée?\s+|namens\s+|chiamat[oa]\s+|chamad[oa]\s+|genaamd\s+)?$/iu;

export function afterOwnBusiness(before: string): boolean {
  return OWN_BUSINESS_BEFORE.test(before);
}

/** A venue named last ("Ziggo Dome", "Olympia", "Town Hall"): where an event is, not who advertises. */
const VENUE_TAIL =
  /(?:^|\s)(?:Park|Arena|Stadium|Stadion|Estadio|Stadio|Hall|Halle|Theatre|Theater|Teatro|Théâtre|Pavilion|Ballroom|Museum|Museo|Musée|Dome|Olympia|Opera|Ópera|Oper|Auditorium|Auditorio)$/u;

export function isVenueName(run: string): boolean {
  return VENUE_TAIL.test(run);
}

/** A job's title heading an ad ("Senior Backend Engineer – remote"): the role on offer, not who hires. */
const ROLE_LEADS = new Set([
  'senior',
  'junior',
  'lead',
  'chief',
  'head',
  'trainee',
  'stagiaire',
  'praktikant',
  'stagista',
  'estagiário',
]);
const ROLE_TAILS = new Set(
  [
    'engineer',
    'developer',
    'designer',
    'manager',
    'assistant',
    'nurse',
    'driver',
    'technician',
    'cashier',
    'barista',
    'waiter',
    'waitress',
    'intern',
    'analyst',
    'ingeniero',
    'desarrollador',
    'ingénieur',
    'développeur',
    'entwickler',
    'ingenieur',
    'sviluppatore',
    'ingegnere',
    'engenheiro',
    'desenvolvedor',
    'ontwikkelaar',
    'medewerker',
  ].map(fold),
);

export function isJobTitle(run: string): boolean {
  const words = run.split(/\s+/).map(fold);
  return ROLE_LEADS.has(words[0]) || ROLE_TAILS.has(words[words.length - 1]);
}

// What a product's name is followed by when a prompt opens on it: "「桜ラテ」新発売", "「Aero 14」登場".
const JA_LAUNCH_AFTER = /^\s*(?:[がは]\s*)?(?:新発売|発売|新登場|登場|デビュー|リニューアル|予約開始|販売開始|入荷)/u;

/**
 * Whether a name in 「」 opening a Japanese prompt is the advertiser's: "「カフェ・ド・パリ」春の限定パフェ",
 * "「鮨 まつもと」ランチコース" (a shop heads its own ad), not a product being launched ("「桜ラテ」新発売").
 */
export function opensJapanesePrompt(before: string, after: string): boolean {
  return /^\s*(?:【[^】]*】\s*)?$/u.test(before) && !JA_LAUNCH_AFTER.test(after);
}

/**
 * Whether a one-letter word before ". " is an initial inside a name ("Scuola Primaria G. Rodari", "J. Smith
 * Plumbing"): a capital letter alone, then a capitalised word that is no verb opening a new sentence
 * ("Plan B. Call us").
 */
export function isInitialBefore(letter: string, next: string, sentenceVerbs: ReadonlySet<string>): boolean {
  return /^\p{Lu}$/u.test(letter) && /^\p{Lu}\p{Ll}/u.test(next) && !sentenceVerbs.has(fold(next));
}

/**
 * Whether capitalised words right after a bare number are what it counts ("24 Monaten Garantie", "5 Jahren
 * Garantie", "3 Years Warranty", "10 Anni di Garanzia"): nouns of a measure, never a name. A coined word or
 * one with digits ("3 iPhone 15") still is one.
 */
export function countedNoun(before: string, run: string): boolean {
  return /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s$/u.test(before) && !/\p{Ll}\p{Lu}|\d/u.test(run);
}

/**
 * Whether a phone number follows a name, bare or after the word for "at" ("Sanitär Schulz: 030 …", "Chiama
 * Clima Service Rossi allo 059 123456", "Appelez Agence Loire au 02 40 …", "Bel De Spaak op 020 …"): a name
 * given with its phone is the advertiser's.
 */
export function givenWithPhone(after: string): boolean {
  return /^\s*[:,–-]?\s*(?:(?:at|al|allo|alla|au|unter|op|no|pelo|pel|ao)\s+|tel\.?\s*)?\+?\(?\d[\d\s()/-]{6,}\d/iu.test(
    after,
  );
}

/** Words in -ly that open an English sentence: "Finally – a gym …", "Weekly – the best deals" are no names. */
const ENGLISH_LY_WORDS = new Set([
  'finally',
  'weekly',
  'daily',
  'monthly',
  'yearly',
  'hourly',
  'nightly',
  'only',
  'early',
  'simply',
  'truly',
  'really',
  'exactly',
  'absolutely',
  'seriously',
  'honestly',
  'naturally',
  'literally',
  'totally',
  'certainly',
  'definitely',
  'surely',
  'usually',
  'currently',
  'recently',
  'lately',
  'locally',
  'proudly',
  'officially',
  'newly',
  'freshly',
  'friendly',
  'lovely',
  'family',
  'likely',
  'quickly',
  'easily',
  'happily',
  'luckily',
  'hopefully',
  'suddenly',
  'quarterly',
  'fully',
  'completely',
  'perfectly',
  'beautifully',
  'carefully',
  'exclusively',
]);

/** A coined name in -ly ("Ledgerly", "Calendly", "Grammarly"), not an English adverb or adjective ("Finally", "Weekly"). */
export function isCoinedLyName(word: string): boolean {
  return /^\p{Lu}\p{Ll}+ly$/u.test(word) && !ENGLISH_LY_WORDS.has(word.toLowerCase());
}

/** Occasions named after what they celebrate (a performer's show or concert is the performer's: "Show do Skank"). */
const THEMED_OCCASIONS =
  /^(?:festa|fiesta|fete|fest|festival|sagra|feria|fair|feira|feest|kermis|market|mercado|mercato|marche|markt|mercatino|week|semana|settimana|semaine|woche|jornada|giornata|journee|day|dia|giorno|tag|dag|noche|notte|noite|nuit|night|nacht)$/u;

/** An occasion's word, then the word for "of" (with its article): "Festa della", "Fiesta de la", "Fête de la". */
const OCCASION_OF =
  /([\p{L}-]+)\s+(?:de\s+la|de\s+l['’]|del|de|della|dello|dell['’]|dei|degli|delle|di|du|des|da|do|das|dos|der|van\s+de|van\s+het|of\s+the|of)\s*$/iu;

/**
 * Whether a one-word run is what an occasion is of ("Festa della Tagliatella", "Fiesta de la Vendimia", "Fête
 * de la Musique"), not who holds it: a coined name or one of two words after it is the maker ("Soldes de
 * Maison Lila", "Sommerfest von BlitzBlank" are read in analyze.ts).
 */
export function isOccasionTheme(before: string, run: string): boolean {
  const of = OCCASION_OF.exec(before);
  return Boolean(of && THEMED_OCCASIONS.test(fold(of[1])) && /^\p{Lu}\p{Ll}+$/u.test(run));
}
