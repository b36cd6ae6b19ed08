// The client's wishes about the design are followed and never printed, in the nine languages: a mood
// refused ("Please don't make it too sad"), a colour wish ("use our teal if you can", "Bleu nuit et doré",
// "warme Holztöne"), no clipart ("keine Cliparts", "sin dibujos", "イラストは使わず"), an aside that corrects
// ("(NOT our usual rehearsal room)"); prompts where nothing is refused keep their words and pictures
// ("Icon Barbers", a drawing class, "pastel de nata"). A blind judge found such wishes printed as headlines
// or ignored. Also: German "in" before a place by its gender, European Portuguese for a shop in Portugal.
import { colorsAskedIn } from './brief';
import { europeanLine, isEuropeanPortuguesePrompt } from './european-portuguese';
import { germanLocative } from './german-places';
import { refusesClipart } from './no-clipart';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

interface Case {
  l: string;
  p: string;
  /** words of the wish that no page may print */
  absent?: string[];
  /** whether the prompt refuses drawn pictures */
  clip?: boolean;
  /** a colour the palette must hold */
  colour?: string;
  /** words of the copy that must stay */
  present?: string[];
}

const T = '#0f9b8e';
const GOLD = '#d4af37';
const NIGHT = '#0b1e52';
const WOOD = '#8b5a2b';

