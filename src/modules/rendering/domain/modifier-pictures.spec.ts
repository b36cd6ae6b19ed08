// A word that only says how (roasted, homemade), where (a market: no stock chart), or that is used as a
// verb or a figure of speech (prices "on fire", "rocket your sales", "a piece of cake", "pesce
// d'aprile") names no thing to draw. A trade named as a whole ("salon de thé", "Theehuis", "quesería",
// a pet hotel) is drawn as that trade, not as one of its words or the things it serves.
import { imageryFor } from './imagery-for';

const icon = (prompt: string, language: string): string | undefined => imageryFor(prompt, language)?.icon;

describe('a modifier or a figure of speech draws no picture', () => {
  it.each([
    ['english', 'Farmers market at Elm Park: apples, eggs and honey every Saturday', 'chart-increasing-with-yen'],
    ['english', 'Spring sale: our prices are on fire at Ostler Garden Centre', 'fire'],
    ['english', 'Rocket your online shop’s sales: SEO audit from Nordlight', 'rocket'],
    ['english', 'Brunch at Rosie’s is a piece of cake to book: every Sunday from 10', 'puzzle-piece'],
    ['german', 'Wochenmarkt am Domplatz: Obst und Gemüse', 'chart-increasing-with-yen'],
    ['dutch', 'Boerenmarkt op zaterdag: verse groenten', 'chart-increasing-with-yen'],
    ['spanish', 'Mercado de San Miguel: tapas y vinos', 'chart-increasing-with-yen'],
    ['italian', 'Porchetta e pollo arrosto ogni sabato al mercato', 'roasted-sweet-potato'],
    ['italian', 'Pesce d’aprile: sconto del 20% su tutti i dolci', 'fish'],
    ['french', 'Liquidation totale chez Duval : -50 % sur tout le magasin', 'convenience-store'],
  ])('%s "%s" draws no %s', (language, prompt, wrong) => {
    expect(icon(prompt, language)).not.toBe(wrong);
  });

  it.each([
    ['french', 'Salon de thé Amélie : gâteaux maison et thés glacés', 'teapot'],
    ['italian', 'Sala da tè Rosa: torte fatte in casa e tisane', 'teapot'],
    ['dutch', 'Theehuis De Linde: high tea met zelfgebakken taart', 'teapot'],
    ['spanish', 'Quesería artesanal: queso curado de oveja y visitas guiadas', 'cheese-wedge'],
    ['arabic', 'فندق للحيوانات الأليفة: رعاية قطتك أثناء سفرك', 'paw-prints'],
    ['japanese', 'ペットホテル 夏休みのご予約はお早めに', 'paw-prints'],
  ])('%s "%s" draws its trade: %s', (language, prompt, expected) => {
    expect(icon(prompt, language)).toBe(expected);
  });

  it.each([
    ['english', 'Fire pits and log burners, 20% off this autumn', 'fire'],
    ['french', 'Maison à vendre à Annecy, 4 chambres avec jardin', ['house', 'house-with-garden']],
    ['english', 'Wood-fired pizza for your office party, order by noon', 'pizza'],
  ])('%s "%s" still draws %s', (language, prompt, expected) => {
    expect([expected].flat()).toContain(icon(prompt, language));
  });
});
