import { analyzePrompt } from './analyze';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

// An offer printed without the words that limit it says something else: a saving on a bill becomes a
// discount, a minimum spend a price, "free travel in town" free town. These prompts are our own.

const copyOf = (prompt: string, language: LanguageId): string[] =>
  [0, 1, 2].flatMap((seed) =>
    [
      [1080, 1080],
      [1200, 300],
    ].flatMap(([width, height]) =>
      writeCopy({ prompt, width, height, language, count: 3, seed }).pages.flatMap((page) =>
        page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])),
      ),
    ),
  );
const kinds = (prompt: string): string[] => analyzePrompt(prompt).offerDetails.map((o) => o.kind);

describe('a cut in what the customer pays elsewhere is a saving, never a discount', () => {
  it.each<[LanguageId, string, RegExp]>([
    ['english', 'HeatWise heat pumps: reduce your heating costs by up to 40%. Call 555-0148', /40\s?% off/iu],
    ['english', 'Insulate with WarmWall and lower your energy bill by up to 30%', /30\s?% off/iu],
    ['spanish', 'Placas solares SolHogar: reduzca su factura de luz hasta un 60 %', /60\s?% de descuento/iu],
    [
      'french',
      'Pompe à chaleur ThermoPlus : réduisez votre facture de chauffage jusqu’à 50 %',
      /50\s?% de réduction/iu,
    ],
    ['german', 'Dämmung von WärmeWerk: senken Sie Ihre Heizkosten um bis zu 35 %', /35\s?% Rabatt/iu],
    ['italian', 'Pannelli solari SoleCasa: riduci la bolletta della luce fino al 65%', /65\s?% di sconto/iu],
    ['portuguese', 'Energia solar Sol Lar: reduza sua conta de luz em até 90%', /90\s?% de desconto/iu],
    ['dutch', 'Zonnepanelen van ZonDak: verlaag je energierekening tot 45%', /45\s?% korting/iu],
    ['arabic', 'ألواح شمسية من شمس الخليج: خفض فاتورة الكهرباء حتى 50%', /خصم\s?50/u],
    ['japanese', 'サンライト太陽光発電：電気代を最大60%削減', /60\s?%\s?オフ/u],
  ])('%s: "%s" prints no discount', (language, prompt, discount) => {
    expect(kinds(prompt)).not.toContain('percent-off');
    const lines = copyOf(prompt, language);
    expect(lines.filter((l) => discount.test(l))).toEqual([]);
  });

  it('still reads a discount written after the cut ("save 20% off") and a plain "up to 70% off"', () => {
    expect(kinds('Spring sale at Nordic Beds: up to 70% off mattresses')).toContain('percent-off');
    expect(kinds('Soldes chez Maison Lin : jusqu’à 50 % de réduction sur le linge')).toContain('percent-off');
  });
});

describe('a minimum spend stays with its offer, never alone and never after "+"', () => {
  it.each<[LanguageId, string, string]>([
    ['arabic', 'مكتبة النور: قلم هدية مجاني مع كل طلب فوق 150 ريال', '150'],
    ['arabic', 'مخبز السنابل: توصيل مجاني للطلبات بقيمة أكثر من 80 ريال', '80'],
    ['spanish', 'Frutería Sol: 3x2 en mangos. Reparto a domicilio con pedido mínimo de 25 €', '25'],
    ['portuguese', 'Padaria Trigo: 2x1 em pães de queijo. Entrega com pedido mínimo de R$ 40', '40'],
    ['italian', 'Pizzeria Vesuvio: 2x1 sulle margherite. Consegna a domicilio con ordine minimo di 15 €', '15'],
    ['french', 'Boulangerie Paul : 2 pour 1 sur les croissants. Livraison avec commande minimum de 20 €', '20'],
    ['german', 'Sushi Bar Kato: 2 für 1 auf Maki. Lieferung ab Mindestbestellwert von 30 €', '30'],
    ['dutch', 'Kaaswinkel Gouda: gratis kaasplankje bij een bestelling van minimaal 40 €', '40'],
    ['english', 'Taco Town: 2 for 1 tacos on Tuesdays. Delivery with a minimum order of $25', '25'],
  ])('%s: "%s"', (language, prompt, amount) => {
    expect(kinds(prompt)).not.toContain('price');
    for (const line of copyOf(prompt, language)) {
      // The amount appears only inside a phrase that says it is a minimum, never as a second offer.
      expect(line).not.toMatch(new RegExp(`\\+\\s*\\D{0,12}${amount}`, 'u'));
      if (line.includes(amount)) expect(line.trim()).not.toMatch(new RegExp(`^\\D{0,4}${amount}\\D{0,5}$`, 'u'));
    }
  });

  it('joins a minimum in the same sentence to its offer', () => {
    const offer = analyzePrompt('مكتبة النور: قلم هدية مجاني مع كل طلب فوق 150 ريال').offerDetails[0];
    expect(offer.kind).toBe('free-item');
    expect(offer.text).toContain('150');
  });
});

