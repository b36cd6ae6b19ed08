// Keywords the prompt reader looks for, in folded form (lower case, no accents; see text.fold).
// Mostly English, with the common words of the other supported languages so that prompts written in
// them are read too. A trailing "*" matches a word prefix. Order matters where noted.
import type { AudienceId, Category, CtaIntent, EventId, LanguageId, Mood, ProductConcept, SeasonId } from './types';

/** Checked in this order; the first event found wins (specific names before generic ones). */
export const EVENT_WORDS: ReadonlyArray<readonly [EventId, readonly string[]]> = [
  ['black-friday', ['black friday', 'black-friday', 'blackfriday', 'black week', 'viernes negro', 'الجمعة البيضاء', 'ブラックフライデー']],
  ['cyber-monday', ['cyber monday', 'cybermonday', 'cyber lunes', 'サイバーマンデー']],
  ['singles-day', ['singles day', "singles' day", 'double 11', '11.11', '双十一', '独身の日']],
  ['lunar-new-year', ['lunar new year', 'chinese new year', 'nouvel an chinois', 'ano nuevo chino', 'chinesisches neujahr', 'capodanno cinese', 'ano novo chines', 'chinees nieuwjaar', '旧正月', '春節', 'رأس السنة الصينية']],
  ['christmas', ['christmas', 'xmas', 'x-mas', 'navidad', 'navide*', 'noel', 'weihnacht*', 'natale', 'natalizi*', 'natal', 'kerst*', 'クリスマス', 'الكريسماس', 'عيد الميلاد']],
  ['new-year', ['new year', "new year's", 'nye', 'ano nuevo', 'nouvel an', 'silvester', 'neujahr', 'capodanno', 'ano novo', 'oud en nieuw', 'nieuwjaar', 'お正月', '新年', 'رأس السنة']],
  ['valentines', ['valentine*', 'san valentin', 'saint-valentin', 'saint valentin', 'valentinstag', 'san valentino', 'dia dos namorados', 'valentijn*', 'バレンタイン', 'عيد الحب']],
  ['easter', ['easter', 'pascua', 'paques', 'ostern', 'pasqua', 'pascoa', 'pasen', 'イースター', 'عيد الفصح']],
  ['halloween', ['halloween', 'ハロウィン', 'هالوين']],
  ['mothers-day', ["mother's day", 'mothers day', 'mothersday', 'dia de la madre', 'dia de las madres', 'fete des meres', 'muttertag', 'festa della mamma', 'dia das maes', 'moederdag', '母の日', 'عيد الأم']],
  ['fathers-day', ["father's day", 'fathers day', 'dia del padre', 'fete des peres', 'vatertag', 'festa del papa', 'dia dos pais', 'vaderdag', '父の日', 'عيد الأب']],
  ['back-to-school', ['back to school', 'back-to-school', 'vuelta al cole', 'vuelta a clases', 'regreso a clases', 'rentree', 'schulanfang', 'einschulung', 'ritorno a scuola', 'volta as aulas', 'terug naar school', '新学期', 'العودة إلى المدارس', 'العودة للمدارس']],
  ['ramadan', ['ramadan', 'ramadhan', 'ラマダン', 'رمضان']],
  ['eid', ['eid', 'eid al-fitr', 'eid al-adha', 'eid mubarak', 'عيد الفطر', 'عيد الأضحى', 'العيد']],
  ['thanksgiving', ['thanksgiving', 'accion de gracias', 'サンクスギビング', 'عيد الشكر']],
  ['diwali', ['diwali', 'deepavali', 'ديوالي', 'ディワリ']],
  ['womens-day', ["women's day", 'womens day', 'dia de la mujer', 'journee de la femme', 'journee des femmes', 'frauentag', 'festa della donna', 'dia da mulher', 'vrouwendag', '国際女性デー', 'يوم المرأة']],
  ['anniversary', ['anniversary', 'aniversario', 'anniversaire', 'jubilaum', 'anniversario', 'jubileum', '周年', 'ذكرى']],
  ['grand-opening', ['grand opening', 'now open', 'opening day', 'opening night', 'soft opening', 'opening party', 'opening weekend', 'is opening', 'are opening', "we're opening", 'we are opening', 'opens its doors', 'gran apertura', 'inauguracion', 'inauguramos', 'abrimos', 'ouverture', 'eroffnung', 'neueroffnung', 'inaugurazione', 'inauguracao', 'grote opening', 'グランドオープン', 'オープン', 'افتتاح']],
];

/** Words that make "opening" a grand opening: "<place> opening", "opens on …". */
export const OPENING_PLACES =
  'restaurant|store|shop|cafe|café|coffee shop|studio|gym|bakery|bar|salon|clinic|office|location|branch|boutique|gallery|hotel|pizzeria|bistro|spa';

export const SEASON_WORDS: ReadonlyArray<readonly [SeasonId, readonly string[]]> = [
  ['summer', ['summer', 'verano', 'ete', 'sommer', 'estate', 'verao', 'zomer', '夏', 'صيف', 'الصيف']],
  ['winter', ['winter', 'invierno', 'hiver', 'inverno', '冬', 'شتاء', 'الشتاء']],
  ['spring', ['spring', 'primavera', 'printemps', 'fruhling', 'fruhjahr', 'lente', '春', 'الربيع']],
  ['autumn', ['autumn', 'otono', 'automne', 'herbst', 'autunno', 'outono', 'herfst', '秋', 'الخريف', 'خريف']],
];

/** English season words are also names ("Spring Boot"): they count when lower-case or beside one of these. */
export const SEASON_CONTEXT =
  'sale|sales|collection|season|deal|deals|offer|offers|special|specials|menu|break|vibes|camp|edition|styles|style|look|essentials|getaway|trip|trips|holiday|holidays|vacation|fest|festival|event|clearance|savings|drop|line|range|launch|this|the|for|in|of|early|late|hello|welcome|all|new|hot|cool';

