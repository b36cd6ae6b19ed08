// German capitalises every noun and the polite "Sie", so a run of capitalised words is often no name:
// "Bestellen Sie Ihre Weihnachtsgans", "Gönnen Sie sich", "Frische Brötchen", "Neue Winterjacken".
// Taken for a brand or product, such a run becomes "Entdecke Bestellen Sie Ihre" on a page.

/** The polite and familiar pronouns and possessives: no name holds them. */
const PRONOUN = /^(?:Sie|Ihr|Ihre[nmrs]?|Ihnen|Du|Dich|Dir|Dein|Deine[nmrs]?|Euch|Eure[nmrs]?)$/u;

/** Common adjectives that open a noun phrase ("Frische Brötchen", "Kostenloses Probetraining"), with their endings. */
const ADJECTIVE =
  /^(?:neu|frisch|kostenlos|gratis|gro[ßs]|klein|sch[öo]n|gut|best|lecker|warm|hei[ßs]|kalt|g[üu]nstig|exklusiv|hausgemacht|regional|saisonal|original|echt|lokal|modern|klassisch|individuell|professionell|pers[öo]nlich|schnell|sicher|stark|sommerlich|winterlich|herbstlich|weihnachtlich|entspannt|gesund|nachhaltig|hochwertig|handgemacht|erstklassig|preiswert|ganz|alle|viele|toll|super|perfekt|edel|fein|knusprig|saftig|w[üu]rzig|s[üu][ßs]|bio|vegan|vegetarisch)(?:e|es|er|en|em)?$/iu;

/** An adjective told by its ending ("Getreidefreies Hundefutter", "Handliche Akkus", "Regionale Äpfel"). */
const ADJECTIVE_ENDING = /^\p{Lu}\p{Ll}+(?:frei|ig|isch|lich|los|reich|voll|al)(?:e|es|er|en|em)$/u;

/** Whether a capitalised run of a German prompt is a phrase, not a name. */
export function isGermanPhraseRun(run: string): boolean {
  const words = run.split(/\s+/);
  if (words.some((w) => PRONOUN.test(w))) return true;
  return (
    words.length === 2 &&
    (ADJECTIVE.test(words[0]) || ADJECTIVE_ENDING.test(words[0])) &&
    /^\p{Lu}\p{Ll}+$/u.test(words[1])
  );
}
