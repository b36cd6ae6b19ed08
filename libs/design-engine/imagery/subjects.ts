// What an advert is about, drawn: the subjects advertisers name most, with the picture a designer
// would choose, in the nine catalog languages. The CLDR names and keywords of the emoji index miss many
// of them ("dentist", "webinar", "jazz", "yoga") and mislead on others ("Patienten" holds "Enten",
// ducks; Italian "camera" is a room; "engineer" names a locomotive; "mugs" are beer mugs), so these
// are read first. A specific subject says what the advertiser is and wins over any other thing named;
// a general one counts as one more thing named. Words are matched whole (a trailing * matches any
// ending), as folded by normalise.ts; Japanese by substring.
import { isLoanwordPiece, segmentsOf, withoutLegalForms } from './ja-terms';
import { foldWord, words } from './normalise';
import { S, Subject } from './subject';
import { ACTIVITY_SUBJECTS } from './activity-subjects';
import { CRAFT_SUBJECTS } from './craft-subjects';
import { SPORT_SUBJECTS } from './sport-subjects';
import { TRADE_SUBJECTS } from './trade-subjects';

/** "learn english" (or, `after`, German and Dutch "Englisch lernen"): a verb of learning with a language named. */
const learn = (verbs: string[], languages: string[], after = false): string[] =>
  verbs.flatMap((v) => languages.flatMap((l) => (after ? [`${l} ${v}`, `${v} ${l}`] : [`${v} ${l}`])));

