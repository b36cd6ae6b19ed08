// A campaign-set contact sheet: sections (one per set preset), each row one look across every
// format of its set at one common scale, so the sizes stay proportional as a buyer would see them.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { fontStack } from '../libs/design-engine/fonts/registry';
import { Cell } from './sheet';

export interface SetSection {
  title: string;
  /** one scale for every cell of the section (1 = pixel for pixel) */
  scale: number;
  rows: { label: string; cells: Cell[] }[];
}

export async function setSheet(sections: SetSection[], title: string): Promise<Buffer> {
  const pad = 16;
  const capH = 22;
  const rowLabelH = 26;
  const sectionTitleH = 40;
  const rowWidth = (s: SetSection, cells: Cell[]) =>
    cells.reduce((a, c) => a + Math.round(c.width * s.scale) + pad, pad);
  const W = Math.max(...sections.flatMap((s) => s.rows.map((r) => rowWidth(s, r.cells))));
  const rowH = (s: SetSection, cells: Cell[]) =>
    rowLabelH + Math.max(...cells.map((c) => Math.round(c.height * s.scale))) + capH + pad;
  const H = 60 + sections.reduce((a, s) => a + sectionTitleH + s.rows.reduce((b, r) => b + rowH(s, r.cells), 0), 0);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e9e9ec';
  ctx.fillRect(0, 0, W, H);
  // the labels quote the prompt and headlines: the stack covers their script (Japanese, Arabic...)
  const family = (text: string) =>
    fontStack(`Aa0 ${text}`, 'Inter', 600)
      .aliases.map((a) => `"${a}"`)
      .join(',');
  ctx.fillStyle = '#222';
  ctx.font = `600 24px ${family(title)}`;
  ctx.fillText(title, pad, 38);
  let y = 60;
  for (const s of sections) {
    ctx.fillStyle = '#222';
    ctx.font = `600 20px ${family(s.title)}`;
    ctx.fillText(`${s.title} (scale ${s.scale})`, pad, y + 26);
    y += sectionTitleH;
    for (const row of s.rows) {
      ctx.fillStyle = '#444';
      ctx.font = `600 15px ${family(row.label)}`;
      ctx.fillText(row.label, pad, y + 17);
      const top = y + rowLabelH;
      let x = pad;
      ctx.font = `400 13px ${family('x')}`;
      for (const c of row.cells) {
        const w = Math.round(c.width * s.scale);
        const h = Math.round(c.height * s.scale);
        const img = await loadImage(await sharp(c.image).resize(w, h).png().toBuffer());
        ctx.fillStyle = 'rgba(0,0,0,0.14)';
        ctx.fillRect(x + 2, top + 3, w, h);
        ctx.drawImage(img, x, top, w, h);
        ctx.fillStyle = '#333';
        // captions may be wider than a narrow format: they run on into the gap, never over the next image
        ctx.fillText(c.caption, x, top + h + 16, Math.max(w, 150));
        x += w + pad;
      }
      y += rowH(s, row.cells);
    }
  }
  const data = ctx.getImageData(0, 0, W, H).data;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width: W, height: H, channels: 4 },
  })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
    .toBuffer();
}
