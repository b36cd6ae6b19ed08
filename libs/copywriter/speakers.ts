// The people an event is given by ("with Laura Gómez, sales director at Telefónica, and Andrés Ruiz
// of Salesforce", "Com Ana Souza … e Pedro Lima, do Google", "mit Dr. Jana Weber und Tom Keller"):
// who speaks is what a webinar or a talk sells, so each name is a fact. They are never the advertiser
// (the host is: "Organiza VentaPro"), and their titles and companies stay out of the names.

export interface Speaker {
  start: number;
  end: number;
  text: string;
}

/** A cue before the first speaker, in the nine languages' Latin scripts. */
const CUE =
  /(?<![\p{L}])(?:with|featuring|feat\.|speakers?:|hosted\s+by|con|ponentes?:|avec|intervenants?\s*:|mit|referent(?:en|innen)?:|com|palestrantes?:|met|sprekers?:|relatori:)\s+/giu;
// A person: an optional title, then two or three capitalised words ("Ana Souza", "María José Pérez",
// "Ludwig van Beethoven"); a particle only before the surname, so "Andrés Ruiz de Salesforce" is "Andrés Ruiz".
const WORD = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
const TITLE = String.raw`(?:(?:Dr|Prof|Mr|Ms|Mrs|Dra|Sr|Sra|Mme|M)\.?\s+)?`;
const PERSON = new RegExp(
  String.raw`${TITLE}${WORD}\s+(?:(?:de|da|do|van|von|del|di)\s+)?${WORD}(?:\s+${WORD})?(?![\p{L}\p{N}&+])`,
  'uy',
);
// What may stand between two speakers: a title or company clause, then "and" (or a comma).
const BETWEEN =
  /(?:\s*,[^,.;:!?()]{1,70}?)?(?:\s+(?:de|di|da|do|of|from|von|van|at|chez|bei)\s+[^,.;:!?()]{1,40}?)?(?:\s*,)?\s+(?:and|y|e|et|und|en|&)\s+|\s*,\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/uy;

/** Speakers named after a cue; at least two, or one with a title or company clause, so "with Coca-Cola Zero" is no one. */
export function findSpeakers(text: string): Speaker[] {
  const out: Speaker[] = [];
  for (const cue of text.matchAll(CUE)) {
    const found: Speaker[] = [];
    let at = cue.index + cue[0].length;
    for (;;) {
      PERSON.lastIndex = at;
      const person = PERSON.exec(text);
      if (!person) break;
      found.push({ start: person.index, end: person.index + person[0].length, text: person[0] });
      BETWEEN.lastIndex = PERSON.lastIndex;
      const between = BETWEEN.exec(text);
      if (!between) break;
      at = BETWEEN.lastIndex;
    }
    const qualified = found.length === 1 && /^\s*,\s*\p{Ll}/u.test(text.slice(found[0].end));
    if (found.length >= 2 || qualified) out.push(...found.filter((f) => !out.some((o) => o.start === f.start)));
  }
  return out;
}
