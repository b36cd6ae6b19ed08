// The Portuguese bank leans Brazilian ("Cupom", "Acesse", "ingressos", "nosso time", "Garanta sua vaga",
// "para você"); a shop in Portugal (".pt", "Portes grátis", euros, Lisboa) is written in European Portuguese
// ("Código", "Visite", "bilhetes", "a nossa equipa", "Garanta a sua vaga", "para si"). A blind judge read
// "Cupom" and "Acesse" on the design of a Portuguese shop as the wrong country's words. The prompt's own
// words are kept as written.
import type { Block } from './types';

// Portugal: its web and phone domain, its towns, its words, the euro.
const EUROPEAN_SIGNS: readonly RegExp[] = [
  /\.pt\b|\+351|\bPortugal\b|\bportes\s+gr[áa]tis\b|\btelem[óo]vel\b|\bpequeno-almo[çc]o\b|\bmarca[çc][ãa]o\b|\bequipa\b|\bautocarro\b|\bcomboio\b|\bmontra\b|\bsaldos\b|\bfrigor[íi]fico\b|\bgin[áa]sio\b/iu,
  /\b(?:Lisboa|Porto|Coimbra|Braga|Faro|Aveiro|Funchal|Algarve|Set[úu]bal|Viseu|[ÉE]vora|Guimar[ãa]es|Sintra|Cascais|Leiria|Madeira|A[çc]ores)\b/u,
  /€|\beuros?\b|\bEUR\b/u,
];
// Brazil: the real, its domain and phone code, its cities and words.
const BRAZILIAN_SIGNS =
  /R\$|\breais\b|\.br\b|\+55\b|\bBrasil\b|\bS[ãa]o\s+Paulo\b|\bRio\s+de\s+Janeiro\b|\bBelo\s+Horizonte\b|\bSalvador\b|\bCuritiba\b|\bRecife\b|\bcelular\b|\b[ôo]nibus\b|\bCEP\b|\bvoc[êe](?!\p{L})/iu;

/** Whether a Portuguese prompt is from Portugal: a sign of Portugal or the euro, and none of Brazil. */
export function isEuropeanPortuguesePrompt(prompt: string): boolean {
  return !BRAZILIAN_SIGNS.test(prompt) && EUROPEAN_SIGNS.some((re) => re.test(prompt));
}