export const CATEGORY_WORDS: Record<Exclude<Category, 'general'>, readonly string[]> = {
  creative: ['pottery', 'ceramics', 'workshop', 'craft*', 'painting', 'calligraphy', 'knitting', 'poterie', 'ceramica', 'keramik', 'topferkurs', '陶芸', 'خزف'],
  content: ['whitepaper', 'ebook', 'e-book', 'playbook', 'checklist', 'report', 'livre blanc', 'libro blanco', 'informe', 'leitfaden', 'ホワイトペーパー', 'تقرير'],
  'local-services': ['plumber', 'plumbing', 'electrician', 'cleaning', 'repairs', 'renovation', 'handyman', 'locksmith', 'fontanero', 'plombier', 'klempner', 'idraulico', 'loodgieter', 'سباك'],
  retail: ['sale', 'deal', 'gift', 'gifts', 'market', 'supermarket', 'grocery', 'groceries', 'store', 'shop', 'shopping', 'outlet', 'deals', 'clearance', 'storewide', 'sitewide', 'tienda', 'rebajas', 'soldes', 'laden', 'schlussverkauf', 'saldi', 'negozio', 'liquidacao', 'loja', 'uitverkoop', 'winkel', 'セール', 'متجر', 'تخفيضات'],
  fashion: ['fashion', 'clothing', 'clothes', 'apparel', 'outfit*', 'wardrobe', 'streetwear', 'moda', 'ropa', 'vetements', 'kleidung', 'abbigliamento', 'roupa*', 'kleding', 'ファッション', 'أزياء'],
  beauty: ['beauty', 'skincare', 'skin care', 'makeup', 'cosmetic*', 'salon', 'nails', 'lipstick', 'serum', 'belleza', 'beaute', 'kosmetik', 'bellezza', 'beleza', 'schoonheid', '美容', 'コスメ', 'تجميل'],
  food: ['restaurant', 'cafe', 'coffee', 'pizza', 'pizzeria', 'burger*', 'sushi', 'bakery', 'brunch', 'dinner', 'lunch', 'menu', 'food', 'kitchen', 'bistro', 'grill', 'trattoria', 'taqueria', 'tacos', 'dessert*', 'ice cream', 'delicious', 'chef', 'restaurante', 'comida', 'cafeteria', 'essen', 'ristorante', 'cibo', 'eten', 'レストラン', 'カフェ', 'مطعم', 'قهوة'],
  saas: ['saas', 'software', 'platform', 'dashboard', 'crm', 'api', 'cloud', 'workflow*', 'automation', 'automate', 'analytics', 'startup', 'integration*', 'plugin', 'ai-powered', 'ai', 'tool', 'plataforma', 'plateforme', 'logiciel', 'plattform', 'piattaforma', 'ソフトウェア', 'منصة'],
  app: ['app', 'apps', 'mobile app', 'ios', 'android', 'play store', 'app store', 'aplicacion', 'appli', 'applicazione', 'aplicativo', 'アプリ', 'تطبيق'],
  event: ['event', 'christmas market', 'night market', 'flea market', 'farmers market', 'food market', 'fair', 'bazaar', 'concert', 'festival', 'party', 'gala', 'exhibition', 'expo', 'meetup', 'tickets', 'live music', 'gig', 'show', 'evento', 'concierto', 'fiesta', 'evenement', 'soiree', 'konzert', 'veranstaltung', 'concerto', 'festa', 'イベント', 'フェス', 'حفل', 'فعالية', 'مهرجان'],
  jobs: ['hiring', 'job', 'jobs', 'career*', 'vacancy', 'vacancies', 'position', 'positions', 'recruit*', 'join our team', 'empleo', 'vacante*', 'contratando', 'emploi', 'recrutement', 'recrute', 'stelle', 'stellen', 'karriere', 'wir suchen', 'lavoro', 'assumiamo', 'vaga', 'vagas', 'emprego', 'vacature*', '求人', '採用', 'وظيفة', 'وظائف', 'توظيف'],
  charity: ['charity', 'donate', 'donation*', 'fundrais*', 'nonprofit', 'non-profit', 'volunteer*', 'ngo', 'relief', 'ong', 'donar', 'donacion', 'benefica', 'dons', 'spenden', 'spende', 'donazione', 'beneficenza', 'doacao', 'goed doel', 'doneer', '寄付', 'チャリティー', 'تبرع', 'خيري'],
  'real-estate': ['real estate', 'apartment*', 'condo*', 'for sale by owner', 'property', 'properties', 'realtor', 'open house', 'bedroom', 'listing', 'for rent', 'inmobiliaria', 'piso', 'pisos', 'departamento*', 'immobilier', 'appartement*', 'immobilie*', 'wohnung*', 'immobiliare', 'appartament*', 'imovel', 'imoveis', 'woning*', '不動産', 'マンション', 'عقار', 'شقة', 'شقق'],
  fitness: ['fitness', 'gym', 'workout*', 'yoga', 'pilates', 'crossfit', 'personal trainer', 'bootcamp', 'spin class', 'gimnasio', 'entrenamiento', 'salle de sport', 'fitnessstudio', 'palestra', 'academia', 'sportschool', 'ジム', 'フィットネス', 'لياقة'],
  travel: ['travel', 'trip', 'trips', 'flight*', 'hotel*', 'vacation*', 'getaway*', 'resort*', 'cruise*', 'tour', 'tours', 'destination*', 'viaje*', 'vuelo*', 'vacaciones', 'voyage*', 'vacances', 'reise*', 'urlaub', 'flug', 'viaggi*', 'volo', 'voli', 'vacanz*', 'viage*', 'voos', 'ferias', 'reis', 'vakantie', '旅行', 'سفر', 'رحلة'],
  education: ['course*', 'class', 'classes', 'learn', 'learning', 'school', 'university', 'academy', 'tutoring', 'lesson*', 'enroll*', 'enrol', 'diploma', 'certification', 'curso*', 'clases', 'aprender', 'cours', 'formation', 'ecole', 'kurs', 'kurse', 'lernen', 'corso', 'corsi', 'scuola', 'aula*', 'cursus', 'opleiding', '講座', '教室', 'دورة', 'تعليم'],
  b2b: ['b2b', 'enterprise', 'consulting', 'agency', 'leads', 'roi', 'solutions'],
  health: ['clinic', 'dental', 'dentist', 'doctor', 'health', 'healthcare', 'wellness', 'therapy', 'pharmacy', 'vitamins', 'medical', 'clinica', 'salud', 'sante', 'gesundheit', 'praxis', 'salute', 'saude', 'gezondheid', '健康', 'クリニック', 'صحة', 'عيادة'],
  finance: ['bank', 'banking', 'loan', 'loans', 'mortgage', 'insurance', 'credit card', 'savings account', 'investing', 'banco', 'banque', 'banca', 'versicherung', '銀行', 'بنك'],
  automotive: ['car', 'cars', 'vehicle', 'dealership', 'test drive', 'auto', 'coche', 'voiture', 'autohaus', 'carro', '車検', 'سيارة', 'سيارات'],
  pets: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'vet', 'mascotas', 'chien', 'hund', 'cane', 'cachorro', 'hond', 'ペット', 'حيوانات'],
  home: ['furniture', 'sofa*', 'candle*', 'decor', 'home decor', 'interior*', 'kitchenware', 'bedding', 'mattress*', 'garden', 'diy', 'muebles', 'hogar', 'meubles', 'mobel', 'wohnen', 'mobili', 'moveis', 'meubels', '家具', 'インテリア', 'أثاث'],
};

