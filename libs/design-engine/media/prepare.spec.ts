import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { logoPng, productPhoto, scenePhoto } from '../testing/fixtures';
import { svgFilterBomb } from '../testing/fixtures';
import { FloodFillBackgroundRemover } from './flood-fill-remover';
import { prepareMedia } from './prepare';
import { BackgroundRemover } from './types';

const alphaAt = (m: { width: number; data: Uint8Array }, x: number, y: number) => m.data[(y * m.width + x) * 4 + 3];

describe('prepareMedia', () => {
  it('applies EXIF rotation once, up front', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { media, warnings } = await prepareMedia([{ kind: 'photo', data: jpeg }]);
    expect(warnings).toEqual([]);
    expect([media[0].width, media[0].height]).toEqual([100, 200]);
  });

  it('turns an undecodable (truncated) item into a fixed warning and keeps the others', async () => {
    const png = await logoPng();
    const { media, warnings, refused } = await prepareMedia([
      { kind: 'photo', data: png.subarray(0, 60), label: 'hero' },
      { kind: 'logo', data: png },
    ]);
    expect(media.map((m) => m.kind)).toEqual(['logo']);
    expect(refused).toEqual([]);
    expect(warnings).toEqual(['photo "hero" could not be decoded (truncated or corrupt) and was left out']);
  });

  it('refuses what is not a raster image, undecoded, with a fixed reason', async () => {
    const { media, warnings, refused } = await prepareMedia([
      { kind: 'photo', data: Buffer.from('not an image at all'), label: 'medias[0]' },
    ]);
    expect(media).toEqual([]);
    expect(warnings).toEqual([]);
    expect(refused).toEqual([
      { label: 'medias[0]', reason: 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)' },
    ]);
  });

  it('downscales to maxPixels', async () => {
    const { media } = await prepareMedia([{ kind: 'photo', data: await scenePhoto(1200, 800) }], {
      maxPixels: 120_000,
    });
    expect(media[0].width * media[0].height).toBeLessThanOrEqual(121_000);
    expect(media[0].width / media[0].height).toBeCloseTo(1.5, 1);
  });

  it('yields plain data a worker can receive without copying pixels', async () => {
    const { media } = await prepareMedia([{ kind: 'photo', data: await scenePhoto(300, 200) }]);
    expect(media[0].data.buffer).toBeInstanceOf(SharedArrayBuffer);
    const copy = structuredClone(media[0]);
    expect(copy.width).toBe(media[0].width);
    expect(copy.data[100]).toBe(media[0].data[100]);
  });

  it('finds an off-centre subject with the attention strategy', async () => {
    const c = createCanvas(900, 500);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#d8d8d8';
    ctx.fillRect(0, 0, 900, 500);
    ctx.fillStyle = '#e0283c';
    ctx.beginPath();
    ctx.arc(760, 140, 70, 0, Math.PI * 2);
    ctx.fill();
    const { media } = await prepareMedia([{ kind: 'photo', data: c.toBuffer('image/png'), crop: true }]);
    expect(media[0].focal.x).toBeGreaterThan(0.65);
    expect(media[0].focal.y).toBeLessThan(0.45);
  });

  it('cuts a product out of a plain background, with a soft edge', async () => {
    const { media, warnings } = await prepareMedia([
      { kind: 'photo', data: await productPhoto(400, 500), removeBg: true },
    ]);
    const m = media[0];
    expect(warnings).toEqual([]);
    expect(m.cutout).toBe(true);
    expect(alphaAt(m, 2, 2)).toBe(0);
    expect(alphaAt(m, 200, 350)).toBe(255);
    // the subject's bounding box is the bottle, not the frame
    expect(m.content.width).toBeLessThan(m.width * 0.5);
    // feathered: some pixels on the rim are neither fully clear nor fully opaque
    let partial = 0;
    for (let i = 3; i < m.data.length; i += 4) if (m.data[i] > 0 && m.data[i] < 255) partial++;
    expect(partial).toBeGreaterThan(50);
  });

  it('refuses to cut out a busy photo, and says so', async () => {
    const { media, warnings } = await prepareMedia([
      { kind: 'photo', data: await scenePhoto(400, 300), removeBg: true },
    ]);
    expect(media[0].cutout).toBe(false);
    expect(warnings.join()).toMatch(/background removal skipped/);
  });

  it('uses the background remover it is given (the port)', async () => {
    const calls: number[] = [];
    const external: BackgroundRemover = {
      async remove(rgba, w, h) {
        calls.push(w * h);
        const out = new Uint8Array(rgba);
        for (let i = 3; i < out.length; i += 4) out[i] = i < out.length / 2 ? 0 : 255;
        return out;
      },
    };
    const { media } = await prepareMedia([{ kind: 'photo', data: await scenePhoto(200, 100), removeBg: true }], {
      backgroundRemover: external,
    });
    expect(calls).toEqual([20000]);
    expect(media[0].cutout).toBe(true);
    expect(media[0].content.y).toBeGreaterThanOrEqual(49);
  });

  it('refuses an SVG filter bomb before any decoder runs (issue 18.1: it cost ~21 s of CPU)', async () => {
    const started = process.cpuUsage();
    const { media, refused } = await prepareMedia([{ kind: 'logo', data: svgFilterBomb(), label: 'brand logo' }]);
    const cpuMs = (process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000;
    expect(media).toEqual([]);
    expect(refused).toEqual([
      { label: 'brand logo', reason: 'is not a supported image (JPEG, PNG, WebP, GIF, AVIF or TIFF)' },
    ]);
    expect(cpuMs).toBeLessThan(200);
  });

  it('knocks out the plain background of a logo without transparency', async () => {
    const jpeg = await sharp(await logoPng())
      .flatten({ background: '#ffffff' })
      .jpeg()
      .toBuffer();
    const { media } = await prepareMedia([{ kind: 'logo', data: jpeg }]);
    expect(media[0].cutout).toBe(true);
    expect(alphaAt(media[0], 2, 2)).toBe(0);
    expect(alphaAt(media[0], 60, 80)).toBe(255);
  });

  it('keeps a logo with transparency as it is', async () => {
    const { media } = await prepareMedia([{ kind: 'logo', data: await logoPng(), logoStyles: ['outline'] }]);
    expect(media[0].hasAlpha).toBe(true);
    expect(media[0].logoStyles).toEqual(['outline']);
    expect(alphaAt(media[0], 0, 0)).toBe(0);
  });

  it('flood fill leaves a photo whose border is not one colour alone', async () => {
    const w = 40;
    const h = 40;
    const rgba = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) rgba.set([(i * 37) % 256, (i * 91) % 256, (i * 13) % 256, 255], i * 4);
    expect(await new FloodFillBackgroundRemover().remove(rgba, w, h)).toBeNull();
  });
});
