import sharp from 'sharp';
import { inspectImage, MAX_PIXELS } from './image-inspection';

const solid = (format: 'png' | 'jpeg' | 'webp', w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })[format]().toBuffer();

describe('inspectImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s by its content', async (format) => {
    const result = await inspectImage(await solid(format));
    expect(result).toMatchObject({ ok: true, width: 40, height: 30 });
  });

  it('refuses text, SVG, empty and truncated files', async () => {
    expect((await inspectImage(Buffer.from('hello, not an image'))).ok).toBe(false);
    expect((await inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'))).ok).toBe(false);
    expect((await inspectImage(Buffer.alloc(0))).ok).toBe(false);
    const png = await solid('png', 400, 400);
    expect((await inspectImage(png.subarray(0, 120))).ok).toBe(false);
  });

  it('refuses a small file that would decode into more than the pixel limit', async () => {
    // 10000 x 6000 of one colour compresses to a few kilobytes of PNG.
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#000' }, limitInputPixels: false }).png({ compressionLevel: 9, palette: true }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(10000 * 6000).toBeGreaterThan(MAX_PIXELS);
    expect(await inspectImage(bomb)).toMatchObject({ ok: false, reason: expect.stringContaining('megapixels') });
  });
});
