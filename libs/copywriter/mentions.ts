// Names in a prompt that are context, not the advertiser: speakers' companies, partners, sponsors,
// press ("as seen in Vogue"), and venues ("live at Roundhouse"). They stay verbatim and may be
// mentioned in a subtitle or body, but are never taken for the brand or product a headline is about.
import { isShopWord } from './own-name-trade';
import { isTradeHead } from './trade-names';

export interface Mention {
  start: number;
  end: number;
  text: string;
  /** `partner`: a company or publication beside the advertiser; `venue`: where an event takes place; `place`: the venue's town. */
  role: 'partner' | 'venue' | 'place';
  /** A venue's cue and name as written ("live at the Fillmore", "en concert à l'Olympia"). */
  phrase?: string;
}

// A capitalised name of one to four words ("HubSpot", "The Blue Note", "Elle"), and a list of them.
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{N}&'’-]|\.(?=\p{L}))*`;
const NAME = String.raw`(?:[Tt]he\s+)?${WORD}(?:\s+(?:&\s+)?${WORD}){0,3}`;
const LIST = String.raw`${NAME}(?:\s*,\s*${NAME})*(?:,?\s+(?:and|&|y|e|et|und|en|و)\s+${NAME})?`;

// A booking platform is not the advertiser ("rendez-vous sur Doctolib", "pide en Glovo").
const BOOKING_CUES = String.raw`(?:rendez-vous|r[ée]servez|commandez)\s+(?:en\s+ligne\s+)?sur|(?:order|book|reserve)\s+(?:\S+\s+){0,3}?(?:on|via|through)|(?:agende|reserve|pe[çc]a)\s+(?:j[áa]\s+)?(?:pelo|pela|no|na)|(?:reserva|pide)\s+(?:\w+\s+)?(?:por|en)|(?:buchen|bestellen)\s+(?:sie\s+)?(?:auf|[üu]ber|bei)|(?:prenota|ordina)\s+(?:\w+\s+)?(?:su|via)|(?:boek|bestel)\s+(?:\w+\s+)?(?:via|op|bij)`;
const PARTNER_CUES = [
  String.raw`(?:speakers?|panell?ists?|guests?|experts?|leaders?|hosts?|mentors?|judges?)\s+(?:from|at)`,
  String.raw`in\s+partnership\s+with|partnered\s+with|partnering\s+with|in\s+collaboration\s+with|sponsored\s+by|powered\s+by|supported\s+by|backed\s+by|presented\s+by`,
  String.raw`as\s+seen\s+(?:in|on)|featured\s+(?:in|on)|trusted\s+by|used\s+by|loved\s+by|integrates\s+with|works\s+with|compatible\s+with|alongside`,
  String.raw`ponentes\s+de|patrocinado\s+por|en\s+colaboraci[oó]n\s+con|visto\s+en`,
  String.raw`intervenants\s+(?:de|d['’])|sponsoris[ée]+\s+par|en\s+partenariat\s+avec|vu\s+dans`,
  String.raw`(?:speakern?|referenten|referentinnen)\s+(?:von|aus)|gesponsert\s+von|in\s+zusammenarbeit\s+mit|bekannt\s+aus`,
  String.raw`relatori\s+(?:di|da)|sponsorizzato\s+da|in\s+collaborazione\s+con|palestrantes\s+(?:da|do|de)|patrocinado\s+pela?|sprekers\s+van|gesponsord\s+door`,
  String.raw`matched\s+by|doubled\s+by`,
  BOOKING_CUES,
].join('|');
// Cues are matched without case; the names after them must be capitalised (so not under the "i" flag).
const BOOKING = new RegExp(String.raw`^(?:${BOOKING_CUES})\s+$`, 'iu');
const PARTNER = new RegExp(String.raw`(?<![\p{L}])(?:${PARTNER_CUES})\s+`, 'giu');
const VENUE_CUES = String.raw`live\s+(?:at|in\s+de|in\s+het|im|en|au|in|na|no)|venue:?|en\s+la\s+sala|en\s+el\s+teatro|[àa]\s+la\s+salle|nella\s+sala|na\s+sala|in\s+de\s+zaal|in\s+concerto\s+(?:all['’]\s*|alla|al)|en\s+concierto\s+en(?:\s+el)?|en\s+concert\s+(?:[àa]\s+l['’]\s*|au|[àa])|in\s+concert\s+at(?:\s+the)?`;
const VENUE = new RegExp(String.raw`(?<![\p{L}])(?:${VENUE_CUES})\s+`, 'giu');
// A public place named after "at", "im", "au", "en el", "all'", "no", "in het"… is where an event is held,
// never its advertiser: "festival at Oak Park", "Sommerfest im Stadtpark", "concierto en el Parque del Retiro".
// The name must carry a place word of its own ("at Glow Studio" is the advertiser; a bare "au Parc" may be a title).
const PLACE_PREPOSITION = String.raw`at|in|im|am|auf\s+dem|in\s+der|beim|[àa]\s+la|[àa]\s+l['’]\s*|au|[àa]|dans\s+le|dans\s+la|en\s+el|en\s+la|en|al|a|nel|nella|nello|alla|allo|all['’]\s*|no|na|em|op|in\s+het|in\s+de|bij\s+het|bij\s+de`;
const VENUE_WORD = String.raw`Park|Parc|Parque|Parco|Arena|Stadium|Stadion|Estadio|Stadio|Est[áa]dio|Hall|Halle|Theatre|Theater|Teatro|Th[ée][âa]tre|Amphitheat(?:re|er)|Garden|Gardens|Jardin|Jardins|Jard[íi]n|Jardines|Jardim|Giardino|Giardini|Pavilion|Pavillon|Pabell[óo]n|Padiglione|Pavilh[ãa]o|Beach|Playa|Plage|Spiaggia|Praia|Strand|Fairgrounds?|Showgrounds?|Expo|Messe|Dome|Auditorium|Auditorio|Audit[óo]rio|Coliseum|Palais|Palacio|Palazzo|Pal[áa]cio|Plaza|Square|Piazza|Pra[çc]a|Platz|Plein|(?:Convention|Conference|Exhibition|Community|Civic|Events?)\s+Cent(?:er|re)`;
// German and Dutch write the place word into one word: "Stadtpark", "Vondelpark", "Westfalenhalle".
const VENUE_COMPOUND = /^\p{Lu}\p{Ll}{2,}(?:park|halle|stadion|theater|garten|tuin|plein|platz|arena|strand)$/u;
const VENUE_NAME_WORD = new RegExp(String.raw`^(?:${VENUE_WORD})$`, 'u');
const CONNECTOR = String.raw`(?:of|the|de|de\s+la|del|della|dei|des|du|da|do|dos|das|di|van|von|der)`;
const PLACE_NAME = String.raw`(?:[Tt]he\s+)?${WORD}(?:\s+(?:${CONNECTOR}\s+)?${WORD}){0,3}`;
// Without the "i" flag: under it \p{Lu} would take "in het" for a name's start.
const AT_PLACE = new RegExp(String.raw`(?<![\p{L}])(?:${PLACE_PREPOSITION})\s*(?=\p{Lu}|[Tt]he\s)`, 'gu');
const PLACE_NAME_AT = new RegExp(PLACE_NAME, 'uy');

