// Street addresses ("412 Main St", "2100 Route 9", "Av. del Puerto 210", "Industriestraße 12", "via
// Roma", "rue des Martyrs", "東京都渋谷区神南1-2-3", "شارع الملك فهد 12") and the town written after
// one or after a venue ("…, Saratoga Springs", "Riverside Park, Milwaukee", "…, 80331 München").
// Read before offers and names, so the house number is never a price, the street never the brand,
// and the town never the product ("Denver: $720,000").

export interface Address {
  text: string;
  start: number;
  end: number;
}

const NAME = "\\p{Lu}[\\p{L}'’.-]*";
const NUMBER = '\\d{1,5}[a-zA-Z]?';
/** English order: number, name, street word ("412 Main St", "2100 Route 9", "18 Rose Lane"). */
const NUMBER_FIRST = new RegExp(
  `(?<![\\p{L}\\p{N}$€£.,:/-])${NUMBER}\\s+(?:\\p{Lu}[\\p{L}'’-]*\\s+){0,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Drive|Way|Court|Highway|Parkway)\\b\\.?|(?<![\\p{L}\\p{N}$€£.,:/-])${NUMBER}\\s+(?:Route|Highway|Hwy)\\s+\\d{1,3}\\b`,
  'gu',
);
/**
 * Romance order: street word, name, number ("Av. del Puerto 210", "via Roma", "rue des Martyrs",
 * "Rua Augusta 45"); only in those languages ("book via Instagram" is no street).
 */
const WORD_FIRST = new RegExp(
  `(?<![\\p{L}\\p{N}$€£.,:/-])(?:\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?=(?:[Rr]ue|[Bb]oulevard|[Aa]venue|[Pp]lace|[Qq]uai|[Cc]hemin|[Aa]llée|[Ii]mpasse|boulevard|avenue|place|quai|chemin|allée|impasse)\\s))?(?<![\\p{L}])(?:Av\\.|Avda\\.|Avenida|Calle|C/|Paseo|Rua|Praça|Travessa|Largo|[Vv]ia|[Vv]iale|[Cc]orso|[Pp]iazza|[Rr]ue|boulevard|avenue|place|quai|chemin|allée|impasse)\\s+(?:(?:de|del|de la|de las|de los|des|du|de l'|della|delle|dei|degli|di|da|do|dos|das)\\s+)?${NAME}(?:\\s+${NAME}){0,2}(?:\\s+${NUMBER}\\b)?`,
  'gu',
);
/** Japanese order: prefecture, city or ward, district, block numbers ("東京都渋谷区神南1-2-3", "大阪市北区梅田2丁目4-9"). */
const JAPANESE = new RegExp(
  String.raw`(?:東京都|北海道|大阪府|京都府|\p{Script=Han}{2,3}県)?\p{Script=Han}{1,4}[市区町村](?:\p{Script=Han}{1,4}[市区町村])?[\p{Script=Han}\p{Script=Katakana}ーヶケ]{0,6}\d{1,4}(?:丁目|番地?|号)?(?:[-−‐－]\d{1,4}(?:番地?|号)?){0,3}`,
  'gu',
);
/** Arabic order: street word, its name, a number ("شارع الملك فهد 12", "طريق الكورنيش"). */
const ARABIC =
  /(?<![\p{L}])(?:شارع|طريق|جادة)\s+[\p{Script=Arabic}]+(?:\s+(?!في|من|مع|على|إلى|خصم|بـ)[\p{Script=Arabic}]+){0,2}(?:\s+\d{1,5})?/gu;

/** Germanic order: one word ending in its street word, then a number ("Industriestraße 12", "Keizersgracht 101"). */
const COMPOUND = new RegExp(
  `(?<![\\p{L}])\\p{Lu}\\p{L}*(?:straße|strasse|weg|platz|allee|gasse|ring|damm|straat|laan|gracht|plein|kade|dijk)\\s+${NUMBER}\\b`,
  'gu',
);
/**
 * A town after an address or venue and a comma, with the postcode written before it ("80331 München",
 * "1015 CJ Amsterdam", "1100-048 Lisboa", "75011 Paris") or the state and ZIP after it ("Denver, CO 80202").
 */
