// renderDesign: content + brand + media + settings -> one finished variant (JPG/PNG) and its report.
import { createCanvas } from '@napi-rs/canvas';
import { findLanguage, LanguageId, LANGUAGES } from '../catalog/languages';
import { Mood } from '../catalog/options';
import { toHex } from '../color/color';
import { makePalette } from '../color/palettes';
import { fontStack, stripUncovered } from '../fonts/registry';
import { isolatePhoneNumbers } from '../text/bidi-isolate';
import { aspectClass, Content, DesignContext, safeMargin } from '../layout/context';
import { buildLayout } from '../layout/families';
import { factMoved, lostFacts } from '../layout/fact-move';
import { planVariant } from '../layout/plan';
import { resolvePairing, SCRIPT_FAMILY } from '../layout/typography';
import type { ImageryChoice } from '../imagery/match';
import { PreparedMedia } from '../media/types';
import { isScreenshot } from '../photo/device-frame';
import { containBox, coverSource, drawLayer } from './draw';
import { logoForGround, LogoReport } from './logo-contrast';
import { Box, Layer, Paint, TextBlock } from './scene';
import { encodeCanvas, EncodedFile, OutputFormat } from './encode';
import { drawTextBlocks, TextLayerReport } from './text';
import { advertiserLine } from '../layout/advertiser';
import { drawFurniture, FurnitureFacts, planFurniture, textZoneOf } from '../furniture';

export type Block =
  { type: 'title' | 'subtitle' | 'offer' | 'cta' | 'body'; value: string } | { type: 'bulletlist'; value: string[] };

export interface RenderInput {
  width: number;
  height: number;
  page: Block[];
  language: LanguageId;
  variantIndex: number;
  seed: number;
  /** The first output format; `formats` adds more of the same render (encode.ts). */
  format: OutputFormat;
  formats?: OutputFormat[];
  /** Pixel density 1..4: the same layout at `scale` times the pixels (300x250 at 2 is a 600x500 image). */
  scale?: number;
  /** Byte budget per file: lossy formats search their quality to stay under it. */
  maxBytes?: number;
  colors?: string[];
  brand?: { name?: string; colors?: string[]; fonts?: string[]; logo?: PreparedMedia };
  fontGroups?: { name: string; type: 'heading' | 'subHeading' | 'body' }[];
  media?: PreparedMedia[];
  settings?: {
    theme?: string[];
    frameStyle?: string[];
    backdropStyle?: string[];
    focus?: string[];
    imageStyle?: string[];
    designModel?: string;
  };
  mood?: Mood;
  /**
   * The built-in illustration for the request (`matchImagery`, once per request): drawn where a photo
   * would go when there is no photo. Without one (and without a photo) the layouts are typographic.
   */
  imagery?: ImageryChoice;
  /** The request's category as the copywriter reads it (`app` puts a tall photo in a drawn phone). */
  category?: string;
  /** Warnings to carry into the report, e.g. those of `prepareMedia` (a media item that could not be decoded). */
  warnings?: string[];
  /** Facts for store badges, contact block, event lockup and offer sticker, worded in `language` (furniture/). */
  furniture?: FurnitureFacts;
}

export interface LayoutReport {
  family: string;
  aspectClass: string;
  theme: string;
  palette: {
    name: string;
    background: string;
    primary: string;
    accent: string;
    ink: string;
    paper: string;
    /** Where the colours come from: the request's `colors`, the brand kit, or a mood's built-in set. */
    source: 'request' | 'brand' | 'mood';
    /** Every colour the palette gives the design (hex, distinct); with brand colours, each is one of them, a tint or shade of one, or a neutral. */
    colors: string[];
  };
  fonts: { heading: string; subHeading: string; body: string; pairing: string };
  style: { frameStyle: string; backdropStyle: string; focus: string; imageStyle: string };
  /** Every text layer, logo and button stays at least this many pixels inside the edges. */
  safeMargin: number;
  text: TextLayerReport[];
  images: ImageReport[];
  dropped: { block: string; reason: string }[];
  warnings: string[];
  /** The built-in illustration drawn, or null (a photo, or a typographic design). */
  imagery: {
    source: 'builtin';
    concept: string;
    emoji: string;
    icon: string;
    box: { x: number; y: number; width: number; height: number };
  } | null;
  /** Store badges, contact block, event lockup, offer sticker drawn (as drawn: mirrored for RTL). */
  furniture: {
    kind: 'app' | 'contact' | 'event' | 'sticker';
    box: { x: number; y: number; width: number; height: number };
  }[];
  /** Pieces the facts called for that this format could not hold, and why (not page blocks: no warning in the API). */
  furnitureSkipped: { kind: string; reason: string }[];
  /** Stories: the band text, logos and buttons keep to (out of the app's own interface), or null. */
  textZone: { x: number; y: number; width: number; height: number } | null;
}

