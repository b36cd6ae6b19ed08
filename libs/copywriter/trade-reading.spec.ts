// The trade read right, so the copy and the button fit it: a trade's own words outweigh a word it
// shares with another trade ("course" at a Pilates studio, "shoes" at a bowling alley, "bags" for
// sleeping bags). Prompts of our own, in several languages, for each misread seen on contact sheets.
import { analyzePrompt } from './analyze';
import type { Category, CtaIntent } from './types';

interface Case {
  prompt: string;
  category: Category;
  action?: CtaIntent;
}

function expectRead(cases: readonly Case[]): void {
  for (const c of cases) {
    const a = analyzePrompt(c.prompt);
    const got = { prompt: c.prompt, category: a.category, ...(c.action ? { action: a.action } : {}) };
    expect(got).toEqual({ prompt: c.prompt, category: c.category, ...(c.action ? { action: c.action } : {}) });
  }
}

describe('trade reading', () => {
  it('asks a pet shop to shop, not to book', () => {
    expectRead([
      { prompt: 'Tienda de mascotas Patitas: comida y juguetes para perros y gatos', category: 'pets', action: 'shop' },
      { prompt: 'Zoohandlung Pfote: Futter und Spielzeug für Hund und Katze', category: 'pets', action: 'shop' },
      { prompt: 'Negozio per animali Fido: crocchette e giocattoli per cani', category: 'pets', action: 'shop' },
      { prompt: 'Loja de animais Bicho Feliz: ração e brinquedos', category: 'pets', action: 'shop' },
      // A groomer still takes bookings.
      { prompt: 'Happy Tails dog grooming: a bath and a trim for your dog', category: 'pets', action: 'book' },
    ]);
  });
});
