import { imagePlanOf } from './image-plan';

describe('imagePlanOf', () => {
  const base = { defaultSource: 'builtin' as const, hasPhoto: false, generationCost: 3 };

  it('uses the configured default when the request names none', () => {
    expect(imagePlanOf({ ...base, defaultSource: 'stock' })).toEqual({ imageSource: 'stock', imageCredits: 0 });
    expect(imagePlanOf(base)).toEqual({ imageSource: 'builtin', imageCredits: 0 });
  });

  it('lets the request choose, builtin included', () => {
    expect(imagePlanOf({ ...base, defaultSource: 'stock', requested: 'builtin' })).toEqual({
      imageSource: 'builtin',
      imageCredits: 0,
    });
  });

  it('charges a generated image once, and not when the request brings its own photo', () => {
    expect(imagePlanOf({ ...base, requested: 'generated' })).toEqual({ imageSource: 'generated', imageCredits: 3 });
    expect(imagePlanOf({ ...base, defaultSource: 'generated' }).imageCredits).toBe(3);
    expect(imagePlanOf({ ...base, requested: 'generated', hasPhoto: true }).imageCredits).toBe(0);
  });
});
