import { prepareMedia } from '../media/prepare';
import { scenePhoto } from '../testing/fixtures';
import { groupPhoto, panoramaPhoto, personPhoto } from '../testing/photo-fixtures';
import { coverCrop, cutsSubject, detectSubject, shouldContain } from './crop';

const inside = (h: { x: number; y: number; w: number; h: number }, s: { x: number; y: number; w: number; h: number }) =>
  h.x >= s.x - 2 && h.y >= s.y - 2 && h.x + h.w <= s.x + s.w + 2 && h.y + h.h <= s.y + s.h + 2;

describe('face-aware crops', () => {
  it('finds the head near the top of a tall photo, and each head of a team photo', async () => {
    for (const f of [await personPhoto(), await groupPhoto()]) {
      const { media } = await prepareMedia([{ kind: 'photo', data: f.data }]);
      const found = media[0].heads ?? [];
      expect(found).toHaveLength(f.heads.length);
      // every true head lies inside one found head box (found boxes are grown for hair)
      for (const h of f.heads)
        expect(
          found.some((b) => inside(h, { x: b.x * f.width, y: b.y * f.height, w: b.w * f.width, h: b.h * f.height })),
        ).toBe(true);
    }
  });

  it('finds no head in a sunset landscape or a lake panorama (warm skies are not faces)', async () => {
    const { media } = await prepareMedia([
      { kind: 'photo', data: await scenePhoto(1600, 1067) },
      { kind: 'photo', data: (await panoramaPhoto()).data },
    ]);
    expect(media.map((m) => m.heads)).toEqual([undefined, undefined]);
  });

  it('keeps the head in a wide crop where the attention point alone cut it', async () => {
    const f = await personPhoto();
    const { media } = await prepareMedia([{ kind: 'photo', data: f.data }]);
    const m = media[0];
    const slots: [number, number][] = [
      [1080, 1080],
      [1200, 628],
      [1080, 700],
      [600, 500],
    ];
    let attentionCuts = 0;
    for (const [w, h] of slots) {
      // the focal point alone (the old crop): sharp's attention went to the equipment at the bottom
      if (cutsSubject(m, coverCrop({ ...m, subject: undefined }, w, h))) attentionCuts++;
      const src = coverCrop(m, w, h);
      if (!shouldContain(m, w, h)) for (const head of f.heads) expect(inside(head, src)).toBe(true);
    }
    expect(attentionCuts).toBeGreaterThan(0);
  });

  it('shows a panorama whole in a tall slot and crops it in a wide one', async () => {
    const { media } = await prepareMedia([{ kind: 'photo', data: (await panoramaPhoto()).data }]);
    expect(shouldContain(media[0], 1080, 1920)).toBe(true);
    expect(shouldContain(media[0], 1080, 1080)).toBe(true);
    expect(shouldContain(media[0], 1200, 628)).toBe(false);
  });

  it('ignores large skin-coloured areas (a wooden wall is not a face)', () => {
    const w = 100;
    const h = 100;
    const px = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) px.set([205, 150, 110, 255], i * 4);
    expect(detectSubject(px, w, h).heads).toEqual([]);
  });
});
