// Explicit font registration and glyph coverage. Canvas silently falls back to the host's system fonts
// for characters its font list lacks, so every text run gets a family list built from registered
// @fontsource faces that (per their cmaps, read with fontkit) cover each of its characters; characters
// no registered face covers are reported and left out instead of being drawn from a system font.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import * as fontkit from 'fontkit';
import { FONT_FAMILIES, FontFamilyInfo, findFontFamily } from '../catalog/fonts';

interface Face {
  alias: string;
  file: string;
  weight: number;
  ranges: [number, number][];
}

export interface FontMetrics {
  /** All relative to the font size (em = 1). */
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
}

export interface FontStack {
  /** Registered aliases, primary family first; use as the CSS family list. */
  aliases: string[];
  /** Weight to request in the CSS font string (the lightest face used, so nothing is faux-bolded). */
  weight: number;
  metrics: FontMetrics;
  /** Code points no registered face covers. */
  uncovered: number[];
}

export const EMOJI_FAMILY = 'Noto Color Emoji';

const packageDirs = new Map<string, string>();
const unicodeCache = new Map<string, Record<string, string>>();
const faceCache = new Map<string, Face[]>();
const fontkitCache = new Map<string, fontkit.Font>();
const metricsCache = new Map<string, FontMetrics>();

function packageDir(packageId: string): string {
  let dir = packageDirs.get(packageId);
  if (!dir) {
    dir = dirname(require.resolve(`@fontsource/${packageId}/package.json`));
    packageDirs.set(packageId, dir);
  }
  return dir;
}

function parseRanges(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(a, 16);
    return [start, b ? parseInt(b, 16) : start];
  });
}

function unicodeRanges(packageId: string): Record<string, string> {
  let u = unicodeCache.get(packageId);
  if (!u) {
    u = JSON.parse(readFileSync(join(packageDir(packageId), 'unicode.json'), 'utf8')) as Record<string, string>;
    unicodeCache.set(packageId, u);
  }
  return u;
}

export function nearestWeight(info: FontFamilyInfo, weight: number): number {
  return info.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), info.weights[0]);
}

/** The faces (one per unicode-range subset) of a family at its weight nearest to `weight`. */
export function familyFaces(info: FontFamilyInfo, weight: number): Face[] {
  const w = nearestWeight(info, weight);
  const key = `${info.packageId}@${w}`;
  const cached = faceCache.get(key);
  if (cached) return cached;
  const dir = join(packageDir(info.packageId), 'files');
  const faces: Face[] = [];
  const unicode = unicodeRanges(info.packageId);
  if (info.family === EMOJI_FAMILY) {
    // The package also ships the whole font as one "emoji" subset: one face instead of eleven.
    const ranges = Object.values(unicode).flatMap(parseRanges);
    faces.push({
      alias: `fs-${info.packageId}-${w}`,
      file: join(dir, `${info.packageId}-emoji-${w}-normal.woff`),
      weight: w,
      ranges,
    });
  } else {
    // latin first: the subset most text needs, so it leads the family list.
    const subsets = Object.keys(unicode).sort((a, b) => rank(a) - rank(b));
    for (const subset of subsets) {
      const id = subset.replace(/[[\]]/g, '');
      // .woff, not .woff2: canvas draws colour emoji only from .woff, so one format everywhere.
      const file = join(dir, `${info.packageId}-${id}-${w}-normal.woff`);
      if (!existsSync(file)) continue;
      faces.push({ alias: `fs-${info.packageId}-${id}-${w}`, file, weight: w, ranges: parseRanges(unicode[subset]) });
    }
  }
  faceCache.set(key, faces);
  return faces;
}

function rank(subset: string): number {
  if (subset === 'latin') return 0;
  if (subset === 'latin-ext') return 1;
  if (subset === 'arabic' || subset === 'japanese') return 0;
  return 2;
}

function openFont(file: string): fontkit.Font {
  let font = fontkitCache.get(file);
  if (!font) {
    const opened = fontkit.openSync(file);
    font = 'fonts' in opened ? opened.fonts[0] : opened;
    fontkitCache.set(file, font);
  }
  return font;
}

function faceCovers(face: Face, cp: number): boolean {
  if (!face.ranges.some(([a, b]) => cp >= a && cp <= b)) return false;
  return openFont(face.file).hasGlyphForCodePoint(cp);
}

/**
 * Aliases known to be registered with canvas. GlobalFonts.has parses canvas's whole family list as JSON
 * on every call (about 25 µs), and every text run asks for each of its faces: this answers again at once.
 */
const registered = new Set<string>();

function register(face: Face): void {
  if (registered.has(face.alias)) return;
  if (!GlobalFonts.has(face.alias) && !GlobalFonts.registerFromPath(face.file, face.alias))
    throw new Error(`cannot register font ${face.file}`);
  registered.add(face.alias);
}

