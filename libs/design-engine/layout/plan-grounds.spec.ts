// A request that asks only for light grounds ("minimal, lots of white", "fresh and light") gets no variant
// laid on the deep colour field the full-bleed family paints when there is no photo.
import { planVariant } from './plan';

const seeds = Array.from({ length: 40 }, (_, i) => 1000 + i * 37);

function familiesOf(theme: string[] | undefined, hasPhoto: boolean): Set<string> {
  const out = new Set<string>();
  for (const seed of seeds)
    for (let variantIndex = 0; variantIndex < 4; variantIndex++)
      out.add(
        planVariant({
          seed,
          variantIndex,
          hasPhoto,
          hasCutout: false,
          hasImagery: true,
          hasOffer: false,
          settings: theme ? { theme } : undefined,
        }).family,
      );
  return out;
}

describe('the grounds a request asks for', () => {
  it('lays no variant of a light-only request on the full-bleed colour field', () => {
    expect(familiesOf(undefined, false).has('fullBleed')).toBe(true);
    expect(familiesOf(['minimal', 'light', 'minimal', 'light'], false).has('fullBleed')).toBe(false);
    expect(familiesOf(['light', 'minimal', 'elegant', 'light'], false).has('fullBleed')).toBe(false);
  });

  it('keeps the full-bleed family for a photo, and for themes with a dark ground', () => {
    expect(familiesOf(['minimal', 'light'], true).has('fullBleed')).toBe(true);
    expect(familiesOf(['light', 'elegant', 'dark', 'minimal'], false).has('fullBleed')).toBe(true);
  });
});
