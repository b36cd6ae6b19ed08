// Reads who is advertising (category) and what the prompt asks the reader to do (action) from weighted
// evidence over the whole prompt, so that one stray noun ("resolves tickets", "first class") does not
// decide the copy. Strong cues ("donate", "help desk", "yoga", "whitepaper") outweigh the general word
// lists of lexicon.ts, and words used in another sense are blanked before anything is counted.
import { CATEGORY_WORDS, PRODUCT_CATEGORY, PRODUCT_WORDS } from './lexicon';
import { findKeywords } from './matching';
import type { Category, CtaIntent, Offer, ProductConcept } from './types';

type Cues = ReadonlyArray<readonly [number, readonly string[]]>;

/** Words that name the kind of advertiser outright, in the nine languages, with a weight (4 strong, 2 medium). */
const CATEGORY_CUES: Partial<Record<Category, Cues>> = {
  saas: [
    [4, ['saas', 'software', 'help desk', 'helpdesk', 'crm', 'dashboard', 'platform', 'api', 'integrations', 'automate*', 'automation', 'workflow*', 'ticketing', 'no-code', 'analytics', 'plugin', 'cloud-based', 'annual plans', 'monthly plans', 'per seat', 'logiciel', 'plataforma', 'plateforme', 'plattform', 'piattaforma', 'buchhaltungssoftware', 'boekhoudpakket', 'sistema de gestao', 'sistema de gestion', 'ソフトウェア', 'ヘルプデスク', 'ツール', 'クラウド', 'システム', 'برنامج', 'منصة', 'مكتب المساعدة', 'نظام']],
    [2, ['tool', 'tools', 'startup', 'ai-powered', 'teams', 'free trial', 'onboarding', 'invoic*', 'scheduling', 'upgrade', 'herramienta', 'outil', 'werkzeug', 'strumento', 'ferramenta', 'terminplanung', 'online-buchung', 'zzp*', 'freelancers']],
  ],
  app: [[4, ['app store', 'play store', 'ios', 'android', 'mobile app', 'the app', 'our app', 'mobile game', 'アプリ', 'تطبيق', 'aplicacion', 'appli', 'applicazione', 'aplicativo']], [2, ['app', 'apps', 'game', 'games', 'new levels', 'phone camera', 'on your phone', 'free download', 'download free', 'new users', 'ゲーム', 'لعبة']]],
  event: [
    // A webinar or a conference is sold as an event whatever its subject ("revenue teams", "AI").
    [6, ['webinar*', 'conference', 'summit', 'keynote*', 'congress', 'seminario web', 'webinaire', 'konferenz', 'kongress', 'congresso', 'congres', 'conferencia', 'ウェビナー', 'セミナー', 'ندوة', 'مؤتمر']],
    [4, ['concert', 'festival', 'gig', 'live music', 'tickets on sale', 'line-up', 'lineup', 'headlin*', 'dj set', 'exhibition', 'gala', 'expo', 'christmas market', 'night market', 'comedy night', 'stand-up', 'theatre', 'theater', 'live at', 'marathon', 'fun run', 'half marathon', 'fireworks', 'monster truck*', 'trade fair', 'trade show', 'concierto', 'konzert', 'concerto', 'spectacle', 'messe', 'ticketmaster', 'eventbrite', 'ライブ', 'コンサート', 'フェス', '花火', '祭り', '観覧', 'حفل', 'مهرجان', 'معرض فني']],
    [2, ['tickets', 'party', 'event', 'evento', 'evenement', 'veranstaltung', 'entradas', 'billets', 'karten', 'kaarten', 'biglietti', 'ingressos', 'show', 'live', 'aanvang', 'doors open', 'イベント', 'チケット', '開催', 'فعالية', 'تذاكر', 'rsvp']],
  ],
  jobs: [
    [6, ['hiring', 'we are hiring', "we're hiring", 'vacancy', 'vacancies', 'join our team', 'job opening', 'careers', 'wanted', 'send your cv', 'send your resume', 'contratando', 'recrutement', 'recrute', 'wir suchen', 'stellt ein', 'assumiamo', 'cerchiamo', 'vacature*', 'estamos contratando', 'buscamos', '求人', '採用', '募集', '時給', 'وظيفة', 'وظائف', 'توظيف']],
    [2, ['cv', 'resume', 'salary', 'full-time', 'part-time', 'teilzeit', 'vollzeit', 'bewerb*']],
  ],
  charity: [
    [4, ['donate', 'donation*', 'charity', 'nonprofit', 'non-profit', 'fundrais*', 'plant a tree', 'plant trees', 'plants a tree', 'trees planted', 'tree-planting', 'tree planting', 'reforestation', 'volunteer*', 'ngo', 'proceeds', 'animal shelter', 'food bank', 'cancer research', 'donar', 'donacion', 'dona hoy', 'dona ahora', 'planta un arbol', 'banco de alimentos', 'faites un don', 'planter un arbre', 'collecte', 'spenden*', 'spende', 'e.v', 'donazione', 'dona ora', 'beneficenza', 'doacao', 'doneer', 'goed doel', '寄付', '植樹', 'チャリティ', '募金', 'تبرع', 'خيري', 'خيرية']],
    [2, ['arbol', 'arboles', 'arbre', 'arbres', 'baum', 'baume', 'albero', 'alberi', 'arvore', 'boom', 'bomen', 'ong', 'relief', 'shelter', 'research', 'kinderkrebshilfe', '植え', 'شجرة', 'أشجار', 'زراعة']],
  ],
  'real-estate': [
    [4, ['open house', 'real estate', 'realtor', 'realty', 'estate agent', 'bedroom*', 'sq ft', 'square feet', 'for sale by owner', 'listing', 'home valuation', 'valuation', 'inmobiliaria', 'se vende', 'en venta', 'immobilier', 'immobiliere', 'a vendre', 'immo', 'immobilie*', 'zu verkaufen', 'besichtigung', 'einfamilienhaus', 'immobiliare', 'vendesi', 'in vendita', 'imovel', 'imoveis', 'imobiliaria', 'a venda', 'makelaar', 'te koop', 'vraagprijs', 'herenhuis', '不動産', '物件', '内覧', '内見', '一戸建て', '分譲', '賃貸', 'عقار', 'عقارات', 'للبيع', 'للإيجار', 'غرف نوم', 'فيلا']],
    [2, ['property', 'properties', 'condo*', 'apartment*', 'house', 'villa', 'estimation', 'wohnung*', 'appartement*', 'apartamento*', 'appartament*', 'woning*', 'huis', 'casa', 'haus', 'マンション', 'شقة', 'شقق']],
  ],
  fitness: [
    [4, ['yoga', 'pilates', 'hiit', 'crossfit', 'spin class', 'spinning', 'cycle studio', 'indoor cycling', 'barre', 'zumba', 'gym', 'fitness', 'workout*', 'personal trainer', 'kettlebell*', 'boxing class', 'meditation class', 'tai chi', 'reformer', 'gimnasio', 'salle de sport', 'fitnessstudio', 'yogastudio', 'palestra', 'sportschool', 'ヨガ', 'ピラティス', 'ジム', 'フィットネス', 'يوغا', 'يوجا', 'بيلاتس', 'لياقة', 'جيم', 'نادي رياضي']],
    [2, ['training', 'ride', 'rider', 'entrenamiento', 'entrainement', 'trainingsplan', 'allenamento', 'treino', 'トレーニング', 'تمارين', 'نادي']],
  ],
  creative: [
    [4, ['pottery', 'ceramics', 'clay', 'wheel throwing', 'painting class', 'paint and sip', 'watercolo*', 'drawing class', 'life drawing', 'calligraphy', 'knitting class', 'crochet', 'sewing class', 'woodworking', 'candle making', 'jewelry making', 'cooking class', 'baking class', 'photography workshop', 'dance class', 'salsa class', 'piano lessons', 'guitar lessons', 'art class', 'art workshop', 'alfareria', 'ceramica', 'ceramique', 'keramik', 'keramiek', 'poterie', 'topfer*', 'pottenbakken', 'clases de cocina', 'cours de cuisine', 'kochkurs', 'corso di cucina', '陶芸', '書道', '料理教室', 'خزف', 'فخار']],
    [2, ['workshop', 'workshops', 'knitting', 'atelier', 'craft*', 'ワークショップ', 'ورشة']],
  ],
  education: [
    [4, ['online course', 'degree', 'university', 'enroll*', 'enrol', 'tutoring', 'diploma', 'certification', 'bachelor', 'mba', 'scholarship', 'curriculum', 'language course', 'coding bootcamp', 'learn to code', 'cohort', 'summer camp', 'coding camp', 'universidad', 'academia de', 'escuela', 'formation', 'universite', 'ecole', 'universitat', 'volkshochschule', 'nachhilfe', 'sprachkurs', 'ferienprogramm', 'universita', 'scuola', 'universidade', 'escola', 'matriculas', 'opleiding', 'cursus', '講座', '学校', '塾', '英会話', 'スクール', '開講', '受講', 'جامعة', 'تعليم', 'أكاديمية', 'مدرسة', 'مدارس', 'دروس', 'معسكر']],
    [2, ['unterricht', 'zwemles', 'zwemlessen', 'rijles', 'rijlessen', 'taalles', 'bijles', 'bijlessen', 'school', 'certificate', 'course*', 'curso*', 'cours', 'kurs', 'kurse', 'corso', 'corsi', 'class', 'classes', 'lesson*', 'lecciones', 'lezioni', 'learn', 'learning', 'academy', 'bootcamp', 'camp', 'clases', 'aulas', 'lecons', 'robotics', 'robotik', 'coding', 'programacion', 'programmation', 'programmieren', 'programacao', 'programmeren', 'プログラミング', 'レッスン', 'دورة', 'دورات', 'تعلم', 'البرمجة']],
  ],
  content: [
    [4, ['whitepaper', 'white paper', 'ebook', 'e-book', 'playbook', 'checklist', 'toolkit', 'case study', 'benchmark report', 'research report', 'industry report', 'the state of', 'livre blanc', 'libro blanco', 'informe', 'leitfaden', 'studie', 'libro bianco', 'ホワイトペーパー', 'eブック', '資料', 'الكتاب الأبيض', 'كتاب إلكتروني']],
    [2, ['report', 'guide', 'templates', 'subject lines', 'rapport', 'guia', 'gids', 'rapporto', 'relatorio', 'レポート', 'تقرير', 'دليل']],
  ],
  b2b: [
    [4, ['b2b', 'commercial cleaning', 'office cleaning', 'janitorial', 'for businesses', 'for your business', 'consultancy', 'consulting', 'agency', 'agentur', 'agenzia', 'agencia', 'beratung', 'consulenza', 'consultoria', 'コンサルティング', 'استشارات']],
    [2, ['leadership', 'managers', 'team building', 'teambuilding', 'soft skills', 'fuhrungskrafte', 'fuhrungskraefte', 'management training', 'corporate training', 'enterprise', 'revenue teams', 'sales teams', 'pipeline', 'forecast*', 'leads', 'offices', 'para empresas', 'pour les entreprises', 'fur unternehmen', 'per aziende', 'para empresas', 'voor bedrijven', '法人', 'للشركات']],
  ],
  'local-services': [
    [4, ['plumber*', 'plumbing', 'electrician*', 'roofing', 'roofer*', 'hvac', 'cleaning service*', 'house cleaning', 'deep clean', 'cleaners', 'maids', 'landscaping', 'lawn care', 'lawn*', 'gardener*', 'handyman', 'locksmith', 'locked out', 'movers', 'moving company', 'removals', 'pest control', 'renovation*', 'remodel*', 'contractor*', 'solar panels', 'window cleaning', 'painter*', 'call-out*', 'fontanero', 'electricista', 'cerrajero', 'reformas', 'mudanzas', 'plombier', 'plomberie', 'electricien', 'serrurier', 'depannage', 'demenagement', 'jardinier', 'klempner', 'elektriker', 'handwerker', 'umzug*', 'sanitar', 'rohrbruch', 'notdienst', 'malerbetrieb', 'maler', 'gartenpflege', 'grundreinigung', 'idraulic*', 'elettricista', 'ristrutturazion*', 'pronto intervento', 'canalizador', 'encanador', 'hidraulica', 'eletricista', 'faxina', 'loodgieter*', 'elektricien', 'verbouwing', 'glazenwasser', 'schilder', 'hovenier', '水道', 'リフォーム', 'ハウスクリーニング', 'エアコンクリーニング', '水漏れ', '引越', '清掃', 'سباك', 'كهربائي', 'صيانة', 'تنظيف', 'مكيفات', 'نقل أثاث']],
    [2, ['repair*', 'emergency', 'licensed', 'insured', 'limpieza', 'menage', 'nettoyage', 'reinigung', 'putz*', 'pulizie', 'limpeza', 'schoonmaak', 'ramen wassen', 'クリーニング', '修理', 'نظافة']],
  ],
  food: [
    // Dishes and formats a bakery, a kitchen or a meal service sells.
    [4, ['galette*', 'viennoiserie*', 'pastries', 'pastry', 'cakes', 'taco*', 'margarita*', 'burrito*', 'noodle*', 'dumpling*', 'meal kit*', 'meal box*', 'recipes', 'buffet', 'iftar', 'tarte*', 'kuchen', 'torte*', 'pasteles', 'dolci', 'bolos', 'gebak', 'ケーキ', 'パン', 'كعك', 'معجنات']],
    [4, ['craft beer', 'beer tasting', 'wine tasting', 'brewery', 'taproom', 'cerveceria', 'brasserie artisanale', 'brauerei', 'birrificio', 'cervejaria', 'brouwerij', 'restaurant', 'bakery', 'boulangerie', 'patisserie', 'pizzeria', 'pizzaria', 'bistro', 'trattoria', 'osteria', 'brasserie', 'cafe', 'coffee shop', 'coffee', 'latte', 'espresso', 'menu', 'brunch', 'small plates', 'tasting menu', 'croissant*', 'pizza*', 'burger*', 'sushi', 'ramen', 'tapas', 'taperia', 'ice cream', 'gelato', 'gelateria', 'glacier', 'eiscafe', 'ijssalon', 'heladeria', 'sorveteria', 'pub', 'rooftop bar', 'wine bar', 'happy hour', 'biergarten', 'gasthaus', 'wirtshaus', 'mittagstisch', 'tagesgericht', 'menu del dia', 'hamburgueria', 'salads', 'smoothie*', 'bagel*', 'donut*', 'steakhouse', 'diner', 'takeaway', 'takeout', 'panaderia', 'backerei', 'panetteria', 'padaria', 'bakkerij', 'restaurante', 'ristorante', 'レストラン', 'カフェ', 'パン屋', 'ラーメン', '焼肉', '寿司', 'ジェラート', '居酒屋', '定食', 'ランチ', '弁当', 'ピザ', 'スイーツ', '和食', '食堂', 'مطعم', 'مخبز', 'مقهى', 'حلويات', 'آيس كريم', 'بيتزا', 'برجر', 'كافيه', 'إفطار', 'بوفيه', 'مأكولات']],
    [2, ['dinner', 'lunch', 'breakfast', 'cocktails', 'sliders', 'dessert*', 'cone', 'scoop*', 'cono', 'kugel', 'bolletje', 'boule', 'bola', 'delivery', 'food', 'comida', 'cuisine', 'essen', 'cibo', 'eten', 'refeicao', 'ディナー', 'テイクアウト', 'وجبة', 'قهوة']],
  ],
  health: [
    [4, ['clinic', 'dental', 'dentist*', 'doctor', 'physio*', 'physiotherapy', 'therapy', 'therapist', 'pharmacy', 'medical', 'teeth whitening', 'teeth cleaning', 'optician*', 'optometr*', 'eye test', 'eye exam', 'orthodont*', 'aligners', 'chiropract*', 'osteopath*', 'flu shot*', 'new patients', 'patients', 'mental health', 'counselling', 'counseling', 'clinica', 'clinique', 'dentaire', 'dentista', 'dentistico', 'cabinet dentaire', 'kinesitherap*', 'pharmacie', 'opticien', 'arzt', 'zahnarzt*', 'praxis', 'physiotherapie', 'apotheke', 'optik', 'sehtest', 'zahnreinigung', 'tandarts*', 'fysiotherap*', 'apotheek', 'farmacia', 'ottica', 'otica', 'fisioterap*', 'pacientes', 'patienten', 'pazienti', 'patienten', 'patienten', '歯科', '歯医者', 'クリニック', '病院', '眼科', '整体', '接骨院', '薬局', 'ホワイトニング', 'عيادة', 'عيادات', 'طبيب', 'أسنان', 'مستشفى', 'صيدلية', 'بصريات', 'علاج طبيعي']],
    [2, ['health', 'wellness', 'checkup', 'check-up', 'exam', 'x-rays', 'appointment', 'salud', 'sante', 'gesundheit', 'salute', 'saude', 'gezondheid', '健康', 'صحة', 'فحص']],
  ],
  beauty: [
    [4, ['hair salon', 'beauty salon', 'barber*', 'nail salon', 'nails', 'manicure', 'pedicure', 'skincare', 'serum', 'facial*', 'lashes', 'brows', 'brow bar', 'eyebrow*', 'waxing', 'haircut*', 'peluqueria', 'barberia', 'estetica', 'coiffeur', 'coiffure', 'institut de beaute', 'soin du visage', 'friseur*', 'kosmetikstudio', 'parrucchiere', 'centro estetico', 'trattamenti viso', 'cabeleireiro', 'barbearia', 'limpeza de pele', 'salao', 'kapper', 'kapsalon', 'schoonheidssalon', 'gezichtsbehandeling*', '美容院', '美容室', 'サロン', 'ネイル', 'エステ', '脱毛', 'صالون', 'حلاق', 'تجميل']],
    [2, ['grooming', 'spa', 'massage', 'makeup', 'hair']],
  ],
  travel: [
    [2, ['fly', 'flying', 'airline*', 'airfare', 'nights', 'noches', 'nuits', 'nachte', 'notti', 'noites', 'nachten', 'half board', 'ski', 'skiing', 'beach', 'vacation*', '泊', 'ليال', 'ليالٍ']],
    [4, ['flights', 'hotel', 'resort', 'getaway', 'cruise', 'all-inclusive', 'city break', 'ski weekend*', 'b&b', 'bed and breakfast', 'hostel', 'agriturismo', 'holiday home', 'vacation rental', 'vuelos', 'vols', 'fluge', 'voli', 'voos', 'vluchten', 'pousada', 'albergo', '航空券', 'ホテル', '旅館', '温泉', '往復', '航空', 'ツアー', '旅行', 'فندق', 'رحلات', 'منتجع', 'طيران']],
  ],
  finance: [
    // Tax help for people and small firms (accounting words alone are as often software's).
    [4, ['tax return*', 'tax season', 'tax filing', 'tax prep*', 'steuererklarung', 'declaration d\'impots', 'declaracion de la renta', 'dichiarazione dei redditi', 'imposto de renda', 'belastingaangifte', '確定申告', 'إقرار ضريبي']],
    [2, ['accounting', 'accountant*', 'bookkeeping', 'steuerberater*', 'comptable', 'expert-comptable', 'contable', 'contabilidad', 'commercialista', 'contador', 'contabilidade', 'boekhouder', '税理士', 'محاسب', 'محاسبة']],
    [4, ['bank', 'banking', 'credit union', 'loan', 'loans', 'mortgage*', 'credit card', 'debit card', 'insurance', 'insurer', 'savings account', 'checking account', 'current account', 'apy', 'interest rate', 'pension', 'retirement', 'brokerage', 'investing', 'investment*', 'fintech', 'cashback', 'no annual fee', 'banco', 'prestamo*', 'hipoteca', 'seguros', 'tarjeta de credito', 'cuenta corriente', 'banque', 'credit immobilier', 'assurance', 'carte bancaire', 'compte courant', 'epargne', 'sparkasse', 'volksbank', 'kredit', 'darlehen', 'baufinanzierung', 'versicherung*', 'girokonto', 'tagesgeld', 'geldanlage', 'banca', 'prestito', 'mutuo', 'assicurazion*', 'conto corrente', 'carta di credito', 'emprestimo', 'cartao de credito', 'anuidade', 'conta digital', 'lening', 'hypotheek', 'verzekering*', 'betaalrekening', 'spaarrekening', 'beleggen', '銀行', 'ローン', '保険', 'クレジットカード', '投資', '証券', '口座', '金利', 'بنك', 'مصرف', 'قرض', 'تمويل شخصي', 'تأمين', 'بطاقة ائتمان', 'استثمار', 'استرداد نقدي']],
    [2, ['invest', 'pret immobilier', 'credit', 'finance', 'financing', 'rate', 'seguro', 'tasso', 'juros', 'rente', 'zinsen', 'taux', 'tipo de interes', 'حساب', 'بطاقة']],
  ],
  automotive: [
    [4, ['car dealer*', 'dealership', 'car rental', 'rent a car', 'test drive', 'oil change', 'tyres', 'tires', 'car wash', 'auto repair', 'car repair', 'mechanic', 'car service', 'ev charging', 'electric vehicle', 'suv', 'suvs', 'sedan', 'new cars', 'used cars', 'pre-owned', 'concesionario', 'taller mecanico', 'cambio de aceite', 'neumaticos', 'alquiler de coches', 'coche', 'coches', 'concessionnaire', 'controle technique', 'pneus', 'vidange', 'location de voiture', 'voiture*', 'autohaus', 'kfz', 'reifen', 'tuv', 'probefahrt', 'e-auto', 'autowerkstatt', 'concessionaria', 'officina', 'tagliando', 'pneumatici', 'gomme', 'noleggio auto', 'rottamazione', 'alinhamento', 'balanceamento', 'troca de oleo', 'carro', 'carros', 'concessionaria', 'autobedrijf', 'apk', 'apk-keuring', 'winterbanden', 'proefrit', 'autoverhuur', '自動車', '車検', '新車', '中古車', '試乗', 'カーショップ', 'タイヤ', 'オイル交換', 'レンタカー', '洗車', 'سيارة', 'سيارات', 'إطارات', 'تغيير الزيت', 'تأجير سيارات']],
    [2, ['auto', 'car', 'cars', 'vehicle*', 'lease', 'leasing', 'garage', 'oficina', 'werkstatt', 'fahrzeug*', 'banden', '代車', 'ディーラー']],
  ],
  pets: [
    // Rescue and adoption.
    [4, ['adopt', 'adoption*', 'adoptable', 'rescue dog*', 'rescue cat*', 'adopta', 'adoptez', 'adoptieren', 'adotta', 'adote', 'adopteer', '里親', 'تبني']],
    [4, ['pet', 'pets', 'pups', 'doggy', 'aquarium*', 'pet shop', 'pet food', 'dog', 'dogs', 'puppy', 'puppies', 'cat food', 'kitten*', 'vets', 'veterinar*', 'dog grooming', 'dog walking', 'dog walker', 'kibble', 'mascota*', 'perro*', 'peluqueria canina', 'animaux', 'chien*', 'toilettage', 'croquettes', 'hund', 'hunde', 'hundesalon', 'hundefutter', 'katze*', 'haustier*', 'tierarzt*', 'tierbedarf', 'cani', 'gatti', 'toelettatura', 'cachorro*', 'caes', 'racao', 'banho e tosa', 'huisdier*', 'hond', 'honden', 'kattenvoer', 'dierenarts*', 'dierenspeciaalzaak', 'trimsalon', 'ペット', '犬', '猫', '動物病院', 'トリミング', 'حيوانات أليفة', 'الحيوانات الأليفة', 'قطط', 'كلاب', 'القطط', 'الكلاب', 'بيطري']],
    [2, ['cat', 'cats', 'gato', 'gatos', 'gatto', 'kat', 'katten', 'animal*', 'animali', 'vet', 'cane', 'chaton*', 'dieren', 'grooming', 'groom', 'حيوان']],
  ],
  retail: [
    // Home goods and online shops.
    [4, ['mug', 'mugs', 'tableware', 'homeware*', 'kitchenware', 'cookware', 'home decor', 'furniture', 'sofa', 'sofas', 'dining set*', 'bedding', 'candles', 'online store', 'shop online', 'now online', 'meubles', 'muebles', 'mobili', 'moveis', 'mobel', 'meubels', 'vaisselle', 'geschirr', '家具', '食器', 'أثاث']],
    [4, ['back to school', 'electronics', 'headphones', 'laptop*', 'groceries', 'supermarket', 'storewide', 'sitewide', 'casques', 'ordinateur', 'kopfhorer', 'electronica', 'elettronica', 'eletronicos', '家電', 'إلكترونيات']],
  ],
  fashion: [
    [4, ['knitwear', 'sweaters', 'merino', 'activewear', 'leggings', 'denim', 'jeans', 'boutique', 'zapateria', 'streetwear', 'swimwear', 'デニム', 'ジーンズ', 'أزياء']],
    [2, ['collection', 'coleccion', 'collezione', 'colecao', 'kollektion', 'collectie', 'surf', 'tote', 'bag']],
  ],
};
/** Events for professionals: sold as events, written with the business lines ("Insights you can act on", not "Bring your friends"). */
const PROFESSIONAL_EVENT = ['webinar*', 'conference', 'summit', 'keynote*', 'seminar*', 'congress', 'webinaire', 'konferenz', 'kongress', 'congresso', 'congres', 'conferencia', 'seminario web', 'ウェビナー', 'セミナー', 'ندوة', 'مؤتمر'];

