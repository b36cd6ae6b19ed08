import { analyzePrompt } from './analyze';
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';

function lines(pages: Page[]): string[] {
  return pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
}

describe('where the design runs is no copy', () => {
  // Platform and format words at a prompt's head, in either order and the nine languages' ways.
  const cases: Array<[LanguageId, string, RegExp]> = [
    ['english', 'IG post for Lumen Yoga studio, first class free, book online', /\bIG\b/u],
    ['english', 'Reel cover for Pixel Pals, the new kids’ coding app, download free', /\breel\b/iu],
    ['spanish', 'Post para IG: Taller de cerámica en Estudio Barro, sábado 11:00, 35 €', /\bIG\b/u],
    ['french', 'Story Insta pour Chez Marcel : menu du jour à 14,90 €', /\binsta\b|\bstory\b/iu],
    ['italian', 'Post per IG: Gelateria Polo Nord, secondo cono gratis', /\bIG\b|\bpost\b/iu],
    ['portuguese', 'Reel do Instagram para a Barbearia Navalha: corte + barba por R$ 45', /\breel\b|instagram/iu],
    ['dutch', 'Post voor IG: Fietsenwinkel Trapper, 15% korting op e-bikes', /\bIG\b|\bpost\b/iu],
    ['japanese', 'ベーカリーこむぎのバナー：クロワッサン半額、土曜日限定', /バナー/u],
    ['japanese', 'インスタのストーリー用：美容室アンジュ、カット20%オフ', /インスタ|ストーリー/u],
    ['arabic', 'ستوري انستغرام لمطعم النخيل: خصم 20% على الغداء حتى الخميس', /ستوري|انستغرام/u],
  ];
  it.each(cases)('%s: %s', (language, prompt, format) => {
    const { pages, analysis } = writeCopy({ prompt, width: 1080, height: 1920, language, count: 3, seed: 0 });
    for (const line of lines(pages)) expect(line).not.toMatch(format);
    expect(analysis.brand ?? '').not.toMatch(format);
    expect(analysis.product ?? '').not.toMatch(format);
  });

  // A format's name heading the prompt before a colon: the name after it is the advertiser.
  const heads: Array<[LanguageId, string, string, RegExp]> = [
    ['english', 'Leaderboard: Hartley Hardware spring sale, 25% off garden tools', 'Hartley Hardware', /leaderboard/iu],
    [
      'dutch',
      'Voor Insta stories: Bakkerij De Molen, tweede brood halve prijs op zaterdag',
      'Bakkerij De Molen',
      /insta/iu,
    ],
    ['spanish', 'Formato story: Heladería Polar, 2x1 en cucuruchos los martes', 'Heladería Polar', /formato|story/iu],
    ['german', 'Querformat: Metzgerei Huber, Grillpaket für 19,90 € bis Samstag', 'Metzgerei Huber', /querformat/iu],
  ];
  it.each(heads)('%s: %s', (language, prompt, name, format) => {
    const { pages, analysis } = writeCopy({ prompt, width: 728, height: 90, language, count: 3, seed: 0 });
    expect(analysis.brand).toBe(name);
    for (const line of lines(pages)) expect(line).not.toMatch(format);
  });

  it('keeps the name a Japanese format word was for as the advertiser', () => {
    expect(analyzePrompt('ベーカリーこむぎのバナー：クロワッサン半額、土曜日限定').brand).toBe('ベーカリーこむぎ');
    expect(analyzePrompt('インスタのストーリー用：美容室アンジュ、カット20%オフ').brand).toBe('美容室アンジュ');
  });
});

describe('a feature of the business is no name', () => {
  const cases: Array<[LanguageId, string]> = [
    ['english', 'Online Booking is here! Book your haircut 24/7, no phone calls'],
    ['spanish', 'Reserva Online: pide tu cita cuando quieras, sin llamadas'],
    ['italian', 'Prenotazione Online: prenota il tuo taglio quando vuoi'],
    ['dutch', 'Online Reserveren: boek je knipbeurt wanneer het jou uitkomt'],
    ['german', 'Terminbuchung: jetzt online, rund um die Uhr, bei Ihrem Friseur'],
    ['english', 'Click & Collect: order online, pick up in 1 hour'],
  ];
  it.each(cases)('%s: %s', (language, prompt) => {
    const { pages, analysis } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
    const feature =
      /online booking|reserva online|prenotazione online|online reserveren|terminbuchung|click & collect/iu;
    expect(analysis.brand ?? '').not.toMatch(feature);
    expect(analysis.product ?? '').not.toMatch(feature);
    // Lines built around a name ("Discover X", "Why people love X") never take the feature.
    for (const line of lines(pages))
      expect(line).not.toMatch(
        /(?:discover|descubre|scopri|ontdek|lieben alle|love|cerchi|buscas)\s.*(?:online|terminbuchung|collect)/iu,
      );
  });
});

