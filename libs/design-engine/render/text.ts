// Text layers: places items and lines, picks each item's colour by measured contrast against the
// pixels underneath (adding a backing plate when no colour reaches WCAG AA), draws, and reports.
import { SKRSContext2D } from '@napi-rs/canvas';
import { BLACK, contrast, mix, RGB, rgba, toHex, WHITE } from '../color/color';
import { cssFont } from '../fonts/registry';
import { FittedItem } from '../text/fit';
import { clampBox, colorContrast, LumStats, measureRegion } from './contrast';
import { Box, TextBlock } from './scene';
import { rasterIcon } from '../imagery/rasterise';

export interface TextLayerReport {
  id: string;
  lines: string[];
  box: { x: number; y: number; width: number; height: number };
  font: { family: string; weight: number; size: number; faces: string[] };
  color: string;
  /** Worst-case WCAG contrast of the text colour against every pixel under the text box. */
  contrast: number;
  threshold: number;
  /** A backing plate was added under the text to reach the threshold. */
  plate: boolean;
  /** A line is wider than the text's region (never expected). */
  overflow: boolean;
  /** Words were broken between letters to fit. */
  forced: boolean;
  /** Lines were cut with an ellipsis to fit. */
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
  const top =
    block.valign === 'top'
      ? region.y
      : block.valign === 'middle'
        ? region.y + (region.h - stack.height) / 2
        : region.y + region.h - stack.height;
  return stack.items.map((f) => {
    const w = f.width;
    let x: number;
    if (block.align === 'center') x = region.x + (region.w - w) / 2;
    else if ((block.align === 'start') !== rtl) x = region.x;
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

interface Job {
  block: TextBlock;
  g: PlacedItemGeometry;
  threshold: number;
  color: RGB;
  /** The pixels under the text as read (or its solid ground): still true when no plate is blended over them. */
  stats: LumStats;
  plate?: { color: RGB; alpha: number; box: Box };
}

/** Plate alpha so that `text` reaches `target` over the worst pixel underneath. */
function plateAlpha(stats: LumStats, text: RGB, plate: RGB, target: number): number {
  const worst = text === WHITE || contrast(text, WHITE) < contrast(text, BLACK) ? stats.brightest : stats.darkest;
  for (let a = 0.2; a < 0.96; a += 0.05) if (contrast(text, mix(worst, plate, a)) >= target + 0.25) return a;
  return 0.95;
}

/**
 * Draws every text block over what is on the canvas. The pixels under each text box are read once
 * (to choose colours and plates, and to measure the ratios reported).
 * `density` is the canvas's pixel scale: boxes are in layout px, the pixels are read in device px.
 */
export function drawTextBlocks(
  ctx: SKRSContext2D,
  blocks: TextBlock[],
  rtl: boolean,
  W: number,
  H: number,
  density = 1,
): TextLayerReport[] {
  const jobs: Job[] = [];
  // Each box is read on its own: nothing is drawn between the reads, so canvas rasterises once.
  const under = new Map<PlacedItemGeometry, { data: Uint8ClampedArray; box: Box }>();
  for (const block of blocks) {
    for (const g of placeBlock(block, rtl)) {
      // 3:1 only for large display text (headline, offer); running text always needs 4.5:1
      const display = g.f.item.id === 'title' || g.f.item.id === 'offer';
      const threshold = display && isLarge(g.f.size, g.f.item.style.stack.weight) ? 3 : 4.5;
      const isButton = g.f.item.kind === 'button' && block.button;
      let stats: LumStats;
      if (isButton && block.button) {
        // A button's text sits wholly inside its solid fill.
        stats = solidStats(block.button.fill);
      } else if (block.solidGround) {
        // so does the type of a store badge, a date tile or a sticker (furniture/)
        stats = solidStats(block.solidGround);
      } else {
        const box = clampBox(scaleBox(g.textBox, density), W * density, H * density);
        const data = ctx.getImageData(box.x, box.y, box.w, box.h).data;
        under.set(g, { data, box });
        stats = measureRegion(data, box.w, box.h, { x: 0, y: 0, w: box.w, h: box.h });
      }
      const prefs = [...(block.colors[g.f.item.id] ?? []), WHITE, BLACK];
      // Prefer colours that reach 4.5:1 even where large text would be allowed 3:1.
      let color =
        prefs.find((c) => colorContrast(stats, c) >= Math.max(threshold, 4.5)) ??
        prefs.find((c) => colorContrast(stats, c) >= threshold);
      let plate: Job['plate'];
      if (!color) {
        color = colorContrast(stats, WHITE) >= colorContrast(stats, BLACK) ? WHITE : BLACK;
        const plateColor =
          block.plate && contrast(block.plate, color) >= threshold + 1 ? block.plate : color === WHITE ? BLACK : WHITE;
        const pad = Math.max(2, g.f.size * 0.3);
        plate = {
          color: plateColor,
          alpha: plateAlpha(stats, color, plateColor, threshold),
          box: {
            x: g.textBox.x - pad,
            y: g.textBox.y - pad * 0.6,
            w: g.textBox.w + 2 * pad,
            h: g.textBox.h + 1.2 * pad,
          },
        };
      }
      jobs.push({ block, g, threshold, color, stats, plate });
    }
  }
  for (const j of jobs) {
    if (j.g.f.item.kind === 'button' && j.block.button) {
      ctx.beginPath();
      ctx.roundRect(j.g.box.x, j.g.box.y, j.g.box.w, j.g.box.h, Math.min(j.block.button.radius, j.g.box.h / 2));
      ctx.fillStyle = rgba(j.block.button.fill, 1);
      ctx.fill();
    }
    if (j.plate) {
      const p = j.plate;
      ctx.beginPath();
      ctx.roundRect(p.box.x, p.box.y, p.box.w, p.box.h, Math.min(p.box.h / 4, j.g.f.size * 0.3));
      ctx.fillStyle = rgba(p.color, p.alpha);
      ctx.fill();
      // Same source-over blend on our copy of the pixels under the text, so the ratio below is
      // measured over the plate without reading the canvas (and rasterising it) again.
      const u = under.get(j.g);
      if (u) blend(u.data, p.color, p.alpha);
    }
  }
  return jobs.map((j) => {
    // measured again only where a plate changed the pixels under the text
    const u = j.plate ? under.get(j.g) : undefined;
    const stats = u ? measureRegion(u.data, u.box.w, u.box.h, { x: 0, y: 0, w: u.box.w, h: u.box.h }) : j.stats;
    return drawItem(ctx, j, stats, rtl);
  });
}

function blend(data: Uint8ClampedArray, c: RGB, a: number): void {
  const k = Math.round(a * 255) / 255;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = c.r * k + data[i] * (1 - k);
    data[i + 1] = c.g * k + data[i + 1] * (1 - k);
    data[i + 2] = c.b * k + data[i + 2] * (1 - k);
  }
}

function solidStats(c: RGB): LumStats {
  const px = new Uint8ClampedArray([c.r, c.g, c.b, 255]);
  return measureRegion(px, 1, 1, { x: 0, y: 0, w: 1, h: 1 });
}

function drawItem(ctx: SKRSContext2D, j: Job, stats: LumStats, rtl: boolean): TextLayerReport {
  const { f, box, textBox } = j.g;
  const block = j.block;
  const style = f.item.style;
  const size = f.size;
  const color = j.color;
  ctx.font = cssFont(style.stack, size);
  ctx.letterSpacing = `${(style.tracking * size).toFixed(3)}px`;
  ctx.direction = style.direction;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
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
      const mx = rtl ? box.x + box.w - f.indent * 0.35 : box.x + f.indent * 0.35;
      const iconName = block.bulletIcons?.[line.bullet];
      const s = Math.round(size * 0.82);
      const icon = iconName && s >= 8 ? rasterIcon(iconName, s * Math.round(ctx.getTransform().a || 1)) : undefined;
      if (icon) {
        // the bullet's icon centred where the dot would be, a little larger than the x-height
        const ix = rtl ? box.x + box.w - f.indent * 0.41 - s / 2 : box.x + f.indent * 0.41 - s / 2;
        ctx.drawImage(icon, ix, y + lineH / 2 - s / 2, s, s);
        ctx.fillStyle = rgba(color, 1);
      }
      const visible =
        Math.min(contrast(block.bulletColor, stats.brightest), contrast(block.bulletColor, stats.darkest)) >= 1.5;
      if (!icon) {
        ctx.beginPath();
        ctx.arc(mx, y + lineH / 2, r, 0, Math.PI * 2);
        ctx.fillStyle = rgba(visible ? block.bulletColor : color, 1);
        ctx.fill();
      }
    }
    ctx.fillStyle = rgba(color, 1);
    let lx: number;
    if (f.item.kind === 'bullets') lx = rtl ? box.x + box.w - f.indent - line.width : box.x + f.indent;
    else if (f.item.kind === 'button' || block.align === 'center') lx = textBox.x + (textBox.w - line.width) / 2;
    else if ((block.align === 'start') !== rtl) lx = textBox.x;
    else lx = textBox.x + textBox.w - line.width;
    if (lx < block.region.x - 0.5 || lx + line.width > block.region.x + block.region.w + 0.5) overflow = true;
    ctx.fillText(line.text, lx, y + lineH / 2 + cap / 2);
    y += lineH;
  }
  const outside = box.y < block.region.y - 0.5 || box.y + box.h > block.region.y + block.region.h + 0.5;
  return {
    id: f.item.id,
    lines: f.lines.map((l) => l.text),
    box: { x: round(textBox.x), y: round(textBox.y), width: round(textBox.w), height: round(textBox.h) },
    font: { family: style.family, weight: style.stack.weight, size, faces: style.stack.aliases },
    color: toHex(color),
    contrast: Math.floor(colorContrast(stats, color) * 100) / 100,
    threshold: j.threshold,
    plate: Boolean(j.plate),
    overflow: overflow || outside,
    forced: f.forced,
    truncated: f.truncated,
  };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

function scaleBox(b: Box, k: number): Box {
  return k === 1 ? b : { x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k };
}
