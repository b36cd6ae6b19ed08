// Sizes shared by the plan (room kept before the layout) and the pieces (drawn after it).
import type { DesignContext } from '../layout/context';
import type { FurnitureFacts } from './types';

/** The furniture's size unit: a share of the short side, never below what keeps its small type legible. */
export function furnitureUnit(d: Pick<DesignContext, 'W' | 'H'>): number {
  return Math.max(30, Math.min(120, Math.min(d.W, d.H) * 0.09));
}

/** Rows of the contact block: a phone and an address under it where the format is not wide. */
export function contactRows(d: DesignContext, facts: FurnitureFacts): number {
  return (facts.contacts?.length ?? 0) >= 2 && (d.cls === 'square' || d.cls === 'portrait' || d.cls === 'tall') ? 2 : 1;
}
