// Issue 15.8: user media treated as a designer would, checked on every variant of a fixture set of
// requests across categories and formats: no head cropped, logos at 3:1 or more against their ground
// (measured on the output too), every colour within the brand palette when one is given, photo
// coverage within the family's range, and variants that look different (perceptual hash).
import sharp from 'sharp';
import { hex, RGB } from '../color/color';
import { offPaletteShare } from '../color/palette-discipline';
import { PreparedMedia } from '../media/types';
import { minLogoHeight } from '../layout/logo-size';
import { hamming, phash } from '../testing/phash';
import { FixturePhoto } from '../testing/photo-fixtures';
import { preparedUserMedia } from '../testing/user-media';
import { Block, renderDesign, RenderInput, RenderResult } from './render';

const FORMATS: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [1200, 628],
  [970, 250],
  [300, 250],
  [728, 90],
];

/** Share of the canvas the photo may take, per family (strips: their row's slot). */
const COVERAGE: Record<string, [number, number]> = {
  split: [0.1, 0.75],
  fullBleed: [0.1, 1],
  centered: [0.1, 1],
  bannerStrip: [0.1, 1],
  offerBadge: [0.1, 0.65],
  product: [0.03, 0.55],
  framed: [0.08, 0.6],
  colorBlock: [0.08, 0.7],
  editorial: [0.08, 0.6],
  strip: [0.02, 0.45],
};

const page = (title: string, subtitle: string, cta: string, offer?: string): Block[] => [
  { type: 'title', value: title },
  { type: 'subtitle', value: subtitle },
  ...(offer ? [{ type: 'offer' as const, value: offer }] : []),
  { type: 'cta', value: cta },
];

interface Case {
  name: string;
  input: Partial<RenderInput>;
  /** Heads (px of the fixture) of the photo each variant shows. */
  photo?: { fixture: FixturePhoto; media: PreparedMedia };
  brandColors?: string[];
}

let cases: Case[];

beforeAll(async () => {
  const { fixtures, gym, team, lake, screen, darkLogo, blueLogo, lightLogo } = await preparedUserMedia();
  const { person, group, pano } = fixtures;
  const kit = ['#111111', '#E8DCC8'];
  cases = [
    {
      name: 'fitness photo + dark logo',
      input: {
        page: page('Train harder this winter', 'Coached classes every morning at 7', 'Book a class', 'First week free'),
        media: [gym, darkLogo],
        mood: 'energetic',
        category: 'fitness',
      },
      photo: { fixture: person, media: gym },
    },
    {
      name: 'fashion brand kit, no photo',
      input: {
        page: page('The Autumn Edit', 'Tailoring in wool and cashmere', 'Shop the edit', '20% off'),
        brand: { name: 'Maison', colors: kit, logo: darkLogo },
        category: 'fashion',
      },
      brandColors: kit,
    },
    {
      name: 'fashion brand kit + team photo',
      input: {
        page: page('Meet the makers', 'Every coat is cut by hand in our studio', 'Our story'),
        brand: { name: 'Maison', colors: kit, logo: lightLogo },
        media: [team],
        category: 'fashion',
      },
      photo: { fixture: group, media: team },
      brandColors: kit,
    },
    {
      name: 'travel panorama, request colours',
      input: {
        page: page('Lake weekends from $199', 'Cabins, canoes and quiet mornings', 'Book now'),
        media: [lake],
        colors: ['#2F6F8F', '#F4A259'],
        category: 'travel',
      },
      photo: { fixture: pano, media: lake },
      brandColors: ['#2F6F8F', '#F4A259'],
    },
    {
      name: 'food, logo only',
      input: {
        page: page('Sunday brunch is back', 'Fresh pastries, slow coffee', 'Reserve a table'),
        media: [blueLogo],
        mood: 'natural',
        category: 'food',
      },
    },
    {
      name: 'app screenshot',
      input: {
        page: page('Plan your week in minutes', 'Tasks, habits and reminders in one app', 'Download free'),
        media: [screen, blueLogo],
        mood: 'professional',
        category: 'app',
      },
    },
  ];
}, 60_000);

