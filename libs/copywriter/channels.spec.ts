// No invented channel: a design says "online", "app", "DM", "call" or "e-mail" only when the prompt
// gives that channel, and when the prompt names how to act (a phone, WhatsApp, a DM, an e-mail) the
// call to action says it, in the copy's language.
import { analyzePrompt } from './analyze';
import { channelCtas, promptChannels } from './channels';
import { allText } from './testing/real-world-cases';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

/** Words that name a channel, per language: none may appear unless the prompt gives the channel. */
const CHANNEL_WORDS: Record<LanguageId, RegExp> = {
  english:
    /\bonline\b|\bwebsite\b|\bweb\b|\bapps?\b|app store|\bdms?\b|link in bio|\be-?mail\b|\bcall\b|whatsapp|\bdeliver/i,
  german: /\bonline\b|\bwebsite\b|webseite|\bapp\b|\bdm\b|\be-?mail\b|anruf|ruf uns an|whatsapp|liefer/i,
  french: /en ligne|\bsite\b|\bappli\b|\bapp\b|\bdm\b|\be-?mail\b|appel|whatsapp|livr/i,
  spanish: /\bonline\b|en l[ií]nea|\bweb\b|\bapp\b|\bdm\b|correo|\be-?mail\b|llam[ae]|whatsapp|\bentrega|domicilio/i,
  italian: /\bonline\b|\bsito\b|\bapp\b|\bdm\b|\be-?mail\b|chiama|whatsapp|consegn/i,
  portuguese: /\bonline\b|\bsite\b|\bapp\b|\bdm\b|\be-?mail\b|\blig(?:ue|ar)\b|whatsapp|\bentrega/i,
  dutch: /\bonline\b|\bwebsite\b|\bapp\b|\bdm\b|\be-?mail\b|\bbel\b|\bbellen\b|whatsapp|bezorg/i,
  japanese: /ネット|オンライン|ウェブ|サイト|アプリ|DM|メール|電話|WhatsApp|配達|宅配/,
  arabic: /أونلاين|الإنترنت|موقع|تطبيق|اتصل|واتساب|توصيل|البريد/,
};

