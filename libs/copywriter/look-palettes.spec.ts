// A look asked for is the look given: a temperature or mood names a palette, an amount of a colour is still
// that colour, a ground ("lots of white", luxury) holds for every variant, a loud look refused asks for a
// quiet one, and none of these wishes is printed.
import { colorsAskedIn, groundAskedIn } from './brief';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';
import { COLOUR_NAMES } from './colour-names';

const hex = (name: string): string => COLOUR_NAMES.find((c) => c.name === name)?.hex ?? `unknown ${name}`;

function hueOf(h: string): { hue: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const l = (max + min) / 2;
  const d = max - min;
  if (!d) return { hue: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const hue = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: hue * 60, s, l };
}
/** Warm: the palette's saturated colours are reds, oranges and ambers. */
const warm = (colors: string[]): boolean =>
  colors.length > 0 &&
  colors.filter((c) => hueOf(c).s > 0.3 && hueOf(c).l < 0.9).every((c) => hueOf(c).hue < 55 || hueOf(c).hue > 340);

const WARM: Array<[LanguageId, string]> = [
  ['english', 'Harvest market at Oakfield Farm, Saturday 9am. Warm colours please.'],
  ['german', 'Weinfest im Hof Berger, Samstag ab 16 Uhr. Warme Farben, gemütlich.'],
  ['french', 'Marché de Noël de Colmar, dès le 28 novembre. Couleurs chaudes, ambiance cosy.'],
  ['spanish', 'Festival de tapas en Bar Lucía, viernes 20h. Tonos cálidos, por favor.'],
  ['italian', 'Sagra della castagna a Borgo Val, domenica 10 ottobre. Colori caldi e accoglienti.'],
  ['portuguese', 'Festa junina no Colégio Aurora, sábado às 15h. Cores quentes, bem alegre.'],
  ['dutch', 'Herfstmarkt in Deventer, zondag 12 oktober. Warme kleuren graag.'],
  ['japanese', 'カフェ こもれび、秋の新メニュー登場。暖色系でお願いします。'],
  ['arabic', 'مخبز السنابل يفتتح فرعه الجديد يوم السبت. نريد ألوان دافئة'],
];

const MUTED: Array<[LanguageId, string]> = [
  ['english', 'Hartley & Sons funeral directors, open evening Thursday 6pm. Muted colours, dignified.'],
  ['german', 'Steuerkanzlei Vogt, Beratung nach Termin. Gedeckte Farben, bitte.'],
  ['french', "Cabinet d'avocats Leroy, permanence le mardi. Couleurs sobres et discrètes."],
  ['spanish', 'Notaría Ruiz, consultas los lunes. Colores sobrios, nada llamativo.'],
  ['italian', 'Onoranze funebri Bassi, servizio 24 ore su 24. Toni smorzati e sobri.'],
  ['dutch', 'Uitvaartcentrum De Linde, informatieavond op 4 april. Ingetogen kleuren.'],
];

