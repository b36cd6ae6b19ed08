// Each scorecard metric on crafted answers: a good one scores clean, a bad one is caught.
import type { FixtureItem } from './fixtures';
import { type Answer, type ScorePage, leaksIn, scoreAnswers } from './score';

const item = (over: Partial<FixtureItem> = {}): FixtureItem => ({
  id: 'en-900',
  language: 'english',
  prompt: 'Just listed: 4-bed home in Westfield, $2.45M. Open house Sunday 1-4pm, call 212-555-0100.',
  format: 'socialMedia-instagram-post',
  category: 'real-estate',
  action: 'book',
  facts: [
    { role: 'price', any: ['$2.45M', '$2,450,000'] },
    { role: 'time', any: ['1-4pm', '13:00-16:00'] },
  ],
  ...over,
});

const page = (title: string, ...rest: string[]): ScorePage => [
  { type: 'title', value: title },
  ...rest.map((value) => ({ type: 'body', value })),
];
const good: ScorePage[] = [
  page('Your 4-bed home in Westfield', 'Listed at $2,450,000', 'Open house Sunday 13:00–16:00'),
  page('Room for everyone', 'Call 212-555-0100'),
  page('Westfield living, $2.45M'),
];
const analysis = { category: 'real-estate', ctaIntent: 'book' };
const score = (answers: Answer[]) => scoreAnswers(answers);

