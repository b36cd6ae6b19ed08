// Two prices of one prompt are two things to choose from: never joined into a sum ("29 € + 59 €"), and a
// list names each once, in its fuller words.
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const CASES: Array<[LanguageId, string, string, string]> = [
  ['english', 'Glow Spa: 30-minute facial $45, 60-minute facial $80. Book at glowspa.com', '$45', '$80'],
  [
    'german',
    'Reifen Krause: Räder umstecken 29 €, mit Einlagerung 59 € pro Saison. Termin unter 0711 445566',
    '29 €',
    '59 €',
  ],
  ['french', 'Festival Lumière : pass 3 jours 89 €, billet journée 35 €, du 4 au 6 juillet', '89 €', '35 €'],
  ['spanish', 'Autoescuela Vía: carné B 450 €, clases sueltas 30 €. Llama al 915 111 222', '450 €', '30 €'],
];

describe('two prices', () => {
  it.each(CASES)('%s: %s', (language, prompt, a, b) => {
    for (const [width, height] of [
      [1080, 1080],
      [300, 250],
      [1200, 628],
    ]) {
      const { pages } = writeCopy({ prompt, language, width, height, count: 4, seed: 1 });
      for (const page of pages)
        for (const block of page) {
          const texts = Array.isArray(block.value) ? block.value : [block.value];
          for (const t of texts) expect([t, t.includes(a) && t.includes(b) && /[+＋]/u.test(t)]).toEqual([t, false]);
          if (Array.isArray(block.value))
            for (const item of block.value)
              expect(block.value.filter((other) => other !== item && other.includes(item))).toEqual([]);
        }
    }
  });
});

describe('a deposit', () => {
  it.each<[LanguageId, string, string]>([
    ['german', 'Glühwein vom Weingut Berger am Weihnachtsmarkt, Becher 4,50 € plus 2 € Pfand', '2 € Pfand'],
    ['english', 'Harbor Kayaks: kayak hire $40 per day plus a $100 deposit', '$100 deposit'],
  ])('%s: is never printed without its word', (language, prompt, deposit) => {
    const amount = deposit.replace(/\s*\p{L}+$/u, '');
    const { pages } = writeCopy({ prompt, language, width: 1080, height: 1080, count: 4, seed: 1 });
    const texts = pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])));
    // Where the amount is printed, its word is beside it ("4,50 € + 2 €" read as a second price).
    const word = deposit.slice(amount.length).trim();
    expect(texts.filter((t) => t.includes(amount) && !t.includes(word))).toEqual([]);
  });
});
