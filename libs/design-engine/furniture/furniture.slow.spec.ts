import { LAYOUT_FAMILIES } from '../catalog/options';
import { Block, renderDesign, RenderInput, RenderResult } from '../render/render';
import { checkDesign } from '../testing/check-design';
import { ARABIC_PAGE, JAPANESE_PAGE, LATIN_PAGE } from '../testing/fixtures';
import { repeats } from './plan';
import type { FurnitureFacts } from './types';
import { isStory, STORY_BOTTOM, STORY_TOP } from './zones';

const PAGES: Record<'english' | 'arabic' | 'japanese', Block[]> = {
  english: LATIN_PAGE,
  arabic: ARABIC_PAGE,
  japanese: JAPANESE_PAGE,
};

const APP: FurnitureFacts = { app: { stores: ['app-store', 'google-play'] }, sticker: { kind: 'free' } };
const PLUMBER: FurnitureFacts = {
  contacts: [
    { kind: 'phone', text: '0113 496 0000' },
    { kind: 'url', text: 'fixitplumbing.co.uk' },
  ],
};
const CONCERT: FurnitureFacts = {
  event: { day: '14', month: 'June', weekday: 'Saturday', time: '8pm', venue: 'The Blue Room' },
  sticker: { kind: 'percent', text: '-30%' },
  covers: ['Saturday, June 14 at 8pm'],
};

const input = (over: Partial<RenderInput>): RenderInput => ({
  width: 1080,
  height: 1080,
  page: LATIN_PAGE,
  language: 'english',
  variantIndex: 0,
  seed: 11,
  format: 'jpg',
  ...over,
});

type B = { x: number; y: number; width: number; height: number };
const overlap = (a: B, b: B): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const isFurniture = (id: string): boolean => id.startsWith('furniture-');

/** Furniture inside the safe margin, covering no copy, logo or other piece. */
function furnitureProblems(r: RenderResult, W: number, H: number): string[] {
  const out: string[] = [];
  const m = r.report.safeMargin;
  const copy = r.report.text.filter((t) => !isFurniture(t.id));
  const logos = r.report.images.filter((i) => i.kind === 'logo');
  r.report.furniture.forEach((f, i) => {
    const b = f.box;
    if (b.x < m - 1 || b.y < m - 1 || b.x + b.width > W - m + 1 || b.y + b.height > H - m + 1)
      out.push(`${f.kind} ${JSON.stringify(b)} leaves the safe margin ${m}`);
    for (const t of copy)
      if (overlap(b, t.box)) out.push(`${f.kind} ${JSON.stringify(b)} covers ${t.id} ${JSON.stringify(t.box)}`);
    for (const l of logos) if (overlap(b, l.box)) out.push(`${f.kind} covers the logo`);
    r.report.furniture.slice(i + 1).forEach((g) => overlap(b, g.box) && out.push(`${f.kind} overlaps ${g.kind}`));
  });
  // the furniture's own type sits inside its piece
  for (const t of r.report.text.filter((x) => isFurniture(x.id))) {
    if (!r.report.furniture.some((f) => overlap(f.box, t.box))) out.push(`${t.id} is outside every piece`);
  }
  return out;
}