export interface ImageReport {
  kind: 'photo' | 'logo';
  box: { x: number; y: number; width: number; height: number };
  /** Photo: the part of the prepared photo shown (px of `PreparedMedia`), and whether it is cover-cropped, shown whole, or the blurred fill behind a photo shown whole. */
  source?: { x: number; y: number; width: number; height: number };
  fit?: 'cover' | 'contain' | 'fill';
  /** Logo: median contrast of its mark against what is under it, and how it was set off (render/logo-contrast.ts). */
  contrast?: number;
  treatment?: LogoReport['treatment'];
}

export interface RenderResult {
  /** The first format's file (`files[0].image`). */
  image: Buffer;
  /** Pixel size of the files: the layout size times `scale`. */
  width: number;
  height: number;
  format: OutputFormat;
  scale: number;
  /** One file per requested format, in the order asked. */
  files: EncodedFile[];
  report: LayoutReport;
}

const BULLET_LIMIT = 5;
export const JPEG_QUALITY = 88;

/** First block of each type; extra ones are merged (body, bullets) or reported as dropped. */
export function contentFromPage(page: Block[], dropped: { block: string; reason: string }[]): Content {
  const c: Content = {};
  for (const b of page ?? []) {
    if (b.type === 'bulletlist') {
      const list = (Array.isArray(b.value) ? b.value : [b.value]).filter((v) => typeof v === 'string' && v.trim());
      c.bullets = [...(c.bullets ?? []), ...list];
      continue;
    }
    const v = typeof b.value === 'string' ? b.value.trim() : '';
    if (!v) continue;
    if (b.type === 'body') c.body = c.body ? `${c.body}\n${v}` : v;
    else if (b.type === 'title' && c.title && !c.subtitle) c.subtitle = v;
    else if (c[b.type]) dropped.push({ block: b.type, reason: `only one ${b.type} block is shown per design` });
    else c[b.type] = v;
  }
  if (c.bullets && c.bullets.length > BULLET_LIMIT) {
    dropped.push({ block: 'bulletlist', reason: `only the first ${BULLET_LIMIT} bullets are shown` });
    c.bullets = c.bullets.slice(0, BULLET_LIMIT);
  }
  if (!c.title) {
    // A design needs a headline: promote the most headline-like block.
    const promote = (['offer', 'subtitle', 'body', 'cta'] as const).find((k) => c[k] && k !== 'cta');
    if (promote) {
      c.title = c[promote];
      delete c[promote];
    }
  }
  return c;
}

function mirror(layer: Layer, W: number): Layer {
  const mx = (b: Box): Box => ({ ...b, x: W - b.x - b.w });
  switch (layer.t) {
    case 'rect':
    case 'pattern':
    case 'image':
      return layer.t === 'rect'
        ? { ...layer, box: mx(layer.box), paint: mirrorPaint(layer.paint, W) }
        : { ...layer, box: mx(layer.box) };
    case 'art':
      return { ...layer, box: mx(layer.box), rotation: layer.rotation ? -layer.rotation : layer.rotation };
    case 'logo':
      return {
        ...layer,
        box: mx(layer.box),
        anchor: layer.anchor === 'start' ? 'end' : layer.anchor === 'end' ? 'start' : 'center',
      };
    case 'ellipse':
      return { ...layer, cx: W - layer.cx, paint: mirrorPaint(layer.paint, W) };
    case 'burst':
      return { ...layer, cx: W - layer.cx };
    case 'poly':
      return {
        ...layer,
        pts: layer.pts.map(([x, y]) => [W - x, y] as [number, number]),
        paint: mirrorPaint(layer.paint, W),
      };
    case 'group':
      return { ...layer, clip: mx(layer.clip), layers: layer.layers.map((l) => mirror(l, W)) };
    case 'text':
      return { ...layer, block: { ...layer.block, region: mx(layer.block.region) } };
  }
}

