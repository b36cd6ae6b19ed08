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
    ['Sagra di Funghi a Borgotaro, domenica dalle 10', 'Funghi'],
    ['Festival de Blues de Cahors, billets dès 25 €', 'Blues de Cahors'],
  ])('after "de", "di", "da" one plain word says what the occasion is of: "%s" is not by %s', (prompt, notBrand) => {
    expect(analyzePrompt(prompt).brand).not.toBe(notBrand);
  });

  it.each<[string, string]>([
    ['Casa de Lúa: 30 % en toda la tienda', 'Casa de Lúa'],
    ['Museo del Prado: entradas gratis', 'Museo del Prado'],
  ])('a name with "de"/"of" inside stays whole: "%s"', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });
});

describe('a venue, an occasion or a listing heading the prompt is never the advertiser', () => {
  it.each<[string, string]>([
    ['Elm Park summer fair, rides and food trucks, Saturday from noon', 'Elm Park'],
    ['Riverside Gardens autumn festival, Sunday 11am, free entry', 'Riverside Gardens'],
    ['Parc Borély fête des voisins, samedi 14 juin', 'Parc Borély'],
    ['Plaza Mayor mercado navideño, del 1 al 24 de diciembre', 'Plaza Mayor'],
    ["Piazza Garibaldi festa d'estate, sabato sera", 'Piazza Garibaldi'],
    ['مهرجان الصيف في حديقة الأزهر، الجمعة ٥ مساءً', 'حديقة الأزهر'],
  ])('"%s" happens at %s', (prompt, place) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.brand).toBeUndefined();
    expect(analysis.location).toBe(place);
  });

  it.each<[string, string]>([
    ['Apartamento T2 em Lisboa, 250.000 €, varanda e garagem', 'Lisboa'],
    ['Appartement T3 à Bordeaux, 280 000 €, balcon', 'Bordeaux'],
    ['Moradia T4 em Cascais com jardim, 390.000 €', 'Cascais'],
  ])('a dwelling and its rooms is what is sold: "%s"', (prompt, place) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.brand).toBeUndefined();
    expect(analysis.location).toBe(place);
  });

  it.each(['秋祭り 中央公園 9月14日 17時から', '冬セール 全品30%オフ 1月末まで'])(
    'a Japanese occasion at the head is no name: "%s"',
    (prompt) => {
      expect(analyzePrompt(prompt).brand).toBeUndefined();
    },
  );

  it('a named venue that does something is still the advertiser', () => {
    expect(analyzePrompt('Riverside Park hosts a summer fair on Saturday').brand).toBe('Riverside Park');
    expect(analyzePrompt('Oak Park Dental: free whitening consult this month').brand).toBe('Oak Park Dental');
  });
});
