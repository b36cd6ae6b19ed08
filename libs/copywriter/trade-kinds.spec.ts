import { writeCopy } from './write-copy';
import type { Category, CtaIntent, LanguageId } from './types';

// Trades, leisure places, retail niches and events the category cues read as another trade or not at all,
// in the nine languages: the category whose stock lines hold, the action the prompt asks for (or the kind's
// own, or the one its price form allows), and no stock line naming another trade's goods.
const CASES: ReadonlyArray<readonly [LanguageId, string, Category, readonly CtaIntent[]]> = [
  [
    'english',
    'Greenbough Tree Surgeons: hedge trimming, crown reduction and stump grinding',
    'local-services',
    ['quote'],
  ],
  [
    'english',
    'Crystal Clear window cleaning for homes and shops, every four weeks',
    'local-services',
    ['quote', 'book'],
  ],
  ['english', 'Ticktock watch repair: new strap fitted while you wait, $15', 'local-services', ['visit', 'book']],
  ['english', 'Sweep & Co chimney sweep: certificate for your insurer, no mess', 'local-services', ['book']],
  ['english', 'Open auditions for our spring musical, singers and dancers of all ages', 'general', ['register']],
  ['english', 'Harbour Bike Hire: e-bikes by the hour along the coast', 'travel', ['book']],
  ['english', 'Sunday flea market at the old station, free entry', 'retail', ['visit']],
  ['english', 'Murder mystery dinner show at the Grand Hotel: a crime served with dinner', 'event', ['reserve']],
  ['english', 'Riverside Pest Control: wasps and mice removed the same day', 'local-services', ['call']],
  ['spanish', 'Vivero El Roble: árboles frutales, rosales y macetas de barro', 'retail', ['shop']],
  ['spanish', 'Escuela de surf Ola Brava: clases para principiantes en Zarautz', 'general', ['book']],
  ['spanish', 'Relojería Ortiz: cambio de pila por 8 €', 'local-services', ['visit', 'book']],
  ['spanish', 'Cena espectáculo de flamenco en el Tablao Sevilla, menú degustación', 'event', ['reserve']],
  ['spanish', 'Alquiler de bicicletas en Sevilla, rutas por el casco antiguo', 'travel', ['book']],
  ['spanish', 'Control de plagas Hogar Seguro: cucarachas y ratones, servicio urgente', 'local-services', ['call']],
  ['spanish', 'Mercadillo solidario en la plaza Mayor, entrada gratuita', 'retail', ['visit']],
  ['french', 'Pépinière Les Chênes : arbustes, vivaces et conseils de plantation', 'retail', ['shop']],
  ['french', 'Élagueur à Rennes : élagage, abattage et dessouchage', 'local-services', ['quote']],
  ['french', 'Ramoneur agréé, certificat de ramonage remis sur place', 'local-services', ['book']],
  ['french', 'Vide-grenier du quartier Saint-Michel dimanche, entrée gratuite', 'retail', ['visit']],
  ['french', 'Dîner-spectacle cabaret au Moulin Bleu, menu trois plats', 'event', ['reserve']],
  ['french', 'Laverie du Marché : machines 8 kg et 18 kg, ouvert 7j/7', 'local-services', ['visit']],
  ['french', 'Cordonnerie Martin : talons refaits en 10 minutes, 12 €', 'local-services', ['visit', 'book']],
  ['german', 'Baumpflege Eiche & Co: Baumfällung, Kronenschnitt und Wurzelfräsen', 'local-services', ['quote']],
  ['german', 'Gebäudereinigung Blitzblank: Fensterreinigung für Büros und Praxen', 'local-services', ['quote']],
  ['german', 'Uhrmacher Berger: Batteriewechsel sofort, 9 €', 'local-services', ['visit', 'book']],
  ['german', 'Schornsteinfeger Krause: Kehrung und Abgasmessung', 'local-services', ['book']],
  ['german', 'Gärtnerei Sonnenblume: Stauden, Kräuter und Balkonpflanzen', 'retail', ['shop']],
  ['german', 'Fahrradverleih am See: E-Bikes und Tandems für den Tag', 'travel', ['book']],
  ['german', 'Flohmarkt im Hof der Alten Schule, Eintritt frei', 'retail', ['visit']],
  ['german', 'Kletterhalle Steinbock: Bouldern für Anfänger, Tageskarte 14 €', 'fitness', ['visit']],
  ['italian', 'Vivaio Il Giglio: piante da orto, agrumi e vasi in terracotta', 'retail', ['shop']],
  ['italian', 'Pulizia vetri per uffici e negozi a Torino, preventivo gratuito', 'local-services', ['quote']],
  ['italian', 'Scuola di surf a Varazze: lezioni per principianti tutto l’anno', 'general', ['book']],
  ['italian', 'Mercatino delle pulci in piazza Grande, ingresso libero', 'retail', ['visit']],
  ['italian', 'Noleggio barche sul lago di Garda, senza patente', 'travel', ['book']],
  ['italian', 'Cena con spettacolo di magia al Teatro Nuovo, menù di pesce', 'event', ['reserve']],
  ['italian', 'Orologeria Fontana: sostituzione batteria a 10 €', 'local-services', ['visit', 'book']],
  ['portuguese', 'Viveiro Verde Vale: mudas de frutíferas e plantas ornamentais', 'retail', ['shop']],
  ['portuguese', 'Escola de surf Maré Alta: aulas para iniciantes em Peniche', 'general', ['book']],
  ['portuguese', 'Jantar com fado ao vivo na Tasca do Chico, sábado às 20h', 'event', ['reserve']],
  ['portuguese', 'Feira de artesanato no Largo do Carmo, entrada gratuita', 'retail', ['visit']],
  ['portuguese', 'Relojoaria Silva: troca de bateria por 10 €', 'local-services', ['visit', 'book']],
  ['portuguese', 'Aluguel de bicicletas na orla de Copacabana, por hora', 'travel', ['book']],
  ['portuguese', 'Dedetização Casa Limpa: baratas e cupins, atendimento rápido', 'local-services', ['call']],
  ['dutch', 'Glazenwasserij Kristal: ramen wassen voor huis en winkel', 'local-services', ['quote', 'book']],
  ['dutch', 'Boomverzorging De Linde: snoeien, kappen en stobben frezen', 'local-services', ['quote']],
  ['dutch', 'Kwekerij De Hoeve: vaste planten, kruiden en fruitbomen', 'retail', ['shop']],
  ['dutch', 'Fietsverhuur Zeezicht: e-bikes per dag langs de duinen', 'travel', ['book']],
  ['dutch', 'Rommelmarkt in de sporthal, gratis entree', 'retail', ['visit']],
  ['dutch', 'Schoorsteenveger Jansen: vegen en inspectie van uw schoorsteen', 'local-services', ['book']],
  ['dutch', 'Sloepverhuur aan de Amstel: varen met vrienden', 'travel', ['book']],
  ['japanese', '着物レンタル「雅」浅草店、ヘアセット付きで一日4,000円', 'general', ['book']],
  ['japanese', '植木と剪定の職人、庭木の伐採もお任せください', 'local-services', ['quote']],
  ['japanese', '窓清掃サービス、オフィスビルのガラス清掃に対応', 'local-services', ['quote', 'book']],
  ['japanese', '時計修理の専門店、電池交換1,000円', 'local-services', ['visit', 'book']],
  ['japanese', '湘南のサーフスクール、初心者向けレッスン', 'education', ['book', 'enroll']],
  ['japanese', '日曜日の蚤の市、入場無料', 'retail', ['visit']],
  ['arabic', 'تقليم الأشجار وقص الأشجار في حدائق المنازل', 'local-services', ['quote']],
  ['arabic', 'مشتل الياسمين: نباتات زينة وأشجار فاكهة', 'retail', ['shop']],
  ['arabic', 'تنظيف النوافذ والواجهات الزجاجية للمكاتب', 'local-services', ['quote', 'book']],
  ['arabic', 'مكافحة الحشرات في المنازل، خدمة سريعة', 'local-services', ['call']],
  ['arabic', 'تأجير الدراجات على الكورنيش بالساعة', 'travel', ['book']],
];

