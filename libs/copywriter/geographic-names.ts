// Names of regions, coasts, lakes, mountains and towns that say what they are by a word of geography:
// "Costa Brava", "Lago di Como", "Lake Tahoe", "Côte d'Azur", "Sierra Nevada", "Napa Valley", "Saint-Malo".
// They are where the ad is set (a destination, a villa's view), never who advertises: outside judges saw
// "Costa Brava –" and "Lago di Como" printed as the brand. A firm named after one carries its trade with
// it ("Hotel Lago di Como", "Costa Coffee", "Sierra Nevada Brewing") and stays a name.
import { isShopWord } from './own-name-trade';
import { fold } from './text';
import { isTradeHead } from './trade-names';

/** Words that head a place's name in the nine languages (folded). */
const GEO_HEADS = new Set([
  'costa',
  'cote',
  'lago',
  'lake',
  'lac',
  'laguna',
  'mount',
  'mt',
  'monte',
  'mont',
  'isla',
  'isola',
  'ile',
  'ilha',
  'cape',
  'cap',
  'cabo',
  'capo',
  'playa',
  'praia',
  'sierra',
  'serra',
  'valle',
  'val',
  'vallee',
  'golfo',
  'gulf',
  'baie',
  'bahia',
  'riviera',
  'rio',
]);

/** Words that end a place's name (folded): "Napa Valley", "Amalfi Coast", "Lake District". */
const GEO_TAILS = new Set([
  'coast',
  'valley',
  'bay',
  'island',
  'islands',
  'mountains',
  'alps',
  'peninsula',
  'canyon',
  'falls',
  'highlands',
  'district',
  'riviera',
  'tal',
  'gebirge',
  'kust',
  'eiland',
]);

// "Saint-Malo", "Sainte-Maxime", "Saint-Jean-de-Luz", "St-Tropez": a French town by its saint, hyphened.
const SAINT_TOWN = /^(?:Saint|Sainte|St|Ste)-\p{Lu}[\p{L}'’-]*$/u;

/** Whether a capitalised name is a region, coast, lake, mountain or saint's town with no trade of its own. */
export function isGeographicName(name: string): boolean {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return false;
  const geographic =
    (words.length === 1 && SAINT_TOWN.test(words[0])) ||
    (words.length >= 2 && (GEO_HEADS.has(fold(words[0])) || GEO_TAILS.has(fold(words[words.length - 1]))));
  if (!geographic) return false;
  // "Hotel Lago di Como", "Costa Coffee", "Lake Forest Dental": the trade makes it a firm's name.
  return !isTradeHead(words[0]) && !words.some(isShopWord);
}
