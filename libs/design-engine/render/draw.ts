// Draws scene layers (everything except text) on a canvas context.
import { Canvas, createCanvas, ImageData, SKRSContext2D } from '@napi-rs/canvas';
import { RGB, rgba } from '../color/color';
import { rasterIcon } from '../imagery/rasterise';
import { PreparedMedia } from '../media/types';
import { coverCrop } from '../photo/crop';
import { Box, Layer, Paint, Shadow } from './scene';

type Ctx = SKRSContext2D;

export function paintStyle(ctx: Ctx, paint: Paint): string | CanvasGradient {
  if (paint.type === 'solid') return rgba(paint.color, paint.alpha ?? 1);
  const g =
    paint.type === 'linear'
      ? ctx.createLinearGradient(paint.x0, paint.y0, paint.x1, paint.y1)
      : ctx.createRadialGradient(paint.cx, paint.cy, 0, paint.cx, paint.cy, Math.max(1, paint.r));
  for (const [o, c, a] of paint.stops) g.addColorStop(Math.min(1, Math.max(0, o)), rgba(c, a ?? 1));
  return g;
}
type CanvasGradient = ReturnType<Ctx['createLinearGradient']>;

/** Device pixels per layout pixel: 1, or the render's `scale` (render.ts scales the whole canvas). */
function density(ctx: Ctx): number {
  return Math.max(1, Math.round(ctx.getTransform().a * 100) / 100);
}

function applyShadow(ctx: Ctx, s: Shadow | undefined): void {
  if (!s) return;
  ctx.shadowColor = `rgba(0,0,0,${s.alpha})`;
  // shadows ignore the canvas transform: scale them by hand so a dense render looks the same
  ctx.shadowBlur = s.blur * density(ctx);
  ctx.shadowOffsetY = s.dy * density(ctx);
}

export function shapePath(ctx: Ctx, box: Box, shape: 'rect' | 'circle' | 'arch', radius = 0): void {
  ctx.beginPath();
  if (shape === 'circle') {
    ctx.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2, 0, 0, Math.PI * 2);
  } else if (shape === 'arch') {
    const r = box.w / 2;
    ctx.moveTo(box.x, box.y + box.h);
    ctx.lineTo(box.x, box.y + r);
    ctx.arc(box.x + r, box.y + r, r, Math.PI, 0);
    ctx.lineTo(box.x + box.w, box.y + box.h);
    ctx.closePath();
  } else if (radius > 0) {
    ctx.roundRect(box.x, box.y, box.w, box.h, Math.min(radius, box.w / 2, box.h / 2));
  } else {
    ctx.rect(box.x, box.y, box.w, box.h);
  }
}

// Drawable copies of media, per worker: a variant of the same request reuses the decoded canvas.
const mediaCanvases = new Map<string, Canvas>();
function mediaCanvas(media: PreparedMedia): Canvas {
  let c = mediaCanvases.get(media.id);
  if (c) return c;
  c = createCanvas(media.width, media.height);
  const view = new Uint8ClampedArray(media.data.buffer, media.data.byteOffset, media.data.byteLength);
  c.getContext('2d').putImageData(new ImageData(view, media.width, media.height), 0, 0);
  if (mediaCanvases.size >= 8) mediaCanvases.delete(mediaCanvases.keys().next().value as string);
  mediaCanvases.set(media.id, c);
  return c;
}

/** Source rectangle of a cover crop of `media` into `box`: near the focal point, heads kept whole (photo/crop.ts). */
export function coverSource(media: PreparedMedia, box: Box): Box {
  return coverCrop(media, box.w, box.h);
}

/** Destination box of `content` (a part of the media) fitted inside `box`. */
export function containBox(content: Box, box: Box, anchor: 'center' | 'bottom' | 'start' | 'end'): Box {
  const s = Math.min(box.w / content.w, box.h / content.h);
  const w = content.w * s;
  const h = content.h * s;
  let x = box.x + (box.w - w) / 2;
  if (anchor === 'start') x = box.x;
  if (anchor === 'end') x = box.x + box.w - w;
  const y = anchor === 'bottom' ? box.y + box.h - h : box.y + (box.h - h) / 2;
  return { x, y, w, h };
}