const POSTCODE = '\\d{4,5}(?:-\\d{3})?(?:\\s?[A-Z]{2}(?![\\p{L}]))?';
const TOWN_AFTER = new RegExp(
  `^,\\s*(?:${POSTCODE}\\s+)?(${NAME}(?:[ -](?:${NAME}|de|do|da|del|am|an|sur|upon))*)(?:,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?)?`,
  'u',
);
/** Arabic writes the town after its own comma: "شارع الملك فهد 12، الرياض". */
const ARABIC_TOWN_AFTER = /^\s*[،,]\s*((?!بسعر|خصم|مع|من|في)[\p{Script=Arabic}]{3,})(?![\p{L}])/u;
/** Capitalised words that follow a comma without being a town. */
const NOT_TOWNS = new Set([
  'this',
  'these',
  'every',
  'from',
  'book',
  'call',
  'visit',
  'open',
  'tickets',
  'only',
  'free',
  'and',
  'or',
  'but',
]);

/** Street addresses, each with the town written right after it. */
export function findAddresses(text: string, language: string): Address[] {
  const found: Address[] = [];
  const romance = ['spanish', 'french', 'italian', 'portuguese'].includes(language);
  const patterns =
    language === 'japanese'
      ? [JAPANESE]
      : language === 'arabic'
        ? [ARABIC]
        : romance
          ? [NUMBER_FIRST, WORD_FIRST, COMPOUND]
          : [NUMBER_FIRST, COMPOUND];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].replace(/\s+$/, '').length;
      if (found.some((a) => a.start < end && start < a.end)) continue;
      found.push({ text: text.slice(start, end), start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The town written after a span (an address or a venue) and a comma, if any. */
export function townAfter(text: string, end: number): Address | undefined {
  return townAndPostcodeAfter(text, end)?.town;
}

function townAndPostcodeAfter(text: string, end: number): { town: Address; end: number } | undefined {
  const after = text.slice(end);
  const m = TOWN_AFTER.exec(after) ?? ARABIC_TOWN_AFTER.exec(after);
  if (!m) return undefined;
  // A sentence ends the town: "…, 80331 München. Frische Brezn" is München.
  const town = m[1].replace(/\.\s.*$/su, '').replace(/[.]$/, '');
  if (town.split(/\s+/).some((w) => NOT_TOWNS.has(w.toLowerCase()))) return undefined;
  const start = end + m.index + m[0].indexOf(m[1]);
  const whole =
    town === m[1].replace(/[.]$/, '') ? m[0].replace(/[.]$/, '') : m[0].slice(0, m[0].indexOf(m[1]) + town.length);
  return { town: { text: town, start, end: start + town.length }, end: end + m.index + whole.length };
}

/**
 * An address read whole, as an ad prints it: the street and the postcode and town after it ("9 Birch
 * Lane, Denver", "Keizersgracht 101, 1015 CJ Amsterdam", "شارع الملك فهد 12، الرياض"). The town alone
 * is never the product nor the brand.
 */
export function wholeAddress(text: string, street: Address): Address {
  const after = townAndPostcodeAfter(text, street.end);
  if (!after) return street;
  // A district before the town ("Rua Padre Chagas 410, Moinhos de Vento, Porto Alegre.", "12 Mill Road,
  // Chesterton, Cambridge."): a second name after a comma is the town when the sentence ends with it.
  const town = townAndPostcodeAfter(text, after.end);
  const end = town && /^(?:[.!\n]|\s+[-–—|]\s|$)/u.test(text.slice(town.end)) ? town.end : after.end;
  return { text: text.slice(street.start, end), start: street.start, end };
}