/** Persona industries map to categories through these words too (plus CATEGORY_WORDS). */
export const INDUSTRY_WORDS: ReadonlyArray<readonly [Category, readonly string[]]> = [
  ['saas', ['technology', 'tech', 'it', 'software', 'saas']],
  ['food', ['food', 'restaurant', 'hospitality', 'food & beverage', 'food and beverage', 'f&b']],
  ['fashion', ['fashion', 'apparel', 'clothing']],
  ['beauty', ['beauty', 'cosmetics']],
  ['retail', ['retail', 'e-commerce', 'ecommerce']],
  ['health', ['health', 'healthcare', 'medical', 'wellness', 'pharma']],
  ['education', ['education', 'edtech', 'training']],
  ['real-estate', ['real estate', 'property']],
  ['travel', ['travel', 'tourism', 'hotels']],
  ['fitness', ['fitness', 'sports', 'sport']],
  ['charity', ['nonprofit', 'non-profit', 'charity', 'ngo']],
  ['finance', ['finance', 'financial services', 'banking', 'insurance', 'fintech', 'investing']],
  ['automotive', ['automotive', 'car dealer', 'cars', 'auto repair']],
  ['pets', ['pets', 'pet care', 'veterinary', 'pet food']],
  ['b2b', ['consulting', 'b2b', 'legal', 'accounting', 'agency']],
  ['event', ['events', 'entertainment', 'music']],
  ['home', ['home', 'furniture', 'interior design']],
  ['local-services', ['trades', 'construction', 'cleaning', 'plumbing', 'home services', 'repairs']],
  ['creative', ['arts', 'crafts', 'art studio', 'ceramics']],
  ['content', ['publishing', 'media', 'research']],
];

export const PRODUCT_WORDS: Record<ProductConcept, readonly string[]> = {
  shoes: ['shoes', 'shoe', 'footwear', 'boots', 'sandals', 'heels', 'zapatos', 'sandalias', 'calzado', 'chaussures', 'sandales', 'schuhe', 'sandalen', 'stiefel', 'scarpe', 'sandali', 'sapatos', 'calcados', 'schoenen', '靴', 'シューズ', 'أحذية'],
  sneakers: ['sneakers', 'sneaker', 'trainers', 'running shoes', 'zapatillas', 'baskets', 'turnschuhe', 'tenis', 'スニーカー'],
  clothing: ['clothing', 'clothes', 'apparel', 'outfits', 't-shirts', 'tees', 'hoodies', 'jeans', 'ropa', 'vetements', 'kleidung', 'abbigliamento', 'roupas', 'kleding', '服', 'ملابس'],
  dresses: ['dresses', 'dress', 'vestidos', 'robes', 'kleider', 'abiti', 'jurken', 'ワンピース', 'فساتين'],
  jackets: ['jackets', 'jacket', 'coats', 'chaquetas', 'abrigos', 'vestes', 'manteaux', 'jacken', 'giacche', 'cappotti', 'casacos', 'jassen', 'ジャケット', 'جاكيت'],
  swimwear: ['swimwear', 'swimsuits', 'bikinis', 'banadores', 'maillots', 'bademode', 'costumi', 'biquinis', 'badmode', '水着'],
  bags: ['bags', 'handbags', 'backpacks', 'bolsos', 'sacs', 'taschen', 'borse', 'bolsas', 'tassen', 'バッグ', 'حقائب'],
  jewelry: ['jewelry', 'jewellery', 'rings', 'necklaces', 'earrings', 'joyas', 'bijoux', 'schmuck', 'gioielli', 'joias', 'sieraden', 'ジュエリー', 'مجوهرات'],
  watches: ['watches', 'wristwatches', 'relojes', 'montres', 'uhren', 'orologi', 'relogios', 'horloges', '腕時計', 'ساعات'],
  eyewear: ['eyewear', 'glasses', 'sunglasses', 'gafas', 'lunettes', 'brillen', 'sonnenbrillen', 'occhiali', 'oculos', 'zonnebrillen', 'メガネ', 'サングラス', 'نظارات'],
  skincare: ['skincare', 'skin care', 'serum', 'serums', 'moisturizer', 'moisturiser', 'soins', 'hautpflege', 'huidverzorging', 'スキンケア', 'العناية بالبشرة'],
  cosmetics: ['makeup', 'make-up', 'cosmetics', 'lipstick', 'mascara', 'maquillaje', 'maquillage', 'kosmetik', 'trucco', 'maquiagem', 'コスメ', 'مكياج'],
  fragrance: ['perfume', 'perfumes', 'fragrance', 'fragrances', 'cologne', 'parfum', 'parfums', 'profumo', 'profumi', '香水', 'عطر', 'عطور'],
  haircare: ['haircare', 'hair care', 'shampoo', 'haircut*', 'ヘアケア'],
  coffee: ['coffee', 'espresso', 'latte', 'lattes', 'cappuccino', 'kaffee', 'koffie', 'caffe', 'コーヒー', 'قهوة'],
  pizza: ['pizza', 'pizzas', 'pizzeria', 'ピザ', 'بيتزا'],
  burgers: ['burger', 'burgers', 'hamburguesa*', 'hamburger*', 'ハンバーガー', 'برجر'],
  sushi: ['sushi', '寿司', 'سوشي'],
  pastries: ['pastries', 'pastry', 'croissants', 'bakery', 'panaderia', 'boulangerie', 'viennoiseries', 'backerei', 'pasticceria', 'padaria', 'bakkerij', 'パン', 'مخبز'],
  cakes: ['cakes', 'cake', 'cupcakes', 'pasteles', 'tartas', 'gateaux', 'kuchen', 'torte', 'bolos', 'taarten', 'ケーキ', 'كعك'],
  wine: ['wine', 'wines', 'vino', 'vini', 'vins', 'wein', 'weine', 'vinho', 'vinhos', 'wijn', 'ワイン', 'نبيذ'],
  beer: ['beer', 'beers', 'craft beer', 'cerveza', 'biere', 'bier', 'birra', 'cerveja', 'ビール', 'بيرة'],
  chocolate: ['chocolate', 'chocolates', 'chocolat', 'schokolade', 'cioccolato', 'chocolade', 'チョコレート', 'شوكولاتة'],
  menu: ['meals', 'menu', 'dishes', 'tasting menu', 'brunch', 'tacos', 'ramen', 'platos', 'repas', 'gerichte', 'piatti', 'pratos', 'gerechten', 'ランチ', 'وجبات'],
  flowers: ['flowers', 'bouquets', 'flores', 'fleurs', 'blumen', 'fiori', 'bloemen', '花', 'زهور'],
  furniture: ['furniture', 'sofa', 'sofas', 'couch', 'couches', 'armchairs', 'muebles', 'meubles', 'mobel', 'mobili', 'moveis', 'meubels', '家具', 'أثاث'],
  mattresses: ['mattress', 'mattresses', 'colchon', 'colchones', 'matelas', 'matratze', 'matratzen', 'materasso', 'materassi', 'colchao', 'colchoes', 'matras', 'matrassen', 'マットレス', 'مراتب'],
  plants: ['plants', 'houseplants', 'plantas', 'plantes', 'pflanzen', 'piante', 'planten', '植物', 'نباتات'],
  phones: ['phone', 'phones', 'smartphone', 'smartphones', 'movil', 'moviles', 'telephone', 'handy', 'cellulare', 'celular', 'telefoon', 'スマホ', 'هاتف', 'هواتف'],
  laptops: ['laptop', 'laptops', 'portatil', 'portatiles', 'portatile', 'ノートパソコン', 'لابتوب'],
  headphones: ['headphones', 'earbuds', 'earphones', 'auriculares', 'ecouteurs', 'kopfhorer', 'cuffie', 'fones', 'koptelefoon', 'イヤホン', 'ヘッドホン', 'سماعات'],
  electronics: ['electronics', 'gadgets', 'tvs', 'electronica', 'electronique', 'elektronik', 'elettronica', 'eletronicos', 'elektronica', '家電', 'إلكترونيات'],
  games: ['games', 'video games', 'videogames', 'board games', 'juegos', 'videojuegos', 'jeux', 'spiele', 'giochi', 'jogos', 'spellen', 'ゲーム'],
  toys: ['toys', 'juguetes', 'jouets', 'spielzeug', 'giocattoli', 'brinquedos', 'speelgoed', 'おもちゃ'],
  books: ['books', 'book club', 'novels', 'libros', 'livres', 'bucher', 'libri', 'livros', 'boeken', '本', 'كتب'],
  courses: ['course', 'courses', 'online course', 'masterclass', 'bootcamp', 'curso', 'cursos', 'cours', 'kurs', 'kurse', 'corso', 'corsi', 'cursus', '講座', 'دورة', 'دورات'],
  classes: ['classes', 'lessons', 'clases', 'lecons', 'lezioni', 'aulas', 'lessen', 'レッスン', 'حصص'],
  software: ['software', 'platform', 'saas', 'crm', 'plataforma', 'plateforme', 'logiciel', 'plattform', 'piattaforma', 'ソフトウェア', 'برنامج', 'منصة'],
  app: ['app', 'apps', 'mobile app', 'aplicacion', 'appli', 'applicazione', 'aplicativo', 'アプリ', 'تطبيق'],
  flights: ['flights', 'flight', 'airfare', 'vuelos', 'vols', 'fluge', 'voli', 'voos', 'vluchten', '航空券', 'رحلات طيران'],
  hotels: ['hotel', 'hotels', 'hotel stays', 'resort', 'resorts', 'hoteles', 'alberghi', 'hoteis', 'ホテル', 'فندق', 'فنادق'],
  holidays: ['vacation', 'vacations', 'holiday packages', 'getaway', 'getaways', 'vacaciones', 'vacances', 'urlaub', 'vacanze', 'ferias', 'vakanties', 'عطلة'],
  tours: ['tours', 'tour', 'excursions', 'excursiones', 'visites guidees', 'touren', 'escursioni', 'passeios', 'rondleidingen', 'ツアー', 'جولات'],
  cars: ['cars', 'car', 'vehicles', 'test drive', 'electric vehicle', 'ev', 'evs', 'dealership', 'suv', 'suvs', 'coches', 'autos', 'voitures', 'fahrzeuge', 'carros', '車', 'سيارات'],
  bikes: ['bikes', 'bicycles', 'e-bikes', 'ebikes', 'bicicletas', 'velos', 'fahrrader', 'biciclette', 'fietsen', '自転車', 'دراجات'],
  apartments: ['apartments', 'apartment', 'condos', 'flats', 'apartamentos', 'pisos', 'departamentos', 'appartements', 'wohnungen', 'appartamenti', 'appartementen', 'マンション', 'شقق'],
  homes: ['homes', 'houses', 'villas', 'family homes', 'casas', 'maisons', 'hauser', 'woningen', 'huizen', '住宅', 'منازل'],
  memberships: ['membership', 'memberships', 'gym membership', 'membresia', 'abonnement', 'mitgliedschaft', 'abbonamento', 'lidmaatschap', '会員', 'عضوية'],
  tickets: ['tickets', 'entradas', 'boletos', 'billets', 'karten', 'biglietti', 'ingressos', 'kaartjes', 'チケット', 'تذاكر'],
  'pet-food': ['pet food', 'dog food', 'cat food', 'croquettes', 'hundefutter', 'katzenfutter', 'crocchette', 'racao', 'ペットフード'],
  supplements: ['supplements', 'vitamins', 'protein powder', 'suplementos', 'complements alimentaires', 'integratori', 'supplementen', 'サプリ', 'مكملات'],
  insurance: ['insurance', 'seguro', 'seguros', 'assurance', 'versicherung', 'assicurazione', 'verzekering', '保険', 'تأمين'],
  gifts: ['gifts', 'gift boxes', 'gift box', 'gift sets', 'gift cards', 'hampers', 'regalos', 'cadeaux', 'geschenke', 'regali', 'presentes', 'cadeaus', 'ギフト', 'هدايا'],
  services: ['services', 'cleaning service', 'repairs', 'servicios', 'dienstleistungen', 'servizi', 'servicos', 'diensten', 'サービス', 'خدمات'],
};