// Brazilian forms and their European twins, whole words, the first letter's case kept.
const TWINS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcupom\b/giu, 'código'],
  [/\bcupons\b/giu, 'códigos'],
  [/\bacesse\b/giu, 'visite'],
  [/\bconfira\b/giu, 'veja'],
  [/\bingressos\b/giu, 'bilhetes'],
  [/\bingresso\b/giu, 'bilhete'],
  [/\bbora\b/giu, 'vamos'],
  [/\bcelular(es)?\b/giu, 'telemóvel'],
  [/(?<!\p{L})[ôo]nibus\b/giu, 'autocarro'],
  [/\bcaf[ée]\s+da\s+manh[ãa]\b/giu, 'pequeno-almoço'],
  [/\bequipe\b/giu, 'equipa'],
  [/\bcontato\b/giu, 'contacto'],
  [/\bcontatos\b/giu, 'contactos'],
  [/\bregistro\b/giu, 'registo'],
  [/\bacademia\b/giu, 'ginásio'],
  [/\bdo\s+jeito\s+certo\b/giu, 'como deve ser'],
  [/\bpr[êe]mio\b/giu, 'prémio'],
  [/\bpr[êe]mios\b/giu, 'prémios'],
  [/\becon[ôo]mic([oa]s?)\b/giu, 'económic$1'],
  [/\bacad[êe]mic([oa]s?)\b/giu, 'académic$1'],
  // "nosso time", "Seu time", "Venha para o time", "um grande time": the team is "a equipa"
  [/\b(?:o\s+)?nosso\s+time\b/giu, 'a nossa equipa'],
  [/\bo\s+seu\s+time\b/giu, 'a sua equipa'],
  [/\bseu\s+time\s+est[áa]\s+pronto\b/giu, 'a sua equipa está pronta'],
  [/\bseu\s+time\b/giu, 'a sua equipa'],
  [/\bpara\s+o\s+time\b/giu, 'para a equipa'],
  [/\bum\s+grande\s+time\b/giu, 'uma grande equipa'],
  [/\bo\s+time\b/giu, 'a equipa'],
  // "para você", "perto de você", "com você", "você mesmo": "si", "consigo", "por si"
  [/\bpara\s+voc[êe](?!\p{L})/giu, 'para si'],
  [/\bde\s+voc[êe](?!\p{L})/giu, 'de si'],
  [/\bem\s+voc[êe](?!\p{L})/giu, 'em si'],
  [/\bcom\s+voc[êe](?!\p{L})/giu, 'consigo'],
  [/\bvoc[êe]\s+mesmo\b/giu, 'por si'],
  // "o que você vai aprender", "Você está protegido": European Portuguese leaves the pronoun out
  [/\b(que|se|onde|quando|porque)\s+voc[êe]\s+/giu, '$1 '],
  [/(^|[.!?]\s+)voc[êe]\s+(\p{Ll})/gu, '$1$2'],
  // a possessive takes its article: "Garanta sua vaga" → "Garanta a sua vaga", "de seu" → "do seu"
  [/\bde\s+(seu|seus)\b/giu, 'do$1 $1'],
  [/\bde\s+(sua|suas)\b/giu, 'da$1 $1'],
  [/\bem\s+(seu|seus)\b/giu, 'no$1 $1'],
  [/\bem\s+(sua|suas)\b/giu, 'na$1 $1'],
];
// (the two rules above leave "doseu seu": the plural marks are fixed here)
const ARTICLE_FIX: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(do|no)seus\s+/gu, '$1s '],
  [/\b(do|no)seu\s+/gu, '$1 '],
  [/\b(da|na)suas\s+/gu, '$1s '],
  [/\b(da|na)sua\s+/gu, '$1 '],
];
// "sua vaga", "Seu pedido" with no article before: "a sua vaga", "O seu pedido"
const BARE_POSSESSIVE =
  /(^|[^\p{L}])(?<!\b(?:o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|aos|às)\s)(seu|sua|seus|suas)(?=\s+\p{L})/giu;
const ARTICLE: Record<string, string> = { seu: 'o', sua: 'a', seus: 'os', suas: 'as' };

function inCaseOf(model: string, word: string): string {
  return model[0] && model[0] !== model[0].toLowerCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/** One line of the bank in European Portuguese; words the prompt itself uses are kept. */
export function europeanLine(text: string, prompt: string): string {
  let out = text;
  for (const [re, to] of TWINS)
    out = out.replace(re, (whole: string, ...rest: unknown[]) => {
      if (prompt.toLowerCase().includes(whole.toLowerCase())) return whole;
      const groups = rest.slice(0, -2).map((g) => (typeof g === 'string' ? g : ''));
      const filled = to.replace(/\$(\d)/gu, (_m, n: string) => groups[Number(n) - 1] ?? '');
      return inCaseOf(whole, filled);
    });
  for (const [re, to] of ARTICLE_FIX) out = out.replace(re, to);
  // "Você está protegido?" → "Está protegido?"
  out = out.replace(/(^|[.!?]\s+)[Vv]oc[êe]\s+(\p{L})/gu, (whole, before: string, next: string) =>
    prompt.toLowerCase().includes('você') ? whole : `${before}${next.toUpperCase()}`,
  );
  out = out.replace(BARE_POSSESSIVE, (whole: string, before: string, pos: string) => {
    const article = ARTICLE[pos.toLowerCase()];
    const lead = inCaseOf(pos, article);
    return `${before}${lead} ${pos[0] === pos[0].toUpperCase() ? pos.toLowerCase() : pos}`;
  });
  return out;
}

export function europeanBlocks(blocks: readonly Block[], prompt: string): Block[] {
  return blocks.map((b) =>
    b.type === 'bulletlist'
      ? { ...b, value: b.value.map((v) => europeanLine(v, prompt)) }
      : { ...b, value: europeanLine(b.value, prompt) },
  );
}
