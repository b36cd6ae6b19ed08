// Kinds of advertiser named by one noun that the category cues read wrong or not at all: a coworking
// space serving free coffee is no café, a book launch with an aperitivo no bar, a theatre called "Café
// de la Gare" no restaurant, a candle maker's "new collection" no fashion. The noun says what the
// advertiser is; the goods a prompt mentions on the way do not. Each kind has the category whose stock
// lines hold for it ('general' where no category's do: a choir, a tattoo studio, a lawyer) and the
// action it asks for when the prompt names none ("Book now" fits neither a museum nor a book signing).
import { fold } from './text';
import type { Category } from './types';
import { FIRST_KINDS, TRADE_KINDS, type FirstKind, type KindEntry, type TradeKind } from './trade-kinds';

export type AdvertiserKind =
  | FirstKind
  | TradeKind
  | 'book-event'
  | 'theatre'
  | 'museum'
  | 'coworking'
  | 'choir'
  | 'tattoo'
  | 'lawyer'
  | 'blood-drive'
  | 'ferry'
  | 'driving-school'
  | 'locksmith'
  | 'candles'
  | 'florist'
  | 'bookshop';

// In the order of preference: an event at a bookshop is the event, a shop's candles are the candle shop's.
const KINDS: readonly KindEntry<AdvertiserKind>[] = [
  ...FIRST_KINDS,
  {
    kind: 'book-event',
    category: 'event',
    action: 'rsvp',
    cues: {
      starts: [
        'book launch*',
        'book signing*',
        'book reading*',
        'book fair',
        'author talk*',
        'lancement du livre',
        'lancement de livre',
        'presentation du livre',
        'seance de dedicace*',
        'salon du livre',
        'presentazione del libro',
        'lancio del libro',
        'lancio del nuovo libro',
        'presentazione del romanzo',
        'presentazione del nuovo libro',
        'presentazione del nuovo romanzo',
        'firmacopie',
        'fiera del libro',
        'lanzamiento del libro',
        'presentacion del libro',
        'firma de ejemplares',
        'firma de libros',
        'feria del libro',
        'buchvorstellung*',
        'buchpremiere*',
        'lesung*',
        'signierstunde',
        'buchmesse',
        'boekpresentatie*',
        'signeersessie',
        'boekenbeurs',
        'lancamento do livro',
        'lancamento de livro',
        'sessao de autografos',
        'noite de autografos',
        'feira do livro',
      ],
      inside: ['サイン会', '出版記念', '刊行記念', 'توقيع كتاب', 'توقيع رواية', 'حفل توقيع', 'معرض الكتاب'],
    },
  },
  {
    kind: 'theatre',
    category: 'event',
    cues: {
      starts: [
        'theatre',
        'theater',
        'theatres',
        'playhouse',
        'theatre company',
        'teatro',
        'toneel*',
        'schouwburg',
        'stadsschouwburg',
      ],
      inside: ['schauspielhaus', 'theaterstuck', 'schouwburg', 'toneelvoorstelling', '劇団', '劇場', '公演', 'مسرح'],
    },
  },
  {
    kind: 'museum',
    category: 'event',
    action: 'visit',
    cues: {
      starts: ['museum', 'museums', 'musee', 'musees', 'museo', 'musei', 'museu', 'art gallery', 'exhibition'],
      inside: ['美術館', '博物館', '展覧会', 'متحف'],
    },
  },
  {
    kind: 'coworking',
    category: 'general',
    action: 'visit',
    cues: {
      starts: [
        'coworking',
        'co-working',
        'cowork',
        'hot desk*',
        'shared office*',
        'espace de travail partage',
        'espacio de trabajo compartido',
        'spazio di lavoro condiviso',
        'gedeelde werkplek*',
        'flexplek*',
      ],
      inside: ['コワーキング', 'シェアオフィス', 'مساحة عمل مشتركة', 'مساحات عمل مشتركة', 'مساحات العمل المشتركة'],
    },
  },
  {
    kind: 'choir',
    category: 'general',
    action: 'join',
    cues: {
      starts: [
        'choir*',
        'chorale*',
        'choeur*',
        'coro',
        'cori',
        'coro polifonico',
        'coral polifonica',
        'chor',
        'chorprobe*',
        'kirchenchor',
        'gospelchor',
        'koor',
        'koren',
        'gospelkoor',
      ],
      inside: ['合唱', 'コーラス', '聖歌隊', 'جوقة', 'كورال'],
    },
  },
  {
    kind: 'tattoo',
    category: 'general',
    action: 'book',
    cues: {
      starts: ['tattoo*', 'tatouage*', 'tatuaje*', 'tatuaggi*', 'tatuagem', 'tatuagens'],
      inside: ['タトゥー', '刺青', 'وشم', 'تاتو'],
    },
  },
  {
    kind: 'lawyer',
    category: 'general',
    action: 'contact',
    cues: {
      // not "avocat" alone: a toast "à l'avocat" is an avocado
      starts: [
        'lawyer*',
        'attorney*',
        'law firm*',
        'solicitor*',
        'avocat en',
        'avocate',
        'cabinet d avocat*',
        'abogad*',
        'bufete',
        'avvocat*',
        'studio legale',
        'anwalt*',
        'rechtsanwalt*',
        'anwaltskanzlei',
        'advocaat',
        'advocaten*',
        'advogad*',
        'escritorio de advocacia',
      ],
      inside: ['弁護士', '法律事務所', 'محامي', 'محاماة'],
    },
  },
  {
    kind: 'blood-drive',
    category: 'charity',
    action: 'book',
    cues: {
      starts: [
        'blood drive*',
        'blood donation*',
        'donate blood',
        'give blood',
        'blood donor*',
        'don du sang',
        'donner son sang',
        'donneurs de sang',
        'donacion de sangre',
        'donar sangre',
        'donantes de sangre',
        'donazione di sangue',
        'donare il sangue',
        'donatori di sangue',
        'blut spenden',
        'blutspende*',
        'bloeddonatie*',
        'bloed geven',
        'bloeddonor*',
        'doacao de sangue',
        'doar sangue',
        'doadores de sangue',
      ],
      inside: ['blutspende', '献血', 'التبرع بالدم'],
    },
  },
  {
    kind: 'ferry',
    category: 'travel',
    action: 'book',
    cues: {
      starts: [
        'ferry',
        'ferries',
        'ferry crossing*',
        'traghett*',
        'transbordador*',
        'fahre',
        'veerdienst*',
        'veerboot*',
        'veerpont',
      ],
      inside: ['fahrverbindung', 'autofahre', 'フェリー', 'عبارة بحرية'],
    },
  },
  {
    kind: 'driving-school',
    category: 'education',
    cues: {
      starts: [
        'driving school*',
        'driving lesson*',
        'auto-ecole*',
        'auto ecole*',
        'autoescuela*',
        'escuela de conduccion',
        'autoscuol*',
        'scuola guida',
        'fahrschule*',
        'rijschool*',
        'rijles*',
        'autoescola*',
      ],
      inside: ['教習所', '自動車学校', 'تعليم القيادة', 'مدرسة القيادة'],
    },
  },
  {
    kind: 'locksmith',
    category: 'local-services',
    action: 'call',
    cues: {
      starts: [
        'locksmith*',
        'serrurier*',
        'serrurerie',
        'cerrajer*',
        'fabbro',
        'schlusseldienst*',
        'slotenmaker*',
        'chaveiro*',
      ],
      inside: ['schlusseldienst', '鍵屋', '鍵の交換', 'قفال', 'اقفال'],
    },
  },
  {
    kind: 'candles',
    category: 'retail',
    action: 'shop',
    goods: true,
    cues: {
      // whole words: "candle-lit dinner", "Kerzenschein" and "kaarslicht" are dinners, no candle shop
      starts: [
        'candles',
        'candle shop',
        'candle maker*',
        'candle making',
        'soy candle',
        'scented candle',
        'bougies',
        'bougie parfumee',
        'velas',
        'candele',
        'candela profumata',
        'kerze',
        'kerzen',
        'kaars',
        'kaarsen',
      ],
      inside: [
        'duftkerze',
        'kerzenmanufaktur',
        'kerzenladen',
        'sojakerze',
        'geurkaars',
        'kaarsenwinkel',
        'キャンドル',
        'ろうそく',
        'ロウソク',
        'شموع',
      ],
    },
  },
  {
    kind: 'florist',
    category: 'retail',
    action: 'shop',
    goods: true,
    cues: {
      starts: [
        'florist*',
        'flower shop',
        'fleuriste*',
        'floristeria',
        'floreria',
        'fioraio',
        'fiorista',
        'blumenladen',
        'blumenhaus',
        'bloemist*',
        'bloemenwinkel',
        'floricultura',
      ],
      inside: ['花屋', 'フラワーショップ', 'محل زهور', 'محل ورد'],
    },
  },
  {
    kind: 'bookshop',
    category: 'retail',
    action: 'shop',
    goods: true,
    cues: {
      starts: ['bookshop*', 'bookstore*', 'librairie*', 'buchhandlung*', 'boekhandel*', 'livraria*'],
      inside: ['書店', '本屋'],
    },
  },
  ...TRADE_KINDS,
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "pre-theatre menu" is a restaurant's
const BLANK = /\bpre[\s-]?theat(?:re|er)\b|\bcandle[\s-]?lit\b/gu;

const COMPILED = KINDS.map((entry) => {
  // A stem ends in "*" ("tattoo*": tattoos, tattooist); any other start is a whole word ("chor", not "chorizo").
  const starts = entry.cues.starts.map((s) =>
    s.endsWith('*') ? escape(fold(s.slice(0, -1))) : `${escape(fold(s))}(?![\\p{L}\\p{N}])`,
  );
  const inside = (entry.cues.inside ?? []).map((s) => escape(fold(s)));
  const parts = [
    ...(starts.length ? [`(?<![\\p{L}\\p{N}])(?:${starts.join('|')})`] : []),
    ...(inside.length ? [`(?:${inside.join('|')})`] : []),
  ];
  return { ...entry, re: new RegExp(parts.join('|'), 'u') };
});

/** The kind of advertiser a folded prompt names, or undefined: then the category cues decide alone. */
export function advertiserKind(foldedText: string): KindEntry<AdvertiserKind> | undefined {
  const text = foldedText.replace(BLANK, (m) => ' '.repeat(m.length));
  return COMPILED.find((k) => k.re.test(text));
}

/**
 * The bank tag of a kind that sells no goods (a museum, a choir, a coworking space), when its category is the
 * lines' category: lines tagged "!no-goods" ("Made with care", "お店へ行く") are left out.
 */
export function kindTags(lines: Category, foldedText: string): string[] {
  const kind = advertiserKind(foldedText);
  return kind && kind.category === lines && !kind.goods ? ['no-goods'] : [];
}