describe('furniture', () => {
  it('draws store badges for an app prompt in place of the button, and nothing without facts', async () => {
    const app = await renderDesign(input({ furniture: APP, settings: { designModel: 'editorial' } }));
    expect(app.report.furniture.map((f) => f.kind)).toContain('app');
    const badges = app.report.text.filter((t) => t.id === 'furniture-badge').map((t) => t.lines.join(' '));
    expect(badges).toEqual(['App Store', 'Google Play']);
    expect(app.report.text.some((t) => t.id === 'cta')).toBe(false);
    expect(app.report.dropped).toContainEqual({ block: 'cta', reason: 'the store badge is the call to action' });

    const plain = await renderDesign(input({ settings: { designModel: 'editorial' } }));
    expect(plain.report.furniture).toEqual([]);
    expect(plain.report.text.some((t) => isFurniture(t.id))).toBe(false);
    expect(plain.report.text.some((t) => t.id === 'cta')).toBe(true);
  });

  it('names no store the prompt did not name: one neutral badge in the page language', async () => {
    const r = await renderDesign(
      input({
        furniture: { app: { stores: [] } },
        language: 'japanese',
        page: JAPANESE_PAGE,
        settings: { designModel: 'centered' },
      }),
    );
    const words = r.report.text
      .filter((t) => isFurniture(t.id))
      .flatMap((t) => t.lines)
      .join(' ');
    expect(words).not.toMatch(/App Store|Google Play/);
    expect(words).toContain('アプリ');
  });

  it('sets the phone number verbatim in a contact block and drops the bullet that only repeated it', async () => {
    const page: Block[] = [
      { type: 'title', value: 'Emergency plumber in Leeds' },
      { type: 'bulletlist', value: ['Call 0113 496 0000', '24/7 call-outs', 'From small fixes to big jobs'] },
      { type: 'cta', value: 'Call us' },
    ];
    const r = await renderDesign(
      input({ page, furniture: PLUMBER, settings: { designModel: 'product' }, imagery: undefined }),
    );
    expect(r.report.furniture.map((f) => f.kind)).toEqual(['contact']);
    expect(r.report.text.filter((t) => t.id === 'furniture-contact').map((t) => t.lines.join(''))).toEqual([
      '0113 496 0000',
      'fixitplumbing.co.uk',
    ]);
    const bullets = r.report.text.find((t) => t.id === 'bullets')?.lines.join(' ') ?? '';
    expect(bullets).toContain('24/7');
    expect(bullets).not.toContain('0113');
    expect(r.report.text.some((t) => t.id === 'cta')).toBe(true);
  });

  it('sets an event as a date lockup (day large, weekday, time and venue smaller) and an offer sticker', async () => {
    // (A page whose copy does not state the offer: the sticker states it once.)
    const page = LATIN_PAGE.filter((b) => b.type !== 'offer');
    const r = await renderDesign(input({ page, furniture: CONCERT, settings: { designModel: 'centered' } }));
    expect(r.report.furniture.map((f) => f.kind).sort()).toEqual(['event', 'sticker']);
    const day = r.report.text.find((t) => t.id === 'furniture-event-day');
    const when = r.report.text.find((t) => t.id === 'furniture-event-when');
    expect(day?.lines).toEqual(['14']);
    expect(when?.lines.join(' ')).toBe('Saturday · 8pm');
    expect(day!.font.size).toBeGreaterThan(when!.font.size * 1.5);
    expect(r.report.text.find((t) => t.id === 'furniture-sticker')?.lines.join(' ')).toBe('-30%');
  });

  it('leaves the sticker out when the headline already states the offer ("30% off all jackets" under "-30%")', async () => {
    const page: Block[] = [
      { type: 'title', value: '30% off all jackets' },
      { type: 'subtitle', value: 'Light fabrics, bold colours, made to move' },
      { type: 'cta', value: 'Shop now' },
    ];
    const said = await renderDesign(input({ page, furniture: CONCERT, settings: { designModel: 'centered' } }));
    expect(said.report.furniture.map((f) => f.kind)).toEqual(['event']);
    // a headline with another number ("Doors at 20:30", no "30" of an offer) keeps it
    const other: Block[] = [{ type: 'title', value: 'Jazz night, doors at 20:30' }, ...page.slice(1)];
    const kept = await renderDesign(input({ page: other, furniture: CONCERT, settings: { designModel: 'centered' } }));
    expect(kept.report.furniture.map((f) => f.kind).sort()).toEqual(['event', 'sticker']);
  });

  it('states each fact once in a large format: no sticker beside an offer line, no date lockup under a dated subtitle', async () => {
    for (const [width, height] of [
      [1080, 1080],
      [1080, 1920],
      [1200, 628],
    ]) {
      // "-25 %" on a sticker and "25 % Rabatt auf alle Laufschuhe" as the offer line: the same fact twice.
      const offerPage: Block[] = [
        { type: 'title', value: 'Frühlingsfest im Laufladen' },
        { type: 'offer', value: '25 % Rabatt auf alle Laufschuhe' },
        { type: 'cta', value: 'Jetzt shoppen' },
      ];
      const withOffer = await renderDesign(
        input({
          width,
          height,
          language: 'german',
          page: offerPage,
          furniture: { sticker: { kind: 'percent', text: '-25 %' } },
          settings: { designModel: 'centered' },
        }),
      );
      expect(withOffer.report.furniture.map((f) => f.kind)).not.toContain('sticker');
      expect(withOffer.report.furnitureSkipped.map((f) => f.kind)).toContain('sticker');
      const dated: Block[] = [
        { type: 'title', value: 'Fête de la musique au Jardin' },
        { type: 'subtitle', value: 'Samedi 21 juin à 19 h' },
        { type: 'cta', value: 'Réserver' },
      ];
      const lockup = await renderDesign(
        input({
          width,
          height,
          language: 'french',
          page: dated,
          furniture: {
            event: { day: '21', month: 'juin', weekday: 'samedi', time: '19 h' },
            covers: ['Samedi 21 juin à 19 h'],
          },
          settings: { designModel: 'centered' },
        }),
      );
      expect(lockup.report.furniture.map((f) => f.kind)).not.toContain('event');
    }
  });

  it('leaves the sticker to the offer badge family, which sets the offer in its own burst', async () => {
    const r = await renderDesign(
      input({ furniture: { sticker: { kind: 'percent', text: '-30%' } }, settings: { designModel: 'offerBadge' } }),
    );
    expect(r.report.furniture).toEqual([]);
  });

  const SIZES: [number, number][] = [
    [1080, 1080],
    [1080, 1920],
    [1200, 628],
    [300, 250],
    [970, 250],
    [728, 90],
    [320, 50],
    [160, 600],
  ];
  for (const [W, H] of SIZES) {
    it(`fits ${W}x${H} in English, Arabic and Japanese: inside the margin, over no copy, every check passing`, async () => {
      const problems: string[] = [];
      let drawn = 0;
      let skipped = 0;
      for (const language of ['english', 'arabic', 'japanese'] as const) {
        for (const [name, furniture] of Object.entries({ APP, PLUMBER, CONCERT })) {
          for (let v = 0; v < 4; v++) {
            const r = await renderDesign(
              input({ width: W, height: H, page: PAGES[language], language, variantIndex: v, furniture }),
            );
            drawn += r.report.furniture.length;
            const where = `${language} ${name} v${v} ${r.report.family}`;
            for (const p of [...furnitureProblems(r, W, H), ...(await checkDesign(r, W, H, 'jpg'))])
              problems.push(`${where}: ${p}`);
            // a piece left out is reported as such, never as a lost page block (no API warning)
            if (r.report.dropped.some((x) => x.block.startsWith('furniture')))
              problems.push(`${where}: furniture in dropped`);
            skipped += r.report.furnitureSkipped.length;
          }
        }
      }
      expect(problems).toEqual([]);
      // every format but the smallest strip gets some furniture
      if (H >= 90) expect(drawn).toBeGreaterThan(0);
      // the smallest strip holds store badges at most: the rest is reported as left out
      if (H < 90) expect(skipped).toBeGreaterThan(0);
    });
  }

  it('keeps text, logos and furniture of a story out of the top 14 % and bottom 20 % (the app draws there)', async () => {
    const W = 1080;
    const H = 1920;
    expect(isStory(W, H)).toBe(true);
    expect(isStory(160, 600)).toBe(false);
    const problems: string[] = [];
    for (const family of LAYOUT_FAMILIES) {
      for (const furniture of [undefined, APP, CONCERT]) {
        const r = await renderDesign(input({ width: W, height: H, furniture, settings: { designModel: family } }));
        const boxes = [
          ...r.report.text.map((t) => ({ what: t.id, b: t.box })),
          ...r.report.images.filter((i) => i.kind === 'logo').map((i) => ({ what: 'logo', b: i.box })),
          ...r.report.furniture.map((f) => ({ what: f.kind, b: f.box })),
        ];
        for (const { what, b } of boxes)
          if (b.y < H * STORY_TOP - 1 || b.y + b.height > H * (1 - STORY_BOTTOM) + 1)
            problems.push(`${family}: ${what} ${JSON.stringify(b)}`);
        expect(r.report.textZone).toEqual({
          x: 0,
          y: Math.round(H * STORY_TOP),
          width: W,
          height: Math.round(H * (1 - STORY_BOTTOM)) - Math.round(H * STORY_TOP),
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads a bullet as a repeat only when it is the fact with a few words round it', () => {
    expect(repeats('Call 0113 496 0000', ['0113 496 0000'])).toBe(true);
    expect(repeats('Visit fixitplumbing.co.uk', ['fixitplumbing.co.uk'])).toBe(true);
    expect(repeats('Saturday, June 14 at 8pm', ['Saturday, June 14 at 8pm'])).toBe(true);
    expect(repeats('From small fixes to big jobs', ['0113 496 0000'])).toBe(false);
    expect(repeats('Call 0113 496 0000 for a free quote on any bathroom job', ['0113 496 0000'])).toBe(false);
  });
});
