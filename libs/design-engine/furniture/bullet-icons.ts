// An icon per bullet where the bullets say something an icon says better: delivery, returns, time,
// days, freshness, security, money, gifts, calls, places, quality, love, music, food, friends, in
// the nine catalog languages. The icons are the Fluent emoji already shipped for the built-in imagery
// (imagery/rasterise.ts). Icons or dots, never a mix: when fewer than half the bullets match, every
// bullet keeps the neutral dot; when more do, the others get a neutral sparkle.

const CONCEPTS: [string, RegExp][] = [
  [
    'telephone-receiver',
    /\b(?:call|phone|ring)\b|llam[ae]|tel[eé]fon|appel|anruf|chiama|ligue|\bbel\b|اتصل|هاتف|電話/iu,
  ],
  [
    'delivery-truck',
    /shipping|deliver|env[ií]o|entreg|livr|versand|liefer|spedizion|consegn|frete|bezorg|verzend|توصيل|شحن|配送|送料|お届け/iu,
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
    /\bsave\b|saving|price|cheap|[$€£¥]|ahorr|precio|[ée]conom|\bprix\b|spar|preis|risparm|prezz|pre[çc]o|bespaar|prijs|وفّر|وفر|سعر|お得|価格|節約/iu,
  ],
  [
    'wrapped-gift',
    /\bgift|\bfree\b|regalo|gratis|cadeau|gratuit|geschenk|kostenlos|presente|gr[áa]tis|هدية|مجان|無料|プレゼント|ギフト/iu,
  ],
  ['round-pushpin', /\bnear\b|\blocal\b|cerca|pr[èe]s de|n[äa]he|vicino|perto|dichtbij|قريب|近く|地域/iu],
  [
    'star',
    /\bbest\b|\btop\b|rated|award|quality|expert|\bpros?\b|mejor|calidad|meilleur|qualit|\bbeste\b|migliore|melhor|kwaliteit|أفضل|جودة|خبراء|最高|品質|プロ/iu,
  ],
  ['red-heart', /\blove|\bamor|amour|liebe|amore|liefde|\bحب|أحب|愛|好き/iu],
  ['musical-note', /music|jazz|concert|m[úu]sica|musique|musik|muziek|موسيقى|音楽|ライブ/iu],
  [
    'fork-and-knife',
    /\bfood|dinner|lunch|menu|flavou?r|taste|comida|cena|repas|saveur|essen|\bcibo|sapor|\beten\b|أكل|طعام|نكهات|食|味/iu,
  ],
  [
    'party-popper',
    /friends|party|\bfun\b|experience|amigos|f[êe]te|\bamis\b|freunde|amici|vrienden|أصدقاء|友達|体験/iu,
  ],
];

const NEUTRAL = 'sparkles';

/** The icon of one bullet, or undefined. */
export function bulletIcon(text: string): string | undefined {
  return CONCEPTS.find(([, re]) => re.test(text))?.[0];
}

/** Icons for every bullet (the unmatched ones neutral), or undefined to keep the dots. */
export function bulletIcons(texts: string[]): string[] | undefined {
  if (!texts.length) return undefined;
  const found = texts.map(bulletIcon);
  if (found.filter(Boolean).length * 2 < texts.length) return undefined;
  return found.map((i) => i ?? NEUTRAL);
}
