import sharp from 'sharp';
import { pngBomb } from '../../../test/support/images';
import { inspectImage, MAX_PIXELS } from './image-inspection';

const solid = (format: 'png' | 'jpeg' | 'webp', w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();

describe('inspectImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s by its content', async (format) => {
    const result = await inspectImage(await solid(format));
    expect(result).toMatchObject({ ok: true, width: 40, height: 30 });
  });

  it('refuses text, SVG, empty and truncated files', async () => {
    expect((await inspectImage(Buffer.from('hello, not an image'))).ok).toBe(false);
    expect(
      (
        await inspectImage(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        )
      ).ok,
    ).toBe(false);
    expect((await inspectImage(Buffer.alloc(0))).ok).toBe(false);
    const png = await solid('png', 400, 400);
    expect((await inspectImage(png.subarray(0, 120))).ok).toBe(false);
  });

  it('refuses a small file that would decode into more than the pixel limit', async () => {
    const bomb = pngBomb(10000, 6000);
    expect(bomb.length).toBeLessThan(2048);
    expect(10000 * 6000).toBeGreaterThan(MAX_PIXELS);
    expect(await inspectImage(bomb)).toMatchObject({ ok: false, reason: expect.stringContaining('megapixels') });
  });
});