export const PRODUCT_CATEGORY: Record<ProductConcept, Category> = {
  shoes: 'fashion', sneakers: 'fashion', clothing: 'fashion', dresses: 'fashion', jackets: 'fashion', swimwear: 'fashion',
  bags: 'fashion', jewelry: 'fashion', watches: 'fashion', eyewear: 'fashion',
  skincare: 'beauty', cosmetics: 'beauty', fragrance: 'beauty', haircare: 'beauty',
  coffee: 'food', pizza: 'food', burgers: 'food', sushi: 'food', pastries: 'food', cakes: 'food', wine: 'food', beer: 'food',
  chocolate: 'food', menu: 'food',
  flowers: 'retail', furniture: 'home', mattresses: 'home', plants: 'home',
  phones: 'retail', laptops: 'retail', headphones: 'retail', electronics: 'retail', games: 'retail', toys: 'retail',
  books: 'retail', 'pet-food': 'pets', cars: 'automotive', bikes: 'retail',
  courses: 'education', classes: 'education', software: 'saas', app: 'app',
  flights: 'travel', hotels: 'travel', holidays: 'travel', tours: 'travel',
  apartments: 'real-estate', homes: 'real-estate', memberships: 'fitness', tickets: 'event',
  supplements: 'health', insurance: 'finance', services: 'general', gifts: 'retail',
};

