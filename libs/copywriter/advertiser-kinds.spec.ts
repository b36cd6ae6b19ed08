import { writeCopy } from './write-copy';
import type { Category, CtaIntent, LanguageId } from './types';

// Uncommon trades in the nine languages, each with goods of another trade in its prompt (free coffee at a
// coworking space, an aperitivo at a book launch, a theatre called Café, a candle maker's "collection"):
// the category whose stock lines hold, the action the prompt asks for (or the kind's own), and no stock
// line naming another trade's goods (a table, a menu, food, an outfit, a class).
const CASES: ReadonlyArray<readonly [LanguageId, string, Category, readonly CtaIntent[]]> = [
  ['english', 'Hive Coworking: bright desks, fast wifi and free coffee all day. Day pass $25', 'general', ['visit']],
  [
    'english',
    'Candle maker Lumen Studio: hand-poured candles in small batches, new winter collection',
    'retail',
    ['shop'],
  ],
  [
    'english',
    'Book launch: "The Salt Road" by Mara Quinn, signing and wine at Riverside Books on March 3',
    'event',
    ['rsvp'],
  ],
  ['english', 'Pre-show drinks and a night at the Lyric Theatre: "Hamlet", tickets from $30', 'event', ['tickets']],
  ['english', 'Ferry to the islands: 6 sailings a day, snacks on board, book your crossing online', 'travel', ['book']],
  ['english', 'City Museum late opening: new dinosaur exhibition, café open till 10', 'event', ['visit']],
  ['english', 'Join the Harbour Choir: open rehearsals every Tuesday, tea and cake after', 'general', ['join']],
  [
    'english',
    'Blood drive at the Community Center this Friday, juice and cookies for every donor',
    'charity',
    ['book', 'donate'],
  ],
  ['french', 'Soirée théâtre au Café de la Gare, "Le Dîner de cons", places à 25 €', 'event', ['tickets']],
  ['french', 'Espace de coworking La Ruche : café à volonté, bureaux dès 200 € par mois', 'general', ['visit']],
  ['french', 'Séance de dédicace de Claire Lenoir à la librairie Le Phare, apéritif offert', 'event', ['rsvp']],
  ['french', 'Bougies parfumées coulées à la main, nouvelle collection d’hiver', 'retail', ['shop']],
  ['french', 'Musée des Beaux-Arts : nouvelle exposition Monet, entrée libre le dimanche', 'event', ['visit']],
  [
    'french',
    'Chorale Les Voix du Lac : répétitions le jeudi soir, venez chanter avec nous',
    'general',
    ['join', 'visit'],
  ],
  [
    'italian',
    'Presentazione del nuovo romanzo di Giulia Ferri, con aperitivo offerto, giovedì alla libreria Mondadori',
    'event',
    ['rsvp'],
  ],
  ['italian', 'Candele artigianali profumate, laboratorio a Firenze, nuova collezione', 'retail', ['shop']],
  ['italian', 'Traghetto per la Sardegna da Livorno, ristorante a bordo, prenota il tuo posto', 'travel', ['book']],
  ['italian', 'Coro Polifonico di Siena cerca nuove voci, prove il martedì sera', 'general', ['join']],
  ['italian', 'Studio di tatuaggi Inchiostro a Bologna, prenota la tua consulenza', 'general', ['book']],
  ['spanish', 'Velas artesanales de soja, nueva colección de otoño, envíos a toda España', 'retail', ['shop']],
  ['spanish', 'Lanzamiento del libro de Ana Ruiz, firma de ejemplares y vino en la librería Laie', 'event', ['rsvp']],
  ['spanish', 'Museo de Arte Moderno: nueva exposición de Frida Kahlo, cafetería en la terraza', 'event', ['visit']],
  ['spanish', 'Espacio de trabajo compartido en Valencia con café gratis, desde 120 € al mes', 'general', ['visit']],
  ['spanish', 'Estudio de tatuajes Tinta Negra en Madrid, pide tu cita', 'general', ['book']],
  [
    'german',
    'Coworking Space Werkbank in Leipzig: Kaffee inklusive, Arbeitsplätze ab 12 € am Tag',
    'general',
    ['visit'],
  ],
  ['german', 'Kerzenmanufaktur Flamme: handgegossene Kerzen, neue Herbstkollektion', 'retail', ['shop']],
  ['german', 'Blutspende im Rathaus am Donnerstag, danach gibt es einen Imbiss', 'charity', ['book']],
  ['german', 'Chor sucht neue Stimmen: Probe jeden Mittwoch im Gemeindehaus', 'general', ['join']],
  ['german', 'Buchpremiere mit Lena Hoff in der Buchhandlung am Markt, Sekt und Brezeln', 'event', ['rsvp']],
  [
    'portuguese',
    'Lançamento do livro "Mar de Dentro" de Ana Costa na Livraria Cultura, com coquetel',
    'event',
    ['rsvp'],
  ],
  ['portuguese', 'Estúdio de tatuagem Agulha Fina, agende sua sessão', 'general', ['book']],
  ['portuguese', 'Museu do Amanhã: nova exposição sobre o clima, ingressos online', 'event', ['tickets']],
  ['portuguese', 'Velas aromáticas feitas à mão, nova coleção de inverno', 'retail', ['shop']],
  ['dutch', 'Veerdienst naar Texel: elk uur een boot, koffie aan boord, boek je overtocht', 'travel', ['book']],
  ['dutch', 'Kaarsenwinkel Vlam in Haarlem: handgemaakte kaarsen, nieuwe geuren', 'retail', ['shop']],
  ['dutch', 'Boekpresentatie van "Het stille water" door Eva de Wit, met een hapje en een drankje', 'event', ['rsvp']],
  ['dutch', 'Gospelkoor Zingen zoekt nieuwe leden, repetitie elke dinsdag', 'general', ['join']],
  ['japanese', 'コワーキングスペース「ハブ渋谷」コーヒー飲み放題、月額15,000円から', 'general', ['visit', 'join']],
  ['japanese', '新刊発売記念サイン会、紀伊國屋書店新宿本店にて', 'event', ['rsvp']],
  ['japanese', '献血にご協力ください。駅前献血ルーム、土日も受付', 'charity', ['book']],
  ['japanese', 'キャンドル専門店「ともしび」冬の新作キャンドル入荷', 'retail', ['shop']],
  ['japanese', '美術館の夏の特別展、カフェも営業中', 'event', ['visit']],
  ['arabic', 'مساحة عمل مشتركة في دبي مع قهوة مجانية، مكاتب مرنة من 500 درهم شهريا', 'general', ['visit']],
  ['arabic', 'حفل توقيع رواية "بحر الصمت" للكاتبة سارة، يوم السبت', 'event', ['rsvp']],
  ['arabic', 'متحف الفن الإسلامي: معرض جديد ومقهى في الحديقة', 'event', ['visit']],
  ['arabic', 'مسرح المدينة يقدم مسرحية "الملك لير" يوم الخميس، احجز مقعدك', 'event', ['book']],
];

