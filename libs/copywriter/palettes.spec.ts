import { analyzePrompt } from './analyze';
import { suggestBackdropPalettes } from './palettes';

const HEX = /^#[0-9a-f]{6}$/;
const PATTERNS = ['linear', 'radial', 'dots', 'stripes', 'waves'];

describe('suggestBackdropPalettes', () => {
  it('gives three palettes of two or three hex colours and a pattern by default', () => {
    const palettes = suggestBackdropPalettes(analyzePrompt('Yoga and meditation retreat in Bali'));
    expect(palettes).toHaveLength(3);
    for (const p of palettes) {
      expect(p.name).toBeTruthy();
      expect(p.colors.length).toBeGreaterThanOrEqual(2);
      expect(p.colors.length).toBeLessThanOrEqual(3);
      for (const c of p.colors) expect(c).toMatch(HEX);
      expect(PATTERNS).toContain(p.pattern);
    }
    expect(new Set(palettes.map((p) => p.colors.join())).size).toBe(3);
  });

  it('starts from the brand colours when given, normalising them and ignoring bad ones', () => {
    const palettes = suggestBackdropPalettes(analyzePrompt('Summer sale'), ['#FF0000', '#0a0', 'blue', '#12345'], 4);
    expect(palettes).toHaveLength(4);
    expect(palettes[0]).toMatchObject({ name: 'Brand', colors: ['#ff0000', '#00aa00'] });
    expect(palettes.slice(0, 3).every((p) => p.name.startsWith('Brand'))).toBe(true);
    const single = suggestBackdropPalettes(analyzePrompt('Summer sale'), ['#336699']);
    expect(single[0].colors[0]).toBe('#336699');
  });

  it('follows the occasion, the season, colours named in the prompt and the mood', () => {
    const christmas = suggestBackdropPalettes(analyzePrompt('Christmas gifts, 20% off'));
    expect(christmas[0].name).toBe('Christmas');
    const summer = suggestBackdropPalettes(analyzePrompt('Summer collection of sandals'));
    expect(summer.map((p) => p.name)).toContain('Summer');
    const named = suggestBackdropPalettes(analyzePrompt('Black and gold luxury watches'));
    expect(named[0]).toMatchObject({ name: 'Your colours', colors: ['#111111', '#d4af37'] });
    const urgent = suggestBackdropPalettes(analyzePrompt('Flash sale, last chance, 50% off today only'));
    expect(urgent.map((p) => p.name)).toContain('Red alert');
    expect(urgent[0].pattern).toBe('stripes');
  });

  it('is deterministic and honours the count', () => {
    const a = analyzePrompt('Organic bakery opening in Lyon');
    expect(suggestBackdropPalettes(a, undefined, 5)).toEqual(suggestBackdropPalettes(a, undefined, 5));
    expect(suggestBackdropPalettes(a, undefined, 1)).toHaveLength(1);
    expect(suggestBackdropPalettes(a, undefined, 10)).toHaveLength(10);
    expect(suggestBackdropPalettes(a, undefined, -2)).toHaveLength(1);
  });
});
