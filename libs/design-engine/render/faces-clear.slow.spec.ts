// Issue 15.1: text and logos never sit on a person's face. Every family in every aspect class, with
// the two fixture photos of people (one person near the top of a tall photo, a team of three), and a
// logo: the heads as drawn in the fixture, mapped through the part of the photo each layer shows, must
// not be covered by any text box (buttons included) or logo box.
import { LAYOUT_FAMILIES } from '../catalog/options';
import { preparedUserMedia, UserMedia } from '../testing/user-media';
import { FixturePhoto } from '../testing/photo-fixtures';
import { PreparedMedia } from '../media/types';
import { Block, renderDesign, RenderResult } from './render';

type B = { x: number; y: number; w: number; h: number };

const FORMATS: [number, number][] = [
  [1080, 1080],
  [1080, 1920],
  [1080, 1350],
  [1200, 628],
  [300, 250],
  [300, 600],
  [160, 600],
  [970, 250],
  [728, 90],
];

const page: Block[] = [
  { type: 'title', value: 'Train harder this winter' },
  { type: 'subtitle', value: 'Coached classes every morning at 7' },
  { type: 'offer', value: 'First week free' },
  { type: 'cta', value: 'Book a class' },
];

/** The fixture's heads where the design shows them (a head mostly outside the shown part is not shown). */
export function headsOnCanvas(r: RenderResult, fixture: FixturePhoto, media: PreparedMedia): B[] {
  const k = media.width / fixture.width;
  const out: B[] = [];
  for (const p of r.report.images) {
    if (p.kind !== 'photo' || p.fit === 'fill' || !p.source) continue;
    const sx = p.box.width / p.source.width;
    const sy = p.box.height / p.source.height;
    for (const h of fixture.heads) {
      const x0 = p.box.x + (h.x * k - p.source.x) * sx;
      const y0 = p.box.y + (h.y * k - p.source.y) * sy;
      const full = { x: x0, y: y0, w: h.w * k * sx, h: h.h * k * sy };
      const c = clip(full, { x: p.box.x, y: p.box.y, w: p.box.width, h: p.box.height });
      if (c && c.w * c.h >= full.w * full.h * 0.3) out.push(c);
    }
  }
  return out;
}

function clip(a: B, b: B): B | undefined {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.w, b.x + b.w);
  const y1 = Math.min(a.y + a.h, b.y + b.h);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : undefined;
}

let u: UserMedia;
beforeAll(async () => {
  u = await preparedUserMedia();
}, 60_000);

describe('no text or logo on a face (issue 15.1)', () => {
  it.each(LAYOUT_FAMILIES.map((f) => [f]))(
    '%s keeps every head clear in every format',
    async (family) => {
      const problems: string[] = [];
      const photos: [string, FixturePhoto, PreparedMedia][] = [
        ['person', u.fixtures.person, u.gym],
        ['team', u.fixtures.group, u.team],
      ];
      for (const [name, fixture, media] of photos) {
        for (const [width, height] of FORMATS) {
          for (const variantIndex of [0, 1]) {
            const r = await renderDesign({
              width,
              height,
              page,
              language: 'english',
              variantIndex,
              seed: 99,
              format: 'jpg',
              media: [media, u.darkLogo],
              settings: { designModel: family },
            });
            const heads = headsOnCanvas(r, fixture, media);
            const boxes: [string, B][] = [
              ...r.report.text.map((t): [string, B] => [
                t.id,
                { x: t.box.x, y: t.box.y, w: t.box.width, h: t.box.height },
              ]),
              ...r.report.images
                .filter((i) => i.kind === 'logo')
                .map((i): [string, B] => ['logo', { x: i.box.x, y: i.box.y, w: i.box.width, h: i.box.height }]),
            ];
            for (const h of heads) {
              for (const [id, b] of boxes) {
                const c = clip(h, b);
                // a sliver of hair under a box edge is tolerated; a box on the face is not
                if (c && c.w * c.h > h.w * h.h * 0.06)
                  problems.push(
                    `${name} ${width}x${height} v${variantIndex} ${r.report.family}: ${id} covers ${Math.round(((c.w * c.h) / (h.w * h.h)) * 100)} % of a head`,
                  );
              }
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
