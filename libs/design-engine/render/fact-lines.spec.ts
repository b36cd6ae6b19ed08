// An outside review found no variant carrying every fact of the prompt: the copy had "Call-out from $49"
// but the design, short of room, dropped the line that said it and kept stock copy. Lines that carry a
// fact (layout/fact-lines.ts) are now given up after every stock line, and covers keep them.
import type { LanguageId } from '../catalog/languages';
import { Block, renderDesign } from './render';

interface Case {
  language: LanguageId;
  page: Block[];
  /** What the fact-bearing line must show once drawn. */
  fact: string;
}

// Stock copy around one fact, in a bullet.
const BULLET_FACT: Case[] = [
  {
    language: 'english',
    fact: '$49',
    page: [
      { type: 'title', value: 'Locked out? We come to you' },
      { type: 'subtitle', value: 'Friendly local locksmiths' },
      { type: 'bulletlist', value: ['Fast and friendly service', 'Call-out from $49', 'All locks and keys'] },
      { type: 'cta', value: 'Call now' },
    ],
  },
  {
    language: 'spanish',
    fact: '15 de marzo',
    page: [
      { type: 'title', value: 'Gran reapertura de la librería' },
      { type: 'subtitle', value: 'Libros para toda la familia' },
      { type: 'bulletlist', value: ['Un ambiente acogedor', 'Sábado 15 de marzo', 'Café y lectura'] },
      { type: 'cta', value: 'Ven a vernos' },
    ],
  },
  {
    language: 'german',
    fact: '19,90 €',
    page: [
      { type: 'title', value: 'Frühstück wie bei Oma' },
      { type: 'subtitle', value: 'Unser Café am Markt' },
      { type: 'bulletlist', value: ['Hausgemachte Marmelade', 'Buffet für 19,90 €', 'Gemütliche Atmosphäre'] },
      { type: 'cta', value: 'Tisch reservieren' },
    ],
  },
  {
    language: 'japanese',
    fact: '3000円',
    page: [
      { type: 'title', value: '春の着付け教室' },
      { type: 'subtitle', value: '初心者の方も歓迎' },
      { type: 'bulletlist', value: ['丁寧な個別指導', '体験レッスン3000円', '手ぶらで参加できます'] },
      { type: 'cta', value: '申し込む' },
    ],
  },
];

// One fact in the body, stock bullets and subtitle around it.
const BODY_FACT: Case[] = [
  {
    language: 'french',
    fact: '12 h',
    page: [
      { type: 'title', value: 'La cuisine de saison de notre chef' },
      { type: 'subtitle', value: 'Des produits frais et locaux, cuisinés avec passion' },
      { type: 'body', value: 'Menu du midi servi du lundi au vendredi dès 12 h, rue des Lilas.' },
      { type: 'bulletlist', value: ['Une terrasse ombragée et calme', 'Une cave à vins choisie avec soin'] },
      { type: 'cta', value: 'Réserver une table' },
    ],
  },
  {
    language: 'italian',
    fact: '24,50 €',
    page: [
      { type: 'title', value: 'La pizza napoletana come una volta' },
      { type: 'subtitle', value: 'Impasto lievitato a lungo, forno a legna' },
      { type: 'body', value: 'Menu famiglia per quattro persone a 24,50 € ogni domenica sera.' },
      { type: 'bulletlist', value: ['Ingredienti freschi ogni giorno', 'Un ambiente accogliente'] },
      { type: 'cta', value: 'Prenota ora' },
    ],
  },
  {
    language: 'arabic',
    fact: '٥٠',
    page: [
      { type: 'title', value: 'أفضل قهوة مختصة في المدينة' },
      { type: 'subtitle', value: 'حبوب محمصة طازجة كل صباح في مقهانا' },
      { type: 'body', value: 'خصم ٥٠ ريال على اشتراك القهوة الشهري حتى نهاية الشهر.' },
      { type: 'bulletlist', value: ['جو هادئ ومريح للعمل', 'حلويات منزلية لذيذة'] },
      { type: 'cta', value: 'زورونا اليوم' },
    ],
  },
];

async function drawn(c: Case, width: number, height: number, variantIndex: number): Promise<string> {
  const { report } = await renderDesign({
    width,
    height,
    page: c.page,
    language: c.language,
    variantIndex,
    seed: 11,
    format: 'png',
  });
  // every line as one text, a hyphenated break joined again, spaces left out (a fact may wrap)
  return report.text
    .map((t) => t.lines.join('\n'))
    .join('\n')
    .replace(/[-‐]\n(?=\p{L})/gu, '')
    .replace(/\s+/g, '')
    .toLocaleLowerCase();
}

const shows = (text: string, fact: string) => text.includes(fact.replace(/\s+/g, '').toLocaleLowerCase());

describe('lines that carry a fact', () => {
  it('stay on a cover (1500x500) when its stock body and bullets go', async () => {
    const lost: string[] = [];
    for (const c of BULLET_FACT)
      for (const v of [0, 1, 2]) if (!shows(await drawn(c, 1500, 500, v), c.fact)) lost.push(`${c.language} v${v}`);
    expect(lost).toEqual([]);
  });

  it('leave the stock bullets of a cover out', async () => {
    const text = await drawn(BULLET_FACT[0], 1500, 500, 0);
    expect([shows(text, 'Fast and friendly service'), shows(text, 'All locks and keys')]).toEqual([false, false]);
  });

  it('outlast stock bullets and subtitles where a format is short of room (160x600)', async () => {
    const lost: string[] = [];
    for (const c of [...BODY_FACT, ...BULLET_FACT])
      for (const [w, h] of [[160, 600]])
        for (const v of [0, 1, 2, 3])
          if (!shows(await drawn(c, w, h, v), c.fact)) lost.push(`${c.language} ${w}x${h} v${v}`);
    expect(lost).toEqual([]);
  });

  it('take the place of a stock line when their own block cannot hold them (300x250)', async () => {
    const lost: string[] = [];
    for (const c of BODY_FACT)
      for (const v of [0, 1, 2, 3]) if (!shows(await drawn(c, 300, 250, v), c.fact)) lost.push(`${c.language} v${v}`);
    expect(lost).toEqual([]);
  });
});
