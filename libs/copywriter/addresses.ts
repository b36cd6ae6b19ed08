// Street addresses in Latin-script prompts ("412 Main St", "2100 Route 9", "Av. del Puerto 210",
// "Industriestraße 12", "via Roma", "rue des Martyrs") and the town written after one or after a
// venue ("…, Saratoga Springs", "Riverside Park, Milwaukee"). Read before offers and names, so the
// house number is never a price and the street never the brand.

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
  `(?<![\\p{L}])(?:Av\\.|Avda\\.|Avenida|Calle|C/|Paseo|Rua|Praça|Travessa|Largo|[Vv]ia|[Vv]iale|[Cc]orso|[Pp]iazza|[Rr]ue|boulevard|avenue|place|quai|chemin|allée)\\s+(?:(?:de|del|de la|de las|de los|des|du|de l'|della|delle|dei|degli|di|da|do|dos|das)\\s+)?${NAME}(?:\\s+${NAME}){0,2}(?:\\s+${NUMBER}\\b)?`,
  'gu',
);
/** Germanic order: one word ending in its street word, then a number ("Industriestraße 12", "Keizersgracht 101"). */
const COMPOUND = new RegExp(
  `(?<![\\p{L}])\\p{Lu}\\p{L}*(?:straße|strasse|weg|platz|allee|gasse|ring|damm|straat|laan|gracht|plein|kade|dijk)\\s+${NUMBER}\\b`,
  'gu',
);
/** A town after an address or venue and a comma: ", Saratoga Springs", ", Belo Horizonte". */
const TOWN_AFTER = new RegExp(`^,\\s*(${NAME}(?:[ -](?:${NAME}|de|do|da|del|am|an|sur|upon))*)`, 'u');
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
  for (const re of romance ? [NUMBER_FIRST, WORD_FIRST, COMPOUND] : [NUMBER_FIRST, COMPOUND]) {
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
  const m = TOWN_AFTER.exec(text.slice(end));
  if (!m) return undefined;
  const town = m[1].replace(/[.]$/, '');
  if (town.split(/\s+/).some((w) => NOT_TOWNS.has(w.toLowerCase()))) return undefined;
  const start = end + m[0].length - m[1].length;
  return { text: town, start, end: start + town.length };
}
