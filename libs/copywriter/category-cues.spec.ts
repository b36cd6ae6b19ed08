import { analyzePrompt } from './index';
import type { Category } from './types';

// New prompts (not the scorecard's) for the cues that were missing: rentals for a day out, insurance of
// a car or home, e-invoicing software, florists and board-game shops, takeaway dishes, charity runs,
// deep cleans, opticians, camps, Spanish shoes and jeans, German and Dutch tax help written as one word.
const CASES: Array<[string, Category]> = [
  ['Bike hire by the lake: e-bikes from $18 a day, helmets free', 'travel'],
  ['Kayak rental on the Dordogne, 2 hours for €25', 'travel'],
  ['Fahrradverleih am Bodensee: Tagesmiete ab 15 €', 'travel'],
  ['Alquiler de bicicletas en Sevilla, desde 10 € el día', 'travel'],
  ['Noleggio bici elettriche sul Lago di Garda, da 20 € al giorno', 'travel'],
  ['Sloepverhuur in Loosdrecht, vanaf €90 per dagdeel', 'travel'],
  ['Seguro de hogar con Protecta desde 9 €/mes, calcula tu precio', 'finance'],
  ['Car insurance from Roadwise: switch today and save up to $250', 'finance'],
  ['Assurance auto jeunes conducteurs chez Clairvoie, devis en 3 minutes', 'finance'],
  ['تأمين السيارات من درع: خصم 15% عند التجديد', 'finance'],
  ['Facturación electrónica para autónomos con Facturalo: prueba gratis 15 días', 'saas'],
  ['Floristería Jazmín: ramos de temporada con envío en Málaga', 'retail'],
  ['Jeux de société à -20 % ce week-end chez Le Dé Rouge', 'retail'],
  ['Pizza para llevar en Forno Nápoles: 2x1 los martes', 'food'],
  ['Course solidaire de 5 km pour la recherche, dimanche au parc', 'charity'],
  ['Limpieza a fondo de pisos y oficinas en Zaragoza, presupuesto sin compromiso', 'local-services'],
  ['Óptica Mirada: revisión visual gratis y gafas graduadas desde 79 €', 'health'],
  ['Campamento de verano de teatro para niños de 6 a 12 años, julio', 'education'],
  ['Vaqueros de hombre al 30 % en Denim Norte', 'fashion'],
  ['Steuerkanzlei Brandt: Ihre Einkommensteuererklärung zum Festpreis', 'finance'],
  ['Belastingadvies Smit: je inkomstenbelastingaangifte vanaf €95', 'finance'],
];

describe('category cues', () => {
  it.each(CASES)('%s → %s', (prompt, category) => {
    expect(analyzePrompt(prompt).category).toBe(category);
  });
});
