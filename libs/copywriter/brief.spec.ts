import fc from 'fast-check';
import { readBrief } from './brief';
import type { LanguageId, Page } from './types';
import { writeCopy } from './write-copy';

function texts(pages: Page[]): string[] {
  return pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
}

function copyOf(prompt: string, language: LanguageId, width = 1080, height = 1080) {
  return writeCopy({ prompt, width, height, language, count: 3, seed: 0 });
}

// Words of the request to a designer in each language: none may be copy. (Verbs a bank line uses itself,
// "Make this day count", "Haz tu pedido", "お試しください", are left out.)
const FRAMING: Record<LanguageId, RegExp> = {
  english: /\b(?:create|design|generate|banner|post|flyer|poster|ad|instagram|target audience|tone)\b/iu,
  german: /\b(?:erstelle|gestalte|anzeige|werbung|banner|beitrag|plakat|zielgruppe|ton)\b/iu,
  french: /\b(?:crée|créez|publicité|bannière|affiche|publication|public cible|ton)\b/iu,
  spanish: /\b(?:diseña|anuncio|publicación|cartel|público objetivo|tono|anunciar)\b/iu,
  italian: /\b(?:crea|pubblicità|volantino|locandina|tono)\b/iu,
  portuguese: /\b(?:crie|anúncio|cartaz|público-alvo|tom)\b/iu,
  dutch: /\b(?:maak|advertentie|doelgroep|toon)\b/iu,
  japanese: /作って|作成して|バナー|広告|チラシ|ターゲット/u,
  arabic: /اصنع|صمم|إعلان|منشور|الجمهور المستهدف/u,
};

// Briefs of our own, across categories and the nine languages.
const BRIEFS: Array<[LanguageId, string]> = [
  ['english', 'Create an Instagram post for our florist: Mother’s Day bouquets from $35'],
  ['english', 'Make a banner announcing the launch of Pennywise, our expense app for small teams. Friendly tone.'],
  ['english', 'Design a flyer for our pilates studio, target audience: office workers, calm tone'],
  ['english', 'Write an ad to promote Lumo, a meditation app for new parents'],
  ['english', 'Generate a Facebook ad for our plumbing company in Leeds, 24/7 emergency call-outs'],
  ['english', 'Please create a poster for the grand opening of our bike shop in Portland on Saturday'],
  ['german', 'Erstelle eine Anzeige für unsere Kfz-Versicherung, Zielgruppe Fahranfänger'],
  ['german', 'Gestalte einen Instagram-Post für unseren Blumenladen in Bremen, lockerer Ton'],
  ['german', 'Werbung für unsere Zahnarztpraxis in Graz, seriöser Ton'],
  ['french', 'Une publicité pour notre boulangerie à Nantes, -20% sur les croissants le dimanche'],
  ['french', 'Crée une affiche pour l’ouverture de notre librairie à Lille'],
  ['french', 'Créez une bannière pour notre cabinet de kiné, public cible : sportifs, ton sérieux'],
  ['spanish', 'Diseña un post para anunciar la apertura de nuestra panadería en Málaga'],
  ['spanish', 'Haz un anuncio para nuestro gimnasio en Bilbao, público objetivo: jóvenes, tono divertido'],
  ['spanish', 'Anuncio para el lanzamiento de Cuentix, nuestra app de facturación'],
  ['italian', 'Crea una pubblicità per la nostra enoteca a Verona, tono elegante'],
  ['italian', "Crea un volantino per l'apertura della nostra palestra a Bologna"],
  ['italian', 'Pubblicità per il nostro corso di yoga, pubblico: studenti'],
  ['portuguese', 'Crie um anúncio para a nossa padaria em Braga, público-alvo: famílias'],
  ['portuguese', 'Anúncio para a inauguração da nossa barbearia em Coimbra'],
  ['portuguese', 'Faça um post para o nosso pet shop em Curitiba, tom divertido'],
  ['dutch', 'Maak een advertentie voor onze bakkerij in Leiden, doelgroep: gezinnen'],
  ['dutch', 'Advertentie voor de opening van onze kapsalon in Delft'],
  ['dutch', 'Maak een banner voor onze yogaschool, rustige toon'],
  ['japanese', 'カフェの新規オープンの告知バナーを作ってください'],
  ['japanese', '社会人向けのプログラミング教室の広告を作成してください'],
  ['japanese', 'ネイルサロンのチラシを作ってください。落ち着いた雰囲気で'],
  ['arabic', 'اصنع إعلانًا لمقهانا الجديد في جدة'],
  ['arabic', 'صمم منشورًا للإعلان عن افتتاح مكتبتنا في عمّان'],
  ['arabic', 'اصنع إعلانًا لنادينا الرياضي في الكويت، الجمهور المستهدف: الطلاب'],
];