export const AUDIENCE_WORDS: Record<AudienceId, readonly string[]> = {
  students: ['students', 'student', 'college students', 'university students', 'estudiantes', 'etudiants', 'studenten', 'studierende', 'studenti', 'estudantes', '学生', 'الطلاب', 'طلاب'],
  parents: ['parents', 'moms', 'mums', 'mothers', 'dads', 'fathers', 'new parents', 'padres', 'mamas', 'eltern', 'genitori', 'ouders', '保護者', 'الآباء', 'الأمهات'],
  families: ['families', 'family', 'the whole family', 'familias', 'familles', 'familien', 'famiglie', 'gezinnen', '家族', 'العائلات', 'العائلة'],
  kids: ['kids', 'children', 'toddlers', 'ninos', 'enfants', 'kinder', 'bambini', 'criancas', 'kinderen', '子供', '子ども', 'الأطفال'],
  professionals: ['professionals', 'young professionals', 'executives', 'profesionales', 'professionnels', 'fachleute', 'profis', 'professionisti', 'profissionais', '社会人', 'المهنيين'],
  'small-business': ['small businesses', 'small business owners', 'small business', 'smbs', 'smes', 'startups', 'founders', 'entrepreneurs', 'pymes', 'pme', 'kmu', 'pmi', 'pequenas empresas', 'mkb', '中小企業', 'الشركات الصغيرة'],
  developers: ['developers', 'devs', 'programmers', 'software engineers', 'desarrolladores', 'developpeurs', 'entwickler', 'sviluppatori', 'desenvolvedores', 'ontwikkelaars', '開発者', 'المطورين'],
  women: ['women', 'ladies', 'mujeres', 'femmes', 'frauen', 'donne', 'mulheres', 'vrouwen', '女性', 'النساء'],
  men: ['men', 'gentlemen', 'hombres', 'hommes', 'manner', 'uomini', 'homens', 'mannen', '男性', 'الرجال'],
  seniors: ['seniors', 'retirees', 'older adults', 'personas mayores', 'personnes agees', 'senioren', 'anziani', 'idosos', 'シニア', 'كبار السن'],
  travelers: ['travelers', 'travellers', 'tourists', 'viajeros', 'voyageurs', 'reisende', 'viaggiatori', 'viajantes', 'reizigers', '旅行者', 'المسافرين'],
  gamers: ['gamers', 'gamer', 'jugadores', 'joueurs', 'giocatori', 'jogadores', 'ゲーマー', 'اللاعبين'],
  'pet-owners': ['pet owners', 'dog owners', 'cat owners', 'pet lovers', 'dog lovers', 'cat lovers', 'pet parents', 'amantes de los animales', 'ペットオーナー'],
  homeowners: ['homeowners', 'home owners', 'first-time buyers', 'first time buyers', 'home buyers', 'homebuyers', 'propietarios', 'proprietaires', 'eigentumer', 'proprietari', 'proprietarios', 'huiseigenaren'],
  athletes: ['athletes', 'runners', 'cyclists', 'atletas', 'sportler', 'atleti', 'sporters', 'アスリート', 'الرياضيين'],
  teens: ['teens', 'teenagers', 'adolescentes', 'ados', 'jugendliche', 'tieners', 'المراهقين'],
  teachers: ['teachers', 'educators', 'profesores', 'docentes', 'enseignants', 'professeurs', 'lehrer', 'lehrkrafte', 'insegnanti', 'professores', 'leraren', 'docenten', '教師', 'المعلمين'],
  creators: ['creators', 'content creators', 'influencers', 'creadores', 'createurs', 'creatori', 'criadores', 'makers', 'クリエイター', 'صناع المحتوى'],
  marketers: ['marketers', 'marketing teams', 'marketing managers', 'marketing leaders', 'growth teams', 'marketeurs', 'マーケター', 'المسوقين'],
  couples: ['couples', 'newlyweds', 'parejas', 'paare', 'coppie', 'casais', 'stelletjes', 'カップル', 'الأزواج'],
};

/** Phrases that state a call to action outright (kept verbatim as `cta`). */
export const CTA_PHRASES: ReadonlyArray<readonly [CtaIntent, readonly string[]]> = [
  ['shop', ['shop now', 'shop the sale', 'shop today', 'shop online', 'compra ahora', 'compra ya', 'achetez maintenant', 'jetzt shoppen', 'jetzt einkaufen', 'acquista ora', 'compre agora', 'shop nu', '今すぐ購入', 'تسوق الآن']],
  ['buy', ['buy now', 'get yours', 'buy today', 'jetzt kaufen', 'koop nu', 'اشتر الآن']],
  ['order', ['order now', 'order online', 'order today', 'pide ya', 'pide ahora', 'commandez', 'jetzt bestellen', 'ordina ora', 'peca ja', 'bestel nu', 'اطلب الآن']],
  ['reserve', ['reserve a table', 'reserve your table', 'book a table', 'book your table', 'reserva tu mesa', 'reservez votre table', 'tisch reservieren', 'prenota un tavolo']],
  ['book', ['book now', 'book today', 'reserve now', 'reserva ya', 'reserva ahora', 'reservez', 'jetzt buchen', 'prenota ora', 'reserve ja', 'boek nu', '今すぐ予約', 'احجز الآن']],
  ['try', ['try it free', 'try for free', 'try free', 'start your free trial', 'start a free trial', 'start free trial', 'try it now', 'pruebalo gratis', 'essayez gratuitement', 'kostenlos testen', 'prova gratis', 'experimente gratis', 'probeer gratis', '無料で試す', 'جرب مجانا']],
  ['signup', ['sign up', 'signup', 'create an account', 'create your account', 'registrate', 'inscrivez-vous', 'jetzt anmelden', 'registrati', 'cadastre-se', 'meld je aan', '今すぐ登録']],
  ['register', ['register now', 'register today', 'register', 'rsvp', 'save your seat', 'save your spot', 'reserve your seat', 'inscribete', 'inscrivez-vous', 'jetzt registrieren', 'iscriviti', 'inscreva-se', 'schrijf je in', 'سجل الآن']],
  ['download', ['download now', 'download the app', 'download it', 'download', 'descarga', 'descargala', 'telechargez', 'herunterladen', 'scarica', 'baixe', 'ダウンロード', 'حمل التطبيق']],
  ['install', ['install now', 'install the app', 'get the app', 'install', 'instala', 'installez', 'installieren', 'installa', 'instale', 'installeer', 'インストール']],
  ['learn', ['learn more', 'find out more', 'read more', 'more info', 'mas informacion', 'en savoir plus', 'mehr erfahren', 'scopri di piu', 'saiba mais', 'meer info', '詳しくはこちら', 'اعرف المزيد']],
  ['contact', ['contact us', 'get in touch', 'talk to us', 'contactanos', 'contactez-nous', 'kontaktieren sie uns', 'contattaci', 'fale conosco', 'neem contact op', 'お問い合わせ', 'تواصل معنا']],
  ['call', ['call now', 'call us', 'call today', 'give us a call', 'llamanos', 'appelez-nous', 'rufen sie an', 'chiamaci', 'ligue ja', 'bel ons', 'اتصل بنا']],
  ['apply', ['apply now', 'apply today', 'apply here', 'postulate', 'postulez', 'jetzt bewerben', 'candidati', 'candidate-se', 'solliciteer nu', '今すぐ応募', 'قدم الآن']],
  ['donate', ['donate now', 'donate today', 'give today', 'give now', 'dona ahora', 'donnez', 'faites un don', 'jetzt spenden', 'dona ora', 'doe agora', 'doneer nu', '寄付する', 'تبرع الآن']],
  ['join', ['join now', 'join us', 'join today', 'become a member', 'unete', 'rejoignez-nous', 'mach mit', 'unisciti', 'junte-se', 'word lid', '参加する', 'انضم إلينا']],
  ['start', ['get started', 'start now', 'start today', 'empieza ya', 'commencez', 'jetzt starten', 'inizia ora', 'comece agora', 'begin nu', '今すぐ始める', 'ابدأ الآن']],
  ['visit', ['visit us', 'come see us', 'stop by', 'drop by', 'visitanos', 'venez nous voir', 'besuchen sie uns', 'vieni a trovarci', 'visite-nos', 'kom langs', 'زورونا']],
  ['subscribe', ['subscribe', 'subscribe now', 'suscribete', 'abonnez-vous', 'jetzt abonnieren', 'abbonati', 'assine', 'abonneer', '購読する', 'اشترك']],
  ['enroll', ['enroll now', 'enrol now', 'enroll today', 'enroll', 'matriculate', 'inscrivez-vous au cours', 'jetzt einschreiben', 'matricule-se', 'schrijf je nu in']],
  ['tickets', ['get tickets', 'get your tickets', 'buy tickets', 'book tickets', 'tickets on sale', 'compra tus entradas', 'billets en vente', 'tickets sichern', 'biglietti in vendita', 'garanta seu ingresso', 'koop tickets', 'チケット購入', 'احصل على التذاكر']],
  ['quote', ['get a quote', 'get a free quote', 'request a quote', 'pide presupuesto', 'demandez un devis', 'angebot anfordern', 'richiedi un preventivo', 'peca um orcamento', 'vraag een offerte aan', '見積もり', 'اطلب عرض سعر']],
  ['discover', ['discover more', 'explore now', 'explore more', 'descubre mas', 'decouvrez', 'jetzt entdecken', 'scopri', 'descubra', 'ontdek', 'اكتشف']],
];

