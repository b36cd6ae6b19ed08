// What a prompt says of time pressure and newness, so that the copy says no more than it:
//   - `pressing`: the prompt itself says the offer is limited, ends, is the last, or to hurry ("sale
//     ends Sunday", "limited places", "nur noch heute", "数量限定", "لفترة محدودة"). Only then may
//     the copy write "Last chance", "Hurry", "Don't miss out", "Now or never" (bank tag `pressing`).
//     A deadline alone ("20% off until Sunday") is written as the deadline ("Until Sunday"), not as
//     alarm; a day of an event ("Saturday 10am-2pm") is no deadline at all.
//   - `fresh`: the prompt says something is new, launched or opening. Only then may the copy write
//     "New: …", "It's here", "Be among the first to try it" (bank tag `launch`). "New customers"
//     and "new members" are who the offer is for, not news.
import { hasAnyKeyword } from './matching';
import { LAUNCH_WORDS, MOOD_WORDS } from './lexicon';
import { fold } from './text';
import type { PromptAnalysis } from './types';

/** Words of the nine languages that put a limit or an end on an offer (matched on the folded prompt). */
const PRESSING: readonly RegExp[] = [
  /\b(?:last|final|ends?|ending|limited|hurry|only until|while (?:stocks?|supplies) lasts?|today only|tonight only|flash|countdown|closing down|don'?t miss)\b/u,
  /\b(?:letzte[nrs]?|endet|enden|begrenzt\w*|limitiert\w*|nur noch|nur heute|solange der vorrat reicht|schnell sein)\b/u,
  /\b(?:dernier|derniere|derniers|dernieres|se termine|prend fin|limite(?:e|es|s)?|jusqu'a epuisement|depechez|aujourd'hui seulement)\b/u,
  /\b(?:ultim[oa]s?|ultimi|ultime|termina|acaba|finisce|scade|limitad[oa]s?|limitat[oaie]|hasta agotar|fino ad esaurimento|ate esgotar|date prisa|affrettati|corra|solo hoy|solo oggi|so hoje)\b/u,
  /\b(?:laatste|eindigt|loopt af|beperkt\w*|gelimiteerd\w*|op=op|wees snel|alleen vandaag)\b/u,
  /最後|終了|限定|締切|締め切り|今だけ|本日のみ|急げ|お急ぎ|ラスト|なくなり次第/u,
  /آخر|ينتهي|تنتهي|محدود|لفترة محدودة|أسرع|اليوم فقط|حتى نفاد/u,
];

/** "Only" beside a deadline makes it a limit ("this weekend only", "nur dieses Wochenende", "solo hasta el domingo"). */
const ONLY = /\b(?:only|just|solo|solamente|nur|seulement|uniquement|soltanto|apenas|somente|alleen)\b|だけ|のみ|فقط/u;

/** "New" that names who an offer is for (new customers, neue Kunden), not something new. */
const NEW_FOR_PEOPLE =
  /\b(?:new|neue[nr]?|nouveaux?|nouvelles?|nuev[oa]s|nuov[ie]|nov[oa]s|nieuwe)\s+(?:customers?|clients?|members?|patients?|students?|subscribers?|users?|kunden|mitglieder|patienten|adherents?|clientes?|miembros|socios?|membri|pazienti|alunos|klanten|leden)\b/gu;

export function saysPressing(prompt: string, analysis: PromptAnalysis): boolean {
  const folded = fold(prompt);
  // Japanese and Arabic words are matched as written too: folding splits their marks (ぎ, آ).
  if (PRESSING.some((re) => re.test(folded) || re.test(prompt)) || hasAnyKeyword(folded, MOOD_WORDS.urgent))
    return true;
  // "48 hours only", "today only", "this weekend only": the end is the offer's own length.
  const until = analysis.dateDetails.filter((d) => d.relation === 'until');
  return (
    until.some((d) => d.kind === 'duration' || d.kind === 'today' || d.kind === 'tonight') ||
    (until.length > 0 && ONLY.test(folded))
  );
}

export function saysNew(prompt: string, analysis: PromptAnalysis): boolean {
  if (analysis.event === 'grand-opening') return true;
  const folded = fold(prompt).replace(NEW_FOR_PEOPLE, ' ');
  return hasAnyKeyword(folded, LAUNCH_WORDS) || /\bnew\b/u.test(folded);
}
