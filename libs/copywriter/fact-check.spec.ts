// extractFacts, checkFacts and writeCopy on the prompts of issue 14. The same prompts in every catalog
// language and format are fact-check.matrix.slow.spec.ts (the slow tier).
import { checkFacts } from './fact-check';
import { extractFacts } from './facts';
import { COPY_LANGUAGES } from './languages';
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';
import { FACT_SIZES, ISSUE_PROMPTS } from './testing/issue-14-prompts';

const textsOf = (pages: Page[]): string[] =>
  pages.flatMap((p) => p.flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value])));

describe('extractFacts', () => {
  it.each(ISSUE_PROMPTS.map((c) => [c.prompt, c]))('reads each fact of %s in its role', (_p, c) => {
    const facts = extractFacts(c.prompt);
    for (const [role, text] of c.roles) expect(facts.map((f) => [f.role, f.text])).toContainEqual([role, text]);
  });

  it('never reads 24/7 as a date nor a phone number as a price or date', () => {
    const facts = extractFacts("Dave's Plumbing: 24/7 emergency call-outs, call 555-0134");
    expect(facts.filter((f) => ['date', 'time', 'price', 'sale-price', 'from-price'].includes(f.role))).toEqual([]);
  });

  it('keeps sale prices, from-prices and plain prices apart', () => {
    const roles = (prompt: string): string[] =>
      extractFacts(prompt)
        .filter((f) => f.money)
        .map((f) => `${f.role} ${f.text}`);
    expect(roles('Black Friday: iPhone 16 for only $699')).toEqual(['sale-price $699']);
    expect(roles('Jazz night, tickets from $25')).toEqual(['from-price $25']);
    expect(roles('Coldplay tribute night at Club Echo, tickets €20')).toEqual(['price €20']);
    expect(roles('Plans from $29/month')).toEqual(['from-price $29/month']);
    expect(roles('$10 feeds a family for a week. Give to City Harvest this winter.')).toEqual([
      'donation $10 feeds a family for a week',
    ]);
    expect(roles('20% off orders over $100 with code HAIR20')).toEqual(['threshold 20% off']);
  });

  it('does not take "free of" or words around "free" for offers, nor years or order numbers for phones', () => {
    const facts = (prompt: string): string[] => extractFacts(prompt).map((f) => `${f.role} ${f.text}`);
    expect(facts('Feel free to drop by our gluten-free bakery. Sugar free gummies too')).toEqual([]);
    expect(
      facts('Since 1998, serving the city. Order #123456789 shipped').filter((f) => !/^(brand|product|place) /.test(f)),
    ).toEqual([]);
    expect(facts('Buy 2 get 1 free on all candles')).toEqual(['multi-buy Buy 2 get 1 free']);
    expect(facts('Call 1-800-555-0199 to order')).toEqual(['phone 1-800-555-0199']);
    expect(facts('Wir haben Mo-Sa von 9 bis 18 Uhr geöffnet, Tel. 030 1234567')).toEqual([
      'time von 9 bis 18 Uhr',
      'phone 030 1234567',
      'days Mo-Sa',
    ]);
  });

  it('reads phones, addresses, time ranges and offers in other languages', () => {
    const facts = (prompt: string): string[] => extractFacts(prompt).map((f) => `${f.role} ${f.text}`);
    expect(facts("Soldes d'hiver : -50 % sur les manteaux, infos au 01 23 45 67 89")).toContain('phone 01 23 45 67 89');
    expect(facts('خصم 25% على جميع العطور، اتصل على 0501234567')).toContain('phone 0501234567');
    expect(facts('Bäckerei Sonnenschein: 3 für 2 auf Brötchen, geöffnet 7-13 Uhr')).toEqual(
      expect.arrayContaining(['multi-buy 3 für 2', 'time 7-13 Uhr']),
    );
    expect(facts('Pizzeria Da Mario, aperto dalle 19:00 alle 23:00, tel. 02 1234 5678')).toEqual(
      expect.arrayContaining(['time dalle 19:00 alle 23:00', 'phone 02 1234 5678']),
    );
    expect(facts('Fietsenwinkel De Spaak: gratis koffie voor de eerste 50 klanten')).toContain(
      'free-item gratis koffie voor de eerste 50 klanten',
    );
    expect(facts('新規オープン記念 先着100名様にクッキー無料 6月1日(土)10時〜18時')).toEqual(
      expect.arrayContaining(['free-item 先着100名様にクッキー無料', 'time 10時〜18時']),
    );
    expect(facts('Promoção: leve 3 pague 2 em todos os cremes, frete grátis acima de R$ 150')).toEqual(
      expect.arrayContaining(['multi-buy leve 3 pague 2', 'threshold frete grátis acima de R$ 150']),
    );
    expect(facts('Email hello@brightsmile.com or visit https://brightsmile.com/book')).toEqual([
      'email hello@brightsmile.com',
      'url https://brightsmile.com/book',
    ]);
    expect(facts('BrightSmile Dental: free consultation, open Mon-Fri 9am-5pm')).toEqual(
      expect.arrayContaining(['days Mon-Fri', 'time 9am-5pm']),
    );
  });
});

