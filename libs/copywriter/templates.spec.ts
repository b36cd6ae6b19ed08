import { TemplateError, eligible, isTagged, parseTemplate } from './templates';

describe('parseTemplate', () => {
  it('reads tags that hold digits, negations and conjunctions', () => {
    expect(parseTemplate('b2b,saas,education,jobs|Trusted by teams like yours')).toEqual({
      tags: ['b2b', 'saas', 'education', 'jobs'],
      text: 'Trusted by teams like yours',
    });
    expect(parseTemplate('!jobs,!charity,!b2b|A favourite for a reason')).toEqual({
      tags: ['!jobs', '!charity', '!b2b'],
      text: 'A favourite for a reason',
    });
    expect(parseTemplate('sale+retail,sale+real-estate|Our best prices')).toEqual({
      tags: ['sale+retail', 'sale+real-estate'],
      text: 'Our best prices',
    });
    expect(parseTemplate('{Offer} at {brand}')).toEqual({ tags: [], text: '{Offer} at {brand}' });
  });

  it('refuses an entry whose syntax would reach the copy', () => {
    expect(() => parseTemplate('B2B,Saas|Trusted')).toThrow(TemplateError);
    expect(() => parseTemplate('sale|Only {brand')).toThrow(TemplateError);
    expect(() => parseTemplate('a||b')).toThrow(TemplateError);
    expect(() => parseTemplate('sale|')).toThrow(TemplateError);
  });

  it('applies negations and alternatives', () => {
    const t = parseTemplate('!jobs,!charity,!b2b|A favourite for a reason');
    expect(eligible(t, new Set(['real-estate']))).toBe(true);
    expect(eligible(t, new Set(['b2b']))).toBe(false);
    expect(eligible(parseTemplate('b2b,saas|Trusted'), new Set(['b2b']))).toBe(true);
    expect(eligible(parseTemplate('b2b,saas|Trusted'), new Set(['real-estate']))).toBe(false);
    expect(isTagged('b2b|x')).toBe(true);
    expect(isTagged('Sale | 30% off')).toBe(false);
  });
});
