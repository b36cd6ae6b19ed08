// The real-world prompts of the copywriter's specs and the rules every answer keeps: shared by
// write-copy.spec.ts (each prompt once) and write-copy.matrix.slow.spec.ts (each in every language and size).
import { checkFacts } from '../fact-check';
import { BLOCK_LIMITS, classifyFormat } from '../formats';
import { PHRASE_BANKS } from '../languages';
import { parsePages } from '../parse-pages';
import { formatDate, formatOffer } from '../render-facts';
import { includesLoose, textLength } from '../text';
import type { Block, CopyRequest, LanguageId, Page, Persona } from '../types';
import { writeCopy } from '../write-copy';

export interface Case {
  name: string;
  prompt: string;
  size: readonly [number, number];
  language: LanguageId;
  /** Hand-checked strings the copy must contain in this language (offers, dates, names). */
  expect: string[];
  persona?: Persona;
}

/** Real-world prompts across industries, formats and languages. */
export const CASES: Case[] = [
  {
    name: 'retail summer sale',
    prompt: 'Summer sale: 30% off all running shoes at Stride until Sunday, free shipping over $50',
    size: [1080, 1080],
    language: 'spanish',
    expect: ['30 % de descuento', 'domingo', 'Envío gratis desde 50 $', 'Stride'],
  },
  {
    name: 'black friday electronics',
    prompt: 'Black Friday: up to 50% off electronics, ends Nov 30. Use code BF50',
    size: [320, 50],
    language: 'english',
    expect: ['Up to 50% off', 'November 30', 'BF50'],
  },
  {
    name: 'SaaS launch',
    prompt: 'Launch of FlowDesk 2.0, the project management platform for small businesses. Start your free trial today',
    size: [1200, 630],
    language: 'german',
    expect: ['FlowDesk 2.0', 'kostenlos testen'],
  },
  {
    name: 'restaurant opening',
    prompt: "Grand opening of Luigi's Trattoria in Brooklyn this Saturday at 7pm",
    size: [1080, 1920],
    language: 'french',
    expect: ["Luigi's Trattoria", 'samedi à 19 h', 'Brooklyn'],
  },
  {
    name: 'jazz night',
    prompt: 'Jazz night at The Blue Note on Friday June 14 at 8pm, tickets from $25',
    size: [300, 600],
    language: 'italian',
    expect: ['The Blue Note', 'da 25 $', 'venerdì 14 giugno'],
  },
  {
    name: 'job ad',
    prompt: "We're hiring senior backend engineers at Acme Corp, remote friendly, apply by June 30",
    size: [1080, 1080],
    language: 'dutch',
    // "apply by" is a deadline to apply, said as one (fact-wording.ts), not an offer's "tot".
    expect: ['Acme Corp', 'Solliciteren uiterlijk 30 juni'],
  },
  {
    name: 'charity ramadan',
    prompt: 'Donate to Food For All this Ramadan to help feed 1,000 families',
    size: [300, 250],
    language: 'arabic',
    expect: ['Food For All'],
  },
  {
    name: 'real estate open house',
    prompt: '3-bedroom apartments in downtown Austin from $350,000, open house Saturday',
    size: [1200, 630],
    language: 'portuguese',
    expect: ['a partir de US$ 350.000', 'Austin', 'sábado'],
  },
  {
    name: 'yoga studio opening',
    prompt: 'Yoga studio Zen Flow opening in Amsterdam, first class free, 20% off memberships for students',
    size: [1080, 1350],
    language: 'japanese',
    expect: ['Zen Flow', '20%オフ', '初回レッスン無料'],
  },
  {
    name: 'travel flights',
    prompt: 'Book your summer flights to Lisbon from €49, this weekend only',
    size: [728, 90],
    language: 'english',
    expect: ['from €49', 'this weekend only'],
  },
  {
    name: 'online course',
    prompt: 'Enroll in our online Python course, 40% off for students until September 1',
    size: [300, 250],
    language: 'spanish',
    expect: ['40 % de descuento', '1 de septiembre'],
  },
  {
    name: 'app install',
    prompt: 'Download the FitTrack app, free on iOS and Android, for runners',
    size: [320, 50],
    language: 'french',
    expect: ['FitTrack'],
  },
  {
    name: 'B2B webinar',
    prompt: 'Free webinar: Scaling DevOps with Kubernetes, Thursday June 12 at 3pm, register now',
    size: [1080, 1080],
    language: 'german',
    expect: ['Scaling DevOps with Kubernetes', 'kostenlose Anmeldung', 'Donnerstag, 12. Juni um 15 Uhr'],
  },
  {
    name: 'pizza BOGO',
    prompt: "Buy one get one free on all pizzas at Tony's Pizza every Tuesday",
    size: [300, 600],
    language: 'portuguese',
    expect: ["Tony's Pizza", 'leve 2, pague 1', 'terça-feira'],
  },
  {
    name: 'luxury skincare',
    prompt: 'Promote our organic skincare line for women with a luxury feel, 19,99 € serum',
    size: [1080, 1920],
    language: 'italian',
    expect: ['19,99 €'],
  },
  {
    name: 'christmas market',
    prompt: 'Christmas market at Central Park, Dec 12-14, free entry',
    size: [1200, 630],
    language: 'dutch',
    expect: ['gratis entree', '12–14 december', 'Central Park'],
  },
  {
    name: 'cyber monday phone',
    prompt: 'Cyber Monday deal: $100 off the Pixel 9 Pro at TechHub, today only',
    size: [300, 250],
    language: 'english',
    expect: ['$100 off', 'today only', 'TechHub'],
  },
  {
    name: 'valentines gift boxes',
    prompt: "Valentine's Day gift boxes from Maison Rose, 15% off with code LOVE15 until February 14",
    size: [1080, 1080],
    language: 'french',
    expect: ['-15 %', 'LOVE15', '14 février', 'Maison Rose'],
  },
  {
    name: 'back to school',
    prompt: 'Back to school: 25% off backpacks and notebooks for kids at PaperPlanet, ends September 5',
    size: [728, 90],
    language: 'german',
    expect: ['25 % Rabatt', 'September'],
  },
  {
    name: "mother's day flowers",
    prompt: "Mother's Day flowers from Bloom & Co, free delivery, order by May 9",
    size: [1080, 1350],
    language: 'spanish',
    expect: ['envío gratis', '9 de mayo', 'Bloom & Co'],
  },
  {
    name: 'coffee shop autumn menu',
    prompt: 'New autumn menu at Bean There Café: pumpkin spice latte for only $4.50',
    size: [640, 360],
    language: 'english',
    expect: ['$4.50', 'Bean There Café'],
  },
  {
    name: 'hotel spa',
    prompt: 'Luxury spa weekend at Hotel Miramar in Nice, 2 nights from €299, book by March 31',
    size: [1080, 1920],
    language: 'arabic',
    expect: ['299 يورو', '31 مارس', 'Hotel Miramar'],
  },
  {
    name: 'gym january',
    prompt: 'Join IronWorks Gym this January: no joining fee, first month $19',
    size: [500, 500],
    language: 'italian',
    expect: ['nessuna quota di iscrizione', '19 $'],
  },
  {
    name: 'insurance quote',
    prompt: 'Get a free quote for small business insurance from SafeHarbor',
    size: [300, 600],
    language: 'dutch',
    expect: ['gratis offerte', 'SafeHarbor'],
  },
  {
    name: 'furniture clearance',
    prompt: 'Clearance sale at Nordhaus Furniture: up to 60% off sofas, 48 hours only',
    size: [1080, 1080],
    language: 'japanese',
    expect: ['最大60%オフ', '48時間'],
  },
  {
    name: 'car test drive',
    prompt: 'Test drive the new Volta EV at Greenway Motors this weekend',
    size: [1200, 630],
    language: 'english',
    expect: ['Volta EV', 'this weekend'],
  },
  {
    name: 'tribute concert',
    prompt: 'Coldplay tribute night at Club Echo, Saturday 9pm, tickets €20',
    size: [400, 1000],
    language: 'spanish',
    expect: ['20 €', 'sábado'],
  },
  {
    name: 'masterclass early bird',
    prompt: 'Introducing "Design Systems Masterclass" by Anna Lee, early bird 30% off until Friday',
    size: [1080, 1080],
    language: 'portuguese',
    expect: ['Design Systems Masterclass', '30% de desconto', 'sexta-feira'],
  },
  {
    name: 'halloween party',
    prompt: 'Halloween costume party at The Loft, October 31, free entry before 10pm',
    size: [300, 250],
    language: 'german',
    expect: ['Eintritt frei'],
  },
  {
    name: 'pet food subscription',
    prompt: 'Subscribe to PawBox and get 20% off your first box of dog food',
    size: [1080, 1920],
    language: 'english',
    expect: ['20% off', 'PawBox'],
  },
  {
    name: 'dental consultation',
    prompt: 'BrightSmile Dental: free consultation for new patients this month',
    size: [1080, 1350],
    language: 'french',
    expect: ['consultation gratuite', 'ce mois-ci', 'BrightSmile Dental'],
  },
  {
    name: 'ramadan market',
    prompt: 'Ramadan Kareem: 20% off dates and sweets at Al Noor Market until the end of the month',
    size: [1200, 630],
    language: 'arabic',
    expect: ['خصم 20%', 'حتى نهاية الشهر', 'Al Noor Market'],
  },
  {
    name: 'bakery',
    prompt: 'Fresh croissants every morning at Petit Four bakery in Lyon',
    size: [2000, 300],
    language: 'italian',
    expect: [],
  },
  {
    name: 'German shoe shop (German prompt)',
    prompt: 'Sommerschlussverkauf bei Schuhhaus Müller: 30 % Rabatt auf alle Sandalen bis Samstag',
    size: [1080, 1080],
    language: 'german',
    expect: ['30 % Rabatt', 'bis Samstag', 'Schuhhaus Müller'],
  },
  {
    name: 'Spanish dress sale (Spanish prompt)',
    prompt: 'Rebajas de verano: 40% de descuento en vestidos hasta el 31 de julio',
    size: [1080, 1920],
    language: 'english',
    expect: ['40% off', 'July 31'],
  },
  {
    name: 'Japanese sale (Japanese prompt)',
    prompt: '夏のセール 全品30%オフ 8月31日まで 送料無料',
    size: [300, 250],
    language: 'japanese',
    expect: ['30%オフ', '送料無料'],
  },
  {
    name: 'Arabic perfume sale (Arabic prompt)',
    prompt: 'خصم 25% على جميع العطور حتى الجمعة مع شحن مجاني',
    size: [1080, 1080],
    language: 'arabic',
    expect: ['خصم 25%', 'الجمعة', 'شحن مجاني'],
  },
  {
    name: 'brand persona, no brand in prompt',
    prompt: 'New winter collection, 20% off coats this week',
    size: [1080, 1350],
    language: 'english',
    expect: ['20% off', 'Nordlys'],
    persona: {
      brandName: 'Nordlys',
      emotions: ['calm', 'minimal'],
      industry: 'fashion',
      audience: ['young professionals'],
    },
  },
];

