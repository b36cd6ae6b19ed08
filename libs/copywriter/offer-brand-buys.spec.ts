// A brand before a product noun is part of what a discount buys (offer-scope.ts buysAfter):
// "30% off Nike shoes" is not "30% off".
import { buysAfter } from './offer-scope';

describe('a brand opening what a discount buys', () => {
  it.each([
    ['english', '30% off Puma trainers this week', '30% off', 'Puma trainers'],
    ['english', '40% off Samsung phones until Friday', '40% off', 'Samsung phones'],
    ['italian', '30% di sconto su Nike scarpe', '30% di sconto', 'su Nike scarpe'],
    ['dutch', '30% korting op Nike schoenen', '30% korting', 'op Nike schoenen'],
  ])('%s: %s', (language, prompt, offer, buys) => {
    const end = prompt.indexOf(offer) + offer.length;
    expect(buysAfter(prompt, end, language)?.text).toBe(buys);
  });

  it('still reads a capitalised place with no product noun as no purchase', () => {
    expect(buysAfter('20% off Casa Pepe today', '20% off'.length, 'english')).toBeUndefined();
  });
});