export function fontMetrics(info: FontFamilyInfo, weight: number): FontMetrics {
  const faces = familyFaces(info, weight);
  const key = faces[0].file;
  let m = metricsCache.get(key);
  if (!m) {
    const f = openFont(key);
    const em = f.unitsPerEm;
    m = {
      ascent: f.ascent / em,
      descent: Math.abs(f.descent) / em,
      capHeight: (f.capHeight || f.ascent * 0.7) / em,
      xHeight: (f.xHeight || f.ascent * 0.5) / em,
    };
    metricsCache.set(key, m);
  }
  return m;
}

/** Zero-width format characters (joiners, variation selectors, marks of direction) need no glyph of their own. */
function isFormatChar(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0xe0020 && cp <= 0xe007f) ||
    cp === 0xfeff
  );
}

/**
 * Families tried, in order, after the requested ones: script fonts, broad sans families, every other
 * shipped family (Poppins brings Devanagari, Open Sans Hebrew), and emoji last. A character is drawn
 * exactly when some shipped font covers it.
 */
const PREFERRED_FALLBACKS = ['Noto Sans Arabic', 'Noto Sans JP', 'Inter', 'Roboto', 'Open Sans'];
export const FALLBACK_FAMILIES = [
  ...PREFERRED_FALLBACKS,
  ...FONT_FAMILIES.map((f) => f.family).filter((f) => !PREFERRED_FALLBACKS.includes(f) && f !== EMOJI_FAMILY),
  EMOJI_FAMILY,
];

/**
 * Display faces shipped in one heavy cut look bolder than their nominal weight: Bebas Neue "400" reads
 * as a bold. A family that stands in for them (Noto Sans JP or Arabic for the script they lack, a
 * fallback for a missing glyph) is set at the weight they look, not a thin 400 under an impact headline.
 */
const LOOKS_HEAVIER: Record<string, number> = { 'Bebas Neue': 300, 'DM Serif Display': 200, Oswald: 100 };

/** The weight a family at `weight` looks: what a stand-in family should be set at. */
export function visualWeight(family: string, weight: number): number {
  return Math.min(900, weight + (LOOKS_HEAVIER[findFontFamily(family)?.family ?? family] ?? 0));
}

function familyInfo(name: string): FontFamilyInfo {
  const info = findFontFamily(name);
  if (!info) throw new Error(`unknown font family ${name}`);
  return info;
}

/**
 * The registered faces needed to draw `text` with `family` at `weight`, falling back to `extra` families
 * and then the built-in fallbacks; every alias returned is registered with canvas.
 */
export function fontStack(text: string, family: string, weight: number, extra: string[] = []): FontStack {
  const chain: FontFamilyInfo[] = [];
  for (const name of [family, ...extra, ...FALLBACK_FAMILIES]) {
    const info = familyInfo(name);
    if (!chain.includes(info)) chain.push(info);
  }
  const needed = new Set<Face>();
  const uncovered: number[] = [];
  const seen = new Set<number>();
  const primaryFaces = familyFaces(chain[0], weight);
  // the families standing in for the primary match the weight it looks
  const standIn = visualWeight(chain[0].family, weight);
  const weightOf = (info: FontFamilyInfo): number => (info === chain[0] ? weight : standIn);
  // The primary's first face is always in the list, so the line's metrics come from the chosen family.
  needed.add(primaryFaces[0]);
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (seen.has(cp) || isFormatChar(cp)) continue;
    seen.add(cp);
    let found = false;
    for (const info of chain) {
      const face = familyFaces(info, weightOf(info)).find((f) => faceCovers(f, cp));
      if (face) {
        needed.add(face);
        found = true;
        break;
      }
    }
    if (!found) uncovered.push(cp);
  }
  const ordered: Face[] = [];
  for (const info of chain) for (const f of familyFaces(info, weightOf(info))) if (needed.has(f)) ordered.push(f);
  ordered.forEach(register);
  return {
    aliases: ordered.map((f) => f.alias),
    weight: Math.min(...ordered.map((f) => f.weight)),
    metrics: fontMetrics(chain[0], weight),
    uncovered,
  };
}

/** True when some registered face of the shipped families covers the code point. */
export function isCovered(cp: number): boolean {
  if (isFormatChar(cp)) return true;
  return FONT_FAMILIES.some((info) => familyFaces(info, 400).some((f) => faceCovers(f, cp)));
}

/** Removes characters no registered font covers; returns the cleaned text and what was removed. */
export function stripUncovered(text: string, uncovered: number[]): string {
  if (uncovered.length === 0) return text;
  const drop = new Set(uncovered);
  let out = '';
  for (const ch of text) if (!drop.has(ch.codePointAt(0) as number)) out += ch;
  return out.replace(/\s{2,}/g, ' ').trim();
}

export function cssFont(stack: FontStack, size: number): string {
  return `${stack.weight} ${size.toFixed(2)}px ${stack.aliases.map((a) => `"${a}"`).join(', ')}`;
}
