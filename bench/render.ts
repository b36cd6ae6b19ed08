// Render benchmark: sharp-only JPEG encode (the floor) vs full designs, and worker-pool throughput.
// `npm run bench:render` prints the numbers; `-- --write` also records them in bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRenderPool, prepareMedia, renderDesign, RenderInput } from '../libs/design-engine';
import type { FurnitureFacts } from '../libs/design-engine/furniture/types';
import { matchImagery } from '../libs/design-engine/imagery/match';
import { detectSubject } from '../libs/design-engine/photo/crop';
import { LATIN_PAGE, logoPng, scenePhoto } from '../libs/design-engine/testing/fixtures';
import { monoLogo, personPhoto } from '../libs/design-engine/testing/photo-fixtures';

const RUNS = 60;

const NOTES = `Notes:
- Floor and designs are timed interleaved, so they see the same machine load (this machine is shared
  with other jobs at times: the load average above says how busy it was).
- Not in the design timings: \`prepareMedia\` (decode, EXIF, attention focal point), which runs once per
  request and is shared by its variants; the photo here is a 1600x1067 JPEG prepared up front.
- Each worker keeps its last few decoded media, pattern and colour-mesh rasters: repeated designs of one
  format and palette reuse them (the pool run cycles through 4 variants, i.e. 4 layout families).
- JPEG is encoded straight from the canvas (no pixel copy); PNG goes through sharp.
- Built-in illustrations: each worker reads an icon's SVG from the package once and keeps its last 48
  rasters by icon and size (a first use costs about 5 ms at 400 px); the pattern of the subject is a
  cached group like the other patterns. The medians above are warm.`;

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Medians of several timed tasks, run interleaved so that they see the same machine load. */
async function timeAll(tasks: (() => Promise<unknown>)[], runs = RUNS): Promise<number[]> {
  for (let i = 0; i < 5; i++) for (const t of tasks) await t();
  const out: number[][] = tasks.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < tasks.length; k++) {
      const t = process.hrtime.bigint();
      await tasks[k]();
      out[k].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return out.map(median);
}

