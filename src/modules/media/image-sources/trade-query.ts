// The trade a prompt names, as English words a stock-photo search understands: the same hand-kept
// subjects the built-in imagery reads (libs/design-engine/imagery/subjects.ts, trade-subjects.ts), so a
// hair salon's photo shows a hair salon, not the "beauty products" of its category, and a Konditorei's
// shows cakes. Keyed by the subject's icon; a subject with no entry (a job opening, a bank, "delivery")
// says no picture of its own and leaves the search to the product, event or category.
import { subjectsIn } from '../../../../libs/design-engine/imagery/subjects';

const TRADE_QUERIES: Record<string, string> = {
  'paw-prints': 'pet care',
  dog: 'dog grooming',
  bread: 'fresh bread bakery',
  bouquet: 'flower bouquet',
  seedling: 'garden landscaping',
  'boxing-glove': 'boxing training',
  hamburger: 'burger',
  'gem-stone': 'jewelry',
  'soft-ice-cream': 'ice cream',
  'artist-palette': 'art class',
  paintbrush: 'house painter',
  'canned-food': 'food bank volunteers',
  'performing-arts': 'theater stage',
  'old-key': 'locksmith',
  ring: 'wedding',
  'balance-scale': 'lawyer office',
  printer: 'print shop',
  'sewing-needle': 'tailor sewing',
  'film-projector': 'cinema',
  'classical-building': 'museum gallery',
  bowling: 'bowling alley',
  'fishing-pole': 'fishing',
  goggles: 'swimming lesson',
  'water-wave': 'surfing',
  'desktop-computer': 'web design office',
  'mobile-phone': 'phone repair',
  shortcake: 'cake shop',
  'cut-of-meat': 'butcher shop',
  books: 'bookshop',
  'teddy-bear': 'children at daycare',
  automobile: 'car',
  pencil: 'tutoring student',
  'musical-notes': 'musicians playing',
  toolbox: 'hardware store',
  'building-construction': 'home renovation',
  'shopping-cart': 'grocery store',
  'lotion-bottle': 'facial treatment',
  soap: 'laundry',
  airplane: 'travel destination',
  lotus: 'spa and wellness',
  tooth: 'dentist',
  saxophone: 'jazz musician',
  guitar: 'guitar',
  'ballet-shoes': 'dance class',
  camera: 'photographer',
  cityscape: 'modern apartment',
  'house-with-garden': 'house for sale',
  bicycle: 'bicycle',
  snowflake: 'air conditioning technician',
  wrench: 'tradesman at work',
  'hot-beverage': 'coffee',
  grapes: 'vineyard',
  hotel: 'hotel room',
  receipt: 'accountant',
  'speech-balloon': 'language class',
  'running-shoe': 'sports training',
  lipstick: 'beauty salon',
  pill: 'pharmacy',
  glasses: 'optician',
  'fork-and-knife-with-plate': 'restaurant dining',
  stethoscope: 'doctor with patient',
  broom: 'house cleaning',
  school: 'school classroom',
  'deciduous-tree': 'tree planting',
  cooking: 'cooking',
  'high-heeled-shoe': 'high heels',
  'mans-shoe': 'shoes',
  pizza: 'pizza',
  'chart-increasing': 'investing',
  sun: 'solar panels',
  'barber-pole': 'barber shop',
  scissors: 'hair salon',
};

/**
 * The stock query for the trade `text` names, read in `language` (the prompt's) first and in English
 * only when that names none, as the imagery does; a specific trade (a hair salon) before one more
 * thing named (coffee), then the first named. Undefined when it names no trade with a query.
 */
export function tradeQueryOf(text: string, language: string): string | undefined {
  const read = (languages: string[]) =>
    subjectsIn(text, languages)
      .filter((h) => !h.weak && TRADE_QUERIES[h.icon])
      .sort((a, b) => Number(b.specific) - Number(a.specific) || a.at - b.at);
  const hits = read([language]);
  const hit = (hits.length || language === 'english' ? hits : read(['english']))[0];
  return hit ? TRADE_QUERIES[hit.icon] : undefined;
}
