// A user photo as the ground of the copy: the whole canvas, under an even scrim of the palette's ink
// deepened towards the edges, so light type reads and the photo stays a photo (an earlier version
// laid an 86 % wash of the background over it, which turned the photo into a ghostly texture).
import { BLACK, mix, RGB } from '../color/color';
import { DesignContext } from './context';
import { full, photo, solid } from './parts';

/** Draws the photo over the whole canvas with a scrim; returns the scrim's colour (the ground text is set on). */
export function photoGround(d: DesignContext): RGB {
  const shade = mix(d.pal.ink, BLACK, 0.45);
  photo(d, full(d), { shape: 'rect' });
  d.layers.push({ t: 'rect', box: full(d), paint: solid(shade, 0.5) });
  const r = Math.hypot(d.W, d.H) / 2;
  d.layers.push({
    t: 'rect',
    box: full(d),
    paint: {
      type: 'radial',
      cx: d.W / 2,
      cy: d.H / 2,
      r,
      stops: [
        [0.35, shade, 0],
        [1, shade, 0.45],
      ],
    },
  });
  return shade;
}
