// The colours a prompt asks for are read from its notes on the look, in the nine languages; colour words
// of the copy (a product, a name, a day) are no wish.
import { colorsAskedIn } from './brief';
import { COLOUR_NAMES } from './colour-names';
import { coloursOfNotes } from './note-colours';

const hex = (name: string): string => COLOUR_NAMES.find((c) => c.name === name)?.hex ?? `unknown ${name}`;

describe('colours asked in a prompt', () => {
  it.each([
    ['Tacos Rey, 3 tacos for $9 on Tuesdays. I want it loud, red and yellow.', ['red', 'yellow']],
    ['Sommerfest im Biergarten Linde, Samstag ab 15 Uhr. Farben: Gelb-Schwarz.', ['yellow', 'black']],
    [
      'Soirée dégustation chez Cave Dupont, jeudi 19h. Couleurs bordeaux et or, ambiance feutrée.',
      ['burgundy', 'gold'],
    ],
    ['Clases de yoga en Estudio Alma, lunes 18h. Con tonos verde y blanco, por favor.', ['green', 'white']],
    ['Pizzeria Vesuvio, margherita a 7 €. Colori nero e arancione.', ['black', 'orange']],
    ['Loja Flor de Lis, nova coleção de verão. Quero algo em azul-marinho e branco.', ['navy', 'white']],
    ['Fietsenmaker Snel, onderhoudsbeurt € 49. Graag in zwart en geel.', ['black', 'yellow']],
    ['寿司処 まる、ランチ1,200円。紺と金のデザインでお願いします', ['navy', 'gold']],
    ['عطور الفخامة: خصم 30% على العطور. نريد تصميم بالفضي والكحلي', ['silver', 'navy']],
  ])('"%s" asks for %j', (prompt, names) => {
    expect(colorsAskedIn(prompt)).toEqual(names.map(hex));
  });

  it('reads hex codes in the order written, with names between them', () => {
    expect(colorsAskedIn('Atlas Bikes spring sale, 20% off. Use #FF6A00 and navy, with #fff text.')).toEqual([
      '#ff6a00',
      hex('navy'),
      '#ffffff',
    ]);
  });

  it('applies light and dark the way each language places them', () => {
    const [light] = coloursOfNotes(['light blue']);
    const [clair] = coloursOfNotes(['bleu clair']);
    const [dunkel] = coloursOfNotes(['dunkelgrün']);
    const [donker] = coloursOfNotes(['donkergroen']);
    expect(light).toBe(clair);
    expect(dunkel).toBe(donker);
    expect([light, dunkel]).not.toContain(hex('blue'));
    expect(parseInt(dunkel.slice(3, 5), 16)).toBeLessThan(parseInt(hex('green').slice(3, 5), 16));
  });

  it('leaves out a colour the prompt refuses', () => {
    expect(coloursOfNotes(['soft colours, no pink'])).toEqual([]);
    expect(coloursOfNotes(['Schwarz und Gold, kein Rosa'])).toEqual([hex('black'), hex('gold')]);
    expect(coloursOfNotes(['ピンク以外の色で'])).toEqual([]);
  });

  it('takes "or" as gold only in French', () => {
    expect(coloursOfNotes(['noir et or'])).toEqual([hex('black'), hex('gold')]);
    expect(coloursOfNotes(['blue or green'])).toEqual([hex('blue'), hex('green')]);
  });

  it('gives a scene its colours when a note names no colour', () => {
    const sea = colorsAskedIn('Surf school Ola, lessons from $40. Please use sea colours.');
    expect(sea.length).toBeGreaterThan(1);
    expect(colorsAskedIn('École de voile Brise, stage à 120 €. Couleurs de la mer.')).toEqual(sea);
    expect(colorsAskedIn('海の家 なぎさ、かき氷400円。海の色でお願いします')).toEqual(sea);
  });

  it.each([
    'Gold earrings 30% off at Lumi Jewels',
    'Black Friday: everything 40% off at Nordhaus',
    'Jazz night at Blue Room, Saturday 9pm',
    'Rotwein-Abend im Weinhaus Roth, Freitag 19 Uhr',
    'Café Verde: tostadas con tomate por 3 €',
    'Sushi Rosa, menu del giorno 12 €',
    'ゴールドカード会員限定セール、全品20%オフ',
    'مطعم الوردة الحمراء: عشاء لشخصين 200 ريال',
  ])('"%s" asks for no colour', (prompt) => {
    expect(colorsAskedIn(prompt)).toEqual([]);
  });
});