describe('a look asked for names its palette', () => {
  it.each(WARM)('%s: "%s" asks for a warm palette', (_language, prompt) => {
    expect(warm(colorsAskedIn(prompt))).toBe(true);
  });

  it.each(MUTED)('%s: "%s" asks for muted colours on a quiet ground', (_language, prompt) => {
    const colors = colorsAskedIn(prompt);
    expect(colors.length).toBeGreaterThan(0);
    expect(colors.every((c) => hueOf(c).s < 0.3)).toBe(true);
    expect(groundAskedIn(prompt)).toBe('quiet');
  });

  it.each([
    ['Bakery Marlow opens on Main Street, 1 May. Minimal, lots of white, a touch of gold.', ['white', 'gold']],
    ['Praxis Dr. Kaya, neue Sprechzeiten ab März. Schlicht, viel Weiß, etwas Blau.', ['white', 'blue']],
    [
      'Librairie Page 12, rencontre avec une autrice samedi. Épuré, beaucoup de blanc, un peu de vert.',
      ['white', 'green'],
    ],
    ['Fysiotherapie Beweeg, nieuwe locatie in Zwolle. Strak, veel wit, een beetje blauw.', ['white', 'blue']],
  ])('"%s" reads the colours with their amounts, on a white ground', (prompt, names) => {
    expect(colorsAskedIn(prompt)).toEqual(names.map(hex));
    expect(groundAskedIn(prompt)).toBe('white');
  });

  it.each([
    ['Pastelaria Doce Lar, bolos por encomenda. Muito amarelo e branco.', ['yellow', 'white']],
    ['Heladería Polo, helados artesanos. Mucho azul y un poco de blanco.', ['blue', 'white']],
    ['Pizzeria Bella, pranzo a 9 €. Molto rosso e un po’ di verde.', ['red', 'green']],
  ])('"%s" reads a colour asked for in quantity', (prompt, names) => {
    expect(colorsAskedIn(prompt)).toEqual(names.map(hex));
  });

  it.each([
    ['english', 'Velvet Room cocktail bar opens Friday 8pm. Luxury feel, black and gold.'],
    ['arabic', 'افتتاح صالون الأميرة للتجميل يوم الأحد. تصميم فخم باللون الذهبي والبني'],
    ['japanese', 'ホテル月光のディナーコース、12,000円。高級感のある金と黒でお願いします。'],
  ])('%s: a luxury look with its colours asks for a dark ground', (_language, prompt) => {
    expect(colorsAskedIn(prompt)).toContain(hex('gold'));
    expect(groundAskedIn(prompt)).toBe('dark');
  });

  it('a colourful look is a bright palette, and a refused loud look a quiet one', () => {
    const colourful = colorsAskedIn(
      'Kids art club at Maple Library, Saturdays 10am. Bright and colourful but not babyish.',
    );
    expect(colourful.filter((c) => hueOf(c).s > 0.5).length).toBeGreaterThanOrEqual(3);
    expect(groundAskedIn('Kids art club at Maple Library, Saturdays 10am. Colourful and fun.')).toBe('vivid');
    const refused = 'Augenoptik Brandt, neue Brillenkollektion. Seriös gestalten, keine knalligen Farben.';
    expect(groundAskedIn(refused)).toBe('quiet');
    expect(colorsAskedIn(refused).every((c) => hueOf(c).s < 0.3)).toBe(true);
  });

  it.each([
    ['Atelier de poterie Argile, stages le samedi. Couleurs chaudes, un peu de vert.', 'green'],
    ['Trattoria Nonna Pia, menù autunnale. Colori caldi, un tocco di oro.', 'gold'],
    ['Brouwerij De Hop, proeverij op vrijdag. Warme kleuren, een beetje blauw.', 'blue'],
  ])('"%s": a warm palette leads, the colour asked as a touch joins it', (prompt, accent) => {
    const colors = colorsAskedIn(prompt);
    expect(warm(colors.slice(0, 2))).toBe(true);
    expect(colors).toContain(hex(accent));
  });

  it('reads a shade of a colour as that colour, not as a ground', () => {
    expect(groundAskedIn('Surf school Swell, lessons €30. Navy and light blue please.')).toBeUndefined();
    expect(groundAskedIn('Gärtnerei Blum, Frühlingsmarkt am Samstag. Farben: dunkelgrün und gold.')).toBeUndefined();
    expect(groundAskedIn('Atelier Nuit, expo vendredi. Fond sombre, ambiance feutrée.')).toBe('dark');
  });

  it('reads no look in the copy: "Warm croissants" and "Fresh flowers" are products', () => {
    expect(colorsAskedIn('Warm croissants every morning at Petit Four from 7am')).toEqual([]);
    expect(groundAskedIn('Fresh flowers delivered today, order by 2pm')).toBeUndefined();
  });
});

const PRINTED: Array<[LanguageId, string, string]> = [
  ['portuguese', 'Feira do livro na Biblioteca Central, 5 a 7 de junho. Visual leve, muito verde e branco.', 'verde'],
  ['dutch', 'Tandarts Glimlach opent in Amersfoort op 2 mei. Rustig, veel wit, beetje blauw.', 'wit'],
  ['spanish', 'Mercadillo solidario en Plaza Mayor, domingo 11h. Colores alegres, ambiente de fiesta.', 'mbiente'],
  ['german', 'Trauercafé im Gemeindehaus, jeden Mittwoch 15 Uhr. Gedeckte Farben, keine knalligen Effekte.', 'knallig'],
  ['english', 'Juniper Gym kids classes, Saturdays 9am. Colourful and fun but not childish.', 'olourful'],
  ['english', 'Baker & Co accountants, tax returns from £150. Simple, classic look please.', 'lassic'],
  ['french', 'Salon de thé Rose Poivrée, brunch 24 €. Visuel élégant, un peu de vert.', 'vert'],
  ['french', 'Fromagerie Lucas, plateau à 18 €. Visuel épuré, beaucoup de blanc.', 'isuel'],
  ['german', 'Winzerhof Brandt, Hoffest am Sonntag ab 11 Uhr. Warme Farben, gemütlich.', 'emütlich'],
  ['dutch', 'Café De Zwaan, winterborrel vrijdag 17 uur. Warme kleuren, gezellig.', 'ezellig'],
  ['italian', 'Studio dentistico Sorriso, prima visita gratuita. Aspetto pulito, molto bianco.', 'bianco'],
];

describe('a look wish is never printed', () => {
  it.each(PRINTED)('%s: "%s"', (language, prompt, note) => {
    const pages = writeCopy({ prompt, width: 1080, height: 1080, language, count: 4 }).pages;
    const texts = pages.flat().map((b) => (Array.isArray(b.value) ? b.value.join(' ') : String(b.value)));
    expect(texts.filter((t) => t.includes(note))).toEqual([]);
  });
});
