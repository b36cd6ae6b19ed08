// The largest empty rectangle of a design: the biggest axis-aligned rectangle of the canvas that no ink
// reaches (text and buttons, logos and photos shown, the built-in picture, furniture). Backdrop panels,
// gradients and patterns are no ink: an empty coloured or dotted panel reads as unfinished. Measured on
// a grid of cells (a cell with any ink in it is inked). Used by bench/empty-space.ts and specs.
import type { LayoutReport } from '../render/render';

type RBox = { x: number; y: number; width: number; height: number };

function inkBoxes(r: LayoutReport): RBox[] {
  return [
    ...r.text.map((t) => t.box),
    ...r.furniture.map((f) => f.box),
    ...r.images.filter((i) => i.fit !== 'fill').map((i) => i.box),
    ...(r.imagery ? [r.imagery.box] : []),
  ];
}

/** Share of the canvas (0..1) taken by its largest rectangle with no ink, on a `cells` x `cells` grid. */
export function largestEmptyShare(r: LayoutReport, W: number, H: number, cells = 60): number {
  const cols = cells;
  const rows = cells;
  const inked: boolean[][] = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  for (const b of inkBoxes(r)) {
    const c0 = Math.max(0, Math.floor((b.x / W) * cols));
    const c1 = Math.min(cols - 1, Math.ceil(((b.x + b.width) / W) * cols) - 1);
    const r0 = Math.max(0, Math.floor((b.y / H) * rows));
    const r1 = Math.min(rows - 1, Math.ceil(((b.y + b.height) / H) * rows) - 1);
    for (let y = r0; y <= r1; y++) for (let x = c0; x <= c1; x++) inked[y][x] = true;
  }
  // largest rectangle of empty cells: histogram of empty runs per column, stack per row
  const heights = new Array<number>(cols).fill(0);
  let best = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) heights[x] = inked[y][x] ? 0 : heights[x] + 1;
    const stack: number[] = [];
    for (let x = 0; x <= cols; x++) {
      const h = x < cols ? heights[x] : 0;
      while (stack.length && heights[stack[stack.length - 1]] >= h) {
        const top = stack.pop()!;
        const left = stack.length ? stack[stack.length - 1] + 1 : 0;
        best = Math.max(best, heights[top] * (x - left));
      }
      stack.push(x);
    }
  }
  return best / (rows * cols);
}
