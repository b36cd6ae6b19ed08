// A category's stock lines only for a trade read with confidence (stock-lines.ts), and the goods a repair
// shop or a dry cleaner works on never as a hook's subject (serviced-goods.ts).
import { PHRASE_BANKS } from './languages';
import { parseTemplate } from './templates';
import { fold } from './text';
import { allText } from './testing/real-world-cases';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

/**
 * The categories' benefits and questions of a bank, folded: lines that claim what a whole trade does (not the
 * neutral category's, nor a line the bank's templates also say, "What are you waiting for?").
 */
function stockLines(language: LanguageId): string[] {
  const bank = PHRASE_BANKS[language];
  const templates = [bank.titles, bank.subtitles, bank.bodies]
    .flatMap((byAngle) => Object.values(byAngle).flat())
    .map((raw) => fold(parseTemplate(raw).text));
  return Object.entries(bank.categories)
    .filter(([category]) => category !== 'general')
    .flatMap(([, c]) => [...c.benefits, ...c.questions])
    .map((raw) => fold(parseTemplate(raw).text))
    .filter((line) => !templates.some((t) => t.includes(line)));
}

function lines(prompt: string, language: LanguageId): string[] {
  return [0, 1, 2].flatMap((seed) =>
    [
      [1080, 1080],
      [1080, 1920],
      [300, 250],
    ].flatMap(([width, height]) => allText(writeCopy({ prompt, width, height, language, count: 4, seed }).pages)),
  );
}

// Trades the category cues read weakly or wrongly (a dry cleaner, an alterations tailor, a phone-repair shop,
// a yarn shop): a bank line would be a guessed trade's ("From small fixes to big jobs", "Small groups, friendly
// teachers"), so the copy is built from the prompt's own facts.
const WEAK_TRADES: Array<[LanguageId, string]> = [
  ['english', 'Pressed & Fresh: dry cleaning and laundry, shirts ready in 24 hours, 18 Mill Road.'],
  ['english', 'Knit & Purl yarn store: hand-dyed wool, knitting needles and patterns. Open Tue-Sat.'],
  ['german', 'Handy-Doktor Berlin: wir reparieren iPhone- und Samsung-Displays in 30 Minuten, Torstraße 12.'],
  ['french', 'Pressing du Marché : nettoyage à sec de vos costumes et robes, prêt en 48h, place du Marché.'],
  ['spanish', 'Tintorería Sol: limpieza en seco de trajes y abrigos, listo en 48 horas, calle Luna 3.'],
  ['italian', 'Lavasecco Bianco: lavaggio a secco di giacche e cappotti, pronto in 48 ore, via Verdi 12.'],
  ['portuguese', 'Conserto de celulares iPhone e Samsung em 30 minutos na CelFix, Rua Direita 8.'],
  ['dutch', 'Stomerij De Vlijt: chemisch reinigen van pakken en jassen, klaar binnen 48 uur, Kerkstraat 7.'],
  ['arabic', 'تصليح شاشات آيفون وسامسونج خلال 30 دقيقة في مركز فيكس، الرياض.'],
  ['japanese', 'クリーニングのさくら：コートとスーツのクリーニング、48時間仕上げ、駅前店。'],
];

describe('stock lines only for a trade read with confidence', () => {
  it.each(WEAK_TRADES)('%s: %s carries no bank line of a guessed trade', (language, prompt) => {
    const stock = stockLines(language);
    const found = lines(prompt, language).filter((line) => stock.some((s) => fold(line).includes(s)));
    expect(found).toEqual([]);
  });

  it('keeps the trade’s lines where the prompt names it (a plumber, a roofer, a bakery)', () => {
    const cases: Array<[LanguageId, string]> = [
      ['english', 'Brightwater Plumbing: emergency plumbers, leaking pipes and boiler repairs, call 555-0142.'],
      ['german', 'Sanitär Schulz: Rohrbruch, Heizung und Badsanierung, Notdienst 030 1234567.'],
      ['dutch', 'Dakdekker Bos: daklekkage en dakgoten, gratis offerte, bel 06-12345678.'],
      ['french', 'Boulangerie du Coin : croissants au beurre tout chauds chaque matin dès 7h, rue des Martyrs.'],
    ];
    for (const [language, prompt] of cases) {
      const stock = stockLines(language);
      expect({
        prompt,
        stock: lines(prompt, language).some((line) => stock.some((s) => fold(line).includes(s))),
      }).toEqual({ prompt, stock: true });
    }
  });

  it('gives a handyman’s lines to home repairs only, not to a locksmith or a cobbler', () => {
    const handyman = (language: LanguageId) =>
      PHRASE_BANKS[language].categories['local-services'].benefits
        .concat(PHRASE_BANKS[language].categories['local-services'].questions)
        .filter((raw) => parseTemplate(raw).tags.includes('home-repair'))
        .map((raw) => fold(parseTemplate(raw).text));
    const cases: Array<[LanguageId, string, boolean]> = [
      ['english', 'Bright Key locksmith: 24/7 lockouts, lock changes and key cutting in Leeds.', false],
      ['french', 'Cordonnerie Martin : réparation de chaussures, talons et sacs en cuir, clés minute. Lyon 3e.', false],
      ['english', 'Oak & Nail handyman services: shelves, doors, leaking taps and odd jobs. Free quote.', true],
      ['spanish', 'Reformas Díaz: reformas de baños y cocinas, presupuesto gratis, llama al 612 345 678.', true],
    ];
    for (const [language, prompt, expected] of cases) {
      const lines_ = lines(prompt, language);
      const has = lines_.some((line) => handyman(language).some((h) => fold(line).includes(h)));
      expect({ prompt, handyman: has }).toEqual({ prompt, handyman: expected });
    }
  });
});

describe('what a repair shop or a dry cleaner works on is never a hook’s subject', () => {
  // The makers and goods as the prompt names them: in a title they may stand only inside the prompt's own words.
  const cases: Array<[LanguageId, string, string[]]> = [
    [
      'english',
      'FixIt Mobile – we repair iPhone & Samsung screens in 30 minutes, walk-ins welcome, 12 King St.',
      ['iphone', 'samsung'],
    ],
    [
      'italian',
      'Riparazione smartphone da TecnoFix: schermi iPhone e Samsung in 30 minuti, via Roma 21.',
      ['iphone', 'samsung'],
    ],
    [
      'portuguese',
      'Conserto de celulares iPhone e Samsung em 30 minutos na CelFix, Rua Direita 8.',
      ['iphone', 'samsung'],
    ],
    ['japanese', 'スマホ修理のリペアラボ：iPhone・Samsungの画面修理が30分、渋谷駅前。', ['iphone', 'samsung']],
    [
      'spanish',
      'Tintorería La Perla: limpieza de trajes y vestidos de fiesta, entrega en 24 horas. Calle Mayor 8.',
      ['vestidos'],
    ],
    [
      'french',
      'Cordonnerie Martin : réparation de chaussures, talons et sacs en cuir, clés minute. Lyon 3e.',
      ['chaussures'],
    ],
  ];
  it.each(cases)('%s: %s', (language, prompt, goods) => {
    const folded = fold(prompt);
    const titles = [0, 1, 2].flatMap((seed) =>
      writeCopy({ prompt, width: 1080, height: 1080, language, count: 4, seed })
        .pages.flat()
        .filter((b) => b.type === 'title')
        .map((b) => fold(String(b.value))),
    );
    const hooks = titles.filter((t) => goods.some((g) => t.includes(g)) && !folded.includes(t));
    expect(hooks).toEqual([]);
  });
});
