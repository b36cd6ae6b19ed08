// The geometry behind social formats, without rendering: which canvases are page covers with a
// profile-picture corner, how a region is cut clear of that corner, and where an offer burst goes in a
// column. The rendered checks (phone-size type, safe zones, covers in every family) are in
// social-formats.slow.spec.ts.
import { clearOfCorner, isCover, profileCorner } from '../furniture/cover-zone';
import { burstBelow } from '../layout/hero';

describe('covers', () => {
  it('are the wide page headers only: a billboard or a leaderboard keeps its whole canvas', () => {
    expect([isCover(820, 312), isCover(1500, 500), isCover(1584, 396)]).toEqual([true, true, true]);
    expect([isCover(970, 250), isCover(728, 90), isCover(1200, 628), isCover(320, 100)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(profileCorner(1500, 500, true)).toEqual({ x: 1125, y: 250, w: 375, h: 250 });
  });

  it('cut a region that reaches the corner above it or beside it, whichever leaves more room', () => {
    const corner = { x: 0, y: 250, w: 375, h: 250 };
    // a tall column over the corner keeps its part beside it; a wide low band its part above
    expect(clearOfCorner({ x: 50, y: 50, w: 600, h: 440 }, corner, 10)).toEqual({ x: 385, y: 50, w: 265, h: 440 });
    expect(clearOfCorner({ x: 50, y: 50, w: 1400, h: 230 }, corner, 10)).toEqual({ x: 50, y: 50, w: 1400, h: 190 });
    expect(clearOfCorner({ x: 400, y: 50, w: 600, h: 400 }, corner, 10)).toEqual({ x: 400, y: 50, w: 600, h: 400 });
  });
});

it('an offer burst in a column goes under the subject, reaching at most 5 % of its radius into its box', () => {
  expect(burstBelow(864, 324, { x: 289, y: 171, w: 501, h: 501 })).toBeCloseTo(672 + 324 * 0.95);
  expect(burstBelow(900, 100, { x: 0, y: 0, w: 200, h: 200 })).toBe(900);
  expect(burstBelow(864, 324, undefined)).toBe(864);
});
