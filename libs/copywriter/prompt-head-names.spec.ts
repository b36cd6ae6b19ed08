import { analyzePrompt } from './analyze';

// A blind judge's set 9: "Brechó Segunda Chance" printed as "BRECHÓ SEGUNDA" with Porto Alegre as the brand,
// and "OPEN AUDITIONS - The Harbour Players" as the advertiser's name.
describe('the name that heads a prompt', () => {
  it.each([
    [
      'Brechó Segunda Chance - Rua Padre Chagas 410, Moinhos de Vento, Porto Alegre. Bazar de verão no sábado 12/12.',
      'Brechó Segunda Chance',
    ],
    [
      'OPEN AUDITIONS - The Harbour Players are casting our spring musical! Sunday 10 January, 2-5pm.',
      'The Harbour Players',
    ],
    ['BIG SALE - Bloom Boutique, 50% off all dresses this weekend.', 'Bloom Boutique'],
    ['Bloom Boutique Last Chance - 50% off all dresses this weekend.', 'Bloom Boutique'],
  ])('%s -> %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('a town after a district and the street is part of the address, no product', () => {
    const a = analyzePrompt('Brechó Aurora - Rua Padre Chagas 410, Moinhos de Vento, Porto Alegre. Bazar de verão.');
    expect(a.location).toBe('Rua Padre Chagas 410, Moinhos de Vento, Porto Alegre');
    expect(a.product).toBeUndefined();
  });

  it('a second capitalised word after the district that opens a sentence is no town', () => {
    const a = analyzePrompt('Bakery Nook, 12 Mill Road, Chesterton, Fresh bread daily.');
    expect(a.location).toBe('12 Mill Road, Chesterton');
  });
});
