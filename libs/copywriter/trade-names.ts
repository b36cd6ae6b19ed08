// A business named after its trade and a word of its own: "Weingut Sommer", "Bäckerei Winter",
// "Trattoria Primavera", "Boulangerie Printemps", "Hotel Verano Azul". The own word may be a season
// (or another word the lexicon knows), but after a trade head it is a family name or a fancy name:
// the run is the advertiser's name, and "Sommer" in it is no summer.
import { fold } from './text';

/** Words that head a business's name in the nine languages (folded: no accents, lower case). */
const TRADE_HEADS = new Set(
  [
    // German
    'bäckerei',
    'konditorei',
    'metzgerei',
    'fleischerei',
    'weingut',
    'weinhaus',
    'brauerei',
    'gasthof',
    'gasthaus',
    'hotel',
    'pension',
    'café',
    'cafe',
    'restaurant',
    'praxis',
    'zahnarztpraxis',
    'kanzlei',
    'autohaus',
    'werkstatt',
    'friseur',
    'salon',
    'studio',
    'atelier',
    'apotheke',
    'blumenhaus',
    'buchhandlung',
    'schreinerei',
    'tischlerei',
    'steuerbüro',
    'weinbar',
    'hofladen',
    'pizzeria',
    'bistro',
    'boutique',
    'agentur',
    'fahrschule',
    // French
    'boulangerie',
    'pâtisserie',
    'patisserie',
    'boucherie',
    'fromagerie',
    'brasserie',
    'domaine',
    'château',
    'cabinet',
    'garage',
    'librairie',
    'fleuriste',
    'épicerie',
    'maison',
    'auberge',
    'crêperie',
    'institut',
    // Spanish, Portuguese
    'panadería',
    'pastelería',
    'carnicería',
    'bodega',
    'bodegas',
    'clínica',
    'farmacia',
    'librería',
    'floristería',
    'hostal',
    'peluquería',
    'taller',
    'estudio',
    'padaria',
    'confeitaria',
    'pastelaria',
    'farmácia',
    'livraria',
    'pousada',
    'estúdio',
    'barbearia',
    'academia',
    'escola',
    'escuela',
    'restaurante',
    'cafetería',
    'cafeteria',
    // Italian
    'trattoria',
    'osteria',
    'ristorante',
    'pasticceria',
    'panificio',
    'forno',
    'macelleria',
    'cantina',
    'agriturismo',
    'enoteca',
    'gelateria',
    'libreria',
    'studio',
    'albergo',
    'palestra',
    'parrucchiere',
    // Dutch
    'bakkerij',
    'slagerij',
    'wijnhuis',
    'kapsalon',
    'tandartspraktijk',
    'praktijk',
    'garagebedrijf',
    'boekhandel',
    'bloemenwinkel',
    'eetcafé',
    'brouwerij',
    'herberg',
    // English heads ("Hotel Summer", "Studio Spring")
    'bakery',
    'winery',
    'clinic',
    'gallery',
    'academy',
    'farm',
    'house',
    'villa',
    'casa',
    'camping',
  ].map(fold),
);

/** Whether a capitalised word is a trade head ("Bäckerei", "Trattoria", "Boulangerie"). */
export function isTradeHead(word: string): boolean {
  return /^\p{Lu}/u.test(word) && TRADE_HEADS.has(fold(word));
}

/**
 * Whether the capitalised word at [start, end) of the text is part of a business's name: right after a
 * capitalised trade head ("Weingut Sommer", "Hotel Verano Azul").
 */
export function followsTradeHead(text: string, start: number): boolean {
  const head = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, start - 30), start));
  return Boolean(head && /^\p{Lu}/u.test(text.slice(start, start + 1)) && isTradeHead(head[1]));
}
