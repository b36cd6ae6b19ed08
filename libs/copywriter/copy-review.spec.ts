// Defects found by reading the copy of the scorecard's prompts as a marketer would (issue 14):
// each test holds the prompt that showed it, in the language it was written in.
import { analyzePrompt } from './analyze';
import { findMentions } from './mentions';
import { fold } from './text';
import type { Page } from './types';
import { writeCopy } from './write-copy';

const lines = (pages: Page[]): string[] => pages.flat().flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));

describe('copy review: numbers, codes and third parties', () => {
  it('reads "k.k." (kosten koper) after a Dutch price as an abbreviation, not a thousand', () => {
    const prompt = 'Te koop: herenhuis aan de Prinsengracht, 5 kamers. Vraagprijs € 2.450.000 k.k. Bel 020 555 0123.';
    const price = analyzePrompt(prompt).offerDetails.find((o) => o.kind === 'price');
    expect(price && 'money' in price ? price.money.amount : undefined).toBe(2_450_000);
    const text = lines(writeCopy({ prompt, width: 1080, height: 1080, language: 'dutch', count: 3 }).pages).join(' ');
    expect(text).not.toMatch(/2\.450\.000\.000/);
    // A real multiplier still multiplies.
    const k = analyzePrompt('Penthouse for €350k.').offerDetails.find((o) => o.kind === 'price');
    expect(k && 'money' in k ? k.money.amount : undefined).toBe(350_000);
  });

  it('reads a promo code whatever the case of its cue word, and never makes the code a name of a place', () => {
    const prompt =
      'Black Friday en ElectroHogar: 40 % de descuento en auriculares y envío gratis. Solo el 28 de noviembre. Código BF40.';
    const a = analyzePrompt(prompt);
    expect(a.offerDetails).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'code', code: 'BF40' })]));
    expect(a.names).not.toContain('Código BF40');
    for (const line of lines(writeCopy({ prompt, width: 1080, height: 1080, language: 'spanish', count: 3 }).pages))
      expect(line).not.toMatch(/en Código|Código BF40:/);
  });

  it("takes matching donors, booking platforms and speakers' companies for third parties", () => {
    expect(
      findMentions('Our coat drive runs until December 15. All donations matched by Northbank up to $50,000.').map(
        (m) => m.text,
      ),
    ).toEqual(['Northbank']);
    expect(
      findMentions('Cabinet dentaire du Parc : blanchiment à 290 €. Prenez rendez-vous sur Doctolib.').map(
        (m) => m.text,
      ),
    ).toEqual(['Doctolib']);
    expect(findMentions('Hungry? Order from Wok Express on DoorDash – 25% off').map((m) => m.text)).toEqual([
      'DoorDash',
    ]);
    expect(
      findMentions('Avec Claire Martin, directrice relation client chez Orange. Organisé par Relatio.').map(
        (m) => m.text,
      ),
    ).toEqual(['Orange']);
    expect(findMentions('Con Giulia Rossi di Amazon Italia. Organizzato da ShopAcademy.').map((m) => m.text)).toEqual([
      'Amazon Italia',
    ]);
    expect(findMentions('Racoon live in de Ziggo Dome, vrijdag 17 oktober').map((m) => m.text)).toEqual(['Ziggo Dome']);
    expect(analyzePrompt('Hungry? Order from Wok Express on DoorDash – 25% off orders of $20 or more').brand).toBe(
      'Wok Express',
    );
  });

  it('keeps the advertiser and dates out of the third parties', () => {
    // "with Anna at Glow Studio": the studio advertises; "order on Monday" is a day.
    expect(findMentions('Book with Anna Smith at Glow Studio')).toEqual([]);
    expect(findMentions("Tony's Pizza: order on Monday, get 2-for-1")).toEqual([]);
  });
});

describe('copy review: filler', () => {
  it('does not repeat a stock line in two lists of one answer', () => {
    const { pages } = writeCopy({
      prompt: 'Black Friday: 40% off all mattresses at SleepWell, ends Monday',
      width: 1080,
      height: 1080,
      language: 'english',
      count: 3,
    });
    const listed = pages
      .flatMap((p) => p.filter((b) => b.type === 'bulletlist').flatMap((b) => b.value as string[]))
      .map(fold);
    const stock = listed.filter((l) => !/40|monday|sleepwell/.test(l));
    expect(stock.length).toBe(new Set(stock).size);
  });

  it('starts the call-to-action rotation from the prompt, so unrelated requests do not all open with one button', () => {
    const prompts = [
      'Dental clinic in Austin: book your appointment',
      'Glow Studio facials, book online',
      'Hotel by the lake, book your stay',
      'Yoga classes in the park, book a class',
      'Barber shop downtown, book a cut',
      'Car service at QuickFit, book your slot',
    ];
    const first = new Set(
      prompts.map(
        (prompt) =>
          writeCopy({ prompt, width: 1080, height: 1080, language: 'english', count: 1 }).pages[0].at(-1)?.value,
      ),
    );
    expect(first.size).toBeGreaterThan(1);
  });
});