/** The category whose bank lines suit the prompt: a webinar is an event, but its lines are the business ones. */
export function linesCategory(category: Category, foldedText: string): Category {
  return category === 'event' && findKeywords(foldedText, PROFESSIONAL_EVENT).length > 0 ? 'b2b' : category;
}

/** Words that belong to another sense in these phrases: blanked before counting ("resolves tickets"). */
const NEUTRAL: readonly RegExp[] = [
  /\b(?:resolv|solv|clos|handl|answer|manag|triag|rout|track|assign|escalat|prioriti|support|customer|open|reply|resuelv|resolu|risolv|gestion)\w*\s+(?:[\p{L}\d-]+\s+){0,3}?tickets?\b/gu,
  /\btickets?\s+(?:[\p{L}\d-]+\s+){0,4}?(?:faster|quicker|losen|bearbeiten|beantworten|resolved|closed|routed|queue|backlog|volume)\b/gu,
  /\b(?:first|world|business|economy|middle|high|top|master|1st)[\s-]class\b/gu,
  /\bbook\s+club\b|\bface\s?book\b/gu,
  /\b(?:call|on)[\s-]+(?:outs?|call)\b/gu,
  /\bcall[\s-]to[\s-]action\b|\bin order to\b/gu,
  // Picking up in the shop is how an order is collected, not a fashion boutique ("retrait en boutique").
  /\b(?:retrait|click\s*(?:&|and|et)\s*collect|collect|pick[\s-]?up|abholung|ritiro|retirada|recogida|afhalen)\s+(?:en|in|im|al|na|no|dans la|in der|in de|a la)?\s*(?:boutique|store|shop|magasin|tienda|negozio|loja|winkel|laden|filiale)\b/gu,
  // "No credit card required" is how a free trial is sold, not a card on offer.
  // (Built from a folded source: Arabic letters with hamza are decomposed in folded text.)
  new RegExp(
    String.raw`(?<!\p{L})(?:no|without|sin|sans|ohne|senza|sem|geen|zonder|دون|بدون)\s+(?:a\s+|une?\s+)?(?:credit\s+card|tarjeta(?:\s+de\s+credito)?|carte\s+(?:bancaire|de\s+credit)|kreditkarte|carta\s+di\s+credito|cartao(?:\s+de\s+credito)?|creditcard|بطاقة\s+ائتمان|بطاقة\s+الائتمان)(?!\p{L})|クレジットカード(?:登録)?不要`.normalize('NFKD'),
    'gu',
  ),
  // "Adopt, don't shop": the one word that says not to shop.
  /\b(?:don['’]?t|do not|never)\s+shop\b|\bno compres\b|\bn['’]achetez pas\b/gu,
  // Ceramics, clay and wood as what a product is made of ("ceramic mugs"), not a class.
  /\b(?:ceramic|ceramics|clay|stoneware|porcelain|wooden|wood)\s+(?=(?:mugs?|cups?|plates?|bowls?|vases?|tiles?|dishes|tableware|planters?|jewell?ery|earrings|toys?|furniture)\b)/gu,
];

/** What each action is asked with: verbs and nouns of the nine languages, weighted as for categories. */
const ACTION_CUES: ReadonlyArray<readonly [CtaIntent, Cues]> = [
  ['donate', [[6, ['donate', 'donation*', 'give today', 'give now', 'you give', 'donar', 'dona', 'donne', 'faites un don', 'spenden', 'spende', 'doe', 'doar', 'doneer', '寄付', '募金', 'تبرع', 'تبرعوا', 'تبرعك']]]],
  ['apply', [[6, ['apply', 'hiring', 'postula*', 'postulez', 'bewerben', 'bewerbung', 'candidati', 'candidate-se', 'solliciteer', '応募', 'قدم']]]],
  ['rsvp', [[7, ['rsvp', 'confirm your attendance', 'confirma tu asistencia', 'confirmez votre presence', 'zusage', 'conferma la tua presenza', 'confirme presenca', '出欠', 'أكد حضورك']]]],
  ['try', [[6, ['free trial', 'start your free trial', 'start a free trial', 'try it free', 'try for free', 'try free', 'trial', 'prueba gratis', 'prueba', 'essai gratuit', 'kostenlos testen', 'testen', 'prova gratuita', 'teste gratis', 'gratis proberen', 'proefperiode', '無料トライアル', 'トライアル', '無料で試す', 'تجربة مجانية', 'جرب']]]],
  ['subscribe', [[6, ['subscribe', 'newsletter', 'suscribete', 'abonnez', 'abonnieren', 'abbonati', 'assine', 'abonneer', '購読', 'اشترك']], [3, ['subscription', 'podcast']]]],
  ['download', [[6, ['download', 'descarga*', 'telecharge*', 'herunterladen', 'scarica', 'baixe', 'baixar', 'downloaden', 'ダウンロード', 'حمل', 'تحميل', 'تنزيل']]]],
  ['install', [[4, ['install', 'instala', 'installez', 'installieren', 'installa', 'instale', 'installeer', 'インストール']]]],
  ['quote', [[6, ['quote', 'free quote', 'estimate', 'get a quote', 'calculate your', 'presupuesto', 'calcula tu', 'devis', 'angebot anfordern', 'kostenloses angebot', 'berechnen', 'preventivo', 'calcola', 'orcamento', 'simule', 'offerte aanvragen', 'gratis offerte', 'vrijblijvende offerte', 'bereken', '見積', 'عرض سعر', 'احسب']]]],
  ['call', [[5, ['call us', 'call now', 'call today', 'give us a call', 'call', 'llamanos', 'llama ya', 'llama ahora', 'appelez', 'rufen sie', 'anrufen', 'chiamaci', 'chiama', 'ligue ja', 'ligue-nos', 'bel ons', 'bel nu', '電話', 'اتصل']]]],
  ['register', [[5, ['register', 'registration', 'save your seat', 'save your spot', 'reserve your seat', 'sign up', 'signup', 'inscribete', 'inscripcion', 'inscrivez', 'inscription', 'anmelden', 'anmeldung', 'registrieren', 'iscriviti', 'iscrizione', 'inscreva*', 'inscricao', 'aanmelden', 'inschrijven', 'schrijf je in', '申し込', '申込', '登録', 'سجل', 'التسجيل']], [3, ['webinar*', 'conference', 'summit', 'seminar', 'meetup', 'ウェビナー', 'ندوة']]]],
  ['reserve', [[3, ['brunch', 'dinner', 'tasting menu', 'table for']], [7, ['book a table', 'book your table', 'reserve a table', 'reserve your table', 'reservation*', 'reservations', 'reservas', 'reservierung', 'reserveren', 'prenotazion*', 'للحجز', 'reserva tu mesa', 'reservez votre table', 'tisch reservieren', 'prenota un tavolo', 'tafel reserveren']]]],
  ['book', [[5, ['book now', 'book your', 'book a', 'book today', 'booking', 'reserve now', 'reserva', 'reservez', 'reserver', 'buchen', 'prenota', 'reserve ja', 'boek', 'reserveer', '予約', 'احجز', 'cita', 'pide cita', 'book online', 'boek online', 'reserva online', 'prenota online', 'prenotare', 'online buchen', 'reservez en ligne', 'web予約', 'ご予約', 'rendez-vous', 'termin', 'afspraak', 'appuntamento', 'agende', 'agendar', 'marque a sua', 'marque o seu', 'marque sua', 'marque ja', 'موعد', 'موعدك']], [3, ['book', 'appointment*', 'viewing', 'salon', 'spa', 'manicure', 'facial', 'haircut*', 'session', 'sessions']]]],
  ['enroll', [[5, ['enroll*', 'enrol', 'matricula*', 'einschreiben', 'immatricol*']]]],
  ['tickets', [[5, ['tickets on sale', 'get tickets', 'buy tickets', 'get your tickets', 'tickets sichern', 'チケット購入']], [3, ['tickets', 'entradas', 'boletos', 'billets', 'karten', 'biglietti', 'ingressos', 'kaartjes', 'チケット', 'تذاكر']]]],
  ['order', [[5, ['order now', 'order online', 'order today', 'order', 'pide', 'commandez', 'commander', 'commande', 'bestellen', 'ordina', 'peca', 'bestel', '注文', 'اطلب']], [2, ['delivery', 'takeaway', 'takeout', 'delivered', 'delivering', 'bezorg*', 'livraison', 'livre', 'lieferung', 'liefern', 'consegna', 'entrega', 'a domicilio']]]],
  ['visit', [[6, ['adopt', 'adopt a', 'meet our', 'adopta', 'adoptez', 'adoptieren', 'adotta', 'adote', 'adopteer', '里親', 'تبنى', 'تبن']]]],
  ['visit', [[5, ['visit us', 'visit', 'come see us', 'come by', 'come say hi', 'come in', 'stop by', 'drop by', 'walk-ins welcome', 'visitanos', 'visitenos', 'ven a vernos', 'venez', 'besuchen', 'bei uns am', 'vieni', 'vieni a trovarci', 'visite', 'venha', 'kom langs', '来店', 'お越しください', 'زورونا', 'قم بزيارة']], [3, ['open house', 'now open', 'showroom', 'ouvert', 'geoffnet', 'aperto', 'abierto', 'aberto', 'geopend', 'open daily', 'open every day', 'opens', 'doors open', 'grand opening', 'inauguracion', 'inauguramos', 'ouverture', 'neueroffnung', 'inaugurazione', 'inauguracao', 'opening', 'オープン', 'افتتاح', 'オープンハウス']]]],
  ['join', [[4, ['join', 'join us', 'unete', 'rejoignez', 'mach mit', 'unisciti', 'junte-se', '入会', 'انضم']], [5, ['become a member', 'membership', 'weekly plan', 'monthly plan', 'abonnement', 'mitglied werden', 'mitgliedschaft', 'abbonamento', 'cuota', 'apuntate', 'mensalidade', 'matricule-se', 'word lid', 'word nu lid', 'lidmaatschap', '月額', '会員', 'اشتراك شهري', 'الاشتراك الشهري']]]],
  ['shop', [[4, ['shop', 'shop now', 'compra', 'achetez', 'einkaufen', 'shoppen', 'acquista', 'compre', 'winkel', 'تسوق']], [3, ['pet food', 'dog food', 'cat food', 'hundefutter', 'kattenvoer', 'croquettes', 'pienso', 'racao', 'ドッグフード', 'キャットフード', 'フード', 'starter kit*', 'online shop', 'onlineshop', 'webshop', 'tienda online', 'boutique en ligne', 'loja online', 'negozio online', 'オンラインショップ', 'طعام القطط', 'طعام الكلاب']], [2, ['sale', 'store', 'collection', 'rebajas', 'soldes', 'saldi', 'セール']]]],
  ['buy', [[4, ['buy', 'buy now', 'get yours', 'kaufen', 'koop', '購入', 'اشتر']]]],
  ['contact', [[6, ['contact us', 'get in touch', 'contact', 'contactanos', 'contacta', 'contactez', 'kontakt', 'kontaktieren', 'contattaci', 'contatta', 'contacte', 'fale conosco', 'neem contact', 'お問い合わせ', 'ご相談', 'تواصل']]]],
  ['start', [[3, ['get started', 'start now', 'start today', 'empieza', 'commencez', 'starten', 'inizia', 'comece', 'begin']]]],
  ['learn', [[3, ['learn more', 'find out more', 'read more', 'en savoir plus', 'mehr erfahren', 'saiba mais', 'scopri di piu', 'meer weten', 'lees meer', 'leer mas', 'mas informacion', '詳しく', 'اعرف المزيد']]]],
];

/** What each kind of advertiser asks for when the prompt does not say. */
export const CATEGORY_ACTION: Record<Category, CtaIntent> = {
  retail: 'shop', fashion: 'shop', beauty: 'shop', food: 'order', saas: 'start', app: 'download', event: 'tickets', jobs: 'apply',
  charity: 'donate', 'real-estate': 'contact', fitness: 'book', creative: 'book', travel: 'book', education: 'enroll', b2b: 'register',
  content: 'download', 'local-services': 'quote', health: 'book', home: 'shop', finance: 'apply', automotive: 'book', pets: 'book',
  general: 'learn',
};

/** Actions that fit a kind of advertiser; others need clearly more evidence ("tickets" does not make a help desk an event). */
const FITTING: Record<Category, readonly CtaIntent[]> = {
  retail: ['shop', 'buy', 'order', 'visit'], fashion: ['shop', 'buy', 'visit'], beauty: ['shop', 'buy', 'book', 'visit'],
  food: ['order', 'reserve', 'visit', 'book', 'subscribe'], saas: ['try', 'start', 'signup', 'register', 'download', 'contact', 'learn'],
  app: ['download', 'install', 'try', 'signup'], event: ['tickets', 'register', 'rsvp', 'book'], jobs: ['apply', 'contact'],
  charity: ['donate', 'join', 'register', 'learn'], 'real-estate': ['book', 'visit', 'contact', 'call'], fitness: ['book', 'join', 'try', 'signup', 'register'],
  creative: ['book', 'register', 'signup'], travel: ['book', 'reserve'], education: ['enroll', 'register', 'apply', 'signup', 'book'],
  b2b: ['register', 'contact', 'download', 'learn', 'quote'], content: ['download', 'register'], 'local-services': ['quote', 'call', 'book', 'contact'],
  health: ['book', 'call', 'visit', 'contact'], home: ['shop', 'buy', 'visit', 'order'],
  finance: ['apply', 'signup', 'quote', 'contact', 'learn', 'download', 'try', 'start', 'call'], automotive: ['book', 'visit', 'call', 'shop', 'buy', 'contact', 'quote'],
  pets: ['book', 'shop', 'buy', 'order', 'call', 'visit', 'subscribe'], general: [],
};

const TIE_ORDER: readonly Exclude<Category, 'general'>[] = [
  'jobs', 'charity', 'real-estate', 'content', 'local-services', 'b2b', 'saas', 'app', 'finance', 'automotive', 'pets', 'fitness', 'creative',
  'education', 'travel', 'food', 'beauty', 'fashion', 'health', 'home', 'event', 'retail',
];

const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}[\s.-]\d{3,4}[\s.-]\d{3,4}/;