async function rgbaOf(r: RenderResult): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(r.image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const lum = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Contrast between the dark and light ends (2nd and 98th percentiles) of the pixels in a box of the output. */
function spreadIn(
  img: { data: Buffer; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const ls: number[] = [];
  for (let y = Math.max(0, b.y); y < Math.min(img.height, b.y + b.height); y++) {
    for (let x = Math.max(0, b.x); x < Math.min(img.width, b.x + b.width); x++) {
      const i = (y * img.width + x) * 4;
      ls.push(0.2126 * lum(img.data[i]) + 0.7152 * lum(img.data[i + 1]) + 0.0722 * lum(img.data[i + 2]));
    }
  }
  ls.sort((a, b) => a - b);
  const lo = ls[Math.floor(ls.length * 0.02)];
  const hi = ls[Math.floor(ls.length * 0.98)];
  return (hi + 0.05) / (lo + 0.05);
}

describe('user media treated as a designer would (issue 15.8)', () => {
  it('keeps heads whole, logos at 3:1, brand colours only, coverage in range and distinct variants, in every format', async () => {
    const problems: string[] = [];
    for (const c of cases) {
      for (const [width, height] of FORMATS) {
        const hashes: bigint[] = [];
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
          const where = `${c.name} ${width}x${height} v${v} (${r.report.family})`;
          const img = await rgbaOf(r);
          hashes.push(await phash(r.image));
          // (the blurred fill behind a photo shown whole is neither cropped nor counted as coverage)
          const photos = r.report.images.filter((i) => i.kind === 'photo' && i.fit !== 'fill');
          const logos = r.report.images.filter((i) => i.kind === 'logo');
          // no head cropped: a cover crop's source holds every head of the fixture
          if (c.photo) {
            const { fixture, media } = c.photo;
            const k = media.width / fixture.width;
            for (const p of photos) {
              if (!p.source) problems.push(`${where}: photo without a source rectangle`);
              else if (p.fit === 'cover') {
                for (const h of fixture.heads) {
                  const s = p.source;
                  const tol = 2;
                  if (
                    h.x * k < s.x - tol ||
                    h.y * k < s.y - tol ||
                    (h.x + h.w) * k > s.x + s.width + tol ||
                    (h.y + h.h) * k > s.y + s.height + tol
                  )
                    problems.push(`${where}: head ${JSON.stringify(h)} cut by crop ${JSON.stringify(s)}`);
                }
              }
            }
          }
          // logos: reported contrast, visible spread on the output, the format's minimum size
          for (const l of logos) {
            if (!(typeof l.contrast === 'number' && l.contrast >= 3))
              problems.push(`${where}: logo contrast ${l.contrast}`);
            const spread = spreadIn(img, l.box);
            if (spread < 3)
              problems.push(
                `${where}: logo box ${JSON.stringify(l.box)} shows a spread of ${spread.toFixed(2)}:1 only`,
              );
            if (l.box.height < minLogoHeight(width, height) - 1 && l.box.width < width * 0.3)
              problems.push(`${where}: logo ${l.box.height}px high, minimum ${minLogoHeight(width, height)}`);
          }
          // brand discipline: outside photos and logos, every pixel is a brand colour, a tint or shade, or a neutral
          if (c.brandColors) {
            const pal: RGB[] = c.brandColors.map(hex);
            const off = offPaletteShare(
              img.data,
              img.width,
              img.height,
              pal,
              r.report.images.map((i) => i.box),
              18,
              Math.max(2, Math.round(Math.min(width, height) / 120)),
            );
            if (off.share > 0.01)
              problems.push(
                `${where}: ${(off.share * 100).toFixed(1)} % of pixels off the brand palette (${off.worst.join(' | ')})`,
              );
            if (r.report.palette.source === 'mood')
              problems.push(`${where}: palette source ${r.report.palette.source}`);
          }
          // coverage of the photo within its family's range
          if (c.photo && c.input.media?.some((m) => m.kind === 'photo')) {
            const area = photos.reduce((a, p) => a + p.box.width * p.box.height, 0) / (width * height);
            const strip = r.report.aspectClass === 'ultraWide';
            const [lo, hi] = COVERAGE[strip ? 'strip' : r.report.family];
            if (!(area >= lo && area <= hi))
              problems.push(`${where}: photo covers ${(area * 100).toFixed(1)} % (range ${lo}-${hi})`);
          }
        }
        for (let a = 0; a < 4; a++)
          for (let b = a + 1; b < 4; b++)
            if (hamming(hashes[a], hashes[b]) < 8)
              problems.push(
                `${c.name} ${width}x${height}: variants ${a} and ${b} look alike (hash distance ${hamming(hashes[a], hashes[b])})`,
              );
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
