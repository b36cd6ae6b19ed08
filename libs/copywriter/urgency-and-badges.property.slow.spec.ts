import fc from 'fast-check';
import { COPY_LANGUAGES, PHRASE_BANKS } from './languages';
import { parseTemplate, templatesOf } from './templates';
import { fold } from './text';
import type { Block, LanguageId } from './types';
import { writeCopy } from './write-copy';

// Prompts of advertisers in the nine languages, built from parts: a business with its name, maybe
// an offer, maybe the day of an event, maybe a deadline, maybe words that set a limit or say "new".
// Over every size and target language, two rules hold on every page:
//   - a badge (the offer block) never says only what its headline already says;
//   - no urgency ("Last chance", "Hurry", "Don't miss out", "Now or never") without a limit or a
//     deadline in the prompt, and no launch line ("New: …", "It's here") without "new" in it.
interface Parts {
  business: string[];
  offers: string[];
  onDays: string[];
  deadlines: string[];
  limits: string[];
  news: string[];
}

const PARTS: Record<LanguageId, Parts> = {
  english: {
    business: [
      'Bakery {B} in Leeds, sourdough and pastries',
      'Yoga classes at {B} for beginners',
      'Plumbing repairs by {B}, call 020 7946 0958',
      'Jazz concert by {B} in Bristol',
      'Running shoes from {B}',
      'Accounting software {B} for small teams',
    ],
    offers: ['20% off', 'free delivery', '2-for-1 on pizzas', 'from £15'],
    onDays: ['on Saturday', 'Friday at 8pm', 'on June 14'],
    deadlines: ['until Sunday', 'until 31 May'],
    limits: ['last chance', 'limited places', 'offer ends Friday', 'hurry'],
    news: ['new', 'brand new'],
  },
  german: {
    business: [
      'Bäckerei {B} in Köln, Sauerteigbrot und Brezeln',
      'Yogakurse bei {B} für Anfänger',
      'Sanitär {B}: Reparaturen, Tel. 030 1234567',
      'Jazzkonzert mit {B} in Hamburg',
      'Laufschuhe von {B}',
    ],
    offers: ['20 % Rabatt', 'kostenloser Versand', 'ab 15 €'],
    onDays: ['am Samstag', 'Freitag um 20 Uhr'],
    deadlines: ['bis Sonntag', 'bis 31. Mai'],
    limits: ['letzte Chance', 'begrenzte Plätze', 'Angebot endet Freitag'],
    news: ['neu', 'neue Kollektion'],
  },
  french: {
    business: [
      'Boulangerie {B} à Lyon, pain au levain et viennoiseries',
      'Cours de yoga chez {B} pour débutants',
      'Plomberie {B} : dépannage, tél. 01 23 45 67 89',
      'Concert de jazz avec {B} à Nantes',
      'Chaussures de course {B}',
    ],
    offers: ['20 % de réduction', 'livraison gratuite', 'dès 15 €'],
    onDays: ['samedi', 'vendredi à 20h'],
    deadlines: ['jusqu’à dimanche', 'jusqu’au 31 mai'],
    limits: ['dernière chance', 'places limitées', 'l’offre se termine vendredi'],
    news: ['nouveau', 'nouvelle collection'],
  },
  spanish: {
    business: [
      'Panadería {B} en Sevilla, pan de masa madre',
      'Clases de yoga en {B} para principiantes',
      'Fontanería {B}: reparaciones, llama al 912 345 678',
      'Concierto de jazz con {B} en Valencia',
      'Zapatillas de running {B}',
    ],
    offers: ['20% de descuento', 'envío gratis', 'desde 15 €'],
    onDays: ['el sábado', 'viernes a las 20:00'],
    deadlines: ['hasta el domingo', 'hasta el 31 de mayo'],
    limits: ['última oportunidad', 'plazas limitadas', 'la oferta termina el viernes'],
    news: ['nuevo', 'nueva colección'],
  },
  italian: {
    business: [
      'Panificio {B} a Bologna, pane a lievito madre',
      'Corsi di yoga da {B} per principianti',
      'Idraulico {B}: riparazioni, chiama 02 1234 5678',
      'Concerto jazz con {B} a Torino',
      'Scarpe da corsa {B}',
    ],
    offers: ['20% di sconto', 'spedizione gratuita', 'da 15 €'],
    onDays: ['sabato', 'venerdì alle 20:00'],
    deadlines: ['fino a domenica', 'fino al 31 maggio'],
    limits: ['ultima occasione', 'posti limitati', 'l’offerta scade venerdì'],
    news: ['nuovo', 'nuova collezione'],
  },
  portuguese: {
    business: [
      'Padaria {B} em Lisboa, pão de fermentação natural',
      'Aulas de yoga na {B} para iniciantes',
      'Canalizador {B}: reparações, ligue 912 345 678',
      'Concerto de jazz com {B} no Porto',
      'Ténis de corrida {B}',
    ],
    offers: ['20% de desconto', 'entrega grátis', 'a partir de 15 €'],
    onDays: ['no sábado', 'sexta-feira às 20h'],
    deadlines: ['até domingo', 'até 31 de maio'],
    limits: ['última chance', 'vagas limitadas', 'a oferta termina sexta-feira'],
    news: ['novo', 'nova coleção'],
  },
  dutch: {
    business: [
      'Bakkerij {B} in Utrecht, zuurdesembrood en gebak',
      'Yogalessen bij {B} voor beginners',
      'Loodgieter {B}: reparaties, bel 020 123 4567',
      'Jazzconcert met {B} in Rotterdam',
      'Hardloopschoenen van {B}',
    ],
    offers: ['20% korting', 'gratis verzending', 'vanaf 15 €'],
    onDays: ['op zaterdag', 'vrijdag om 20.00 uur'],
    deadlines: ['tot zondag', 'tot 31 mei'],
    limits: ['laatste kans', 'beperkte plaatsen', 'aanbieding eindigt vrijdag'],
    news: ['nieuw', 'nieuwe collectie'],
  },
  japanese: {
    business: [
      'ベーカリー{B}、天然酵母パン',
      '{B}ヨガ教室、初心者向け',
      '水道修理の{B}、電話 03-1234-5678',
      '{B}ジャズライブ、渋谷',
      '{B}のランニングシューズ',
    ],
    offers: ['20%オフ', '送料無料'],
    onDays: ['土曜日', '6月14日'],
    deadlines: ['日曜日まで', '5月31日まで'],
    limits: ['数量限定', '最後のチャンス', '金曜日で終了'],
    news: ['新発売', '新作'],
  },
  arabic: {
    business: [
      'مخبز {B} في الرياض، خبز طازج ومعجنات',
      'دروس يوغا في {B} للمبتدئين',
      'سباكة {B}: إصلاحات، اتصل 0501234567',
      'حفل جاز مع {B} في دبي',
      'أحذية جري من {B}',
    ],
    offers: ['خصم 20%', 'توصيل مجاني'],
    onDays: ['يوم السبت', 'الجمعة الساعة 8 مساءً'],
    deadlines: ['حتى الأحد', 'حتى 31 مايو'],
    limits: ['الفرصة الأخيرة', 'لفترة محدودة', 'أماكن محدودة'],
    news: ['جديد', 'إطلاق'],
  },
};

