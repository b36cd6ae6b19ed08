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
    [4, ['saas', 'software', 'help desk', 'helpdesk', 'crm', 'dashboard', 'platform', 'api', 'integrations', 'automate*', 'automation', 'workflow*', 'ticketing', 'no-code', 'analytics', 'plugin', 'cloud-based', 'logiciel', 'plataforma', 'plateforme', 'plattform', 'piattaforma', 'ソフトウェア', 'ヘルプデスク', 'ツール', 'クラウド', 'برنامج', 'منصة', 'مكتب المساعدة', 'نظام']],
    [2, ['tool', 'tools', 'startup', 'ai-powered', 'teams', 'free trial', 'onboarding', 'herramienta', 'outil', 'werkzeug', 'strumento', 'ferramenta']],
  ],
  app: [[4, ['app store', 'play store', 'ios', 'android', 'mobile app', 'the app', 'our app', 'アプリ', 'تطبيق', 'aplicacion', 'appli', 'applicazione', 'aplicativo']], [2, ['app', 'apps']]],
  event: [
    [4, ['concert', 'festival', 'gig', 'live music', 'tickets on sale', 'line-up', 'lineup', 'headlin*', 'dj set', 'exhibition', 'gala', 'expo', 'christmas market', 'night market', 'comedy night', 'stand-up', 'theatre', 'theater', 'live at', 'marathon', 'fun run', 'half marathon', 'concierto', 'konzert', 'concerto', 'spectacle', 'ライブ', 'コンサート', 'フェス', 'حفل', 'مهرجان']],
    [2, ['tickets', 'party', 'event', 'evento', 'evenement', 'veranstaltung', 'entradas', 'billets', 'karten', 'biglietti', 'ingressos', 'イベント', 'チケット', 'فعالية', 'تذاكر', 'rsvp']],
  ],
  jobs: [[4, ['hiring', 'we are hiring', "we're hiring", 'vacancy', 'vacancies', 'join our team', 'apply by', 'job opening', 'careers', 'contratando', 'recrutement', 'wir suchen', 'assumiamo', 'vacature*', '求人', '採用', 'وظيفة', 'وظائف', 'توظيف']]],
  charity: [
    [4, ['donate', 'donation*', 'charity', 'nonprofit', 'non-profit', 'fundrais*', 'plant a tree', 'plant trees', 'plants a tree', 'trees planted', 'tree-planting', 'tree planting', 'reforestation', 'volunteer*', 'ngo', 'proceeds', 'donar', 'donacion', 'dona hoy', 'dona ahora', 'planta un arbol', 'faites un don', 'planter un arbre', 'spenden', 'spende', 'e.v', 'donazione', 'dona ora', 'beneficenza', 'doacao', 'doneer', 'goed doel', '寄付', '植樹', 'チャリティ', '募金', 'تبرع', 'خيري', 'خيرية']],
    [2, ['arbol', 'arboles', 'arbre', 'arbres', 'baum', 'baume', 'albero', 'alberi', 'arvore', 'boom', 'bomen', 'ong', 'relief', '植え', 'شجرة', 'أشجار', 'زراعة']],
  ],
  'real-estate': [
    [4, ['open house', 'real estate', 'realtor', 'bedroom*', 'sq ft', 'square feet', 'mortgage', 'for sale by owner', 'listing', 'inmobiliaria', 'immobilier', 'immobilie*', 'immobiliare', 'imovel', 'imoveis', 'makelaar', '不動産', '物件', 'عقار', 'عقارات']],
    [2, ['property', 'properties', 'condo*', 'apartment*', 'wohnung*', 'appartement*', 'woning*', 'شقة', 'شقق']],
  ],
  fitness: [
    [4, ['yoga', 'pilates', 'hiit', 'crossfit', 'spin class', 'spinning', 'barre', 'zumba', 'gym', 'fitness', 'workout*', 'personal trainer', 'kettlebell*', 'boxing class', 'meditation class', 'tai chi', 'reformer', 'gimnasio', 'salle de sport', 'fitnessstudio', 'palestra', 'sportschool', 'ヨガ', 'ピラティス', 'ジム', 'フィットネス', 'يوغا', 'يوجا', 'بيلاتس', 'لياقة']],
    [2, ['bootcamp', 'training', 'entrenamiento', 'entrainement', 'trainingsplan', 'allenamento', 'treino', 'トレーニング', 'تمارين']],
  ],
  creative: [
    [4, ['pottery', 'ceramics', 'ceramic', 'clay', 'wheel throwing', 'painting class', 'paint and sip', 'watercolo*', 'drawing class', 'life drawing', 'calligraphy', 'knitting', 'crochet', 'sewing class', 'woodworking', 'candle making', 'jewelry making', 'cooking class', 'baking class', 'photography workshop', 'dance class', 'salsa class', 'piano lessons', 'guitar lessons', 'art class', 'art workshop', 'alfareria', 'ceramica', 'ceramique', 'poterie', 'topfer*', 'keramik', 'pottenbakken', 'keramiek', 'clases de cocina', 'cours de cuisine', 'kochkurs', 'corso di cucina', '陶芸', '書道', '料理教室', 'خزف', 'فخار']],
    [2, ['workshop', 'workshops', 'atelier', 'taller', 'werkstatt', 'laboratorio', 'craft*', 'ワークショップ', 'ورشة']],
  ],
  education: [
    [4, ['online course', 'degree', 'university', 'enroll*', 'enrol', 'tutoring', 'diploma', 'certification', 'bachelor', 'mba', 'scholarship', 'curriculum', 'language course', 'coding bootcamp', 'universidad', 'formation', 'universite', 'universitat', 'universita', 'universidade', 'opleiding', '講座', '学校', '塾', 'جامعة', 'تعليم']],
    [2, ['course*', 'curso*', 'cours', 'kurs', 'kurse', 'corso', 'corsi', 'cursus', 'class', 'classes', 'lesson*', 'learn', 'learning', 'school', 'academy', 'clases', 'aulas', 'lecons', 'دورة', 'دورات']],
  ],
  content: [
    [4, ['whitepaper', 'white paper', 'ebook', 'e-book', 'playbook', 'checklist', 'toolkit', 'case study', 'benchmark report', 'research report', 'industry report', 'the state of', 'livre blanc', 'libro blanco', 'informe', 'leitfaden', 'libro bianco', 'ホワイトペーパー', 'eブック', '資料', 'الكتاب الأبيض', 'كتاب إلكتروني']],
    [2, ['report', 'guide', 'templates', 'rapport', 'studie', 'guia', 'gids', 'rapporto', 'relatorio', 'レポート', 'تقرير', 'دليل']],
  ],
  b2b: [[2, ['webinar*', 'conference', 'summit', 'b2b', 'enterprise', 'consulting', 'revenue teams', 'sales teams', 'pipeline', 'forecast*', 'keynote', 'panel', 'seminario web', 'webinaire', 'konferenz', 'ウェビナー', 'ندوة', 'مؤتمر']]],
  'local-services': [
    [4, ['plumber*', 'plumbing', 'electrician*', 'roofing', 'roofer*', 'hvac', 'cleaning service*', 'house cleaning', 'cleaners', 'landscaping', 'gardener*', 'handyman', 'locksmith', 'movers', 'moving company', 'removals', 'pest control', 'renovation*', 'remodel*', 'contractor*', 'call-out*', 'car repair', 'mechanic', 'fontanero', 'electricista', 'cerrajero', 'reformas', 'plombier', 'electricien', 'depannage', 'klempner', 'elektriker', 'handwerker', 'umzug*', 'idraulico', 'elettricista', 'ristrutturazion*', 'canalizador', 'eletricista', 'loodgieter', 'elektricien', 'verbouwing', '水道', 'リフォーム', 'ハウスクリーニング', 'سباك', 'كهربائي', 'صيانة']],
    [2, ['repair*', 'emergency', 'licensed', 'limpieza', 'menage', 'reinigung', 'pulizie', 'limpeza', 'schoonmaak', '修理', 'تنظيف']],
  ],
  food: [[4, ['restaurant', 'bakery', 'boulangerie', 'patisserie', 'pizzeria', 'bistro', 'trattoria', 'brasserie', 'cafe', 'coffee shop', 'menu', 'brunch', 'small plates', 'tasting menu', 'croissant*', 'panaderia', 'backerei', 'panetteria', 'padaria', 'bakkerij', 'restaurante', 'ristorante', 'レストラン', 'カフェ', 'パン屋', 'مطعم', 'مخبز']]],
  health: [[4, ['clinic', 'dental', 'dentist', 'doctor', 'physio*', 'therapy', 'therapist', 'pharmacy', 'medical', 'teeth whitening', 'optician', 'chiropract*', 'clinica', 'arzt', 'zahnarzt', 'praxis', 'tandarts', '歯科', 'クリニック', 'عيادة', 'طبيب']]],
  beauty: [[4, ['hair salon', 'barber*', 'nail salon', 'manicure', 'skincare', 'serum', 'facial', 'grooming', 'peluqueria', 'coiffeur', 'friseur', 'parrucchiere', 'cabeleireiro', 'kapper', '美容院', 'サロン', 'صالون']]],
  travel: [[2, ['fly', 'flying', 'airline*', 'airfare']], [4, ['flights', 'hotel', 'resort', 'getaway', 'cruise', 'all-inclusive', 'city break', 'vuelos', 'vols', 'fluge', 'voli', 'voos', 'vluchten', '航空券', 'ホテル', 'فندق', 'رحلات']]],
};