export const SIZES: ReadonlyArray<readonly [number, number]> = [
  [320, 50],
  [728, 90],
  [300, 250],
  [300, 600],
  [1080, 1080],
  [1080, 1920],
  [1200, 630],
  [777, 333],
];

function texts(block: Block): string[] {
  return block.type === 'bulletlist' ? block.value : [block.value];
}
export function allText(pages: Page[]): string[] {
  return pages.flatMap((p) => p.flatMap(texts));
}

/** The rules every answer keeps, whatever the prompt, format or language. */
export function checkAnswer(req: CopyRequest): void {
  const { pages, analysis } = writeCopy(req);
  const formatClass = classifyFormat(req.width, req.height);
  const limits = BLOCK_LIMITS[formatClass];
  const bank = PHRASE_BANKS[req.language];
  const context = `${req.prompt} @ ${req.width}x${req.height} ${req.language}`;

  expect({ context, count: pages.length }).toEqual({ context, count: req.count ?? 3 });
  for (const page of pages) {
    const titles = page.filter((b) => b.type === 'title');
    expect({ context, page, titles: titles.length }).toEqual({ context, page, titles: 1 });
    expect(page[0].type).toBe('title');
    expect(page[page.length - 1].type).toBe('cta');
    expect(page.length).toBeLessThanOrEqual(limits.maxBlocks);
    for (const block of page) {
      const limit = limits.blocks[block.type];
      expect({ context, block, allowed: limit !== undefined }).toEqual({ context, block, allowed: true });
      if (block.type === 'bulletlist') {
        const list = limits.blocks.bulletlist;
        expect(block.value.length).toBeGreaterThanOrEqual(1);
        expect(block.value.length).toBeLessThanOrEqual(list?.maxItems ?? 0);
      }
      for (const t of texts(block)) {
        expect({ context, t, empty: t.trim() === '' }).toEqual({ context, t, empty: false });
        expect({ context, t, fits: textLength(t) <= (limit?.maxChars ?? 0) }).toEqual({ context, t, fits: true });
        expect(t).not.toMatch(/[{}]|undefined|null|\s{2}/);
      }
    }
  }
  // No number the prompt does not give, no amount in a wrong role ("Only $40" for a minimum spend).
  const { invented, misused } = checkFacts(req.prompt, pages, { language: req.language });
  expect({ context, invented, misused }).toEqual({ context, invented: [], misused: [] });
  // Pages differ from one another, titles too.
  const keys = pages.map((p) => JSON.stringify(p));
  expect(new Set(keys).size).toBe(pages.length);
  const titles = pages.map((p) => (p[0].value as string).toLowerCase());
  expect(new Set(titles).size).toBe(pages.length);
  // The validator the service uses on LLM answers accepts the built-in writer's pages.
  expect(parsePages(pages, { width: req.width, height: req.height, count: req.count ?? 3 })).toEqual({
    ok: true,
    pages,
  });

  // Every offer and every date of the prompt is in the copy, in the language's wording.
  if ((req.count ?? 3) >= 3) {
    const all = allText(pages);
    for (const offer of analysis.offerDetails) {
      // The user's words in their own language, the bank's wording otherwise (or where those do not fit).
      const wording = [formatOffer(offer, bank, analysis.promptLanguage), formatOffer(offer, bank)];
      expect({ context, wording, present: all.some((t) => wording.some((w) => includesLoose(t, w))) }).toEqual({
        context,
        wording,
        present: true,
      });
    }
    expect({ context, missing: checkFacts(req.prompt, pages, { language: req.language }).missing }).toEqual({
      context,
      missing: [],
    });
    for (const date of analysis.dateDetails) {
      const forms = [formatDate(date, bank), formatDate({ ...date, time: undefined }, bank, 'when')];
      expect({ context, forms, present: all.some((t) => forms.some((f) => includesLoose(t, f))) }).toEqual({
        context,
        forms,
        present: true,
      });
    }
    // Names appear exactly as written (case and all) when they appear.
    for (const name of [analysis.brand, analysis.productIsName ? analysis.product : undefined]) {
      if (!name) continue;
      expect({ context, name, verbatim: all.some((t) => t.includes(name)) }).toEqual({ context, name, verbatim: true });
      for (const t of all) if (includesLoose(t, name)) expect(t.includes(name)).toBe(true);
    }
  }
}
