import type { DesignContext } from '../layout/context';
import { icon } from './compose';
import { iconTone } from './rasterise';

// A minimal context: icon() reads only the layers, the palette's primary colour and the picture.
const context = (picture: string): DesignContext =>
  ({
    layers: [],
    pal: { primary: { r: 40, g: 20, b: 90 }, bg: { r: 30, g: 10, b: 60 }, darkBg: true },
    imagery: { source: 'builtin', concept: picture, icon: picture, emoji: '', motifs: [picture] },
  }) as unknown as DesignContext;

describe('icon', () => {
  it('measures near-black icons as dark and light ones as light', () => {
    expect(iconTone('paw-prints')).toBeLessThan(0.25);
    expect(iconTone('musical-notes')).toBeLessThan(0.25);
    expect(iconTone('tooth')).toBeGreaterThan(0.5);
    expect(iconTone('speech-balloon')).toBeGreaterThan(0.5);
  });

  it('sets a near-black icon on a light plate of its own (paw prints vanished on deep purple), a light one on none', () => {
    const box = { x: 0, y: 0, w: 200, h: 200 };
    const dark = context('paw-prints');
    icon(dark, box);
    expect(dark.layers.map((l) => l.t)).toEqual(['ellipse', 'art']);
    const light = context('tooth');
    icon(light, box);
    expect(light.layers.map((l) => l.t)).toEqual(['art']);
  });
});