/** Words that belong to another sense in these phrases: blanked before counting ("resolves tickets"). */
const NEUTRAL: readonly RegExp[] = [
  /\b(?:resolv|solv|clos|handl|answer|manag|triag|rout|track|assign|escalat|prioriti|support|customer|open|reply|resuelv|resolu|risolv|gestion)\w*\s+(?:[\p{L}\d-]+\s+){0,3}?tickets?\b/gu,
  /\btickets?\s+(?:[\p{L}\d-]+\s+){0,4}?(?:faster|quicker|losen|bearbeiten|beantworten|resolved|closed|routed|queue|backlog|volume)\b/gu,
  /\b(?:first|world|business|economy|middle|high|top|master|1st)[\s-]class\b/gu,
  /\bbook\s+club\b|\bface\s?book\b/gu,
  /\b(?:call|on)[\s-]+(?:outs?|call)\b/gu,
  /\bcall[\s-]to[\s-]action\b|\bin order to\b/gu,
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
  ['quote', [[6, ['quote', 'free quote', 'estimate', 'presupuesto', 'devis', 'angebot anfordern', 'kostenloses angebot', 'preventivo', 'orcamento', 'offerte', '見積', 'عرض سعر']]]],
  ['call', [[5, ['call us', 'call now', 'call today', 'give us a call', 'call', 'llamanos', 'llama ya', 'llama ahora', 'appelez', 'rufen sie', 'anrufen', 'chiamaci', 'chiama', 'ligue ja', 'ligue-nos', 'bel ons', 'bel nu', '電話', 'اتصل']]]],
  ['register', [[5, ['register', 'registration', 'save your seat', 'save your spot', 'reserve your seat', 'sign up', 'signup', 'inscribete', 'inscripcion', 'inscrivez', 'inscription', 'anmelden', 'anmeldung', 'registrieren', 'iscriviti', 'iscrizione', 'inscreva*', 'inscricao', 'aanmelden', 'inschrijven', 'schrijf je in', '申し込', '申込', '登録', 'سجل', 'التسجيل']], [3, ['webinar*', 'conference', 'summit', 'seminar', 'meetup', 'ウェビナー', 'ندوة']]]],
  ['reserve', [[3, ['brunch', 'dinner', 'tasting menu', 'table for']], [7, ['book a table', 'book your table', 'reserve a table', 'reserve your table', 'reservation*', 'reserva tu mesa', 'reservez votre table', 'tisch reservieren', 'prenota un tavolo', 'tafel reserveren']]]],
  ['book', [[5, ['book now', 'book your', 'book a', 'book today', 'booking', 'reserve now', 'reserva', 'reservez', 'reserver', 'buchen', 'prenota', 'reserve ja', 'boek', 'reserveer', '予約', 'احجز']], [3, ['book', 'appointment*', 'viewing', 'salon', 'spa', 'manicure', 'facial', 'haircut*', 'session', 'sessions']]]],
  ['enroll', [[5, ['enroll*', 'enrol', 'matricula*', 'einschreiben', 'immatricol*']]]],
  ['tickets', [[5, ['tickets on sale', 'get tickets', 'buy tickets', 'get your tickets', 'tickets sichern', 'チケット購入']], [3, ['tickets', 'entradas', 'boletos', 'billets', 'karten', 'biglietti', 'ingressos', 'kaartjes', 'チケット', 'تذاكر']]]],
  ['order', [[5, ['order now', 'order online', 'order today', 'order', 'pide', 'commandez', 'commander', 'bestellen', 'ordina', 'peca', 'bestel', '注文', 'اطلب']], [2, ['delivery', 'takeaway', 'takeout', 'delivered']]]],
  ['visit', [[5, ['visit us', 'visit', 'come see us', 'stop by', 'drop by', 'visitanos', 'visitenos', 'venez', 'besuchen', 'vieni', 'visite', 'kom langs', '来店', 'زورونا', 'قم بزيارة']], [3, ['open house', 'now open', 'showroom', 'ouvert', 'geoffnet', 'aperto', 'abierto', 'aberto', 'geopend', 'open daily', 'open every day', 'opens']]]],
  ['join', [[4, ['join', 'join us', 'become a member', 'membership', 'unete', 'rejoignez', 'mach mit', 'unisciti', 'junte-se', 'word lid', '入会', 'انضم']]]],
  ['shop', [[4, ['shop', 'shop now', 'compra', 'achetez', 'einkaufen', 'shoppen', 'acquista', 'compre', 'winkel', 'تسوق']], [2, ['sale', 'store', 'collection', 'rebajas', 'soldes', 'saldi', 'セール']]]],
  ['buy', [[4, ['buy', 'buy now', 'get yours', 'kaufen', 'koop', '購入', 'اشتر']]]],
  ['contact', [[4, ['contact us', 'get in touch', 'contact', 'contactanos', 'contactez', 'kontakt', 'contattaci', 'fale conosco', 'neem contact', 'お問い合わせ', 'تواصل']]]],
  ['start', [[3, ['get started', 'start now', 'start today', 'empieza', 'commencez', 'starten', 'inizia', 'comece', 'begin']]]],
  ['learn', [[3, ['learn more', 'find out more', 'read more', 'en savoir plus', 'mehr erfahren', 'saiba mais', 'scopri di piu', 'meer weten', '詳しく', 'اعرف المزيد']]]],
];