/** The folded prompt with words used in another sense blanked (same length, so spans stay valid). */
export function neutralize(foldedText: string): string {
  let out = foldedText;
  for (const re of NEUTRAL) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out;
}

function cueScore(text: string, cues: Cues): number {
  let score = 0;
  for (const [weight, words] of cues) {
    // Each distinct cue counts once: a word repeated is not more evidence.
    const seen = new Set(findKeywords(text, words).map((h) => h.keyword));
    score += weight * seen.size;
  }
  return score;
}

function conceptIn(foldedText: string): ProductConcept | undefined {
  let best: { concept: ProductConcept; length: number; start: number } | undefined;
  for (const [concept, words] of Object.entries(PRODUCT_WORDS) as Array<[ProductConcept, readonly string[]]>) {
    for (const span of findKeywords(foldedText, words)) {
      const length = span.end - span.start;
      if (!best || length > best.length || (length === best.length && span.start > best.start)) best = { concept, length, start: span.start };
    }
  }
  return best?.concept;
}

/** Phrases whose words would count for another category: "hot dogs" are food, not pets. */
const REDIRECTS: ReadonlyArray<readonly [RegExp, Category, number]> = [[/\bhot[\s-]?dogs?\b|ホットドッグ/gu, 'food', 4]];

/** Last parts of German and Dutch compounds that name a category (three letters of a first part before them). */
const COMPOUND_HEADS: ReadonlyArray<readonly [string, Category, number]> = [
  ['unterricht', 'education', 4], ['nachhilfe', 'education', 4], ['kurs', 'education', 2], ['kurse', 'education', 2], ['schule', 'education', 2],
  ['cursus', 'education', 2], ['opleiding', 'education', 2], ['lessen', 'education', 2], ['studio', 'fitness', 1], ['training', 'fitness', 1],
  ['backerei', 'food', 4], ['bakkerij', 'food', 4], ['restaurant', 'food', 4], ['friseur', 'beauty', 4], ['kapper', 'beauty', 2], ['salon', 'beauty', 1],
  ['futter', 'pets', 4], ['voer', 'pets', 2], ['reinigung', 'local-services', 2], ['dienst', 'local-services', 1], ['werkstatt', 'automotive', 2],
  ['garage', 'automotive', 2], ['versicherung', 'finance', 4], ['verzekering', 'finance', 4], ['hotel', 'travel', 4], ['reisen', 'travel', 2],
];

