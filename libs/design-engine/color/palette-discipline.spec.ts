import { hex, RGB, toHex, toHsl } from './color';
import { makePalette, setFromColors } from './palettes';
import { offPaletteShare, paletteDistance } from './palette-discipline';
import { THEMES } from '../catalog/options';

describe('brand discipline', () => {
  it('derives every role of a black-and-beige kit from black, beige, their tints and shades (no invented blue accent)', () => {
    const kit = ['#111111', '#E8DCC8'];
    const set = setFromColors(kit);
    expect(set?.brand).toBe(true);
    const within = paletteDistance(kit.map(hex));
    for (const theme of THEMES) {
      const p = makePalette(set!, theme);
      for (const [role, c] of Object.entries({
        bg: p.bg,
        surface: p.surface,
        primary: p.primary,
        secondary: p.secondary,
        accent: p.accent,
        ink: p.ink,
        paper: p.paper,
      })) {
        expect({ theme, role, off: within(c) >= 8 }).toEqual({ theme, role, off: false });
      }
    }
  });

  it('keeps the given colours in roles: a red and a navy kit keeps both', () => {
    const set = setFromColors(['#C1121F', '#0B2545'])!;
    expect(toHex(set.primary)).toBe('#c1121f');
    expect([set.secondary, set.accent].map(toHex)).toContain('#0b2545');
  });

  it('keeps a red or a wine from turning pink: its light ground reads white, a given cream stays the ground, its accent is its own', () => {
    const pinkish = (c: RGB): boolean => {
      const { h, s, l } = toHsl(c);
      return (h < 20 || h > 330) && s > 0.25 && l > 0.6 && l < 0.95;
    };
    for (const kit of [['#800020'], ['#D62828'], ['#800020', '#E8DCC4'], ['#B0172E', '#F2E8D5']]) {
      const set = setFromColors(kit)!;
      for (const theme of THEMES) {
        const p = makePalette(set, theme);
        const light = { bg: p.bg, surface: p.surface, accent: p.accent, paper: p.paper };
        for (const [role, c] of Object.entries(light))
          if (c) expect({ kit, theme, role, pink: pinkish(c) }).toEqual({ kit, theme, role, pink: false });
      }
    }
    expect(toHex(setFromColors(['#800020', '#E8DCC4'])!.light)).toBe('#e8dcc4');
  });

  it('flags a bright blue on a black-and-beige design, and not the beige, black, greys or tints', () => {
    const W = 60;
    const H = 10;
    const px = new Uint8Array(W * H * 4);
    const fill = (x0: number, x1: number, c: RGB) => {
      for (let y = 0; y < H; y++) for (let x = x0; x < x1; x++) px.set([c.r, c.g, c.b, 255], (y * W + x) * 4);
    };
    fill(0, 20, hex('#E8DCC8'));
    fill(20, 30, hex('#111111'));
    fill(30, 40, hex('#8a8479'));
    fill(40, 50, hex('#f4efe7'));
    fill(50, 60, hex('#1f5eff'));
    const off = offPaletteShare(px, W, H, [hex('#111111'), hex('#E8DCC8')], [], 18, 1);
    expect(off.share).toBeCloseTo(10 / 60, 2);
  });
});
