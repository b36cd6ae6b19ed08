// "in" before a place the prompt names, in German: the article goes with the place's gender, as the last
// part of a compound says it: "im Gemeindehaus St. Lukas" (das Haus), "im Café Luna", "in der Stadthalle"
// (die Halle), "in der Lindenstraße", "am Marktplatz", "in Lüneburg" (a town takes none), and a place that
// brings its own preposition ("Am Mühlbach 3", "Im Hafen 2") takes no other. A blind review read "In der
// Gemeindehaus St. Lukas" on a German design: the bank's street line ("In der {location}") took "St." for a
// street.
import { fold } from './text';

// Last parts of compounds, folded, by gender. Feminine takes "in der"; masculine and neuter take "im".
const FEMININE =
  /(?:stra(?:ss|ß)e|gasse|allee|chaussee|halle|kirche|kapelle|schule|hochschule|universitat|akademie|bibliothek|bucherei|galerie|praxis|klinik|apotheke|bar|kneipe|ei|ung|heit|keit|schaft|thek|ie|ion|hutte|muhle|scheune|werkstatt|altstadt|innenstadt|aula|arena|kantine|mensa|lounge|boutique|filiale|fabrik|brauerei|kellerei|station|wache|villa|oper|messe|markthalle|sporthalle|turnhalle|festhalle|stube|kita|residenz|tenne|alm)$/u;
const MASCULINE_NEUTER =
  /(?:haus|hauser|zentrum|center|centre|studio|cafe|restaurant|hotel|museum|theater|kino|atelier|buro|geschaft|stadion|schwimmbad|freibad|hallenbad|lokal|bistro|foyer|forum|vereinsheim|jugendheim|gemeindeheim|lager|gebaude|schloss|kloster|rathaus|park|garten|bahnhof|innenhof|hinterhof|saal|keller|laden|club|klub|salon|zelt|viertel|quartier|stall|bahnhof|pavillon|gasthof|wirtshaus|gemeindesaal|treff|treffpunkt|raum|space|loft|kiosk|shop|store|weg|pfad|steig|kamp)$/u;
// a square, a market, a shore or a hill: "am Marktplatz", "am Alten Markt", "am Seeufer"
// (not "-berg", "-markt": Heidelberg, Neumarkt are towns)
const AT = /(?:platz|ufer|seeufer|ring|damm|deich|graben|strand|kai)$/u;
// a place with its own preposition or article: "Am Mühlbach 3", "Im Hafen 2", "Auf der Heide", "An der Alster"
const OWN_PREPOSITION = /^(?:am|im|an|auf|beim|zum|zur|unter|hinter|vor|bei|in)\s+\p{L}/iu;
// the place word that says the gender: its first word, unless a title or saint heads it ("St. Lukas")
const SAINT = /^(?:st\.?|sankt|hl\.?)$/iu;

export type GermanLocative = 'im' | 'in der' | 'am' | 'in' | '';

/** The words "in" takes before a German place: "im", "in der", "am", "in" (a town, a name), "" (it brings its own). */
export function germanLocative(place: string): GermanLocative {
  const words = place.trim().split(/\s+/u);
  if (OWN_PREPOSITION.test(place.trim())) return '';
  const head = fold((words.find((w) => !SAINT.test(w)) ?? '').replace(/[^\p{L}-]/gu, ''));
  if (!head) return 'in';
  const last = head.split('-').pop() ?? head;
  if (AT.test(last)) return 'am';
  if (FEMININE.test(last)) return 'in der';
  if (MASCULINE_NEUTER.test(last)) return 'im';
  return 'in';
}

/** A German line with "in"/"in der" before a slotted place put right: "In der ␁Gemeindehaus" → "Im ␁Gemeindehaus". */
export function fixGermanLocatives(text: string, mark: string): string {
  const re = new RegExp(`(^|[\\s(„"])([Ii]n)(?: der)? ${mark}([^,.;!?\\n${mark}]+)`, 'gu');
  return text.replace(re, (whole, before: string, prep: string, place: string) => {
    const form = germanLocative(place);
    const upper = prep[0] === 'I';
    if (!form) return `${before}${mark}${upper ? place[0].toUpperCase() + place.slice(1) : place}`;
    const words = upper ? form[0].toUpperCase() + form.slice(1) : form;
    return `${before}${words} ${mark}${place}`;
  });
}