export const SUBJECTS: readonly Subject[] = [
  ...SPORT_SUBJECTS,
  ...ACTIVITY_SUBJECTS,
  ...CRAFT_SUBJECTS,
  ...TRADE_SUBJECTS,
  S('tooth', true, {
    english: ['dentist*', 'dental', 'teeth', 'tooth', 'orthodont*', 'teeth whitening', 'invisalign'],
    german: ['zahnarzt*', 'zahnreinigung', 'zahne', 'zahn', 'zahnklinik', 'kieferorthop*'],
    french: ['dentiste*', 'dentaire', 'dents', 'orthodont*'],
    spanish: ['dentista*', 'dental', 'dientes', 'odontolog*', 'ortodonc*'],
    italian: ['dentista', 'dentisti', 'dentale', 'denti', 'odontoiatr*', 'dentistico'],
    portuguese: ['dentista*', 'dentes', 'dental', 'odonto*', 'clareamento'],
    dutch: ['tandarts*', 'tanden', 'gebit'],
    japanese: ['歯科', '歯医者', 'ホワイトニング', '矯正歯科'],
    arabic: ['اسنان', 'طبيب اسنان', 'تقويم'],
  }),
  S('lotus', true, {
    english: ['meditation', 'meditate', 'mindfulness', 'yoga', 'pilates', 'breathwork'],
    german: ['meditation', 'achtsamkeit', 'yoga', 'pilates'],
    french: ['meditation', 'pleine conscience', 'yoga', 'pilates'],
    spanish: ['meditacion', 'mindfulness', 'yoga', 'pilates'],
    italian: ['meditazione', 'yoga', 'pilates'],
    portuguese: ['meditacao', 'ioga', 'yoga', 'pilates'],
    dutch: ['meditatie', 'mindfulness', 'yoga', 'pilates'],
    japanese: ['瞑想', 'ヨガ', 'マインドフルネス', 'ピラティス'],
    arabic: ['تامل', 'يوغا', 'يوجا', 'بيلاتس'],
  }),
  S('laptop', true, {
    english: [
      'webinar*',
      'saas',
      'software',
      'coding',
      'developer*',
      'engineer',
      'engineers',
      'backend',
      'frontend',
      'python',
      'javascript',
      'help desk',
      'crm',
      'dashboard',
    ],
    german: ['webinar*', '*software', 'entwickler*', 'programmier*', 'informatik'],
    french: ['webinaire*', 'logiciel*', 'developpeur*', 'programmation'],
    spanish: ['seminario web', 'webinar*', 'software', 'desarrollador*', 'programacion'],
    italian: ['webinar*', 'software', 'sviluppator*', 'programmazione'],
    portuguese: ['webinar*', 'software', 'desenvolvedor*', 'programacao'],
    dutch: ['webinar*', '*software', 'ontwikkelaar*', 'programmeren'],
    japanese: ['ウェビナー', 'ソフトウェア', 'プログラミング', 'エンジニア', 'システム開発'],
    arabic: ['ندوه', 'برمجه', 'مطور', 'مطورين', 'برمجيات'],
  }),
  S('saxophone', true, {
    english: ['jazz'],
    german: ['jazz*'],
    french: ['jazz'],
    spanish: ['jazz'],
    italian: ['jazz'],
    portuguese: ['jazz'],
    dutch: ['jazz*'],
    japanese: ['ジャズ'],
    arabic: ['جاز'],
  }),
  S('guitar', true, {
    english: ['guitar*', 'rock concert', 'blues festival*', 'blues night*', 'blues band*', 'blues concert*'],
    german: ['gitarre*', 'bluesfestival', 'bluesabend', 'bluesband', 'bluesnacht', 'bluesfest'],
    french: ['guitare*', 'festival de blues', 'concert de blues', 'soiree blues'],
    spanish: ['guitarra*', 'festival de blues', 'concierto de blues', 'noche de blues'],
    italian: ['chitarra*', 'festival blues', 'concerto blues', 'serata blues'],
    portuguese: ['violao', 'guitarra*', 'festival de blues', 'noite de blues', 'concerto de blues'],
    dutch: ['gitaar*', 'bluesfestival', 'bluesavond', 'bluesband', 'bluesconcert'],
    japanese: ['ギター', 'ブルースライブ', 'ブルースフェス'],
    arabic: ['جيتار', 'غيتار'],
  }),
  S('musical-notes', true, {
    english: [
      'concert*',
      'live music',
      'gig',
      'gigs',
      'choir',
      'orchestra',
      'dj set',
      'music festival',
      'band',
      'bands',
      'live at',
      'on tour',
    ],
    german: ['konzert*', 'chor', 'orchester', 'livemusik'],
    french: ['concert*', 'chorale', 'orchestre', 'musique live'],
    spanish: ['concierto*', 'coro', 'orquesta', 'musica en vivo'],
    italian: ['concerto', 'concerti', 'coro', 'orchestra', 'musica dal vivo'],
    portuguese: ['concerto*', 'show ao vivo', 'coral', 'orquestra'],
    dutch: ['concert*', 'koor', 'orkest', 'livemuziek'],
    japanese: ['コンサート', 'ライブ', '演奏会', 'オーケストラ'],
    arabic: ['حفل موسيقي', 'موسيقى', 'اوركسترا'],
  }),
  S('ballet-shoes', true, {
    english: ['dance class*', 'dance lesson*', 'dancing', 'ballet', 'salsa class*', 'salsa lesson*', 'tango'],
    german: ['tanzkurs*', 'tanzen', 'tanzschule', 'ballett'],
    french: ['cours de danse', 'danse', 'cours de salsa', 'ballet'],
    spanish: ['clases de salsa', 'clases de baile', 'baile', 'bailar', 'ballet', 'bachata'],
    italian: ['danza', 'ballo', 'corso di salsa', 'balletto'],
    portuguese: ['danca', 'aulas de danca', 'aulas de salsa', 'bale'],
    dutch: ['dansles*', 'dansen', 'dansschool', 'ballet'],
    japanese: ['ダンス', 'バレエ', 'サルサ'],
    arabic: ['رقص', 'باليه'],
  }),
  S('camera', true, {
    english: ['photography', 'photographer*', 'photo shoot', 'photoshoot'],
    german: ['fotografie', 'fotograf*', 'fotokurs*', 'fotoshooting'],
    french: ['photographie', 'photographe*'],
    spanish: ['fotografia', 'fotografo*', 'sesion de fotos'],
    italian: ['fotografia', 'fotografo', 'fotografi'],
    portuguese: ['fotografia', 'fotografo*', 'ensaio fotografico'],
    dutch: ['fotografie', 'fotograaf', 'fotoshoot'],
    japanese: ['写真教室', 'カメラ教室', '撮影', 'フォト'],
    arabic: ['تصوير فوتوغرافي', 'تصوير', 'مصور'],
  }),
  S('cityscape', true, {
    english: ['penthouse', 'apartment*', 'condo', 'condos', 'condominium*', 'loft'],
    german: ['penthouse', 'wohnung*', 'eigentumswohnung*'],
    french: ['appartement*', 'penthouse', 'loft'],
    spanish: ['apartamento*', 'piso', 'atico', 'penthouse'],
    italian: ['appartament*', 'attico', 'penthouse'],
    portuguese: ['apartamento*', 'cobertura'],
    dutch: ['appartement*', 'penthouse'],
    japanese: ['マンション', 'タワーマンション'],
    arabic: ['شقه', 'شقق', 'بنتهاوس'],
  }),
  S('house-with-garden', true, {
    english: [
      'open house',
      'house for sale',
      'home for sale',
      'bungalow',
      'villa',
      'family home',
      'realtor',
      'real estate',
    ],
    german: ['einfamilienhaus', 'haus zu verkaufen', 'immobilie*', 'makler*', 'villa'],
    french: ['maison a vendre', 'immobilier', 'villa', 'agence immobiliere'],
    spanish: ['casa en venta', 'inmobiliaria', 'chalet', 'villa'],
    italian: ['casa in vendita', 'immobiliare', 'villa', 'villetta'],
    portuguese: ['casa a venda', 'imobiliaria', 'imovel', 'imoveis', 'sobrado'],
    dutch: ['huis te koop', 'makelaar*', 'woning*', 'villa'],
    japanese: ['一戸建て', '不動産', '住宅', '内覧会'],
    arabic: ['فيلا', 'عقار', 'عقارات', 'منزل للبيع'],
  }),
  S('automobile', true, {
    english: [
      'car dealer*',
      'tyre*',
      'tire',
      'tires',
      'oil change',
      'car wash',
      'test drive',
      'mechanic*',
      'car service',
      'car rental',
      'used cars',
      'new cars',
    ],
    german: [
      'autohaus',
      'reifen',
      'winterreifen',
      'sommerreifen',
      'reifenwechsel',
      'winterreifen-wechsel',
      'olwechsel',
      'kfz*',
      'probefahrt',
      'autowerkstatt',
      'mietwagen',
    ],
    french: ['pneus', 'vidange', 'garage automobile', 'concessionnaire', 'voiture*', 'location de voiture'],
    spanish: ['neumaticos', 'cambio de aceite', 'concesionario', 'coche*', 'taller mecanico', 'alquiler de coches'],
    italian: ['pneumatici', 'gomme', 'tagliando', 'concessionaria', 'autonoleggio', 'officina'],
    portuguese: ['pneus', 'troca de oleo', 'concessionaria', 'carro*', 'oficina mecanica'],
    dutch: ['banden', 'winterbanden', 'apk', 'autobedrijf', 'autoverhuur', 'garage'],
    japanese: ['車検', 'タイヤ', 'オイル交換', '新車', '中古車', 'レンタカー', '自動車'],
    arabic: ['سياره', 'سيارات', 'اطارات', 'تغيير الزيت'],
  }),
  S('bicycle', true, {
    english: ['bike*', 'bicycle*', 'e-bike*', 'cycling'],
    german: ['fahrrad*', 'e-bike*', 'radsport'],
    french: ['velo*'],
    spanish: ['bicicleta*', 'bici'],
    italian: ['bici', 'bicicletta*', 'ciclismo'],
    portuguese: ['bicicleta*', 'bike'],
    dutch: ['fiets*', 'e-bike*'],
    japanese: ['自転車', 'サイクリング'],
    arabic: ['دراجه', 'دراجات'],
  }),
  S('snowflake', true, {
    english: ['ac repair', 'air conditioning', 'air conditioner*', 'hvac', 'a/c'],
    german: ['klimaanlage*'],
    french: ['climatisation', 'climatiseur*'],
    spanish: ['aire acondicionado'],
    italian: ['aria condizionata', 'condizionator*', 'climatizzator*'],
    portuguese: ['ar-condicionado', 'ar condicionado'],
    dutch: ['airco*'],
    japanese: ['エアコン'],
    arabic: ['مكيف', 'مكيفات', 'تكييف'],
  }),
  S('wrench', true, {
    english: ['plumber*', 'plumbing', 'handyman', 'repair shop', 'electrician*'],
    german: ['klempner*', 'sanitar*', 'handwerker*', 'elektriker*', 'werkstatt'],
    french: ['plombier*', 'plomberie', 'depannage', 'electricien*'],
    spanish: ['fontanero*', 'fontaneria', 'electricista*', 'reparaciones'],
    italian: ['idraulico', 'idraulici', 'elettricista', 'riparazion*'],
    portuguese: ['encanador*', 'eletricista*', 'reparos'],
    dutch: ['loodgieter*', 'elektricien*', 'klusjesman'],
    japanese: ['水道修理', '修理', '水漏れ', '電気工事'],
    arabic: ['سباك', 'كهربائي', 'صيانه'],
  }),
  S('hot-beverage', true, {
    english: ['mug', 'mugs'],
    german: ['tassen', 'kaffeebecher'],
    french: ['mugs', 'tasses'],
    spanish: ['tazas'],
    italian: ['tazze'],
    portuguese: ['canecas'],
    dutch: ['mokken'],
    japanese: ['マグカップ'],
    arabic: ['اكواب'],
  }),
  S('hot-beverage', true, {
    english: ['latte', 'cappuccino', 'espresso', 'flat white', 'specialty coffee'],
    german: ['cappuccino', 'espresso', 'kaffeerosterei'],
    french: ['cappuccino', 'espresso', 'torrefaction'],
    spanish: ['cappuccino', 'espresso', 'cafe de especialidad'],
    italian: ['cappuccino', 'espresso'],
    portuguese: ['cappuccino', 'espresso', 'cafe especial'],
    dutch: ['cappuccino', 'espresso'],
    japanese: ['カフェラテ', 'エスプレッソ'],
    arabic: ['لاتيه', 'اسبريسو'],
  }),
  // Coffee is as often what comes with the croissant as what is sold: one more thing named.
  S('hot-beverage', false, {
    english: ['coffee', 'cafe', 'coffee shop', 'barista*'],
    german: ['kaffee', 'cafe', 'barista*'],
    french: ['cafe', 'barista*'],
    spanish: ['cafe', 'cafeteria', 'barista*'],
    italian: ['caffe', 'caffetteria', 'barista*'],
    portuguese: ['cafe', 'cafeteria', 'barista*'],
    dutch: ['koffie', 'koffiebar', 'barista*'],
    japanese: ['コーヒー', 'カフェ'],
    arabic: ['قهوه'],
  }),
  S('grapes', true, {
    english: ['vineyard*', 'winery', 'grape harvest', 'wine tasting'],
    german: ['weingut', 'weinlese', 'weinprobe'],
    french: ['vignoble*', 'vendange*', 'degustation de vin*'],
    spanish: ['vinedo*', 'vendimia', 'bodega', 'cata de vino*'],
    italian: ['vigneto', 'vigna', 'vendemmia', 'cantina', 'degustazione'],
    portuguese: ['vinicola', 'vindima', 'vinhedo*'],
    dutch: ['wijngaard', 'wijnproeverij'],
    japanese: ['ワイナリー', 'ぶどう狩り'],
    arabic: ['عنب', 'كروم'],
  }),
  S('hotel', true, {
    english: ['hotel*', 'resort*', 'b&b', 'bed and breakfast', 'guesthouse'],
    german: ['hotel*', 'pension', 'ferienwohnung'],
    french: ['hotel*', "chambre d'hotes", 'gite'],
    spanish: ['hotel*', 'hostal', 'casa rural'],
    italian: ['hotel', 'albergo', 'agriturismo', 'bed and breakfast'],
    portuguese: ['hotel*', 'pousada'],
    dutch: ['hotel*', 'vakantiehuis'],
    japanese: ['ホテル', '旅館', '宿泊'],
    arabic: ['فندق', 'منتجع'],
  }),
  S('receipt', true, {
    english: ['tax return*', 'taxes', 'tax season', 'accounting', 'accountant*', 'bookkeeping'],
    german: ['steuererklarung', 'steuerberater*', 'buchhaltung'],
    french: ['impots', "declaration d'impots", 'comptabilite', 'comptable*'],
    spanish: ['declaracion de la renta', 'impuestos', 'contabilidad', 'contable*'],
    italian: ['dichiarazione dei redditi', 'tasse', 'contabilita', 'commercialista'],
    portuguese: ['imposto de renda', 'impostos', 'contabilidade', 'contador*'],
    dutch: ['belastingaangifte', 'boekhouding', 'boekhouder*'],
    japanese: ['確定申告', '税理士', '会計'],
    arabic: ['ضريبه', 'ضرائب', 'محاسبه', 'محاسب'],
  }),
  S('briefcase', true, {
    english: ['hiring', 'vacancy', 'vacancies', 'job opening*', 'careers'],
    german: ['stellenangebot*', 'wir suchen', 'wir stellen ein', 'karriere'],
    french: ['recrutement', 'recrute', 'recrutons', "offre d'emploi"],
    spanish: ['estamos contratando', 'contratamos', 'buscamos', 'se busca*', 'vacante*', 'oferta de empleo'],
    italian: ['offerta di lavoro', 'cerchiamo', 'assumiamo'],
    portuguese: ['vaga*', 'estamos contratando'],
    dutch: ['vacature*', 'wij zoeken'],
    japanese: ['求人', '採用', '募集', '急募'],
    arabic: ['وظيفه', 'وظائف', 'توظيف', 'مطلوب', 'نوظف'],
  }),
  S('speech-balloon', true, {
    english: [
      ...learn(['learn'], ['english', 'spanish', 'french', 'german', 'italian', 'chinese', 'japanese', 'arabic']),
      'language course*',
      'language class*',
      'language school',
      'english course*',
      'english class*',
      'english lessons',
      'spanish lessons',
      'french lessons',
      'german lessons',
      'learn english',
      'learn spanish',
      'esl',
    ],
    german: [
      ...learn(['lernen'], ['englisch', 'spanisch', 'franzosisch', 'deutsch', 'italienisch'], true),
      'sprachkurs*',
      'sprachschule',
      'englischkurs*',
      'franzosischkurs*',
      'italienischkurs*',
      'deutschkurs*',
      'spanischkurs*',
      'englischunterricht',
    ],
    french: [
      ...learn(
        ['apprendre', 'apprenez', 'apprends'],
        ['l anglais', 'l espagnol', 'l allemand', 'l italien', 'le francais'],
      ),
      'cours de langue*',
      "cours d'anglais",
      ...learn(
        ['cours d', 'cours de', 'cours intensif d', 'cours intensif de'],
        ['anglais', 'espagnol', 'allemand', 'italien', 'francais'],
      ),
      'cours de francais',
      'ecole de langues',
      'apprendre l anglais',
    ],
    spanish: [
      ...learn(['aprende', 'aprender', 'aprenda'], ['ingles', 'frances', 'aleman', 'italiano', 'espanol', 'chino']),
      'clases de ingles',
      'academia de idiomas',
      'curso de idiomas',
      'curso de ingles',
      'clases de idiomas',
      'intensivo de ingles',
      'academia de ingles',
      'escuela de ingles',
      ...learn(
        ['curso de', 'cursos de', 'clases de'],
        ['frances', 'aleman', 'italiano', 'espanol', 'chino', 'japones'],
      ),
    ],
    italian: [
      ...learn(
        ['impara', 'imparare', 'imparate'],
        ['l inglese', 'lo spagnolo', 'il francese', 'il tedesco', 'l italiano'],
      ),
      'corso di inglese',
      ...learn(['corso di', 'corsi di', 'lezioni di'], ['spagnolo', 'francese', 'tedesco', 'italiano', 'cinese']),
      'corsi di inglese',
      'corsi di lingua',
      'scuola di lingue',
      'scuola di inglese',
      'lezioni di inglese',
    ],
    portuguese: [
      ...learn(['aprenda', 'aprender', 'aprende'], ['ingles', 'espanhol', 'frances', 'alemao', 'italiano']),
      'curso de ingles',
      'escola de idiomas',
      'escola de ingles',
      'aulas de ingles',
      'curso de idiomas',
    ],
    dutch: [
      ...learn(['leer', 'leren'], ['engels', 'spaans', 'frans', 'duits', 'italiaans'], true),
      ...learn(['cursus'], ['engels', 'spaans', 'frans', 'duits', 'italiaans', 'nederlands']),
      'taalcursus*',
      'engelse les',
      'cursus engels',
      'taalschool',
      'taalles*',
    ],
    japanese: ['英会話', '語学', '英語教室', '英語レッスン'],
    arabic: [
      'دوره لغه',
      'تعلم الانجليزيه',
      'دورات اللغه',
      'اللغه الانجليزيه',
      'معهد لغات',
      'دروس انجليزي',
      'كورس انجليزي',
    ],
  }),
  S('running-shoe', true, {
    english: ['fun run', 'marathon', '5k', '10k', 'running club', 'half marathon'],
    german: ['spendenlauf', 'marathon', 'volkslauf', 'lauftreff'],
    french: ['marathon', 'course solidaire'],
    spanish: ['maraton', 'carrera solidaria'],
    italian: ['maratona', 'corsa benefica'],
    portuguese: ['maratona', 'corrida'],
    dutch: ['marathon', 'hardloop*'],
    japanese: ['マラソン', 'ランニング'],
    arabic: ['ماراثون', 'جري'],
  }),
  S('running-shoe', true, {
    english: ['gym', 'gyms', 'fitness studio', 'personal train*', 'crossfit', 'hiit', 'bootcamp class*'],
    german: ['fitnessstudio', 'gym', 'personal train*', 'crossfit'],
    french: ['salle de sport', 'salle de fitness', 'salle de musculation', 'musculation', 'coach sportif', 'crossfit'],
    spanish: ['gimnasio', 'entrenador personal', 'crossfit'],
    italian: ['palestra', 'personal trainer', 'crossfit'],
    portuguese: ['academia', 'musculacao', 'personal trainer', 'crossfit'],
    dutch: ['sportschool', 'personal train*', 'crossfit'],
    japanese: ['ジム', 'フィットネス', 'パーソナルトレーニング'],
    arabic: ['نادي رياضي', 'جيم', 'لياقه'],
  }),
  S('lipstick', true, {
    english: [
      'lash',
      'lashes',
      'lash lift',
      'lash extensions',
      'brow',
      'brows',
      'brow bar',
      'brow lamination',
      'makeup',
      'make-up',
      'beauty salon',
      'beauty lounge',
      'nail salon',
      'manicure',
      'pedicure',
    ],
    german: ['wimpern*', 'augenbrauen', 'kosmetik*', 'make-up', 'nagelstudio', 'manikure'],
    french: ['cils', 'sourcils', 'maquillage', 'soin du visage', 'institut de beaute', 'manucure'],
    spanish: ['pestanas', 'cejas', 'maquillaje', 'salon de belleza', 'manicura'],
    italian: ['ciglia', 'sopracciglia', 'trucco', 'centro estetico', 'manicure'],
    portuguese: ['cilios', 'sobrancelha*', 'maquiagem', 'salao de beleza', 'manicure'],
    dutch: ['wimpers', 'wenkbrauwen', 'make-up', 'schoonheidssalon', 'manicure'],
    japanese: ['まつげ', 'まつ毛', 'メイク', 'エステ', 'ネイル'],
    arabic: ['رموش', 'حواجب', 'مكياج', 'تجميل'],
  }),
  S('pill', true, {
    english: ['pharmacy', 'pharmacist*', 'flu shot*', 'vaccin*', 'prescription*'],
    german: ['apotheke*', 'grippeimpfung', 'impfung*'],
    french: ['pharmacie*', 'vaccin*'],
    spanish: ['farmacia*', 'vacuna*'],
    italian: ['farmacia', 'farmacie', 'vaccin*'],
    portuguese: ['farmacia*', 'vacina*'],
    dutch: ['apotheek', 'griepprik', 'vaccin*'],
    japanese: ['薬局', 'ドラッグストア', '予防接種'],
    arabic: ['صيدليه', 'تطعيم', 'لقاح'],
  }),
  S('glasses', true, {
    english: ['optician*', 'optometrist*', 'eye test*', 'eye exam*', 'eyewear', 'spectacles', 'frames'],
    german: ['optiker*', 'sehtest', 'brillen', 'brille'],
    french: ['opticien*', 'lunettes', 'examen de vue'],
    spanish: ['optica', 'opticas', 'gafas', 'revision visual'],
    italian: ['ottica', 'ottico', 'occhiali', 'esame della vista'],
    portuguese: ['otica', 'oculos', 'exame de vista'],
    dutch: ['opticien*', 'bril', 'brillen', 'oogmeting'],
    japanese: ['眼鏡', 'メガネ', '視力検査'],
    arabic: ['نظارات', 'بصريات', 'فحص النظر'],
  }),
  S('fork-and-knife-with-plate', false, {
    english: ['restaurant', 'lunch special', 'set menu', 'tasting menu'],
    german: ['restaurant', 'gasthaus', 'gasthof', 'mittagstisch', 'tagesgericht', 'wirtshaus'],
    french: ['restaurant', 'menu du jour', 'brasserie', 'bistrot'],
    spanish: ['restaurante', 'menu del dia'],
    italian: ['ristorante', 'trattoria', 'osteria'],
    portuguese: ['restaurante', 'prato do dia'],
    dutch: ['restaurant', 'dagmenu', 'eetcafe'],
    japanese: ['レストラン', '定食', 'ランチ'],
    arabic: ['مطعم'],
  }),
  S('paw-prints', false, {
    english: ['adopt*', 'shelter', 'rescue', 'pet', 'pets'],
    german: ['tierheim', 'haustier*'],
    french: ['refuge', 'adoption', 'animaux'],
    spanish: ['refugio', 'adopcion', 'mascota*'],
    italian: ['rifugio', 'adozione', 'animali'],
    portuguese: ['abrigo', 'adocao', 'pet'],
    dutch: ['asiel', 'huisdier*'],
    japanese: ['保護犬', '保護猫', 'ペット', '里親'],
    arabic: ['ماوى', 'تبني', 'حيوانات اليفه'],
  }),
  S('stethoscope', true, {
    english: [
      'clinic',
      'doctor*',
      'health check*',
      'checkup',
      'physio*',
      'walk-in clinic',
      'chiropract*',
      'osteopath*',
    ],
    german: ['klinik', 'arztpraxis', 'praxis', 'physiotherap*', 'hausarzt*', 'arzt'],
    french: ['clinique', 'medecin*', 'kine*', 'cabinet medical'],
    spanish: ['clinica', 'medico*', 'fisioterap*'],
    italian: ['clinica', 'medico', 'studio medico', 'fisioterap*', 'poliambulatorio'],
    portuguese: ['clinica', 'medico*', 'fisioterap*'],
    dutch: ['kliniek', 'huisarts', 'fysio*'],
    japanese: ['クリニック', '病院', '整体', '整骨院', '接骨院'],
    arabic: ['عياده', 'طبيب', 'علاج طبيعي'],
  }),
  S('broom', true, {
    english: [
      'cleaning service*',
      'house cleaning',
      'cleaners',
      'maid*',
      'deep clean',
      'commercial cleaning',
      'office cleaning',
      'janitorial',
      'carpet cleaning',
    ],
    german: ['reinigung*', 'putzfirma', 'gebaudereinigung', 'grundreinigung', 'fruhjahrsputz'],
    french: ['menage', 'nettoyage'],
    spanish: ['limpieza'],
    italian: ['pulizie', 'impresa di pulizie'],
    portuguese: ['limpeza', 'faxina'],
    dutch: ['schoonmaak*'],
    japanese: ['ハウスクリーニング', '清掃'],
    arabic: ['تنظيف'],
  }),
  S('school', false, {
    english: ['school', 'schools', 'schooling', 'education'],
    german: ['schule', 'schulen', 'schulbildung', 'bildung'],
    french: ['ecole', 'ecoles', 'scolarite', 'education'],
    spanish: ['escuela', 'escuelas', 'colegio', 'educacion'],
    italian: ['scuola', 'scuole', 'istruzione'],
    portuguese: ['escola', 'escolas', 'colegio', 'colegios', 'educacao'],
    dutch: ['school', 'scholen', 'onderwijs'],
    japanese: ['学校', '教育'],
    arabic: ['مدرسه', 'مدارس', 'تعليم'],
  }),
  S('delivery-truck', false, {
    english: ['movers', 'moving company', 'removals'],
    german: ['umzug*'],
    french: ['demenagement'],
    spanish: ['mudanza*'],
    italian: ['trasloc*'],
    portuguese: ['mudanca*'],
    dutch: ['verhuizing', 'verhuisbedrijf'],
    japanese: ['引越し'],
    arabic: ['نقل اثاث'],
  }),
  // Delivery says how the thing comes, not what it is: below any thing the index names ("Burger Barn delivery").
  S(
    'delivery-truck',
    false,
    {
      english: ['delivery'],
      german: ['lieferung'],
      french: ['livraison'],
      spanish: ['envio', 'entrega'],
      italian: ['consegna'],
      portuguese: ['entrega'],
      dutch: ['bezorging'],
      japanese: ['配送'],
      arabic: ['توصيل'],
    },
    true,
  ),
  S('deciduous-tree', false, {
    english: ['tree', 'trees', 'reforest*', 'tree planting'],
    german: ['baum', 'baume', 'aufforstung', 'wald'],
    french: ['arbre', 'arbres', 'reboisement', 'foret'],
    spanish: ['arbol', 'arboles', 'reforestar', 'reforestacion', 'bosque*'],
    italian: ['albero', 'alberi', 'rimboschimento', 'bosco'],
    portuguese: ['arvore', 'arvores', 'reflorestamento', 'mudas'],
    dutch: ['boom', 'bomen', 'herbebossing', 'bos'],
    japanese: ['植樹', '植林', '森林'],
    arabic: ['شجره', 'اشجار', 'تشجير'],
  }),
  S('cooking', true, {
    english: ['meal kit*', 'recipes', 'cooking class*'],
    german: ['kochbox', 'rezepte', 'kochkurs*'],
    french: ['panier repas', 'recettes', 'cours de cuisine'],
    spanish: ['kit de comida', 'recetas', 'clases de cocina'],
    italian: ['kit pasto', 'ricette', 'corso di cucina'],
    portuguese: ['kit refeicao', 'receitas', 'aula de culinaria'],
    dutch: ['maaltijdbox', 'recepten', 'kookcursus'],
    japanese: ['ミールキット', 'レシピ', '料理教室'],
    arabic: ['وصفات', 'دروس طبخ'],
  }),
  S('high-heeled-shoe', true, {
    english: ['heels', 'stilettos', 'pumps'],
    german: ['pumps', 'high heels'],
    french: ['escarpins', 'talons'],
    spanish: ['tacones'],
    italian: ['tacchi', 'decollete'],
    portuguese: ['saltos', 'scarpins'],
    dutch: ['hakken', 'pumps'],
    japanese: ['ハイヒール', 'パンプス'],
    arabic: ['كعب عالي'],
  }),
  S('mans-shoe', true, {
    english: ['shoes', 'shoe store', 'footwear', 'boots'],
    german: ['schuhe', 'schuhgeschaft', 'stiefel'],
    french: ['chaussures', 'bottes'],
    spanish: ['zapatos', 'zapateria', 'calzado', 'botas'],
    italian: ['scarpe', 'calzature', 'stivali'],
    portuguese: ['sapatos', 'calcados', 'botas'],
    dutch: ['schoenen', 'laarzen'],
    japanese: ['靴', 'シューズ', 'ブーツ'],
    arabic: ['احذيه', 'حذاء'],
  }),
  S('pizza', true, {
    english: ['pizza*', 'pizzeria'],
    german: ['pizza*', 'pizzeria'],
    french: ['pizza*', 'pizzeria'],
    spanish: ['pizza*', 'pizzeria'],
    italian: ['pizza', 'pizze', 'pizzeria'],
    portuguese: ['pizza*', 'pizzaria'],
    dutch: ['pizza*', 'pizzeria'],
    japanese: ['ピザ'],
    arabic: ['بيتزا'],
  }),
  S('pie', true, {
    french: ['galette des rois', 'galettes des rois'],
    english: ['king cake'],
    spanish: ['roscon de reyes', 'rosca de reyes'],
  }),
  S('chart-increasing', true, {
    english: ['investing', 'investment*', 'stocks', 'brokerage', 'trading'],
    german: ['geldanlage', 'aktien', 'wertpapierdepot'],
    french: ['investissement*', 'bourse'],
    spanish: ['inversion*', 'bolsa de valores'],
    italian: ['investiment*', 'borsa valori'],
    portuguese: ['investimento*', 'acoes'],
    dutch: ['beleggen', 'aandelen'],
    japanese: ['投資', '株式'],
    arabic: ['استثمار', 'اسهم'],
  }),
  S('sun', true, {
    english: ['solar', 'solar panel*', 'photovoltaic*'],
    german: ['solaranlage*', 'photovoltaik*', 'solarmodul*', 'solar'],
    french: ['panneaux solaires', 'panneau solaire', 'photovoltaique*', 'solaire'],
    spanish: ['paneles solares', 'placas solares', 'energia solar', 'fotovoltaic*'],
    italian: ['pannelli solari', 'fotovoltaic*', 'energia solare'],
    portuguese: ['paineis solares', 'energia solar', 'fotovoltaic*'],
    dutch: ['zonnepanelen', 'zonne-energie', 'zonnepaneel'],
    japanese: ['太陽光', 'ソーラー', '太陽光発電'],
    arabic: ['طاقه شمسيه', 'الواح شمسيه', 'الطاقه الشمسيه'],
  }),
  S('barber-pole', true, {
    english: ['barber*'],
    german: ['barbershop', 'barbier'],
    french: ['barbier'],
    spanish: ['barberia', 'barbero'],
    italian: ['barbiere', 'barberia'],
    portuguese: ['barbearia', 'barbeiro'],
    dutch: ['barbier', 'barbershop'],
    japanese: ['床屋', 'バーバー'],
    arabic: ['حلاق', 'حلاقه'],
  }),
  S('scissors', true, {
    english: [
      'haircut*',
      'hair salon',
      'hairdresser*',
      'hairstylist*',
      'hair stylist*',
      'blow-dry',
      'blowout',
      'balayage',
      'hair colour*',
      'hair color*',
    ],
    german: ['friseur*', 'frisor*', 'haarschnitt', 'haarstudio', 'salon fur haare'],
    french: ['coiffeur*', 'coiffeuse*', 'coiffure', 'salon de coiffure'],
    spanish: ['peluquer*', 'corte de pelo', 'salon de pelo'],
    italian: ['parrucchier*', 'taglio e piega', 'acconciatur*'],
    portuguese: ['cabeleireiro*', 'cabeleireira*', 'salao de cabelo', 'corte de cabelo'],
    dutch: ['kapper*', 'kapsalon', 'knippen'],
    japanese: ['美容院', '美容室', 'ヘアサロン', 'ヘアカット'],
    arabic: ['صالون شعر', 'قص الشعر', 'تصفيف الشعر', 'كوافير'],
  }),
  // Money words are often a side note ("most insurance accepted", "pay by bank transfer"): last of the specific ones.
  S('umbrella', true, {
    english: ['insurance', 'insurer'],
    german: ['*versicherung*'],
    french: ['assurance*'],
    spanish: ['seguro de*', 'aseguradora'],
    italian: ['assicurazion*'],
    portuguese: ['seguro de*', 'seguradora'],
    dutch: ['*verzekering*'],
    japanese: ['保険'],
    arabic: ['تامين'],
  }),
  S('bank', true, {
    english: ['bank', 'banking', 'mortgage*', 'loan', 'loans', 'savings account'],
    german: ['bank', 'kredit', 'darlehen', 'baufinanzierung', 'girokonto'],
    french: ['banque', 'pret', 'credit immobilier'],
    spanish: ['banco', 'prestamo*', 'hipoteca*'],
    italian: ['banca', 'prestito', 'mutuo'],
    portuguese: ['banco', 'emprestimo*'],
    dutch: ['bank', 'hypotheek', 'lening'],
    japanese: ['銀行', 'ローン'],
    arabic: ['بنك', 'مصرف', 'قرض'],
  }),
];