/** Prompts of several categories (food, beauty, fitness, fashion, trades, courses, a restaurant's table) that give no channel at all. */
const NO_CHANNEL: Record<LanguageId, string[]> = {
  english: [
    "Luigi's Trattoria: fresh pasta from $12 every Thursday, order now",
    'Glow Studio: 25% off facials this month, book your treatment',
    'IronBox Gym: first class free for new members',
    'Summer dresses 30% off at Maple & Co until Sunday',
    'Sparkle Cleaning: spring cleaning for homes, free quote',
    'Evening Spanish course for beginners, enroll by March 1',
    'Reserve your table at Olive Garden Bistro for Valentine’s Day',
  ],
  german: [
    'Pizzeria Roma: jede Pizza 8 €, jetzt bestellen',
    'Kosmetikstudio Anna: 20 % auf Gesichtsbehandlungen im Mai, jetzt Termin buchen',
    'FitWerk: erste Stunde gratis für Neukunden',
    'Sommerkleider 30 % reduziert bei Modehaus Berg bis Sonntag',
    'Malerbetrieb Weber: Wohnung streichen, kostenloses Angebot',
    'Gasthaus Linde: Tisch reservieren für den Muttertag',
  ],
  french: [
    'Boulangerie Martin : croissants à 1 €, commandez dès maintenant',
    'Institut Belle Peau : -20 % sur les soins du visage en mai, réservez',
    'Salle FitClub : premier cours offert',
    'Robes d’été à -30 % chez Maison Lila jusqu’à dimanche',
    'Plomberie Durand : rénovation de salle de bain, devis gratuit',
    'Bistrot du Port : réservez votre table pour la Saint-Valentin',
  ],
  spanish: [
    'Pizzería Napoli: pizza familiar a 10 €, pide ya',
    'Peluquería Marta: 20 % en tintes este mes, reserva tu cita',
    'Gimnasio Activa: primera clase gratis',
    'Vestidos de verano con 30 % de descuento en Moda Luna hasta el domingo',
    'Reformas García: reforma tu cocina, presupuesto gratis',
    'Restaurante El Faro: reserva tu mesa para San Valentín',
  ],
  italian: [
    'Pizzeria Da Gino: pizza margherita a 6 €, ordina ora',
    'Centro estetico Bella: 20% sui trattamenti viso a maggio, prenota',
    'Palestra Forma: prima lezione gratis',
    'Abiti estivi scontati del 30% da Moda Sole fino a domenica',
    'Idraulico Rossi: rifacimento bagno, preventivo gratuito',
    'Trattoria del Ponte: prenota il tuo tavolo per San Valentino',
  ],
  portuguese: [
    'Pizzaria Bella: pizza grande por R$ 39,90, peça já',
    'Salão Flor: 20% de desconto em manicure este mês, agende',
    'Academia Vida: primeira aula grátis',
    'Vestidos de verão com 30% de desconto na Loja Sol até domingo',
    'Reformas Silva: reforme sua cozinha, orçamento grátis',
    'Restaurante Mar Azul: reserve sua mesa para o Dia dos Namorados',
  ],
  dutch: [
    'Pizzeria Luigi: elke pizza € 9, bestel nu',
    'Schoonheidssalon Lotte: 20% korting op gezichtsbehandelingen in mei, boek nu',
    'Sportschool Kracht: eerste les gratis',
    'Zomerjurken 30% korting bij Mode Zon tot zondag',
    'Schildersbedrijf de Vries: woning schilderen, gratis offerte',
    'Restaurant De Haven: reserveer een tafel voor Valentijnsdag',
  ],
  japanese: [
    'ピザ屋マルコ：Lサイズピザ1,200円、今すぐ注文',
    'サロン花：フェイシャル20%オフ、ご予約受付中',
    'ジム・アクティブ：初回体験無料',
    '夏のワンピース30%オフ、日曜日まで、ブティック月',
    '山田工務店：キッチンリフォーム、無料見積もり',
    '和食処さくら：バレンタインディナーのご予約受付中',
  ],
  arabic: [
    'مطعم بيت الشام: خصم 20% على كل الأطباق، اطلب الآن',
    'صالون لمسة: خصم 25% على العناية بالبشرة هذا الشهر، احجز موعدك',
    'نادي القوة: الحصة الأولى مجانًا',
    'فساتين الصيف بخصم 30% لدى متجر الوردة حتى الأحد',
    'شركة البناء الحديث: تجديد المطابخ، عرض سعر مجاني',
    'مطعم البحر: احجز طاولتك لعيد الحب',
  ],
};

const FORMATS: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [300, 250],
  [728, 90],
];

describe('no invented channel', () => {
  describe.each(Object.entries(NO_CHANNEL) as [LanguageId, string[]][])('%s', (language, prompts) => {
    it.each(prompts)('%s: no page names a channel the prompt does not give', (prompt) => {
      const offending: string[] = [];
      for (const [width, height] of FORMATS)
        for (const seed of [0, 1, 2]) {
          const { pages } = writeCopy({ prompt, width, height, language, count: 3, seed });
          for (const line of allText(pages)) if (CHANNEL_WORDS[language].test(line)) offending.push(line);
        }
      expect(offending).toEqual([]);
    });
  });

  it('writes "Order online" and "ネットで注文" only for a prompt that says online', () => {
    const buttons = (prompt: string, language: LanguageId) =>
      new Set(
        [0, 1, 2, 3, 4, 5].flatMap((seed) =>
          writeCopy({ prompt, width: 1080, height: 1080, language, count: 3, seed }).pages.map((p) =>
            String(p.find((b) => b.type === 'cta')?.value),
          ),
        ),
      );
    expect(buttons('Tony’s Pizza: 2 for 1 on Mondays, order online at tonyspizza.com', 'english')).toContain(
      'Order online',
    );
    expect(buttons('ピザ屋マルコ：月曜日は2枚目無料、ネットで注文できます', 'japanese')).toContain('ネットで注文');
    expect(buttons('Tony’s Pizza: 2 for 1 on Mondays, order now', 'english')).not.toContain('Order online');
    expect(buttons('ピザ屋マルコ：月曜日は2枚目無料、今すぐ注文', 'japanese')).not.toContain('ネットで注文');
  });
});

