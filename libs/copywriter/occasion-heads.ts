import { fold } from './text';

/**
 * Words naming what is on offer or what takes place: a sale, an offer, a fair, a tasting evening.
 * Before "von", "by", "de", "di", "van", "da" they are no part of a name: "Frühjahrsputz-Angebot von
 * BlitzBlank", "Spring sale by Oakline", "Soldes de Maison Lila" name the advertiser after the preposition.
 * Folded (lower case, no accents).
 */
const OCCASION_WORDS = new Set([
  // en
  'sale',
  'sales',
  'deal',
  'deals',
  'offer',
  'offers',
  'promo',
  'promotion',
  'event',
  'fair',
  'festival',
  'fest',
  'party',
  'night',
  'gala',
  'market',
  'bazaar',
  'concert',
  'show',
  'launch',
  'week',
  'weekend',
  'tasting',
  'dinner',
  'workshop',
  'clearance',
  // de
  'angebot',
  'angebote',
  'aktion',
  'feier',
  'markt',
  'verkauf',
  'schlussverkauf',
  'rabatt',
  'abend',
  'woche',
  'wochen',
  'tage',
  'konzert',
  // fr
  'soldes',
  'offre',
  'offres',
  'fete',
  'soiree',
  'marche',
  'vente',
  'journee',
  'journees',
  'atelier',
  'degustation',
  'braderie',
  // es
  'rebajas',
  'oferta',
  'ofertas',
  'fiesta',
  'feria',
  'noche',
  'mercado',
  'venta',
  'jornada',
  'taller',
  'cena',
  'degustacion',
  'promocion',
  // it
  'saldi',
  'offerta',
  'offerte',
  'promozione',
  'festa',
  'sagra',
  'serata',
  'mercato',
  'vendita',
  'giornata',
  'degustazione',
  'svendita',
  // pt
  'promocao',
  'feira',
  'noite',
  'saldos',
  'liquidacao',
  'jantar',
  'degustacao',
  // nl
  'actie',
  'aanbieding',
  'aanbiedingen',
  'uitverkoop',
  'feest',
  'avond',
  'markt',
  'proeverij',
]);

/** German and Dutch join words into one: "Sommerfest", "Winterschlussverkauf", "Zomeractie", "Proefavond". */
const COMPOUND_ENDINGS = [
  'fest',
  'angebot',
  'aktion',
  'markt',
  'verkauf',
  'feier',
  'abend',
  'woche',
  'actie',
  'feest',
  'avond',
  'aanbieding',
  'sale',
];

/** Whether a capitalised run's last word names an occasion or an offer rather than who makes it. */
export function endsInOccasion(words: string): boolean {
  const last = fold(
    words
      .trim()
      .split(/[\s-]+/)
      .pop() ?? '',
  );
  if (OCCASION_WORDS.has(last)) return true;
  return COMPOUND_ENDINGS.some((ending) => last.length > ending.length + 2 && last.endsWith(ending));
}

/** The prepositions that give the maker of an occasion: "Sommerfest von …", "Soldes de …", "Serata di …". */
export const MAKER_PREPOSITIONS = new Set(['von', 'by', 'de', 'di', 'van', 'da']);

/** A saint's or a feast's name after the preposition is the occasion's own ("Feria de San Isidro"), no maker. */
export const FEAST_NAME_LEAD = /^(?:san|santa|santo|saint|sainte|st|sankt|sao|nossa|notre|ognissanti)$/;

/** A park, square or hall named first: "Parc Monceau", "Plaza Mayor", "Piazza Duomo" (a place, never who advertises). */
const VENUE_LEAD = /^(?:Parc|Parque|Parco|Jardin|Jardín|Giardino|Jardim|Place|Plaza|Piazza|Praça|Plein|Platz)\s/u;
/** A park, square or hall named last: "Oak Park", "Market Square", "Town Hall". */
const VENUE_TAIL =
  /(?:^|\s)(?:Park|Parc|Gardens?|Square|Plaza|Common|Green|Fairgrounds?|Showgrounds?|Hall|Halle|Arena|Stadium|Pier|Beach|Marina)$/u;

/**
 * A venue followed by what happens there: "Oak Park summer fair", "Parc Monceau fête de la musique".
 * The venue is where the occasion takes place, not its organiser.
 */
export function isVenueOfOccasion(run: string, after: string): boolean {
  if (!VENUE_LEAD.test(run) && !VENUE_TAIL.test(run)) return false;
  const next = /^\s+((?:[\p{Ll}\p{Lu}][\p{L}-]*\s+){0,2}[\p{L}-]+)/u.exec(after);
  return Boolean(next && next[1].split(/\s+/).some((w) => endsInOccasion(w)));
}

/** A dwelling and its number of rooms: "Apartamento T2", "Appartement F3", "Casa T3" (a listing, never a name). */
export const DWELLING_TYPOLOGY =
  /^(?:apartamento|apartamentos|appartement|appartamento|apartment|casa|moradia|vivenda|piso|maison|villa|loft|duplex|studio|estudio|estúdio|flat|woning|wohnung|quinta)\s+[TF]\d\+?$/iu;