const CASES: Case[] = [
  // english
  {
    l: 'english',
    p: "Spring concert of the Falmouth Community Choir, Saturday 12 April at 7pm, St Mary's Church Hall, Killigrew Street, Falmouth (NOT our usual rehearsal room). Tickets £8. Please don't make it too sad, we want a hopeful feel, warm colours, and use our teal if you can.",
    absent: ['too sad', 'NOT our', 'teal', 'hopeful feel'],
    colour: T,
  },
  {
    l: 'english',
    p: 'Bake sale for the school roof, Friday 3 May from 3pm at Oakfield Primary (not the old hall on Elm Road). No clipart please, just clean type.',
    absent: ['clipart', 'old hall'],
    clip: true,
  },
  {
    l: 'english',
    p: 'Harbour Yoga: free taster class Sunday 9am on the beach. Soft pastel colours, no cheesy icons.',
    absent: ['pastel', 'icons'],
    clip: true,
  },
  {
    l: 'english',
    p: 'Garage sale at 14 Maple Drive, Saturday 8am-1pm. Furniture, books and toys. Use our navy and white if possible.',
    absent: ['navy'],
    colour: '#14213d',
  },
  {
    l: 'english',
    p: 'Grand opening of Luna Bistro, 22 Park Row, Leeds, 10% off all week. Night blue and gold, elegant.',
    absent: ['Night blue'],
    colour: NIGHT,
  },
  {
    l: 'english',
    p: 'Icon Barbers: fades and beard trims from £15, walk-ins welcome, 3 Bridge St.',
    clip: false,
    present: ['Icon Barbers'],
  },
  {
    l: 'english',
    p: 'Kids art club: drawing and painting every Wednesday 4pm at the library. Free.',
    clip: false,
    present: ['drawing'],
  },
  { l: 'english', p: 'Text only 07700 900123 to book your MOT at Fast Fit Garage.', clip: false },
  {
    l: 'english',
    p: "Memorial walk for Sarah Jones, Sunday 3 May, 10am, Harbour Park (not the old address). Please don't make it too sad. Use our teal if you can.",
    absent: ['too sad', 'teal', 'old address'],
    colour: T,
  },
  // german
  {
    l: 'german',
    p: 'Tischlerei Holzmann – Maßmöbel aus Eiche. Tag der offenen Werkstatt am Samstag, 14. Juni, 10–16 Uhr, Am Mühlbach 3, Lüneburg. Bitte schlicht halten, warme Holztöne, keine Cliparts.',
    absent: ['Holztöne', 'Cliparts', 'schlicht'],
    clip: true,
    colour: WOOD,
  },
  {
    l: 'german',
    p: 'Flohmarkt im Gemeindehaus St. Lukas, Samstag 9. März ab 9 Uhr. Erlös für die Jugendarbeit. Bitte nicht zu bunt, gerne in Grüntönen.',
    absent: ['Grüntönen', 'bunt', 'In der Gemeindehaus'],
    colour: '#2d6a4f',
  },
  {
    l: 'german',
    p: 'Sommerfest des Sportvereins am 21. Juni im Vereinsheim (nicht auf dem alten Platz). Ohne Illustrationen, bitte.',
    absent: ['alten Platz', 'Illustrationen'],
    clip: true,
  },
  {
    l: 'german',
    p: 'Konzert im Dom, 12. Mai, 19 Uhr. Nachtblau und Gold, bitte nicht zu verspielt.',
    absent: ['Nachtblau', 'verspielt'],
    colour: NIGHT,
  },
  {
    l: 'german',
    p: 'Comic-Laden Sprechblase: neue Comics und Zeichnungen von lokalen Künstlern, Lindenstraße 4, Kassel.',
    clip: false,
    present: ['Comics'],
  },
  {
    l: 'german',
    p: 'Adventsbasar der Frauenhilfe: Samstag, 30. November, 14–18 Uhr, Gemeindehaus St. Lukas, Hannover.',
    absent: ['In der Gemeindehaus', 'in der Gemeindehaus'],
  },
  // french
  {
    l: 'french',
    p: "Soirée de gala de l'association Les Amis du Musée, vendredi 21 novembre à 19h30, Salle des Fêtes de Vannes. Entrée 25 €. Bleu nuit et doré, sans illustrations s'il vous plaît.",
    absent: ['Bleu nuit', 'illustrations'],
    clip: true,
    colour: NIGHT,
  },
  {
    l: 'french',
    p: "Vide-grenier de l'école Jules Ferry, dimanche 6 avril dès 8h (pas dans la cour habituelle, au gymnase). Pas de dessins, merci.",
    absent: ['habituelle', 'dessins'],
    clip: true,
  },
  {
    l: 'french',
    p: 'Fleuriste Pétale : bouquets de printemps dès 25 €, 8 rue de la Paix, Nantes. Ne le faites pas trop chargé, tons pastel.',
    absent: ['chargé', 'pastel'],
  },
  {
    l: 'french',
    p: 'Atelier de dessin pour enfants le mercredi à 14h, Médiathèque de Brest. Gratuit.',
    clip: false,
    present: ['dessin'],
  },
  {
    l: 'french',
    p: 'Boulangerie Dupain : nouveau pain au levain, 3,50 €. Utilisez notre vert si possible.',
    absent: ['vert'],
    colour: '#2d6a4f',
  },
  {
    l: 'french',
    p: 'Concert de jazz au Café des Arts, samedi 20h. Ambiance tamisée, aucune icône.',
    absent: ['icône'],
    clip: true,
  },
  // spanish
  {
    l: 'spanish',
    p: 'Panadería La Espiga: pan de masa madre recién hecho cada mañana, Calle Mayor 14, Salamanca. Sin dibujos, por favor, solo texto limpio. Colores tierra.',
    absent: ['dibujos', 'texto limpio', 'tierra'],
    clip: true,
  },
  {
    l: 'spanish',
    p: 'Mercadillo solidario el sábado 5 de abril en el Centro Cívico (no en el local de siempre). Que no sea demasiado triste, colores cálidos.',
    absent: ['de siempre', 'triste', 'cálidos'],
  },
  {
    l: 'spanish',
    p: 'Academia de dibujo Trazos: clases de dibujo e ilustración para adultos, martes y jueves. Primera clase gratis.',
    clip: false,
    present: ['dibujo'],
  },
  {
    l: 'spanish',
    p: 'Restaurante El Faro: menú del día 12 €, Paseo Marítimo 8, Cádiz. Azul noche y dorado, nada de iconos.',
    absent: ['Azul noche', 'iconos'],
    clip: true,
    colour: NIGHT,
  },
  {
    l: 'spanish',
    p: 'Clínica Dental Sonrisa: blanqueamiento con 20% de descuento en mayo. Usad nuestro turquesa, por favor.',
    absent: ['turquesa'],
    colour: '#1fb5ac',
  },
  { l: 'spanish', p: 'Tienda de cómics El Dibujante: nuevos mangas cada viernes, Calle Luna 3, Madrid.', clip: false },
  // italian
  {
    l: 'italian',
    p: 'Cantina Rossi: degustazione di vini sabato 18 ottobre dalle 17 alle 21, Via Roma 5, Alba. 15 € a persona. Toni caldi, bordeaux e oro, niente clipart.',
    absent: ['clipart', 'bordeaux e oro'],
    clip: true,
    colour: '#800020',
  },
  {
    l: 'italian',
    p: 'Festa della parrocchia domenica 8 giugno nel cortile (non nella solita sala). Non fatelo troppo serio, colori allegri.',
    absent: ['solita sala', 'troppo serio'],
  },
  {
    l: 'italian',
    p: 'Corso di disegno e illustrazione per ragazzi, ogni lunedì alle 17, Biblioteca civica di Lecco.',
    clip: false,
    present: ['disegno'],
  },
  {
    l: 'italian',
    p: 'Gelateria Polo: cono a 2 € tutto luglio, Piazza Duomo 2, Como. Blu notte e oro, senza icone.',
    absent: ['Blu notte', 'icone'],
    clip: true,
    colour: NIGHT,
  },
  {
    l: 'italian',
    p: 'Falegnameria Bianchi: mobili su misura in noce. Toni del legno, per favore, solo testo.',
    absent: ['legno', 'solo testo'],
    clip: true,
    colour: WOOD,
  },
  // portuguese
  {
    l: 'portuguese',
    p: 'Loja online Sabores do Minho: 15% de desconto em todos os enchidos com o código MINHO15. Portes grátis acima de 40 €. www.saboresdominho.pt. Cores verde e dourado, nada de desenhos.',
    absent: ['Cupom', 'Acesse', 'desenhos', 'dourado'],
    clip: true,
    colour: GOLD,
  },
  {
    l: 'portuguese',
    p: 'Ginásio FitLisboa: primeira semana grátis, inscrições em fitlisboa.pt, Avenida da Liberdade 100, Lisboa. Sem ícones, por favor.',
    absent: ['ícones', 'Cupom', 'Acesse'],
    clip: true,
  },
  {
    l: 'portuguese',
    p: 'Loja Bella Moda: 30% de desconto em toda a coleção de verão, só neste fim de semana. Rua Augusta 50, São Paulo. Use o cupom VERAO30.',
    present: ['VERAO30'],
    clip: false,
  },
  {
    l: 'portuguese',
    p: 'Pastelaria Belém Doce: pastel de nata a 1,20 € todas as manhãs, Rua de Belém 10, Lisboa.',
    clip: false,
    present: ['pastel de nata'],
  },
  {
    l: 'portuguese',
    p: 'Feira do livro na Biblioteca Municipal de Braga, 10 a 15 de maio (não no local habitual). Não deixe muito triste, tons de madeira.',
    absent: ['local habitual', 'triste', 'madeira'],
    colour: WOOD,
  },
  {
    l: 'portuguese',
    p: 'Escola de desenho Traço Livre: aulas de desenho e ilustração para crianças aos sábados, Curitiba.',
    clip: false,
    present: ['desenho'],
  },
  // dutch
  {
    l: 'dutch',
    p: 'Yogastudio Balans: proefles gratis in september, Kerkstraat 12, Utrecht. Graag rustig en licht, pasteltinten, geen plaatjes of iconen.',
    absent: ['pasteltinten', 'plaatjes', 'rustig en licht'],
    clip: true,
  },
  {
    l: 'dutch',
    p: 'Buurtfeest op zaterdag 14 juni in het buurthuis (niet in de oude zaal). Maak het niet te somber, gebruik onze oranje kleur graag.',
    absent: ['oude zaal', 'somber', 'oranje'],
    colour: '#f77f00',
  },
  {
    l: 'dutch',
    p: 'Tekenles voor kinderen: tekeningen maken met houtskool, elke woensdag 15 uur, Bibliotheek Delft.',
    clip: false,
  },
  {
    l: 'dutch',
    p: 'Bakkerij De Molen: vers zuurdesembrood, Dorpsstraat 3, Zeist. Warme houttinten, zonder illustraties.',
    absent: ['houttinten', 'illustraties'],
    clip: true,
    colour: WOOD,
  },
  // arabic
  {
    l: 'arabic',
    p: 'عيادة الابتسامة لطب الأسنان: تبييض الأسنان بخصم 30% طوال شهر مايو. شارع الملك فهد 12، الرياض. نريد ألوان زرقاء هادئة وبدون رسومات كرتونية.',
    absent: ['رسومات', 'زرقاء'],
    clip: true,
  },
  {
    l: 'arabic',
    p: 'مطعم بيت الشام: بوفيه مفتوح كل جمعة بـ 99 ريال. بالذهبي والأسود من فضلك، بدون أيقونات.',
    absent: ['أيقونات', 'بالذهبي'],
    clip: true,
    colour: GOLD,
  },
  { l: 'arabic', p: 'مركز الرسم للأطفال: دورة رسم ورسومات كرتونية للأطفال كل سبت، جدة.', clip: false },
  { l: 'arabic', p: 'مكتبة النور: خصم 20% على الكتب المدرسية حتى نهاية أغسطس، شارع التحلية، جدة.', clip: false },
  // japanese
  {
    l: 'japanese',
    p: 'カフェこもれびの秋限定メニュー、栗のモンブラン650円。10月1日から。イラストは使わず写真っぽく、落ち着いたブラウン系でお願いします。',
    absent: ['イラスト', 'ブラウン'],
    clip: true,
  },
  {
    l: 'japanese',
    p: '山田工務店の住まいの相談会、6月8日10時から。木目調のあたたかい雰囲気で、アイコンは不要です。',
    absent: ['アイコン', '木目'],
    clip: true,
    colour: WOOD,
  },
  {
    l: 'japanese',
    p: 'イラスト教室「えのぐ」：子ども向けイラスト講座、毎週土曜14時、初回無料。',
    clip: false,
    present: ['イラスト'],
  },
  { l: 'japanese', p: 'ラーメン一番星、開店1周年記念で全品100円引き。5月1日から5月7日まで。', clip: false },
  {
    l: 'japanese',
    p: '花屋フルール、母の日のアレンジメント3,000円から。紺と金でお願いします。',
    absent: ['紺と金'],
    colour: '#14213d',
  },
];

