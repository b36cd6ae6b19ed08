// A job ad's own words: the role it hires for ("line cooks and servers", "Pflegefachkräfte") and the
// employer it names after "at" / "bei" / "chez"… A job ad sells a role, so the role is its product,
// written as the prompt writes it (never translated), and the employer is its advertiser even when
// the prompt also names tools or skills ("(Go, Kubernetes)") or terms ("in Vollzeit").
import type { LanguageId, PromptAnalysis } from './types';

/** What opens the role in each language ("hiring", "wir suchen", "募集" closes it in Japanese). */
const ROLE_OPENERS: Partial<Record<LanguageId, RegExp>> = {
  english:
    /\b(?:we(?:'|’)re hiring|we are hiring|now hiring|hiring|looking for|seeking|join (?:us|our team) as)\s*:?\s+(?:an?\s+|experienced\s+)?/iu,
  german: /\b(?:wir suchen|suchen|gesucht|wir stellen ein|verstärkung gesucht)\s*:?\s+(?:eine?n?\s+|ab sofort\s+)*/iu,
  french:
    /\b(?:nous recrutons|on recrute|recrute|recherchons|recherche|rejoignez-nous en tant que)\s*:?\s+(?:une?\s+|des\s+)?/iu,
  spanish: /\b(?:buscamos|contratamos|se busca|se buscan|estamos contratando|únete como)\s*:?\s+(?:una?\s+)?/iu,
  italian: /\b(?:cerchiamo|cercasi|assumiamo|stiamo assumendo)\s*:?\s+(?:una?\s+|un['’]\s*)?/iu,
  portuguese: /\b(?:contratamos|estamos contratando|procuramos|precisa-se de|vagas? para)\s*:?\s+(?:uma?\s+)?/iu,
  dutch: /\b(?:wij zoeken|we zoeken|gezocht|vacature)\s*:?\s+(?:een\s+)?/iu,
  arabic: /(?:مطلوب|نوظف|نوظّف|نبحث عن|وظائف شاغرة|وظيفة شاغرة)\s*:?\s*/u,
};

/** Where the role ends: a clause break, or a word that starts the place, the employer or the terms. */
const ROLE_ENDS: Partial<Record<LanguageId, RegExp>> = {
  english: /\s+(?:at|in|for|to|who|with|from|on|near|starting|paying|[-–—])\s|\s*\(/iu,
  german: /\s+(?:in|für|bei|ab|zur|zum|im|mit|und zwar|[-–—])\s|\s*\(/iu,
  french: /\s+(?:à|pour|chez|en|dans|au|aux|avec|dès|[-–—])\s|\s*\(/iu,
  spanish: /\s+(?:para|en|con|a partir|desde|[-–—])\s|\s*\(/iu,
  italian: /\s+(?:per|a|in|presso|con|da|dal|[-–—])\s|\s*\(/iu,
  portuguese: /\s+(?:para|em|no|na|com|a partir|[-–—])\s|\s*\(/iu,
  dutch: /\s+(?:in|voor|bij|met|vanaf|[-–—])\s|\s*\(/iu,
  arabic: /\s+(?:في|لدى|ل|مع|براتب|[-–—])\s|\s*\(/u,
};

/** Where the employer follows ("at The Copper Pot", "bei Klinikum Nord"). */
const EMPLOYER_BEFORE: Partial<Record<LanguageId, RegExp>> = {
  english: /\b(?:at|join)\s+/giu,
  // German capitalises every noun: only "bei" names an employer for sure ("im Herzen Berlins" does not)
  german: /\bbei\s+/giu,
  french: /\b(?:chez|au sein de)\s+/giu,
  // "en" names places as often as employers: only the team's name counts
  spanish: /\b(?:equipo de)\s+/giu,
  italian: /\b(?:presso|da)\s+/giu,
  portuguese: /\b(?:equipe d[aeo]|equipa d[aeo])\s+/giu,
  dutch: /\b(?:bij)\s+/giu,
};

const CLAUSE = /[,.;:!?\n|•、。，！？：；،؛]/u;
/** Terms of a job, never its place or its name ("in Vollzeit", "remote"). */
const TERMS =
  /^(?:cdi|cdd|int[ée]rim)\b|^(?:voll|teil)zeit|^(?:full|part)[- ]time|^remote|^hybrid|^minijob|^temps (?:plein|partiel)|^tiempo (?:completo|parcial)|^tempo (?:pieno|parziale|integral)|^(?:de|het) zomer|^zomer|^sommer|^verano|^summer|^été|^estate/iu;
/** Words that make a phrase a shift or a contract, not a role ("weekend shifts"). */
const NOT_A_ROLE =
  /^(?:the |our |a |an )?(?:help|shifts?|weekends?|jobs?|positions?|roles?|staff wanted|people|you)\b/iu;

const MAX_ROLE_WORDS = 6;

/** The role the ad hires for, as written in the prompt (in `language`, the prompt's own), or undefined. */
export function jobRoleOf(prompt: string, language: LanguageId): string | undefined {
  if (language === 'japanese') return japaneseRole(prompt);
  // English also names the role before "wanted" ("Warehouse associates wanted at Northline")
  const wanted = language === 'english' ? /(?:^|[.!?:]\s*)([\p{L}][\p{L} -]{2,40}?)\s+wanted\b/iu.exec(prompt) : null;
  if (wanted && !NOT_A_ROLE.test(wanted[1])) {
    const role = wanted[1].trim();
    // it opened the sentence: "Warehouse associates" reads "warehouse associates" after "Now hiring:"
    return /^\p{Lu}\p{Ll}/u.test(role) ? role.charAt(0).toLowerCase() + role.slice(1) : role;
  }
  const opener = ROLE_OPENERS[language];
  if (!opener) return undefined;
  const m = opener.exec(prompt);
  if (!m) return undefined;
  let rest = prompt.slice(m.index + m[0].length);
  const clause = CLAUSE.exec(rest);
  if (clause) rest = rest.slice(0, clause.index);
  const end = ROLE_ENDS[language]?.exec(rest);
  if (end) rest = rest.slice(0, end.index);
  const role = rest.replace(/\s+/g, ' ').trim();
  // what follows the opener may already be where or whom ("hiring at Northline"): no role is named
  if (ROLE_ENDS[language]?.test(` ${role} `.slice(0, 12))) return undefined;
  if (!role || NOT_A_ROLE.test(role) || TERMS.test(role)) return undefined;
  if (role.split(' ').length > MAX_ROLE_WORDS || role.length > 48) return undefined;
  // a role is no sentence: one that runs into a verb or a number is not what the ad calls the job
  if (/\d/.test(role)) return undefined;
  return role;
}

/** 「ホールスタッフ募集」「急募：看護師」: the run of letters next to 募集. */
function japaneseRole(prompt: string): string | undefined {
  const before = /([\p{Script=Katakana}\p{Script=Han}ー・]{2,12})(?:を)?(?:大|急)?募集/u.exec(prompt);
  if (before && !/^(?:スタッフ)?$/.test(before[1]) && !/募集$/.test(before[1])) return before[1];
  const after = /(?:急募|募集)\s*[:：]?\s*([\p{Script=Katakana}\p{Script=Han}ー・]{2,12})/u.exec(prompt);
  return after?.[1];
}

/** The employer named after "at" / "bei" / "chez"…: capitalised words up to a clause break. */
export function jobEmployerOf(prompt: string, language: LanguageId): string | undefined {
  const before = EMPLOYER_BEFORE[language];
  if (!before) return undefined;
  before.lastIndex = 0;
  for (let m = before.exec(prompt); m; m = before.exec(prompt)) {
    const rest = prompt.slice(m.index + m[0].length);
    const name =
      /^((?:The |Le |La |Les |El |Il |Lo |O |A |De |Het |Der |Die |Das )?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&.-]*){0,4})/u.exec(
        rest,
      );
    if (name && !TERMS.test(name[1])) return name[1].trim();
  }
  return undefined;
}

/** A phrase that names terms of the job, not a place ("Vollzeit", "remote", "summer season"). */
export function isJobTerms(text: string): boolean {
  return TERMS.test(text.trim());
}

/**
 * A job ad's advertiser and place: the employer it names wins over a name read elsewhere; a name met
 * only inside brackets is a skill or a tool ("(Go, Kubernetes)"), and terms are no place ("in Vollzeit").
 */
export function jobAdvertiser(
  prompt: string,
  analysis: Pick<PromptAnalysis, 'brand' | 'location' | 'promptLanguage'>,
): { brand?: string; location?: string } {
  const employer = jobEmployerOf(prompt, analysis.promptLanguage);
  const bracketed = (name: string): boolean => {
    const outside = prompt.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
    return prompt.includes(name) && !outside.includes(name);
  };
  const brand = employer ?? (analysis.brand && !bracketed(analysis.brand) ? analysis.brand : undefined);
  const location =
    analysis.location && !isJobTerms(analysis.location) && analysis.location !== brand ? analysis.location : undefined;
  return { brand, location };
}
