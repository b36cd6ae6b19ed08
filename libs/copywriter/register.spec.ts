// Register: serious trades (funerals, law, tax, medicine, care, public offices) get no familiar address.
import { addressesFamiliarly } from './register';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const FAMILIAR: ReadonlyArray<[LanguageId, RegExp]> = [
  ['german', /\b(du|dich|dir|dein\w*)\b|^(Sprich|Schreib|Ruf|Besuch|Mach)\b/iu],
  ['french', /\b(tu|toi|ton|ta|tes)\b/iu],
  ['spanish', /(^|\s)(tu|tus|tú|contigo)(\s|$)/iu],
  ['italian', /\b(tu|tuo|tua|tuoi|per te)\b/iu],
  ['dutch', /\b(je|jij|jouw)\b/iu],
];

const SERIOUS: ReadonlyArray<[LanguageId, string]> = [
  ['german', 'Bestattungen Krämer in Bonn: würdevoller Abschied, Vorsorgeberatung, erreichbar unter 0228 765432'],
  ['german', 'Kanzlei Vogt & Partner, Steuerberatung für Selbstständige: Erstgespräch kostenlos, 040 987654'],
  ['german', 'Pflegedienst Sonnenschein: ambulante Pflege in Dresden, Beratung unter 0351 445566'],
  ['french', 'Cabinet d’avocats Lefèvre : droit de la famille, premier rendez-vous offert, 04 72 11 22 33'],
  ['french', 'Pompes funèbres Garnier : obsèques et prévoyance, à Lyon, 04 78 00 11 22'],
  ['spanish', 'Funeraria San José: servicio 24 horas en Valencia, teléfono 963 112 233'],
  ['italian', 'Studio notarile Ferri: atti e successioni a Bologna, tel. 051 223344'],
  ['dutch', 'Uitvaartverzorging Jansen: persoonlijke uitvaart in Utrecht, bel 030 123 4567'],
];

describe('register', () => {
  it.each([
    ['german', 'Sprich mit uns'],
    ['german', 'Expertise, auf die du zählen kannst'],
    ['french', 'Réserve ta place'],
    ['spanish', 'Llama hoy a tu asesor'],
    ['dutch', 'Alles voor jouw tuin'],
  ] as const)('%s "%s" is familiar', (language, line) => {
    expect(addressesFamiliarly(line, language)).toBe(true);
  });

  it.each([
    ['german', 'Jetzt Termin vereinbaren'],
    ['french', 'Réservez votre place'],
    ['french', 'Je réserve'],
    ['dutch', 'Maak een afspraak'],
  ] as const)('%s "%s" is not', (language, line) => {
    expect(addressesFamiliarly(line, language)).toBe(false);
  });

  it.each(SERIOUS)('%s: no "du/tu/je" for a serious trade: %s', (language, prompt) => {
    const familiar = FAMILIAR.find(([l]) => l === language)![1];
    const pages = writeCopy({ prompt, width: 1080, height: 1350, language, count: 4 }).pages;
    // Calls to action are chosen in channels.ts; this is the banks' lines.
    for (const page of pages)
      for (const el of page) if (el.type !== 'cta') expect(`${el.type}: ${el.value}`).not.toMatch(familiar);
  });
});
