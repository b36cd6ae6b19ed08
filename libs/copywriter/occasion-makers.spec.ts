import { analyzePrompt } from './analyze';

describe('an occasion "von|by|de|di|van|da" a name: the advertiser is the name after the preposition', () => {
  it.each<[string, string]>([
    ['Frühjahrsputz-Angebot von BlitzBlank: 3 Stunden Grundreinigung für 99 €', 'BlitzBlank'],
    ['Herbstfest von Weingut Keller, Sonntag ab 11 Uhr, Eintritt frei', 'Weingut Keller'],
    ['Summer sale by Oakline: 30% off all sofas this week', 'Oakline'],
    ['Soldes de Maison Lila : -40 % sur toutes les robes', 'Maison Lila'],
    ['Rebajas de Zapatería Olmo: 30 % en botas hasta el domingo', 'Zapatería Olmo'],
    ['Serata di degustazione di Cantina Ferri, venerdì alle 20, 25 €', 'Cantina Ferri'],
    ['Feira de verão da Loja Maré: tudo com 20 % de desconto', 'Loja Maré'],
    ['Zomeractie van Bakkerij Jansen: 2 broden voor 5 €', 'Bakkerij Jansen'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it.each<[string, string]>([
    ['Casa de Lúa: 30 % en toda la tienda', 'Casa de Lúa'],
    ['Museo del Prado: entradas gratis', 'Museo del Prado'],
  ])('a name with "de"/"of" inside stays whole: "%s"', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });
});