function mirrorPaint(paint: Paint, W: number): Paint {
  if (paint.type === 'linear') return { ...paint, x0: W - paint.x0, x1: W - paint.x1 };
  if (paint.type === 'radial') return { ...paint, cx: W - paint.cx };
  return paint;
}

/** The largest illustration drawn in colour (not a one-colour pattern), as drawn (mirrored for RTL). */
function heroArt(layers: Layer[]): Box | undefined {
  let best: Box | undefined;
  for (const l of layers) {
    const b = l.t === 'art' && !l.tint ? l.box : l.t === 'group' ? heroArt(l.layers) : undefined;
    if (b && (!best || b.w * b.h > best.w * best.h)) best = b;
  }
  return best;
}

function reportBox(b: Box): ImageReport['box'] {
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.w), height: Math.round(b.h) };
}

/** Where a photo layer sits and which part of the photo it shows. */
function photoReport(layer: Extract<Layer, { t: 'image' }>): ImageReport {
  const m = layer.media;
  const contain = layer.fit === 'contain' || m.cutout;
  const c = m.content;
  const src = contain ? { x: c.x, y: c.y, w: c.width, h: c.height } : coverSource(m, layer.box);
  const box = contain ? containBox(src, layer.box, layer.anchor ?? 'center') : layer.box;
  return {
    kind: 'photo',
    box: reportBox(box),
    source: { x: Math.round(src.x), y: Math.round(src.y), width: Math.round(src.w), height: Math.round(src.h) },
    fit: contain ? 'contain' : 'cover',
  };
}

/** The variant laid out once more with `change` applied to it, from its random stream afresh. */
function laidOutAgain(
  d: DesignContext,
  change: Partial<DesignContext>,
  rng: () => () => number,
  facts: FurnitureFacts | undefined,
  warned: number,
): DesignContext {
  const e: DesignContext = {
    ...d,
    // (its own copy: planning the furniture trims the content it is given)
    content: { ...d.content, ...(d.content.bullets ? { bullets: [...d.content.bullets] } : {}) },
    ...change,
    rng: rng(),
    layers: [],
    dropped: [],
    warnings: d.warnings.slice(0, warned),
    furniture: undefined,
  };
  planFurniture(e, facts);
  buildLayout(e);
  return e;
}

/** The second layout when it loses fewer facts; the report's warnings are the shared array (the first layout's go). */
function fewerLost(d: DesignContext, e: DesignContext, warned: number, note?: string): DesignContext {
  if (lostFacts(e).length >= lostFacts(d).length) return d;
  d.warnings.splice(warned, d.warnings.length - warned, ...e.warnings.slice(warned));
  if (note) d.warnings.push(note);
  return { ...e, warnings: d.warnings };
}

/**
 * A variant that dropped a line carrying a fact while it kept a stock line is laid out once more with
 * the fact in the stock line's place (layout/fact-move.ts); the second layout wins when it loses fewer
 * facts. `rng` gives the variant's random stream afresh, so the rest of the look stays the same.
 */
function withFactsKept(
  d: DesignContext,
  rng: () => () => number,
  facts: FurnitureFacts | undefined,
  warned: number,
): DesignContext {
  const moved = factMoved(d);
  if (!moved) return d;
  const e = laidOutAgain(d, { content: moved.content }, rng, facts, warned);
  e.dropped.push({ id: moved.to, reason: `its stock line gave way to the ${moved.from} line, which carries a fact` });
  return fewerLost(d, e, warned);
}

/**
 * A variant that still leaves out a line carrying a fact, with no stock line to give way, is laid out
 * once more without its illustration (a design with the price and no picture beats a picture and no
 * price); the second layout wins when it loses fewer facts.
 */
function withRoomForFacts(
  d: DesignContext,
  rng: () => () => number,
  facts: FurnitureFacts | undefined,
  warned: number,
): DesignContext {
  if (!d.imagery || !lostFacts(d).length) return d;
  const e = laidOutAgain(d, { imagery: undefined }, rng, facts, warned);
  return fewerLost(d, e, warned, 'the illustration was left out to make room for every line that carries a fact');
}

