// Issue 14 "Copy that keeps the facts", the intent part: the advertiser's category and the action
// asked for, read from the whole prompt in every language; third parties never the headline's
// subject; copy without filler. Prompts are the kinds the issue reported.
import { PHRASE_BANKS } from './languages';
import { ownLines } from './own-lines';
import { parseTemplate } from './templates';
import { analyzePrompt } from './analyze';
import { writeCopy } from './write-copy';
import { fold, includesLoose } from './text';
import type { Block, Category, CtaIntent, LanguageId, Page } from './types';

const text = (b: Block): string[] => (b.type === 'bulletlist' ? b.value : [b.value]);
const titles = (pages: Page[]): string[] => pages.map((p) => String(p.find((b) => b.type === 'title')?.value ?? ''));
const ctas = (pages: Page[]): string[] => pages.map((p) => String(p.find((b) => b.type === 'cta')?.value ?? ''));

/** The bank's calls to action for an intent, without their tags. */
function ctaLines(language: LanguageId, intent: CtaIntent): string[] {
  return PHRASE_BANKS[language].ctas[intent].map((raw) => parseTemplate(raw).text);
}

const CASES: ReadonlyArray<{ language: LanguageId; prompt: string; category: Category; action: CtaIntent }> = [
  // A help desk that "resolves tickets" is software, not an event.
  {
    language: 'english',
    prompt: 'Deskly — the help desk that resolves tickets twice as fast. Start your 14-day free trial',
    category: 'saas',
    action: 'try',
  },
  {
    language: 'german',
    prompt: 'Helpdesk-Software Ticketo: Tickets doppelt so schnell lösen. 14 Tage kostenlos testen',
    category: 'saas',
    action: 'try',
  },
  {
    language: 'arabic',
    prompt: 'برنامج مكتب المساعدة الذي يحل التذاكر بسرعة. جرب مجانا لمدة 14 يوما',
    category: 'saas',
    action: 'try',
  },
  { language: 'japanese', prompt: 'ヘルプデスクツール「Deskly」14日間無料トライアル', category: 'saas', action: 'try' },
  // A tree-planting charity is not home decor.
  {
    language: 'english',
    prompt: 'Plant a tree for every $5 you give. Donate to GreenRoots today',
    category: 'charity',
    action: 'donate',
  },
  {
    language: 'english',
    prompt: 'Tree-planting charity EarthCanopy: every $1 plants a tree',
    category: 'charity',
    action: 'donate',
  },
  {
    language: 'spanish',
    prompt: 'Dona hoy a Manos Unidas: cada 10 € planta un árbol',
    category: 'charity',
    action: 'donate',
  },
  {
    language: 'german',
    prompt: 'Jetzt spenden: Mit 5 € pflanzen wir einen Baum. Waldfreunde e.V.',
    category: 'charity',
    action: 'donate',
  },
  {
    language: 'japanese',
    prompt: '植樹のための寄付をお願いします。1000円で1本の木を植えます',
    category: 'charity',
    action: 'donate',
  },
  { language: 'arabic', prompt: 'تبرع اليوم لزراعة شجرة مقابل كل 5 دولارات', category: 'charity', action: 'donate' },
  // Yoga, HIIT and pottery classes are not school courses.
  {
    language: 'english',
    prompt: 'Sunrise yoga classes in the park, first class free',
    category: 'fitness',
    action: 'book',
  },
  {
    language: 'english',
    prompt: 'HIIT bootcamp in the park, 6 weeks to your strongest self, first session free',
    category: 'fitness',
    action: 'book',
  },
  {
    language: 'spanish',
    prompt: 'Clases de yoga al aire libre en Madrid, la primera clase gratis',
    category: 'fitness',
    action: 'book',
  },
  { language: 'german', prompt: 'HIIT-Kurs im Park, erste Stunde gratis', category: 'fitness', action: 'book' },
  { language: 'french', prompt: 'Cours de yoga à Paris, premier cours offert', category: 'fitness', action: 'book' },
  { language: 'japanese', prompt: 'ヨガ教室 体験レッスン無料 渋谷スタジオ', category: 'fitness', action: 'book' },
  {
    language: 'arabic',
    prompt: 'دروس يوغا صباحية في الحديقة، الحصة الأولى مجانية',
    category: 'fitness',
    action: 'book',
  },
  {
    language: 'english',
    prompt: 'Pottery workshop for beginners: make your own mug in 3 hours, Saturday 10am at Clay Corner',
    category: 'creative',
    action: 'book',
  },
  {
    language: 'german',
    prompt: 'Töpferkurs für Anfänger in Berlin, Samstag 10 Uhr, jetzt buchen',
    category: 'creative',
    action: 'book',
  },
  { language: 'japanese', prompt: '陶芸ワークショップ 初心者歓迎 土曜日', category: 'creative', action: 'book' },
  {
    language: 'italian',
    prompt: 'Corso di ceramica per principianti a Milano, sabato mattina',
    category: 'creative',
    action: 'book',
  },
  // A whitepaper is downloaded, not an app.
  {
    language: 'english',
    prompt: 'Download our free whitepaper: The State of B2B Payments 2026',
    category: 'content',
    action: 'download',
  },
  {
    language: 'spanish',
    prompt: 'Descarga nuestro informe gratuito: Tendencias del comercio electrónico 2026',
    category: 'content',
    action: 'download',
  },
  {
    language: 'german',
    prompt: 'Kostenloses Whitepaper herunterladen: Cloud-Sicherheit 2026',
    category: 'content',
    action: 'download',
  },
  {
    language: 'japanese',
    prompt: '無料ホワイトペーパーをダウンロード：2026年のB2B決済',
    category: 'content',
    action: 'download',
  },
  {
    language: 'arabic',
    prompt: 'حمل الكتاب الأبيض المجاني: مستقبل المدفوعات 2026',
    category: 'content',
    action: 'download',
  },
  // Trades, concerts, open houses, webinars, parties.
  {
    language: 'english',
    prompt: 'Emergency plumber in Leeds, free quote, fast call-outs',
    category: 'local-services',
    action: 'quote',
  },
  {
    language: 'spanish',
    prompt: 'Fontanero urgente en Sevilla, presupuesto gratis',
    category: 'local-services',
    action: 'quote',
  },
  {
    language: 'english',
    prompt: 'Live at Roundhouse, London — The Midnight Owls, tickets on sale Friday',
    category: 'event',
    action: 'tickets',
  },
  {
    language: 'spanish',
    prompt: 'Concierto de Los Planetas en la sala Apolo, entradas a la venta el viernes',
    category: 'event',
    action: 'tickets',
  },
  {
    language: 'english',
    prompt: 'Open house Sunday 2-4pm: 3-bedroom family home with garden in Maple Grove',
    category: 'real-estate',
    action: 'visit',
  },
  {
    language: 'english',
    prompt: 'Webinar: how revenue teams forecast, with speakers from HubSpot and Gong',
    category: 'event',
    action: 'register',
  },
  {
    language: 'english',
    prompt: 'Join us for our 10th anniversary party, Saturday June 14, RSVP by June 1',
    category: 'event',
    action: 'rsvp',
  },
  {
    language: 'french',
    prompt: 'Boulangerie Martin à Lyon : croissants au beurre, pain au levain, ouvert dès 7h',
    category: 'food',
    action: 'visit',
  },
  // Banks, cars and pets have their own categories (they were "general" or "b2b" before).
  {
    language: 'english',
    prompt: 'Open a savings account with Riverside Bank and get a $150 bonus. Apply online today',
    category: 'finance',
    action: 'apply',
  },
  {
    language: 'german',
    prompt: 'Kfz-Versicherung der Nordsee Versicherung: jetzt wechseln und sparen',
    category: 'finance',
    // An insurer is asked for a quote (trade.ts), as every insurance prompt of the scorecard is labelled.
    action: 'quote',
  },
  { language: 'japanese', prompt: 'みらい銀行の住宅ローン、金利0.4%から', category: 'finance', action: 'apply' },
  {
    language: 'english',
    prompt: 'Winter tyres fitted from $49 at QuickFit Garage. Book your slot',
    category: 'automotive',
    action: 'book',
  },
  {
    language: 'french',
    prompt: 'Vidange et révision chez Garage Martin, prenez rendez-vous',
    category: 'automotive',
    action: 'book',
  },
  { language: 'arabic', prompt: 'تأجير سيارات فاخرة في الرياض، احجز الآن', category: 'automotive', action: 'book' },
  {
    language: 'spanish',
    prompt: 'Peluquería canina en Madrid: baño y corte para tu perro, pide cita',
    category: 'pets',
    action: 'book',
  },
  {
    language: 'dutch',
    prompt: 'Dierenarts De Linde: vaccinaties voor je kat en hond, maak een afspraak',
    category: 'pets',
    action: 'book',
  },
  // "Hot dogs" are food, not pets; a sale with nothing else to go on is a shop's.
  {
    language: 'english',
    prompt: "Hot dogs and fries at Frankie's stand, order at the window",
    category: 'food',
    action: 'order',
  },
  {
    language: 'english',
    prompt: 'Everything 30% off at Maple & Moss this weekend',
    category: 'retail',
    action: 'shop',
  },
  // Words inside the advertiser's name still count, at half weight.
  {
    language: 'english',
    prompt: 'Cedar Dental Care: new patient exam and cleaning for $89',
    category: 'health',
    action: 'book',
  },
];

