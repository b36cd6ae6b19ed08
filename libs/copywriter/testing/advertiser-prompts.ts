// Prompts written the way owners write them, each with the advertiser it names: heading the prompt
// before a dash, a colon or a description, after "my … business,", or named as a business where the
// offer is ("at", "en", "na", "bei"). `not` lists prompts whose heading is no advertiser (a place, an
// occasion, a format, an audience). Spec data for advertiser-names.spec.ts.

export interface AdvertiserCase {
  language: string;
  prompt: string;
  brand: string;
}

export const ADVERTISER_PROMPTS: AdvertiserCase[] = [
  // english
  {
    language: 'english',
    prompt: 'Maple Ridge Roofing – storm damage repairs. Free inspections.',
    brand: 'Maple Ridge Roofing',
  },
  {
    language: 'english',
    prompt: 'Bluebird Pet Grooming: nail trims $10 every Wednesday.',
    brand: 'Bluebird Pet Grooming',
  },
  { language: 'english', prompt: 'Greenway Lawns – weekly mowing from $35. Call 555-0187.', brand: 'Greenway Lawns' },
  { language: 'english', prompt: 'ShelfWise garage storage – custom racks installed in a day.', brand: 'ShelfWise' },
  {
    language: 'english',
    prompt: 'Copper Kettle Tea Rooms, afternoon tea for two at $29.',
    brand: 'Copper Kettle Tea Rooms',
  },
  {
    language: 'english',
    prompt: 'Flyer for my cleaning business, Sparkle Sisters. Deep cleans from $120.',
    brand: 'Sparkle Sisters',
  },
  { language: 'english', prompt: 'Post for our bakery, Rise & Crumb – sourdough loaves $6.', brand: 'Rise & Crumb' },
  {
    language: 'english',
    prompt: 'Trivia night every Thursday at Anchor Tavern, prizes for the winners.',
    brand: 'Anchor Tavern',
  },
  { language: 'english', prompt: 'Get your brakes checked free at Dalton Motors this month.', brand: 'Dalton Motors' },
  { language: 'english', prompt: 'Hilltop Solar: panels installed with 0% financing.', brand: 'Hilltop Solar' },
  // spanish
  {
    language: 'spanish',
    prompt: 'Panadería Los Olivos – pan de masa madre recién hecho cada mañana.',
    brand: 'Panadería Los Olivos',
  },
  {
    language: 'spanish',
    prompt: 'Clínica Dental Sonrisa: blanqueamiento a 149 € este mes.',
    brand: 'Clínica Dental Sonrisa',
  },
  {
    language: 'spanish',
    prompt: 'Reformas Hermanos Ruiz, tu cocina nueva en dos semanas.',
    brand: 'Reformas Hermanos Ruiz',
  },
  {
    language: 'spanish',
    prompt: 'Menú de mediodía a 11 € en Taberna El Rincón, de lunes a viernes.',
    brand: 'Taberna El Rincón',
  },
  {
    language: 'spanish',
    prompt: 'Anuncio para mi negocio, Cerrajeros Rápidos. Servicio urgente 24 horas.',
    brand: 'Cerrajeros Rápidos',
  },
  { language: 'spanish', prompt: 'Vivero La Encina: 3x2 en rosales hasta el domingo.', brand: 'Vivero La Encina' },
  {
    language: 'spanish',
    prompt: 'Talleres Morales – revisión pre-ITV gratis con cada cambio de aceite.',
    brand: 'Talleres Morales',
  },
  // french
  {
    language: 'french',
    prompt: 'Boulangerie Marceau – croissants au beurre, 1,20 € pièce.',
    brand: 'Boulangerie Marceau',
  },
  { language: 'french', prompt: 'Atelier Fil & Bois : stage de menuiserie le week-end.', brand: 'Atelier Fil & Bois' },
  { language: 'french', prompt: 'Garage Lemaire, votre mécanicien de quartier à Nantes.', brand: 'Garage Lemaire' },
  { language: 'french', prompt: 'Soirée jazz à la Brasserie du Port ce vendredi à 20 h.', brand: 'Brasserie du Port' },
  {
    language: 'french',
    prompt: 'Une annonce pour ma boutique, Lin et Lavande : -20 % sur les draps.',
    brand: 'Lin et Lavande',
  },
  {
    language: 'french',
    prompt: 'Fromagerie Dubois – plateaux de fromages pour les fêtes.',
    brand: 'Fromagerie Dubois',
  },
  { language: 'french', prompt: 'Plomberie Girard : dépannage en moins de 2 heures.', brand: 'Plomberie Girard' },
  // german
  { language: 'german', prompt: 'Gärtnerei Lindner – Balkonpflanzen ab 2,50 € das Stück.', brand: 'Gärtnerei Lindner' },
  {
    language: 'german',
    prompt: 'Elektro Hofmann: Wallbox-Installation zum Festpreis von 899 €.',
    brand: 'Elektro Hofmann',
  },
  {
    language: 'german',
    prompt: 'Frühstücksbuffet jeden Sonntag im Café Morgenrot, 14,90 € pro Person.',
    brand: 'Café Morgenrot',
  },
  {
    language: 'german',
    prompt: 'Anzeige für meinen Betrieb, Malerei Krause. Fassaden und Innenräume.',
    brand: 'Malerei Krause',
  },
  {
    language: 'german',
    prompt: 'Schreinerei Vogel – Küchen nach Maß aus eigener Werkstatt.',
    brand: 'Schreinerei Vogel',
  },
  {
    language: 'german',
    prompt: 'Weinabend bei Weinhaus Keller am Freitag, 25 € mit Verkostung.',
    brand: 'Weinhaus Keller',
  },
  { language: 'german', prompt: 'Fahrschule Brandt: Intensivkurs in den Sommerferien.', brand: 'Fahrschule Brandt' },
  // italian
  { language: 'italian', prompt: 'Osteria Da Gino – menù di pesce a 35 € il venerdì.', brand: 'Osteria Da Gino' },
  {
    language: 'italian',
    prompt: 'Agriturismo La Quercia, Chianti: weekend in vendemmia.',
    brand: 'Agriturismo La Quercia',
  },
  {
    language: 'italian',
    prompt: 'Gelateria Fiordilatte: secondo cono in omaggio il martedì.',
    brand: 'Gelateria Fiordilatte',
  },
  {
    language: 'italian',
    prompt: "Aperitivo con musica dal vivo all'Enoteca Bacco, sabato alle 19.",
    brand: 'Enoteca Bacco',
  },
  {
    language: 'italian',
    prompt: 'Un post per la mia attività, Sartoria Bellini: orli in 24 ore.',
    brand: 'Sartoria Bellini',
  },
  { language: 'italian', prompt: 'Officina Moretti – tagliando completo a 119 €.', brand: 'Officina Moretti' },
  { language: 'italian', prompt: 'Palestra Olimpo, il tuo primo mese a 29 €.', brand: 'Palestra Olimpo' },
  // portuguese
  { language: 'portuguese', prompt: 'Padaria Estrela – pão de queijo quentinho toda manhã.', brand: 'Padaria Estrela' },
  {
    language: 'portuguese',
    prompt: 'Mudanças Tejo Azul: mudanças residenciais com orçamento grátis.',
    brand: 'Mudanças Tejo Azul',
  },
  { language: 'portuguese', prompt: 'Noite de samba na Tasca do Zé, sábado às 21h.', brand: 'Tasca do Zé' },
  {
    language: 'portuguese',
    prompt: 'Oficina Ribeiro, o seu mecânico de confiança em Braga.',
    brand: 'Oficina Ribeiro',
  },
  {
    language: 'portuguese',
    prompt: 'Anúncio para o meu negócio, Jardins Verdes: manutenção de jardins.',
    brand: 'Jardins Verdes',
  },
  { language: 'portuguese', prompt: 'Barbearia Navalha – corte e barba por 15 €.', brand: 'Barbearia Navalha' },
  { language: 'portuguese', prompt: 'Almoço executivo a 9,90 € na Cervejaria Trindade.', brand: 'Cervejaria Trindade' },
  // dutch
  { language: 'dutch', prompt: 'Bakkerij Van Dam – verse appeltaart elke zaterdag.', brand: 'Bakkerij Van Dam' },
  {
    language: 'dutch',
    prompt: 'Schoonheidssalon Lotus: 25% korting op gezichtsbehandelingen.',
    brand: 'Schoonheidssalon Lotus',
  },
  { language: 'dutch', prompt: 'Schaatsen bij IJsbaan De Meer, elke avond open tot 22 uur.', brand: 'IJsbaan De Meer' },
  {
    language: 'dutch',
    prompt: 'Fietsenwinkel Snel, jouw fiets binnen een dag gerepareerd.',
    brand: 'Fietsenwinkel Snel',
  },
  {
    language: 'dutch',
    prompt: 'Een advertentie voor mijn bedrijf, Glashelder Glazenwassers. Vanaf € 25.',
    brand: 'Glashelder Glazenwassers',
  },
  {
    language: 'dutch',
    prompt: 'Brouwerij De Molen: proeverij met vijf bieren voor € 15.',
    brand: 'Brouwerij De Molen',
  },
  // japanese
  { language: 'japanese', prompt: '着物レンタル「桜小町」、浴衣プラン3,000円から。', brand: '桜小町' },
  { language: 'japanese', prompt: '陶芸工房「土と火」 週末体験教室、参加費2,500円。', brand: '土と火' },
  { language: 'japanese', prompt: '川口酒造（秋田県湯沢市）新酒の蔵開き、試飲無料。', brand: '川口酒造' },
  { language: 'japanese', prompt: '青空農園 いちご狩り 1,500円 予約受付中', brand: '青空農園' },
  { language: 'japanese', prompt: 'パン工房「こむぎ畑」、毎朝7時から焼きたて。', brand: 'こむぎ畑' },
  { language: 'japanese', prompt: '鈴木整骨院 初回施術 1,980円', brand: '鈴木整骨院' },
  // arabic
  { language: 'arabic', prompt: 'عروض نهاية الأسبوع في عطور الأصيل! خصم 30% على كل العطور', brand: 'عطور الأصيل' },
  { language: 'arabic', prompt: 'تخفيضات الصيف لدى مجوهرات اللؤلؤة حتى 40%', brand: 'مجوهرات اللؤلؤة' },
  { language: 'arabic', prompt: 'مطعم سفرة الخير: بوفيه إفطار 99 ريال للشخص', brand: 'مطعم سفرة الخير' },
  { language: 'arabic', prompt: 'ورود الياسمين – باقات عيد الأم من 150 درهم', brand: 'ورود الياسمين' },
  { language: 'arabic', prompt: 'مخبز الريف، خبز طازج كل صباح بـ 5 ريال', brand: 'مخبز الريف' },
  // a name with a trade's word where the offer is had, or ending a clause after "with"
  { language: 'spanish', prompt: 'Hasta 40 % en abrigos en Nube Moda este fin de semana.', brand: 'Nube Moda' },
  { language: 'portuguese', prompt: 'Liquidação de inverno na Areia Moda: até 50% em casacos.', brand: 'Areia Moda' },
  {
    language: 'english',
    prompt: 'Home insurance from $12 a month with Shieldly. Get a quote in 2 minutes.',
    brand: 'Shieldly',
  },
  { language: 'german', prompt: 'Spanisch lernen mit Hablamos – erste Stunde gratis.', brand: 'Hablamos' },
  { language: 'french', prompt: 'Assurance auto dès 15 € par mois avec Assurix. Devis en ligne.', brand: 'Assurix' },
  { language: 'spanish', prompt: 'Seguro de hogar desde 9 € al mes con Protegemos.', brand: 'Protegemos' },
];

/** Headings that are no advertiser: the brand read must not be this phrase. */
export const NOT_ADVERTISER_HEADS: Array<{ language: string; prompt: string; not: string }> = [
  { language: 'english', prompt: 'Summer Jazz Night – live music by the lake, tickets $15.', not: 'Summer Jazz Night' },
  { language: 'english', prompt: 'Instagram Post: our new menu launches Friday.', not: 'Instagram Post' },
  { language: 'english', prompt: 'Small Business Owners: free tax checklist download.', not: 'Small Business Owners' },
  { language: 'spanish', prompt: 'Feria del Libro – del 3 al 9 de junio, entrada libre.', not: 'Feria del Libro' },
  { language: 'german', prompt: 'Instagram Story: Neue Herbstkollektion ab Montag im Laden.', not: 'Instagram Story' },
  { language: 'french', prompt: 'Paris en famille : 3 nuits à partir de 299 €.', not: 'Paris' },
  {
    language: 'italian',
    prompt: 'Sagra della Castagna – domenica in piazza, ingresso libero.',
    not: 'Sagra della Castagna',
  },
  {
    language: 'english',
    prompt: 'Senior Backend Engineer – remote, $140k, apply by Friday.',
    not: 'Senior Backend Engineer',
  },
];
