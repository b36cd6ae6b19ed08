// Furniture contact sheets: prompts whose facts call for store badges, a contact block, an event's
// date lockup and offer stickers, in four languages and the sizes channels use most:
// `npm run render:samples -- --furniture [--out dir]` (one sheet per size, a prompt x language per row).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../libs/design-engine';
import { Cell, contactSheet } from './sheet';
import { promptVariants } from './prompt-variants';

export const FURNITURE_PROMPTS: string[] = [
  'Get the Budgetly app on iPhone and Android, download free and save $500 a year',
  'Emergency plumber in Leeds, 24/7 call-outs, call 0113 496 0000 or visit fixitplumbing.co.uk',
  'Jazz night concert at The Blue Room, Saturday 14 June at 8pm, tickets €20',
  'Trattoria Roma: 2 for 1 pasta every Tuesday, book a table',
  'Fashion sale: 30% off all dresses until Sunday at Maison Lune',
];
const LANGUAGES: LanguageId[] = ['english', 'arabic', 'japanese', 'spanish'];
const SIZES: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [300, 250],
  [728, 90],
  [970, 250],
];

export async function furnitureSamples(out: string, variants = 3): Promise<void> {
  mkdirSync(out, { recursive: true });
  for (const [width, height] of SIZES) {
    const rows: Cell[][] = [];
    for (const prompt of FURNITURE_PROMPTS) {
      for (const language of LANGUAGES) {
        const row: Cell[] = [];
        for (const [v, r] of (await promptVariants(prompt, language, width, height, variants)).entries()) {
          const f = r.report.furniture.map((x) => x.kind).join('+') || 'none';
          const lost = r.report.furnitureSkipped.map((x) => x.kind).join(',');
          row.push({
            image: r.image,
            width,
            height,
            caption: `${language.slice(0, 2)} v${v} ${r.report.family} - ${f}${lost ? ` (left out ${lost})` : ''}`,
          });
        }
        rows.push(row);
      }
    }
    const file = join(out, `furniture-${width}x${height}.png`);
    writeFileSync(
      file,
      await contactSheet(
        rows,
        width / height > 3 ? 480 : height > width ? 400 : 320,
        `Furniture (badges, contact, event lockup, sticker), ${width}x${height}`,
      ),
    );
    console.log('wrote', file);
  }
}