interface Entry {
  icon: string;
  rank: number;
  specific: boolean;
  weak: boolean;
  /** folded words of the key; a last word ending in * matches any word with that start. */
  parts: string[];
  key: string;
}

const ENTRIES = new Map<string, Entry[]>();
SUBJECTS.forEach((s, rank) => {
  for (const [lang, list] of Object.entries(s.words)) {
    const out = ENTRIES.get(lang) ?? [];
    for (const raw of list ?? []) {
      const parts =
        lang === 'japanese' ? [foldWord(raw, lang)] : words(raw.replace(/^\*|\*$/g, '')).map((w) => foldWord(w, lang));
      if (raw.endsWith('*')) parts[parts.length - 1] += '*';
      if (raw.startsWith('*')) parts[0] = `*${parts[0]}`;
      out.push({ icon: s.icon, rank, specific: s.specific, weak: s.weak, parts, key: raw });
    }
    ENTRIES.set(lang, out);
  }
});

export interface SubjectHit {
  icon: string;
  /** The subject's place in SUBJECTS: a lower rank is a more specific subject. */
  rank: number;
  specific: boolean;
  weak: boolean;
  /** The word of the text that named it. */
  word: string;
  /** Its position in the text (word index; Japanese: character index). */
  at: number;
}

/** "x*": a word starting with x; "*x": ending with it (a compound's last noun); "*x*": holding it (a German or Dutch compound). */
function wordMatches(word: string, part: string): boolean {
  const head = part.startsWith('*');
  const tail = part.endsWith('*');
  const core = part.slice(head ? 1 : 0, tail ? -1 : undefined);
  if (head && tail) return word.includes(core);
  if (head) return word.endsWith(core);
  return tail ? word.startsWith(core) : word === part;
}

