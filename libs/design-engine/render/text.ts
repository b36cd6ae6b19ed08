// Draws a fitted text block: places items and lines, picks each item's colour by measured contrast
// against the pixels underneath (adding a backing plate when no colour reaches WCAG AA), and reports.
import { SKRSContext2D } from '@napi-rs/canvas';
import { BLACK, contrast, luminance, mix, RGB, rgba, toHex, WHITE } from '../color/color';
import { cssFont } from '../fonts/registry';
import { FittedItem } from '../text/fit';
import { clampBox, colorContrast, LumStats, measureBox } from './contrast';
import { Box, TextBlock } from './scene';

export interface TextLayerReport {
  id: string;
  lines: string[];
  box: { x: number; y: number; width: number; height: number };
  font: { family: string; weight: number; size: number; faces: string[] };
  color: string;
  contrast: number;
  threshold: number;
  /** A backing plate was added under the text to reach the threshold. */
  plate: boolean;
  /** A line is wider than the text's region (never expected). */
  overflow: boolean;
  /** Words were broken between letters or lines cut with an ellipsis to fit. */
  forced: boolean;
  truncated: boolean;
}

export interface PlacedItemGeometry {
  f: FittedItem;
  box: Box;
  /** Box of the glyphs (the button's inner area for a button). */
  textBox: Box;
}

/** Absolute boxes of a block's items (logical alignment resolved for the writing direction). */
export function placeBlock(block: TextBlock, rtl: boolean): PlacedItemGeometry[] {
  const { region, stack } = block;
  const top = block.valign === 'top' ? region.y : block.valign === 'middle' ? region.y + (region.h - stack.height) / 2 : region.y + region.h - stack.height;
  return stack.items.map((f) => {
    const w = f.width;
    let x: number;
    const startLeft = !rtl;
    if (block.align === 'center') x = region.x + (region.w - w) / 2;
    else if ((block.align === 'start') === startLeft) x = region.x;
    else x = region.x + region.w - w;
    const box = { x, y: top + f.y, w, h: f.height };
    let textBox = box;
    if (f.item.kind === 'button') {
      const px = (f.item.padX ?? 1) * f.size;
      const py = (f.item.padY ?? 0.6) * f.size;
      textBox = { x: box.x + px, y: box.y + py, w: box.w - 2 * px, h: box.h - 2 * py };
    }
    return { f, box, textBox };
  });
}

function isLarge(size: number, weight: number): boolean {
  return size >= 24 || (size >= 18.66 && weight >= 700);
}

/** Plate alpha (0..0.95) so that `text` reaches `target` over the worst pixel underneath. */
function plateAlpha(stats: LumStats, text: RGB, plate: RGB, target: number): number {
  const worst = luminance(text) > 0.5 ? stats.brightest[0] : stats.darkest[0];
  for (let a = 0.2; a < 0.96; a += 0.05) {
    if (contrast(text, mix(worst, plate, a)) >= target + 0.15) return a;
  }
  return 0.95;
}

