// The trade inside a category: an insurer, a tax adviser and a broker are all "finance", a shelter and
// a pet shop are both "pets", yet a line true of one is false of the other ("Your money, working
// harder" on car insurance, "Ready to spoil your pet?" on an adoption day). The phrase banks tag such
// lines with their trade; a prompt whose trade is unknown gets only the lines every trade can carry.
import { fold } from './text';

/** Places people book for an evening out (intent.ts reads them as events too): not a shoe shop, nor an app. */
export const EVENING_OUT: readonly string[] = [
  'bolera',
  'boliche',
  'escape room',
  'escape game',
  'trampoline park',
  'minigolf',
  'mini golf',
  'laser tag',
  'lasergame',
  'karaoke',
];
export const EVENING_OUT_SCRIPT: readonly string[] = ['ボウリング', 'カラオケ', 'بولينج', 'بولينغ'];
import type { Category, CtaIntent } from './types';

export type Trade =
  | 'insurance'
  | 'tax'
  | 'investing'
  | 'lending'
  | 'banking'
  | 'rental'
  | 'adoption'
  | 'pet-care'
  | 'pet-shop'
  | 'car-service'
  | 'car-sales'
  | 'venue'
  | 'bar'
  | 'salon'
  | 'home-repair';

/** Cues of a trade: Latin words or stems ("insur*": insurance, insured), and parts of words that may sit inside a compound or an unspaced script. */
interface TradeCues {
  starts: readonly string[];
  inside?: readonly string[];
}