const COMPOUND_FIRSTS: ReadonlyArray<readonly [string, Category, number]> = [
  ['hunde', 'pets', 6], ['katzen', 'pets', 6], ['tier', 'pets', 2], ['honden', 'pets', 6], ['katten', 'pets', 6], ['huisdier', 'pets', 4],
];

/** Each category's evidence in a folded text: strong cues, the general word lists, the kind of product. */
export function categoryScores(foldedText: string): Map<Category, number> {
  let text = neutralize(foldedText);
  const scores = new Map<Category, number>();
  for (const [re, category, weight] of REDIRECTS) {
    text = text.replace(re, (m) => {
      scores.set(category, (scores.get(category) ?? 0) + weight);
      return ' '.repeat(m.length);
    });
  }
  for (const c of TIE_ORDER) {
    let score = (scores.get(c) ?? 0) + cueScore(text, CATEGORY_CUES[c] ?? []);
    const words = (CATEGORY_WORDS as Partial<Record<Category, readonly string[]>>)[c];
    if (words) for (const hit of findKeywords(text, words)) score += hit.keyword.includes(' ') ? 2 : 1;
    scores.set(c, score);
  }
  // German and Dutch write a kind of business or class as one word ("Gitarrenunterricht", "Zwemles",
  // "Hundefriseur"): its last part is the cue.
  for (const [head, category, weight] of COMPOUND_HEADS) {
    if (new RegExp(`\\p{L}{3}${head}(?![\\p{L}])`, 'u').test(text)) scores.set(category, (scores.get(category) ?? 0) + weight);
  }
  // …and whom it is for in its first part ("Hundefriseur", "Hondenuitlaatservice", "Katzenpension").
  for (const [first, category, weight] of COMPOUND_FIRSTS) {
    if (new RegExp(`(?<![\\p{L}])${first}\\p{L}{4}`, 'u').test(text)) scores.set(category, (scores.get(category) ?? 0) + weight);
  }
  const concept = conceptIn(text);
  // "classes" or "course" alone says nothing of what is taught (yoga, pottery or Spanish); the cues count those words already.
  if (concept && concept !== 'classes' && concept !== 'courses') {
    const c = PRODUCT_CATEGORY[concept];
    scores.set(c, (scores.get(c) ?? 0) + 2);
  }
  return scores;
}

