// An icon per bullet where the bullets say something an icon says better: delivery, returns, time,
// days, freshness, security, money, gifts, calls, places, quality, love, music, food, friends, in
// the nine catalog languages. The icons are the Fluent emoji already shipped for the built-in imagery
// (imagery/rasterise.ts). Icons or dots, never a mix: when fewer than half the bullets match, every
// bullet keeps the neutral dot; when more do, the others get a neutral sparkle.
// A bullet's icon follows the rule of the design's picture: an icon of one trade (a fork and knife, a
// note of music, a party popper) is never drawn on a design of another one ("Premium dog food" on a pet
// shop, "Treatment menu" on a spa): the sparkle stands in for it.
import { FOOD_ICONS } from '../imagery/food-icons';

const CONCEPTS: [string, RegExp][] = [
  [
    'telephone-receiver',
    // not "ring" alone (an engagement ring), nor Dutch "appel" (an apple): French "appelez"
    /\b(?:call|phone|ring us)\b|llam[ae]|tel[eé]fon|appel(?:ez|er)\b|anruf|chiama|ligue|\bbel\b|اتصل|هاتف|電話/iu,
  ],
  [
    'delivery-truck',
    // "livr" of livraison and livrer, not of livre (a book)
    /shipping|deliver|env[ií]o|entreg|livr(?:aison|é|er\b|ons\b|ez\b)|versand|liefer|spedizion|consegn|frete|bezorg|verzend|توصيل|شحن|配送|送料|お届け/iu,
  ],
  ['package', /\breturns?\b|devoluc|devolu[çc]|retour|r[üu]ckgabe|umtausch|\bres[oi]\b|إرجاع|返品/iu],
  [
    'spiral-calendar',
    /(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende|luned|marted|mercoled|gioved|venerd|sabato|domenica|segunda|ter[çc]a|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|(?:ال|يوم\s)(?:اثنين|ثلاثاء|أربعاء|خميس|جمعة|سبت|أحد)|曜日|毎週|週末/iu,
  ],
  [
    'alarm-clock',
    /24\/7|\bhours?\b|minutes?|\bfast\b|quick|same[ -]day|seconds|r[áa]pid|minutos|horas|heures|schnell|stunden|minuten|veloce|\bore\b|minuti|\bsnel|\buur\b|سريع|ساعة|دقائق|すぐ|即日|時間|秒/iu,
  ],
  [
    'seedling',
    /organic|natural|\beco\b|sustainab|fresh|org[áa]nic|fresc|\bbio\b|frais|nachhaltig|frisch|\bvers\b|duurzaam|عضوي|طبيعي|طازج|オーガニック|天然|新鮮|できたて/iu,
  ],
  ['locked', /secur|\bsafe\b|privacy|segur|s[ée]curis|sicher|sicur|veilig|آمن|安全|セキュリティ/iu],
  [
    'money-bag',
    // German "spar" as a word of its own ("sparen", "Sparpreis"), not Spargel (asparagus)
    /\bsave\b|saving|price|cheap|[$€£¥]|ahorr|precio|[ée]conom|\bprix\b|\bspar(?:en|t|st|e|preis|paket)?\b|ersparnis|preis|risparm|prezz|pre[çc]o|bespaar|prijs|وفّر|وفر|سعر|お得|価格|節約/iu,
  ],
  [
    'wrapped-gift',
    // free-range chicken is no gift
    /\bgift|\bfree\b(?![- ]range)|regalo|gratis|cadeau|gratuit|geschenk|kostenlos|presente|gr[áa]tis|هدية|مجان|無料|プレゼント|ギフト/iu,
  ],
  ['round-pushpin', /\bnear\b|\blocal\b|cerca|pr[èe]s de|n[äa]he|vicino|perto|dichtbij|قريب|近く|地域/iu],
  [
    'star',
    // years of experience are a mark of quality, not a party; プロ alone is in プログラミング and プロテイン
    /\bbest\b|\btop\b|rated|award|quality|expert|experience|\bpros?\b|mejor|calidad|experiencia|meilleur|qualit|exp[ée]rience|\bbeste\b|erfahr|migliore|esperienza|melhor|experi[êe]ncia|kwaliteit|ervaring|أفضل|جودة|خبراء|خبرة|最高|品質|プロの|経験/iu,
  ],
  ['red-heart', /\blove|\bamor|amour|liebe|amore|liefde|\bحب|أحب|愛|好き/iu],
  ['musical-note', /music|jazz|concert|m[úu]sica|musique|musik|muziek|موسيقى|音楽|ライブ/iu],
  [
    'fork-and-knife',
    // "essen" and "cena" as words, not inside "Interessen" or "escena"
    /\bfood|dinner|lunch|men[uú]|flavou?r|taste|comida|\bcena\b|repas|saveur|\bessen\b|\bcibo|sapor|\beten\b|أكل|طعام|نكهات|食|味/iu,
  ],
  ['party-popper', /friends|party|\bfun\b|amigos|f[êe]te|\bamis\b|freunde|amici|vrienden|أصدقاء|友達/iu],
];

const NEUTRAL = 'sparkles';

// Pictures of food and drink (the emoji set's own category) and of music: the designs a fork and knife
// or a note belongs on.
const FOOD_PICTURES = FOOD_ICONS;
const MUSIC_PICTURES: ReadonlySet<string> = new Set([
  'musical-note',
  'musical-notes',
  'musical-score',
  'musical-keyboard',
  'saxophone',
  'guitar',
  'violin',
  'trumpet',
  'drum',
  'long-drum',
  'banjo',
  'accordion',
  'flute',
  'maracas',
  'microphone',
  'studio-microphone',
  'headphone',
  'radio',
  'ballet-shoes',
  'performing-arts',
  'party-popper',
]);
const FESTIVE_PICTURES: ReadonlySet<string> = new Set([
  ...MUSIC_PICTURES,
  'balloon',
  'birthday-cake',
  'confetti-ball',
  'fireworks',
  'sparkler',
  'admission-tickets',
  'ticket',
  'jack-o-lantern',
  'christmas-tree',
  'wrapped-gift',
  'clinking-glasses',
  'clinking-beer-mugs',
  'beer-mug',
  'cocktail-glass',
  'mirror-ball',
  'circus-tent',
]);

/** Icons of one trade, and the pictures of the designs they may stand on. */
const TRADE_BOUND: Record<string, ReadonlySet<string>> = {
  'fork-and-knife': FOOD_PICTURES,
  'musical-note': MUSIC_PICTURES,
  'party-popper': FESTIVE_PICTURES,
};

/**
 * The icon of one bullet, or undefined. `picture`: the design's own picture (its trade); an icon of
 * another trade is no icon for it. Without a picture, the bullet's own words decide.
 */
export function bulletIcon(text: string, picture?: string): string | undefined {
  const icon = CONCEPTS.find(([, re]) => re.test(text))?.[0];
  const fits = icon && picture ? TRADE_BOUND[icon] : undefined;
  return fits && !fits.has(picture as string) ? undefined : icon;
}

/** Icons for every bullet (the unmatched ones neutral), or undefined to keep the dots. */
export function bulletIcons(texts: string[], picture?: string): string[] | undefined {
  if (!texts.length) return undefined;
  const found = texts.map((t) => bulletIcon(t, picture));
  if (found.filter(Boolean).length * 2 < texts.length) return undefined;
  return found.map((i) => i ?? NEUTRAL);
}