function contentBox(media: PreparedMedia): Box {
  const c = media.content;
  return { x: c.x, y: c.y, w: c.width, h: c.height };
}

function treat(ctx: Ctx, w: number, h: number, treatment: 'duotone' | 'monochrome', duo: [RGB, RGB]): void {
  ctx.save();
  ctx.globalCompositeOperation = 'saturation';
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, w, h);
  if (treatment === 'duotone') {
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = rgba(duo[1], 1);
    ctx.fillRect(0, 0, w, h);
    ctx.globalCompositeOperation = 'lighten';
    ctx.fillStyle = rgba(duo[0], 1);
    ctx.fillRect(0, 0, w, h);
  } else {
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = 'rgba(128,128,128,0.4)';
    ctx.fillRect(0, 0, w, h);
  }
  ctx.restore();
}

/**
 * A cover crop of the photo blurred beyond recognition, as the fill behind a photo shown whole: drawn
 * through a thumbnail about 1/40 of the box, which the upscale smooths (a fraction of a blur filter's cost).
 */
function drawBlurredFill(ctx: Ctx, layer: Extract<Layer, { t: 'image' }>, src: Canvas): void {
  const { box } = layer;
  const source = coverSource(layer.media, box);
  const tw = Math.max(2, Math.round(box.w / 40));
  const th = Math.max(2, Math.round(box.h / 40));
  const thumb = createCanvas(tw, th);
  const t = thumb.getContext('2d');
  t.imageSmoothingQuality = 'high';
  t.drawImage(src, source.x, source.y, source.w, source.h, 0, 0, tw, th);
  ctx.save();
  shapePath(ctx, box, layer.shape, layer.radius);
  ctx.clip();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(thumb, 0, 0, tw, th, box.x, box.y, box.w, box.h);
  ctx.restore();
}

function drawImageLayer(ctx: Ctx, layer: Extract<Layer, { t: 'image' }>): void {
  const { media, box } = layer;
  const src = mediaCanvas(media);
  if (layer.blurred) return drawBlurredFill(ctx, layer, src);
  const contain = layer.fit === 'contain' || media.cutout;
  const dest = contain ? containBox(contentBox(media), box, layer.anchor ?? 'center') : box;
  const source = contain ? contentBox(media) : coverSource(media, box);
  const bw = Math.max(1, Math.round(dest.w));
  const bh = Math.max(1, Math.round(dest.h));
  let drawable: Canvas = src;
  let s = source;
  if (layer.treatment !== 'natural') {
    // at the canvas's pixel density, so a scale-2 render stays sharp
    const k = density(ctx);
    const [pw, ph] = [Math.max(1, Math.round(bw * k)), Math.max(1, Math.round(bh * k))];
    const off = createCanvas(pw, ph);
    const o = off.getContext('2d');
    o.drawImage(src, source.x, source.y, source.w, source.h, 0, 0, pw, ph);
    treat(o, pw, ph, layer.treatment, layer.duo);
    if (media.hasAlpha) {
      o.globalCompositeOperation = 'destination-in';
      o.drawImage(src, source.x, source.y, source.w, source.h, 0, 0, pw, ph);
    }
    drawable = off;
    s = { x: 0, y: 0, w: pw, h: ph };
  }
  ctx.save();
  if (contain && media.hasAlpha) {
    applyShadow(ctx, layer.shadow);
    ctx.drawImage(drawable, s.x, s.y, s.w, s.h, dest.x, dest.y, dest.w, dest.h);
  } else {
    if (layer.shadow) {
      ctx.save();
      applyShadow(ctx, layer.shadow);
      shapePath(ctx, dest, layer.shape, layer.radius);
      ctx.fillStyle = '#000';
      ctx.fill();
      ctx.restore();
    }
    shapePath(ctx, dest, layer.shape, layer.radius);
    ctx.clip();
    ctx.drawImage(drawable, s.x, s.y, s.w, s.h, dest.x, dest.y, dest.w, dest.h);
  }
  ctx.restore();
}

