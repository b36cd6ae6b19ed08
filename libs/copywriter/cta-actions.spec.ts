// The button asks for what the client asked, in the nine languages: a walk-in shop, a second-hand shop,
// a market, a fair in a hall or an open day is visited; a club asks to join; auditions and calls for
// participants to sign up; a pet hotel is booked as a pet service, never "Book your trip"; a stray noun
// ("i candidati", "booking office", a quoted "Tickets de métro") asks for nothing. The prompts that must
// NOT turn into a visit (a web shop, tickets for sale, delivery ordered online) stay as they were.
// Prompts written for this rule, none from a fixture or a judged set.
import { analyzePrompt } from './analyze';
import type { CtaIntent, LanguageId } from './types';
import { writeCopy } from './write-copy';

/** [copy language, accepted actions, prompt] */
const CASES: ReadonlyArray<readonly [LanguageId, string, string]> = [
  // [language, expected action(s) separated by /, prompt]
  [
    'spanish',
    'visit',
    'Mercado de productores de San Fernando: todos los sábados de 9 a 14 h en la Plaza Mayor. Fruta, verdura, quesos de la sierra y pan de horno de leña.',
  ],
  [
    'dutch',
    'visit',
    'Kringloopwinkel De Tweede Kans, Dorpsstraat 12 in Zwolle. Elke week nieuwe tweedehands meubels, boeken en kleding. Open di t/m za 10-17 uur.',
  ],
  [
    'portuguese',
    'book',
    'Hotel para cães Patas Felizes em Sintra: estadias com passeios diários, piscina e webcam. Reserve já a estadia do seu cão para o verão. Tel. 912 345 678',
  ],
  [
    'english',
    'register/apply',
    'Open auditions for the Riverside Youth Theatre spring musical "Annie". Ages 10-18, Saturday March 8, 10am-4pm at the Town Hall. Prepare 16 bars of a song.',
  ],
  [
    'italian',
    'visit/learn',
    'Serata di presentazione dei candidati al consiglio comunale di Lecco: giovedì 12 maggio ore 20:30, Sala Ticozzi. Ingresso libero, domande dal pubblico.',
  ],
  [
    'german',
    'visit',
    'Unser Laden "Kaffeebohne" in der Lindenstraße 8, Münster: frisch gerösteter Kaffee, Teeauswahl und kleine Geschenke. Kommen Sie vorbei, Mo-Sa 9-18 Uhr.',
  ],
  [
    'japanese',
    'visit',
    '秋の手づくり市、11月23日(土)10時〜16時、市民ホール展示室にて開催。陶器、布小物、焼き菓子など40店が出店します。',
  ],
  // walk-in / visit
  [
    'english',
    'visit',
    'Second-hand bookshop Dog-Eared Pages, 14 Mill Street, Hebden Bridge. Thousands of used books, new stock every week. Open Tue-Sun 10-5.',
  ],
  [
    'french',
    'visit',
    'Friperie La Seconde Vie, 12 rue des Carmes à Nantes : vêtements vintage triés sur le volet, nouvel arrivage chaque mercredi. Passez nous voir !',
  ],
  [
    'german',
    'visit',
    'Flohmarkt in der Markthalle Neun am Sonntag, 6. April, 10-16 Uhr. Über 80 Stände mit Trödel, Vintage und Schallplatten.',
  ],
  [
    'italian',
    'visit',
    "Mercatino dell'usato solidale, via Roma 45 a Bergamo: mobili, libri e abiti usati a piccoli prezzi. Aperto dal martedì al sabato.",
  ],
  [
    'portuguese',
    'visit',
    'Feira do livro usado no Mercado de Campo de Ourique, sábado e domingo das 10h às 19h. Milhares de livros a partir de 1 €.',
  ],
  [
    'dutch',
    'visit',
    'Boerenmarkt op het Noordermarkt: elke zaterdag van 9 tot 16 uur biologische groenten, kaas en brood van de boer.',
  ],
  [
    'arabic',
    'visit',
    'سوق المزارعين في حديقة الحي كل جمعة من الساعة 8 صباحاً حتى 12 ظهراً: خضار وفواكه طازجة وعسل محلي.',
  ],
  [
    'spanish',
    'visit',
    'Tienda de segunda mano Rastro Solidario en la calle Mayor 23, Alcalá: ropa, muebles y juguetes. Todo lo recaudado va a Cáritas. Abierto de lunes a sábado.',
  ],
  [
    'english',
    'visit',
    "Christmas craft fair at St Mary's Church Hall, Saturday 6 December, 10am-3pm. 30 local makers, mulled wine and mince pies. Free entry.",
  ],
  [
    'french',
    'visit',
    'Salon des vins et de la gastronomie au Parc des Expositions de Colmar, du 14 au 16 novembre. Plus de 150 exposants.',
  ],
  [
    'japanese',
    'visit',
    '古着屋リユースマート 駅前店：毎週金曜日に新入荷。ブランド古着が1,000円から。営業時間11時〜20時。',
  ],
  // auditions / register / apply
  [
    'german',
    'register/apply',
    'Casting für unser Weihnachtsmusical! Der Kinderchor Sonnenschein sucht Sängerinnen und Sänger von 8 bis 14 Jahren. Vorsingen am 20. September, Anmeldung bis 15. September.',
  ],
  [
    'spanish',
    'register/apply',
    'Audiciones para la Orquesta Joven de Valencia: 15 de octubre en el Palau de la Música. Inscripción hasta el 1 de octubre en nuestra web.',
  ],
  [
    'french',
    'register/apply',
    'Auditions pour la chorale À Cœur Joie de Lyon : mardi 9 septembre à 19h, salle Molière. Tous pupitres, inscription par e-mail.',
  ],
  [
    'dutch',
    'register/apply',
    'Audities voor de nieuwe voorstelling van Toneelgroep De Spiegel: zaterdag 4 oktober in het Cultuurhuis. Aanmelden via onze website.',
  ],
  // info evenings
  [
    'dutch',
    'register/visit',
    'Informatieavond Montessori Basisschool De Regenboog voor nieuwe ouders: dinsdag 14 januari om 19:30. Aanmelden via de website.',
  ],
  [
    'german',
    'register/visit',
    'Infoabend der Gesamtschule Am Lindenhof für Eltern der 4. Klassen: Mittwoch, 22. Januar, 19 Uhr in der Aula. Ohne Anmeldung.',
  ],
  [
    'english',
    'register',
    'Info evening for prospective nursing students at Greenfield College, Thursday 6 March 6pm. Meet the tutors and tour the skills lab. Register on our website.',
  ],
  [
    'portuguese',
    'visit/register',
    'Dia aberto na Escola Profissional de Braga: sábado, 15 de março, das 10h às 13h. Conheça os cursos e as oficinas.',
  ],
  // clubs
  [
    'english',
    'join',
    'Riverside Running Club welcomes new members! Group runs every Tuesday and Thursday at 6:30pm from the leisure centre. All paces welcome.',
  ],
  [
    'italian',
    'join/register',
    'Il circolo scacchi Cavallo Nero cerca nuovi soci: ci troviamo ogni venerdì sera alle 21 al bar Sport di Cremona. Iscriviti!',
  ],
  [
    'french',
    'join',
    'Le club de randonnée Les Godillots recrute ! Sorties chaque dimanche, adhésion annuelle 25 €. Rejoignez-nous.',
  ],
  [
    'german',
    'join',
    'Der Tischtennisverein TTC Grün-Weiß sucht neue Mitglieder! Training dienstags und freitags ab 18 Uhr in der Sporthalle Nord. Probetraining kostenlos.',
  ],
  // pet services
  [
    'english',
    'book',
    "Pawsome Dog Grooming in Leeds: full groom, nail trim and bath. Book your dog's appointment online at pawsome.co.uk.",
  ],
  [
    'spanish',
    'book/call',
    'Residencia canina El Bosque en Segovia: tu perro en buenas manos mientras viajas. Amplias instalaciones y paseos diarios. Reserva por teléfono al 921 456 789.',
  ],
  [
    'french',
    'call/book',
    'Pension pour chats Les Moustaches à Annecy : chambres individuelles, soins quotidiens. Réservez vite pour les vacances au 04 50 12 34 56.',
  ],
  [
    'italian',
    'book',
    'Dog sitter a Torino: passeggiate e pensione a casa mia per il tuo cane. Prenota la tua settimana di vacanza!',
  ],
  ['arabic', 'book', 'فندق القطط في دبي: إقامة مريحة لقطتك أثناء سفرك مع رعاية يومية. احجز الآن مكان قطتك للصيف.'],
  // public bodies
  [
    'german',
    'visit/learn',
    'Die Stadtbibliothek Freiburg lädt zum Tag der offenen Tür ein: Samstag, 10. Mai, 10-16 Uhr. Führungen, Vorlesestunde und Bücherflohmarkt.',
  ],
  [
    'english',
    'learn/visit',
    'Hartford County Council: new recycling collection days from 1 April. Check your new collection day at hartford.gov.uk/bins.',
  ],
  [
    'spanish',
    'learn/register',
    'El Ayuntamiento de Getafe abre el plazo de inscripción para las escuelas deportivas municipales del 1 al 15 de septiembre.',
  ],
  [
    'french',
    'visit',
    "La mairie de Rennes organise une journée portes ouvertes de l'hôtel de ville le samedi 20 septembre, de 10h à 17h.",
  ],
  ['japanese', 'register', '市民マラソン大会の参加者募集：3月16日開催、申込は1月31日まで市のホームページから。'],
  // call / order / shop online / donate / download / rsvp
  ['english', 'call', 'Emergency plumber in Bristol, 24/7. No call-out fee on weekends. Call Dave on 0117 496 0123.'],
  ['italian', 'order/call', 'Pizzeria Da Gino a Napoli: pizza a domicilio tutte le sere. Ordina al 081 123 4567.'],
  [
    'dutch',
    'shop',
    'Webshop Groenrijk: kamerplanten thuisbezorgd, nu 20% korting op alle hangplanten. Bestel op groenrijk.nl.',
  ],
  [
    'german',
    'donate',
    'Spenden Sie für das Tierheim Bergheim: Jeder Euro hilft unseren 120 Hunden und Katzen über den Winter.',
  ],
  [
    'portuguese',
    'download',
    'Baixe grátis o nosso guia de jardinagem urbana: 40 páginas com dicas para varandas e terraços.',
  ],
  [
    'spanish',
    'rsvp',
    'Cena de gala del 25 aniversario de la Asociación de Vecinos de Triana, 14 de junio a las 21:00. Confirma tu asistencia antes del 1 de junio.',
  ],
  // stray nouns
  [
    'english',
    'visit',
    'The old booking office at Ledbury station is now a tiny café: coffee, cake and toasties, Mon-Sat 7am-3pm.',
  ],
  [
    'english',
    'visit/learn',
    'Meet the candidates: hustings for the Ward 3 council election at the Community Centre, Tuesday 7pm. Free, all residents welcome.',
  ],
  [
    'french',
    'visit',
    'Exposition "Tickets de métro, 100 ans de design" au musée des Arts décoratifs, jusqu\'au 30 juin.',
  ],
  ['arabic', 'visit', 'معرض الكتاب المستعمل في قاعة المدينة من 10 إلى 12 مايو. آلاف الكتب بأسعار رمزية. الدخول مجاني.'],
  ['japanese', 'book', 'ペットホテルわんわんハウス：夏休みのご予約受付中。1泊3,000円から。お電話でどうぞ 03-1234-5678'],
  [
    'arabic',
    'apply',
    'نبحث عن موظفي مبيعات لمعرضنا في الرياض. قدم سيرتك الذاتية عبر البريد الإلكتروني jobs@example.com',
  ],

  // must NOT turn into visit
  ['english', 'shop', 'Summer sale at Nora & Finch: 40% off all dresses, online only at norafinch.com until Sunday.'],
  [
    'german',
    'shop',
    'Neue Herbstkollektion im Onlineshop von Linnea Mode: Strickjacken ab 49 €, versandkostenfrei auf linnea-mode.de.',
  ],
  ['english', 'order', "Luigi's Pizzeria, 22 King Street: order online at luigis.com for delivery in 30 minutes."],
  [
    'english',
    'tickets',
    'Jazz night with the Sam Reed Quartet at The Blue Room, 5 Canal Street, Friday 8pm. Tickets £15 on the door or online.',
  ],
  ['english', 'register', 'Meet us at the SaaS Growth Summit in Berlin, 12-13 June. Register free at growthsummit.io.'],
  [
    'english',
    'book',
    'Stallholders wanted for the Midsummer Craft Fair on the village green, 21 June. Book your pitch by 1 June, £20 per table.',
  ],
  [
    'italian',
    'apply',
    'Cerchiamo camerieri per la stagione estiva al Bar Lido di Rimini. Candidati ora inviando il CV a lavoro@barlido.it.',
  ],
  ['japanese', 'shop', '北欧雑貨の通販サイト「モリノ」：冬のセール開催中、全品20%オフ。'],
  ['arabic', 'order', 'مطعم بيت الشام: اطلب وجبتك الآن عبر تطبيقنا واحصل على توصيل مجاني.'],
  ['dutch', 'book', 'Hotel De Zeeuwse Stromen in Renesse: boek nu uw kamer voor de zomer met 15% korting.'],
  [
    'spanish',
    'order/call',
    'Churrería La Ideal en el Mercado de San Miguel: churros recién hechos. Pedidos a domicilio al 915 123 456.',
  ],
  [
    'french',
    'order',
    'Boulangerie Martin, 8 rue Nationale à Tours : commandez vos bûches de Noël avant le 20 décembre.',
  ],
  [
    'portuguese',
    'tickets',
    'Concerto de fado no Coliseu do Porto, 14 de fevereiro às 21h. Bilhetes à venda a partir de 25 €.',
  ],
  ['english', 'start/try', 'Our CRM is the market leader for small agencies. Start your free 14-day trial today.'],
  [
    'german',
    'book',
    'Hundehotel Waldeslust in Kassel: Urlaubsbetreuung für Ihren Hund mit großem Auslauf. Jetzt Platz für die Sommerferien buchen!',
  ],
  [
    'dutch',
    'register/apply',
    'Auditie voor het jeugdkoor Stemband: zaterdag 1 maart in de muziekschool. Geef je op via info@stemband.nl.',
  ],
  [
    'italian',
    'register/apply',
    'Audizioni aperte per il coro giovanile di Parma: 20 settembre, iscrizioni entro il 10 settembre.',
  ],
  [
    'portuguese',
    'register/apply',
    'Audições para o musical "O Rei Leão" da Escola de Teatro de Lisboa, 5 de abril. Inscrições até 25 de março.',
  ],
  ['japanese', 'register/apply', '劇団ひまわり 春の公演オーディション：4月5日開催。応募締切は3月20日。'],
  ['arabic', 'register/apply', 'تجارب الأداء لفرقة المسرح الشبابي يوم السبت 5 أبريل في مركز الثقافة. سجل الآن.'],
];

