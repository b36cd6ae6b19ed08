import { contrast, hex, parseHex, toHex } from './color';
import { makePalette, MOOD_SETS, setFromColors } from './palettes';

describe('colour', () => {
  it('parses #RGB and #RRGGBB and refuses the rest', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#1F5EFF')).toEqual({ r: 31, g: 94, b: 255 });
    expect(parseHex('blue')).toBeUndefined();
    expect(toHex(hex('#0a0B0c'))).toBe('#0a0b0c');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrast(hex('#ffffff'), hex('#000000'))).toBeCloseTo(21, 5);
    expect(contrast(hex('#777777'), hex('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrast(hex('#336699'), hex('#336699'))).toBeCloseTo(1, 5);
  });

  it('builds a colour set from requested colours, primary first when it is usable', () => {
    const set = setFromColors(['#ffffff', '#e4002b', 'nope']);
    expect(set && toHex(set.primary)).toBe('#e4002b');
    expect(setFromColors(['nope'])).toBeUndefined();
  });

  it('gives dark themes a dark background and light themes a light one', () => {
    for (const set of Object.values(MOOD_SETS).flat()) {
      expect(makePalette(set, 'dark').darkBg).toBe(true);
      expect(makePalette(set, 'light').darkBg).toBe(false);
    }
  });
});
