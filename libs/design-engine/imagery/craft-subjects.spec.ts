// Labelled prompts -> the picture a designer would draw for the advertiser's trade (or none), in the
// nine catalog languages: the trade decides before a school, a venue or a word of a show's title.
import { analyzePrompt } from '../../copywriter';
import { matchImagery } from './match';

function iconOf(prompt: string, language: string): string {
  const a = analyzePrompt(prompt);
  const m = matchImagery({
    text: prompt,
    languages: [language, a.promptLanguage],
    productConcept: a.productConcept,
    event: a.event,
    season: a.season,
    category: a.category,
  });
  return m?.icon ?? 'none';
}

const LABELLED: [string, string, string][] = [
  // planetarium and astronomy, whatever the show is called
  ['english', 'Journey to the Rings of Saturn: the new show at our planetarium, Fridays 8 pm', 'ringed-planet'],
  ['german', 'Neue Show im Planetarium: Die Ringe des Saturn, jeden Samstag', 'ringed-planet'],
  ['french', 'Soirée astronomie à l’observatoire : observez les anneaux de Saturne', 'ringed-planet'],
  ['spanish', 'El planetario estrena "Anillos de Saturno" este sábado', 'ringed-planet'],
  ['japanese', 'プラネタリウム新番組「土星の環への旅」毎週金曜', 'ringed-planet'],
  ['dutch', 'Sterrenwacht open avond: kijk zelf naar de maan en Saturnus', 'ringed-planet'],
  // chimney sweeps
  ['french', 'Ramoneur agréé : ramonage de votre cheminée avant l’hiver, certificat fourni', 'house'],
  ['german', 'Schornsteinfeger Meier: Kaminkehren und Abgasmessung, Termin online', 'house'],
  ['english', 'Chimney sweep in Bath: clean flues, safe stoves, book before winter', 'house'],
  ['dutch', 'Schoorsteenveger nodig? Wij vegen uw schoorsteen voor de stookperiode', 'house'],
  ['italian', 'Spazzacamino a Bergamo: pulizia canne fumarie e stufe', 'house'],
  // window cleaners, never a broom
  ['dutch', 'Glazenwasser Jansen: uw ramen weer brandschoon, elke maand', 'window'],
  ['dutch', 'Glazenwasserij De Vries - glasbewassing voor bedrijven in Utrecht', 'window'],
  ['german', 'Fensterputzer für Büros und Privathaushalte, streifenfrei', 'window'],
  ['english', 'Window cleaning for homes and shops, every four weeks', 'window'],
  ['spanish', 'Limpiacristales profesionales para comunidades y oficinas', 'window'],
  ['french', 'Laveur de vitres à Lyon : vitrines et vérandas impeccables', 'window'],
  // sailing, not a school
  ['italian', 'Scuola di vela a Malcesine: corsi per principianti sul lago', 'sailboat'],
  ['german', 'Segelschule am Bodensee: Segelkurse für Anfänger ab Mai', 'sailboat'],
  ['dutch', 'Zeilschool Friesland: leer zeilen in één week', 'sailboat'],
  ['french', 'École de voile de Quiberon : stages de voile pour enfants', 'sailboat'],
  ['spanish', 'Escuela de vela en Palma: cursos de vela todo el verano', 'sailboat'],
  ['portuguese', 'Escola de vela em Cascais: aulas de vela para adultos', 'sailboat'],
  ['english', 'Learn sailing on the Solent: RYA courses for beginners', 'sailboat'],
  // surfing
  ['english', 'Surf school in Cornwall: beginner lessons every morning', 'person-surfing'],
  ['german', 'Surfschule Sylt: Wellenreiten lernen in drei Tagen', 'person-surfing'],
  ['portuguese', 'Escola de surf na Ericeira, aulas para todos os níveis', 'person-surfing'],
  ['japanese', '湘南のサーフスクール、初心者レッスン受付中', 'person-surfing'],
  // fado
  ['portuguese', 'Jantar com fado ao vivo todas as sextas no nosso restaurante', 'musical-notes'],
  ['english', 'Fado night in Lisbon: dinner and live music from 9 pm', 'musical-notes'],
  // kimono and clothing rental
  ['japanese', '京都で着物レンタル、散策プラン3000円から', 'kimono'],
  ['english', 'Kimono rental in Asakusa: dress up and stroll, from ¥3,000', 'kimono'],
  ['german', 'Kostümverleih für Fasching: über 2000 Kostüme zur Auswahl', 'dress'],
  ['spanish', 'Alquiler de vestidos de fiesta para bodas y graduaciones', 'dress'],
  // tree care
  ['english', 'Tree surgeon: pruning, felling and stump removal, fully insured', 'deciduous-tree'],
  ['german', 'Baumpflege und Baumfällung vom Fachbetrieb, auch in Gärten', 'deciduous-tree'],
  ['french', 'Élagage et abattage d’arbres, devis gratuit', 'deciduous-tree'],
  ['dutch', 'Boomverzorging en bomen kappen, snel en veilig', 'deciduous-tree'],
  // moving and storage
  ['english', 'Man and van: house removals and storage across London', 'delivery-truck'],
  ['french', 'Déménagement clé en main, cartons fournis', 'delivery-truck'],
  ['italian', 'Traslochi e sgomberi a Milano, preventivo in 24 ore', 'delivery-truck'],
  ['german', 'Lagerraum ab 29 € im Monat, Zugang rund um die Uhr', 'package'],
  ['japanese', 'トランクルーム、月額2000円から。24時間出し入れ自由', 'package'],
  // piano tuning
  ['english', 'Piano tuning and repair across Leeds, 30 years experience', 'musical-keyboard'],
  ['german', 'Klavierstimmer in München: Stimmung und Reparatur', 'musical-keyboard'],
  ['japanese', 'ピアノ調律 1回12000円、出張対応', 'musical-keyboard'],
  // tyres
  ['english', 'Winter tyres fitted while you wait, from £49', 'wheel'],
  ['german', 'Reifenwechsel jetzt: Winterreifen einlagern und montieren', 'wheel'],
  ['dutch', 'Winterbanden wisselen? Bandenservice zonder afspraak', 'wheel'],
  ['french', 'Pneus hiver montés en 30 minutes, sans rendez-vous', 'wheel'],
  // pottery
  ['english', 'Pottery classes on the wheel, beginners welcome', 'none'],
  ['german', 'Töpferkurs für Anfänger: eigene Schalen drehen', 'none'],
  ['japanese', '陶芸体験、手びねりで器づくり', 'none'],
  // open mic and comedy
  ['english', 'Open mic comedy night at The Crown, free entry', 'microphone'],
  ['dutch', 'Open podium in café De Zwaan, elke woensdag', 'microphone'],
  // watch repair
  ['english', 'Watch repair and battery replacement while you wait', 'watch'],
  ['spanish', 'Relojería en Sevilla: reparación de relojes y correas', 'watch'],
  ['german', 'Uhrmacher Becker: Revision und Reparatur Ihrer Uhr', 'watch'],
  // solar panels
  ['english', 'Solar panels installed in a day: cut your energy bills', 'sun'],
  ['italian', 'Impianto fotovoltaico chiavi in mano con detrazione', 'sun'],
  ['dutch', 'Zonnepanelen op uw dak, inclusief installatie', 'sun'],
  ['arabic', 'تركيب الواح شمسية للمنازل بأسعار مناسبة', 'sun'],
  // bookshops and book fairs
  ['italian', 'Fiera del libro di Torino: cinque giorni di incontri', 'books'],
  ['portuguese', 'Feira do livro no parque, descontos em todas as bancas', 'books'],
  ['arabic', 'معرض الكتاب الدولي يفتح أبوابه الأسبوع المقبل', 'books'],
  // ice rinks
  ['english', 'The ice rink opens for the season: skate hire included', 'ice-skate'],
  ['french', 'La patinoire de la place est ouverte jusqu’au 5 janvier', 'ice-skate'],
  ['dutch', 'Schaatsbaan op de Markt: schaatsen voor het hele gezin', 'ice-skate'],
  // a trade no picture suits draws none, not the flowers or the candle it mentions
  ['english', 'Family funeral directors: flowers, candles and a caring service, 24 hours', 'none'],
  ['german', 'Bestattungen Krüger: Blumenschmuck und Kerzen für die Trauerfeier', 'none'],
  ['dutch', 'Uitvaartverzorging met bloemen en kaarsen, dag en nacht bereikbaar', 'none'],
  ['spanish', 'Funeraria San José: flores y velas, atención 24 horas', 'none'],
  ['japanese', '家族葬のご相談、お花とろうそくのご用意も', 'none'],
  // a keyword of a name or title picks no picture alone
  ['english', 'Tickets on sale now for "The Golden Rose", a new play in two acts', 'admission-tickets'],
  ['german', 'Lesung am Freitag: „Der rote Regenschirm“ – Eintritt frei', 'party-popper'],
  ['italian', 'Stasera in scena “La rosa bianca”, biglietti alla cassa', 'admission-tickets'],
  ['dutch', "Voorstelling 'De Gouden Sleutel' zaterdag in de schouwburg", 'party-popper'],
  ['japanese', '新作公演「赤い傘」今週末、チケット発売中', 'ticket'],
  ['english', 'The Blue Room: live jazz every Thursday', 'saxophone'],
  ['english', 'Give us a ring: we answer every call in under a minute', 'none'],
];

describe('the picture follows the trade', () => {
  it.each(LABELLED)('%s: "%s" draws %s', (language, prompt, icon) => {
    expect(iconOf(prompt, language)).toBe(icon);
  });

  it('the table covers every catalog language', () => {
    const languages = new Set(LABELLED.map(([l]) => l));
    expect(languages.size).toBe(9);
    expect(LABELLED.length).toBeGreaterThanOrEqual(60);
  });
});