/** Offers that only a shop makes: with nothing else to go on, a sale is retail. */
const SHOP_OFFERS: ReadonlySet<Offer['kind']> = new Set(['percent-off', 'amount-off', 'half-price', 'bogo', 'multi-buy', 'free-shipping', 'free-gift', 'code']);

export interface CategoryEvidence {
  /** The prompt with the advertiser's and third parties' names blanked: their words count half ("Bright Smile Dental" still says dental). */
  withoutNames?: string;
  offers?: readonly Offer[];
}

/**
 * The advertiser's category: strong cues, then the general word lists, then the kind of product.
 * Words inside names count half; a free trial leans to software; a sale with no other cue is a shop's.
 */
export function detectCategory(foldedText: string, evidence: CategoryEvidence = {}): Category {
  const full = categoryScores(foldedText);
  const outside = evidence.withoutNames !== undefined && evidence.withoutNames !== foldedText ? categoryScores(evidence.withoutNames) : full;
  const scores = new Map<Category, number>();
  for (const c of TIE_ORDER) {
    const o = outside.get(c) ?? 0;
    scores.set(c, o + ((full.get(c) ?? 0) - o) / 2);
  }
  const offers = evidence.offers ?? [];
  if (offers.some((o) => o.kind === 'free-trial')) scores.set('saas', (scores.get('saas') ?? 0) + 2);
  let best: Category = 'general';
  let top = 0;
  for (const c of TIE_ORDER) {
    const score = scores.get(c) ?? 0;
    if (score > top) {
      best = c;
      top = score;
    }
  }
  if (best === 'general' && offers.some((o) => SHOP_OFFERS.has(o.kind))) best = 'retail';
  return best;
}