/** Weaker hints of an intent (verbs and nouns), used when no phrase is stated. */
export const CTA_HINTS: ReadonlyArray<readonly [CtaIntent, readonly string[]]> = [
  ['donate', ['donate', 'donation*', 'fundrais*', 'charity', 'spenden', 'donar', 'tabaru', 'تبرع', '寄付']],
  ['apply', ['hiring', 'vacancy', 'vacancies', 'apply', 'job', 'jobs', 'career*', 'recruit*', 'empleo', 'emploi', 'stelle', 'lavoro', 'vaga', 'vacature', '求人', '採用', 'وظيفة', 'وظائف']],
  ['register', ['webinar*', 'conference', 'summit', 'workshop', 'masterclass', 'register', 'registration', 'meetup', 'seminar']],
  ['tickets', ['concert', 'festival', 'tickets', 'gig', 'show', 'gala', 'konzert', 'concierto', 'concerto']],
  ['download', ['download', 'app', 'ios', 'android', 'app store', 'play store', 'アプリ', 'تطبيق']],
  ['try', ['free trial', 'trial']],
  ['enroll', ['course*', 'enroll*', 'enrol', 'bootcamp', 'masterclass', 'curso*', 'cours', 'kurs', 'corso']],
  ['reserve', ['restaurant', 'dinner', 'brunch', 'table', 'tables', 'reservation*', 'trattoria', 'bistro']],
  ['order', ['pizza', 'delivery', 'takeaway', 'takeout', 'burger*', 'sushi', 'order']],
  ['book', ['book', 'booking', 'hotel*', 'flight*', 'trip*', 'appointment*', 'spa', 'salon', 'tour', 'tours', 'class', 'classes', 'yoga', 'viewing', 'open house', 'consultation']],
  ['join', ['gym', 'membership', 'fitness', 'community', 'club', 'join']],
  ['start', ['saas', 'software', 'platform', 'tool', 'crm', 'dashboard']],
  ['quote', ['quote', 'estimate', 'insurance']],
  ['visit', ['opening', 'now open', 'visit', 'store', 'showroom']],
  ['shop', ['sale', 'shop', 'store', 'collection', 'deals', 'discount', 'off', 'rebajas', 'soldes', 'saldi', 'korting', 'rabatt', 'セール']],
];


export const MOOD_WORDS: Record<Mood, readonly string[]> = {
  urgent: ['flash sale', 'flash', 'last chance', 'hurry', 'limited time', 'limited-time', 'today only', 'final hours', 'final days', 'final sale', "don't miss", 'dont miss', 'countdown', 'ends soon', 'ending soon', 'while stocks last', 'while supplies last', 'ultima oportunidad', 'derniere chance', 'letzte chance', 'ultima occasione', 'ultima chance', 'laatste kans', '今だけ', '急げ', 'لفترة محدودة', 'أسرع'],
  festive: ['party', 'celebrate', 'celebration', 'festive', 'holiday season', 'holidays', 'fiesta', 'celebra*', 'fete', 'feier*', 'festa', 'feest', 'お祝い', 'احتفال'],
  luxury: ['luxury', 'luxurious', 'premium', 'exclusive', 'elegant', 'elegance', 'high-end', 'designer', 'fine dining', 'couture', 'bespoke', 'lujo', 'luxe', 'luxus', 'lusso', 'luxo', '高級', 'فاخر'],
  playful: ['fun', 'playful', 'kids', 'toys', 'games', 'silly', 'colorful', 'colourful', 'candy', 'ice cream', 'divertido', 'amusant', 'spass', 'divertente', 'leuk', '楽しい', 'ممتع'],
  professional: ['b2b', 'webinar*', 'saas', 'enterprise', 'consulting', 'finance', 'legal', 'insurance', 'professional', 'business', 'conference', 'hiring', 'career*', 'profesional', 'professionnel', 'professionell', 'professionale', 'profissional', 'professioneel', 'ビジネス', 'احترافي'],
  natural: ['organic', 'natural', 'eco', 'eco-friendly', 'sustainable', 'vegan', 'green', 'plant-based', 'handmade', 'farm', 'locally sourced', 'organico', 'bio', 'natur*', 'biologisch', 'オーガニック', 'عضوي', 'طبيعي'],
  calm: ['spa', 'yoga', 'meditation', 'relax', 'relaxing', 'wellness', 'calm', 'sleep', 'mindful*', 'peaceful', 'retreat', 'bienestar', 'relajacion', 'detente', 'entspann*', 'rilass*', 'ontspan*', 'リラックス', 'استرخاء'],
  energetic: ['fitness', 'gym', 'sport', 'sports', 'energy', 'running', 'workout', 'bold', 'power', 'festival', 'concert', 'dance', 'energia', 'energie', 'エネルギー', 'طاقة'],
};

export const CATEGORY_MOOD: Record<Category, Mood> = {
  retail: 'energetic', fashion: 'energetic', beauty: 'calm', food: 'playful', saas: 'professional', app: 'energetic',
  event: 'festive', jobs: 'professional', charity: 'calm', 'real-estate': 'professional', fitness: 'energetic',
  travel: 'calm', education: 'professional', b2b: 'professional', health: 'calm', home: 'natural', general: 'energetic',
  creative: 'playful', content: 'professional', 'local-services': 'professional', finance: 'professional', automotive: 'energetic', pets: 'playful',
};

/** Persona emotions and design tags that set the tone. */
export const TONE_WORDS: ReadonlyArray<readonly [Mood, readonly string[]]> = [
  ['luxury', ['luxury', 'luxurious', 'elegant', 'sophisticated', 'refined', 'premium', 'exclusive', 'prestige', 'classy', 'timeless']],
  ['playful', ['playful', 'fun', 'joyful', 'quirky', 'cheerful', 'whimsical', 'humorous', 'witty', 'happy', 'friendly']],
  ['calm', ['calm', 'serene', 'peaceful', 'relaxed', 'soothing', 'gentle', 'minimal', 'minimalist', 'soft', 'trust', 'trustworthy', 'reassuring', 'caring', 'warm']],
  ['professional', ['professional', 'corporate', 'reliable', 'confident', 'authoritative', 'smart', 'clean', 'expert', 'serious', 'credible']],
  ['natural', ['natural', 'organic', 'earthy', 'sustainable', 'eco', 'green', 'honest', 'authentic', 'rustic']],
  ['festive', ['festive', 'celebratory', 'joy', 'celebration']],
  ['energetic', ['energetic', 'bold', 'dynamic', 'exciting', 'vibrant', 'passionate', 'adventurous', 'powerful', 'sporty', 'youthful']],
  ['urgent', ['urgent', 'urgency']],
];

