// What a layout family works with: the canvas, content, palette, type and media of one variant, plus
// helpers that turn content into fitted text blocks. Families draw in left-to-right coordinates.
import { BRAND_FLOOR, isShortFormat } from './advertiser';
import { carriesFact } from './fact-lines';
import { Language } from '../catalog/languages';
import { BackdropStyle, Focus, FrameStyle, ImageStyle, LayoutFamilyId, Theme } from '../catalog/options';
import { RGB } from '../color/color';
import { Palette } from '../color/palettes';
import { FontStack, fontStack, visualWeight } from '../fonts/registry';
import type { ImageryChoice } from '../imagery/match';
import { PreparedMedia } from '../media/types';
import { Box, Layer, TextBlock, Align } from '../render/scene';
import { placeBlock, PlacedItemGeometry } from '../render/text';
import { fitStack, FittedStack, StackItem } from '../text/fit';
import { hyphenatorFor } from '../text/hyphenate';
import { TextStyle } from '../text/measure';
import { FontChoice, Pairing, SCRIPT_FAMILY } from './typography';
import { bulletIcons } from '../furniture/bullet-icons';
import { clearOfCorner, isCover, profileCorner } from '../furniture/cover-zone';
import { fillHeight, phoneMinSize } from './phone-type';
import { spreadInColumn } from './column-spread';
import { clampToZone, clearOfLogos, FurniturePlan, roomFor, settle, withoutButton } from '../furniture/slot';

export type AspectClass = 'ultraWide' | 'wide' | 'square' | 'portrait' | 'tall';

/** Strips are very wide and low; 970x250 (ratio 3.9 but 250 high) still counts as wide. */
export function aspectClass(width: number, height: number): AspectClass {
  const r = width / height;
  if (r >= 5 || (r >= 3 && height < 160)) return 'ultraWide';
  if (r >= 1.4) return 'wide';
  if (r >= 0.85) return 'square';
  if (r >= 0.6) return 'portrait';
  return 'tall';
}

export interface Content {
  title?: string;
  subtitle?: string;
  offer?: string;
  cta?: string;
  body?: string;
  bullets?: string[];
  /** Brand name, shown as a small wordmark when there is no logo. */
  brand?: string;
}

export type Role = 'brand' | 'title' | 'subtitle' | 'offer' | 'body' | 'bullets' | 'cta';

export interface DesignContext {
  W: number;
  H: number;
  cls: AspectClass;
  lang: Language;
  rtl: boolean;
  /** Safe margin: every text, logo and button stays at least this far from the edges. */
  margin: number;
  /** sqrt(W * H): a size unit that suits every aspect ratio. */
  unit: number;
  family: LayoutFamilyId;
  pal: Palette;
  pairing: Pairing;
  theme: Theme;
  frame: FrameStyle;
  backdrop: BackdropStyle;
  focus: Focus;
  imageStyle: ImageStyle;
  content: Content;
  photo?: PreparedMedia;
  /** The photo is an app screenshot (a tall image in an app request): it goes in a drawn phone. */
  screenshot?: boolean;
  logo?: PreparedMedia;
  /** The built-in illustration, only when there is no photo. */
  imagery?: ImageryChoice;
  logoStyle: 'direct' | 'outline';
  rng: () => number;
  layers: Layer[];
  dropped: { id: string; reason: string }[];
  warnings: string[];
  /** Stories: the part no app interface covers; text and logos stay inside it (furniture/zones.ts). */
  textZone?: Box;
  /** Badges, contact, event and offer pieces the facts call for, and the room kept for them (furniture/). */
  furniture?: FurniturePlan;
}

export function safeMargin(W: number, H: number): number {
  return Math.max(4, Math.round(Math.min(W, H) * 0.055));
}

const ROLE_FONT: Record<Role, 'heading' | 'subHeading' | 'body'> = {
  brand: 'subHeading',
  title: 'heading',
  subtitle: 'subHeading',
  offer: 'heading',
  body: 'body',
  bullets: 'body',
  cta: 'subHeading',
};

function roleText(d: DesignContext, role: Role): string[] {
  const c = d.content;
  if (role === 'bullets') return c.bullets ?? [];
  const v = c[role];
  return v ? [v] : [];
}

export function fontFor(d: DesignContext, role: Role): FontChoice {
  const base = d.pairing[ROLE_FONT[role]];
  if (role === 'cta') return { ...base, weight: Math.max(600, base.weight), uppercase: base.uppercase };
  if (role === 'brand') return { ...base, weight: Math.max(600, base.weight), tracking: 0.12, uppercase: true };
  return base;
}