/** The logo's mark filled with one colour (its alpha kept), `pad` px of room on every side. */
/** A one-colour copy of the mark, drawn at the context's pixel density `k` (draw it at size / k). */
function silhouette(src: Canvas, content: Box, dest: Box, color: RGB, pad: number, k: number): Canvas {
  const w = Math.ceil(dest.w) + 2 * pad;
  const h = Math.ceil(dest.h) + 2 * pad;
  const sil = createCanvas(Math.ceil(w * k), Math.ceil(h * k));
  const s = sil.getContext('2d');
  s.scale(k, k);
  s.drawImage(src, content.x, content.y, content.w, content.h, pad, pad, dest.w, dest.h);
  s.globalCompositeOperation = 'source-in';
  s.fillStyle = rgba(color, 1);
  s.fillRect(0, 0, w, h);
  return sil;
}

function drawLogoLayer(ctx: Ctx, layer: Extract<Layer, { t: 'logo' }>): void {
  const { media } = layer;
  const src = mediaCanvas(media);
  const content = contentBox(media);
  if (layer.style === 'plate') {
    // the mark on a rounded plate that fills the logo's box (so the plate keeps to the safe margin)
    const outer = containBox(content, layer.box, layer.anchor);
    const pad = Math.min(outer.w, outer.h) * 0.16;
    const dest = containBox(
      content,
      { x: outer.x + pad, y: outer.y + pad, w: outer.w - 2 * pad, h: outer.h - 2 * pad },
      'center',
    );
    ctx.fillStyle = rgba(layer.plate ?? { r: 255, g: 255, b: 255 }, 1);
    ctx.beginPath();
    ctx.roundRect(outer.x, outer.y, outer.w, outer.h, pad * 0.9);
    ctx.fill();
    ctx.drawImage(src, content.x, content.y, content.w, content.h, dest.x, dest.y, dest.w, dest.h);
    return;
  }
  const dest = containBox(content, layer.box, layer.anchor);
  if (layer.style === 'knockout') {
    const k = density(ctx);
    const sil = silhouette(src, content, dest, layer.knockout ?? { r: 255, g: 255, b: 255 }, 0, k);
    ctx.drawImage(sil, dest.x, dest.y, sil.width / k, sil.height / k);
    return;
  }
  if (layer.style === 'outline') {
    // A solid silhouette of the logo drawn around it: the logo reads on any background.
    const pad = Math.max(1, Math.round(Math.min(dest.w, dest.h) * 0.06));
    const k = density(ctx);
    const sil = silhouette(src, content, dest, layer.outline, pad, k);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ctx.drawImage(
        sil,
        dest.x - pad + Math.cos(a) * pad,
        dest.y - pad + Math.sin(a) * pad,
        sil.width / k,
        sil.height / k,
      );
    }
  }
  ctx.drawImage(src, content.x, content.y, content.w, content.h, dest.x, dest.y, dest.w, dest.h);
}

// One-colour copies of icons for patterns, by icon, size and colour.
const tinted = new Map<string, Canvas>();
function tintedIcon(icon: string, size: number, tint: RGB): Canvas | undefined {
  const key = `${icon}@${size}@${tint.r},${tint.g},${tint.b}`;
  let c = tinted.get(key);
  if (c) return c;
  const src = rasterIcon(icon, size);
  if (!src) return undefined;
  c = createCanvas(src.width, src.height);
  const g = c.getContext('2d');
  g.drawImage(src, 0, 0);
  g.globalCompositeOperation = 'source-in';
  g.fillStyle = rgba(tint, 1);
  g.fillRect(0, 0, c.width, c.height);
  if (tinted.size >= 24) tinted.delete(tinted.keys().next().value as string);
  tinted.set(key, c);
  return c;
}