describe('a call to action through the channel the prompt names', () => {
  const cta = (prompt: string, language: LanguageId, size: [number, number] = [1080, 1080]) => {
    const { pages } = writeCopy({ prompt, width: size[0], height: size[1], language, count: 3, seed: 0 });
    return pages.map((p) => String(p.find((b) => b.type === 'cta')?.value));
  };

  it.each([
    ['english', "Tony's Pizzeria: large pizza $12 every Tuesday, call 555-0142 to order", 'Call 555-0142'],
    ['german', 'Café Lotte: Frühstück ab 9,90 €, Reservierung unter 040 123456', 'Anrufen: 040 123456'],
    ['spanish', 'Peluquería Marta: corte 15 €, pide cita al 912 345 678', 'Llama al 912 345 678'],
    ['italian', 'Pizzeria Da Gino, pizza margherita 6 euro, prenota al 02 1234 5678', 'Chiama il 02 1234 5678'],
    ['japanese', 'ピザ屋マルコ：火曜日はLサイズ1200円、ご注文はお電話で 03-1234-5678', 'お電話：03-1234-5678'],
    ['arabic', 'مطعم بيت الشام: خصم 20% على المشاوي، احجز طاولتك على 0501234567', 'اتصل على 0501234567'],
  ] as [LanguageId, string, string][])(
    '%s: a phone to order or book by is the button: %s',
    (language, prompt, button) => {
      expect(cta(prompt, language)).toEqual([button, button, button]);
    },
  );

  it('says the number once per page: beside a line that already has it, the button is the bare verb', () => {
    // The prompt's own "للطلب اتصل على 0501234567" is a line of some pages.
    const { pages } = writeCopy({
      prompt: 'مطعم بيت الشام: خصم 20% على كل الأطباق، للطلب اتصل على 0501234567',
      width: 1080,
      height: 1080,
      language: 'arabic',
      count: 3,
      seed: 0,
    });
    const verbs = ['اتصل الآن', 'اتصل بنا', 'اتصل'];
    for (const page of pages) {
      const button = String(page.find((b) => b.type === 'cta')?.value);
      const rest = allText([page.filter((b) => b.type !== 'cta')]).join(' ');
      if (rest.includes('0501234567')) expect(verbs).toContain(button);
      else expect(button).toBe('اتصل على 0501234567');
    }
    expect(allText(pages).filter((l) => l.includes('0501234567')).length).toBeGreaterThanOrEqual(3);
  });

  it('shortens the phone button where the whole sentence does not fit, keeping the number', () => {
    // "Appelez le 01 23 45 67 89" is 25 characters; a square post's button holds 22.
    expect(cta('Boulangerie Martin : croissants 1 €, commandez au 01 23 45 67 89', 'french')).toEqual([
      'Tél. 01 23 45 67 89',
      'Tél. 01 23 45 67 89',
      'Tél. 01 23 45 67 89',
    ]);
  });

  it('puts the bare number on a strip’s button when even the short form does not fit', () => {
    // a 728x90 button holds 18 characters: "Tél. 01 23 45 67 89" has 19
    const buttons = cta('Boulangerie Martin : croissants 1 €, commandez au 01 23 45 67 89', 'french', [728, 90]);
    expect(
      buttons.every((t) => t === '01 23 45 67 89' || ['Appelez-nous', 'Appeler', 'Nous appeler'].includes(t)),
    ).toBe(true);
    expect(buttons).toContain('01 23 45 67 89');
  });

  it('asks for a DM, a WhatsApp message, an e-mail or the link in the bio when that is how to order', () => {
    expect(cta('Handmade candles, 20% off this week, DM us to order', 'english')).toEqual(
      Array(3).fill('Send us a DM'),
    );
    expect(cta('Velas artesanales con 20 % de descuento, pedidos por DM', 'spanish')).toEqual(
      Array(3).fill('Escríbenos por DM'),
    );
    expect(cta('Tartas caseras de La Abuela, pide la tuya, link en la bio', 'spanish')).toEqual(
      Array(3).fill('Link en la bio'),
    );
    // (The prompt's "book via WhatsApp 555-0177" is a line of some pages: their button is the short one.)
    expect(new Set(cta('Sunny Yoga: first class free, book via WhatsApp 555-0177', 'english'))).toEqual(
      new Set(['WhatsApp 555-0177', 'WhatsApp us']),
    );
    expect(cta('Pizzaria Bella: rodízio por R$ 49,90, peça pelo WhatsApp (11) 91234-5678', 'portuguese')).toEqual(
      Array(3).fill('Pelo WhatsApp'),
    );
    // (A bare address is no line of its own, "Jo@cakes.nl" was once a headline: the button carries it.)
    expect(cta('Custom cakes by Jo, order by email: jo@cakes.nl', 'english')).toEqual(
      Array(3).fill('Email jo@cakes.nl'),
    );
    // "Mail naar info@jansen.nl" does not fit a square post's button: the channel stays, the address goes to a fact line
    expect(cta('Bakkerij Jansen: verse taarten, bestel via info@jansen.nl', 'dutch')).toEqual(
      Array(3).fill('Mail ons'),
    );
  });

  it('writes a WhatsApp number as one, never as a number to call', () => {
    const lines = (prompt: string, language: LanguageId) =>
      [0, 1, 2].flatMap((seed) =>
        allText(writeCopy({ prompt, width: 1080, height: 1920, language, count: 3, seed }).pages),
      );
    const pt = lines(
      'Salão Bella Donna: 30% de desconto em limpeza de pele. Agende pelo WhatsApp (21) 99876-5432.',
      'portuguese',
    );
    expect(pt.filter((l) => /\bLigue\b/.test(l))).toEqual([]);
    const en = lines('Glow Nails: gel manicure $25 this week, book on WhatsApp 555-0188', 'english');
    expect(en.filter((l) => /\bCall\b/.test(l))).toEqual([]);
    expect(en.some((l) => l.includes('WhatsApp 555-0188'))).toBe(true);
  });

  it('asks to visit an open house, not a shop', () => {
    const buttons = [0, 1, 2, 3].flatMap((seed) =>
      writeCopy({
        prompt: '今週土曜 11時〜15時 オープンハウス開催！2LDK 新築マンション 川崎市中原区 4,980万円',
        width: 1080,
        height: 1080,
        language: 'japanese',
        count: 3,
        seed,
      }).pages.map((p) => String(p.find((b) => b.type === 'cta')?.value)),
    );
    expect(buttons.filter((t) => /お店|来店/.test(t))).toEqual([]);
  });

  it('asks walk-ins to visit, at the street the prompt gives when it fits', () => {
    expect(cta('Walk-ins welcome at Sharp Lines Barbers, 31 Oak St, beard trim $15', 'english')).toContain(
      'Visit us at 31 Oak St',
    );
    // "ohne Termin" is no booking: the button is a visit, not "Jetzt buchen"
    const de = cta('Friseursalon Schnitt: ohne Termin, Herrenschnitt 19 €, Hauptstraße 8', 'german');
    expect(de.every((t) => ['Besuch uns', 'Vorbeikommen', 'Besuchen', 'Besuch uns: Hauptstraße 8'].includes(t))).toBe(
      true,
    );
    expect(cta('Line cook wanted at Harbor Grill, apply in store', 'english')).not.toContain('Visit us');
    const nl = cta('Kapper Knip: zonder afspraak, knippen € 17', 'dutch');
    expect(nl.every((t) => ['Kom langs', 'Bezoek ons', 'Kom vandaag'].includes(t))).toBe(true);
  });

  it('says the channel in the copy’s language when it differs from the prompt’s', () => {
    expect(cta("Tony's Pizzeria: large pizza $12, call 555-0142 to order", 'german')).toEqual(
      Array(3).fill('Anrufen: 555-0142'),
    );
  });

  it('keeps the bank’s verbs when the prompt gives a web address beside the phone, or asks for what is not an errand', () => {
    expect(cta('Handmade soap, 3 for $20, order at soapco.com or call 555-0199', 'english')).not.toContain(
      'Call 555-0199',
    );
    // tickets are bought and a gift is given: the phone is a fact, not the button
    for (const prompt of [
      'Jazz night Friday at Blue Room, tickets $15, info 555-0123',
      'Donate to the Eastside food bank, info 555-0123',
    ])
      expect(cta(prompt, 'english').some((t) => /555/.test(t))).toBe(false);
  });

  // A web address beside the phone does not undo "call to order": the errand is tied to the phone.
  it.each([
    [
      'english',
      "Tony's Pizzeria: large pizza $12 every Tuesday, tonyspizza.com, call 555-0142 to order",
      'Call 555-0142',
    ],
    [
      'english',
      'Harbor Grill: seafood platter $29, reserve by phone 555-0177, menu at harborgrill.com',
      'Call 555-0177',
    ],
    [
      'german',
      'Pizzeria Roma: jede Pizza 8 €, www.roma.de, bestellen Sie telefonisch unter 030 1234567',
      'Anrufen: 030 1234567',
    ],
    [
      'french',
      'Boulangerie Martin : croissants 1 €, boulangerie-martin.fr, commandez par téléphone au 01 23 45 67 89',
      'Tél. 01 23 45 67 89',
    ],
    [
      'spanish',
      'Restaurante El Puerto: menú del día 14 €, www.elpuerto.es, reserva por teléfono al 912 345 678',
      'Llama al 912 345 678',
    ],
    [
      'italian',
      'Trattoria Sole: menu a 25 €, www.sole.it, prenota per telefono allo 02 555 0199',
      'Chiama il 02 555 0199',
    ],
    [
      'portuguese',
      'Pizzaria Napoli: pizza grande R$ 39, www.napoli.com.br, peça por telefone (11) 3456-7890',
      'Ligue (11) 3456-7890',
    ],
    ['dutch', 'Bakkerij Jansen: verse taarten, www.jansen.nl, bestel telefonisch via 020 123 4567', 'Bel 020 123 4567'],
    ['japanese', '焼肉ダイニング牛角：食べ放題3,980円、www.gyu.jp、電話で予約 03-1234-5678', 'お電話：03-1234-5678'],
    [
      'arabic',
      'مطعم بيت الشام: خصم 20% على المشاوي، www.beitalsham.com، للحجز اتصل على 0501234567',
      'اتصل على 0501234567',
    ],
  ] as [LanguageId, string, string][])(
    '%s: a web address beside it, the errand tied to the phone is the button: %s',
    (language, prompt, button) => {
      expect(cta(prompt, language)).toEqual([button, button, button]);
    },
  );

  it('keeps the bank’s verbs when the phone is for questions and the errand is online', () => {
    for (const [language, prompt] of [
      ['english', 'Glow Studio: facials $40, book online at glowstudio.com, questions? call 555-0123'],
      // "calling all" calls no one
      ['english', 'Calling all pizza lovers: order now, www.pizzaroma.com, 555-0142'],
      ['german', 'Pizzeria Roma: jede Pizza 8 €, online bestellen auf www.roma.de, Fragen: 030 1234567'],
      ['french', 'Boulangerie Martin : commandez sur notre site martin.fr, infos au 01 23 45 67 89'],
    ] as [LanguageId, string][])
      expect(cta(prompt, language).some((t) => /\d{3}/.test(t))).toBe(false);
  });

  it('reads the channels a prompt gives, not a word used in another sense', () => {
    const channels = (prompt: string) => [...promptChannels(prompt, analyzePrompt(prompt))].sort();
    expect(channels('New ring collection, 20% off')).toEqual([]);
    expect(channels('Nuestra panadería se llama La Espiga, pan recién hecho')).toEqual([]);
    expect(channels('Order in our app, 10% off your first order')).toEqual(['app', 'online']);
    expect(channels('Commandez en ligne, livraison offerte')).toEqual(['online']);
    expect(channels('ご予約はLINEで、初回20%オフ')).toEqual(['message']);
    expect(channels('Walk-ins welcome, haircut $15')).toEqual(['walk-in']);
    expect(channelCtas('english', 'Call 555-0142 for tickets', analyzePrompt('Call 555-0142 for tickets'))).toEqual([]);
  });
});
