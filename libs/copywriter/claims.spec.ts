// Say only what the prompt says, and name what it advertises (outside review: "Aanmelden" on a walk-in
// event, "Get tickets" on a free one, "Grand opening" on a business that only gave its opening hour, a blood
// drive whose designs named only the organiser and a date). A matrix of drop-in events and services in the
// nine languages, each refusing a booking, a sign-up or a ticket.
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

type Page = ReturnType<typeof writeCopy>['pages'][number];

const textsOf = (page: Page): string[] => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value]));
const ctasOf = (pages: Page[]): string[] =>
  pages.flatMap((p) => p.filter((b) => b.type === 'cta').map((b) => String(b.value)));
const titlesOf = (pages: Page[]): string[] =>
  pages.flatMap((p) => p.filter((b) => b.type === 'title').map((b) => String(b.value)));

/** A button asking for a step ahead of coming: a booking, an appointment, a sign-up, a ticket. */
const ASKS_AHEAD: Record<LanguageId, RegExp> = {
  english: /\b(?:book|reserve|register|sign up|tickets?|rsvp|appointment)/iu,
  german: /buchen|reservier|anmeld|ticket|termin/iu,
  french: /réserv|inscri|billet|rendez-vous/iu,
  spanish: /reserv|inscr|entradas|cita/iu,
  italian: /prenot|iscri|bigliett/iu,
  portuguese: /reserv|inscrev|inscri|ingresso|agend|marca/iu,
  dutch: /reserveer|boek|aanmeld|meld je aan|schrijf je in|tickets|afspraak/iu,
  japanese: /予約|申し?込|登録|チケット/u,
  arabic: /احجز|سجّل|سجل|تذاكر|موعد/u,
};

/** [language, prompt, what it advertises in its own words] */
const DROP_INS: Array<[LanguageId, string, string]> = [
  [
    'english',
    'Flu vaccination clinic at Maple Street Pharmacy on Saturday, October 4, 9am–1pm. No appointment needed.',
    'Flu vaccination clinic',
  ],
  [
    'german',
    'Blutspendetermin beim DRK Ortsverein Tübingen am Dienstag, 11. November, 15–19 Uhr in der Stadthalle. Ohne Anmeldung, einfach vorbeikommen.',
    'Blutspendetermin',
  ],
  [
    'french',
    "Collecte de sang de l'EFS à la salle des fêtes de Quimper, mardi 4 novembre de 15 h à 19 h, sans rendez-vous.",
    'Collecte de sang',
  ],
  [
    'spanish',
    'Jornada de vacunación antirrábica en Clínica Veterinaria Los Olivos, sábado 15 de noviembre de 10 a 14 h, sin cita previa.',
    'Jornada de vacunación antirrábica',
  ],
  [
    'italian',
    'Giornata di screening della vista presso Ottica Bellini, sabato 11 ottobre dalle 9 alle 13, senza prenotazione.',
    'Giornata di screening della vista',
  ],
  [
    'portuguese',
    'Campanha de vacinação antirrábica na Clínica Veterinária Bicho Feliz, sábado 18 de outubro, das 9h às 13h, sem marcação.',
    'Campanha de vacinação antirrábica',
  ],
  [
    'dutch',
    'Bloeddonatie bij Sanquin Utrecht op dinsdag 4 november van 14.00 tot 19.00 uur, geen aanmelding nodig.',
    'Bloeddonatie',
  ],
  [
    'japanese',
    'みどり動物病院で狂犬病予防注射の集合接種を11月8日（土）10時〜15時に行います。予約不要です。',
    '狂犬病予防注射の集合接種',
  ],
  [
    'arabic',
    'حملة التبرع بالدم في مستشفى الأمل يوم الثلاثاء 11 نوفمبر من 10 صباحاً حتى 4 عصراً. بدون موعد مسبق.',
    'حملة التبرع بالدم',
  ],
];

const SIZES: ReadonlyArray<readonly [number, number]> = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
];

