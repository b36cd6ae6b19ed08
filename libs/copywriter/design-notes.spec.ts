// Notes to the designer are no copy: a colour, a background, white space, how it should feel, a screen it
// is for, a wish in Arabic or a request in Japanese never reach a design; the facts around them do.
import { readBrief } from './brief';
import { isDesignNote } from './design-notes';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const NOTES: Array<[LanguageId, string, string]> = [
  ['english', 'Harbor Yoga: morning classes $15. Use soft beige and sage colours.', 'beige'],
  ['english', 'Nordlight Dental, teeth cleaning $79. Lots of white space, clean look.', 'white space'],
  ['english', 'Atlas Bikes spring sale, 20% off helmets. Dark background with our orange #FF6A00.', 'background'],
  ['german', 'Physiopraxis Kern: Massage 45 € für Neukunden. Soll ruhig und vertrauenswürdig wirken.', 'wirken'],
  ['french', 'Notaires Martin & Fils, premier rendez-vous offert. Sobre et professionnel.', 'Sobre'],
  ['spanish', 'Panadería Sol: pan de masa madre 3 €. Fondo oscuro y letras doradas, por favor.', 'Fondo'],
  ['italian', 'Gelateria Luna: coppetta 2,50 €. Colori pastello, stile allegro.', 'pastello'],
  ['portuguese', 'Café Aroma: café + pastel de nata por 2 €. Deve passar uma sensação acolhedora.', 'sensação'],
  ['dutch', 'Bakkerij Stam: 6 krentenbollen voor € 3. Graag warme bruine kleuren.', 'kleuren'],
  ['japanese', 'ネイルサロン ミモザ、ジェルネイル4,980円。落ち着いたベージュ系でお願いします。', 'ベージュ'],
  ['arabic', 'مقهى الياسمين: قهوة عربية 15 ريال. نريد ألوان ذهبية وطابع فخم', 'ألوان'],
  ['english', 'Digital screen for the lobby. Riverside Book Fair, Saturday 10am-4pm, free entry.', 'screen'],
  ['english', 'Eastside Food Bank winter appeal. Add a quote from our volunteer lead Dana Ruiz.', 'quote'],
  ['german', 'Hundeschule Pfote: Welpenkurs ab 89 €. Bitte freundlich und einladend gestalten.', 'gestalten'],
];

// Wishes for the look in the nine languages: a wish verb, a style or vibe, a screen, look words beside a note.
const LOOKS: Array<[LanguageId, string, string]> = [
  [
    'english',
    "Corner Grill: 2 burgers for $12 this Friday. I'd like it bold, red and white, nothing too corporate.",
    'corporate',
  ],
  ['english', 'Blue Note Club, live jazz Saturday 9pm. Dark, moody, spotlight vibe.', 'moody'],
  ['english', 'Lobby display for our office: Team breakfast Thursday 8:30 in the atrium.', 'display'],
  ['spanish', 'Noche de tango en Bar Sur, viernes 22h. Tipo cartel antiguo de Buenos Aires.', 'cartel'],
  ['spanish', 'Heladería Polo: cucurucho 2 €. Me gustaría algo fresco y alegre.', 'fresco'],
  ['french', 'Fromagerie Lenoir, plateau à 18 €. Je voudrais quelque chose de sobre, pas trop chargé.', 'chargé'],
  ['german', 'Bäckerei Korn: Brezel 1 €. Gerne hell und luftig.', 'luftig'],
  ['german', 'Weinstube Rebe, Weinprobe Freitag 19 Uhr. Stimmung dunkel, bei Kerzenschein.', 'Kerzenschein'],
  ['italian', 'Trattoria Nonna, menù pranzo 14 €. Vorrei uno stile rustico, niente di troppo moderno.', 'stile'],
  ['portuguese', 'Bar Fado Vivo, sexta às 21h. Ambiente escuro, à luz de velas.', 'velas'],
  ['dutch', 'Bloemist Roos: boeket € 15. Graag fris en licht.', 'fris'],
  ['japanese', '居酒屋 灯、生ビール300円。レトロな昭和風のデザインで', '昭和風'],
  ['arabic', 'مطعم النخيل: بوفيه مفتوح 99 ريال. أريد تصميم فاخر بالذهبي والأسود', 'فاخر'],
];

describe('design notes', () => {
  it.each(LOOKS)('%s: "%s" prints no wish for the look', (language, prompt, note) => {
    expect(readBrief(prompt).copy).not.toContain(note);
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 4 });
    const texts = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    expect(texts.filter((t) => t.includes(note))).toEqual([]);
  });

  it.each([
    ['Blue Note Club, live jazz Saturday 9pm. Dark, moody, spotlight vibe.', 'luxury'],
    ['Bloemist Roos: boeket € 15. Graag fris en licht.', 'calm'],
    ['مطعم النخيل: بوفيه مفتوح 99 ريال. أريد تصميم فاخر بالذهبي والأسود', 'luxury'],
    ['Kita Sonnenschein, Sommerfest Samstag 14 Uhr. Wir hätten es gerne verspielt.', 'playful'],
  ])('"%s" sets the mood %s', (prompt, mood) => {
    expect(readBrief(prompt).mood).toBe(mood);
  });

  it('a refused look sets no mood', () => {
    expect(readBrief('Kanzlei Weber, Erstberatung kostenlos. Nicht zu verspielt.').mood).toBeUndefined();
  });

  it.each(NOTES)('%s: "%s" prints no note', (language, prompt, note) => {
    expect(readBrief(prompt).copy).not.toContain(note);
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 4 });
    const texts = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    expect(texts.filter((t) => t.includes(note))).toEqual([]);
  });

  it('sets the mood from the note and keeps the facts', () => {
    const reading = readBrief('Notaires Martin & Fils, premier rendez-vous offert. Sobre et professionnel.');
    expect(reading.mood).toBe('professional');
    expect(reading.copy).toContain('premier rendez-vous offert');
  });

  it.each([
    'New spring colours have arrived at Moda Lina',
    'Colourful bouquets for every occasion',
    'Available in 12 colours from $39',
    'Nettoyage à fond de votre maison',
    'Limpieza a fondo por 59 €',
    'Gold earrings 30% off',
    'Add fries for $2',
    'Show your student card for 10% off',
    'Fresh, local, organic',
    'Elegant style',
    'Good vibes only',
    'Not too sweet',
    'Screen protectors for every phone',
    'Ambiente familiar',
    'ゴールドカード会員限定セール',
    'Sun, sand and sea',
  ])('reads "%s" as copy', (line) => {
    expect(isDesignNote(line)).toBe(false);
  });
});