/** Whether a name is a public place by its own words: "Oak Park", "Parque del Retiro", "Stadtpark Lindenhof". */
function isPlaceName(name: string): boolean {
  const words = name.replace(/^[Tt]he\s+/u, '').split(/\s+/u);
  if (words.length === 1) return VENUE_COMPOUND.test(words[0]);
  // A firm named after its street or square ends in its trade: "Park Avenue Orthodontics", "Plaza Dental".
  const last = words[words.length - 1];
  if (!VENUE_NAME_WORD.test(last) && isShopWord(last)) return false;
  const joined = words.join(' ');
  return (
    new RegExp(String.raw`(?:^|\s)(?:${VENUE_WORD})$|^(?:${VENUE_WORD})(?:\s|$)`, 'u').test(joined) ||
    VENUE_COMPOUND.test(words[0]) ||
    words.some((w) => VENUE_NAME_WORD.test(w) && w === words[0])
  );
}

const LIST_AT = new RegExp(LIST, 'uy');
const NAME_AT = new RegExp(NAME, 'uy');
const NAME_ALL = new RegExp(NAME, 'gu');
const TOWN_AT = /\s*,\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/uy;

// A person's company: "with Claire Martin, head of support at Orange", "con Giulia Rossi di Amazon Italia".
const PERSON = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}`;
const PERSON_AT = new RegExp(
  // With a title between ("Claire Martin, directrice … chez Orange") any preposition; without one only "di", "de", "von"… ("Book with Anna at Glow Studio" is the advertiser).
  String.raw`(?<![\p{L}])(?:[Ww]ith|[Aa]vec|[Cc]on|[Mm]it|[Cc]om|[Mm]et|مع)\s+(?:(?:[Dd]r|[Pp]rof|[Mm]r|[Mm]s|[Mm]rs)\.?\s+)?${PERSON}(?:(?:\s*,[^,.;:!?()]{1,60}?)\s+(?:chez|at|from|of|de|di|da|do|von|aus|bei|van|bij)|\s+(?:de|di|da|do|von|van|aus))\s+`,
  'gu',
);

// Arabic has no capitals: after a sponsor's or partner's cue, the next one or two words up to a
// punctuation mark ("بدعم من بنك مصر.", "برعاية هيئة السياحة،", "بالشراكة مع أرامكو").
const ARABIC_WORD = String.raw`(?:(?=\p{L})\p{Script=Arabic}|\p{M})+`;
const ARABIC_PARTNER = new RegExp(
  String.raw`(?:بدعم\s+من|برعاية|بالشراكة\s+مع|بالتعاون\s+مع|مقدم\s+من|مقدّم\s+من)\s+(${ARABIC_WORD}(?:\s+${ARABIC_WORD})?)`,
  'gu',
);

const CALENDAR_WORD =
  /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|christmas|easter|black friday)[\p{L}.]*$/iu;

/** Third-party names and venues, in order of position. */
export function findMentions(text: string): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(PERSON_AT)) {
    NAME_AT.lastIndex = m.index + m[0].length;
    const name = NAME_AT.exec(text);
    if (name) out.push({ start: name.index, end: name.index + name[0].length, text: name[0], role: 'partner' });
  }
  for (const m of text.matchAll(PARTNER)) {
    LIST_AT.lastIndex = m.index + m[0].length;
    const list = LIST_AT.exec(text);
    if (!list) continue;
    // "Reserva online en Peluquería Marta", "buchen bei Friseur Lockenpracht": a trade's own house is booked at, no platform.
    if (BOOKING.test(m[0]) && isTradeHead(list[0].split(/\s+/)[0])) continue;
    // Each name of the list is a mention of its own ("HubSpot and Gong").
    for (const n of list[0].matchAll(NAME_ALL))
      out.push({ start: list.index + n.index, end: list.index + n.index + n[0].length, text: n[0], role: 'partner' });
  }
  for (const m of text.matchAll(VENUE)) {
    NAME_AT.lastIndex = m.index + m[0].length;
    const name = NAME_AT.exec(text);
    if (!name) continue;
    const phrase = text.slice(m.index, name.index + name[0].length);
    out.push({ start: name.index, end: name.index + name[0].length, text: name[0], role: 'venue', phrase });
    TOWN_AT.lastIndex = name.index + name[0].length;
    const town = TOWN_AT.exec(text);
    if (town)
      out.push({ start: TOWN_AT.lastIndex - town[1].length, end: TOWN_AT.lastIndex, text: town[1], role: 'place' });
  }
  for (const m of text.matchAll(AT_PLACE)) {
    PLACE_NAME_AT.lastIndex = m.index + m[0].length;
    const name = PLACE_NAME_AT.exec(text);
    if (!name || !isPlaceName(name[0])) continue;
    const phrase = text.slice(m.index, name.index + name[0].length);
    out.push({ start: name.index, end: name.index + name[0].length, text: name[0], role: 'venue', phrase });
  }
  for (const m of text.matchAll(ARABIC_PARTNER)) {
    const start = m.index + m[0].length - m[1].length;
    out.push({ start, end: start + m[1].length, text: m[1], role: 'partner' });
  }
  // One span once, even when two cues find it; a day or a month after "on" is a date, not a platform.
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.start - b.start)
    .filter((m) => !CALENDAR_WORD.test(m.text))
    .filter((m) => (seen.has(`${m.start}:${m.end}`) ? false : (seen.add(`${m.start}:${m.end}`), true)));
}