describe('readBrief: the request to a designer is not copy', () => {
  it.each([
    [
      "Create an Instagram post for my bakery's weekend sale: 20% off all pastries",
      "our bakery's weekend sale: 20% off all pastries",
    ],
    ['Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien', 'unsere Hausratversicherung'],
    [
      'Une publicité pour notre salon de coiffure, -15% pour les étudiants',
      'notre salon de coiffure, -15% pour les étudiants',
    ],
    ['Diseña un post para anunciar la apertura de nuestra cafetería en Sevilla', 'nuestra cafetería en Sevilla'],
    ['美容院の新規オープンの告知バナーを作ってください', '美容院の新規オープン'],
    ['駅前カフェのバナー作成をお願いします', '駅前カフェ'],
    ['ヨガ教室のチラシをお願いします。', 'ヨガ教室。'],
    ['اصنع إعلانًا لمطعمنا الجديد في دبي', 'مطعمنا الجديد في دبي'],
    ['Maak een advertentie voor onze fietsenwinkel in Utrecht, doelgroep: studenten', 'onze fietsenwinkel in Utrecht'],
    ["Pubblicità per l'apertura della nostra gelateria a Torino", 'la nostra gelateria a Torino'],
    ['Werbung für unseren Fahrradverleih in Leipzig', 'unser Fahrradverleih in Leipzig'],
    [
      'Our bakery has 20% off pastries this weekend. Make an Instagram post.',
      'Our bakery has 20% off pastries this weekend.',
    ],
    ['Bitte eine Anzeige für unser Café in Köln erstellen', 'unser Café in Köln'],
    ['Maak een post om onze nieuwe winkel in Zwolle aan te kondigen', 'onze nieuwe winkel in Zwolle'],
    ['Fais-moi une affiche pour notre concert de jazz le 12 juin à Lyon', 'notre concert de jazz le 12 juin à Lyon'],
    ['Can you make me a flyer for our cleaning company? Tone: friendly and warm.', 'our cleaning company'],
    ['Promote our tax help service, target audience: freelancers', 'our tax help service'],
    [
      'Exklusive Wohnung, 120 m². Kaufpreis 2,45 Mio. €. Bitte ein Banner dafür erstellen.',
      'Exklusive Wohnung, 120 m². Kaufpreis 2,45 Mio. €.',
    ],
    ['Fresh bagels every morning. Make a banner for it!', 'Fresh bagels every morning.'],
  ])('%s', (prompt, copy) => {
    expect(readBrief(prompt).copy).toBe(copy);
  });

  it.each([
    'Posters and prints for every room, framed to order',
    'Story time for kids every Saturday at the library',
    'Design studio in Berlin: brand identities for startups',
    'Campaign for clean water: $10 gives a family water for a month',
    'Think different. Be bold.',
    'Abierto al público de lunes a sábado, café y tostadas',
    'Target practice sessions every Sunday at the range',
    'Timeless linen dresses from €49. Elegant style.',
    'Beach bar in Tarifa: cold drinks, warm vibes, live DJs',
  ])('leaves copy that is no request as written: %s', (prompt) => {
    expect(readBrief(prompt).copy).toBe(prompt);
  });

  it.each([
    ['Make a banner for our app. Fun, playful tone.', 'playful'],
    ['Werbung für unseren Fahrradverleih, seriöser Ton', 'professional'],
    ['Crée une bannière pour notre cabinet, ton sérieux', 'professional'],
    ['Haz un anuncio para nuestro bar, con un tono divertido', 'playful'],
    ['Crea una pubblicità per la nostra enoteca, tono elegante', 'luxury'],
    ['Maak een banner voor onze yogaschool, rustige toon', 'calm'],
    ['ネイルサロンのチラシを作ってください。落ち着いた雰囲気で', 'calm'],
    ['صمم منشورًا لمتجرنا بأسلوب مرح', 'playful'],
  ])('reads the tone of %s', (prompt, mood) => {
    expect(readBrief(prompt).mood).toBe(mood);
  });

  it.each([
    ['Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien', 'junge Familien', 'families'],
    ['Design a flyer for our yoga studio, target audience: students', 'students', 'students'],
    ['Crie um anúncio para a nossa academia, público-alvo: jovens adultos', 'jovens adultos', undefined],
    ['اصنع إعلانًا لنادينا الرياضي، الجمهور المستهدف: الطلاب', 'الطلاب', 'students'],
    ['英会話教室の広告を作成してください。ターゲットは学生', '学生', 'students'],
  ])('reads the audience of %s', (prompt, audience, id) => {
    const r = readBrief(prompt);
    expect(r.audience).toBe(audience);
    expect(r.audienceId).toBe(id);
  });
});

