// What an offer applies to is read as a whole noun phrase: "$50 off any water heater install" is not
// "$50 off any water" (a blind review printed "Phoenix: $50 off any water").
import { analyzePrompt } from './analyze';

describe('an offer scope is a whole noun phrase', () => {
  it.each([
    ['Drain Pros: $40 off any water heater install this month', 'any water heater install'],
    ['Glow Spa: 30% off every facial treatment until Friday', 'every facial treatment'],
    ['Bike Hub: 15% off your first tune up and a free bell', 'your first tune up'],
  ])('%s', (prompt, scope) => {
    const offer = analyzePrompt(prompt).offerDetails[0] as { scope?: { text: string } };
    expect(offer.scope?.text).toBe(scope);
  });
});