const stackCache = new Map<string, FontStack>();

export function textStyle(d: DesignContext, choice: FontChoice, texts: string[]): TextStyle {
  const script = SCRIPT_FAMILY[d.lang.id];
  // Arabic and Japanese lead with their script's family so metrics and weights suit the script.
  const family = script ?? choice.family;
  const extra = script ? [choice.family] : [];
  // the script's family stands in for the pairing's face: at the weight that face looks (issue 15.5)
  const weight = script ? visualWeight(choice.family, choice.weight) : choice.weight;
  const key = `${family}|${weight}|${extra.join()}|${texts.join('\u0001')}`;
  let stack = stackCache.get(key);
  if (!stack) {
    stack = fontStack(texts.join(' '), family, weight, extra);
    if (stackCache.size > 2000) stackCache.clear();
    stackCache.set(key, stack);
  }
  const tracking = script ? 0 : choice.tracking;
  return { family, stack, tracking, direction: d.rtl ? 'rtl' : 'ltr' };
}

export function transform(d: DesignContext, choice: FontChoice, text: string): string {
  return choice.uppercase && !SCRIPT_FAMILY[d.lang.id] ? text.toLocaleUpperCase(d.lang.code) : text;
}

export interface ItemOptions {
  /** Largest size of the title; the other roles scale from it. */
  titleMax: number;
  /** Multiplies every role's minimum size (strips use < 1). */
  minScale?: number;
  maxLines?: Partial<Record<Role, number>>;
  /** Per role multiplier of its size relative to the title. */
  ratio?: Partial<Record<Role, number>>;
  buttonWidthFraction?: number;
}

const DEFAULT_RATIO: Record<Role, number> = {
  brand: 0.22,
  title: 1,
  subtitle: 0.42,
  offer: 0.85,
  body: 0.3,
  bullets: 0.3,
  cta: 0.3,
};
const DROP: Record<Role, number> = { brand: 6, body: 5, bullets: 4, subtitle: 3, offer: 2, cta: 1, title: 0 };
/** A line that carries a fact goes after every stock line, before the offer (layout/fact-lines.ts). */
const FACT_DROP: Partial<Record<Role, number>> = { body: 2.7, bullets: 2.6, subtitle: 2.5 };

/**
 * Smallest legible size of a role in this format: a share of the canvas's short side, and at least an
 * absolute size for the small IAB formats (320x50, 728x90, 300x250). The headline's is also its floor:
 * it is never set smaller while anything else can be dropped or its lines cut (`StackItem.floor`).
 */
export function minSize(d: DesignContext, role: Role): number {
  const phone = phoneMinSize(d, role);
  if (phone !== undefined) return phone;
  const s = Math.min(d.W, d.H);
  switch (role) {
    case 'title':
      return Math.max(13, s * 0.042);
    case 'offer':
      return Math.max(12, s * 0.04);
    case 'subtitle':
      return Math.max(11, s * 0.03);
    case 'cta':
      return Math.max(10, s * 0.027);
    case 'brand':
      // (a name under 11 px in a 300x250 or 728x90 is not read at all: layout/advertiser.ts)
      return Math.max(isShortFormat(d.W, d.H) ? BRAND_FLOOR : 9, s * 0.02);
    default:
      return Math.max(10, s * 0.026);
  }
}