/** What each kind of advertiser asks for when the prompt does not say. */
export const CATEGORY_ACTION: Record<Category, CtaIntent> = {
  retail: 'shop', fashion: 'shop', beauty: 'shop', food: 'order', saas: 'start', app: 'download', event: 'tickets', jobs: 'apply',
  charity: 'donate', 'real-estate': 'book', fitness: 'book', creative: 'book', travel: 'book', education: 'enroll', b2b: 'register',
  content: 'download', 'local-services': 'quote', health: 'book', home: 'shop', general: 'learn',
};

/** Actions that fit a kind of advertiser; others need clearly more evidence ("tickets" does not make a help desk an event). */
const FITTING: Record<Category, readonly CtaIntent[]> = {
  retail: ['shop', 'buy', 'order', 'visit'], fashion: ['shop', 'buy', 'visit'], beauty: ['shop', 'buy', 'book', 'visit'],
  food: ['order', 'reserve', 'visit', 'book', 'subscribe'], saas: ['try', 'start', 'signup', 'register', 'download', 'contact', 'learn'],
  app: ['download', 'install', 'try', 'signup'], event: ['tickets', 'register', 'rsvp', 'book'], jobs: ['apply', 'contact'],
  charity: ['donate', 'join', 'register', 'learn'], 'real-estate': ['book', 'visit', 'contact', 'call'], fitness: ['book', 'join', 'try', 'signup', 'register'],
  creative: ['book', 'register', 'signup'], travel: ['book', 'reserve'], education: ['enroll', 'register', 'apply', 'signup', 'book'],
  b2b: ['register', 'contact', 'download', 'learn', 'quote'], content: ['download', 'register'], 'local-services': ['quote', 'call', 'book', 'contact'],
  health: ['book', 'call', 'visit', 'contact'], home: ['shop', 'buy', 'visit', 'order'], general: [],
};