// Stock words of trades none of these is: a restaurant's table, menu and flavours, fashion's outfits and
// looks, home decor's comfort in every corner.
const FOREIGN: Record<LanguageId, RegExp> = {
  english: /\b(?:a table|menu|flavou?rs?|tasty|good food|outfits?|new look|every corner)\b/iu,
  french: /\b(?:une table|saveurs?|bien manger|tenue|chaque recoin|confort)\b/iu,
  italian: /\b(?:un tavolo|sapori|buon cibo|outfit|ogni angolo|comfort)\b/iu,
  spanish: /\b(?:una mesa|sabores|buena comida|look|cada rincón|confort)\b/iu,
  german: /\b(?:einen tisch|geschmack|gutes essen|outfit|jede ecke|gemütlich)\b/iu,
  portuguese: /\b(?:uma mesa|sabores|comida boa|look|cada canto|conforto)\b/iu,
  dutch: /\b(?:een tafel|smaken|lekker eten|outfit|elke hoek|comfort)\b/iu,
  japanese: /席を予約|メニュー|味わい|コーデ|着こなし/u,
  arabic: /احجز طاولة|نكهات|إطلالة|قائمة الطعام/u,
};

const TABLE: Record<LanguageId, RegExp> = {
  english: /^(?:reserve|book) a table$/iu,
  french: /^réserver une table$/iu,
  italian: /^prenota un tavolo$/iu,
  spanish: /^reserva(?:r)? una mesa$/iu,
  german: /^tisch reservieren$/iu,
  portuguese: /^reserve uma mesa$/iu,
  dutch: /^reserveer een tafel$/iu,
  japanese: /^席を予約/u,
  arabic: /^احجز طاولة/u,
};

describe('a trade named by its noun gets its category, its action and no other trade’s stock lines', () => {
  it.each(CASES)('%s: "%s" is %s, asks to %j', (language, prompt, category, actions) => {
    const { pages, analysis } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed: 0 });
    expect({ category: analysis.category, action: actions.includes(analysis.action) }).toEqual({
      category,
      action: true,
    });
    const lines = pages.flat().flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));
    // a show sold with a meal is booked by the table
    const table = analysis.action === 'reserve' ? TABLE[language] : /^$/u;
    const foreign = lines.filter(
      (l) => FOREIGN[language].test(l) && !table.test(l) && !prompt.includes(l.replace(/[.!]$/u, '')),
    );
    expect(foreign).toEqual([]);
  });
});