/**
 * What the prompt asks the reader to do. `stated` is the intent of a call to action written out
 * ("Book a table"), `offers` the prompt's offers (a free trial asks to try, a free quote to ask for one).
 */
export function detectAction(foldedText: string, category: Category, offers: readonly Offer[], stated?: CtaIntent): CtaIntent {
  const text = neutralize(foldedText);
  const scores = new Map<CtaIntent, number>();
  const bump = (a: CtaIntent, n: number): void => {
    scores.set(a, (scores.get(a) ?? 0) + n);
  };
  for (const [action, cues] of ACTION_CUES) {
    const score = cueScore(text, cues);
    if (score) bump(action, score);
  }
  if (stated) bump(stated, 4);
  for (const o of offers) {
    if (o.kind === 'free-trial') bump('try', 5);
    else if (o.kind === 'free-download') bump('download', 3);
    else if (o.kind === 'free-quote') bump('quote', 4);
    else if (o.kind === 'free-consultation') bump(category === 'local-services' ? 'quote' : 'book', 3);
    else if (o.kind === 'free-class') bump('book', 3);
    else if (o.kind === 'free-registration') bump('register', 3);
    else if (o.kind === 'no-fee') bump('join', 3);
    else if (['percent-off', 'amount-off', 'bogo', 'free-shipping', 'code'].includes(o.kind)) bump('shop', 2);
  }
  if (PHONE.test(text)) bump('call', 3);
  const fitting = FITTING[category];
  let best = CATEGORY_ACTION[category];
  let top = 2; // the category's own action, unless the prompt asks for something else
  for (const [action, raw] of scores) {
    // An action foreign to the category needs twice the evidence.
    const score = fitting.length === 0 || fitting.includes(action) ? raw : raw / 2;
    if (score > top || (score === top && action === CATEGORY_ACTION[category])) {
      best = action;
      top = score;
    }
  }
  // Where the category's own action is to apply (a card, a loan, a job), "sign up" is the application.
  if (CATEGORY_ACTION[category] === 'apply' && (best === 'register' || best === 'signup')) best = 'apply';
  return best;
}

const ACTION_WORDS: readonly string[] = ACTION_CUES.flatMap(([, cues]) => cues.filter(([w]) => w >= 4).flatMap(([, words]) => words));

const IMPERATIVE = /^(?:get|grab|claim|start|try|see|find out|discover|come|click|tap|learn more|reserve|save|sign|join|follow|check out|explore|hurry)\b/u;

/** True when a folded clause opens with a call to action ("Donate to GreenRoots today", "Jetzt buchen"). */
export function startsWithAction(foldedClause: string): boolean {
  // Japanese puts the verb last ("ホワイトペーパーをダウンロード"): there any action word makes a call to action.
  if (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(foldedClause) && findKeywords(foldedClause, ACTION_WORDS).length > 0) return true;
  // Only the opening words matter, and a short text is quick to scan.
  const text = foldedClause.replace(/^(?:jetzt|now|ahora|maintenant|ora|agora|nu|今すぐ)\s*/u, '').split(/\s+/).slice(0, 3).join(' ').slice(0, 24);
  return IMPERATIVE.test(text) || findKeywords(text, ACTION_WORDS).some((h) => h.start === 0);
}