// Stock words of another trade: a restaurant's table and menu, food to order, fashion's outfits and looks, a course.
const FOREIGN: Record<LanguageId, RegExp> = {
  english: /\b(?:table|menu|food|flavou?rs?|dish|outfits?|new look|looks|wear|class|course|order)\b/iu,
  french: /\b(?:table|menu|plats?|saveurs?|cuisine|tenue|look|porter|cours|commander?)\b/iu,
  italian: /\b(?:tavolo|menu|piatt[oi]|sapori|cucina|look|indossa\w*|corso|ordina)\b/iu,
  spanish: /\b(?:mesa|menú|platos?|sabores|cocina|look|llevarlo|curso|pide ya|pedido)\b/iu,
  german: /\b(?:tisch|speisekarte|gerichte?|geschmack|küche|outfit|look|tragen|kurs|bestell\w*)\b/iu,
  portuguese: /\b(?:mesa|cardápio|pratos?|sabores|cozinha|look|vestir|curso|peça já|pedido)\b/iu,
  dutch: /\b(?:tafel|menu|gerechten|smaken|keuken|outfit|look|dragen|cursus|bestel\w*)\b/iu,
  japanese: /席を予約|メニュー|料理|味わい|コーデ|着こなし|講座|注文/u,
  arabic: /طاولة|قائمة الطعام|أطباق|نكهات|إطلالة|دورة|اطلب/u,
};

// A line that something was made or is to be tried, or a button to go to the shop, is false of a museum,
// a choir or a ferry.
const MADE: Record<LanguageId, RegExp> = {
  english: /made with care|first to try it/iu,
  french: /fait avec soin/iu,
  italian: /fatto con cura|primi a provarlo/iu,
  spanish: /hecho con cariño|primeros en probarlo/iu,
  german: /mit sorgfalt gemacht/iu,
  portuguese: /feito com carinho|primeiros a experimentar/iu,
  dutch: /met zorg gemaakt/iu,
  japanese: /ていねいに作りました|お店へ行く|来店する|いち早くお試し/u,
  arabic: /صُنع بعناية|من يجربه/u,
};

describe('an uncommon trade gets its own lines, or neutral ones, never a wrong trade’s', () => {
  it.each(CASES)('%s: "%s" is %s, asks to %j', (language, prompt, category, actions) => {
    const { pages, analysis } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
    expect(analysis.category).toBe(category);
    expect(actions).toContain(analysis.action);
    const lines = pages.flat().flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));
    // the prompt's own words may name what it offers ("free coffee"); the stock lines may not
    const foreign = lines.filter((l) => FOREIGN[language].test(l) && !prompt.includes(l.replace(/[.!]$/u, '')));
    expect(foreign).toEqual([]);
    if (category !== 'retail') expect(lines.filter((l) => MADE[language].test(l))).toEqual([]);
  });
});

// The kind yields where the prompt says more of another trade: a hiring ad, a class in the trade, a
// restaurant at a museum, a pre-theatre menu, a candle-lit dinner.
describe('a kind of place named on the way does not take over the advert', () => {
  it.each([
    ['english', 'Restaurant at the museum: Sunday brunch buffet $35', 'food'],
    ['english', 'Pre-theatre menu at Trattoria Roma: 2 courses for £18', 'food'],
    ['english', 'We are hiring a locksmith apprentice, apply today', 'jobs'],
    ['french', 'Dîner aux chandelles au restaurant Le Lys, menu 45 €', 'food'],
    ['spanish', 'Curso de tatuaje para principiantes, plazas limitadas', 'education'],
    ['german', 'Wir suchen Verstärkung: Fahrer (m/w/d) für unsere Fähre nach Sylt', 'jobs'],
  ] as const)('%s: "%s" stays %s', (language, prompt, category) => {
    expect(writeCopy({ prompt, width: 1080, height: 1080, language, count: 1, seed: 0 }).analysis.category).toBe(
      category,
    );
  });
});
