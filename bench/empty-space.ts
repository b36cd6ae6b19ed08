// Empty space in prompt-only designs: for every render, the largest rectangle of the canvas that no
// ink reaches (text, button, logo, photo, built-in picture, furniture; backdrop panels and patterns are
// no ink) as a share of the canvas. A blind judge calls a layout unfinished when a third of it is an
// empty panel or gradient. Prompts in Latin, Arabic and Japanese scripts, each with its picture and
// without one (imagery: null, as when the prompt refuses clipart or no picture matches), over the
// catalog's formats x 4 variants.
//   npx ts-node --transpile-only bench/empty-space.ts [--sheet DIR] [--size 1080x1080] [--verbose]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../libs/design-engine';
import { largestEmptyShare } from '../libs/design-engine/testing/empty-space';
import { Cell, contactSheet } from './sheet';
import { promptVariants } from './prompt-variants';

export const EMPTY_PROMPTS: { language: LanguageId; prompt: string }[] = [
  { language: 'english', prompt: 'Emergency plumber in Houston, call 713 555 0199' },
  { language: 'english', prompt: 'Spring open day at Maple Grove Primary School, Saturday 12 April' },
  { language: 'german', prompt: 'Steuerberatung Keller in Hamburg: Erstgespräch kostenlos' },
  { language: 'french', prompt: 'Boulangerie Martin, pain au levain tous les matins' },
  { language: 'spanish', prompt: 'Taller de cerámica para adultos en Sevilla, plazas limitadas' },
  { language: 'italian', prompt: 'Studio dentistico a Torino, prima visita gratuita' },
  { language: 'portuguese', prompt: 'Corretora de seguros em Lisboa, peça já a sua simulação' },
  { language: 'dutch', prompt: 'Schildersbedrijf De Vries, binnen en buiten schilderwerk' },
  { language: 'arabic', prompt: 'مكتب محاماة في الرياض، استشارة أولى مجانية' },
  { language: 'arabic', prompt: 'عرض خاص: خصم 20% على القهوة المختصة' },
  { language: 'japanese', prompt: '税理士事務所、初回相談無料' },
  { language: 'japanese', prompt: 'ヨガ教室 新規会員募集中、体験レッスン500円' },
];

export const EMPTY_SIZES: [number, number][] = [
  [1080, 1080],
  [1080, 1350],
  [1080, 1920],
  [1200, 628],
  [300, 250],
  [160, 600],
  [300, 600],
  [728, 90],
  [970, 250],
  [320, 50],
];

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const sheetDir = arg('--sheet');
  const only = arg('--size');
  const verbose = process.argv.includes('--verbose');
  if (sheetDir) mkdirSync(sheetDir, { recursive: true });
  const sizes = only ? EMPTY_SIZES.filter(([w, h]) => `${w}x${h}` === only) : EMPTY_SIZES;
  const all: number[] = [];
  const byFamily = new Map<string, number[]>();
  for (const [width, height] of sizes) {
    for (const picture of [true, false]) {
      const shares: number[] = [];
      const rows: Cell[][] = [];
      for (const { language, prompt } of EMPTY_PROMPTS) {
        const results = await promptVariants(prompt, language, width, height, 4, () =>
          picture ? {} : { imagery: undefined },
        );
        const row: Cell[] = [];
        for (const [v, r] of results.entries()) {
          const share = largestEmptyShare(r.report, width, height);
          shares.push(share);
          all.push(share);
          const f = byFamily.get(r.report.family) ?? [];
          f.push(share);
          byFamily.set(r.report.family, f);
          if (verbose && share > 0.3)
            console.log(
              `  ${(share * 100).toFixed(0)}% ${width}x${height} ${language} v${v} ${r.report.family} "${prompt.slice(0, 30)}"`,
            );
          row.push({
            image: r.image,
            width,
            height,
            caption: `${language.slice(0, 2)} v${v} ${r.report.family} ${(share * 100).toFixed(0)}%`,
          });
        }
        rows.push(row);
      }
      console.log(`${width}x${height} ${picture ? 'picture   ' : 'no picture'}: ${summary(shares)}`);
      if (sheetDir) {
        const file = join(sheetDir, `empty-${width}x${height}-${picture ? 'pic' : 'nopic'}.png`);
        writeFileSync(
          file,
          await contactSheet(
            rows,
            width / height > 2.5 ? 420 : 240,
            `${width}x${height} ${picture ? 'picture' : 'no picture'}`,
          ),
        );
      }
    }
  }
  for (const [family, s] of [...byFamily].sort()) console.log(`  ${family.padEnd(12)} ${summary(s)}`);
  console.log(`all: ${summary(all)}`);
}

function summary(s: number[]): string {
  const sorted = [...s].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const p90 = sorted[Math.floor(0.9 * (sorted.length - 1))];
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  return `mean ${pct(mean)}  p90 ${pct(p90)}  max ${pct(sorted[sorted.length - 1])}  >25% ${s.filter((x) => x > 0.25).length}/${s.length}`;
}

void main();