const BRANDS = ['Hopper & Vine', 'Nordlicht', 'Casa Verde', 'BluePeak'];
const SIZES: Array<[number, number]> = [
  [1080, 1080],
  [300, 250],
  [728, 90],
  [320, 50],
  [1200, 628],
  [300, 600],
];

interface Case {
  prompt: string;
  language: LanguageId;
  target: LanguageId;
  size: [number, number];
  seed: number;
  limit: boolean;
  deadline: boolean;
  fresh: boolean;
}

const caseOf = fc
  .record({
    language: fc.constantFrom(...COPY_LANGUAGES),
    target: fc.constantFrom(...COPY_LANGUAGES),
    size: fc.constantFrom(...SIZES),
    seed: fc.integer({ min: 0, max: 50 }),
    brand: fc.constantFrom(...BRANDS),
    pick: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    use: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  })
  .map(({ language, target, size, seed, brand, pick, use }): Case => {
    const p = PARTS[language];
    const at = <T>(list: T[], i: number): T => list[pick[i] % list.length];
    const [offer, onDay, deadline, limit, fresh] = use;
    const parts = [at(p.business, 0).replace('{B}', brand)];
    if (fresh) parts.push(at(p.news, 5));
    if (offer) parts.push(at(p.offers, 1));
    if (onDay && !deadline) parts.push(at(p.onDays, 2));
    if (deadline) parts.push(at(p.deadlines, 3));
    if (limit) parts.push(at(p.limits, 4));
    const sep = language === 'japanese' ? '、' : language === 'arabic' ? '، ' : ', ';
    return { prompt: parts.join(sep), language, target, size, seed, limit, deadline, fresh };
  });

