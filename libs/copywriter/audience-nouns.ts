// Who an ad is for is never who it is by: "Buchhaltung für Selbstständige" is no company called
// "Selbstständige", "Kurse für Anfänger" none called "Anfänger". German capitalises these nouns, and a
// title-case prompt ("Tax Help For Freelancers") does in any language, so a capitalised run after "für" or
// "for" looks like a name. These are the audiences the lexicon's audience groups do not hold (those are
// already no names), folded (no accents, lower case), singular and plural.
import { fold } from './text';

const AUDIENCE_NOUNS = new Set(
  [
    // the self-employed and freelancers
    'freelancer',
    'freelancers',
    'owners',
    'self-employed',
    'selbststandige',
    'selbststandigen',
    'selbstandige',
    'selbstandigen',
    'freiberufler',
    'freiberuflerinnen',
    'solo-selbststandige',
    'independants',
    'auto-entrepreneurs',
    'autoentrepreneurs',
    'autonomos',
    'trabajadores autonomos',
    'liberi professionisti',
    'lavoratori autonomi',
    'freelance',
    'profissionais liberais',
    'zelfstandigen',
    'zzpers',
    "zzp'ers",
    'ondernemers',
    'unternehmer',
    'unternehmerinnen',
    'grunder',
    'grunderinnen',
    'existenzgrunder',
    // beginners and learners
    'beginners',
    'anfanger',
    'anfangerinnen',
    'einsteiger',
    'einsteigerinnen',
    'fortgeschrittene',
    'principiantes',
    'debutants',
    'principianti',
    'iniciantes',
    'beginners',
    // people by stage of life or work
    'berufstatige',
    'rentner',
    'rentnerinnen',
    'azubis',
    'auszubildende',
    'schuler',
    'schulerinnen',
    'mieter',
    'vermieter',
    'hausbesitzer',
    'eigentumer',
    'hundebesitzer',
    'katzenbesitzer',
    'tierbesitzer',
    'neukunden',
    'stammkunden',
    'mitglieder',
    'patienten',
    'patientinnen',
    'arbeitnehmer',
    'arbeitnehmerinnen',
    'arbeitgeber',
    'beschaftigte',
    'employees',
    'employers',
    'homeowners',
    'renters',
    'tenants',
    'landlords',
  ].map(fold),
);

/** Whether a capitalised run names an audience ("Selbstständige", "Freiberufler und Gründer"), not an advertiser. */
export function isAudienceRun(run: string): boolean {
  const words = fold(run)
    .split(/\s+(?:und|and|et|y|e|en|&)\s+|\s+/u)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => AUDIENCE_NOUNS.has(w));
}
