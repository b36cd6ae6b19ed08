// Terms of several words (or one compound) that mean something none of their words draws: a "cama
// elástica" is a trampoline, not a bed; a "tienda de campaña" a tent, not a shop and a bell; a "casa de
// banho" a bathroom, not a house; a "sea lion" no lion; a "Hüpfburg" no castle. Such a term is read
// whole, before its words: it draws its own picture where one fits, or none, and its words pick nothing.
// Terms are written folded (normalise.ts: lower case, no accents) as whole words; Japanese as written.
import { foldWord } from './normalise';
import { NO_PICTURE } from './subject';

/** Term -> the picture it draws (NO_PICTURE: none; its words are only kept from picking a wrong one). */
const TERMS: Record<string, Record<string, string>> = {
  english: {
    'bouncy castle': NO_PICTURE,
    'bouncy castles': NO_PICTURE,
    'jumping castle': NO_PICTURE,
    'soft play': NO_PICTURE,
    'sea lion': 'seal',
    'sea lions': 'seal',
    'sleeping bag': NO_PICTURE,
    'sleeping bags': NO_PICTURE,
    'bean bag': NO_PICTURE,
    'bean bags': NO_PICTURE,
    'car boot sale': NO_PICTURE,
    'stock market': 'chart-increasing',
    'ropes course': NO_PICTURE,
    'high ropes': NO_PICTURE,
  },
  german: {
    hupfburg: NO_PICTURE,
    hupfburgen: NO_PICTURE,
    kinderwagen: NO_PICTURE,
    babyschale: NO_PICTURE,
    babyschalen: NO_PICTURE,
    zuckerwatte: NO_PICTURE,
    hochseilgarten: NO_PICTURE,
    kletterwald: NO_PICTURE,
    seelowe: 'seal',
    seelowen: 'seal',
    schlafsack: NO_PICTURE,
    schlafsacke: NO_PICTURE,
  },
  french: {
    'chateau gonflable': NO_PICTURE,
    'chateaux gonflables': NO_PICTURE,
    'structure gonflable': NO_PICTURE,
    'salle de bain': 'bathtub',
    'salle de bains': 'bathtub',
    'salles de bain': 'bathtub',
    'sac de couchage': NO_PICTURE,
    'sacs de couchage': NO_PICTURE,
    'lion de mer': 'seal',
    'lions de mer': 'seal',
    'pied a terre': NO_PICTURE,
    accrobranche: NO_PICTURE,
  },
  spanish: {
    'cama elastica': NO_PICTURE,
    'camas elasticas': NO_PICTURE,
    'castillo hinchable': NO_PICTURE,
    'castillos hinchables': NO_PICTURE,
    'tienda de campana': 'tent',
    'tiendas de campana': 'tent',
    'saco de dormir': NO_PICTURE,
    'sacos de dormir': NO_PICTURE,
    'perrito caliente': 'hot-dog',
    'perritos calientes': 'hot-dog',
    'cuarto de bano': 'bathtub',
    'leon marino': 'seal',
    'leones marinos': 'seal',
    'caballito de mar': NO_PICTURE,
    'bolsa de valores': 'chart-increasing',
  },
  italian: {
    'tappeto elastico': NO_PICTURE,
    'castello gonfiabile': NO_PICTURE,
    'castelli gonfiabili': NO_PICTURE,
    'ferro da stiro': NO_PICTURE,
    'sacco a pelo': NO_PICTURE,
    'sacchi a pelo': NO_PICTURE,
    'leone marino': 'seal',
    'leoni marini': 'seal',
    'borsa valori': 'chart-increasing',
  },
  portuguese: {
    'cama elastica': NO_PICTURE,
    'casa de banho': 'bathtub',
    'casas de banho': 'bathtub',
    'correio elegante': NO_PICTURE,
    'saco de dormir': NO_PICTURE,
    'sacos de dormir': NO_PICTURE,
    'leao marinho': 'seal',
    'bolsa de valores': 'chart-increasing',
    'pula pula': NO_PICTURE,
  },
  dutch: {
    springkussen: NO_PICTURE,
    springkussens: NO_PICTURE,
    zeeleeuw: 'seal',
    zeeleeuwen: 'seal',
    slaapzak: NO_PICTURE,
    slaapzakken: NO_PICTURE,
    kinderwagen: NO_PICTURE,
  },
  japanese: {
    スキューバダイビング: 'diving-mask',
    ベビーカー: NO_PICTURE,
    ゴールデンウィーク: NO_PICTURE,
  },
};

interface Term {
  parts: string[];
  icon: string;
}

/** Per language, the terms by their first folded word, longest first. */
const BY_FIRST = new Map<string, Map<string, Term[]>>(
  Object.entries(TERMS)
    .filter(([lang]) => lang !== 'japanese')
    .map(([lang, terms]) => {
      const m = new Map<string, Term[]>();
      for (const [key, icon] of Object.entries(terms)) {
        const parts = key.split(' ');
        m.set(parts[0], [...(m.get(parts[0]) ?? []), { parts, icon }]);
      }
      for (const list of m.values()) list.sort((a, b) => b.parts.length - a.parts.length);
      return [lang, m];
    }),
);

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface CompoundTerm {
  icon: string;
  word: string;
  /** Word index in the text (Japanese: character index). */
  at: number;
}

/** The compound terms a text names, and the text with them blanked (same length: positions stay valid). */
export function compoundTermsIn(text: string, languages: readonly string[]): { rest: string; found: CompoundTerm[] } {
  const found: CompoundTerm[] = [];
  const cuts: [number, number][] = [];
  const ws = [...text.matchAll(WORD)];
  for (const lang of new Set(languages)) {
    if (lang === 'japanese') {
      for (const [key, icon] of Object.entries(TERMS.japanese)) {
        const at = text.indexOf(key);
        if (at < 0) continue;
        found.push({ icon, word: key, at });
        cuts.push([at, at + key.length]);
      }
      continue;
    }
    const first = BY_FIRST.get(lang);
    if (!first) continue;
    const folded = ws.map((m) => foldWord(m[0], lang));
    for (let i = 0; i < folded.length; i++) {
      const term = first.get(folded[i])?.find((t) => t.parts.every((p, k) => folded[i + k] === p));
      if (!term) continue;
      const last = ws[i + term.parts.length - 1];
      found.push({ icon: term.icon, word: term.parts.join(' '), at: i });
      cuts.push([ws[i].index ?? 0, (last.index ?? 0) + last[0].length]);
      i += term.parts.length - 1;
    }
  }
  let rest = text;
  for (const [a, b] of cuts) rest = `${rest.slice(0, a)}${' '.repeat(b - a)}${rest.slice(b)}`;
  return { rest, found };
}