describe('writeCopy keeps the facts (issue 14)', () => {
  describe.each(ISSUE_PROMPTS.map((c) => [c.prompt, c]))('%s', (_p, c) => {
    it('carries every fact in English in every format and invents no number (every language: the slow tier)', () => {
      for (const [width, height] of FACT_SIZES) {
        const { pages } = writeCopy({ prompt: c.prompt, width, height, language: 'english', seed: 1 });
        const check = checkFacts(c.prompt, pages, { language: 'english' });
        expect({ width, height, ...check, missing: check.missing.map((f) => f.text) }).toEqual({
          width,
          height,
          missing: [],
          invented: [],
          misused: [],
        });
      }
    });

    it('shows an English reader the fact in its role', () => {
      const all = textsOf(writeCopy({ prompt: c.prompt, width: 1080, height: 1080, language: 'english' }).pages);
      for (const wordings of c.english) {
        expect({
          wordings,
          present: all.some((t) => wordings.some((w) => t.toLowerCase().includes(w.toLowerCase()))),
        }).toEqual({ wordings, present: true });
      }
      // "Only $" only for a sale price: none of these prompts has one.
      expect(all.filter((t) => /only\s*\$/i.test(t))).toEqual([]);
    });
  });

  it('never writes 24/7 as a date: no month and no "Save the date" in any language', () => {
    for (const language of COPY_LANGUAGES) {
      const all = textsOf(
        writeCopy({
          prompt: "Dave's Plumbing: 24/7 emergency call-outs, call 555-0134",
          width: 1080,
          height: 1080,
          language,
        }).pages,
      ).join(' | ');
      expect({ language, july: /July|julio|juillet|Juli|luglio|julho|juli|7月|يوليو/.test(all) }).toEqual({
        language,
        july: false,
      });
    }
  });

  it('writes a time range with one unit, in the language’s wording', () => {
    const all = (language: LanguageId): string =>
      textsOf(
        writeCopy({
          prompt: 'Bakery Sunshine: open Saturday 7-13h, 3 for 2 on bread rolls',
          width: 1080,
          height: 1080,
          language,
        }).pages,
      ).join(' | ');
    expect(all('german')).toMatch(/7–13\sUhr/);
    expect(all('english')).toContain('7am–1pm');
  });

  it('keeps the prompt’s own words for offers in its own language', () => {
    const italian = textsOf(
      writeCopy({
        prompt: 'Gelateria Bella: secondo cono gratis questo weekend, vieni a trovarci',
        width: 1080,
        height: 1080,
        language: 'italian',
      }).pages,
    );
    expect(italian.some((t) => /second[oa] cono gratis|il secondo gratis/i.test(t))).toBe(true);
    const pizza = textsOf(
      writeCopy({ prompt: "Tuesday 2-for-1 pizzas at Luigi's", width: 1080, height: 1080, language: 'english' }).pages,
    );
    expect(pizza.some((t) => t.includes('2-for-1'))).toBe(true);
    expect(pizza.some((t) => /until tuesday/i.test(t))).toBe(false);
  });
});