// An icon with its drop shadow, drawn once per icon, size and shadow: blurring a large raster on
// every design would cost more than the rest of the design.
const shadowed = new Map<string, { canvas: Canvas; pad: number }>();
function shadowedIcon(icon: string, size: number, s: Shadow): { canvas: Canvas; pad: number } | undefined {
  const key = `${icon}@${size}@${Math.round(s.blur)},${Math.round(s.dy)},${s.alpha}`;
  const hit = shadowed.get(key);
  if (hit) return hit;
  const src = rasterIcon(icon, size);
  if (!src) return undefined;
  const pad = Math.ceil(s.blur * 1.5 + Math.abs(s.dy));
  const c = createCanvas(size + 2 * pad, size + 2 * pad);
  const g = c.getContext('2d');
  applyShadow(g, s);
  g.drawImage(src, pad, pad, size, size);
  if (shadowed.size >= 16) shadowed.delete(shadowed.keys().next().value as string);
  const out = { canvas: c, pad };
  shadowed.set(key, out);
  return out;
}

function drawArt(ctx: Ctx, layer: Extract<Layer, { t: 'art' }>): void {
  const size = Math.round(Math.max(layer.box.w, layer.box.h));
  const withShadow = layer.shadow && !layer.tint ? shadowedIcon(layer.icon, size, layer.shadow) : undefined;
  const img =
    withShadow?.canvas ?? (layer.tint ? tintedIcon(layer.icon, size, layer.tint) : rasterIcon(layer.icon, size));
  if (!img) return;
  const k = layer.box.w / size;
  const pad = (withShadow?.pad ?? 0) * k;
  ctx.save();
  if (layer.alpha !== undefined) ctx.globalAlpha = layer.alpha;
  ctx.translate(layer.box.x + layer.box.w / 2, layer.box.y + layer.box.h / 2);
  if (layer.rotation) ctx.rotate(layer.rotation);
  ctx.drawImage(img, -layer.box.w / 2 - pad, -layer.box.h / 2 - pad, layer.box.w + 2 * pad, layer.box.h + 2 * pad);
  ctx.restore();
}