const texts = (blocks: Block[]): string[] =>
  blocks.flatMap((b) => (b.type === 'bulletlist' ? b.value : [b.value])).filter((_, i, all) => all.length > 0);

/** The words of a bank that only a limit in the prompt may bring. */
function urgencyWords(target: LanguageId): string[] {
  const bank = PHRASE_BANKS[target];
  return [...bank.urgency, ...bank.moods.urgent].map(fold);
}

/**
 * The fixed words of the bank's launch lines ("New:", "It's here", "Be among the first to try it"),
 * less those other lines share ("Maak kennis met" is Dutch for both "Introducing" and "Meet").
 */
function launchWords(target: LanguageId): string[] {
  const launch = new Set<string>();
  const other = new Set<string>();
  for (const raw of templatesOf(PHRASE_BANKS[target])) {
    const t = parseTemplate(raw);
    const into = t.tags.some((x) => x.split('+').includes('launch')) ? launch : other;
    for (const piece of t.text.split(/\{\w+\}/u)) {
      const words = fold(piece)
        .replace(/[\p{P}\s]+/gu, ' ')
        .trim();
      if ((/[\u3040-\u30ff\u4e00-\u9fff]/u.test(words) && words.length >= 2) || words.length >= 6) into.add(words);
    }
  }
  return [...launch].filter((w) => ![...other].some((o) => o.includes(w)));
}

/** Amounts with their unit ("20%", "£15", "15 €"), so that "20%" is not read in "20:00". */
const numbers = (text: string): string[] =>
  (text.match(/(?:[€£$¥]\s?)?\d+(?:[.,]\d+)?(?:\s?(?:%|€|£|\$|円|¥|オフ))?/gu) ?? [])
    .map((n) => n.replace(/\s/gu, ''))
    .filter((n) => /\D/u.test(n));

/** `phrase` in `text` as whole words ("corre" is not in "correo"); Japanese has no spaces to go by. */
function wordIn(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text) ||
    (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(phrase) && text.includes(phrase))
  );
}

describe('writeCopy: badges and urgency (property, nine languages)', () => {
  it('a badge never repeats its headline, and urgency or newness comes only from the prompt', () => {
    fc.assert(
      fc.property(caseOf, (c) => {
        const [width, height] = c.size;
        const { pages } = writeCopy({ prompt: c.prompt, width, height, language: c.target, count: 3, seed: c.seed });
        const alarm = urgencyWords(c.target);
        const launch = launchWords(c.target);
        for (const page of pages) {
          const title = String(page.find((b) => b.type === 'title')?.value ?? '');
          const badge = page.find((b) => b.type === 'offer')?.value as string | undefined;
          if (badge) {
            // The badge says something the headline does not: a number of its own, or other words.
            const own = numbers(badge).filter((n) => !numbers(title).includes(n));
            const repeats = numbers(badge).length ? own.length === 0 : fold(title).includes(fold(badge));
            expect({ prompt: c.prompt, title, badge, repeats }).toEqual({
              prompt: c.prompt,
              title,
              badge,
              repeats: false,
            });
          }
          const copy = fold(
            texts(page.filter((b) => b.type !== 'cta'))
              .join(' \n ')
              .replace(/[\p{P}\s]+/gu, ' '),
          );
          if (!c.limit && !c.deadline) {
            const found = alarm.filter((w) => wordIn(copy, w.replace(/[\p{P}\s]+/gu, ' ').trim()));
            expect({ prompt: c.prompt, target: c.target, found }).toEqual({
              prompt: c.prompt,
              target: c.target,
              found: [],
            });
          }
          if (!c.fresh) {
            const found = launch.filter((w) => wordIn(copy, w));
            expect({ prompt: c.prompt, target: c.target, found }).toEqual({
              prompt: c.prompt,
              target: c.target,
              found: [],
            });
          }
        }
      }),
      { numRuns: 400, seed: 20261125 },
    );
  });
});