describe('writeCopy on briefs', () => {
  it('never writes the request as a title, subtitle or body (French, German, Japanese)', () => {
    const fr = texts(copyOf('Une publicité pour notre salon de coiffure, -15% pour les étudiants', 'french').pages);
    expect(fr.join(' | ')).not.toMatch(/publicité/iu);
    const de = texts(
      copyOf('Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien', 'german').pages,
    );
    expect(de.join(' | ')).not.toMatch(/Zielgruppe|Anzeige|Erstelle/u);
    const ja = texts(copyOf('美容院の新規オープンの告知バナーを作ってください', 'japanese').pages);
    expect(ja.join(' | ')).not.toMatch(/作って|バナー/u);
  });

  it('reads "the launch of Ledgerly" as the launch of the product Ledgerly', () => {
    const r = copyOf(
      'Make a banner announcing the launch of Ledgerly, our invoicing app for freelancers. Fun, playful tone.',
      'english',
    );
    expect(r.analysis.product).toBe('Ledgerly');
    expect(r.analysis.launch).toBe(true);
    expect(r.analysis.mood).toBe('playful');
    expect(texts(r.pages).join(' | ')).not.toMatch(/launch of|Discover our launch/iu);
  });

  it('offers no free download the prompt never made ("app for freelancers" is not "app for free")', () => {
    const r = copyOf('Make a banner announcing the launch of Ledgerly, our invoicing app for freelancers', 'english');
    expect(r.analysis.offers).toEqual([]);
    expect(texts(r.pages).join(' | ')).not.toMatch(/\bfree\b/iu);
    expect(copyOf('Tallyo budgeting app, free download on iOS', 'english').analysis.offers).toContain('free download');
  });

  it.each([
    ['spanish', 'Diseña un post para anunciar la apertura de nuestra cafetería en Sevilla'],
    ['italian', "Crea un volantino per l'apertura della nostra palestra a Bologna"],
    ['portuguese', 'Anúncio para a inauguração da nossa barbearia em Coimbra'],
    ['english', 'Generate a story announcing the opening of our second coffee shop in Denver'],
  ] as Array<[LanguageId, string]>)('reads an opening as an opening (%s)', (language, prompt) => {
    const r = copyOf(prompt, language);
    expect(r.analysis.event).toBe('grand-opening');
    expect(r.analysis.product ?? '').not.toMatch(/opening/iu);
  });

  it.each([
    ['german', 'Erstelle eine Anzeige für unsere Hausratversicherung, Zielgruppe junge Familien', 'families'],
    ['english', 'Design a flyer for our yoga studio, target audience: busy moms, calm tone', 'parents'],
    ['dutch', 'Maak een advertentie voor onze bakkerij in Leiden, doelgroep: gezinnen', 'families'],
  ] as Array<[LanguageId, string, string]>)('speaks to the audience a %s brief names', (language, prompt, id) => {
    const r = copyOf(prompt, language);
    expect(r.analysis.audienceId).toBe(id);
  });

  it.each(BRIEFS)('[%s] %s: no word of the request in any block, in any size', (language, prompt) => {
    for (const [w, h] of [
      [1080, 1080],
      [728, 90],
      [1080, 1920],
    ]) {
      const r = copyOf(prompt, language, w, h);
      for (const t of texts(r.pages)) expect(t).not.toMatch(FRAMING[language]);
    }
  });
});