describe('"free" keeps the noun it makes free, with the place it is free in', () => {
  it.each<[LanguageId, string, string]>([
    ['english', 'BrightRoof: free roof leak inspection for homeowners in Dayton', 'roof leak inspection'],
    ['english', 'GreenYard: free lawn care estimate, call 555-0190', 'lawn care estimate'],
    ['german', 'Schlüsseldienst Berg: Anfahrt im Stadtgebiet Dresden kostenlos', 'Anfahrt im Stadtgebiet Dresden'],
    ['german', 'Fensterputzer Kurz: Anfahrt im Landkreis Meißen kostenlos', 'Anfahrt im Landkreis Meißen'],
    ['french', 'Serrurier Martin : déplacement dans Lyon gratuit', 'déplacement dans Lyon'],
    ['italian', 'Elettricista Bianchi: sopralluogo nel comune di Bergamo gratis', 'sopralluogo nel comune di Bergamo'],
    ['dutch', 'Loodgieter De Vries: voorrijden in heel Haarlem gratis', 'voorrijden in heel Haarlem'],
  ])('%s: "%s" keeps "%s"', (language, prompt, thing) => {
    const offer = analyzePrompt(prompt).offerDetails.find((o) => o.kind.startsWith('free'));
    expect(offer?.text).toContain(thing);
    expect(copyOf(prompt, language).some((l) => l.toLowerCase().includes(thing.toLowerCase()))).toBe(true);
  });

  it('ends the free thing at a time word: "free coffee every morning" is a coffee', () => {
    const offer = analyzePrompt('Free coffee every morning at Bean Bar').offerDetails[0];
    expect(offer.kind === 'free-item' && offer.item).toBe('coffee');
  });
});

describe('a 2-for-1 keeps what it is on', () => {
  it.each<[LanguageId, string, string]>([
    ['spanish', 'Vivero Sol: 2x1 en cactus y suculentas este sábado', 'en cactus'],
    ['english', 'Buy one get one free on scented candles at Glow & Co', 'on scented candles'],
    ['english', 'BOGO on iced lattes this Friday at Bean Bar', 'on iced lattes'],
    ['italian', 'Prendi 3 paghi 2 sulle magliette da Moda Chic', 'sulle magliette'],
    ['german', '2 für 1 auf alle Cocktails in der Bar Blau', 'auf alle Cocktails'],
    ['portuguese', 'Leve 3 pague 2 em todos os cremes da Bella', 'em todos os cremes'],
    ['dutch', '1+1 gratis op alle zonnebrillen bij Optiek Zon', 'op alle zonnebrillen'],
  ])('%s: "%s" keeps "%s"', (language, prompt, object) => {
    const lines = copyOf(prompt, language);
    const offerLines = lines.filter((l) => /2x1|one free|BOGO|3 paghi 2|2 für 1|pague 2|1\+1/iu.test(l));
    expect(offerLines.length).toBeGreaterThan(0);
    expect(offerLines.filter((l) => !l.includes(object))).toEqual([]);
  });
});