/** Stack items for the given roles, in that order, skipping roles without content. */
export function items(d: DesignContext, roles: Role[], opts: ItemOptions): StackItem[] {
  const out: StackItem[] = [];
  const script = d.lang.id === 'arabic' ? 'ar' : d.lang.id === 'japanese' ? 'ja' : 'latin';
  const hyphenate = hyphenatorFor(d.lang.id);
  for (const role of roles) {
    const all = roleText(d, role).filter((t) => t.trim().length > 0);
    if (all.length === 0) continue;
    const factual = all.map((t) => carriesFact(t, d.furniture));
    const texts = coverTexts(d, role, all, factual);
    if (texts.length === 0) continue;
    const isFact = factual.some(Boolean);
    const choice = fontFor(d, role);
    const shown = texts.map((t) => transform(d, choice, t));
    const style = textStyle(d, choice, shown);
    const ratio = (opts.ratio?.[role] ?? DEFAULT_RATIO[role]) * (d.focus === 'offer' && role === 'offer' ? 1.35 : 1);
    const min = minSize(d, role) * (opts.minScale ?? 1);
    // condensed display faces (Bebas, Oswald) are set larger for the same presence
    const condensed = (role === 'title' || role === 'offer') && script === 'latin' ? (d.pairing.headingScale ?? 1) : 1;
    const max = Math.max(min, opts.titleMax * ratio * condensed);
    const headLead = script === 'ar' ? 1.45 : script === 'ja' ? 1.3 : d.pairing.headingLeading;
    const bodyLead = script === 'ar' ? 1.6 : script === 'ja' ? 1.55 : 1.4;
    const base: StackItem = {
      id: role,
      kind: 'text',
      texts: shown,
      style,
      maxSize: max,
      minSize: min,
      lineHeight: role === 'title' || role === 'offer' ? headLead : role === 'cta' || role === 'brand' ? 1.2 : bodyLead,
      maxLines:
        opts.maxLines?.[role] ?? { brand: 1, title: 4, subtitle: 3, offer: 2, body: 5, bullets: 2, cta: 1 }[role],
      dropPriority: (isFact ? FACT_DROP[role] : undefined) ?? DROP[role],
      factual: texts === all ? factual : texts.map(() => true),
      gapBefore: { brand: 1.2, title: 0, subtitle: 0.9, offer: 0.45, body: 1.2, bullets: 1.1, cta: 1.3 }[role],
      balance: role === 'title' || role === 'subtitle' || role === 'offer',
      hyphenate,
      floor: role === 'title' ? min : undefined,
    };
    if (role === 'bullets') base.kind = 'bullets';
    if (role === 'cta')
      Object.assign(base, {
        kind: 'button',
        padX: 1.25,
        padY: 0.7,
        widthFraction: opts.buttonWidthFraction ?? 1,
        maxLines: 2,
      });
    out.push(base);
  }
  // The first item needs no gap; a gap before the title after the brand line stays.
  return out;
}

/**
 * A page header is read at a glance under a profile picture and a name: headline, one line of support
 * and the call to action. Stock body and bullets only made every line small (1500x500 in an outside
 * review); the lines of them that carry a fact (a price, a date, an address) stay.
 */
function coverTexts(d: DesignContext, role: Role, texts: string[], factual: boolean[]): string[] {
  if ((role !== 'body' && role !== 'bullets') || !isCover(d.W, d.H)) return texts;
  const kept = texts.filter((_, k) => factual[k]);
  if (kept.length === 0 && !d.dropped.some((x) => x.id === role))
    d.dropped.push({ id: role, reason: 'a cover carries only the headline, one line and the call to action' });
  return kept.length === texts.length ? texts : kept;
}

export interface BlockOptions {
  align?: Align;
  valign?: 'top' | 'middle' | 'bottom';
  colors?: Partial<Record<Role, RGB[]>>;
  button?: { fill: RGB; radius: number; stroke?: RGB };
  plate?: RGB;
}

/** Fits items into a region; returns the block (not yet added) and its placed geometry. */
export function fitBlock(
  d: DesignContext,
  asked: Box,
  stackItems: StackItem[],
  opts: BlockOptions = {},
): { block: TextBlock; placed: PlacedItemGeometry[] } {
  // out of a story's interface areas, and less the room the furniture needs (furniture/slot.ts)
  const zoned = clearOfCorner(
    d.textZone ? clearOfLogos(clampToZone(asked, d.textZone), d.layers) : asked,
    profileCorner(d.W, d.H, false),
    d.margin * 0.5,
  );
  const slot = d.furniture?.slot;
  const region = roomFor(
    slot,
    zoned,
    stackItems.map((i) => i.id),
  );
  const list = withoutButton(slot, region !== zoned, stackItems, d.dropped);
  const stack = spreadInColumn(
    d,
    fillHeight(d, list, fitStack(list, region.w, region.h), region.w, region.h, d.W * (d.W < 540 ? 0.24 : 0.16)),
    region.h,
  );
  for (const x of stack.dropped) d.dropped.push(x);
  warnShortfalls(d, stack);
  const p = d.pal;
  const block: TextBlock = {
    region,
    stack,
    align: opts.align ?? 'start',
    valign: opts.valign ?? 'middle',
    colors: {
      brand: [p.darkBg ? p.paper : p.ink],
      title: [p.darkBg ? p.paper : p.ink],
      subtitle: [p.darkBg ? p.paper : p.primary, p.darkBg ? p.paper : p.ink],
      offer: [p.accent, p.primary, p.darkBg ? p.paper : p.ink],
      body: [p.darkBg ? p.paper : p.ink],
      bullets: [p.darkBg ? p.paper : p.ink],
      cta: [p.paper, p.ink],
      ...opts.colors,
    },
    button: opts.button ?? { fill: p.accent, radius: 999 },
    bulletColor: p.accent,
    bulletIcons: bulletIcons(stack.items.find((f) => f.item.kind === 'bullets')?.item.texts ?? [], d.imagery?.icon),
    plate: opts.plate,
  };
  const placed = placeBlock(block, false);
  if (slot && region !== zoned)
    settle(
      slot,
      zoned,
      placed.map((g) => g.box),
      block.align,
    );
  return { block, placed };
}