export async function renderDesign(input: RenderInput): Promise<RenderResult> {
  const W = Math.round(input.width);
  const H = Math.round(input.height);
  if (!(W >= 1 && H >= 1 && W <= 8192 && H <= 8192)) throw new Error(`invalid size ${input.width}x${input.height}`);
  const warnings: string[] = [...(input.warnings ?? [])];
  const lang = findLanguage(input.language) ?? LANGUAGES[0];
  if (!findLanguage(input.language)) warnings.push(`language "${input.language}" is unknown; english was used`);
  const dropped: { block: string; reason: string }[] = [];
  const content = contentFromPage(input.page, dropped);
  if (!content.title && input.brand?.name) content.title = input.brand.name;
  else if (input.brand?.name) content.brand = input.brand.name;
  else if (!input.brand?.logo)
    content.brand = advertiserLine(W, H, [content.title, content.subtitle, content.offer], input.furniture?.advertiser);
  if (!content.title) warnings.push('the page has no text; the design shows no copy');

  const photos = (input.media ?? []).filter((m) => m.kind === 'photo');
  const logos = [input.brand?.logo, ...(input.media ?? []).filter((m) => m.kind === 'logo')].filter(
    (m): m is PreparedMedia => Boolean(m),
  );
  const photo = photos.length ? photos[input.variantIndex % photos.length] : undefined;
  const logo = logos[0];

  const planInput = {
    seed: input.seed,
    variantIndex: input.variantIndex,
    mood: input.mood,
    colors: input.colors,
    brandColors: input.brand?.colors,
    hasPhoto: Boolean(photo),
    hasCutout: Boolean(photo?.cutout),
    hasImagery: Boolean(input.imagery) && !photo,
    hasOffer: Boolean(content.offer),
    hasScreenshot: Boolean(photo && isScreenshot(photo, input.category)),
    settings: input.settings,
  };
  const plan = planVariant(planInput);
  const pairing = resolvePairing(
    plan.pairing,
    { fontGroups: input.fontGroups, brandFonts: input.brand?.fonts },
    warnings,
  );

  // Characters no registered font covers are reported and left out (never drawn from a system font);
  // in right-to-left text a phone number is isolated as one left-to-right unit (text/bidi-isolate.ts).
  const script = SCRIPT_FAMILY[lang.id] ?? pairing.body.family;
  const seen = new Set<number>();
  const clean = (text: string): string => {
    const { uncovered } = fontStack(text, script, 400);
    for (const cp of uncovered) {
      if (seen.has(cp)) continue;
      seen.add(cp);
      warnings.push(
        `character U+${cp.toString(16).toUpperCase().padStart(4, '0')} is not covered by any registered font and was left out`,
      );
    }
    const kept = stripUncovered(text, uncovered);
    return lang.direction === 'rtl' ? isolatePhoneNumbers(kept) : kept;
  };
  for (const key of ['title', 'subtitle', 'offer', 'cta', 'body', 'brand'] as const)
    if (content[key]) content[key] = clean(content[key] as string);
  if (content.bullets) content.bullets = content.bullets.map(clean).filter((b) => b.length > 0);

  const pal = makePalette(plan.colorSet, plan.theme);
  let d: DesignContext = {
    W,
    H,
    cls: aspectClass(W, H),
    lang,
    rtl: lang.direction === 'rtl',
    margin: safeMargin(W, H),
    unit: Math.sqrt(W * H),
    family: plan.family,
    pal,
    pairing,
    theme: plan.theme,
    frame: plan.frame,
    backdrop: plan.backdrop,
    focus: plan.focus,
    imageStyle: plan.imageStyle,
    content,
    photo,
    screenshot: Boolean(photo && isScreenshot(photo, input.category)),
    logo,
    imagery: photo ? undefined : input.imagery,
    logoStyle: logo ? logo.logoStyles[input.variantIndex % logo.logoStyles.length] : 'direct',
    rng: plan.rng,
    layers: [],
    dropped: [],
    warnings,
    textZone: textZoneOf(W, H),
  };
  const warned = warnings.length;
  planFurniture(d, input.furniture);
  buildLayout(d);
  d = withFactsKept(d, () => planVariant(planInput).rng, input.furniture, warned);
  d = withRoomForFacts(d, () => planVariant(planInput).rng, input.furniture, warned);
  const furniture = drawFurniture(d).map((f) => ({
    kind: f.kind,
    box: reportBox(d.rtl ? { ...f.box, x: W - f.box.x - f.box.w } : f.box),
  }));

  // The layout is computed at W x H; a denser canvas only scales the drawing, so it looks the same.
  const S = Math.min(4, Math.max(1, Math.round(input.scale ?? 1)));
  if (W * S > 8192 || H * S > 8192) throw new Error(`invalid size ${W * S}x${H * S} at scale ${S}`);
  const canvas = createCanvas(W * S, H * S);
  const ctx = canvas.getContext('2d');
  ctx.scale(S, S);
  // an opaque ground, so nothing transparent ever reaches the JPEG encoder
  ctx.fillStyle = toHex(pal.bg);
  ctx.fillRect(0, 0, W, H);
  ctx.imageSmoothingQuality = 'medium';
  const images: LayoutReport['images'] = [];
  const drawn: Layer[] = [];
  // Text goes on last, over everything else (families never draw over their text).
  const blocks: TextBlock[] = [];
  for (const raw of d.layers) {
    const layer = d.rtl ? mirror(raw, W) : raw;
    drawn.push(layer);
    if (layer.t === 'text') blocks.push(layer.block);
    else if (layer.t === 'logo') {
      // measured against what is drawn under it so far, as text is
      const fixed = logoForGround(ctx, layer, pal, W, H);
      drawLayer(ctx, fixed.layer);
      const c = layer.media.content;
      images.push({
        kind: 'logo',
        box: reportBox(containBox({ x: c.x, y: c.y, w: c.width, h: c.height }, layer.box, layer.anchor)),
        contrast: fixed.report.contrast,
        treatment: fixed.report.treatment,
      });
    } else {
      drawLayer(ctx, layer);
      if (layer.t === 'image')
        images.push(layer.blurred ? { kind: 'photo', box: reportBox(layer.box), fit: 'fill' } : photoReport(layer));
    }
  }
  const text: TextLayerReport[] = drawTextBlocks(ctx, blocks, d.rtl, W, H, S);
  for (const x of d.dropped) dropped.push({ block: x.id === 'bullets' ? 'bulletlist' : x.id, reason: x.reason });

  const formats = [...new Set([input.format, ...(input.formats ?? [])])];
  const files = await encodeCanvas(canvas, formats, { pageWidth: W, pageHeight: H, maxBytes: input.maxBytes });

  const art = heroArt(drawn);
  return {
    image: files[0].image,
    width: W * S,
    height: H * S,
    format: files[0].format,
    scale: S,
    files,
    report: {
      family: d.family,
      aspectClass: d.cls,
      theme: plan.theme,
      palette: {
        name: pal.name,
        background: toHex(pal.bg),
        primary: toHex(pal.primary),
        accent: toHex(pal.accent),
        ink: toHex(pal.ink),
        paper: toHex(pal.paper),
        source: input.colors?.length && plan.colorSet.brand ? 'request' : plan.colorSet.brand ? 'brand' : 'mood',
        colors: [
          ...new Set([pal.bg, pal.surface, pal.primary, pal.secondary, pal.accent, pal.ink, pal.paper].map(toHex)),
        ],
      },
      fonts: {
        heading: pairing.heading.family,
        subHeading: pairing.subHeading.family,
        body: pairing.body.family,
        pairing: pairing.name,
      },
      style: { frameStyle: plan.frame, backdropStyle: plan.backdrop, focus: plan.focus, imageStyle: plan.imageStyle },
      safeMargin: d.margin,
      text,
      images,
      dropped,
      warnings,
      furniture,
      furnitureSkipped: d.furniture?.skipped ?? [],
      textZone: d.textZone ? reportBox(d.textZone) : null,
      imagery:
        d.imagery && art
          ? {
              source: 'builtin',
              concept: d.imagery.concept,
              emoji: d.imagery.emoji,
              icon: d.imagery.icon,
              box: { x: Math.round(art.x), y: Math.round(art.y), width: Math.round(art.w), height: Math.round(art.h) },
            }
          : null,
    },
  };
}
