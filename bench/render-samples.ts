// Writes contact sheets (PNG) of every catalog format x a few contents x 4 variants to docs/samples/,
// for people to look at: `npm run render:samples` (`-- --prompts [--out dir]`: prompt-only designs
// across categories, languages and sizes, see prompt-samples.ts; `-- --sets [--out dir]`: one prompt's
// IAB and social campaign sets, one row per look, see set-samples.ts; `-- --furniture [--out dir]`:
// store badges, contact blocks, event lockups and offer stickers, see furniture-samples.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DESIGN_OPTIONS,
  DESIGN_TYPES,
  LAYOUT_FAMILIES,
  prepareMedia,
  renderDesign,
  RenderInput,
} from '../libs/design-engine';
import {
  ARABIC_PAGE,
  EMOJI_PAGE,
  JAPANESE_PAGE,
  LATIN_PAGE,
  logoPng,
  productPhoto,
  scenePhoto,
} from '../libs/design-engine/testing/fixtures';
import { furnitureSamples } from './furniture-samples';
import { promptSamples } from './prompt-samples';
import { setSamples } from './set-samples';
import { stripSamples } from './strip-samples';
import { Cell, contactSheet } from './sheet';

const OUT = join(__dirname, '..', 'docs', 'samples');

async function main(): Promise<void> {
  // `-- --prompts [--out dir]`: prompt-only designs across categories, languages and sizes
  if (process.argv.includes('--prompts')) {
    const at = process.argv.indexOf('--out');
    return promptSamples(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(OUT, 'prompts'));
  }
  if (process.argv.includes('--furniture')) {
    const at = process.argv.indexOf('--out');
    return furnitureSamples(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(OUT, 'furniture'));
  }
  if (process.argv.includes('--strips')) {
    const at = process.argv.indexOf('--out');
    return stripSamples(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(OUT, 'strips'));
  }
  if (process.argv.includes('--sets')) {
    const at = process.argv.indexOf('--out');
    return setSamples(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(OUT, 'sets'));
  }
  mkdirSync(OUT, { recursive: true });
  const { media } = await prepareMedia([
    { kind: 'photo', data: await scenePhoto(1600, 1067), crop: true },
    { kind: 'logo', data: await logoPng(), logoStyles: ['direct', 'outline'] },
    { kind: 'photo', data: await productPhoto(800, 1000), removeBg: true },
  ]);
  const [scene, logo, product] = media;
  const contents: { name: string; title: string; input: Partial<RenderInput> }[] = [
    {
      name: 'latin-prompt-only',
      title: 'English, text only (no media), mood energetic',
      input: { page: LATIN_PAGE, language: 'english', mood: 'energetic' },
    },
    {
      name: 'latin-photo-logo',
      title: 'English, photo + logo, brand colours #1F5EFF #FFB703',
      input: { page: LATIN_PAGE, language: 'english', media: [scene, logo], colors: ['#1F5EFF', '#FFB703'] },
    },
    {
      name: 'arabic-logo',
      title: 'Arabic (right to left), logo only, mood luxury',
      input: { page: ARABIC_PAGE, language: 'arabic', media: [logo], mood: 'luxury' },
    },
    {
      name: 'japanese-product',
      title: 'Japanese, product photo with background removed, mood playful',
      input: { page: JAPANESE_PAGE, language: 'japanese', media: [product], mood: 'playful' },
    },
  ];
  for (const c of contents) {
    for (const type of DESIGN_TYPES.filter((t) => t.type !== 'custom')) {
      const rows: Cell[][] = [];
      for (const f of type.subtypes) {
        const row: Cell[] = [];
        for (let v = 0; v < 4; v++) {
          const r = await renderDesign({
            width: f.width,
            height: f.height,
            variantIndex: v,
            seed: 2024,
            format: 'png',
            page: [],
            language: 'english',
            ...c.input,
          });
          row.push({
            image: r.image,
            width: f.width,
            height: f.height,
            caption: `${f.label} ${f.width}x${f.height} - v${v} ${r.report.family}, ${r.report.theme}, ${r.report.fonts.pairing}`,
          });
        }
        rows.push(row);
      }
      const cell = type.type === 'displayAds' ? 500 : 420;
      const file = join(OUT, `${c.name}-${type.type}.png`);
      writeFileSync(file, await contactSheet(rows, cell, `${type.label}: ${c.title}`));
      console.log('wrote', file);
    }
  }
  // Every layout family in four aspect classes, with a photo and logo.
  const formats = [
    [1080, 1080],
    [1200, 630],
    [1080, 1920],
    [728, 90],
  ];
  const rows: Cell[][] = [];
  for (const [i, family] of LAYOUT_FAMILIES.entries()) {
    const row: Cell[] = [];
    for (const [width, height] of formats) {
      const media = family === 'product' ? [product, logo] : [scene, logo];
      const r = await renderDesign({
        width,
        height,
        page: LATIN_PAGE,
        language: 'english',
        variantIndex: i % 4,
        seed: 7,
        format: 'png',
        media,
        settings: { designModel: family },
      });
      row.push({
        image: r.image,
        width,
        height,
        caption: `${family} ${width}x${height} - ${r.report.theme}, ${r.report.fonts.pairing}, ${r.report.style.frameStyle} frame, ${r.report.style.backdropStyle}`,
      });
    }
    rows.push(row);
  }
  const file = join(OUT, 'layout-families.png');
  writeFileSync(file, await contactSheet(rows, 400, 'Layout families (designModel), English, photo + logo'));
  console.log('wrote', file);

  // What each settings option does: one row per setting, one design per value.
  const settingRows: Cell[][] = [];
  const base: Record<string, string> = {
    theme: 'split',
    frameStyle: 'split',
    backdropStyle: 'centered',
    focus: 'split',
    imageStyle: 'fullBleed',
  };
  for (const [key, family] of Object.entries(base)) {
    const row: Cell[] = [];
    for (const value of DESIGN_OPTIONS[key as keyof typeof DESIGN_OPTIONS]) {
      const r = await renderDesign({
        width: 600,
        height: 600,
        page: [...EMOJI_PAGE.slice(0, 1), ...LATIN_PAGE.slice(1)],
        language: 'english',
        variantIndex: 0,
        seed: 11,
        format: 'png',
        media: key === 'backdropStyle' ? [logo] : [scene, logo],
        settings: { designModel: family, [key]: [value] },
      });
      row.push({ image: r.image, width: 600, height: 600, caption: `${key}: ${value} (${family})` });
    }
    settingRows.push(row);
  }
  const settingsFile = join(OUT, 'settings.png');
  writeFileSync(
    settingsFile,
    await contactSheet(
      settingRows,
      240,
      'Settings: each option of theme, frameStyle, backdropStyle, focus, imageStyle',
    ),
  );
  console.log('wrote', settingsFile);
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