describe('checkFacts', () => {
  const page = (...texts: string[]): Page => [
    { type: 'title', value: texts[0] },
    ...texts.slice(1).map((value) => ({ type: 'body' as const, value })),
    { type: 'cta', value: 'Learn more' },
  ];

  it('finds the defects the issue reported', () => {
    const pennywise = checkFacts(
      'Pennywise, the budgeting app that saves you $500 a year. Download free on iOS and Android.',
      [page('Pennywise: only $500', 'Free download')],
      {
        language: 'english',
      },
    );
    expect(pennywise.misused).toHaveLength(1);
    expect(pennywise.missing.map((f) => f.role)).toEqual([]);

    const dave = checkFacts(
      "Dave's Plumbing: 24/7 emergency call-outs, call 555-0134",
      [page('Save the date: July 24', 'Something for everyone')],
      { language: 'english' },
    );
    expect(dave.invented).toEqual(['24 in "Save the date: July 24"']);
    expect(dave.missing.map((f) => f.role)).toEqual(['all-hours', 'phone']);

    const house = checkFacts(
      '4-bed family home in Austin, $2.45M, open house Sunday 1-4pm',
      [page('Only $2', 'Sunday')],
      { language: 'english' },
    );
    expect(house.invented).toEqual(['2 in "Only $2"']);
    expect(house.missing.map((f) => f.role)).toEqual(['price', 'time', 'spec']);

    const tote = checkFacts(
      'Free tote for shoppers spending more than $40 this weekend',
      [page('Only $40', 'This weekend')],
      { language: 'english' },
    );
    expect(tote.misused).toEqual(['threshold Free tote for shoppers spending more than $40 written as "only $40"']);
  });

  it('accepts the facts in another language’s wording and the user’s own', () => {
    const prompt = '4-bed family home in Austin, $2.45M, open house Sunday 1-4pm';
    expect(checkFacts(prompt, [page('$2.45M', 'Sunday 1-4pm', '4-bed')], { language: 'english' })).toEqual({
      missing: [],
      invented: [],
      misused: [],
    });
    const german: LanguageId = 'german';
    const facts = extractFacts(prompt, german);
    expect(checkFacts(facts, [page('2.450.000 $', 'Am Sonntag, 13–16 Uhr')], { language: german })).toEqual({
      missing: [],
      invented: [],
      misused: [],
    });
  });

  it('owes a job ad’s pay, verbatim, and writes it', () => {
    const prompt =
      'Wir stellen ein! Die Spedition Nordlicht sucht 20 Lagerhelfer in Hannover. 16,50 € pro Stunde, unbefristet, 500 € Startbonus.';
    expect(
      extractFacts(prompt, 'german')
        .filter((f) => f.role === 'price')
        .map((f) => f.text),
    ).toEqual(['16,50 € pro Stunde', '500 €']);
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'german', count: 3, seed: 0 });
    expect(checkFacts(prompt, pages, { language: 'german' }).missing).toEqual([]);
  });

  it('never builds a title from the head of a longer number ("Cerchi Prezzo 2?")', () => {
    const prompt =
      'Villa in vendita sul Lago di Como: 5 camere, 4 bagni. Prezzo 2,45 milioni di euro. Contatta Immobiliare Lario al 031 234 567.';
    for (const seed of [0, 1, 2]) {
      const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'italian', count: 3, seed });
      expect(checkFacts(prompt, pages, { language: 'italian' }).invented).toEqual([]);
      expect(textsOf(pages).filter((t) => /Prezzo 2(?![,.\d])/.test(t))).toEqual([]);
    }
  });

  it('allows numbers of the prompt that are no fact, and names with digits', () => {
    const prompt = 'Donate to Food For All this Ramadan to help feed 1,000 families. Launch of FlowDesk 2.0';
    expect(checkFacts(prompt, [page('Help feed 1,000 families', 'FlowDesk 2.0')]).invented).toEqual([]);
    expect(checkFacts(prompt, [page('Help feed 2,000 families')]).invented).toEqual([
      '2,000 in "Help feed 2,000 families"',
    ]);
  });
});