describe('the action a prompt asks for', () => {
  it.each(CASES)('%s: %s ← %s', (_language, expected, prompt) => {
    const action = analyzePrompt(prompt).action as CtaIntent;
    expect(expected.split('/')).toContain(action);
  });
});

const ctasOf = (prompt: string, language: LanguageId): string[] =>
  writeCopy({ prompt, width: 1080, height: 1080, language, count: 4, seed: 0 }).pages.map((p) =>
    String(p.find((b) => b.type === 'cta')?.value ?? ''),
  );

describe('the button of a place one walks into', () => {
  it('a second-hand shop with no web shop is visited, never shopped', () => {
    const ctas = ctasOf(CASES[1][2], 'dutch');
    expect(ctas.join(' ')).not.toMatch(/shop|deals/i);
    expect(ctas.join(' ')).toMatch(/kom|bezoek/i);
  });

  it('a fair in a hall is come to, never a ticket', () => {
    const ctas = ctasOf(CASES[6][2], 'japanese');
    expect(ctas.join(' ')).not.toMatch(/チケット|購入|お店へ/);
  });

  it('a market one comes to is no shop to go to (「お店へ行く」)', () => {
    for (const prompt of [
      '毎週日曜日の朝市、駅前広場で7時〜10時。地元農家の新鮮な野菜と果物が並びます。',
      '骨董市 第2土曜日 9時〜15時 神社境内にて。古道具、着物、器など約50店。',
    ]) {
      expect(analyzePrompt(prompt).action).toBe('visit');
      expect(ctasOf(prompt, 'japanese').join(' ')).not.toMatch(/お店へ行く|来店/);
    }
  });

  it('a web shop still says shop', () => {
    expect(
      ctasOf(
        'Webshop Groenrijk: kamerplanten thuisbezorgd, nu 20% korting op alle hangplanten. Bestel op groenrijk.nl.',
        'dutch',
      ).join(' '),
    ).toMatch(/shop/i);
  });

  it('a pet hotel is no trip', () => {
    for (const [prompt, language] of [
      [
        'Hotel para cães Patas Felizes em Sintra: estadias com passeios diários e piscina. Reserve já a estadia do seu cão para o verão.',
        'portuguese',
      ],
      ['ペットホテルわんわんハウス：夏休みのご予約受付中。1泊3,000円から。', 'japanese'],
    ] as const) {
      expect(analyzePrompt(prompt).category).toBe('pets');
      expect(ctasOf(prompt, language).join(' ')).not.toMatch(/viagem|旅/);
    }
  });

  it('"i candidati" are no call to apply', () => {
    expect(ctasOf(CASES[4][2], 'italian').join(' ')).not.toMatch(/candidati/i);
  });
});

describe('the button speaks as the prompt does', () => {
  it('"Kommen Sie vorbei" is answered with Sie or no address, never "Besuch uns"', () => {
    const ctas = ctasOf(CASES[5][2], 'german');
    expect(ctas.join(' · ')).not.toMatch(/Besuch uns|Schreib uns|Komm /);
  });

  it('a prompt that says "du" keeps the familiar buttons', () => {
    const ctas = ctasOf(
      'Komm vorbei in unserem Laden "Kaffeebohne", Lindenstraße 8 in Münster: frisch gerösteter Kaffee für dich.',
      'german',
    );
    expect(ctas.length).toBeGreaterThan(0);
    expect(analyzePrompt('Komm vorbei in unserem Laden "Kaffeebohne", Lindenstraße 8 in Münster.').action).toBe(
      'visit',
    );
  });

  it('an address is never read out of a longer word ("Über 80 Stände")', () => {
    expect(ctasOf(CASES[9][2], 'german').join(' ')).not.toMatch(/80 St\b/);
  });
});
