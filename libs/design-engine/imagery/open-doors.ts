// An open day, or a place that "opens its doors", says when to visit, not what is there: the doors of
// "portes ouvertes", "Tag der offenen Tür" or "jornada de puertas abiertas" drew a door on a wine
// cooperative. These phrases pick nothing; the trade or category they open for is drawn instead. "Open
// house" is left out: at an estate agent's viewing the house is the subject.
const PHRASES = [
  // English
  'open days?',
  'open evenings?',
  'open(?:s|ing)? (?:its|our|their|the) doors',
  'doors open',
  // German
  'tage? der offenen (?:tür|tuer|tur)',
  'offenen? (?:tür|tuer)',
  'öffne[nt]? (?:seine|ihre|unsere|die) (?:türen|tueren)',
  // French
  'journées? portes[- ]ouvertes',
  'portes?[- ]ouvertes?',
  'ouvr\\w* (?:ses|leurs|nos|les) portes',
  // Spanish
  'jornadas? de puertas abiertas',
  'puertas abiertas',
  'abr\\w* (?:sus|nuestras|las) puertas',
  // Italian
  'porte aperte',
  'apr\\w* (?:le sue |le nostre |le )porte',
  // Portuguese
  'portas abertas',
  'abr\\w* (?:as suas |suas |nossas |as )portas',
  // Dutch
  'open dag(?:en)?',
  'open deur(?:en)?',
  'open\\w* (?:de|haar|zijn|onze) deuren',
  // Arabic
  'يوم مفتوح',
  'الأبواب المفتوحة',
  'أبواب مفتوحة',
  'يفتح أبوابه',
  'تفتح أبوابها',
  'نفتح أبوابنا',
  // Japanese
  'オープンハウス',
  'オープンキャンパス',
];

/** The open-day phrases of the nine catalog languages, as whole words (\p{L}-aware, so "Tür" ends a word). */
export const OPEN_DOORS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${PHRASES.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