export const EVENT_MOOD: Partial<Record<EventId, Mood>> = {
  christmas: 'festive', 'new-year': 'festive', valentines: 'festive', easter: 'festive', halloween: 'playful',
  'mothers-day': 'festive', 'fathers-day': 'festive', 'back-to-school': 'playful', ramadan: 'calm', eid: 'festive',
  thanksgiving: 'festive', 'lunar-new-year': 'festive', diwali: 'festive', 'grand-opening': 'festive', anniversary: 'festive',
  'black-friday': 'urgent', 'cyber-monday': 'urgent', 'singles-day': 'urgent', 'womens-day': 'festive',
};

export const LAUNCH_WORDS: readonly string[] = [
  'launch', 'launches', 'launching', 'introducing', 'introduce', 'new arrival*', 'just arrived', 'just launched', 'brand new',
  'now available', 'coming soon', 'new collection', 'announcing', 'unveil*', 'debut', 'release', 'released', 'lanzamiento',
  'nuevo', 'nueva', 'nouveau', 'nouvelle', 'lancement', 'neu', 'neue', 'neuer', 'nuovo', 'nuova', 'lancio', 'novo', 'lancamento',
  'nieuw', 'nieuwe', '新発売', '新作', '新登場', 'جديد', 'إطلاق',
];

/** Stop words per language: language detection and keyword extraction. */
export const STOP_WORDS: Record<Exclude<LanguageId, 'arabic' | 'japanese'>, readonly string[]> = {
  english: ['the', 'and', 'for', 'with', 'our', 'your', 'this', 'until', 'off', 'new', 'now', 'get', 'on', 'of', 'to', 'is', 'are', 'we', 'a', 'an', 'in', 'at', 'all', 'from', 'by', 'it', 'that', 'be', 'ad', 'make', 'create', 'promote', 'about', 'only', 'just', 'my', 'their', 'its', 'will', 'can', 'you', 'us', 'up', 'more', 'ends', 'next'],
  spanish: ['el', 'la', 'los', 'las', 'de', 'del', 'y', 'para', 'con', 'nuestro', 'nuestra', 'nuestros', 'hasta', 'en', 'por', 'un', 'una', 'es', 'tu', 'este', 'esta', 'al', 'que', 'sus', 'todo', 'todos'],
  french: ['le', 'la', 'les', 'des', 'du', 'de', 'et', 'pour', 'avec', 'notre', 'nos', 'jusqu', 'au', 'aux', 'un', 'une', 'est', 'votre', 'vos', 'ce', 'cette', 'sur', 'tout', 'tous'],
  german: ['der', 'die', 'das', 'und', 'fur', 'mit', 'unser', 'unsere', 'bis', 'auf', 'ein', 'eine', 'ist', 'jetzt', 'dein', 'ihr', 'zum', 'zur', 'im', 'in', 'von', 'den', 'dem', 'alle', 'alles', 'am', 'auf', 'zu', 'vom', 'beim', 'oder', 'nicht', 'wir', 'du', 'sie', 'es', 'sich', 'nach'],
  italian: ['il', 'lo', 'gli', 'di', 'in', 'del', 'della', 'per', 'con', 'nostro', 'nostra', 'fino', 'al', 'alla', 'un', 'una', 'tuo', 'questo', 'questa', 'e', 'che', 'tutto', 'tutti', 'sui', 'sul'],
  portuguese: ['o', 'os', 'as', 'do', 'da', 'dos', 'das', 'para', 'com', 'nosso', 'nossa', 'ate', 'em', 'um', 'uma', 'seu', 'sua', 'este', 'esta', 'na', 'no', 'nos', 'que', 'todo', 'todos', 'ao', 'aos', 'pelo', 'pela', 'voce', 'nao', 'nesta', 'neste', 'seus', 'suas'],
  dutch: ['de', 'het', 'een', 'en', 'in', 'voor', 'met', 'onze', 'ons', 'tot', 'op', 'je', 'jouw', 'nu', 'van', 'deze', 'dit', 'alle', 'bij', 'naar', 'uit'],
};

/** Words never taken for a brand or product name even when capitalised. */
export const NOT_NAMES: readonly string[] = [
  'a', 'an', 'the', 'our', 'my', 'your', 'their', 'we', 'i', 'you', 'it', 'this', 'that', 'these', 'those', 'all', 'every', 'and', 'or', 'of', 'for', 'with', 'to', 'in', 'on', 'at', 'by', 'from',
  'sale', 'sales', 'free', 'new', 'shop', 'now', 'off', 'up', 'get', 'buy', 'join', 'book', 'save', 'grand', 'opening', 'open', 'limited', 'flash', 'big', 'huge', 'mega', 'super', 'best', 'top', 'hot',
  'summer', 'winter', 'spring', 'autumn', 'fall', 'black', 'friday', 'cyber', 'monday', 'christmas', 'xmas', 'easter', 'halloween', 'valentine', "valentine's", 'ramadan', 'eid', 'diwali', 'thanksgiving', 'new year', 'year', 'mother', "mother's", 'father', "father's", 'day', 'days', 'week', 'weekend', 'month', 'today', 'tonight', 'tomorrow', 'season', 'holiday', 'holidays',
  'instagram', 'facebook', 'linkedin', 'tiktok', 'youtube', 'twitter', 'pinterest', 'x', 'story', 'stories', 'post', 'posts', 'banner', 'banners', 'ad', 'ads', 'advert', 'design', 'create', 'make', 'write', 'generate', 'promote', 'promoting', 'announce', 'announcing', 'launch', 'launching', 'introducing', 'meet', 'hiring', 'apply', 'donate', 'help', 'learn', 'register', 'webinar', 'bogo', 'code', 'promo', 'discount', 'deal', 'deals', 'offer', 'offers', 'happy', 'merry', 'celebrate', 'last', 'final', 'chance', 'hurry', 'only', 'just', 'cta', 'call', 'please', 'use', 'show', 'feature', 'featuring',
  'ios', 'android', 'usa', 'us', 'uk', 'eu', 'ai', 'api', 'crm', 'b2b', 'saas', 'seo', 'diy', 'nye', 'rsvp', 'faq', 'vip', 'ceo', 'hr', 'it', 'tv', 'pm', 'am', 'et', 'pt', 'ct', 'mt', 'cet', 'gmt', 'utc', 'est', 'pst',
  // Times of day and their plurals ("jeden Morgen", "every morning", "chaque matin"): when, never what is sold.
  'morning', 'mornings', 'afternoon', 'afternoons', 'evening', 'evenings', 'night', 'nights', 'morgen', 'morgens', 'vormittag', 'mittag', 'nachmittag', 'abend', 'abends', 'nacht', 'tag', 'woche', 'wochenende',
  'matin', 'matins', 'matinee', 'soir', 'soirs', 'soiree', 'nuit', 'midi', 'manana', 'mananas', 'tarde', 'tardes', 'noche', 'noches', 'mattina', 'mattine', 'mattino', 'pomeriggio', 'sera', 'sere', 'notte',
  'manha', 'manhas', 'noite', 'noites', 'ochtend', 'ochtenden', 'middag', 'avond', 'avonden',
  // calls to action and adverbs that open a sentence in German, Dutch and the Romance languages ("Jetzt Termin buchen")
  'jetzt', 'termin', 'hier', 'heute', 'sofort', 'gleich', 'nu', 'direct', 'ahora', 'maintenant', 'subito', 'agora', 'kostenlos',
  'kareem', 'mubarak', 'english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch', 'arabic', 'japanese', 'cet', 'we\'re', 'we’re', 'it\'s', 'don\'t', 'looking', 'come', 'visit', 'try', 'download', 'sign', 'shipping', 'delivery', 'entry', 'off', 'percent',
];