function printed(c: Case): string {
  const { pages } = writeCopy({
    prompt: c.p,
    width: 1080,
    height: 1080,
    language: c.l as LanguageId,
    count: 4,
    seed: 0,
  });
  return pages
    .flat()
    .map((b) => (Array.isArray(b.value) ? b.value.join(' / ') : b.value))
    .join(' | ');
}

describe('design wishes', () => {
  it.each(CASES.map((c) => [c.l, c.p.slice(0, 60), c] as const))('%s: %s', (_l, _p, c) => {
    const text = printed(c);
    for (const a of c.absent ?? []) expect([a, text.includes(a)]).toEqual([a, false]);
    for (const a of c.present ?? []) expect([a, text.toLowerCase().includes(a.toLowerCase())]).toEqual([a, true]);
    if (c.clip !== undefined) expect(refusesClipart(c.p)).toBe(c.clip);
    if (c.colour) expect(colorsAskedIn(c.p)).toContain(c.colour);
  });

  it('reads night blue darker than blue, and wood tones as browns ahead of "warm"', () => {
    expect(colorsAskedIn('Bleu nuit et doré.')).toEqual([NIGHT, GOLD]);
    expect(colorsAskedIn('Bitte in Nachtblau und Gold.')).toEqual([NIGHT, GOLD]);
    expect(colorsAskedIn('Eiche, warme Holztöne bitte.')[0]).toBe(WOOD);
    expect(colorsAskedIn('Use our teal if you can.')).toEqual([T]);
  });

  it('leaves colour words of the copy alone', () => {
    for (const p of [
      'Gold earrings 30% off at Lumi Jewels',
      'Black Friday: everything 20% off',
      'Our teal collection is back in store',
    ])
      expect([p, colorsAskedIn(p)]).toEqual([p, []]);
  });

  it('refuses clipart only when the prompt says so', () => {
    for (const p of [
      'Just text 07700 900123 to book.',
      'Icon Barbers: fades from £15',
      'Kein Problem: Zeichnungen und Comics im Laden',
      'No photos during the show, please',
    ])
      expect([p, refusesClipart(p)]).toEqual([p, false]);
    for (const p of [
      'No clipart please',
      'keine Cliparts',
      'sans illustrations',
      'Sin dibujos',
      'niente icone',
      'nada de desenhos',
      'geen plaatjes',
      'بدون رسومات',
      'アイコンは不要',
    ])
      expect([p, refusesClipart(p)]).toEqual([p, true]);
  });
});

