// A price or a discount is printed with what it buys and the unit it is for: "480円" alone is not
// "桜ラテ 480円", "19,99 €" alone is not "19,99 € le premier mois", "30% off" alone is not "30% off
// teeth whitening" (found in an outside review; prompts of our own, in the nine languages).
import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const linesOf = (prompt: string, language: LanguageId, width = 1080, height = 1080): string[] =>
  [0, 1].flatMap((seed) =>
    writeCopy({ prompt, width, height, language, count: 3, seed }).pages.flatMap((page) =>
      // (Money is written with a no-break space: "75 €".)
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])).map((l) => l.replace(/[\u00a0\u202f]/g, ' ')),
    ),
  );

describe('a price keeps the unit it is for (per night, per person, first month)', () => {
  it.each<[LanguageId, string, string, string]>([
    ['english', 'Studio apartment in Lisbon, $95 per night', '$95', '$95 per night'],
    ['german', 'Ferienwohnung am See: 75 € pro Nacht', '75 €', '75 € pro Nacht'],
    ['italian', 'Agriturismo Il Poggio: 60 € a notte con colazione', '60 €', '60 € a notte'],
    ['english', 'Fitness Loft: $1 for your first month', '$1', '$1 for your first month'],
    ['spanish', 'Gimnasio Forma: 9,90 € el primer mes', '9,90 €', '9,90 € el primer mes'],
    ['french', 'Salle de sport Atlas : 14,99 € le premier mois, sans engagement', '14,99 €', '14,99 € le premier mois'],
    ['arabic', 'غرفة مطلة على البحر 300 درهم لليلة', '300 درهم', '300 درهم لليلة'],
  ])('%s: "%s" never prints %s without its unit', (language, prompt, amount, whole) => {
    const lines = linesOf(prompt, language);
    expect(lines.some((l) => l.includes(whole))).toBe(true);
    expect(lines.filter((l) => l.includes(amount) && !l.includes(whole))).toEqual([]);
  });

  it('reads the unit as the offer scope, in each language', () => {
    const scopeOf = (prompt: string): string | undefined => analyzePrompt(prompt).offerDetails[0]?.scope?.text;
    expect(scopeOf('Hotel Lindenhof in Bamberg: Zimmer ab 89 € pro Nacht')).toBe('pro Nacht');
    expect(scopeOf('Gîte des Vignes : 70 € la nuit')).toBe('la nuit');
    expect(scopeOf('Pousada Sol Nascente em Tavira, 65 € por noite, pequeno-almoço incluído')).toBe('por noite');
    expect(scopeOf('Bed and breakfast De Linde in Utrecht: € 85 per nacht')).toBe('per nacht');
    expect(scopeOf('Wine tasting for two, $40 each')).toBe('each');
  });
});

describe('a price or a discount names what it buys', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'Spring deal: 25% off gel manicures at Nail Studio Ivy', '25% off gel manicures'],
    ['french', '-20 % sur les soins du visage chez Institut Rose', '-20 % sur les soins du visage'],
    ['german', '30 % Rabatt auf alle Fahrradhelme bei Radhaus Kiel', '30 % Rabatt auf alle Fahrradhelme'],
    ['italian', 'Sconto del 20% su tutte le pizze da Pizzeria Bella', 'su tutte le pizze'],
    ['portuguese', '15% de desconto em óculos de sol na Ótica Luz', '15% de desconto em óculos de sol'],
    ['dutch', '20% korting op alle fietsen bij Fietsplaats', '20% korting op alle fietsen'],
    ['arabic', 'خصم 25% على العطور في متجر الورد', 'خصم 25% على العطور'],
    ['japanese', 'ネイルサロン ルナ ジェルネイル30%オフ', 'ジェルネイル30%オフ'],
    ['japanese', 'カフェ・ミント 抹茶ラテ 520円', '抹茶ラテ520円'],
    ['italian', 'Pizza margherita da 6 €, consegna gratuita in centro', 'Pizza margherita da 6 €'],
    ['dutch', 'Nieuwe e-bikes vanaf € 1.299 bij Fietsplaats Zwolle', 'e-bikes vanaf € 1.299'],
  ])('%s: "%s" prints "%s" in some variant', (language, prompt, whole) => {
    expect(linesOf(prompt, language).some((l) => l.includes(whole))).toBe(true);
  });

  it('stops what a discount buys at a place, a date or a name', () => {
    const buysOf = (prompt: string): string | undefined => analyzePrompt(prompt).offerDetails[0]?.buys?.text;
    expect(buysOf('30% off sandals until Sunday')).toBe('sandals');
    expect(buysOf('20% off this weekend at Rita’s')).toBeUndefined();
    expect(buysOf('25 % de descuento en Casa Lola este sábado')).toBeUndefined();
    expect(buysOf('15% off lawn care packages booked before May 1')).toBe('lawn care packages');
    // Japanese words before the offer that say when are no product.
    expect(buysOf('本日限定30%オフ')).toBeUndefined();
  });

  it('keeps what the offer buys out of another language, where it would stay untranslated', () => {
    const lines = linesOf('Spring deal: 25% off gel manicures at Nail Studio Ivy', 'german');
    expect(lines.some((l) => l.includes('gel manicures'))).toBe(false);
  });

  it('still prints the offer in a 728x90 where the whole phrase does not fit', () => {
    const prompt = 'Getreidefreies Hundefutter für ausgewachsene Hunde – 20 % Rabatt bei Futterhaus24';
    expect(linesOf(prompt, 'german', 728, 90).some((l) => l.includes('20 %'))).toBe(true);
  });
});