async function main(): Promise<void> {
  sharp.cache(false);
  const { media } = await prepareMedia([
    { kind: 'photo', data: await scenePhoto(1600, 1067), crop: true },
    { kind: 'logo', data: await logoPng() },
  ]);
  // photo, logo, headline, bullets, badge (the offer) and button
  const page = LATIN_PAGE.filter((b) => b.type !== 'body' && b.type !== 'subtitle');
  const design = (width: number, height: number): RenderInput => ({
    width,
    height,
    page,
    language: 'english',
    variantIndex: 0,
    seed: 1,
    format: 'jpg',
    media,
    settings: { designModel: 'offerBadge' },
  });

  // The floor: encoding a finished design's raw pixels, with the engine's JPEG settings.
  const sample = await renderDesign(design(1080, 1080));
  const raw = await sharp(sample.image).ensureAlpha().raw().toBuffer();
  // prompt only: no media, the built-in illustration of the prompt in a scene (split: tinted ground,
  // pattern of the subject, disc, hero with a shadow), and in the strip of a full-bleed ground
  const imagery = matchImagery({ text: 'Artisan bakery: warm croissants every morning', languages: ['english'] });
  const promptOnly = (designModel: string): RenderInput => ({
    width: 1080,
    height: 1080,
    page,
    language: 'english',
    variantIndex: 0,
    seed: 1,
    format: 'jpg',
    imagery,
    settings: { designModel },
  });
  // issue 15: a person photo (heads kept whole, shown whole over a blurred fill when needed) and a dark
  // logo on a dark ground (measured, knocked out)
  const person = await personPhoto();
  const { media: people } = await prepareMedia([
    { kind: 'photo', data: person.data },
    { kind: 'logo', data: await monoLogo('#1c1c1c') },
  ]);
  const personDesign: RenderInput = {
    ...design(1080, 1080),
    media: people,
    settings: { designModel: 'bannerStrip', theme: ['dark'] },
  };
  // issue 15.7: the same prompt-only designs with furniture (date lockup + offer sticker; store badges + sticker)
  const event: FurnitureFacts = {
    event: { day: '14', month: 'June', weekday: 'Saturday', time: '8pm', venue: 'The Blue Room' },
    sticker: { kind: 'percent', text: '-30%' },
  };
  const app: FurnitureFacts = { app: { stores: ['app-store', 'google-play'] }, sticker: { kind: 'free' } };
  const [floor, square, tall, split, full, withPerson, splitEvent, fullApp] = await timeAll([
    () =>
      sharp(raw, { raw: { width: 1080, height: 1080, channels: 4 } })
        .jpeg({ quality: 88 })
        .toBuffer(),
    () => renderDesign(design(1080, 1080)),
    () => renderDesign(design(300, 600)),
    () => renderDesign(promptOnly('split')),
    () => renderDesign(promptOnly('fullBleed')),
    () => renderDesign(personDesign),
    () => renderDesign({ ...promptOnly('split'), furniture: event }),
    () => renderDesign({ ...promptOnly('fullBleed'), furniture: app }),
  ]);
  const big = people[0];
  const [detect] = await timeAll([async () => detectSubject(big.data, big.width, big.height)], 30);

  const pool = createRenderPool({ size: 2 });
  await Promise.all(Array.from({ length: 8 }, (_, i) => pool.render({ ...design(1080, 1080), variantIndex: i % 4 })));
  const n = 160;
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: n }, (_, i) => pool.render({ ...design(1080, 1080), variantIndex: i % 4 })));
  const perSecond = n / (Number(process.hrtime.bigint() - t0) / 1e9);
  await pool.close();

  const lines = [
    `sharp JPEG encode of a raw 1080x1080 buffer (floor): ${floor.toFixed(1)} ms (median of ${RUNS})`,
    `full design 1080x1080 (photo, logo, headline, bullets, badge, button): ${square.toFixed(1)} ms = ${(square / floor).toFixed(2)}x the floor (goal <= 2.5x)`,
    `full design 300x600: ${tall.toFixed(1)} ms`,
    `prompt only 1080x1080, built-in illustration (${imagery?.emoji} ${imagery?.icon}) in a split scene: ${split.toFixed(1)} ms = ${(split / floor).toFixed(2)}x the floor (goal <= 2.5x)`,
    `prompt only 1080x1080, built-in illustration standing on a full-bleed ground: ${full.toFixed(1)} ms = ${(full / floor).toFixed(2)}x the floor (goal <= 2.5x)`,
    `prompt only 1080x1080 split + event date lockup and offer sticker: ${splitEvent.toFixed(1)} ms = ${(splitEvent / floor).toFixed(2)}x the floor (${(splitEvent / split).toFixed(2)}x the same design without them)`,
    `prompt only 1080x1080 full-bleed + two store badges and a sticker: ${fullApp.toFixed(1)} ms = ${(fullApp / floor).toFixed(2)}x the floor (${(fullApp / full).toFixed(2)}x the same design without them)`,
    `full design 1080x1080, person photo shown whole over a blurred fill + dark logo knocked out (bannerStrip, dark): ${withPerson.toFixed(1)} ms = ${(withPerson / floor).toFixed(2)}x the floor`,
    `head detection in prepareMedia (skin-tone blobs on a 96 px thumbnail of a ${big.width}x${big.height} photo): ${detect.toFixed(2)} ms`,
    `worker pool, 2 threads, 1080x1080: ${perSecond.toFixed(1)} designs/s (goal >= 40)`,
  ];
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadavg()[0].toFixed(2)} at start of the pool run`;
  console.log(lines.join('\n'));
  console.log(machine);
  if (process.argv.includes('--write')) {
    const file = join(__dirname, 'RESULTS.md');
    const section = `## Design engine\n\nMeasured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:render\` on ${machine}.\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${NOTES}\n`;
    let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
    const re = /## Design engine\n[\s\S]*?(?=\n## |$)/;
    doc = re.test(doc) ? doc.replace(re, section) : `${doc.trimEnd()}\n\n${section}`;
    writeFileSync(file, doc);
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