// Framings built from parts: whatever the combination, the request never becomes copy.
const PARTS: Array<{ language: LanguageId; verbs: string[]; nouns: string[]; links: string[]; subjects: string[] }> = [
  {
    language: 'english',
    verbs: ['Create', 'Make', 'Design', 'Please write', 'Generate'],
    nouns: ['an ad', 'a banner', 'an Instagram post', 'a flyer', 'a poster', 'a story'],
    links: ['for', 'to promote', 'announcing', 'about'],
    subjects: [
      'our taco truck in Austin',
      'our tax advice office, free first call',
      'the summer menu at Olive & Thyme',
    ],
  },
  {
    language: 'german',
    verbs: ['Erstelle', 'Gestalte', 'Mach'],
    nouns: ['eine Anzeige', 'ein Banner', 'einen Instagram-Post', 'ein Plakat', 'eine Werbung'],
    links: ['für'],
    subjects: ['unsere Reinigungsfirma in Essen', 'unser Café am Markt, Kuchen ab 3 €'],
  },
  {
    language: 'french',
    verbs: ['Crée', 'Créez', 'Fais'],
    nouns: ['une publicité', 'une bannière', 'une affiche', 'un post Instagram'],
    links: ['pour', 'pour promouvoir'],
    subjects: ['notre fromagerie à Annecy', 'notre école de danse, cours d’essai gratuit'],
  },
  {
    language: 'spanish',
    verbs: ['Diseña', 'Crea', 'Haz'],
    nouns: ['un anuncio', 'un banner', 'una publicación', 'un cartel'],
    links: ['para', 'para promocionar'],
    subjects: ['nuestra heladería en Cádiz', 'nuestro taller de bicicletas en Zaragoza'],
  },
  {
    language: 'japanese',
    verbs: ['作ってください', '作成してください'],
    nouns: ['の広告を', 'のバナーを', 'のチラシを', 'の告知バナーを'],
    links: [''],
    subjects: ['駅前の英会話教室', '渋谷のラーメン店'],
  },
];

describe('property: the framing never reaches a block', () => {
  it('holds for generated briefs in several languages and sizes', () => {
    const arb = fc
      .constantFrom(...PARTS)
      .chain((p) =>
        fc.tuple(
          fc.constant(p),
          fc.constantFrom(...p.verbs),
          fc.constantFrom(...p.nouns),
          fc.constantFrom(...p.links),
          fc.constantFrom(...p.subjects),
          fc.constantFrom<[number, number]>([1080, 1080], [728, 90], [1200, 628]),
        ),
      );
    fc.assert(
      fc.property(arb, ([p, verb, noun, link, subject, [w, h]]) => {
        const prompt = p.language === 'japanese' ? `${subject}${noun}${verb}` : `${verb} ${noun} ${link} ${subject}`;
        const r = copyOf(prompt, p.language, w, h);
        for (const t of texts(r.pages)) if (FRAMING[p.language].test(t)) return false;
        return true;
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});

describe('brief: wishes about the ad and bare requests are not copy', () => {
  it.each([
    ['flyer for a cat sitting service, make it cute', 'cat sitting service'],
    ['something for our physiotherapy practice facebook post, we want more bookings', 'our physiotherapy practice'],
    ['banner para nossa sorveteria, queremos algo divertido', 'nossa sorveteria'],
  ])('%s', (prompt, copy) => {
    const r = readBrief(prompt);
    expect(r.copy.trim()).toBe(copy);
  });

  it('keeps a sentence that speaks to the reader ("We want you to feel at home")', () => {
    expect(readBrief('We want you to feel at home: boutique rooms in Porto').copy).toContain('We want you');
  });
});
