// Reading the advertiser, the category and the action from prompts written as people write them:
// a sentence that opens with a verb, a title's full stop, a name that starts with a common word,
// brackets with commas inside, and words used in another sense ("don't shop", "no credit card").
import { analyzePrompt } from './analyze';
import { ownLines } from './own-lines';
import { writeCopy } from './write-copy';

describe('names', () => {
  it('does not take a sentence-opening verb into the name', () => {
    const a = analyzePrompt('Year-end rush? Let Northgate Bookkeeping close your books from $99. Book a call.');
    expect(a.brand).toBe('Northgate Bookkeeping');
    expect(a.names).not.toContain('Let Northgate Bookkeeping');
  });

  it("keeps a title's full stop inside the name", () => {
    const a = analyzePrompt('Praxis Dr. Hoffmann: Vorsorgeuntersuchung für 59 €, jetzt Termin buchen.');
    expect(a.names.some((n) => n.includes('Dr. Hoffmann'))).toBe(true);
    expect(a.names).not.toContain('Praxis Dr');
  });

  it('starts a name with a capitalised common word in mid-sentence', () => {
    const a = analyzePrompt('Meet our rescue dogs at Second Chance Rescue this Sunday 11am-3pm');
    expect(a.brand).toBe('Second Chance Rescue');
  });

  it('takes a name that ends in what it is as the advertiser', () => {
    expect(analyzePrompt('Quarterly taxes done right by Fernwood Accounting, from $149').brand).toBe(
      'Fernwood Accounting',
    );
  });

  it('does not read the word before "app" as the product name', () => {
    const a = analyzePrompt('Budget app Pocketwise: 14-day free trial, no ads');
    expect(a.product).not.toBe('Budget');
    expect(a.names).toContain('Pocketwise');
  });
});

describe('category and action', () => {
  it('reads adoption as a visit to a shelter, not a shop', () => {
    const a = analyzePrompt("Adopt, don't shop! Meet our kittens at Whisker Haven this Saturday");
    expect(a.category).toBe('pets');
    expect(a.action).toBe('visit');
  });

  it('reads pick-up in the shop as a bakery order, not a fashion boutique', () => {
    const a = analyzePrompt(
      'Boulangerie Lemoine : bûches de Noël artisanales, commandez avant le 20 décembre, retrait en boutique.',
    );
    expect(a.category).toBe('food');
  });

  it('reads ceramic mugs for sale as a shop, not a pottery class', () => {
    const a = analyzePrompt('Hand-thrown ceramic mugs and bowls by Kiln & Co. New spring collection now online.');
    expect(a.category).not.toBe('creative');
    expect(a.action).toBe('shop');
  });

  it('reads a tax return service as finance', () => {
    expect(analyzePrompt('Tax season is here: we file your tax return from $89, book a free call').category).toBe(
      'finance',
    );
  });

  it('does not take "no credit card" in a free trial for a card on offer', () => {
    const a = analyzePrompt('Invoicing software for freelancers. Try it free for 30 days, no credit card required.');
    expect(a.category).toBe('saas');
  });
});

describe('own lines', () => {
  it('keeps a bracket with a comma inside whole', () => {
    const lines = ownLines(
      'Staff nurse position at Riverside Clinic (nights, full-time). Apply by Monday.',
      analyzePrompt('Staff nurse position at Riverside Clinic (nights, full-time). Apply by Monday.'),
    );
    expect(lines.every((l) => (l.match(/\(/g) ?? []).length === (l.match(/\)/g) ?? []).length)).toBe(true);
  });

  it('does not cut a sentence at a title', () => {
    const prompt = 'Family dentistry with Dr. Alvarez for nervous patients';
    expect(ownLines(prompt, analyzePrompt(prompt)).some((l) => /^Family dentistry with Dr\. Alvarez/.test(l))).toBe(
      true,
    );
  });
});

describe('calls to action', () => {
  it('never asks a student to join the team', () => {
    const { pages } = writeCopy({
      prompt: 'Learn UX design in 10 weeks at Brightpath School. Apply by March 1.',
      width: 1080,
      height: 1080,
      language: 'english',
      count: 4,
      seed: 3,
    });
    const ctas = pages.flatMap((p) => p.filter((b) => b.type === 'cta').map((b) => b.value));
    expect(ctas.length).toBeGreaterThan(0);
    expect(ctas).not.toContain('Join the team');
  });
});

describe('offers as written', () => {
  it('keeps the thing a price buys with the price', () => {
    const a = analyzePrompt('Wing Wednesday at Bluebird Tavern: $1 wings and $4 pints, 5-8pm');
    expect(a.offers).toEqual(['$1 wings', '$4 pints']);
    const { pages } = writeCopy({
      prompt: 'Wing Wednesday at Bluebird Tavern: $1 wings and $4 pints, 5-8pm',
      width: 1080,
      height: 1080,
      language: 'english',
      count: 4,
      seed: 2,
    });
    const text = pages.flatMap((p) => p.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : b.value))).join(' | ');
    expect(text).toContain('$1 wings');
    expect(text).not.toMatch(/(?:^|\| )\$1(?: \||$)|Plus \$4/);
  });

  it('does not take a price with a period or a word of its own for an item', () => {
    expect(analyzePrompt('Memberships $29/month, join today').offerDetails[0]).not.toHaveProperty('item');
    expect(analyzePrompt('Tickets $20 each, doors at 7pm').offerDetails[0]).not.toHaveProperty('item');
  });

  it('reads "buy one serum, get one free" as buy one get one', () => {
    const a = analyzePrompt('Cyber Monday at Lumen Skin: buy one cleanser, get one free. Ends Friday.');
    expect(a.offerDetails[0]).toMatchObject({ kind: 'bogo' });
  });
});
