// Short and wide banners (728x90, 320x50, 468x60, 300x50, 970x90, 970x250, 160x600, 300x250, 336x280)
// of prompt-only designs as the API makes them, one sheet per size at 1x, plus a line per render
// (headline, button, brand, type size, warnings) for reading without the pictures:
// `npm run render:samples -- --strips [--out dir]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../libs/design-engine';
import { Cell, contactSheet } from './sheet';
import { promptVariants } from './prompt-variants';

export const STRIP_PROMPTS: { language: LanguageId; prompt: string }[] = [
  { language: 'english', prompt: 'Bloom & Co florists: fresh flowers delivered today, order by 2pm' },
  { language: 'english', prompt: 'Dog grooming in Brooklyn, book today, call 555-0134' },
  { language: 'english', prompt: 'Summer sale at Northwind Outfitters: 30% off hiking boots until Sunday' },
  { language: 'english', prompt: 'Jazz night at The Blue Room, Saturday 14 June at 8pm, tickets $20' },
  { language: 'english', prompt: 'Budgetly app: save $500 a year, download free' },
  { language: 'german', prompt: 'Bäckerei Müller: frische Brötchen jeden Morgen ab 6 Uhr' },
  { language: 'german', prompt: 'Autohaus Weber: Winterreifen-Wechsel nur 39 €, Termin unter 089 123456' },
  { language: 'french', prompt: 'Cours de guitare pour enfants chez Studio Accord, premier cours offert' },
  { language: 'french', prompt: 'Soldes chez Maison Lune : -40 % sur les robes jusqu’au 31 janvier' },
  { language: 'spanish', prompt: 'Pizzería Napoli: pizza artesanal con 20% de descuento este fin de semana' },
  { language: 'spanish', prompt: 'Clínica dental Sonrisa, primera consulta gratis, llama al 912 345 678' },
  { language: 'italian', prompt: 'Gelateria Dolce Vita: gelato artigianale, nuovi gusti ogni settimana' },
  { language: 'italian', prompt: 'Palestra FitZone: iscrizione gratuita fino al 30 settembre' },
  { language: 'portuguese', prompt: 'Promoção de bicicletas elétricas na Loja Pedal até domingo' },
  { language: 'portuguese', prompt: 'Hotel Mar Azul: diárias a partir de R$199 em dezembro' },
  { language: 'dutch', prompt: 'Verse bloemen bezorgd vandaag door Bloemenhuis Roos' },
  { language: 'dutch', prompt: 'Fietsenwinkel De Snelle: 25% korting op e-bikes tot zaterdag' },
  { language: 'japanese', prompt: 'カフェ・ミドリ 週末限定、コーヒー半額' },
  { language: 'japanese', prompt: '英会話スクールABC 無料体験レッスン受付中 03-1234-5678' },
  { language: 'arabic', prompt: 'مطعم الياسمين: خصم 20% على جميع الأطباق حتى الجمعة' },
  { language: 'arabic', prompt: 'قهوة مختصة وحلويات طازجة كل صباح' },
];

export const STRIP_SIZES: [number, number][] = [
  [728, 90],
  [320, 50],
  [468, 60],
  [300, 50],
  [970, 90],
  [970, 250],
  [160, 600],
  [300, 250],
  [336, 280],
];

export async function stripSamples(out: string, variants = 3): Promise<void> {
  mkdirSync(out, { recursive: true });
  const only = process.env.STRIP_SIZES?.split(',');
  const log: string[] = [];
  for (const [width, height] of STRIP_SIZES) {
    if (only && !only.includes(`${width}x${height}`)) continue;
    const rows: Cell[][] = [];
    for (const { language, prompt } of STRIP_PROMPTS) {
      const row: Cell[] = [];
      for (const [v, r] of (await promptVariants(prompt, language, width, height, variants)).entries()) {
        const t = (id: string) => r.report.text.find((x) => x.id === id);
        const title = t('title');
        log.push(
          [
            `${width}x${height}`,
            language.slice(0, 2),
            `v${v}`,
            r.report.family,
            `T[${title?.lines.join(' / ')}]@${title?.font.size}`,
            ...['subtitle', 'offer', 'cta', 'brand'].map((id) =>
              t(id) ? `${id}[${t(id)!.lines.join(' / ')}]@${t(id)!.font.size}` : '',
            ),
            r.report.furniture.map((f) => f.kind).join('+'),
            r.report.warnings.length ? `W: ${r.report.warnings.join(' | ')}` : '',
          ]
            .filter(Boolean)
            .join('  '),
        );
        row.push({ image: r.image, width, height, caption: `${language.slice(0, 2)} v${v} ${r.report.family}` });
      }
      rows.push(row);
    }
    const file = join(out, `strips-${width}x${height}.png`);
    writeFileSync(
      file,
      await contactSheet(
        rows,
        Math.max(width, height) <= 600 ? Math.max(width, height) : 970,
        `Strips ${width}x${height}`,
      ),
    );
    console.log('wrote', file);
  }
  writeFileSync(join(out, 'strips.txt'), log.join('\n') + '\n');
}
