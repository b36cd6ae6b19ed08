// Encode speed per output format (issue 19.5) and the time of an 8-format IAB set against one
// 1080x1080 design, in one thread (no pool): `npm run bench:encode`. Prints a Markdown table.
import { createCanvas } from '@napi-rs/canvas';
import { resolveSetFormats } from '../libs/design-engine/catalog/set-presets';
import { encodeCanvas, OutputFormat } from '../libs/design-engine/render/encode';
import { renderDesign } from '../libs/design-engine/render/render';
import { LATIN_PAGE, scenePhoto } from '../libs/design-engine/testing/fixtures';
import { prepareMedia } from '../libs/design-engine/media/prepare';

const RUNS = Number(process.env.RUNS ?? 9);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return p50(times);
}

async function main(): Promise<void> {
  const media = (await prepareMedia([{ kind: 'photo', data: await scenePhoto(1200, 800), crop: true }])).media;
  const input = { page: LATIN_PAGE, language: 'english' as const, variantIndex: 0, seed: 7, media };
  // The canvas of a finished 1080x1080 design, re-drawn from its JPEG so each encoder sees the same pixels.
  const design = await renderDesign({ ...input, width: 1080, height: 1080, format: 'png' });
  const { loadImage } = await import('@napi-rs/canvas');
  const img = await loadImage(design.image);
  const canvas = createCanvas(1080, 1080);
  canvas.getContext('2d').drawImage(img, 0, 0);

  console.log(`| encode 1080x1080 | p50 ms | bytes |\n|---|---|---|`);
  for (const format of ['jpg', 'png', 'webp', 'avif', 'pdf'] as OutputFormat[]) {
    let bytes = 0;
    const ms = await time(async () => {
      bytes = (await encodeCanvas(canvas, [format], { pageWidth: 1080, pageHeight: 1080 }))[0].image.length;
    });
    console.log(`| ${format} | ${ms.toFixed(1)} | ${bytes} |`);
  }
  const budget = await time(() =>
    encodeCanvas(canvas, ['jpg', 'webp'], { pageWidth: 1080, pageHeight: 1080, maxBytes: 60_000 }),
  );
  console.log(`| jpg + webp under 60 KB (quality search) | ${budget.toFixed(1)} | |`);

  const iab = resolveSetFormats('iab-standard');
  if (!iab.ok) throw new Error('preset');
  const single = await time(() => renderDesign({ ...input, width: 1080, height: 1080, format: 'jpg' }));
  const set = await time(async () => {
    for (const f of iab.formats) await renderDesign({ ...input, width: f.width, height: f.height, format: 'jpg' });
  });
  const setWebp = await time(async () => {
    for (const f of iab.formats)
      await renderDesign({ ...input, width: f.width, height: f.height, format: 'jpg', formats: ['webp'] });
  });
  console.log(`\n| render, one thread | p50 ms |\n|---|---|`);
  console.log(`| one 1080x1080 design, jpg | ${single.toFixed(1)} |`);
  console.log(`| IAB set, 8 formats x 1 look, jpg | ${set.toFixed(1)} (${(set / single).toFixed(2)}x) |`);
  console.log(
    `| IAB set, 8 formats x 1 look, jpg + webp | ${setWebp.toFixed(1)} (${(setWebp / single).toFixed(2)}x) |`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
