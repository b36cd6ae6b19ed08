// Short lines of furniture type (a badge's store name, a phone number, a date) set like the copy:
// registered fonts of the variant's pairing, the script's own family for Arabic and Japanese, and the
// renderer's measured contrast (ids are not roles: the report lists them as furniture).
import { DesignContext, textStyle, transform } from '../layout/context';
import { Align, Box, TextBlock } from '../render/scene';
import { RGB } from '../color/color';
import { placeBlock, PlacedItemGeometry } from '../render/text';
import { fitStack, StackItem } from '../text/fit';

export interface Line {
  id: string;
  text: string;
  role: 'heading' | 'subHeading' | 'body';
  size: number;
  weight?: number;
  /** Kept as written, even where the pairing sets its role in capitals. */
  keepCase?: boolean;
  /** A phone number, address or "-30%": set left to right even in Arabic (its digit groups keep their order). */
  ltr?: boolean;
  gap?: number;
  maxLines?: number;
  /** Smallest size the line may take, as a share of `size` (default 0.7). */
  shrink?: number;
}

export function lineItem(d: DesignContext, l: Line): StackItem {
  const base = d.pairing[l.role];
  const choice = { ...base, weight: l.weight ?? base.weight, uppercase: l.keepCase ? false : base.uppercase };
  const shown = transform(d, choice, l.text);
  const style = { ...textStyle(d, choice, [shown]), ...(l.ltr ? { direction: 'ltr' as const } : {}) };
  return {
    id: l.id,
    kind: 'text',
    texts: [shown],
    style,
    maxSize: l.size,
    minSize: l.size * (l.shrink ?? 0.7),
    lineHeight: 1.12,
    maxLines: l.maxLines ?? 1,
    dropPriority: 0,
    gapBefore: l.gap ?? 0,
    balance: (l.maxLines ?? 1) > 1,
  };
}

export interface SetLines {
  block: TextBlock;
  placed: PlacedItemGeometry[];
  /** Width the lines take (widest line). */
  width: number;
}

/**
 * Lines fitted in a box without shrinking below their minimum nor cutting them: undefined when they
 * do not fit (the piece is then left out rather than set illegibly).
 */
export function setLines(
  d: DesignContext,
  region: Box,
  lines: Line[],
  colors: Record<string, RGB[]>,
  align: Align = 'start',
  valign: TextBlock['valign'] = 'middle',
  ground?: RGB,
): SetLines | undefined {
  if (region.w < 8 || region.h < 6) return undefined;
  const items = lines.map((l) => lineItem(d, l));
  const stack = fitStack(items, region.w, region.h);
  if (stack.dropped.length || stack.items.length !== items.length) return undefined;
  if (
    stack.items.some(
      (f) => f.truncated || f.forced || f.size < f.item.minSize - 0.01 || f.lines.length > f.item.maxLines,
    )
  )
    return undefined;
  // `ground`: the piece's own solid shape under the lines (measured without reading pixels)
  const block: TextBlock = { region, stack, align, valign, colors, bulletColor: d.pal.accent, solidGround: ground };
  const placed = placeBlock(block, false);
  return { block, placed, width: Math.max(...stack.items.map((f) => f.width)) };
}

/** The block moved to start at x and cut to its lines' width (so its alignment reads the same in RTL). */
export function moved(s: SetLines, x: number): SetLines {
  const block = { ...s.block, region: { ...s.block.region, x, w: Math.min(s.block.region.w, s.width + 1) } };
  return { block, placed: placeBlock(block, false), width: s.width };
}