describe('intent: category and action', () => {
  it.each(CASES.map((c) => [c.language, c.prompt, c]))('%s: %s', (_language, _prompt, c) => {
    const analysis = analyzePrompt(c.prompt);
    expect({ category: analysis.category, action: analysis.action }).toEqual({
      category: c.category,
      action: c.action,
    });
    expect(analysis.ctaIntent).toBe(analysis.action);
  });

  it('ends every page with a call to action of the action asked for, in the target language', () => {
    for (const c of CASES) {
      for (const language of [c.language, 'english' as const]) {
        const { pages, analysis } = writeCopy({ prompt: c.prompt, width: 1080, height: 1080, language });
        const allowed = ctaLines(language, analysis.action);
        for (const cta of ctas(pages))
          expect({ prompt: c.prompt, language, cta, ok: allowed.includes(cta) }).toEqual({
            prompt: c.prompt,
            language,
            cta,
            ok: true,
          });
      }
    }
  });

  it('never offers an app to a prompt that has none', () => {
    const appLines = new Set(
      PHRASE_BANKS.english.ctas.download.filter((raw) => raw.startsWith('app|')).map((raw) => raw.slice(4)),
    );
    for (const seed of [0, 1, 2, 3]) {
      const { pages } = writeCopy({
        prompt: 'Download our free whitepaper: The State of B2B Payments 2026',
        width: 1080,
        height: 1080,
        language: 'english',
        count: 5,
        seed,
      });
      for (const cta of ctas(pages)) expect(appLines.has(cta)).toBe(false);
    }
  });

  it('keeps a stray noun from deciding: "tickets" a help desk resolves, a "first class" free, an e-book', () => {
    expect(
      analyzePrompt('Our support team resolves tickets in minutes with Zendo, the AI help desk. Get started').category,
    ).toBe('saas');
    expect(analyzePrompt('Fly business class to Lisbon from $899, book by Friday').category).toBe('travel');
    expect(analyzePrompt('Free ebook: 25 onboarding checklists for HR teams').action).toBe('download');
  });
});