const TIE_ORDER: readonly Exclude<Category, 'general'>[] = [
  'jobs', 'charity', 'real-estate', 'content', 'local-services', 'b2b', 'saas', 'app', 'fitness', 'creative', 'education', 'travel', 'food',
  'beauty', 'fashion', 'health', 'home', 'event', 'retail',
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

/** The advertiser's category: strong cues, then the general word lists, then the kind of product. */
export function detectCategory(foldedText: string): Category {
  const text = neutralize(foldedText);
  const scores = new Map<Category, number>();
  for (const c of TIE_ORDER) {
    let score = cueScore(text, CATEGORY_CUES[c] ?? []);
    const words = (CATEGORY_WORDS as Partial<Record<Category, readonly string[]>>)[c];
    if (words) for (const hit of findKeywords(text, words)) score += hit.keyword.includes(' ') ? 2 : 1;
    scores.set(c, score);
  }
  const concept = conceptIn(text);
  // "classes" or "course" alone says nothing of what is taught (yoga, pottery or Spanish); the cues count those words already.
  if (concept && concept !== 'classes' && concept !== 'courses') {
    const c = PRODUCT_CATEGORY[concept];
    scores.set(c, (scores.get(c) ?? 0) + 2);
  }
  let best: Category = 'general';
  let top = 0;
  for (const c of TIE_ORDER) {
    const score = scores.get(c) ?? 0;
    if (score > top) {
      best = c;
      top = score;
    }
  }
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
