// Synthetic user media for the photo, logo and brand checks: a person whose head is near the top of a
// tall photo (where sharp's attention crop cut it), a wide panorama, an app screenshot, dark and
// light logos. Each photo says where its heads are, so a spec can check that no crop cuts them.
import { createCanvas, SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

export interface FixturePhoto {
  data: Buffer;
  width: number;
  height: number;
  /** Head boxes in pixels (hair to chin), what no crop may cut. */
  heads: { x: number; y: number; w: number; h: number }[];
}

async function jpeg(ctx: SKRSContext2D, w: number, h: number): Promise<Buffer> {
  const raw = ctx.getImageData(0, 0, w, h).data;
  return sharp(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), { raw: { width: w, height: h, channels: 4 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Noise, so the picture behaves like a photo for encoders and the attention strategy. */
function grain(ctx: SKRSContext2D, w: number, h: number): void {
  for (let i = 0; i < (w * h) / 300; i++) {
    ctx.fillStyle = `rgba(${i % 2 ? 255 : 0},${i % 2 ? 255 : 0},${i % 2 ? 255 : 0},${((i * 7919) % 100) / 2500})`;
    ctx.fillRect((i * 7919) % w, (i * 104729) % h, 2, 2);
  }
}

/** A person: hair, face, neck and a shirt; returns the head box (top of the hair to the chin). */
function person(
  ctx: SKRSContext2D,
  cx: number,
  top: number,
  s: number,
  skin: string,
  shirt: string,
): { x: number; y: number; w: number; h: number } {
  const faceW = s * 0.42;
  const faceH = s * 0.55;
  const faceY = top + s * 0.12;
  // shoulders and shirt
  ctx.fillStyle = shirt;
  ctx.beginPath();
  ctx.roundRect(cx - s * 0.75, faceY + faceH * 0.95, s * 1.5, s * 2.4, s * 0.35);
  ctx.fill();
  ctx.fillStyle = skin;
  ctx.fillRect(cx - faceW * 0.22, faceY + faceH * 0.75, faceW * 0.44, faceH * 0.35);
  // hair behind the face, then the face
  ctx.fillStyle = '#2b1d16';
  ctx.beginPath();
  ctx.ellipse(cx, faceY + faceH * 0.32, faceW * 0.62, faceH * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(cx, faceY + faceH / 2, faceW / 2, faceH / 2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#3a2a22';
  for (const dx of [-0.18, 0.18]) {
    ctx.beginPath();
    ctx.ellipse(cx + dx * faceW, faceY + faceH * 0.45, faceW * 0.06, faceH * 0.035, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#a0524a';
  ctx.fillRect(cx - faceW * 0.15, faceY + faceH * 0.72, faceW * 0.3, faceH * 0.04);
  const hairTop = faceY + faceH * 0.32 - faceH * 0.5;
  return { x: cx - faceW * 0.62, y: hairTop, w: faceW * 1.24, h: faceY + faceH - hairTop };
}

/** A tall gym photo: one person whose head is in the top fifth (a cover crop centred lower cuts it). */
export async function personPhoto(w = 800, h = 1400, skin = '#d9a07a'): Promise<FixturePhoto> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const wall = ctx.createLinearGradient(0, 0, 0, h);
  wall.addColorStop(0, '#3c4a5c');
  wall.addColorStop(1, '#1b2230');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, h);
  // gym equipment low in the frame: the "loudest" area, where an attention crop would go
  ctx.fillStyle = '#c8ccd2';
  ctx.fillRect(w * 0.05, h * 0.78, w * 0.9, h * 0.03);
  ctx.fillStyle = '#e8492f';
  for (const x of [0.08, 0.82]) {
    ctx.beginPath();
    ctx.roundRect(w * x, h * 0.72, w * 0.1, h * 0.15, 12);
    ctx.fill();
  }
  const head = person(ctx, w * 0.5, h * 0.05, w * 0.38, skin, '#ffd23f');
  grain(ctx, w, h);
  return { data: await jpeg(ctx, w, h), width: w, height: h, heads: [head] };
}

/** A wide team photo: three people across a 2:1 frame. */
export async function groupPhoto(w = 1600, h = 800): Promise<FixturePhoto> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#dfe6ea';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#b9c6cf';
  ctx.fillRect(0, h * 0.7, w, h * 0.3);
  const heads = [
    person(ctx, w * 0.26, h * 0.16, h * 0.3, '#c68a64', '#2a6f97'),
    person(ctx, w * 0.5, h * 0.1, h * 0.32, '#e7b999', '#e76f51'),
    person(ctx, w * 0.74, h * 0.17, h * 0.3, '#8d5a3b', '#2a9d8f'),
  ];
  grain(ctx, w, h);
  return { data: await jpeg(ctx, w, h), width: w, height: h, heads };
}

/** A 3:1 panorama (lake and mountains): too wide for a tall slot, it must be shown whole. */
export async function panoramaPhoto(w = 1800, h = 600): Promise<FixturePhoto> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#8ec5e8');
  sky.addColorStop(1, '#e6f2f8');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#55707f';
  ctx.beginPath();
  ctx.moveTo(0, h * 0.62);
  for (let x = 0; x <= w; x += 20) ctx.lineTo(x, h * (0.35 + 0.2 * Math.abs(Math.sin(x / 260))));
  ctx.lineTo(w, h * 0.62);
  ctx.fill();
  ctx.fillStyle = '#2f6f8f';
  ctx.fillRect(0, h * 0.62, w, h * 0.38);
  ctx.fillStyle = '#2e5b2e';
  ctx.fillRect(0, h * 0.86, w, h * 0.14);
  grain(ctx, w, h);
  return { data: await jpeg(ctx, w, h), width: w, height: h, heads: [] };
}

/** A phone screenshot of an app (9:19.5): status bar, header, cards, a tab bar. */
export async function appScreenshot(w = 590, h = 1280): Promise<Buffer> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#f5f6fa';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#5b4bff';
  ctx.fillRect(0, 0, w, h * 0.2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(w * 0.08, h * 0.08, w * 0.5, h * 0.025);
  ctx.fillRect(w * 0.08, h * 0.125, w * 0.3, h * 0.015);
  const colors = ['#ff8a65', '#4db6ac', '#ffd54f', '#9575cd'];
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(w * 0.06, h * (0.23 + i * 0.16), w * 0.88, h * 0.14, 24);
    ctx.fill();
    ctx.fillStyle = colors[i];
    ctx.beginPath();
    ctx.roundRect(w * 0.1, h * (0.25 + i * 0.16), h * 0.1, h * 0.1, 18);
    ctx.fill();
    ctx.fillStyle = '#c9cbd6';
    ctx.fillRect(w * 0.1 + h * 0.13, h * (0.27 + i * 0.16), w * 0.4, h * 0.018);
    ctx.fillRect(w * 0.1 + h * 0.13, h * (0.31 + i * 0.16), w * 0.25, h * 0.014);
  }
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, h * 0.92, w, h * 0.08);
  return c.toBuffer('image/png');
}

/** A single-colour logo on transparency (a dark mark disappears on a dark ground, a light one on a light ground). */
export async function monoLogo(color = '#1c1c1c', w = 420, h = 140): Promise<Buffer> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(h / 2, h / 2, h * 0.42, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalCompositeOperation = 'destination-out';
  ctx.beginPath();
  ctx.arc(h / 2, h / 2, h * 0.22, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalCompositeOperation = 'source-over';
  for (let i = 0; i < 2; i++) {
    ctx.beginPath();
    ctx.roundRect(h + 14, h * (0.25 + i * 0.32), (w - h - 30) * (i ? 0.65 : 1), h * 0.2, 8);
    ctx.fill();
  }
  return c.toBuffer('image/png');
}
