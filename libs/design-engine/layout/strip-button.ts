// The call to action of a thin strip (320x50, 300x50, 468x60). A phone shows a 320x50 at 320 CSS px,
// so its layout px are screen points: the button's text was set at 9-10 px, under the 11-12 pt a
// phone's own interface never goes below, and read as a coloured lozenge without words. Its text
// now keeps 12 px, and the button's side padding narrows in the thinnest strips so the words, not
// the padding, take the width the row gives it.
import type { StackItem } from '../text/fit';
import { measureWidth } from '../text/measure';

/** Smallest text of a strip's button, in layout px (= CSS px / points on a phone). */
export const STRIP_BUTTON_FLOOR = 12;

/** The strip's button item, with its floor and padding for a strip `H` px high. */
export function stripButton(item: StackItem, H: number): StackItem {
  const thin = H < 70;
  return {
    ...item,
    maxLines: 1,
    dropPriority: 0,
    minSize: Math.max(item.minSize, STRIP_BUTTON_FLOOR),
    maxSize: Math.max(item.maxSize, STRIP_BUTTON_FLOOR),
    padX: thin ? 0.85 : item.padX,
    padY: thin ? 0.6 : item.padY,
  };
}

/**
 * Width of the row the button is fitted in: the usual 30 % of the strip, or what its words need on one
 * line at the floor (a phone number, "Termin buchen"), up to 36 %. Narrower, they broke onto two lines
 * at 10 px in a 50 px strip.
 */
export function stripButtonWidth(item: StackItem, W: number): number {
  const text = item.texts.join(' ');
  const need = (measureWidth(item.style, text, STRIP_BUTTON_FLOOR) + 2 * (item.padX ?? 1) * STRIP_BUTTON_FLOOR) * 1.04;
  return Math.min(W * 0.36, Math.max(W * 0.3, need));
}
