// The advertiser's name is read whole: with the article inside it ("Boulangerie de la Place", "Bakkerij
// van der Meer") and, in Japanese, as the 「」 name a prompt opens on ("「鮨 まつもと」ランチコース").
import { analyzePrompt } from './analyze';

describe('a name keeps the connector and article inside it', () => {
  it.each<[string, string]>([
    ['Boulangerie de la Gare : baguette tradition à 1,20 €, tous les jours dès 7 h.', 'Boulangerie de la Gare'],
    ['Bakkerij van den Berg: 10 krentenbollen voor € 4, alleen op zaterdag.', 'Bakkerij van den Berg'],
    ['Restaurante Casa de los Abuelos: cocido madrileño los jueves por 18 €.', 'Restaurante Casa de los Abuelos'],
    ['Trattoria de la Piazza: menù pranzo a 13 €, dal lunedì al venerdì.', 'Trattoria de la Piazza'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });
});

describe('a Japanese prompt that opens on a name in 「」 is by that name', () => {
  it.each<[string, string]>([
    ['「カフェ・ド・リヨン」春の限定パフェ 1,200円。3月末まで。', 'カフェ・ド・リヨン'],
    ['「鮨 たかはし」平日ランチコース 3,800円、ご予約はお電話で。', '鮨 たかはし'],
    ['【期間限定】「焼肉 まるや」食べ放題 2,980円', '焼肉 まるや'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('reads a product launched under its name as the product', () => {
    const a = analyzePrompt('「抹茶ラテ」新発売！1杯550円、4月末まで。');
    expect(a.brand).toBeUndefined();
    expect(a.product).toBe('抹茶ラテ');
  });
});

describe('an app or software sold under a coined name is by that name', () => {
  it.each<[string, string]>([
    ['Try Ledgerly free for 14 days – invoicing for freelancers. Plans from $9/month.', 'Ledgerly'],
    ['Descarga Ahorrapp: la app que ahorra por ti. Gratis en iOS y Android.', 'Ahorrapp'],
  ])('"%s" is by %s', (prompt, brand) => {
    expect(analyzePrompt(prompt).brand).toBe(brand);
  });

  it('takes no model for its maker, nor the verb before a name', () => {
    expect(analyzePrompt('Download the Aero 14 app today.').brand).toBeUndefined();
    const a = analyzePrompt('Essayez Compta gratuitement pendant 30 jours, puis 12 € par mois.');
    expect(`${a.brand ?? ''} ${a.product ?? ''}`).not.toContain('Essayez');
  });
});
