import { campaignSeedOf } from './campaign-seed';

describe('campaignSeedOf', () => {
  const prompt = 'Summer sale at Northwind Outfitters: 30% off all jackets';
  it('gives every set of one prompt the same seed (spacing and case aside)', () => {
    expect(campaignSeedOf('acc-1', { prompt, language: 'english' })).toBe(
      campaignSeedOf('acc-1', { prompt: `  ${prompt.toUpperCase()} `, language: 'english' }),
    );
  });
  it('differs by account, language and words', () => {
    const base = campaignSeedOf('acc-1', { prompt, language: 'english' });
    expect(campaignSeedOf('acc-2', { prompt, language: 'english' })).not.toBe(base);
    expect(campaignSeedOf('acc-1', { prompt, language: 'german' })).not.toBe(base);
    expect(campaignSeedOf('acc-1', { prompt: `${prompt}!`, language: 'english' })).not.toBe(base);
    expect(campaignSeedOf('acc-1', { pages: [[{ type: 'title', value: 'Hi' }]], language: 'english' })).not.toBe(
      campaignSeedOf('acc-1', { pages: [[{ type: 'title', value: 'Ho' }]], language: 'english' }),
    );
  });
});