/** Copy that could not be set properly even after dropping the rest: the variant says so. */
function warnShortfalls(d: DesignContext, stack: FittedStack): void {
  for (const f of stack.items) {
    const what =
      f.item.id === 'title' ? 'the headline' : `the ${f.item.id === 'bullets' ? 'bulletlist' : f.item.id} block`;
    const size = `${Math.round(f.size * 10) / 10} px`;
    if (f.item.floor !== undefined && f.size < f.item.floor - 0.01)
      d.warnings.push(
        `${what} does not fit ${d.W}x${d.H} at its ${Math.round(f.item.floor * 10) / 10} px minimum and was set at ${size}; shorter copy would read better`,
      );
    if (f.truncated)
      d.warnings.push(
        `${what} does not fit ${d.W}x${d.H} at a legible size: it was cut at ${size}; shorter copy would read better`,
      );
    else if (f.forced)
      d.warnings.push(
        `${what} has a word too long for ${d.W}x${d.H}: it was broken between letters at ${size}; shorter words would read better`,
      );
  }
}

export function addBlock(d: DesignContext, block: TextBlock): void {
  d.layers.push({ t: 'text', block });
}

export interface FittedText {
  blocks: TextBlock[];
  placed: PlacedItemGeometry[];
}

/**
 * The main copy of a family. A region much wider than high (a billboard, a cover) gets two columns:
 * headline on one side, offer, details and call to action on the other, as a designer would set it.
 */
export function fitMain(
  d: DesignContext,
  region: Box,
  roles: Role[],
  itemOpts: ItemOptions,
  blockOpts: BlockOptions = {},
): FittedText {
  const present = roles.filter((r) => roleText(d, r).some((t) => t.trim().length > 0));
  const left = present.filter((r) => r === 'brand' || r === 'title' || r === 'subtitle');
  const right = present.filter((r) => !(r === 'brand' || r === 'title' || r === 'subtitle'));
  if (region.w / region.h < 2.3 || d.cls === 'ultraWide' || right.length < 2 || left.length === 0) {
    const f = fitBlock(d, region, items(d, present, itemOpts), blockOpts);
    return { blocks: [f.block], placed: f.placed };
  }
  const gap = Math.max(d.margin, region.w * 0.05);
  const lw = region.w * 0.55 - gap / 2;
  const align = blockOpts.align === 'center' ? 'center' : 'start';
  const a = fitBlock(d, { ...region, w: lw }, items(d, left, { ...itemOpts, titleMax: itemOpts.titleMax * 1.15 }), {
    ...blockOpts,
    align,
    valign: 'middle',
  });
  const b = fitBlock(
    d,
    { ...region, x: region.x + lw + gap, w: region.w - lw - gap },
    items(d, right, { ...itemOpts, ratio: { ...itemOpts.ratio, offer: 0.7 } }),
    { ...blockOpts, align, valign: 'middle' },
  );
  const line = d.pal.darkBg ? d.pal.paper : d.pal.ink;
  const top = Math.min(...b.placed.map((p) => p.box.y), region.y + region.h * 0.2);
  const bottom = Math.max(...b.placed.map((p) => p.box.y + p.box.h), region.y + region.h * 0.8);
  d.layers.push({
    t: 'rect',
    box: { x: region.x + lw + gap / 2, y: top, w: Math.max(1, d.unit * 0.002), h: bottom - top },
    paint: { type: 'solid', color: line, alpha: 0.35 },
  });
  return { blocks: [a.block, b.block], placed: [...a.placed, ...b.placed] };
}

export function addBlocks(d: DesignContext, f: FittedText): void {
  for (const block of f.blocks) addBlock(d, block);
}

export function inset(b: Box, dx: number, dy = dx): Box {
  return { x: b.x + dx, y: b.y + dy, w: b.w - 2 * dx, h: b.h - 2 * dy };
}
