// Prompt-only (and photo) designs in the social and tall formats, as contact sheets, for looking at
// them as a marketer would post them: `npx ts-node --transpile-only bench/tall-samples.ts [--out dir]
// [--size 1080x1920] [--photo] [--model framed]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId, PreparedMedia } from '../libs/design-engine';
import { preparedUserMedia } from '../libs/design-engine/testing/user-media';
import {
  emptyBand,
  inProfileCorner,
  burstOverHero,
  overHero,
  typeShares,
} from '../libs/design-engine/testing/social-checks';
import { Cell, contactSheet } from './sheet';
import { promptVariants } from './prompt-variants';

export const TALL_PROMPTS: { language: LanguageId; prompt: string }[] = [
  { language: 'english', prompt: 'Summer sale: 40% off all sneakers this week only' },
  { language: 'english', prompt: 'Join our yoga retreat in Bali, 7 days of sun and calm' },
  { language: 'english', prompt: 'New seasonal menu at Harbor Grill, book a table tonight' },
  {
    language: 'english',
    prompt: 'Free webinar: grow your small business with email marketing, Thursday 5 June at 6pm',
  },
  { language: 'english', prompt: 'Try our meal planning app free for 30 days, download on iPhone' },
  { language: 'english', prompt: 'Dentist in Leeds now taking new patients, call 0113 496 0000' },
  { language: 'english', prompt: 'Handmade candles, 2 for 1 this weekend' },
  { language: 'german', prompt: 'Winterschlussverkauf: 50% Rabatt auf alle Jacken' },
  { language: 'german', prompt: 'Neues Fitnessstudio in Berlin, erste Woche gratis' },
  { language: 'french', prompt: 'Nouvelle collection de robes d’été, livraison gratuite' },
  { language: 'french', prompt: 'Concert de jazz samedi soir au Café des Arts' },
  { language: 'spanish', prompt: 'Clases de surf para principiantes en Málaga, reserva ya' },
  { language: 'italian', prompt: 'Pizzeria da Marco: 2 pizze al prezzo di 1 ogni martedì' },
  { language: 'portuguese', prompt: 'Curso online de fotografia com 30% de desconto' },
  { language: 'dutch', prompt: 'Nieuwe fietsen in de winkel, nu 25% korting' },
  { language: 'japanese', prompt: '新作スイーツ登場、期間限定で20%オフ' },
  { language: 'japanese', prompt: '英会話教室、無料体験レッスン受付中' },
  { language: 'arabic', prompt: 'خصم 30% على جميع العطور هذا الأسبوع' },
  { language: 'arabic', prompt: 'افتتاح مطعمنا الجديد في دبي، احجز طاولتك الآن' },
  { language: 'english', prompt: 'Pet insurance that covers everything, get a quote in 2 minutes' },
];

export const TALL_SIZES: [number, number][] = [
  [1080, 1920],
  [1080, 1350],
  [1080, 1080],
  [1200, 628],
  [1500, 500],
  [820, 312],
  [300, 600],
  [160, 600],
];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const out = arg('--out') ?? '/tmp/tall';
  const only = arg('--size');
  const model = arg('--model');
  const limit = Number(arg('--limit') ?? TALL_PROMPTS.length);
  mkdirSync(out, { recursive: true });
  const photos: PreparedMedia[] = [];
  if (process.argv.includes('--photo')) {
    const m = await preparedUserMedia();
    photos.push(m.gym, m.team, m.lake);
  }
  const sizes = only ? TALL_SIZES.filter(([w, h]) => `${w}x${h}` === only) : TALL_SIZES;
  const metrics = process.argv.includes('--metrics');
  for (const [width, height] of sizes) {
    const rows: Cell[][] = [];
    const stats = { title: [] as number[], cta: [] as number[], band: [] as number[], sticker: 0, corner: 0, n: 0 };
    for (const [i, { language, prompt }] of TALL_PROMPTS.slice(0, limit).entries()) {
      const row: Cell[] = [];
      const results = await promptVariants(prompt, language, width, height, 4, () => ({
        media: photos.length ? [photos[i % photos.length]] : undefined,
        settings: model ? { designModel: model } : undefined,
      }));
      for (const [v, r] of results.entries()) {
        const title = r.report.text.find((t) => t.id === 'title');
        const shares = typeShares(r.report, width, height);
        stats.n++;
        stats.title.push(shares.title);
        if (shares.cta > 0) stats.cta.push(shares.cta);
        const band = emptyBand(r.report, width, height);
        stats.band.push(band);
        if (band > 0.25 && process.argv.includes('--verbose'))
          console.log(
            `  band ${(band * 100).toFixed(0)}% ${language} v${v} ${r.report.family} "${prompt.slice(0, 30)}"`,
          );
        const covered = [...overHero(r.report), ...(burstOverHero(r.report) ? ['burst'] : [])];
        if (covered.length) {
          stats.sticker++;
          if (process.argv.includes('--verbose'))
            console.log(`  over hero ${covered.join()} ${language} v${v} ${r.report.family} "${prompt.slice(0, 30)}"`);
        }
        if (inProfileCorner(r.report, width, height, language === 'arabic').length) stats.corner++;
        if (metrics) continue;
        row.push({
          image: r.image,
          width,
          height,
          caption: `${language.slice(0, 2)} v${v} ${r.report.family} t${Math.round(title?.font.size ?? 0)}`,
        });
      }
      rows.push(row);
    }
    const med = (a: number[]): number => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? 0;
    const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
    console.log(
      `${width}x${height}: title median ${pct(med(stats.title))} min ${pct(Math.min(...stats.title))}, cta median ${pct(med(stats.cta))} min ${pct(Math.min(...stats.cta))}, empty band >25% ${stats.band.filter((b) => b > 0.25).length}/${stats.n} (worst ${pct(Math.max(...stats.band))}), over hero ${stats.sticker}, profile corner ${stats.corner}`,
    );
    if (metrics) continue;
    const file = join(out, `tall-${width}x${height}${photos.length ? '-photo' : ''}${model ? `-${model}` : ''}.png`);
    writeFileSync(file, await contactSheet(rows, width / height > 2.5 ? 420 : 260, `${width}x${height}`));
    console.log('wrote', file);
  }
}

void main();