describe('scoreAnswers', () => {
  it('scores a faithful answer clean', () => {
    const card = score([{ item: item(), pages: good, analysis }]);
    expect(card.overall.category).toEqual({ hit: 1, of: 1 });
    expect(card.overall.action).toEqual({ hit: 1, of: 1 });
    expect(card.overall.factRecall).toEqual({ hit: 2, of: 2 });
    expect(card.overall.pagesWithInvented).toEqual({ hit: 0, of: 3 });
    expect(card.overall.pagesWithLeak).toEqual({ hit: 0, of: 3 });
    expect(card.overall.requestsWithRepeatedTitle).toEqual({ hit: 0, of: 1 });
  });

  it('counts a wrong category and a wrong action, reading `action` before `ctaIntent`', () => {
    const card = score([
      { item: item(), pages: good, analysis: { category: 'retail', ctaIntent: 'book', action: 'shop' } },
    ]);
    expect(card.overall.category.hit).toBe(0);
    expect(card.overall.action.hit).toBe(0);
    expect(card.examples.misread[0].what).toContain('action shop');
  });

  it('maps the copywriter vocabulary through the table (food → restaurant, reserve → book)', () => {
    const card = score([
      { item: item({ category: 'restaurant' }), pages: good, analysis: { category: 'food', ctaIntent: 'reserve' } },
    ]);
    expect(card.overall.category.hit).toBe(1);
    expect(card.overall.action.hit).toBe(1);
  });

  it('misses a fact no page carries, and does not find "5" inside "$500"', () => {
    const it5 = item({ prompt: 'Every $5 plants a tree', facts: [{ role: 'donation', any: ['$5'] }] });
    const card = score([{ item: it5, pages: [page('Plant trees', '$500 plants a forest')], analysis }]);
    expect(card.overall.factRecall).toEqual({ hit: 0, of: 1 });
    expect(card.recallByRole.donation).toEqual({ hit: 0, of: 1 });
  });

  it('finds a fact through NBSP, case and digit grouping', () => {
    const card = score([
      { item: item({ facts: [{ role: 'price', any: ['€2.450.000'] }] }), pages: [page('NOW €2\u00a0450\u00a0000')] },
    ]);
    expect(card.overall.factRecall).toEqual({ hit: 1, of: 1 });
  });

  it('flags a page with a number the prompt never gave', () => {
    const pages = [...good.slice(0, 2), page('Save 20% this week only', 'Open house Sunday 1-4pm')];
    const card = score([{ item: item(), pages, analysis }]);
    expect(card.overall.pagesWithInvented).toEqual({ hit: 1, of: 3 });
    expect(card.examples.invented[0].what).toContain('20');
  });

  it('flags leaked syntax', () => {
    for (const bad of [
      'Shop {product} now',
      'b2b,saas',
      'Price: undefined',
      'NaN% off',
      'Fresh | Local',
      '[[cta]]',
      'Hello __NAME__',
    ]) {
      expect(leaksIn(bad)).not.toEqual([]);
    }
    expect(leaksIn('Tacos, burritos and more – 2,450 happy guests')).toEqual([]);
    expect(leaksIn('Todo en Gràcia, a las 8:00')).toEqual([]);
    const card = score([{ item: item(), pages: [page('Sale', 'great for b2b,saas teams')] }]);
    expect(card.overall.pagesWithLeak).toEqual({ hit: 1, of: 1 });
  });

  it('flags a request whose variants share a headline', () => {
    const card = score([
      { item: item(), pages: [page('Open house Sunday'), page('Open house Sunday!'), page('Other')] },
    ]);
    expect(card.overall.requestsWithRepeatedTitle).toEqual({ hit: 1, of: 1 });
  });

  it('reports the share of pages carrying the most frequent line', () => {
    const answers = [1, 2].map((n) => ({
      item: item({ id: `en-90${n}` }),
      pages: [page(`Home ${n}`, 'Book a viewing'), page(`Other ${n}`)],
    }));
    const card = score(answers);
    expect(card.topLines[0]).toEqual({ line: 'book a viewing', pages: 2, share: 0.5 });
    expect(card.maxLineShare).toBe(0.5);
    expect(card.topLineByLanguage.english).toEqual({ line: 'book a viewing', pages: 2, share: 0.5 });
  });

  it('counts a third party read as the advertiser', () => {
    const webinar = item({
      prompt: 'Webinar with Priya Raman of Zendesk, hosted by Supportly',
      notAdvertiser: ['Zendesk'],
      facts: [],
    });
    const card = score([
      { item: webinar, pages: [page('Webinar')], analysis: { category: 'event', brand: 'Zendesk' } },
    ]);
    expect(card.overall.thirdPartyAsBrand).toEqual({ hit: 1, of: 1 });
  });

  it('counts the advertiser named only when its brand is a labelled name printed on a page', () => {
    const shop = item({
      prompt: 'Oakridge Tree Care – certified arborists, talk by Ana Lima of Woodland Trust',
      notAdvertiser: ['Woodland Trust'],
      facts: [
        { role: 'name', any: ['Oakridge Tree Care'] },
        { role: 'name', any: ['Woodland Trust'] },
      ],
    });
    const printed = [page('Oakridge Tree Care'), page('Certified arborists')];
    const card = score([
      { item: shop, pages: printed, analysis: { brand: 'Oakridge Tree Care' } },
      { item: shop, pages: [page('Certified arborists')], analysis: { brand: 'Oakridge Tree Care' } },
      { item: shop, pages: printed, analysis: { brand: 'Woodland Trust' } },
      { item: shop, pages: printed, analysis: {} },
      { item: item(), pages: good, analysis },
    ]);
    expect(card.overall.advertiserNamed).toEqual({ hit: 1, of: 4 });
    expect(card.examples.unnamed.map((e) => e.what)).toContain('no brand read');
  });

  it('counts a failed request and all its facts as missed', () => {
    const card = score([{ item: item(), pages: null, error: 'refused' }]);
    expect(card.overall.failed).toBe(1);
    expect(card.overall.factRecall).toEqual({ hit: 0, of: 2 });
  });

  it('breaks the figures down by language and category', () => {
    const card = score([
      { item: item(), pages: good, analysis },
      { item: item({ id: 'ar-001', language: 'arabic', category: 'charity' }), pages: null },
    ]);
    expect(Object.keys(card.byLanguage).sort()).toEqual(['arabic', 'english']);
    expect(card.byCategory.charity.failed).toBe(1);
    expect(card.byCategory['real-estate'].factRecall).toEqual({ hit: 2, of: 2 });
  });
});
