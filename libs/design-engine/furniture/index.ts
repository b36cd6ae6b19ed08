// Furniture that channels need, drawn from the prompt's facts after the layout family: store badges
// for app downloads, a contact block for local services, a date lockup for events, an offer sticker
// (design-engine README, "Furniture"). `planFurniture` runs before the family (it keeps room in the copy's column),
// `drawFurniture` after it.
import type { DesignContext } from '../layout/context';
import type { Box } from '../render/scene';
import { drawPiece } from './pieces';
import { drawSticker } from './sticker';

export { planFurniture } from './plan';
export { textZoneOf } from './zones';
export type { FurnitureFacts } from './types';

export interface FurnitureReport {
  kind: 'app' | 'contact' | 'event' | 'sticker';
  box: Box;
}

export function drawFurniture(d: DesignContext): FurnitureReport[] {
  const plan = d.furniture;
  if (!plan) return [];
  const out: FurnitureReport[] = [];
  if (plan.slot) {
    const box = drawPiece(d, plan.slot, plan.facts);
    if (box) out.push({ kind: plan.slot.piece, box });
  }
  const sticker = drawSticker(
    d,
    out.map((o) => o.box),
  );
  if (sticker) out.push({ kind: 'sticker', box: sticker });
  return out;
}
