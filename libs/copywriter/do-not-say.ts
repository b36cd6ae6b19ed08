// Instructions not to say something: "Keine Bestehensgarantie erwähnen!", "so don't promise every repair
// works", "Ne pas parler de prix", "No mencionar descuentos", "価格は書かないでください". They are notes to the
// designer, never copy: printed, they say the very thing the owner forbade ("Entdecke Keine
// Bestehensgarantie", seen in a blind review), so the clause is taken out with the other design notes.

// A conjunction a clause may open with: "…, so don't promise", "aber nichts versprechen".
const LEAD = String.raw`^(?:(?:so|and|but|also|aber|und|also|mais|et|donc|pero|y|as[íi]\s+que|ma|e|quindi|mas|ent[ãa]o|maar|en|dus)\s+)?(?:please\s+|bitte\s+|svp\s+|por\s+favor\s+|per\s+favore\s+|graag\s+)?`;

const SAY_EN = String.raw`(?:mention|promise|say\s+(?:that|we|it|anything)|claim|imply|guarantee|advertise|use\s+the\s+words?|talk\s+about)`;
const SAY_DE = String.raw`(?:erw[äa]hnen|versprechen|nennen|schreiben|behaupten|zusagen|garantieren|suggerieren|ank[üu]ndigen)`;
const SAY_FR = String.raw`(?:mentionner|promettre|parler|dire|[ée]crire|afficher|indiquer|garantir|annoncer|citer)`;
const SAY_ES = String.raw`(?:mencion(?:ar|es|en)|promet(?:er|as|an)|escrib(?:ir|as|an)|hablar|hables|hablen|garantizar|garantices|indicar|indiques|poner|pongas|pongan|anunciar)`;
const SAY_IT = String.raw`(?:menzionare|promettere|scrivere|parlare|garantire|indicare|citare|mettere|annunciare)`;
const SAY_PT = String.raw`(?:mencionar|mencione|mencionem|prometer|prometa|prometam|escrever|escreva|garantir|garanta|indicar|colocar|coloque|anunciar)`;
const SAY_NL = String.raw`(?:vermelden|beloven|noemen|zeggen|schrijven|garanderen|beweren|aankondigen)`;

const DO_NOT_SAY = [
  // English: "don't promise …", "do not mention …", "never claim …", "no need to mention …", "avoid mentioning …"
  new RegExp(
    String.raw`${LEAD}(?:do\s+not|don['’]t|never|no\s+need\s+to|you\s+(?:must\s+not|mustn['’]t))\s+${SAY_EN}\b|${LEAD}(?:avoid|without)\s+(?:mentioning|promising|claiming|saying)\b|^(?:no\s+(?:promises?|claims?|mention)\s+(?:of|about|that)\b)`,
    'iu',
  ),
  // German: "Keine Bestehensgarantie erwähnen!", "nicht von Rabatt sprechen", "ohne … zu versprechen"
  new RegExp(
    String.raw`${LEAD}(?:(?:(?:keine?[nrms]?|nicht|nichts|niemals)\b.{0,60}?\b${SAY_DE}|ohne\b.{0,60}?\bzu\s+${SAY_DE}|(?:nicht|nichts)\b.{0,40}?\bsprechen)[!.]?$|(?:erw[äa]hne|verspreche|nenne|schreibe)n?\s+(?:sie\s+)?(?:keine?[nrms]?|nicht|nichts)\b)`,
    'iu',
  ),
  // French: "Ne pas mentionner …", "ne promettez pas …", "sans mentionner …"
  new RegExp(
    String.raw`${LEAD}(?:ne\s+(?:pas|jamais|rien)\s+${SAY_FR}|n['’]?\s*(?:mentionne[zr]?|promet(?:tez|s)?|parle[zr]?|dites|[ée]crive[zr]?|affiche[zr]?|indique[zr]?|garantisse[zr]?)\s+(?:pas|jamais|rien)|sans\s+(?:mentionner|promettre))\b`,
    'iu',
  ),
  // Spanish: "No mencionar descuentos", "no prometas …", "sin mencionar …"
  new RegExp(
    String.raw`${LEAD}(?:no|nunca)\s+(?:se\s+debe\s+|hay\s+que\s+|debemos\s+)?${SAY_ES}\b|${LEAD}sin\s+(?:mencionar|prometer)\b`,
    'iu',
  ),
  // Italian: "Non menzionare …", "senza promettere …"
  new RegExp(
    String.raw`${LEAD}(?:non|mai)\s+(?:bisogna\s+|dobbiamo\s+)?${SAY_IT}\b|${LEAD}senza\s+(?:menzionare|promettere)\b`,
    'iu',
  ),
  // Portuguese: "Não mencionar …", "sem prometer …"
  new RegExp(
    String.raw`${LEAD}(?:n[ãa]o|nunca)\s+(?:se\s+deve\s+|devemos\s+)?${SAY_PT}\b|${LEAD}sem\s+(?:mencionar|prometer)\b`,
    'iu',
  ),
  // Dutch: "Geen slagingsgarantie vermelden", "beloof niets", "noem geen prijzen", "zonder … te beloven"
  new RegExp(
    String.raw`${LEAD}(?:(?:(?:geen|niet|niets|nooit)\b.{0,60}?\b${SAY_NL}|zonder\b.{0,60}?\bte\s+${SAY_NL})[!.]?$|(?:vermeld|beloof|noem|schrijf)\s+(?:geen|niet|niets|nooit)\b)`,
    'iu',
  ),
  // Arabic: "لا تذكر الأسعار", "بدون ذكر", "لا نعد بـ"
  /^(?:و|لكن\s+|ولكن\s+)?(?:(?:لا|ألا|الا)\s+(?:تذكر|تذكروا|نذكر|يذكر|تكتب|تكتبوا|نكتب|تعد|تعدوا|نعد|تضع|تضعوا|تقول|تقولوا)|(?:بدون|دون|من\s+غير)\s+(?:ذكر|وعود|وعد|كتابة))/u,
  // Japanese: "価格は書かないでください", "合格保証とは書かないで", "記載不要"
  /(?:書かないで|載せないで|入れないで|言わないで|記載しないで|表記しないで|約束しないで|謳わないで|うたわないで|触れないで)|(?:記載|表記|掲載)(?:不要|NG|しない)/u,
];

/** Whether a clause tells the designer not to say, promise or mention something. */
export function isDoNotSay(clause: string): boolean {
  const text = clause.trim();
  return text.length > 0 && DO_NOT_SAY.some((re) => re.test(text));
}