function drawPattern(ctx: Ctx, layer: Extract<Layer, { t: 'pattern' }>): void {
  const { box, spacing, size } = layer;
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.w, box.h);
  ctx.clip();
  ctx.fillStyle = rgba(layer.color, layer.alpha);
  ctx.strokeStyle = rgba(layer.color, layer.alpha);
  ctx.lineWidth = size;
  ctx.beginPath();
  if (layer.kind === 'dots') {
    // one small path per dot: a single path of hundreds of circles rasterises many times slower
    for (let y = box.y + spacing / 2, row = 0; y < box.y + box.h; y += spacing, row++) {
      for (let x = box.x + spacing / 2 + (row % 2 ? spacing / 2 : 0); x <= box.x + box.w - size; x += spacing) {
        ctx.beginPath();
        ctx.arc(x, y, size, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  } else if (layer.kind === 'lines') {
    for (let d = -box.h; d < box.w; d += spacing) {
      ctx.moveTo(box.x + d, box.y + box.h);
      ctx.lineTo(box.x + d + box.h, box.y);
    }
    ctx.stroke();
  } else if (layer.kind === 'grid') {
    for (let x = box.x; x <= box.x + box.w; x += spacing) {
      ctx.moveTo(x, box.y);
      ctx.lineTo(x, box.y + box.h);
    }
    for (let y = box.y; y <= box.y + box.h; y += spacing) {
      ctx.moveTo(box.x, y);
      ctx.lineTo(box.x + box.w, y);
    }
    ctx.stroke();
  } else if (layer.kind === 'rings') {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    for (let r = spacing; r < Math.hypot(box.w, box.h) / 2; r += spacing) {
      ctx.moveTo(cx + r, cy);
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
    }
    ctx.stroke();
  } else {
    // waves: smooth bands drawn with one quadratic curve per half period
    const amp = spacing * 0.5;
    for (let y = box.y; y < box.y + box.h + spacing; y += spacing) {
      ctx.moveTo(box.x, y);
      for (let x = box.x, k = 0; x < box.x + box.w; x += spacing, k++)
        ctx.quadraticCurveTo(x + spacing / 2, y + (k % 2 ? -amp : amp), x + spacing, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

// Patterns and colour meshes cost several ms to rasterise at social sizes and repeat across designs of
// one format and palette: each worker keeps the last few as images.
const groupCache = new Map<string, Canvas>();
function cachedGroup(layer: Extract<Layer, { t: 'group' }>, k: number): Canvas {
  const key = JSON.stringify([k, layer.clip, layer.layers]);
  let c = groupCache.get(key);
  if (c) {
    groupCache.delete(key);
    groupCache.set(key, c);
    return c;
  }
  const x = Math.floor(layer.clip.x);
  const y = Math.floor(layer.clip.y);
  c = createCanvas(
    Math.max(1, Math.ceil(layer.clip.x + layer.clip.w) - x) * k,
    Math.max(1, Math.ceil(layer.clip.y + layer.clip.h) - y) * k,
  );
  const g = c.getContext('2d');
  g.scale(k, k);
  g.translate(-x, -y);
  for (const inner of layer.layers) if (inner.t !== 'text') drawLayer(g, inner);
  if (groupCache.size >= 6) groupCache.delete(groupCache.keys().next().value as string);
  groupCache.set(key, c);
  return c;
}

export function drawLayer(ctx: Ctx, layer: Exclude<Layer, { t: 'text' }>): void {
  switch (layer.t) {
    case 'rect': {
      ctx.save();
      applyShadow(ctx, layer.shadow);
      shapePath(ctx, layer.box, 'rect', layer.radius);
      if (!layer.noFill) {
        ctx.fillStyle = paintStyle(ctx, layer.paint);
        ctx.fill();
      }
      ctx.restore();
      if (layer.stroke) {
        ctx.save();
        ctx.strokeStyle = rgba(layer.stroke.color, layer.stroke.alpha ?? 1);
        ctx.lineWidth = layer.stroke.width;
        shapePath(ctx, layer.box, 'rect', layer.radius);
        ctx.stroke();
        ctx.restore();
      }
      return;
    }
    case 'ellipse': {
      ctx.beginPath();
      ctx.ellipse(layer.cx, layer.cy, Math.max(0.5, layer.rx), Math.max(0.5, layer.ry), 0, 0, Math.PI * 2);
      if (!layer.noFill) {
        ctx.fillStyle = paintStyle(ctx, layer.paint);
        ctx.fill();
      }
      if (layer.stroke) {
        ctx.strokeStyle = rgba(layer.stroke.color, layer.stroke.alpha ?? 1);
        ctx.lineWidth = layer.stroke.width;
        ctx.stroke();
      }
      return;
    }
    case 'poly': {
      ctx.beginPath();
      layer.pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.closePath();
      ctx.fillStyle = paintStyle(ctx, layer.paint);
      ctx.fill();
      return;
    }
    case 'burst': {
      ctx.beginPath();
      const n = layer.spikes * 2;
      for (let i = 0; i < n; i++) {
        const a = layer.rotation + (i / n) * Math.PI * 2;
        const r = i % 2 === 0 ? layer.r : layer.r * (1 - layer.depth);
        const x = layer.cx + Math.cos(a) * r;
        const y = layer.cy + Math.sin(a) * r;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
      ctx.fillStyle = paintStyle(ctx, layer.paint);
      ctx.fill();
      return;
    }
    case 'pattern':
      return drawPattern(ctx, layer);
    case 'image':
      return drawImageLayer(ctx, layer);
    case 'logo':
      return drawLogoLayer(ctx, layer);
    case 'art':
      return drawArt(ctx, layer);
    case 'group':
      ctx.save();
      shapePath(ctx, layer.clip, 'rect', layer.radius);
      ctx.clip();
      // (huge custom sizes are drawn directly: caching 4096x4096 rasters would cost more memory than it saves)
      if (layer.cache && layer.clip.w * layer.clip.h * density(ctx) ** 2 <= 2_500_000) {
        const k = density(ctx);
        const c = cachedGroup(layer, k);
        ctx.drawImage(c, Math.floor(layer.clip.x), Math.floor(layer.clip.y), c.width / k, c.height / k);
      } else for (const inner of layer.layers) if (inner.t !== 'text') drawLayer(ctx, inner);
      ctx.restore();
      return;
  }
}
