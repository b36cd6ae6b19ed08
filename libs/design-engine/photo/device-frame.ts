// App screenshots in a drawn phone (no trademarked device artwork): a tall screenshot cropped into a
// slot, or laid bare on a ground, reads as a broken image; in a phone it reads as the app.
import { BLACK, mix, WHITE } from '../color/color';
import { DesignContext } from '../layout/context';
import { Box } from '../render/scene';

/** A tall image (taller than 1.6:1) in a request about an app is taken as a screenshot. */
export function isScreenshot(
  media: { width: number; height: number; cutout: boolean },
  category: string | undefined,
): boolean {
  return category === 'app' && !media.cutout && media.height / media.width >= 1.6;
}

/** The phone with the screenshot on its screen, as large as fits in `box` (centred, on the box's floor shadow). */
export function devicePhoto(d: DesignContext, box: Box): boolean {
  const m = d.photo;
  if (!m) return false;
  const screenAr = m.width / m.height;
  // the body is the screen plus a bezel of ~4 % of its width all round
  const bezelK = 0.045;
  const bodyAr = (screenAr * (1 + 2 * bezelK)) / (1 + 2 * bezelK * screenAr);
  const h = Math.min(box.h * 0.9, (box.w * 0.9) / bodyAr);
  const w = h * bodyAr;
  const body: Box = { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
  const bezel = (w * bezelK) / (1 + 2 * bezelK);
  const radius = w * 0.13;
  const frameColor = mix(BLACK, WHITE, 0.1);
  d.layers.push({
    t: 'rect',
    box: body,
    paint: { type: 'solid', color: frameColor },
    radius,
    shadow: { blur: d.unit * 0.04, dy: d.unit * 0.015, alpha: 0.35 },
    stroke: { color: mix(BLACK, WHITE, 0.35), width: Math.max(1, w * 0.006) },
  });
  const screen: Box = { x: body.x + bezel, y: body.y + bezel, w: body.w - 2 * bezel, h: body.h - 2 * bezel };
  d.layers.push({
    t: 'image',
    media: m,
    box: screen,
    fit: 'cover',
    shape: 'rect',
    radius: radius - bezel,
    treatment: 'natural',
    duo: [BLACK, WHITE],
  });
  // the camera island at the top of the screen
  const pillW = screen.w * 0.3;
  const pillH = Math.max(3, screen.w * 0.075);
  d.layers.push({
    t: 'rect',
    box: { x: screen.x + (screen.w - pillW) / 2, y: screen.y + pillH * 0.5, w: pillW, h: pillH },
    paint: { type: 'solid', color: BLACK },
    radius: pillH / 2,
  });
  return true;
}
