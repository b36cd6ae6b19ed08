import { analyzePrompt } from './analyze';

describe('analyzePrompt', () => {
  it('reads a retail sale: product, brand, percentage, deadline, season, free shipping with its minimum', () => {
    const a = analyzePrompt('Summer sale: 30% off all running shoes at Stride until Sunday, free shipping over $50');
    expect(a.product).toBe('running shoes');
    expect(a.productIsName).toBe(false);
    expect(a.productConcept).toBe('sneakers');
    expect(a.brand).toBe('Stride');
    expect(a.season).toBe('summer');
    expect(a.offers).toEqual(['30% off', 'free shipping over $50']);
    expect(a.offerDetails[0]).toMatchObject({ kind: 'percent-off', percent: 30, upTo: false });
    expect(a.offerDetails[1]).toMatchObject({ kind: 'free-shipping', minimum: { amount: 50, currency: 'USD' } });
    expect(a.dateDetails).toEqual([expect.objectContaining({ kind: 'weekday', weekday: 0, relation: 'until' })]);
    expect(a.dates).toEqual(['Sunday']);
    expect(a.ctaIntent).toBe('shop');
    expect(a.category).toBe('fashion');
  });

  it('keeps a camel-case product name verbatim and reads a dictated CTA', () => {
    const a = analyzePrompt(
      'Launch of FlowDesk 2.0, the project management platform for small businesses. Start your free trial today',
    );
    expect(a.product).toBe('FlowDesk 2.0');
    expect(a.productIsName).toBe(true);
    expect(a.audienceId).toBe('small-business');
    expect(a.audience).toBe('small businesses');
    expect(a.offerDetails).toEqual([expect.objectContaining({ kind: 'free-trial' })]);
    // "start your free trial today" urges; it sets no deadline.
    expect(a.dateDetails).toEqual([]);
    expect(a.cta).toBe('Start your free trial');
    expect(a.ctaIntent).toBe('try');
    expect(a.launch).toBe(true);
    expect(a.category).toBe('saas');
  });

  it('reads an opening: venue, place, weekday with time, event', () => {
    const a = analyzePrompt("Grand opening of Luigi's Trattoria in Brooklyn this Saturday at 7pm");
    expect(a.brand).toBe("Luigi's Trattoria");
    expect(a.location).toBe('Brooklyn');
    expect(a.event).toBe('grand-opening');
    expect(a.dateDetails).toEqual([
      expect.objectContaining({ kind: 'weekday', weekday: 6, relation: 'on', time: { hour: 19, minute: 0 } }),
    ]);
    expect(a.category).toBe('food');
    expect(a.names).toEqual(expect.arrayContaining(["Luigi's Trattoria", 'Brooklyn']));
  });

  it('reads a job ad: company, role, deadline, and takes no salary for an offer', () => {
    const a = analyzePrompt("We're hiring senior backend engineers at Acme Corp, $120,000 salary, apply by June 30");
    expect(a.category).toBe('jobs');
    expect(a.brand).toBe('Acme Corp');
    expect(a.product).toBe('backend engineers');
    expect(a.offers).toEqual([]);
    expect(a.dateDetails).toEqual([expect.objectContaining({ kind: 'date', day: 30, month: 6, relation: 'until' })]);
    expect(a.ctaIntent).toBe('apply');
  });

  it('reads up-to percentages, promo codes and month-day dates', () => {
    const a = analyzePrompt('Black Friday: up to 50% off electronics, ends Nov 30. Use code BF50');
    expect(a.event).toBe('black-friday');
    expect(a.offerDetails).toEqual([
      expect.objectContaining({ kind: 'percent-off', percent: 50, upTo: true }),
      expect.objectContaining({ kind: 'code', code: 'BF50' }),
    ]);
    expect(a.dates).toEqual(['Nov 30']);
    expect(a.names).toContain('BF50');
    expect(a.mood).toBe('urgent');
  });

  it('reads a webinar title as a name and its date as a when, not a deadline', () => {
    const a = analyzePrompt('Free webinar: Scaling DevOps with Kubernetes, Thursday June 12 at 3pm, register now');
    expect(a.product).toBe('Scaling DevOps with Kubernetes');
    expect(a.productIsName).toBe(true);
    expect(a.brand).toBeUndefined();
    expect(a.offerDetails).toEqual([expect.objectContaining({ kind: 'free-registration' })]);
    expect(a.dateDetails).toEqual([
      expect.objectContaining({
        kind: 'date',
        day: 12,
        month: 6,
        weekday: 4,
        relation: 'on',
        time: { hour: 15, minute: 0 },
      }),
    ]);
    expect(a.cta).toBe('register now');
    // A webinar is an event (what is sold is the session), written with the business lines.
    expect(a.category).toBe('event');
  });

  it('keeps a charity name with capitalised small words', () => {
    const a = analyzePrompt('Donate to Food For All this Ramadan to help feed 1,000 families');
    expect(a.brand).toBe('Food For All');
    expect(a.event).toBe('ramadan');
    expect(a.category).toBe('charity');
    expect(a.ctaIntent).toBe('donate');
  });

  it('reads prices with thousands separators and a from-price', () => {
    const a = analyzePrompt('3-bedroom apartments in downtown Austin from $350,000, open house Saturday');
    expect(a.offerDetails).toEqual([
      expect.objectContaining({ kind: 'price', from: true, money: { amount: 350000, currency: 'USD', decimals: 0 } }),
    ]);
    expect(a.location).toBe('Austin');
    expect(a.category).toBe('real-estate');
    expect(a.dateDetails[0]).toMatchObject({ kind: 'weekday', weekday: 6, relation: 'on' });
    expect(a.season).toBeUndefined();
  });

  it('reads a prompt written in Spanish', () => {
    const a = analyzePrompt('Rebajas de verano: 40% de descuento en vestidos hasta el 31 de julio');
    expect(a.promptLanguage).toBe('spanish');
    expect(a.season).toBe('summer');
    expect(a.offerDetails).toEqual([expect.objectContaining({ kind: 'percent-off', percent: 40 })]);
    expect(a.dateDetails).toEqual([expect.objectContaining({ kind: 'date', day: 31, month: 7, relation: 'until' })]);
    expect(a.productConcept).toBe('dresses');
  });

  it('reads a prompt written in French with a euro price', () => {
    const a = analyzePrompt(
      'Soldes d’hiver : -20 % sur les manteaux jusqu’au 15 février, livraison gratuite dès 49,90 €',
    );
    expect(a.promptLanguage).toBe('french');
    expect(a.season).toBe('winter');
    expect(a.offerDetails.map((o) => o.kind)).toEqual(['percent-off', 'free-shipping']);
    expect(a.offerDetails[1]).toMatchObject({
      kind: 'free-shipping',
      minimum: { amount: 49.9, currency: 'EUR', decimals: 2 },
    });
    expect(analyzePrompt('Nouveaux manteaux dès 49,90 €').offerDetails[0]).toMatchObject({ kind: 'price', from: true });
    expect(a.dateDetails[0]).toMatchObject({ kind: 'date', day: 15, month: 2, relation: 'until' });
    expect(a.productConcept).toBe('jackets');
  });

  it('reads Japanese and Arabic offers and dates', () => {
    const ja = analyzePrompt('夏のセール 全品30%オフ 8月31日まで 送料無料');
    expect(ja.promptLanguage).toBe('japanese');
    expect(ja.season).toBe('summer');
    expect(ja.offerDetails.map((o) => o.kind)).toEqual(['percent-off', 'free-shipping']);
    expect(ja.dateDetails[0]).toMatchObject({ kind: 'date', day: 31, month: 8, relation: 'until' });
    const ar = analyzePrompt('خصم 25% على جميع العطور حتى الجمعة مع شحن مجاني');
    expect(ar.promptLanguage).toBe('arabic');
    expect(ar.offerDetails.map((o) => o.kind)).toEqual(['percent-off', 'free-shipping']);
    expect(ar.dateDetails[0]).toMatchObject({ kind: 'weekday', weekday: 5, relation: 'until' });
    expect(ar.productConcept).toBe('fragrance');
  });

  it('reads BOGO, recurring weekdays and possessive venue names', () => {
    const a = analyzePrompt("Buy one get one free on all pizzas at Tony's Pizza every Tuesday");
    expect(a.offerDetails).toEqual([expect.objectContaining({ kind: 'bogo' })]);
    expect(a.brand).toBe("Tony's Pizza");
    expect(a.dateDetails[0]).toMatchObject({ kind: 'weekday', weekday: 2, relation: 'every' });
    expect(a.productConcept).toBe('pizza');
  });

  it('reads relative dates, durations and weekends', () => {
    expect(analyzePrompt('Flash sale 20% off everything, 48 hours only').dateDetails[0]).toMatchObject({
      kind: 'duration',
      amount: 48,
      unit: 'hours',
    });
    expect(analyzePrompt('Book flights from €49 this weekend only').dateDetails[0]).toMatchObject({
      kind: 'weekend',
      relation: 'until',
    });
    expect(analyzePrompt('15% off today only at Bloom').dateDetails[0]).toMatchObject({
      kind: 'today',
      relation: 'until',
    });
    expect(analyzePrompt('Clearance: 40% off until the end of the month').dateDetails[0]).toMatchObject({
      kind: 'end-of-month',
    });
    expect(analyzePrompt('Christmas market, Dec 12-14, free entry').dateDetails[0]).toMatchObject({
      kind: 'date',
      day: 12,
      endDay: 14,
      month: 12,
    });
  });

  it('does not take a percentage that is not an offer', () => {
    expect(analyzePrompt('Our new protein bar has 30% more protein').offers).toEqual([]);
    expect(analyzePrompt('Grow revenue 25% faster with Acme CRM').offers).toEqual([]);
    expect(analyzePrompt('Save 25% on your first order').offerDetails[0]).toMatchObject({
      kind: 'percent-off',
      percent: 25,
    });
  });

  it('does not take a modal "may" or a name like "Spring Boot" for a date or season', () => {
    const a = analyzePrompt('You may love our Spring Boot course for developers');
    expect(a.dates).toEqual([]);
    expect(a.season).toBeUndefined();
    expect(a.audienceId).toBe('developers');
  });

  it('reads a quoted headline and a quoted CTA verbatim', () => {
    const a = analyzePrompt('Ad for "Nova Lamp" with the headline "Light that follows you" and a button "Grab yours"');
    expect(a.product).toBe('Nova Lamp');
    expect(a.productIsName).toBe(true);
    expect(a.headline).toBe('Light that follows you');
    expect(a.cta).toBe('Grab yours');
  });

  it('sets the mood from the words, the category and the occasion', () => {
    expect(analyzePrompt('Luxury watches, exclusive collection').mood).toBe('luxury');
    expect(analyzePrompt('Organic vegan bakery in Portland').mood).toBe('natural');
    expect(analyzePrompt('Yoga and meditation retreat').mood).toBe('calm');
    expect(analyzePrompt('Merry Christmas from our team').mood).toBe('festive');
    expect(analyzePrompt('B2B webinar on cloud security').mood).toBe('professional');
  });

  it('lists keywords without stop words or duplicates', () => {
    const a = analyzePrompt('Fresh coffee and fresh pastries at the corner bakery');
    expect(a.keywords).toEqual(expect.arrayContaining(['fresh', 'coffee', 'pastries', 'corner', 'bakery']));
    expect(a.keywords).not.toContain('the');
    expect(new Set(a.keywords).size).toBe(a.keywords.length);
  });

  it('reads the deadlines, prices and occasions of the brief', () => {
    expect(analyzePrompt('Spring clearance, 25% off, ends 31 May').dateDetails[0]).toMatchObject({
      kind: 'date',
      day: 31,
      month: 5,
      relation: 'until',
    });
    expect(analyzePrompt('Headphones now $19.99 at SoundCo').offerDetails[0]).toMatchObject({
      kind: 'price',
      money: { amount: 19.99, currency: 'USD', decimals: 2 },
    });
    expect(analyzePrompt('Trainers for only 19,99 €').offerDetails[0]).toMatchObject({
      kind: 'price',
      money: { amount: 19.99, currency: 'EUR' },
    });
    expect(analyzePrompt('BOGO on all tacos').offerDetails[0]).toMatchObject({ kind: 'bogo' });
    expect(analyzePrompt('Cyber Monday deals on laptops').event).toBe('cyber-monday');
    expect(analyzePrompt('Back to school supplies for kids').event).toBe('back-to-school');
    expect(analyzePrompt("Valentine's dinner for two").event).toBe('valentines');
    expect(analyzePrompt('Eid Mubarak from our family').event).toBe('eid');
    expect(analyzePrompt('Black Friday: 40% off').mood).toBe('urgent');
  });

  it('copes with an empty prompt', () => {
    const a = analyzePrompt('   ');
    expect(a.offers).toEqual([]);
    expect(a.category).toBe('general');
    expect(a.keywords).toEqual([]);
  });
});

describe('analyzePrompt: streets and verbs', () => {
  it.each([
    ['Grand opening of Luigi’s pizzeria on Main Street, 20% off this weekend', 'Main Street'],
    ['Nouvelle boutique Rue de la Paix : -30 % sur tout', 'Rue de la Paix'],
    ['Neues Café in der Kaiserstraße, Kaffee zum halben Preis', 'Kaiserstraße'],
  ])('a street is a place, never the product or brand: %s', (prompt, street) => {
    const a = analyzePrompt(prompt);
    expect({ product: a.product, brand: a.brand }).not.toEqual(expect.objectContaining({ product: street }));
    expect(a.brand).not.toBe(street);
  });

  it('ends the product phrase at its verb ("budgeting app | helps you save")', () => {
    expect(analyzePrompt('Our new budgeting app helps you save $500 a year, download free').product).toBe(
      'budgeting app',
    );
  });
});