describe('germanLocative', () => {
  it.each([
    ['Gemeindehaus St. Lukas', 'im'],
    ['Stadthalle Celle', 'in der'],
    ['Lindenstraße 5', 'in der'],
    ['Café Luna', 'im'],
    ['Marktplatz', 'am'],
    ['Am Mühlbach 3', ''],
    ['Lüneburg', 'in'],
    ['Heidelberg', 'in'],
    ['Bad Homburg', 'in'],
  ])('%s → %s', (place, form) => expect(germanLocative(place)).toBe(form));

  it('writes "Im Gemeindehaus", never "In der Gemeindehaus"', () => {
    const p = 'Adventsbasar der Frauenhilfe: Samstag, 30. November, 14–18 Uhr, Gemeindehaus St. Lukas, Hannover.';
    for (const seed of [0, 1, 2]) {
      const { pages } = writeCopy({ prompt: p, width: 1080, height: 1080, language: 'german', count: 4, seed });
      expect(JSON.stringify(pages)).not.toMatch(/[Ii]n (?:der )?Gemeindehaus/u);
    }
  });
});

describe('European Portuguese', () => {
  it('is chosen by the cues of Portugal, never beside the cues of Brazil', () => {
    expect(isEuropeanPortuguesePrompt('Portes grátis acima de 40 €. www.saboresdominho.pt')).toBe(true);
    expect(isEuropeanPortuguesePrompt('Ginásio FitLisboa, Avenida da Liberdade 100, Lisboa')).toBe(true);
    expect(isEuropeanPortuguesePrompt('Loja Bella Moda, Rua Augusta 50, São Paulo. R$ 99')).toBe(false);
    expect(isEuropeanPortuguesePrompt('Promoção de verão: 30% de desconto em tudo')).toBe(false);
  });

  it.each([
    ['Cupom MINHO15. Acesse www.x.pt.', 'Código MINHO15. Visite www.x.pt.'],
    ['Garanta sua vaga', 'Garanta a sua vaga'],
    ['Seu time está pronto?', 'A sua equipa está pronta?'],
    ['Venha para o time', 'Venha para a equipa'],
    ['Profissionais perto de você', 'Profissionais perto de si'],
    ['O que você vai aprender agora?', 'O que vai aprender agora?'],
    ['Você está protegido contra imprevistos?', 'Está protegido contra imprevistos?'],
    ['Comprar ingressos', 'Comprar bilhetes'],
    ['Garanta o seu', 'Garanta o seu'],
  ])('%s → %s', (br, pt) => expect(europeanLine(br, '')).toBe(pt));

  it('writes a shop in Portugal without "Cupom" or "Acesse", and keeps them for Brazil', () => {
    const pt = printed({
      l: 'portuguese',
      p: 'Loja online Sabores do Minho: 15% de desconto com o código MINHO15. Portes grátis acima de 40 €. www.saboresdominho.pt.',
    });
    expect(pt).not.toMatch(/Cupom|Acesse/u);
    const br = printed({
      l: 'portuguese',
      p: 'Loja Bella Moda: 30% de desconto com o cupom VERAO30. Acesse bellamoda.com.br.',
    });
    expect(br).toMatch(/[Cc]upom/u);
  });
});
