// Contact sheets of user media as a designer would treat it (issue 15): brand kit, user photos
// (a person near the top of a tall photo, a team, a panorama), logo-only and an app screenshot, per
// category, in five formats x 4 variants. Writes docs/samples/media-*.png:
// `npm run render:samples:media` (`-- --only fitness` renders one case).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDesign, RenderInput } from '../libs/design-engine';
import type { Block } from '../libs/design-engine';
import { preparedUserMedia } from '../libs/design-engine/testing/user-media';
import { Cell, contactSheet } from './sheet';

const OUT = join(__dirname, '..', 'docs', 'samples');

const FORMATS: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
  [300, 250],
  [728, 90],
];

const page = (title: string, subtitle: string, cta: string, offer?: string): Block[] => [
  { type: 'title', value: title },
  { type: 'subtitle', value: subtitle },
  ...(offer ? [{ type: 'offer' as const, value: offer }] : []),
  { type: 'cta', value: cta },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const { gym, team, lake, screen, darkLogo, blueLogo } = await preparedUserMedia();
  const cases: { name: string; title: string; input: Partial<RenderInput> }[] = [
    {
      name: 'fitness-photo',
      title: 'fitness, user photo (head near the top of a tall photo) + dark logo, mood energetic',
      input: {
        page: page('Train harder this winter', 'Coached classes every morning at 7', 'Book a class', 'First week free'),
        media: [gym, darkLogo],
        mood: 'energetic',
        category: 'fitness',
      },
    },
    {
      name: 'fashion-brandkit',
      title: 'fashion, brand kit black + beige (#111111, #E8DCC8) with a dark logo, no photo',
      input: {
        page: page('The Autumn Edit', 'Tailoring in wool and cashmere', 'Shop the edit', '20% off'),
        brand: { name: 'Maison Beige', colors: ['#111111', '#E8DCC8'], logo: darkLogo },
        category: 'fashion',
      },
    },
    {
      name: 'fashion-brandkit-photo',
      title: 'fashion, brand kit black + beige with the team photo and a dark logo',
      input: {
        page: page('Meet the makers', 'Every coat is cut by hand in our studio', 'Our story'),
        brand: { name: 'Maison Beige', colors: ['#111111', '#E8DCC8'], logo: darkLogo },
        media: [team],
        category: 'fashion',
      },
    },
    {
      name: 'travel-panorama',
      title: 'travel, a 3:1 panorama (shown whole where a crop would keep a sliver), request colours #2F6F8F #F4A259',
      input: {
        page: page('Lake weekends from $199', 'Cabins, canoes and quiet mornings', 'Book now'),
        media: [lake],
        colors: ['#2F6F8F', '#F4A259'],
        category: 'travel',
      },
    },
    {
      name: 'restaurant-logo-only',
      title: 'food, logo only (blue mark), mood natural',
      input: {
        page: page('Sunday brunch is back', 'Fresh pastries, slow coffee', 'Reserve a table'),
        media: [blueLogo],
        mood: 'natural',
        category: 'food',
      },
    },
    {
      name: 'app-screenshot',
      title: 'app, a tall screenshot (in a drawn phone) + logo, mood professional',
      input: {
        page: page('Plan your week in minutes', 'Tasks, habits and reminders in one app', 'Download free'),
        media: [screen, blueLogo],
        mood: 'professional',
        category: 'app',
      },
    },
  ];
  for (const c of cases) {
    if (only && !c.name.includes(only)) continue;
    const rows: Cell[][] = [];
    for (const [width, height] of FORMATS) {
      const row: Cell[] = [];
      for (let v = 0; v < 4; v++) {
        const r = await renderDesign({
          width,
          height,
          variantIndex: v,
          seed: 4242,
          format: 'png',
          page: [],
          language: 'english',
          ...c.input,
        });
        const logo = r.report.images.find((i) => i.kind === 'logo');
        const photo = r.report.images.find((i) => i.kind === 'photo' && i.fit !== 'fill');
        const extra = [photo?.fit, logo ? `logo ${logo.treatment} ${logo.contrast}:1` : ''].filter(Boolean).join(', ');
        row.push({
          image: r.image,
          width,
          height,
          caption: `${width}x${height} v${v} ${r.report.family}, ${r.report.theme}${extra ? `, ${extra}` : ''}`,
        });
      }
      rows.push(row);
    }
    const file = join(OUT, `media-${c.name}.png`);
    writeFileSync(file, await contactSheet(rows, 360, c.title));
    console.log('wrote', file);
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
