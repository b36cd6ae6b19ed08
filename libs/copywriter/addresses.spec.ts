// An address is read whole (street, postcode, town, in each language's order) and recorded as one
// place: never a town read as the product ("Denver: $720,000", found in an outside review), and
// printed whole on its own line, as a real-estate or shop ad prints it. Prompts of our own.
import { analyzePrompt } from './analyze';
import { findAddresses, wholeAddress } from './addresses';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const whole = (text: string, language: LanguageId): string[] =>
  findAddresses(text, language).map((a) => wholeAddress(text, a).text);

const linesOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1].flatMap((seed) =>
    writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.flatMap((page) =>
      page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
    ),
  );

describe('an address is read whole, in each language’s order', () => {
  it.each<[LanguageId, string, string]>([
    ['english', '4-bed colonial, 18 Willow Court, Naperville, $615,000', '18 Willow Court, Naperville'],
    ['english', 'Open house at 77 Cedar Road, Austin, TX 78704 on Sunday', '77 Cedar Road, Austin, TX 78704'],
    ['german', 'Neu: Café Lotte, Lindenstraße 8, 50674 Köln. Kuchen ab 3 €', 'Lindenstraße 8, 50674 Köln'],
    ['dutch', 'Te koop: Prinsengracht 240, 1016 HG Amsterdam', 'Prinsengracht 240, 1016 HG Amsterdam'],
    ['french', 'Appartement T3, 8 rue des Écoles, 75005 Paris, 640 000 €', '8 rue des Écoles, 75005 Paris'],
    ['spanish', 'Ático en venta en Calle Alcalá 120, Madrid', 'Calle Alcalá 120, Madrid'],
    ['italian', 'Trilocale, Via Garibaldi 22, 10122 Torino', 'Via Garibaldi 22, 10122 Torino'],
    ['portuguese', 'Loja nova na Rua das Flores 31, 4050-262 Porto', 'Rua das Flores 31, 4050-262 Porto'],
    ['japanese', '中古マンション 大阪市北区梅田2-4-9 3,280万円', '大阪市北区梅田2-4-9'],
    ['arabic', 'فيلا للبيع في شارع التحلية 40، جدة بسعر مليوني ريال', 'شارع التحلية 40، جدة'],
  ])('%s: "%s" → "%s"', (language, prompt, address) => {
    expect(whole(prompt, language)).toEqual([address]);
  });

  it('ends the town at a full stop', () => {
    expect(whole('Bäckerei Korn, Marktstraße 3, 89073 Ulm. Frische Brezn jeden Morgen', 'german')).toEqual([
      'Marktstraße 3, 89073 Ulm',
    ]);
  });
});

describe('an address is a place, printed whole', () => {
  it.each<[LanguageId, string, string, string]>([
    ['english', '3-bed ranch, 41 Aspen Drive, Boise, $489,000', '41 Aspen Drive, Boise', 'Boise'],
    ['italian', 'Bilocale in vendita, Via Verdi 5, 37121 Verona, 240.000 €', 'Via Verdi 5, 37121 Verona', 'Verona'],
    ['portuguese', 'Apartamento T1, Rua do Carmo 12, Lisboa, 280.000 €', 'Rua do Carmo 12, Lisboa', 'Lisboa'],
  ])('%s: "%s"', (language, prompt, address, town) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.location).toBe(address);
    expect([analysis.brand, analysis.product]).not.toContain(town);
    const lines = linesOf(prompt, language);
    // On a line of its own, as the ad prints it, and never the town alone before the price.
    expect(lines).toContain(address);
    expect(lines.filter((l) => l.startsWith(`${town}:`))).toEqual([]);
  });
});

describe('a shop’s address is printed once per page', () => {
  it.each<[LanguageId, string, string]>([
    ['german', 'Neueröffnung: Café Lotte, Lindenstraße 8, 50674 Köln. Kuchen ab 3 €', 'Lindenstraße 8, 50674 Köln'],
    [
      'english',
      'Grand opening of Maple & Rye, 214 Elm Street, Portland: free coffee all day',
      '214 Elm Street, Portland',
    ],
  ])('%s: "%s"', (language, prompt, address) => {
    const pages = [0, 1].flatMap((seed) =>
      writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.map((page) =>
        page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
      ),
    );
    expect(pages.some((lines) => lines.some((l) => l.includes(address)))).toBe(true);
    expect(pages.filter((lines) => lines.filter((l) => l.includes(address)).length > 1)).toEqual([]);
  });
});
