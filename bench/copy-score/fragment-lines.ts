// Lines glued from a template and a fragment of the prompt, a phrase no copywriter would write: a bullet
// that is a bare value ("10am", "£25") or a preposition and a name ("In Wye Valley", "On Mill Road",
// "Per bambini", "Until January 31"), a short filler and a preposition before a name ("All at The Gilded
// Hare.", "Tudo com Porto Alegre.", "Nu bij Hemelvaartsdag") and a title "X: Y" whose Y opens with a
// preposition or is a bare date ("OPEN: on Killigrew Street", "Segna la data: venerdì", "Date prisa: hasta
// el 8 de enero"). Counted per page by copy:score.
import { baseForm } from './normalize';

type Block = { type: string; value: string | string[] };

/** Prepositions that open a place, a date or an audience in the nine languages (Latin script; Arabic). */
const PREPOSITIONS = new Set(
  (
    'in on at until till by from for with near ' +
    'am im bei bis ab auf mit für fur zum zur ' +
    'à au aux en dans chez jusqu jusqu’au jusqu’à dès avec pour sur ' +
    'hasta desde con para por de del ' +
    'da fino per su al alla allo nel nella dal dalla entro ' +
    'em na nas nos até ate com pelo pela ' +
    'op bij tot vanaf met voor aan ' +
    'في حتى على مع من لغاية'
  ).split(' '),
);

/** Short fillers that only lead to the name after them ("All at", "Tudo com", "Nu bij", "Available at"). */
const FILLERS = new Set(
  (
    'all everything now available only ' +
    'alles jetzt nur erhältlich verfügbar ' +
    'tout toujours disponible maintenant ' +
    'todo ahora disponible solo ' +
    'tutto ora disponibile solo ' +
    'tudo agora disponível só ' +
    'alles nu verkrijgbaar'
  ).split(' '),
);

const WEEKDAYS_AND_MONTHS =
  /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|januari|februari|maart|mei|juni|juli|augustus|oktober)\p{L}*$/u;

const words = (s: string): string[] => baseForm(s).match(/[\p{L}\p{N}’'£$€%:.,-]+/gu) ?? [];
const bare = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Whether a text is only a value: a time, a price, a number or a date ("10am", "£25", "Friday 14 June"). */
export function isBareValue(text: string): boolean {
  const ws = words(text).map(bare).filter(Boolean);
  if (ws.length === 0 || ws.length > 4) return false;
  const value = (w: string) =>
    /^[£$€]?\d[\d.,:h]*(?:am|pm|h|€|%|st|nd|rd|th|e|º|ª)?$/u.test(w) ||
    WEEKDAYS_AND_MONTHS.test(w) ||
    /^(?:am|pm|de|del|the|of)$/u.test(w);
  return ws.every(value) && ws.some((w) => /\d/.test(w) || WEEKDAYS_AND_MONTHS.test(w));
}

/** A preposition and a name, nothing more ("In Wye Valley", "At St Mark's Church Hall", "Per bambini"). */
export function isPrepositionFragment(text: string): boolean {
  const ws = words(text).map(bare).filter(Boolean);
  return ws.length >= 2 && ws.length <= 6 && PREPOSITIONS.has(ws[0]) && !/[.!?]\s/.test(text.trim());
}

/** A filler and a preposition before a name ("All at The Gilded Hare.", "Nu bij Hemelvaartsdag"). */
export function isFillerBeforeName(text: string): boolean {
  const ws = words(text).map(bare).filter(Boolean);
  const at = ws.findIndex((w) => PREPOSITIONS.has(w));
  if (at < 1 || at > 2 || !ws.slice(0, at).every((w) => FILLERS.has(w)) || ws.length - at > 5) return false;
  // What follows is a name, not a date or a count ("Only until Friday", "Jetzt in 5 Minuten").
  const rest = ws.slice(at + 1);
  return rest.length > 0 && !rest.some((w) => /\d/.test(w) || WEEKDAYS_AND_MONTHS.test(w));
}

/** "X: Y" whose Y opens with a preposition or is a bare date ("OPEN: on Killigrew Street", "Segna la data: venerdì"). */
export function isColonFragment(text: string): boolean {
  const m = /^(.+?)\s*[:：]\s+(.+)$/u.exec(text.trim());
  if (!m || /\d$/.test(m[1])) return false;
  const second = m[2];
  const first = bare(words(second)[0] ?? '');
  const dated = words(second)
    .map(bare)
    .some((w) => WEEKDAYS_AND_MONTHS.test(w));
  return PREPOSITIONS.has(first) || (dated && isBareValue(second));
}

/** The lines of a page read as such fragments, each with its kind. */
export function fragmentLines(page: readonly Block[]): string[] {
  const out: string[] = [];
  for (const b of page) {
    const values = Array.isArray(b.value) ? b.value : [b.value];
    for (const v of values) {
      if (typeof v !== 'string' || !v.trim()) continue;
      if (b.type === 'bulletlist' && isBareValue(v)) out.push(`bare value "${v}"`);
      else if (b.type === 'bulletlist' && isPrepositionFragment(v)) out.push(`preposition + name "${v}"`);
      else if (['title', 'subtitle', 'body', 'bulletlist'].includes(b.type)) {
        const sentences = b.type === 'body' ? v.split(/(?<=[.!?])\s+/u) : [v];
        const glued = sentences.find(isFillerBeforeName);
        if (glued) out.push(`filler + name "${glued}"`);
        else if (b.type !== 'body' && isColonFragment(v)) out.push(`colon fragment "${v}"`);
      }
    }
  }
  return out;
}
