// A design as data: layers in drawing order, in left-to-right coordinates (mirrored for RTL at render).
import { ImageStyle } from '../catalog/options';
import { RGB } from '../color/color';
import { PreparedMedia } from '../media/types';
import { FittedStack } from '../text/fit';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Stop = [offset: number, color: RGB, alpha?: number];

export type Paint =
  | { type: 'solid'; color: RGB; alpha?: number }
  | { type: 'linear'; x0: number; y0: number; x1: number; y1: number; stops: Stop[] }
  | { type: 'radial'; cx: number; cy: number; r: number; stops: Stop[] };

export interface Shadow {
  blur: number;
  dy: number;
  alpha: number;
}

export interface Stroke {
  color: RGB;
  width: number;
  alpha?: number;
}

export type Layer =
  | { t: 'rect'; box: Box; paint: Paint; radius?: number; shadow?: Shadow; stroke?: Stroke; noFill?: boolean }
  | { t: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint; stroke?: Stroke; noFill?: boolean }
  | { t: 'poly'; pts: [number, number][]; paint: Paint }
  | { t: 'burst'; cx: number; cy: number; r: number; spikes: number; depth: number; paint: Paint; rotation: number }
  | {
      t: 'pattern';
      box: Box;
      kind: 'dots' | 'lines' | 'grid' | 'waves' | 'rings';
      color: RGB;
      alpha: number;
      spacing: number;
      size: number;
    }
  | {
      t: 'image';
      media: PreparedMedia;
      box: Box;
      fit: 'cover' | 'contain';
      shape: 'rect' | 'circle' | 'arch';
      radius?: number;
      treatment: ImageStyle;
      duo: [RGB, RGB];
      shadow?: Shadow;
      /** Where a contained image sits in its box. */
      anchor?: 'center' | 'bottom';
      /** Draw a heavily blurred cover crop (the fill behind a photo shown whole). */
      blurred?: boolean;
    }
  | {
      t: 'logo';
      media: PreparedMedia;
      box: Box;
      /** knockout and plate are chosen at render time when the mark is too faint on its ground (render/logo-contrast.ts). */
      style: 'direct' | 'outline' | 'knockout' | 'plate';
      outline: RGB;
      anchor: 'start' | 'center' | 'end';
      /** Colour of the whole mark in a knockout. */
      knockout?: RGB;
      /** Colour of the rounded plate behind the mark. */
      plate?: RGB;
    }
  /** A built-in illustration (imagery/), optionally in one colour (`tint`) for patterns. */
  | { t: 'art'; icon: string; box: Box; rotation?: number; alpha?: number; tint?: RGB; shadow?: Shadow }
  | {
      t: 'group';
      clip: Box;
      radius?: number;
      layers: Layer[];
      /** Pure decoration (no media): rasterised once per worker and reused while identical. */
      cache?: boolean;
    }
  | { t: 'text'; block: TextBlock };

export type Align = 'start' | 'center' | 'end';

export interface TextBlock {
  region: Box;
  stack: FittedStack;
  align: Align;
  valign: 'top' | 'middle' | 'bottom';
  /** Text colour preferences per item id, best first; the renderer takes the first that meets WCAG AA. */
  colors: Record<string, RGB[]>;
  button?: { fill: RGB; radius: number; stroke?: RGB };
  bulletColor: RGB;
  /** An icon (imagery icon name) per bullet, drawn in place of the dot (furniture/bullet-icons.ts). */
  bulletIcons?: string[];
  /** The text sits wholly on a solid shape of this colour drawn under it (a badge, a tile): measured without reading pixels, like a button. */
  solidGround?: RGB;
  /** Colour of the backing plate added when no text colour meets AA over what is underneath. */
  plate?: RGB;
}

export interface PlacedItem {
  id: string;
  box: Box;
}