export function drawTextBlock(ctx: SKRSContext2D, block: TextBlock, rtl: boolean, W: number, H: number): TextLayerReport[] {
  const reports: TextLayerReport[] = [];
  for (const { f, box, textBox } of placeBlock(block, rtl)) {
    const style = f.item.style;
    const size = f.size;
    const weight = style.stack.weight;
    if (f.item.kind === 'button' && block.button) {
      ctx.beginPath();
      ctx.roundRect(box.x, box.y, box.w, box.h, Math.min(block.button.radius, box.h / 2));
      ctx.fillStyle = rgba(block.button.fill, 1);
      ctx.fill();
    }
    const threshold = isLarge(size, weight) ? 3 : 4.5;
    const measureArea = clampBox(textBox, W, H);
    let stats = measureBox(ctx, measureArea, W, H);
    const prefs = [...(block.colors[f.item.id] ?? []), WHITE, BLACK];
    // Prefer colours that reach 4.5:1 even where large text would be allowed 3:1.
    let color = prefs.find((c) => colorContrast(stats, c) >= Math.max(threshold, 4.5)) ?? prefs.find((c) => colorContrast(stats, c) >= threshold);
    let plate = false;
    if (!color) {
      color = colorContrast(stats, WHITE) >= colorContrast(stats, BLACK) ? WHITE : BLACK;
      const plateColor = block.plate && contrast(block.plate, color) >= threshold + 1 ? block.plate : color === WHITE ? BLACK : WHITE;
      const pad = Math.max(2, size * 0.3);
      for (let attempt = 0; attempt < 3 && colorContrast(stats, color) < threshold; attempt++) {
        const alpha = plateAlpha(stats, color, plateColor, threshold);
        ctx.beginPath();
        ctx.roundRect(textBox.x - pad, textBox.y - pad * 0.6, textBox.w + 2 * pad, textBox.h + 1.2 * pad, pad);
        ctx.fillStyle = rgba(plateColor, attempt === 0 ? alpha : 0.5);
        ctx.fill();
        plate = true;
        stats = measureBox(ctx, measureArea, W, H);
      }
    }
    const ratio = colorContrast(stats, color);
    // glyphs
    ctx.font = cssFont(style.stack, size);
    ctx.letterSpacing = `${(style.tracking * size).toFixed(3)}px`;
    ctx.direction = style.direction;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = rgba(color, 1);
    const lineH = size * f.item.lineHeight;
    const cap = style.stack.metrics.capHeight * size;
    let y = textBox.y;
    let prevBullet = -1;
    let overflow = false;
    for (const line of f.lines) {
      if (f.item.kind === 'bullets' && line.bullet !== prevBullet) {
        if (prevBullet >= 0) y += size * 0.45;
        prevBullet = line.bullet;
        const r = Math.max(1.5, size * 0.16);
        const mx = rtl ? box.x + box.w - f.indent / 2 : box.x + f.indent / 2;
        ctx.beginPath();
        ctx.arc(mx - (rtl ? -r * 0.5 : r * 0.5), y + lineH / 2, r, 0, Math.PI * 2);
        const bullet = Math.min(contrast(block.bulletColor, stats.brightest[0]), contrast(block.bulletColor, stats.darkest[0])) >= 1.5 ? block.bulletColor : color;
        ctx.fillStyle = rgba(bullet, 1);
        ctx.fill();
        ctx.fillStyle = rgba(color, 1);
      }
      const inner = f.item.kind === 'bullets' ? { x: rtl ? textBox.x : textBox.x + f.indent, w: textBox.w - f.indent } : { x: textBox.x, w: textBox.w };
      let lx: number;
      if (f.item.kind === 'bullets') lx = rtl ? inner.x + inner.w - line.width : inner.x;
      else if (f.item.kind === 'button' || block.align === 'center') lx = inner.x + (inner.w - line.width) / 2;
      else if ((block.align === 'start') !== rtl) lx = inner.x;
      else lx = inner.x + inner.w - line.width;
      if (lx < block.region.x - 0.5 || lx + line.width > block.region.x + block.region.w + 0.5) overflow = true;
      ctx.fillText(line.text, lx, y + lineH / 2 + cap / 2);
      y += lineH;
    }
    reports.push({
      id: f.item.id,
      lines: f.lines.map((l) => l.text),
      box: { x: round(textBox.x), y: round(textBox.y), width: round(textBox.w), height: round(textBox.h) },
      font: { family: style.family, weight, size, faces: style.stack.aliases },
      color: toHex(color),
      contrast: Math.round(ratio * 100) / 100,
      threshold,
      plate,
      overflow: overflow || box.y < block.region.y - 0.5 || box.y + box.h > block.region.y + block.region.h + 0.5,
      forced: f.forced,
      truncated: f.truncated,
    });
  }
  return reports;
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
