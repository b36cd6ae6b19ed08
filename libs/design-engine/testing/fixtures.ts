// Synthetic media and contents for tests, the benchmark and the sample sheets (no files to download).
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Block } from '../render/render';

function toJpeg(raw: Uint8ClampedArray, w: number, h: number): Promise<Buffer> {
  return sharp(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), { raw: { width: w, height: h, channels: 4 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A landscape photo: sky, sun, layered hills, with its subject (the sun) off-centre. */
export async function scenePhoto(w = 1200, h = 800): Promise<Buffer> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#f7b267');
  sky.addColorStop(0.55, '#f4845f');
  sky.addColorStop(1, '#7d4e57');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#fff1c1';
  ctx.beginPath();
  ctx.arc(w * 0.7, h * 0.38, h * 0.12, 0, Math.PI * 2);
  ctx.fill();
  const hills = ['#5b3758', '#3d2c4a', '#1f1d36'];
  hills.forEach((color, i) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 10) ctx.lineTo(x, h * (0.55 + i * 0.12) + Math.sin(x / (90 + i * 40) + i) * h * 0.05);
    ctx.lineTo(w, h);
    ctx.fill();
  });
  // texture, so it behaves like a photo for encoders and the attention strategy
  for (let i = 0; i < 1500; i++) {
    ctx.fillStyle = `rgba(255,255,255,${((i * 7919) % 100) / 2000})`;
    ctx.fillRect((i * 7919) % w, (i * 104729) % h, 2, 2);
  }
  return toJpeg(ctx.getImageData(0, 0, w, h).data, w, h);
}

/** A product shot: a bottle on a plain light background (for background removal). */
export async function productPhoto(w = 800, h = 1000): Promise<Buffer> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#eeeeec';
  ctx.fillRect(0, 0, w, h);
  const bx = w * 0.32;
  const bw = w * 0.36;
  const body = ctx.createLinearGradient(bx, 0, bx + bw, 0);
  body.addColorStop(0, '#0b6e4f');
  body.addColorStop(0.35, '#2fb57f');
  body.addColorStop(1, '#064d37');
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.roundRect(bx, h * 0.3, bw, h * 0.58, w * 0.06);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(w * 0.43, h * 0.14, w * 0.14, h * 0.2, w * 0.02);
  ctx.fill();
  ctx.fillStyle = '#1d1d1f';
  ctx.fillRect(w * 0.42, h * 0.1, w * 0.16, h * 0.07);
  ctx.fillStyle = '#f6f1e7';
  ctx.fillRect(bx, h * 0.5, bw, h * 0.18);
  ctx.fillStyle = '#0b6e4f';
  ctx.fillRect(bx + bw * 0.2, h * 0.56, bw * 0.6, h * 0.02);
  ctx.fillRect(bx + bw * 0.3, h * 0.61, bw * 0.4, h * 0.015);
  return toJpeg(ctx.getImageData(0, 0, w, h).data, w, h);
}

/** A logo mark on transparency (PNG). */
export async function logoPng(w = 400, h = 160): Promise<Buffer> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#1f5eff';
  ctx.beginPath();
  ctx.roundRect(8, 8, h - 16, h - 16, 28);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(h * 0.3, h * 0.7);
  ctx.lineTo(h * 0.5, h * 0.28);
  ctx.lineTo(h * 0.7, h * 0.7);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#1f5eff';
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.roundRect(h + 10, 30 + i * 38, w - h - 30 - i * 50, 22, 11);
    ctx.fill();
  }
  return c.toBuffer('image/png');
}

export const LATIN_PAGE: Block[] = [
  { type: 'title', value: 'Summer Collection Is Here' },
  { type: 'subtitle', value: 'Light fabrics, bold colours, made to move' },
  { type: 'offer', value: '30% OFF' },
  { type: 'bulletlist', value: ['Free shipping over $50', 'Easy 30-day returns', 'Organic cotton'] },
  {
    type: 'body',
    value: 'Discover pieces designed for long days outside, from sunrise runs to late dinners by the sea.',
  },
  { type: 'cta', value: 'Shop now' },
];

export const ARABIC_PAGE: Block[] = [
  { type: 'title', value: 'تشكيلة الصيف وصلت' },
  { type: 'subtitle', value: 'أقمشة خفيفة وألوان جريئة' },
  { type: 'offer', value: 'خصم ٣٠٪' },
  { type: 'bulletlist', value: ['شحن مجاني للطلبات فوق ٥٠ دولار', 'إرجاع سهل خلال ٣٠ يوما'] },
  { type: 'body', value: 'اكتشف قطعا مصممة للأيام الطويلة في الخارج، من الجري عند الشروق إلى العشاء على البحر.' },
  { type: 'cta', value: 'تسوق الآن' },
];

export const JAPANESE_PAGE: Block[] = [
  { type: 'title', value: '夏の新作コレクション、ついに登場。' },
  { type: 'subtitle', value: '軽やかな素材と鮮やかな色で、毎日をもっと自由に。' },
  { type: 'offer', value: '30%オフ' },
  { type: 'bulletlist', value: ['5,000円以上で送料無料', '30日間返品無料'] },
  {
    type: 'body',
    value: '朝のランニングから海辺のディナーまで、「長い夏の一日」のためにデザインされたアイテムをご覧ください。',
  },
  { type: 'cta', value: '今すぐ購入' },
];

export const EMOJI_PAGE: Block[] = [
  { type: 'title', value: 'Party time 🎉 Let’s go!' },
  { type: 'subtitle', value: 'Drinks 🍹, music 🎶 and friends ❤️' },
  { type: 'cta', value: 'Join us 👉' },
];

/** An SVG whose blur and morphology filters over a large canvas took ~21 s of librsvg time at 297 bytes. */
export function svgFilterBomb(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="8000"><filter id="f"><feGaussianBlur stdDeviation="400"/>' +
      '<feMorphology operator="dilate" radius="300"/></filter><rect width="8000" height="8000" fill="red" filter="url(#f)"/></svg>',
  );
}