// In the order of preference when two trades have as many cues: the narrower claim first.
const TRADES: ReadonlyArray<readonly [Category, Trade, TradeCues]> = [
  [
    'finance',
    'insurance',
    {
      starts: [
        // Not "insured", "assuré" or "asegura" ("fully insured" plumbers, "asegura tu plaza").
        'insurance*',
        'insurer*',
        'assurance*',
        'assureur*',
        'aseguradora*',
        'seguro de',
        'seguros',
        'seguradora*',
        'assicurazion*',
        'assicurativ*',
        'polizz*',
        'policy',
        'policies',
      ],
      inside: ['versicher', 'verzeker', '保険', '損保', 'تأمين', 'التأمين'],
    },
  ],
  [
    'finance',
    'tax',
    {
      starts: [
        'tax',
        'accountant*',
        'accounting',
        'bookkeep*',
        'self-assessment',
        'impot*',
        'fiscal*',
        'comptab*',
        'expert-comptable',
        'declaracion de la renta',
        'impuesto*',
        'contab*',
        'gestoria*',
        'asesoria fiscal',
        'tasse',
        'commercialist*',
        'dichiarazione dei redditi',
        'imposto*',
        'contador*',
        'belasting*',
        'boekhoud*',
        'aangifte',
      ],
      inside: ['steuer', 'buchhalt', 'belasting', '税', '確定申告', '会計', 'ضريب', 'محاسب'],
    },
  ],
  [
    'finance',
    'investing',
    {
      starts: [
        'invest*',
        'etf*',
        'stocks',
        'portfolio*',
        'brokerage',
        'broker*',
        'pension*',
        'retirement',
        'wealth',
        'anlage',
        'anleg*',
        'aktie*',
        'depot',
        'sparplan',
        'placement*',
        'bourse',
        'inversion*',
        'invierte*',
        'invertir*',
        'bolsa',
        'acciones',
        'fondos*',
        'azioni',
        'borsa',
        'fondi*',
        'acoes',
        'beleg*',
        'aandelen',
      ],
      inside: ['投資', '資産運用', '積立', 'nisa', 'استثمر', 'استثمار', 'اسهم'],
    },
  ],
  [
    'finance',
    'lending',
    {
      starts: [
        'loan*',
        'mortgage*',
        'borrow*',
        'kredit*',
        'darlehen',
        'baufinanzierung',
        'hypothek*',
        'pret',
        'credit immobilier',
        'prestamo*',
        'hipoteca*',
        'prestit*',
        'mutuo',
        'mutui',
        'emprestimo*',
        'lening*',
        'hypothe*',
      ],
      inside: ['ローン', '融資', 'قرض', 'تمويل'],
    },
  ],
  [
    'finance',
    'banking',
    {
      starts: [
        'bank*',
        'account',
        'card',
        'cashback',
        'debit',
        'savings',
        'checking',
        'konto*',
        'girokonto*',
        'karte',
        'compte',
        'carte',
        'banque',
        'cuenta',
        'tarjeta*',
        'banco',
        'conto',
        'carta',
        'banca',
        'conta',
        'cartao',
        'rekening*',
      ],
      inside: ['口座', 'カード', '銀行', 'حساب', 'بطاقة', 'بنك'],
    },
  ],
  [
    'retail',
    'rental',
    {
      starts: [
        'rent',
        'rental*',
        'hire',
        'verleih*',
        'vermiet*',
        'mieten',
        'location de',
        'en location',
        'alquil*',
        'noleggi*',
        'aluguel',
        'aluguer',
        'alugue*',
        'huren',
      ],
      inside: ['verleih', 'verhuur', 'レンタル', 'تأجير', 'ايجار'],
    },
  ],
  [
    'pets',
    'adoption',
    {
      starts: [
        'adopt*',
        'rescue*',
        'shelter*',
        'foster*',
        'tierheim',
        'tierschutz*',
        'refuge',
        'adopcion',
        'protectora*',
        'refugio*',
        'adott*',
        'canile',
        'gattile',
        'rifugio*',
        'adot*',
        'abrigo',
        'resgat*',
        'asiel',
      ],
      inside: ['tierheim', 'asiel', '保護犬', '保護猫', '譲渡', '里親', 'تبني', 'ملجا', 'انقاذ'],
    },
  ],
  [
    'pets',
    'pet-care',
    {
      starts: [
        'vet',
        'vets',
        'veterinar*',
        'grooming',
        'groomer',
        'dog walk*',
        'pet sitt*',
        'boarding',
        'daycare',
        'tierarzt*',
        'hundesalon',
        'hundefriseur',
        'gassi',
        'toilettage',
        'peluqueria canina',
        'guarderia',
        'paseador*',
        'toelettatura',
        'banho e tosa',
        'dierenarts*',
        'trimsalon',
        'uitlaat',
      ],
      inside: ['tierarzt', 'dierenarts', '動物病院', 'トリミング', 'ペットホテル', '獣医', 'بيطري'],
    },
  ],
  [
    'pets',
    'pet-shop',
    {
      starts: [
        'pet shop',
        'pet store',
        'pet food',
        'treats',
        'toys',
        'kibble',
        'futter',
        'animalerie',
        'croquettes',
        'pienso',
        'tienda de mascotas',
        'crocchette',
        'racao',
        'petshop',
        'dierenwinkel',
        'dierenspeciaalzaak',
        'voer',
        'negozio per animali',
        'loja de animais',
        'tierhandlung',
        'zoohandlung',
        'juguetes',
        'jouets',
        'spielzeug',
        'giocattoli',
        'brinquedos',
        'speelgoed',
      ],
      inside: ['futter', 'ペットフード', 'ペットショップ', 'طعام الحيوانات', 'متجر الحيوانات'],
    },
  ],
  [
    'automotive',
    'car-service',
    {
      starts: [
        'garage',
        'repair*',
        'oil change',
        'tyre*',
        'tire',
        'brake*',
        'mot',
        'service',
        'servicing',
        'inspection',
        'car wash',
        'werkstatt',
        'reifen',
        'inspektion*',
        'tuv',
        'olwechsel*',
        'vidange',
        'pneu*',
        'revision',
        'taller*',
        'neumatico*',
        'cambio de aceite',
        'itv',
        'officina',
        'tagliando',
        'gomme',
        'revisione',
        'oficina',
        'pneus',
        'troca de oleo',
        'apk',
        'onderhoud',
        'banden',
      ],
      inside: ['werkstatt', 'reifen', '車検', '点検', 'オイル交換', 'タイヤ', '整備', 'تغيير زيت', 'صيانة', 'اطارات'],
    },
  ],
  [
    'automotive',
    'car-sales',
    {
      starts: [
        'dealer*',
        'dealership',
        'test drive',
        'new model',
        'lease',
        'leasing',
        'autohaus',
        'probefahrt',
        'concession*',
        'essai',
        'concesionario*',
        'prueba de conduccion',
        'concessionari*',
        'concessionaria',
        'test drive',
        'proefrit',
        'dealer*',
      ],
      inside: ['autohaus', '新型', '試乗', '新車', 'وكالة', 'تجربة قيادة'],
    },
  ],
  [
    'event',
    'venue',
    {
      starts: ['bowling*', 'lanes', ...EVENING_OUT],
      inside: EVENING_OUT_SCRIPT,
    },
  ],
  [
    'food',
    'bar',
    {
      starts: [
        'bar',
        'bars',
        'pub',
        'kneipe',
        'aperitivo*',
        'aperitif*',
        'apero',
        'apericena',
        'spritz',
        'cocktail bar',
        'happy hour',
        'borrel',
        'enoteca',
        'vinoteca',
        'weinbar',
        'wine bar',
        'bar a vins',
      ],
      inside: ['居酒屋', 'バー', '立ち飲み'],
    },
  ],
  [
    'beauty',
    'salon',
    {
      starts: [
        'hair salon',
        'salon',
        'hairdresser*',
        'haircut*',
        'barber*',
        'nail salon',
        'nail bar',
        'manicure*',
        'pedicure*',
        'facial*',
        'massage*',
        'waxing',
        'lash*',
        'brow*',
        'blow dry',
        'beauty salon',
        'spa',
        'friseur*',
        'kosmetikstudio',
        'nagelstudio',
        'coiffeur*',
        'coiffure',
        'institut de beaute',
        'institut',
        'soins du visage',
        'epilation',
        'peluqueria',
        'peluquero*',
        'barberia',
        'estetica',
        'parrucchier*',
        'barbiere',
        'centro estetico',
        'cabeleireir*',
        'barbearia',
        'manicure',
        'kapper*',
        'kapsalon',
        'schoonheidssalon',
        'knippen',
      ],
      inside: ['kapsalon', 'friseur', '美容院', '美容室', 'ヘアサロン', 'サロン', 'ネイル', 'エステ', 'صالون', 'حلاق'],
    },
  ],
  [
    // Work on a home (repairs, plumbing, wiring, roofs, renovation): "From small fixes to big jobs" and "Need a
    // hand at home?" are its lines, not a dry cleaner's, a locksmith's or a phone-repair shop's.
    'local-services',
    'home-repair',
    {
      starts: [
        'handyman',
        'handymen',
        'odd jobs',
        'home repair*',
        'house repair*',
        'plumb*',
        'electrician*',
        'renovat*',
        'remodel*',
        'roof*',
        'gutter*',
        'carpent*',
        'joiner*',
        'decorator*',
        'tiler*',
        'tiling',
        'drywall',
        'plaster*',
        'boiler*',
        'hvac',
        'handwerker*',
        'klempner*',
        'installateur*',
        'elektriker*',
        'renovier*',
        'umbau*',
        'schreiner*',
        'tischler*',
        'maler und lackierer',
        'bricol*',
        'plombier*',
        'plomberie',
        'electricien*',
        'couvreur*',
        'toiture*',
        'menuisier*',
        'peintre en batiment',
        'carreleur*',
        'chauffagiste*',
        'petits travaux',
        'multiservice*',
        'manitas',
        'fontaner*',
        'electricista*',
        'reformas',
        'tejado*',
        'carpinter*',
        'albanil*',
        'chapuzas',
        'tuttofare',
        'idraulic*',
        'elettricist*',
        'ristruttura*',
        'falegname*',
        'imbianchin*',
        'piastrellist*',
        'faz-tudo',
        'encanador*',
        'canalizador*',
        'eletricista*',
        'telhado*',
        'marceneir*',
        'pedreiro*',
        'klusjesman*',
        'klusbedrijf*',
        'loodgieter*',
        'elektricien*',
        'renovatie*',
        'verbouw*',
        'dakdekker*',
        'timmerman*',
        'tegelzetter*',
      ],
      inside: [
        'sanitar',
        'dachdecker',
        'heizungsbau',
        'malerbetrieb',
        'klusjes',
        'dakgoot',
        'dakgoten',
        'dakreparatie',
        'リフォーム',
        '水回り',
        '水道修理',
        '電気工事',
        '屋根',
        '大工',
        '外壁塗装',
        '便利屋',
        '工務店',
        'سباك',
        'كهربائي',
        'ترميم',
        'نجار',
        'تشطيب',
      ],
    },
  ],
];

