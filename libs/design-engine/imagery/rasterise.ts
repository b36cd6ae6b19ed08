// Fluent emoji SVG -> canvas, at the size a design draws it. Each worker reads only the icons it
// draws from the pinned package (byte ranges recorded in emoji-index.json), and keeps the last
// rasters by icon and size: the variants of a request and repeated formats reuse them.
import { closeSync, openSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Canvas, createCanvas, Image } from '@napi-rs/canvas';
import INDEX from './emoji-index.json';

const AT = (INDEX as unknown as { at: Record<string, [number, number]> }).at;
let iconsFile: string | undefined;
const bodies = new Map<string, { body: string; width: number; height: number }>();

function svgOf(icon: string): { body: string; width: number; height: number } | undefined {
  const hit = bodies.get(icon);
  if (hit) return hit;
  const at = AT[icon];
  if (!at) return undefined;
  iconsFile ??= join(dirname(require.resolve('@iconify-json/fluent-emoji-flat/package.json')), 'icons.json');
  const buf = Buffer.alloc(at[1]);
  const fd = openSync(iconsFile, 'r');
  try {
    readSync(fd, buf, 0, at[1], at[0]);
  } finally {
    closeSync(fd);
  }
  const parsed = JSON.parse(buf.toString('utf8')) as { body: string; width?: number; height?: number };
  const svg = { body: parsed.body, width: parsed.width ?? 32, height: parsed.height ?? 32 };
  bodies.set(icon, svg);
  return svg;
}

const rasters = new Map<string, Canvas>();
const MAX_RASTERS = 48;

/** The icon drawn in a size x size canvas (transparent around it), or undefined for an unknown icon. */
export function rasterIcon(icon: string, size: number): Canvas | undefined {
  const s = Math.max(4, Math.min(2048, Math.round(size)));
  const key = `${icon}@${s}`;
  const hit = rasters.get(key);
  if (hit) {
    rasters.delete(key);
    rasters.set(key, hit);
    return hit;
  }
  const svg = svgOf(icon);
  if (!svg) return undefined;
  const img = new Image();
  img.src = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${svg.width} ${svg.height}">${svg.body}</svg>`,
  );
  const c = createCanvas(s, s);
  c.getContext('2d').drawImage(img, 0, 0, s, s);
  if (rasters.size >= MAX_RASTERS) rasters.delete(rasters.keys().next().value as string);
  rasters.set(key, c);
  return c;
}

const tones = new Map<string, number>();

/**
 * How light an icon is (0 black, 1 white): the mean luminance of its opaque pixels at 24 px, kept per
 * icon. Some are near black (paw prints, musical notes, a bowling ball) and vanish on a dark ground.
 */
export function iconTone(icon: string): number | undefined {
  const hit = tones.get(icon);
  if (hit !== undefined) return hit;
  const c = rasterIcon(icon, 24);
  if (!c) return undefined;
  const { data } = c.getContext('2d').getImageData(0, 0, 24, 24);
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] / 255;
    sum += a * ((0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255);
    weight += a;
  }
  const tone = weight ? sum / weight : 1;
  tones.set(icon, tone);
  return tone;
}