describe('claims: a drop-in event or service', () => {
  it.each(DROP_INS)('%s: no button asks for the step the prompt refuses (%s)', (language, prompt) => {
    for (const [width, height] of SIZES) {
      const { pages, analysis } = writeCopy({ prompt, language, width, height, count: 4, seed: 3 });
      expect(['book', 'reserve', 'register', 'signup', 'enroll', 'rsvp', 'tickets']).not.toContain(analysis.action);
      expect(ctasOf(pages).filter((c) => ASKS_AHEAD[language].test(c))).toEqual([]);
    }
  });

  it.each(DROP_INS)('%s: the thing advertised heads a page (%s)', (language, prompt, thing) => {
    for (const [width, height] of SIZES) {
      const { pages } = writeCopy({ prompt, language, width, height, count: 4, seed: 3 });
      expect(titlesOf(pages).some((t) => t.includes(thing))).toBe(true);
    }
  });

  it.each<[LanguageId, string]>([
    ['english', 'Free outdoor movie night at Miller Park, Friday June 6 at 8pm. Bring a blanket, no tickets needed.'],
    [
      'dutch',
      'Gratis buurtfeest in Park Oost, zaterdag 21 juni vanaf 14.00 uur. Geen aanmelding nodig, kom gerust langs.',
    ],
    ['french', 'Fête du quartier au parc Montsouris samedi 21 juin dès 14 h, entrée libre, sans inscription.'],
  ])('%s: a free event asks people to come (%s)', (language, prompt) => {
    const { pages, analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 1 });
    expect(analysis.action).toBe('visit');
    expect(ctasOf(pages).filter((c) => ASKS_AHEAD[language].test(c))).toEqual([]);
  });

  it.each<[LanguageId, string]>([
    ['english', 'Free jazz concert at Central Square, Saturday 7pm.'],
    ['spanish', 'Concierto gratuito en la Plaza Mayor el sábado a las 20 h.'],
    ['german', 'Kostenloses Konzert im Stadtpark, Samstag 19 Uhr.'],
    ['french', 'Concert gratuit place du Marché samedi à 20 h.'],
    ['italian', 'Concerto gratuito in Piazza Garibaldi sabato alle 21.'],
    ['portuguese', 'Show gratuito na Praça da Sé no sábado às 20h.'],
    ['dutch', 'Gratis concert op het Marktplein zaterdag om 20.00 uur.'],
    ['japanese', '中央公園で無料コンサート、土曜日19時から。'],
    ['arabic', 'حفل موسيقي مجاني في ساحة المدينة يوم السبت الساعة 8 مساءً.'],
  ])('%s: a free concert sells no tickets (%s)', (language, prompt) => {
    const { pages, analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 4 });
    expect(analysis.action).toBe('visit');
    expect(
      ctasOf(pages).filter((c) => ASKS_AHEAD[language].test(c) || /チケット|購入|お店|تذاكر|تذكرت/u.test(c)),
    ).toEqual([]);
  });

  it.each<[LanguageId, string]>([
    ['english', 'Two free tickets to the Harbour Jazz Festival for every new subscriber.'],
    ['english', 'Summer concert at Riverside Park, Saturday 7pm, tickets $15, free parking.'],
  ])('%s: tickets said or priced stay tickets (%s)', (language, prompt) => {
    const { analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 4 });
    expect(analysis.action).not.toBe('visit');
  });

  it.each<[LanguageId, string]>([
    ['english', 'Walk-ins welcome or book online: haircuts at Fade Lab from $25.'],
    ['german', 'Ohne Termin oder online buchen: Haarschnitt bei Salon Kamm ab 25 €.'],
  ])('%s: a booking asked beside the walk-in stays (%s)', (language, prompt) => {
    const { analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 1 });
    expect(analysis.action).toBe('book');
  });
});

/** Words of a grand opening on a page. */
const OPENING_CLAIM =
  /grand opening|now open|neueröffnung|eröffnung|grande ouverture|inauguration|gran apertura|inaugura|オープン記念|グランドオープン|افتتاح/iu;

describe('claims: the hour a place opens is no opening', () => {
  it.each<[LanguageId, string]>([
    ['english', 'Green Leaf Spa: winter massage menu, and we now open at 7am on weekdays. Book online.'],
    ['french', "Nouvelle carte d'hiver au Café des Arts. Heures d'ouverture : 8 h – 22 h, du mardi au dimanche."],
    ['spanish', 'Nuevo menú de otoño en Casa Lola. Abrimos a las 13:00 de martes a domingo, reserva tu mesa.'],
    ['portuguese', 'Padaria Trigo Bom faz 10 anos! Abrimos às 7h no sábado com bolo grátis para todos.'],
    ['japanese', 'カフェ・ミント 冬の新メニュー登場！毎日10時オープン。'],
    ['english', 'Harbor Books turns 20! Now open on Sundays, 10am-4pm, with a birthday reading.'],
    ['spanish', 'Panadería Sol cumple 15 años y ahora abrimos también los domingos.'],
  ])('%s: %s', (language, prompt) => {
    const { pages, analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 2 });
    expect(analysis.event).not.toBe('grand-opening');
    const claims = pages.flatMap(textsOf).filter((t) => {
      // The prompt's own words ("now open on Sundays") may be quoted; an opening it never said may not.
      const claim = OPENING_CLAIM.exec(t)?.[0];
      return claim !== undefined && !prompt.toLowerCase().includes(claim.toLowerCase());
    });
    expect(claims).toEqual([]);
  });

  it.each<[LanguageId, string]>([
    ['english', 'Grand opening of Daybreak Café on Elm Street this Saturday! We open at 7am.'],
    ['spanish', '¡Inauguramos Café Alba en Gràcia este sábado! Abrimos a las 8:00.'],
    ['japanese', 'カフェ・モカ 駅前店グランドオープン！朝7時オープン。'],
    ['english', 'Now open in Brooklyn! Bella Pasta, 12 Court St, fresh pasta daily.'],
  ])('%s: a real opening stays one (%s)', (language, prompt) => {
    const { analysis } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 2 });
    expect(analysis.event).toBe('grand-opening');
  });
});
