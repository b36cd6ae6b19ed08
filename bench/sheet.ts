// Contact sheets: renders laid out in a grid with captions, written as PNG (for review by eye).
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { fontStack } from '../libs/design-engine/fonts/registry';

export interface Cell {
  image: Buffer;
  width: number;
  height: number;
  caption: string;
}

/** Rows of cells; every cell is scaled to fit `cell` px (never enlarged beyond 1x). */
export async function contactSheet(rows: Cell[][], cell: number, title: string): Promise<Buffer> {
  const pad = 16;
  const capH = 28;
  const cols = Math.max(...rows.map((r) => r.length));
  const W = pad + cols * (cell + pad);
  const rowHeights = rows.map(
    (r) =>
      Math.max(...r.map((c) => Math.min(cell, c.height * Math.min(cell / c.width, cell / c.height, 1)))) + capH + pad,
  );
  const H = Math.ceil(60 + rowHeights.reduce((a, b) => a + b, 0));
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e9e9ec';
  ctx.fillRect(0, 0, W, H);
  const stack = fontStack('Aa0', 'Inter', 600);
  ctx.font = `600 22px ${stack.aliases.map((a) => `"${a}"`).join(',')}`;
  ctx.fillStyle = '#222';
  ctx.fillText(title, pad, 38);
  ctx.font = `400 13px ${stack.aliases.map((a) => `"${a}"`).join(',')}`;
  let y = 60;
  for (let r = 0; r < rows.length; r++) {
    let x = pad;
    for (const c of rows[r]) {
      const s = Math.min(cell / c.width, cell / c.height, 1);
      const w = Math.round(c.width * s);
      const h = Math.round(c.height * s);
      const png = await sharp(c.image).resize(w, h).png().toBuffer();
      const img = await loadImage(png);
      ctx.fillStyle = 'rgba(0,0,0,0.12)';
      ctx.fillRect(x + 2, y + 3, w, h);
      ctx.drawImage(img, x, y, w, h);
      ctx.fillStyle = '#333';
      ctx.fillText(c.caption, x, y + h + 18, cell);
      x += cell + pad;
    }
    y += rowHeights[r];
  }
  const data = ctx.getImageData(0, 0, W, H).data;
  // 256-colour palette PNG: a fraction of the size, fine for looking at designs.
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: W, height: H, channels: 4 },
  })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
    .toBuffer();
}
