import { BLOCK_LIMITS, FORMAT_CLASSES, allowedBlockTypes, classifyFormat } from './formats';

describe('classifyFormat', () => {
  it.each([
    [320, 50, 'strip'],
    [728, 90, 'strip'],
    [320, 100, 'strip'],
    [468, 60, 'strip'],
    [970, 90, 'strip'],
    [300, 150, 'strip'],
    [4096, 16, 'strip'],
    [2000, 400, 'strip'],
    [970, 250, 'wide'],
    [1200, 630, 'wide'],
    [1200, 627, 'wide'],
    [1600, 900, 'wide'],
    [1280, 720, 'wide'],
    [820, 312, 'wide'],
    [300, 250, 'square-small'],
    [336, 280, 'square-small'],
    [250, 250, 'square-small'],
    [16, 16, 'square-small'],
    [1080, 1080, 'square-large'],
    [800, 800, 'square-large'],
    [1080, 1350, 'portrait'],
    [1000, 1500, 'portrait'],
    [300, 400, 'tall-small'],
    [160, 600, 'tall-small'],
    [300, 600, 'tall-small'],
    [16, 4096, 'tall-small'],
    [1080, 1920, 'tall-large'],
    [720, 1280, 'tall-large'],
  ])('%dx%d is %s', (w, h, expected) => {
    expect(classifyFormat(w, h)).toBe(expected);
  });

  it('rejects sizes that are not positive numbers', () => {
    expect(() => classifyFormat(0, 100)).toThrow(RangeError);
    expect(() => classifyFormat(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('BLOCK_LIMITS', () => {
  it('gives every class a title and a cta', () => {
    for (const c of FORMAT_CLASSES) {
      expect(BLOCK_LIMITS[c].blocks.title?.maxChars).toBeGreaterThan(0);
      expect(BLOCK_LIMITS[c].blocks.cta?.maxChars).toBeGreaterThan(0);
    }
  });

  it('keeps banners to a title and a cta, and the medium rectangle to title, offer and cta', () => {
    expect(allowedBlockTypes(classifyFormat(320, 50)).sort()).toEqual(['cta', 'title']);
    expect(allowedBlockTypes(classifyFormat(728, 90)).sort()).toEqual(['cta', 'title']);
    expect(allowedBlockTypes(classifyFormat(300, 250)).sort()).toEqual(['cta', 'offer', 'title']);
  });

  it('lets large posts carry a subtitle, 3 to 4 bullets and a body', () => {
    for (const [w, h] of [
      [1080, 1080],
      [1080, 1920],
    ]) {
      const limits = BLOCK_LIMITS[classifyFormat(w, h)];
      expect(limits.blocks.subtitle).toBeDefined();
      expect(limits.blocks.body).toBeDefined();
      expect(limits.blocks.bulletlist?.maxItems).toBeGreaterThanOrEqual(4);
    }
  });

  it('never lets a class carry more block types than it has room for', () => {
    for (const c of FORMAT_CLASSES) {
      expect(BLOCK_LIMITS[c].maxBlocks).toBeLessThanOrEqual(Object.keys(BLOCK_LIMITS[c].blocks).length);
    }
  });
});
