// Offers read as whole phrases, in the nine languages, so that copy can carry them as the prompt
// says them: the nth item free or at half price ("second cone free", "die 4. Nacht ist gratis",
// "الكرة الثانية مجاناً", "2枚目無料", "deuxième boule à moitié prix"), buy-x-pay-y in words
// ("prendi 2 pizze e paghi 1", "2 kaufen, 1 zahlen", "compre 1 e leve 2"), and a free item with
// its whole name ("Erste Probestunde gratis", "taglio unghie in omaggio", "فحص نظر مجاني", "無料査定").
// analyze.ts asks for them inside its offer reader: ordinal offers before any other offer (they hold
// "half price" and "2-for-1"), free phrases after the plain free offers ("free shipping" stays one).
import type { Offer } from './types';

export interface PhraseOffer {
  start: number;
  end: number;
  offer: Offer;
}

const ORDINALS: ReadonlyArray<readonly [number, string]> = [
  [2, String.raw`second[oae]?|2nd|segund[oa]|deuxi[eè]me|seconde?|zweite[rsn]?|tweede|terz[oa]|2e|2[º°ª]|2\.ª|2\.`],
  [3, String.raw`third|3rd|tercer[oa]?|terceir[oa]|troisi[eè]me|dritte[rsn]?|derde|3e|3[º°ª]|3\.ª|3\.`],
  [4, String.raw`fourth|4th|cuart[oa]|quart[oa]|quatri[eè]me|vierte[rsn]?|vierde|4e|4[º°ª]|4\.ª|4\.`],
  [5, String.raw`fifth|5th|quint[oa]|cinqui[eè]me|f[üu]nfte[rsn]?|vijfde|5e|5[º°ª]|5\.ª|5\.`],
];
const ORDINAL_ALT = ORDINALS.map(([, alt]) => alt).join('|');
const FREE_WORDS = String.raw`free|on\s+us|gratis|gratuit[eoa]?s?|offert[e]?|kostenlos|umsonst|gr[aá]tis|in\s+omaggio|omaggio|por\s+nuestra\s+cuenta|por\s+nossa\s+conta|de\s+regalo|de\s+brinde`;
const HALF_WORDS = String.raw`(?:at\s+)?half[\s-]?price|half\s+off|50\s?%\s*(?:off|de\s+descuento|de\s+réduction|rabatt|di\s+sconto|de\s+desconto|korting)|(?:a|à|al|zum|pela|voor\s+de|tegen)\s+(?:mitad\s+de\s+precio|moiti[eé]\s+prix|halben\s+preis|met[aà]\s+prezzo|metade\s+do\s+pre[cç]o|halve\s+prijs|-?50\s?%)|halve\s+prijs|halber\s+preis|mitad\s+de\s+precio|moiti[eé]\s+prix|met[aà]\s+prezzo|pela\s+metade`;
/** An article, a noun of up to three words ("paio di scarpe"), a verb ("is", "ist", "é"), then free or half price. */
const NTH_LATIN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:the|get\s+the|il|lo|la|el|le|o|a|der|die|das|de|het)\s+)?(?<ord>${ORDINAL_ALT})(?<noun>(?:\s+(?!(?:is|ist|è|é|est|es|en|at|a|à|al)\s)[\p{L}][\p{L}'’-]*){0,3}?)\s+(?:(?:is|ist|è|é|est|es|sale|kommt|va)\s+)?(?:(?<free>${FREE_WORDS})|(?<half>${HALF_WORDS}))(?![\p{L}])`,
  'giu',
);
const AR_ORDINALS: ReadonlyArray<readonly [number, string]> = [
  [2, 'الثانية|الثاني'],
  [3, 'الثالثة|الثالث'],
  [4, 'الرابعة|الرابع'],
  [5, 'الخامسة|الخامس'],
];
const NTH_ARABIC = new RegExp(
  String.raw`(?:(?<![\p{L}])و?ال[\p{Script=Arabic}]+\s+)?(?<ord>${AR_ORDINALS.map(([, a]) => a).join('|')})\s+(?:(?<free>مجان(?:اً|ًا|ا|ية|ي))|(?<half>بنصف\s+السعر|نصف\s+السعر))(?![\p{L}])`,
  'gu',
);
const NTH_JAPANESE =
  /(?<n>[2-9]|[二三四五])(?:つ|個|杯|点|品|本|枚|泊|着|人|名|足|回)目(?:が|は|も)?(?:(?<free>無料|タダ|0円|プレゼント)|(?<half>半額|半値))/gu;
const JA_NUMBERS: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5 };
/** "buy one, get one 50% off": the second one at half price. */
const BOGO_HALF = /buy\s+one,?\s+get\s+one\s+(?:at\s+)?(?:50\s?%\s*off|half[\s-]?(?:price|off))/giu;
/** Buy x, pay y in words: "prendi 2 pizze e paghi 1", "2 kaufen, 1 zahlen", "compre 1 e leve 2", "lleva 3 y paga 2". */
const BUY_PAY: ReadonlyArray<readonly [RegExp, 'buy-pay' | 'pay-buy']> = [
  [/prendi\s+(\d)\s+(?:[\p{L}]+\s+)?e?\s*paghi\s+(\d)/giu, 'buy-pay'],
  [/(\d)\s+kaufen,?\s+(\d)\s+(?:zahlen|bezahlen)/giu, 'buy-pay'],
  [/ll[eé]va(?:te)?\s+(\d)\s+(?:[\p{L}]+\s+)?y\s+paga\s+(\d)/giu, 'buy-pay'],
  [/compre\s+(\d)\s+(?:[\p{L}]+\s+)?e\s+leve\s+(\d)/giu, 'pay-buy'],
  [/achetez\s+(\d)\s+(?:[\p{L}]+\s+)?,?\s*payez\s+(?:en\s+)?(\d)/giu, 'buy-pay'],
  [/(\d)\s+kopen,?\s+(\d)\s+betalen/giu, 'buy-pay'],
];

function ordinalValue(word: string, table: ReadonlyArray<readonly [number, string]>): number | undefined {
  return table.find(([, alt]) => new RegExp(`^(?:${alt})$`, 'iu').test(word))?.[0];
}

/** A free trial with its length after it ("Prueba gratis 30 días", "Teste grátis por 14 dias", "جرّب مجاناً 30 يوماً", "30日間無料トライアル"). */
const TRIAL_DAYS = [
  /(?:free\s+trial|try\s+(?:it\s+)?(?:for\s+)?free|prueba\s+gratu?i?t?a?s?|essai\s+gratuit|teste\s+gr[aá]tis|prova\s+gratuita|prova\s+gratis|kostenlos\s+testen|gratis\s+testen|gratis\s+proberen|جرّ?ب(?:ه|ها)?\s+مجان(?:اً|ًا|ا)|تجربة\s+مجانية)\s+(?:de\s+|por\s+|für\s+|per\s+|voor\s+|durante\s+|pendant\s+|لمدة\s+|for\s+)?(\d{1,3})\s?(?:days|días|dias|jours|tage[n]?|giorni|dagen|يوماً|يومًا|يوما|يوم|أيام)(?![\p{L}])/giu,
  /(\d{1,3})\s?日間(?:の)?(?:無料(?:トライアル|体験|お試し)?|お試し)/gu,
];

/** Financing at a rate, before or after it, with its months: "0 % Finanzierung über 48 Monate", "financiación al 0 % en 48 meses". */
const FINANCING_WORD = String.raw`(?:financing|finance|financiaci[oó]n|financiamiento|financiamento|financement|finanziamento|finanzierung|financiering)`;
const MONTHS = String.raw`(?:\s*(?:for|over|durante|en|pendant|sur|f[üu]r|[üu]ber|per|por|em|gedurende|in|op)?\s*(?<m>\d{1,3})\s*(?:months|meses|mois|monaten?|mesi|maanden)(?![\p{L}]))?`;
const FINANCING = new RegExp(
  String.raw`(?:${FINANCING_WORD}\s+(?:al|à|a|zu|met|de|at|with|con|com)?\s*(?<a>\d{1,2}(?:[.,]\d{1,2})?)\s?%|(?<![\p{N}.,])(?<b>\d{1,2}(?:[.,]\d{1,2})?)\s?%\s*${FINANCING_WORD})${MONTHS}`,
  'giu',
);

/** The nth item free becomes "n for n-1" beyond the second ("3 nights + the 4th free" is 4 for 3). */
function nthOffer(nth: number, half: boolean, text: string, item?: string): Offer {
  if (half) return { kind: 'half-price', nth, text };
  if (nth === 2) return { kind: 'free-item', nth: 2, ...(item ? { item } : {}), text };
  return { kind: 'multi-buy', buy: nth, pay: nth - 1, text };
}

/** The nth item free or at half price, "buy one get one 50% off", buy-x-pay-y in words, a free trial's days, financing at a rate. */
export function findOrdinalOffers(text: string): PhraseOffer[] {
  const out: PhraseOffer[] = [];
  const add = (start: number, end: number, offer: Offer): void => {
    if (!out.some((o) => o.start < end && start < o.end)) out.push({ start, end, offer });
  };
  for (const m of text.matchAll(BOGO_HALF))
    add(m.index, m.index + m[0].length, { kind: 'half-price', nth: 2, text: m[0] });
  for (const m of text.matchAll(NTH_LATIN)) {
    const g = m.groups ?? {};
    const nth = ordinalValue(g.ord, ORDINALS);
    // "2." or "4e" alone before a date or a price is no ordinal of an offer: it needs a noun or a verb around it.
    if (
      !nth ||
      (/^\d/.test(g.ord) &&
        !g.noun?.trim() &&
        !/\s(?:is|ist|è|é|est|es)\s/iu.test(m[0]) &&
        !/^(?:the|get|la|el|a|o|die|der|das|de|il)\s/iu.test(m[0]))
    )
      continue;
    add(m.index, m.index + m[0].length, nthOffer(nth, Boolean(g.half), m[0], g.noun?.trim() || undefined));
  }
  for (const m of text.matchAll(NTH_ARABIC)) {
    const g = m.groups ?? {};
    const nth = ordinalValue(g.ord, AR_ORDINALS);
    if (nth) add(m.index, m.index + m[0].length, nthOffer(nth, Boolean(g.half), m[0]));
  }
  for (const m of text.matchAll(NTH_JAPANESE)) {
    const g = m.groups ?? {};
    const nth = JA_NUMBERS[g.n] ?? Number(g.n);
    add(m.index, m.index + m[0].length, nthOffer(nth, Boolean(g.half), m[0]));
  }
  for (const m of text.matchAll(FINANCING)) {
    const g = m.groups ?? {};
    const percent = Number((g.a ?? g.b ?? '').replace(',', '.'));
    if (percent >= 0 && percent < 40)
      add(m.index, m.index + m[0].length, {
        kind: 'apr',
        percent,
        ...(g.m ? { months: Number(g.m) } : {}),
        text: m[0].trim(),
      });
  }
  for (const re of TRIAL_DAYS)
    for (const m of text.matchAll(re))
      add(m.index, m.index + m[0].length, { kind: 'free-trial', days: Number(m[1]), text: m[0] });
  for (const [re, order] of BUY_PAY) {
    for (const m of text.matchAll(re)) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const [buy, pay] = order === 'buy-pay' ? [a, b] : [b, a];
      if (!(buy > pay && pay >= 1)) continue;
      add(
        m.index,
        m.index + m[0].length,
        buy === 2 && pay === 1 ? { kind: 'bogo', text: m[0] } : { kind: 'multi-buy', buy, pay, text: m[0] },
      );
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Words that open no item's name: articles, prepositions, pronouns, "get"-verbs. */
const NOT_IN_NAME = new Set(
  'a an the un une le la les des du el los las lo il gli i o os as um uma der die das den dem des ein eine einen einem einer het een en et y e und and with avec con mit met com per por para pour für voor al au aux am im bei da dal allo alla dans in no na op su sur your votre tu dein je seu sua il bekommst bekommt erhältst erhalten get gets receive recibe reçois reçoit ricevi ricevere recebe krijg krijgt ganhe obtenez obtén llévate wir ich du er sie es ihr nous vous ils elles noi voi loro nós vocês wij jij zij we you they it is ist est è é sono sind are plus also auch aussi anche también também ook nu ora ahora jetzt maintenant agora now today heute hoy aujourd oggi hoje vandaag'.split(
    ' ',
  ),
);
/** Days and "this": a date before an item is the date's ("Este sábado café gratis" → "café gratis"). */
const WHEN_WORD =
  /^(?:este|esta|this|ce|cette|diese[rsn]?|dit|deze|questo|questa|todo|toda|cada|every|chaque|jeden|ogni|elke|heute|today|hoy|aujourd|oggi|hoje|vandaag|ma[nñ]ana|tomorrow|demain|morgen|domani|amanh[aã]|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|segunda|ter[cç]a|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)$/iu;
/** "for the first 100 (customers)" after a free item: its limit. */
const FIRST_N_AFTER =
  /^\s+(?:(?:for|to)\s+the\s+first|para\s+l[oa]s\s+primer[oa]s|aux|pour\s+les|f[üu]r\s+die\s+ersten|(?:ai|per\s+i)\s+primi|(?:aos|para\s+os)\s+primeiros|voor\s+de\s+eerste|لأول)\s+(\d[\d,.]*)(?:\s+premiers)?(?:\s+[\p{L}]+)?/u;
/** English "first day free", "your first lesson is on us": the free word alone would be "free" anything. */
const FIRST_FREE =
  /(?<![\p{L}])(?:(?:the|your)\s+)?(?:first|1st)\s+(?<item>[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)?)\s+(?:is\s+|are\s+)?(?:free|on\s+us)(?![\p{L}])/giu;
const LATIN_FREE = /(?<![\p{L}])(?:gratis|gratuit[eoa]?s?|offert[e]?s?|in\s+omaggio|gr[aá]tis|kostenlos)(?![\p{L}])/giu;
const ARABIC_FREE = /(?<![\p{L}])مجان(?:اً|ًا|ا|ية|ي)(?![\p{L}])/gu;
const ARABIC_STOP = new Set(['على', 'في', 'من', 'مع', 'عند', 'احصل', 'واحصل', 'اشتر', 'و', 'أو', 'لكل', 'كل']);
// A noun may hold a hiragana ending ("見積もり", "爪切り") and a count ("コーヒー1杯"); particles end it.
const JA_FREE =
  /(?<before>(?:[\p{Script=Han}\p{Script=Katakana}ー]+(?:もり|り|し|き|み|え)?){1,4}(?:\d{1,3}[杯個点枚本つ])?)(?:が|を)?(?:無料|プレゼント)|無料(?<after>[\p{Script=Han}\p{Script=Katakana}ー]{2,8})/gu;
const JA_NO_FEE = /入会金\s?(?:0|０)円|入会金無料|事務手数料\s?(?:0|０)円/gu;

/** "im Stadtgebiet", "within the city", "dans Paris": where a free service applies, not the service. */
const AREA_WORD = /^(?:im|in|innerhalb|within|inside|dans|nel|nella|binnen|dentro)$/u;
/** The words before a free word back to a clause's start or a function word (at most four, one number). */
function nameBefore(text: string, end: number, stop: (word: string) => boolean): number | undefined {
  const clause = /[^,.;:!?¡¿()\n–—،؛。、！？]*$/u.exec(text.slice(Math.max(0, end - 60), end))?.[0] ?? '';
  const words = clause.trimEnd().split(/\s+/).filter(Boolean);
  let taken = 0;
  let numbers = 0;
  let start: number | undefined;
  let cursor = end;
  for (let i = words.length - 1; i >= 0 && taken < 4; i--) {
    const word = words[i];
    const bare = word.toLowerCase().replace(/['’]$/, '');
    // "Anfahrt im Stadtgebiet Leipzig kostenlos": the place only bounds the free thing, which comes before it.
    const owner = i > 0 && start !== undefined && AREA_WORD.test(bare) ? words[i - 1] : undefined;
    if (owner && !stop(owner.toLowerCase()) && !/[\d€$£¥%]/u.test(owner) && !WHEN_WORD.test(owner)) {
      cursor = text.lastIndexOf(owner, text.lastIndexOf(word, cursor - 1) - 1);
      start = cursor;
      break;
    }
    if (stop(bare) || /[€$£¥%]/u.test(word) || (/\d/.test(word) && ++numbers > 1)) break;
    cursor = text.lastIndexOf(word, cursor - 1);
    start = cursor;
    taken++;
  }
  // A name cannot open on a connector ("de yoga gratis" → "yoga gratis"), nor be a number alone.
  while (start !== undefined) {
    const first = /^\S+/.exec(text.slice(start))?.[0] ?? '';
    if (!/^(?:de|di|da|del|della|do|van|von)$/iu.test(first) && !/^\d/.test(first)) break;
    const next = text.slice(start + first.length).search(/\S/);
    start = start + first.length + next;
    if (start >= end) return undefined;
  }
  return start;
}

/** A free lesson or class is the offer `free-class` ("Erste Probestunde gratis", "Prima lezione di pilates gratis"). */
const LESSON =
  /(?:stunde|lesson|class|clase|cours|lezione|aula|les|proefles|session|séance|sessione|sesión|sessão|درس|حصة|レッスン)/iu;

/**
 * Free items with their whole name, as the prompt writes them: "Erste Probestunde gratis",
 * "nagels knippen gratis", "un tote bag offert" → "tote bag offert", "الأطفال تحت 6 سنوات مجاناً",
 * "出張見積もり無料", "無料査定", "オリジナルトートバッグをプレゼント", and "入会金0円" (no joining fee).
 */
export function findFreePhrases(text: string): PhraseOffer[] {
  const out: PhraseOffer[] = [];
  const add = (start: number, end: number, offer: Offer): void => {
    if (end > start && !out.some((o) => o.start < end && start < o.end)) out.push({ start, end, offer });
  };
  for (const m of text.matchAll(JA_NO_FEE)) add(m.index, m.index + m[0].length, { kind: 'no-fee', text: m[0] });
  const freeItem = (start: number, freeEnd: number, itemEnd: number): void => {
    const item = text.slice(start, itemEnd).trim();
    const limit = FIRST_N_AFTER.exec(text.slice(freeEnd));
    const end = freeEnd + (limit?.[0].length ?? 0);
    const written = text.slice(start, end);
    const n = limit ? Number(limit[1].replace(/[,.]/g, '')) : undefined;
    add(
      start,
      end,
      LESSON.test(item)
        ? { kind: 'free-class', text: written }
        : { kind: 'free-item', item, ...(n ? { limit: n } : {}), text: written },
    );
  };
  for (const m of text.matchAll(FIRST_FREE))
    freeItem(m.index, m.index + m[0].length, m.index + m[0].search(/\s+(?:is\s+|are\s+)?(?:free|on\s+us)$/iu));
  for (const m of text.matchAll(LATIN_FREE)) {
    const start = nameBefore(text, m.index, (w) => NOT_IN_NAME.has(w) || WHEN_WORD.test(w));
    if (start !== undefined) freeItem(start, m.index + m[0].length, m.index);
  }
  for (const m of text.matchAll(ARABIC_FREE)) {
    const start = nameBefore(text, m.index, (w) => ARABIC_STOP.has(w));
    if (start !== undefined) freeItem(start, m.index + m[0].length, m.index);
  }
  for (const m of text.matchAll(JA_FREE)) {
    // "先着100名様にクッキー無料" is a free item for the first 100: analyze.ts reads it with its limit.
    if (/先着/u.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const item = m.groups?.after ?? m.groups?.before;
    if (item) add(m.index, m.index + m[0].length, { kind: 'free-item', item, text: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}
