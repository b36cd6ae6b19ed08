// The price a sale replaces is read with the sale price ("99 € statt 129 €"), never as an offer of its
// own: printed alone, "129 €" on a badge would be a price the shop does not charge.
import { analyzePrompt } from './analyze';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

const CASES: Array<[LanguageId, string, string, string]> = [
  ['english', 'Rain jackets were $140, now $95 at Northpeak Supply until Sunday', '$95', '$140'],
  ['german', 'Gartenstühle bei Holzwerk: 59 € statt 89 €, nur diese Woche', '59 €', '89 €'],
  ['spanish', 'Mochilas escolares en Papelería Lápiz: 24 € (antes 35 €)', '24 €', '35 €'],
  ['french', 'Coupe + brushing à 35 € au lieu de 50 € chez Salon Iris', '35 €', '50 €'],
  ['italian', 'Pizza margherita a 6 € invece di 8 € da Pizzeria Vesuvio', '6 €', '8 €'],
  ['portuguese', 'Ténis de corrida por 49 € em vez de 79 € na Loja Passo', '49 €', '79 €'],
  ['dutch', 'Winterjas van € 149 voor € 99 bij Modehuis Vos', '€ 99', '€ 149'],
  ['portuguese', 'Limpeza de pele na Clínica Lume de R$ 180 por R$ 120 até sexta', 'R$ 120', 'R$ 180'],
];

describe('a price a sale replaces', () => {
  it.each(CASES)('%s: %s', (language, prompt, sale, was) => {
    const offers = analyzePrompt(prompt).offers;
    expect(offers.some((o) => o.includes(sale) && o.includes(was))).toBe(true);
    expect(offers).not.toContain(was);
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 2 });
    // No block says the old price alone.
    for (const page of pages)
      for (const b of page)
        for (const t of Array.isArray(b.value) ? b.value : [b.value]) expect(t.trim()).not.toBe(was);
  });
});