describe('intent: the advertiser is the subject', () => {
  const THIRD_PARTIES: ReadonlyArray<{ prompt: string; language: LanguageId; others: string[] }> = [
    {
      prompt: 'Webinar: how revenue teams forecast, with speakers from HubSpot and Gong. Thursday 5pm',
      language: 'english',
      others: ['HubSpot', 'Gong'],
    },
    {
      prompt: 'Live at Roundhouse, London — The Midnight Owls, tickets on sale Friday',
      language: 'english',
      others: ['Roundhouse', 'London'],
    },
    {
      prompt: 'As seen in Vogue and Elle: Lumi serum, 15% off with code GLOW15',
      language: 'english',
      others: ['Vogue', 'Elle'],
    },
    { prompt: 'Sponsored by Nike: city marathon, register before April 1', language: 'english', others: ['Nike'] },
    {
      prompt: 'Boulangerie Martin à Lyon : croissants au beurre, pain au levain, ouvert dès 7h',
      language: 'french',
      others: ['Lyon'],
    },
    {
      prompt: 'Concierto de Los Planetas en la sala Apolo, entradas a la venta el viernes',
      language: 'spanish',
      others: ['Apolo'],
    },
  ];

  it.each(THIRD_PARTIES.map((t) => [t.prompt, t]))('%s', (_prompt, t) => {
    const analysis = analyzePrompt(t.prompt);
    for (const other of t.others) {
      expect(analysis.brand).not.toBe(other);
      expect(analysis.product).not.toBe(other);
    }
    for (const language of [t.language, 'english' as const, 'german' as const]) {
      for (const seed of [0, 1, 2]) {
        const { pages } = writeCopy({ prompt: t.prompt, width: 1080, height: 1080, language, count: 5, seed });
        for (const title of titles(pages))
          for (const other of t.others)
            expect({ title, other, in: includesLoose(title, other) }).toEqual({ title, other, in: false });
      }
    }
  });

  it('keeps third parties as context the copy may mention, verbatim', () => {
    const analysis = analyzePrompt('Webinar: how revenue teams forecast, with speakers from HubSpot and Gong');
    expect(analysis.mentions).toEqual(['HubSpot', 'Gong']);
    expect(analysis.names).toEqual(expect.arrayContaining(['HubSpot', 'Gong']));
    expect(analyzePrompt('Live at Roundhouse, London — The Midnight Owls').location).toBe('London');
  });
});