/** Every subject the text names, in the languages given, first named first. */
export function subjectsIn(text: string, languages: readonly string[]): SubjectHit[] {
  const hits: SubjectHit[] = [];
  for (const lang of new Set(languages)) {
    const entries = ENTRIES.get(lang);
    if (!entries) continue;
    if (lang === 'japanese') {
      // by substring (a subject may open a compound: 歯科医院), but no piece of a longer loanword and
      // no company's legal form (株式会社 names no stocks)
      const t = withoutLegalForms(foldWord(text, lang));
      const segs = segmentsOf(t);
      for (const e of entries) {
        let at = t.indexOf(e.parts[0]);
        while (at >= 0 && isLoanwordPiece(t, at, at + e.parts[0].length, segs)) at = t.indexOf(e.parts[0], at + 1);
        if (at >= 0) hits.push({ icon: e.icon, rank: e.rank, specific: e.specific, weak: e.weak, word: e.key, at });
      }
      continue;
    }
    // "Winterreifen-Wechsel", "e-bikes": a hyphenated word is read whole and in its parts
    const ws = words(text.replace(/(\p{L})-(\p{L})/gu, '$1 $2')).map((w) => foldWord(w, lang));
    const joined = words(text).map((w) => foldWord(w, lang));
    for (const list of [ws, joined]) {
      for (const e of entries) {
        for (let i = 0; i + e.parts.length <= list.length; i++) {
          if (e.parts.every((p, k) => wordMatches(list[i + k], p))) {
            hits.push({
              icon: e.icon,
              rank: e.rank,
              specific: e.specific,
              weak: e.weak,
              word: e.key.replace(/^\*|\*$/g, ''),
              at: i,
            });
            break;
          }
        }
      }
    }
  }
  // specific before general, then the more specific subject (listed first: jazz before concerts), then the first named
  return hits.sort((a, b) => Number(b.specific) - Number(a.specific) || a.rank - b.rank || a.at - b.at);
}