/** Weekday names in the supported languages, Sunday first. */
export const WEEKDAY_WORDS: readonly (readonly string[])[] = [
  ['sunday', 'domingo', 'dimanche', 'sonntag', 'domenica', 'zondag', 'الأحد', '日曜日', '日曜'],
  ['monday', 'lunes', 'lundi', 'montag', 'lunedi', 'segunda-feira', 'maandag', 'الاثنين', 'الإثنين', '月曜日', '月曜'],
  ['tuesday', 'martes', 'mardi', 'dienstag', 'martedi', 'terca-feira', 'dinsdag', 'الثلاثاء', '火曜日', '火曜'],
  ['wednesday', 'miercoles', 'mercredi', 'mittwoch', 'mercoledi', 'quarta-feira', 'woensdag', 'الأربعاء', '水曜日', '水曜'],
  ['thursday', 'jueves', 'jeudi', 'donnerstag', 'giovedi', 'quinta-feira', 'donderdag', 'الخميس', '木曜日', '木曜'],
  ['friday', 'viernes', 'vendredi', 'freitag', 'venerdi', 'sexta-feira', 'vrijdag', 'الجمعة', '金曜日', '金曜'],
  ['saturday', 'sabado', 'samedi', 'samstag', 'sonnabend', 'sabato', 'zaterdag', 'السبت', '土曜日', '土曜'],
];

/** Month names (and English abbreviations, accepted only next to a day number), January first. */
export const MONTH_WORDS: readonly (readonly string[])[] = [
  ['january', 'enero', 'janvier', 'januar', 'janner', 'gennaio', 'janeiro', 'januari', 'يناير'],
  ['february', 'febrero', 'fevrier', 'februar', 'febbraio', 'fevereiro', 'februari', 'فبراير'],
  ['march', 'marzo', 'mars', 'marz', 'marco', 'maart', 'مارس'],
  ['april', 'abril', 'avril', 'aprile', 'أبريل', 'ابريل'],
  ['may', 'mayo', 'mai', 'maggio', 'maio', 'mei', 'مايو'],
  ['june', 'junio', 'juin', 'juni', 'giugno', 'junho', 'يونيو'],
  ['july', 'julio', 'juillet', 'juli', 'luglio', 'julho', 'يوليو'],
  ['august', 'agosto', 'aout', 'augustus', 'أغسطس'],
  ['september', 'septiembre', 'septembre', 'settembre', 'setembro', 'سبتمبر'],
  ['october', 'octubre', 'octobre', 'oktober', 'ottobre', 'outubro', 'أكتوبر'],
  ['november', 'noviembre', 'novembre', 'novembro', 'نوفمبر'],
  ['december', 'diciembre', 'decembre', 'dezember', 'dicembre', 'dezembro', 'ديسمبر'],
];
export const MONTH_ABBREVIATIONS: readonly string[] = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];

export const RELATIVE_DATE_WORDS: ReadonlyArray<readonly ['weekend' | 'today' | 'tonight' | 'tomorrow' | 'this-week' | 'this-month' | 'end-of-month', readonly string[]]> = [
  ['end-of-month', ['end of the month', 'end of month', 'month end', 'fin de mes', 'fin du mois', 'monatsende', 'ende des monats', 'fine mese', 'fim do mes', 'eind van de maand', '月末', 'نهاية الشهر']],
  ['weekend', ['this weekend', 'weekend only', 'all weekend', 'the weekend', 'next weekend', 'este fin de semana', 'fin de semana', 'ce week-end', 'ce weekend', 'ce week end', 'le week-end', 'dieses wochenende', 'am wochenende', 'nur am wochenende', 'questo weekend', 'nel weekend', 'solo weekend', 'este fim de semana', 'neste fim de semana', 'fim de semana', 'dit weekend', 'alleen dit weekend', '週末', 'نهاية الأسبوع']],
  ['tonight', ['tonight', 'esta noche', 'ce soir', 'heute abend', 'stasera', 'hoje a noite', 'vanavond', '今夜', '今晩', 'الليلة']],
  ['today', ['today', 'hoy', "aujourd'hui", 'heute', 'oggi', 'hoje', 'vandaag', '今日', '本日', 'اليوم']],
  ['tomorrow', ['tomorrow', 'manana', 'demain', 'domani', 'amanha', '明日', 'غدا']],
  ['this-month', ['this month', 'este mes', 'ce mois-ci', 'ce mois', 'diesen monat', 'in diesem monat', 'questo mese', 'deze maand', '今月', 'هذا الشهر']],
  ['this-week', ['this week', 'esta semana', 'cette semaine', 'diese woche', 'questa settimana', 'deze week', '今週', 'هذا الأسبوع']],
];

/** Words before or after a date that make it a deadline. */
export const UNTIL_WORDS: readonly string[] = [
  'until', 'till', 'til', 'through', 'thru', 'ends', 'ending', 'ends on', 'expires', 'expiring', 'before', 'by', 'last day', 'only', 'valid',
  'hasta', 'termina', 'acaba', 'valido', 'solo', "jusqu'au", "jusqu'a", 'jusqu', 'seulement', 'se termine', 'bis', 'endet', 'nur', 'gultig',
  'fino', 'fino al', 'scade', 'ate', 'apenas', 'tot', 't/m', 'eindigt', 'geldig', 'alleen', 'まで', 'حتى', 'ينتهي', 'لغاية', 'فقط',
];

/** Sale words that make a bare percentage an offer. */
export const SALE_WORDS: readonly string[] = [
  'sale', 'sales', 'discount*', 'promo', 'promotion', 'deal', 'deals', 'offer', 'clearance', 'savings', 'markdown*', 'rebajas', 'descuento*',
  'oferta*', 'soldes', 'promotion', 'remise', 'reduction', 'rabatt', 'angebot', 'schlussverkauf', 'saldi', 'sconto', 'sconti', 'offerta',
  'promocao', 'desconto*', 'liquidacao', 'korting', 'uitverkoop', 'aanbieding', 'セール', '割引', 'خصم', 'تخفيض*', 'عرض',
];