describe('intent: copy without filler', () => {
  const PROMPTS: ReadonlyArray<readonly [LanguageId, string]> = [
    ...CASES.map((c) => [c.language, c.prompt] as const),
    ['english', 'Summer sale at Stride: 30% off all running shoes until Sunday'],
    ['english', 'Handmade soy candles, 20% off this weekend, free shipping over $40'],
    ['english', 'Fitly app: track your workouts and meals. Free on iOS and Android'],
    ['english', 'We are hiring senior backend engineers at Quantly, remote, apply by June 30'],
    ['english', 'Dental clinic in Austin: teeth whitening $199, book your appointment'],
    ['english', 'Online Spanish course for beginners, learn at your own pace, enroll today'],
    ['italian', 'Dona ora per piantare un albero con Verde Futuro'],
    ['portuguese', 'Aulas de pilates em Lisboa, primeira aula grátis'],
    ['dutch', 'Loodgieter in Utrecht, gratis offerte, bel ons'],
  ];
  const answers = PROMPTS.map(([language, prompt]) => ({
    prompt,
    pages: writeCopy({ prompt, width: 1080, height: 1080, language, count: 3 }).pages,
  }));

  it('gives every page of a request its own headline', () => {
    for (const { prompt, pages } of answers)
      expect({ prompt, titles: new Set(titles(pages).map(fold)).size }).toEqual({ prompt, titles: pages.length });
  });

  it('never repeats the title in the body', () => {
    for (const { prompt, pages } of answers) {
      for (const page of pages) {
        const title = String(page.find((b) => b.type === 'title')?.value ?? '').replace(/[.!?。！？]+$/u, '');
        const body = page.find((b) => b.type === 'body');
        if (body && title.length > 6)
          expect({ prompt, body: body.value, repeats: includesLoose(String(body.value), title) }).toEqual({
            prompt,
            body: body.value,
            repeats: false,
          });
      }
    }
  });

  it('does not let any one line fill more than 3% of pages across unrelated prompts', () => {
    // Unrelated requests: two at most of one kind, in several languages.
    const unrelated: ReadonlyArray<readonly [LanguageId, string]> = [
      ['english', 'Deskly — the help desk that resolves tickets twice as fast. Start your 14-day free trial'],
      ['english', 'Plant a tree for every $5 you give. Donate to GreenRoots today'],
      ['english', 'Sunrise yoga classes in the park, first class free'],
      ['english', 'Pottery workshop for beginners: make your own mug in 3 hours, Saturday 10am at Clay Corner'],
      ['english', 'Download our free whitepaper: The State of B2B Payments 2026'],
      ['english', 'Webinar: how revenue teams forecast, with speakers from HubSpot and Gong. Thursday 5pm'],
      ['english', 'Live at Roundhouse, London — The Midnight Owls, tickets on sale Friday'],
      ['english', 'Emergency plumber in Leeds, free quote, fast call-outs'],
      ['english', 'Open house Sunday 2-4pm: 3-bedroom family home with garden in Maple Grove, $450,000'],
      ['english', 'New menu at Olive & Thyme: seasonal small plates and natural wines. Book a table'],
      ['english', 'Fitly app: track your workouts and meals. Free on iOS and Android'],
      ['english', 'We are hiring senior backend engineers at Quantly, remote, apply by June 30'],
      ['english', 'Summer sale at Stride: 30% off all running shoes until Sunday'],
      ['english', 'Dental clinic in Austin: teeth whitening $199, book your appointment'],
      ['english', 'Online Spanish course for beginners, learn at your own pace, enroll today'],
      ['english', 'Weekend getaway to Lisbon from $299, book by Friday'],
      ['english', 'Black Friday: 40% off all mattresses at SleepWell, ends Monday'],
      ['english', 'Lumi vitamin C serum for glowing skin, 15% off with code GLOW15'],
      ['english', 'Handmade soy candles, 20% off this weekend, free shipping over $40'],
      ['english', 'Acme Insurance: home insurance that pays out in 48 hours. Get a quote online'],
      ['spanish', 'Clases de pilates en Sevilla, primera clase gratis'],
      ['spanish', 'Dona hoy a Manos Unidas: cada 10 € planta un árbol'],
      ['spanish', 'Prueba Gestio gratis 30 días: el software de facturación para autónomos'],
      ['spanish', 'Pizzería Napoli: pizza al horno de leña, pide online'],
      ['french', 'Boulangerie Martin à Lyon : croissants au beurre, pain au levain, ouvert dès 7h'],
      ['french', 'Soldes d’été : -40 % sur les robes en lin jusqu’à dimanche'],
      ['german', 'Töpferkurs für Anfänger in Berlin, Samstag 10 Uhr, jetzt buchen'],
      ['german', 'Kostenloses Whitepaper herunterladen: Cloud-Sicherheit 2026'],
      ['german', 'Neue Wohnung in Hamburg: 3 Zimmer mit Balkon, jetzt Besichtigung buchen'],
      ['italian', 'Corso di ceramica per principianti a Milano, sabato mattina'],
      ['italian', 'Hotel sul lago di Como, colazione inclusa, prenota ora'],
      ['portuguese', 'Baixe o nosso ebook gratuito: Guia de marketing digital'],
      ['portuguese', 'Concerto de fado em Lisboa, sexta-feira, bilhetes à venda'],
      ['dutch', 'Loodgieter in Utrecht, gratis offerte, bel ons'],
      ['dutch', 'Nieuwe collectie sneakers, 25% korting dit weekend'],
      ['japanese', 'ヨガ教室 体験レッスン無料 渋谷スタジオ'],
      ['japanese', '新作スニーカー 20%オフ 日曜日まで'],
      ['arabic', 'تبرع اليوم لزراعة شجرة مقابل كل 5 دولارات'],
      ['arabic', 'مطعم الياسمين: عشاء رمضان، احجز طاولتك الآن'],
      ['english', 'Subscribe to The Morning Brief, a 5-minute daily newsletter for founders'],
    ];
    const counts = new Map<string, number>();
    let pageCount = 0;
    for (const [language, prompt] of unrelated) {
      const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language, count: 3 });
      for (const page of pages) {
        pageCount++;
        const lines = new Set(
          page
            .filter((b) => b.type !== 'cta' && b.type !== 'offer')
            .flatMap(text)
            .map(fold),
        );
        for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
      }
    }
    const worst = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    expect({ line: worst[0], n: worst[1], of: pageCount, share: worst[1] / pageCount <= 0.03 }).toEqual({
      line: worst[0],
      n: worst[1],
      of: pageCount,
      share: true,
    });
  });

  it('writes a webinar (an event) with the business lines, not the party ones', () => {
    const prompt = 'Webinar: how revenue teams forecast, Thursday 5pm. Register now';
    expect(analyzePrompt(prompt).category).toBe('event');
    const lines = writeCopy({ prompt, width: 1080, height: 1080, language: 'english', count: 3 })
      .pages.flat()
      .flatMap(text)
      .map(fold);
    const party = [
      ...PHRASE_BANKS.english.categories.event.benefits,
      ...PHRASE_BANKS.english.categories.event.questions,
    ].map(fold);
    for (const line of lines) expect(party).not.toContain(line);
  });

  it('retires the stock lines that fit any product', () => {
    const retired = [
      'something for everyone',
      'made for the way you live',
      'a favourite for a reason',
      'trusted by teams like yours',
    ];
    for (const { pages } of answers)
      for (const page of pages) for (const line of page.flatMap(text)) expect(retired).not.toContain(fold(line));
  });

  it("writes lines from the prompt's own words, leaving out its facts, calls to action and the request", () => {
    const prompt =
      'Create an Instagram post: Deskly — the help desk that resolves tickets twice as fast. Start your 14-day free trial';
    const lines = ownLines(prompt, analyzePrompt(prompt));
    expect(lines.some((l) => includesLoose(l, 'resolves tickets twice as fast'))).toBe(true);
    for (const l of lines) expect(l).not.toMatch(/instagram|free trial|start your/i);
    const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language: 'english' });
    expect(
      pages
        .flat()
        .flatMap(text)
        .some((t) => includesLoose(t, 'resolves tickets twice as fast')),
    ).toBe(true);
    // In another language the prompt's own words are not used (no translation model).
    const german = writeCopy({ prompt, width: 1080, height: 1080, language: 'german' }).pages;
    expect(
      german
        .flat()
        .flatMap(text)
        .some((t) => includesLoose(t, 'resolves tickets')),
    ).toBe(false);
  });

  it('fills bullets with facts and benefits only, never padding with mood lines', () => {
    const bank = PHRASE_BANKS.english;
    const benefits = new Set(
      Object.values(bank.categories)
        .flatMap((c) => c.benefits)
        .map(fold),
    );
    const moods = new Set(
      Object.values(bank.moods)
        .flat()
        .map(fold)
        .filter((line) => !benefits.has(line)),
    );
    for (const { pages } of answers) {
      for (const page of pages)
        for (const b of page)
          if (b.type === 'bulletlist') for (const item of b.value) expect(moods.has(fold(item))).toBe(false);
    }
  });
});
