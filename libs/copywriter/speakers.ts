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

// One person is certain after the word for what they do: "with chef Tom Baker", "mit Küchenchef Jan Roth",
// "avec le chef Julien Morel", "con la instructora Lucía Pérez", "met chef Jan de Vries".
const ROLE_NOUN = String.raw`(?:chef|cheffe|head\s+chef|instructor|instructora|instrutora?|teacher|coach|trainer(?:in)?|host|photographer|artist|author|speaker|k[üu]chenchef(?:in)?|fotograf(?:in)?|referent(?:in)?|professeure?|photographe|profesora?|fot[óo]grafa?|professore(?:ssa)?|insegnante|istruttrice|istruttore|fotografo|docent|kok|fotograaf|sommeli(?:er|ère|ere|era|ero|ers)|sumiller)`;
const ROLE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:with|by|con|avec|mit|com|met|de|di|van|von)\s+)(?:(?:the|le|la|el|il|lo|o|a|de|het|der|die|dem|our|nuestr[oa]|notre|nostr[oa]|unser(?:e[mnr]?)?|onze)\s+)?${ROLE_NOUN}\s+`,
  'giu',
);
const ROLE_NOUN_AT = new RegExp(String.raw`(?<![\p{L}])${ROLE_NOUN}\s+$`, 'iu');
// Japanese: after a role ("講師：山田花子", "インストラクターは佐藤美穂先生") or before an honorific ("佐藤健一氏").
const JA_ROLE =
  /(?:講師|登壇者?|出演者?|ゲスト|シェフ|インストラクター|トレーナー|講演者?|先生)(?:は|：|:)\s*([\p{Script=Han}\p{Script=Katakana}ー・]{2,10}?)(?:氏|さん|先生)?(?=[\s、。,，（(]|$)/gu;
const JA_HONORIFIC = /(?<=^|[\s、。：:（(は])(\p{Script=Han}{2,5})(?:氏|先生)(?=[\s、。,，）)]|$)/gu;
// Arabic: a title before two words ("مع الشيف سامي الخطيب", "ود. سارة المنصوري").
const AR_ROLE =
  /(?<![\p{L}])(?:و)?(?:الشيف|المدرب[ةه]?|المصور[ةه]?|الدكتور[ةه]?|المهندس[ةه]?|الأستاذ[ةه]?|د\.|م\.|أ\.)\s*((?:(?=\p{L})\p{Script=Arabic}|\p{M})+\s+(?:(?=\p{L})\p{Script=Arabic}|\p{M})+)/gu;
// A company's words after a Japanese role are no person ("登壇：トヨタ自動車 …").
const JA_COMPANY = /(?:株式会社|自動車|銀行|会社|大学|グループ|ホールディングス|協会|財団)$/u;

/** People the Japanese or Arabic text names after a role or before an honorific. */
function scriptSpeakers(text: string): Speaker[] {
  const out: Speaker[] = [];
  // With its role the person reads as who they are ("講師：山田花子", "الشيف سامي الخطيب"); an honorific is dropped.
  const push = (m: RegExpMatchArray, withRole: boolean): void => {
    const name = m[1];
    const at = m.index ?? 0;
    const nameAt = at + m[0].indexOf(name);
    const start = withRole ? at + m[0].length - m[0].replace(/^[\sو]+/u, '').length : nameAt;
    const end = withRole ? at + m[0].length : nameAt + name.length;
    if (!JA_COMPANY.test(name) && !out.some((o) => o.start <= nameAt && nameAt < o.end))
      out.push({ start, end, text: text.slice(start, end) });
  };
  for (const m of text.matchAll(JA_ROLE)) push(m, true);
  for (const m of text.matchAll(AR_ROLE)) push(m, true);
  for (const m of text.matchAll(JA_HONORIFIC)) push(m, false);
  return out;
}

// A guest named by first name only, after the word for guest or for what they do: "with guest teacher Sofia",
// "con ospite speciale Marco Rossi", "mit Stargast Lena", "avec notre invitée Claire"; or a first name then
// what they do: "avec Claire, céramiste", "with Martin, our head baker", "con Martín, profesor invitado".
const GUEST_NOUN = String.raw`(?:(?:special\s+)?guest(?:\s+(?:teacher|speaker|chef|artist|host|instructor|dj))?|ospite(?:\s+special[ei])?|invitad[oa](?:\s+especial)?|invit[ée]e?(?:\s+d['’]honneur)?|(?:star)?gast|convidad[oa](?:\s+especial)?|speciale\s+gast)`;
const GUEST = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:with|con|avec|mit|com|met|and|y|e|et|und|en)\s+)?(?:(?:the|our|le|la|notre|nos|el|nuestr[oa]|il|lo|nostr[oa]|der|die|unser(?:e[mnr]?)?|o|a|nosso|nossa|de|het|onze)\s+)?${GUEST_NOUN}\s+(${WORD}(?:\s+${WORD})?)(?![\p{L}\p{N}&+])`,
  'giu',
);
const APPOSITION_ROLE = String.raw`(?:${ROLE_NOUN}|baker|head\s+baker|potter|c[ée]ramiste|ceramista|keramiker(?:in)?|founder|owner|fondat(?:rice|eur)|fundador[a]?|fondatore|fondatrice|gr[üu]nder(?:in)?|oprichter|propri[ée]taire|due[ñn][oa]|titolare|inhaber(?:in)?|eigenaar|don[oa]|winemaker|vigneron(?:ne)?|enólog[oa]|enologo|florist|fleuriste|musician|musicien(?:ne)?|m[úu]sic[oa]|musiker(?:in)?|muzikant|singer|chanteu(?:r|se)|cantante|s[äa]nger(?:in)?|zanger(?:es)?|cantor[a]?)`;
const APPOSITION = new RegExp(
  String.raw`(?<![\p{L}])(?:with|con|avec|mit|com|met)\s+(${WORD}),\s+(?:(?:our|your|the|notre|votre|le|la|nuestr[oa]|el|la|nostr[oa]|il|unser(?:e[mnr]?)?|der|die|nosso|nossa|o|a|onze|de|het)\s+)?(?:[\p{Ll}-]+\s+)?${APPOSITION_ROLE}(?![\p{L}])`,
  'giu',
);

/** Guests and teachers named by first name with what they do ("guest teacher Sofia", "Claire, céramiste"). */
function namedGuests(text: string): Speaker[] {
  const out: Speaker[] = [];
  for (const re of [GUEST, APPOSITION])
    for (const m of text.matchAll(re)) {
      // (the name ends the guest's match and opens the apposition's, after its cue)
      const at = (m.index ?? 0) + (re === GUEST ? m[0].length - m[1].length : m[0].indexOf(m[1]));
      out.push({ start: at, end: at + m[1].length, text: m[1] });
    }
  return out;
}

/** Speakers named after a cue; at least two, or one with a title or company clause, so "with Coca-Cola Zero" is no one. */
export function findSpeakers(text: string): Speaker[] {
  const out: Speaker[] = [];
  for (const role of text.matchAll(ROLE)) {
    PERSON.lastIndex = role.index + role[0].length;
    const person = PERSON.exec(text);
    if (!person) continue;
    // The role stays with the name ("chef Tom Baker"); the "with" and article before it do not.
    const from = text.slice(role.index, person.index).search(ROLE_NOUN_AT);
    const at = from >= 0 ? role.index + from : person.index;
    out.push({
      start: at,
      end: person.index + person[0].length,
      text: text.slice(at, person.index + person[0].length),
    });
  }
  for (const s of scriptSpeakers(text)) if (!out.some((o) => o.start === s.start)) out.push(s);
  for (const s of namedGuests(text)) if (!out.some((o) => o.start <= s.start && s.start < o.end)) out.push(s);
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
  return out.sort((a, b) => a.start - b.start);
}
