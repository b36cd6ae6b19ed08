// An occasion held at a named house: "Noche de Jazz en Café Central", "Soirée salsa au Bar Le Zinc",
// "Jazzabend im Kulturhaus Eule", "Serata karaoke al Pub Ancora", "Noite de fado na Tasca do Chico",
// "Jazzavond in Café De Gouden Leeuw". The house is who invites (the advertiser); what the occasion is
// of ("Jazz", "fado", "salsa") is no name, and a town ("Noche de Jazz en Madrid") is no house.
import { endsInOccasion, FEAST_NAME_LEAD } from './occasion-heads';
import { fold } from './text';
import { isTradeHead } from './trade-names';

export interface OccasionVenue {
  /** The house's name as written ("Café Central", "Tasca do Chico"). */
  start: number;
  end: number;
  text: string;
  /** What the occasion is of, when written apart from it ("Jazz" of "Noche de Jazz"): never a name. */
  theme?: { start: number; end: number };
}

const WORD = String.raw`\p{Lu}[\p{L}'’&-]*`;
// Small words inside a house's name: "Tasca do Chico", "Bäckerei am Markt", "Zum Goldenen Hirsch", "De Gouden Leeuw".
const INNER = String.raw`(?:de|del|de\s+la|da|do|das|dos|di|della|du|des|la|le|el|il|lo|am|an|im|zum|zur|der|van|het|of|the|y|e|et|und|en|&)`;
/** (Either case: a day or a month is capitalised in German.) A day or time of day after "am"/"op" says when, not where a house stands ("Weinhaus Keller am Freitag"). */
export const WHEN_NAMES = String.raw`(?:[Mm]ontag|[Dd]ienstag|[Mm]ittwoch|[Dd]onnerstag|[Ff]reitag|[Ss]amstag|[Ss]onntag|[Ss]onnabend|[Ww]ochenende|[Aa]bend|[Mm]orgen|[Vv]ormittag|[Nn]achmittag|[Mm]ittag|[Jj]anuar|[Ff]ebruar|[Mm][äa]rz|[Aa]pril|[Mm]ai|[Jj]uni|[Jj]uli|[Aa]ugust|[Ss]eptember|[Oo]ktober|[Nn]ovember|[Dd]ezember|[Mm]aandag|[Dd]insdag|[Ww]oensdag|[Dd]onderdag|[Vv]rijdag|[Zz]aterdag|[Zz]ondag|[Ww]eekend|[Aa]vond|[Mm]iddag|[Oo]chtend)(?![\p{L}])`;
const HOUSE = String.raw`(?:(?:The|El|La|Le|Les|Il|Lo|O|A|De|Het|Der|Die|Das|Zum|Zur|Al)\s+)?${WORD}(?:\s+(?:${INNER}\s+(?!${WHEN_NAMES}))?${WORD}){1,3}`;
// "at", "au", "im", "en", "al", "na", "op", "in": where the occasion is; English "in" leads to a town.
const AT = String.raw`at(?:\s+the)?|au|aux|[àa]\s+la|[àa]\s+l['’]|chez|im|am|beim|bei|in\s+der|en(?:\s+el|\s+la)?|al|alla|allo|all['’]|nel|nella|presso|na|no|em|op|in\s+het|in\s+de|bij|in`;
// The occasion and what it is of, in either order: "Noche de Jazz", "Soirée salsa", "Jazz Night", "Jazzabend".
const OCCASION = new RegExp(
  String.raw`(?<![\p{L}])(?<occ>[\p{L}-]+)(?:\s+(?:(?:de|di|do|da|del|of|van)\s+)?(?<theme>[\p{L}]+))?\s+(?<at>${AT})\s+(?=\p{Lu})`,
  'gud',
);
/** Houses that hold an evening out, named first: after "in" ("Jazzavond in Café De Gouden Leeuw") only these are no town. */
const HOUSE_HEADS = new Set(
  [
    'bar',
    'pub',
    'café',
    'cafe',
    'club',
    'kulturhaus',
    'tanzhaus',
    'kneipe',
    'taverne',
    'tasca',
    'kroeg',
    'bodega',
    'lounge',
  ].map(fold),
);
const HOUSE_AT = new RegExp(HOUSE, 'uy');
/** A town's first word: "San Sebastián", "New York", "Los Angeles", "Den Haag" are towns, not houses. */
const TOWN_LEAD = /^(?:new|los|las|rio|buenos|den|bad|sankt|porto|santiago)$/u;

/** Occasions held at a named house, in order. */
export function findOccasionVenues(text: string): OccasionVenue[] {
  const out: OccasionVenue[] = [];
  for (const m of text.matchAll(OCCASION)) {
    const g = m.groups ?? {};
    const occ = g.occ ?? '';
    const theme = g.theme;
    // The occasion word may stand before its theme ("Noche de Jazz") or after it ("Jazz Night", "Salsa-Abend").
    const occasionFirst = endsInOccasion(occ);
    const occasionLast = !occasionFirst && theme !== undefined && endsInOccasion(theme);
    if (!occasionFirst && !occasionLast) continue;
    HOUSE_AT.lastIndex = m.index + m[0].length;
    const house = HOUSE_AT.exec(text);
    if (!house) continue;
    const head = house[0].split(/\s+/)[0];
    if (FEAST_NAME_LEAD.test(fold(head)) || TOWN_LEAD.test(fold(head))) continue;
    // "in" leads to a town far more often than to a house ("Jazz night in New Orleans").
    if (/^in$/iu.test(g.at ?? '') && !HOUSE_HEADS.has(fold(head)) && !isTradeHead(head)) continue;
    const venue: OccasionVenue = { start: house.index, end: house.index + house[0].length, text: house[0] };
    const at = m.indices?.groups?.theme;
    if (occasionFirst && at) venue.theme = { start: at[0], end: at[1] };
    out.push(venue);
  }
  return out;
}

// "Noche de Jazz", "Serata di Karaoke", "Noite de Fado", "Night of Comedy": one capitalised word after an
// evening or a class and "de/di/do/da/of/van" says what it is of, wherever it is held ("Noche de Jazz en
// Madrid"). After a show or a concert it is who performs ("Show do Skank"), left to the name reading.
const EVENINGS = new Set(
  [
    'night',
    'evening',
    'party',
    'dinner',
    'tasting',
    'workshop',
    'class',
    'noche',
    'velada',
    'fiesta',
    'taller',
    'cena',
    'soirée',
    'fête',
    'atelier',
    'dégustation',
    'serata',
    'festa',
    'degustazione',
    'noite',
    'jantar',
    'oficina',
    'avond',
    'feest',
    'abend',
    'nacht',
  ].map(fold),
);
const THEMED =
  /(?<![\p{L}])(?<occ>[\p{L}-]+)\s+(?:de|di|do|da|of|van)\s+(?<theme>\p{Lu}\p{Ll}+)(?![\p{L}]|\s+(?:\p{Lu}|(?:de|del|da|do|di)\s))/dgu;

/** Spans of the single words that say what an occasion is of. */
export function findOccasionThemes(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(THEMED)) {
    const at = m.indices?.groups?.theme;
    if (!at || !EVENINGS.has(fold(m.groups?.occ ?? '')) || FEAST_NAME_LEAD.test(fold(m.groups?.theme ?? ''))) continue;
    out.push({ start: at[0], end: at[1] });
  }
  return out;
}