/** The action a trade asks for where its category's would be wrong ("Apply now" to a tax adviser or an insurer, "Book now" to an adoption day). */
export const TRADE_ACTION: Partial<Record<Trade, CtaIntent>> = {
  tax: 'contact',
  insurance: 'quote',
  adoption: 'visit',
  // A pet shop sells: "Book now" fits a groomer or a vet, not a shop of food and toys.
  'pet-shop': 'shop',
  // A bowling alley or an escape room is booked for an evening, not a show with tickets.
  venue: 'book',
  // A bar is a place to drop in ("Ci vediamo al bar"), not a kitchen taking orders.
  bar: 'visit',
  // A salon sells appointments: "Shop now" fits a serum, not a haircut.
  salon: 'book',
};

/** Each category's trades (for the banks' checks: every trade, and no trade, must leave lines to use). */
export const TRADES_OF: ReadonlyMap<Category, readonly Trade[]> = TRADES.reduce((m, [category, trade]) => {
  if (!(m.get(category) ?? []).includes(trade)) m.set(category, [...(m.get(category) ?? []), trade]);
  return m;
}, new Map<Category, Trade[]>());

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = TRADES.map(([category, trade, cues]) => {
  // A stem ends in "*" ("insur*": insurance, insured); any other start is a whole word ("tax", not "taxi").
  const starts = cues.starts.map((s) =>
    s.endsWith('*') ? escape(fold(s.slice(0, -1))) : `${escape(fold(s))}(?![\\p{L}\\p{N}])`,
  );
  const inside = (cues.inside ?? []).map((s) => escape(fold(s)));
  const parts = [
    ...(starts.length ? [`(?<![\\p{L}\\p{N}])(?:${starts.join('|')})`] : []),
    ...(inside.length ? [`(?:${inside.join('|')})`] : []),
  ];
  return { category, trade, re: new RegExp(parts.join('|'), 'gu') };
});

/**
 * The trade of a prompt within its category (the lines' category, see `linesCategory`), or undefined
 * when the prompt names none of the category's trades: the copy then uses only lines true of all.
 */
export function detectTrade(category: Category, foldedText: string): Trade | undefined {
  let best: Trade | undefined;
  let top = 0;
  for (const { category: c, trade, re } of compiled) {
    if (c !== category) continue;
    const hits = new Set(foldedText.match(re) ?? []).size;
    if (hits > top) {
      best = trade;
      top = hits;
    }
  }
  return best;
}
