// Prompt-only designs as the API makes them (copywriter pages + built-in imagery), across categories,
// languages and sizes, as contact sheets: `npm run render:samples -- --prompts [--out dir]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../libs/design-engine';
import { Cell, contactSheet } from './sheet';
import { promptVariants } from './prompt-variants';

export const SAMPLE_PROMPTS: { language: LanguageId; prompt: string }[] = [
  { language: 'english', prompt: 'Fresh flowers delivered today, order by 2pm' },
  { language: 'english', prompt: 'Artisan bakery: warm croissants every morning from 7am' },
  { language: 'english', prompt: 'Grand opening of Luigi’s pizzeria on Main Street, 20% off this weekend' },
  { language: 'english', prompt: 'Our new budgeting app helps you save $500 a year, download free' },
  { language: 'english', prompt: 'Dog grooming in Brooklyn, book today, call 555-0134' },
  { language: 'english', prompt: 'Think different. Be bold.' },
  { language: 'german', prompt: 'Frische Brötchen und Kaffee jeden Morgen in unserer Bäckerei' },
  { language: 'french', prompt: 'Cours de guitare pour enfants, premier cours offert' },
  { language: 'spanish', prompt: 'Pizza artesanal con 20% de descuento este fin de semana' },
  { language: 'japanese', prompt: '週末限定、コーヒー半額' },
  { language: 'arabic', prompt: 'قهوة مختصة وحلويات طازجة كل صباح' },
  { language: 'italian', prompt: 'Gelato artigianale, nuovi gusti ogni settimana' },
  { language: 'portuguese', prompt: 'Promoção de bicicletas elétricas até domingo' },
  { language: 'dutch', prompt: 'Verse bloemen bezorgd vandaag' },
];

const SIZES: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
  [970, 250],
  [728, 90],
];

export async function promptSamples(out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  for (const [width, height] of SIZES) {
    const rows: Cell[][] = [];
    for (const { language, prompt } of SAMPLE_PROMPTS) {
      const results = await promptVariants(prompt, language, width, height, 4);
      const row: Cell[] = [];
      for (const [v, r] of results.entries()) {
        const im = r.report.imagery ? `${r.report.imagery.emoji} ${r.report.imagery.icon}` : 'no picture';
        row.push({
          image: r.image,
          width,
          height,
          caption: `${language.slice(0, 2)} v${v} ${r.report.family} - ${im}`,
        });
      }
      rows.push(row);
    }
    const file = join(out, `prompt-only-${width}x${height}.png`);
    writeFileSync(
      file,
      await contactSheet(
        rows,
        width / height > 3 ? 480 : 300,
        `Prompt only (copywriter + built-in imagery), ${width}x${height}`,
      ),
    );
    console.log('wrote', file);
  }
}