describe('an evening at a named house: the house advertises, the genre is no name', () => {
  const cases: Array<[LanguageId, string, string, string]> = [
    ['spanish', 'Noche de Jazz en Café Central, viernes 21:00, entrada 10 €', 'Café Central', 'Jazz'],
    ['german', 'Jazzabend im Kulturhaus Eule, Freitag 20 Uhr, Eintritt 12 €', 'Kulturhaus Eule', 'Jazz'],
    ['german', 'Salsa-Abend im Tanzhaus Mitte, Samstag 21 Uhr, Eintritt frei', 'Tanzhaus Mitte', 'Salsa'],
    ['portuguese', 'Noite de fado na Tasca do Chico, sexta às 21h, entrada livre', 'Tasca do Chico', 'fado'],
    ['dutch', 'Jazzavond in Café De Gouden Leeuw, vrijdag 20.00 uur, gratis entree', 'Café De Gouden Leeuw', 'Jazz'],
    ['spanish', 'Post para IG: Taller de cerámica en Estudio Barro, sábado 11:00, 35 €', 'Estudio Barro', 'cerámica'],
    ['french', 'Soirée salsa au Bar Le Zinc, samedi 21h, entrée gratuite', 'Bar Le Zinc', 'salsa'],
    ['italian', 'Serata karaoke al Pub Ancora, giovedì ore 21, ingresso libero', 'Pub Ancora', 'karaoke'],
  ];
  it.each(cases)('%s: %s', (language, prompt, house) => {
    const { analysis } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
    expect(analysis.brand).toBe(house);
  });

  it('never takes the genre for the advertiser when the evening is in a town', () => {
    const a = analyzePrompt('Noche de Salsa en Sevilla, sábado 22:00, entrada 8 €');
    expect(a.brand).toBeUndefined();
    expect(a.location).toBe('Sevilla');
    expect(analyzePrompt('Serata di Karaoke a Bologna, venerdì ore 21').brand).toBeUndefined();
  });

  it('leaves a performer after a show or a concert alone (no house is invented)', () => {
    const a = analyzePrompt('Show do Skank no Mineirão, Belo Horizonte, sexta-feira às 21h');
    expect(a.brand).not.toBe('Mineirão');
  });
});

describe('names with their articles and particles stay whole', () => {
  const cases: Array<[LanguageId, string, string]> = [
    [
      'german',
      'Querformat-Anzeige für die Bäckerei am Markt: frische Brezeln, 2 für 1 am Samstag',
      'Bäckerei am Markt',
    ],
    ['german', 'Gasthaus zum Löwen: Schnitzel mit Salat für 14 €, jeden Mittwoch', 'Gasthaus zum Löwen'],
    ['dutch', 'De Gouden Leeuw: driegangenmenu voor €35, elke vrijdag', 'De Gouden Leeuw'],
    ['spanish', 'Story de Instagram para La Casa del Libro: 3x2 en novelas hasta el domingo', 'La Casa del Libro'],
    ['italian', 'Il Forno di Nonna Rosa: focaccia appena sfornata, 2 € al pezzo', 'Il Forno di Nonna Rosa'],
    ['portuguese', 'O Cantinho da Ana: almoço executivo por R$ 25, de segunda a sexta', 'O Cantinho da Ana'],
    ['english', 'The Daily Grind: flat white $3 before 9am', 'The Daily Grind'],
    ['spanish', 'Reserva online en Peluquería Marta: 20% de descuento en tu primer corte', 'Peluquería Marta'],
    ['german', 'Jetzt buchen bei Friseur Lockenpracht: 15 % auf Färben', 'Friseur Lockenpracht'],
    ['french', 'Fromagerie Dubois, -15% sur les comtés ce week-end (post carré Instagram)', 'Fromagerie Dubois'],
    ['spanish', 'Zapatería Lola rebajas de verano: hasta 40% en sandalias', 'Zapatería Lola'],
  ];
  it.each(cases)('%s: %s', (language, prompt, name) => {
    const { pages, analysis } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
    expect(analysis.brand).toBe(name);
    expect(analysis.product).toBeUndefined();
    expect(lines(pages).join('\n')).toContain(name);
  });
});

describe('a name that holds its own preposition', () => {
  it('is not given it twice ("chez Chez Paulette")', () => {
    for (const seed of [0, 1, 2]) {
      const { pages } = writeCopy({
        prompt: 'Chez Paulette : galettes complètes à 9 €, tous les midis',
        width: 1080,
        height: 1080,
        language: 'french',
        count: 3,
        seed,
      });
      for (const line of lines(pages)) expect(line).not.toMatch(/chez chez/iu);
    }
  });
});
