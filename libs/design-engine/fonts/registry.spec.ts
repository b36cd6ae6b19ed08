// The output must not depend on the host's fonts: every character the engine draws comes from a
// registered @fontsource face whose cmap covers it, and anything else is reported, not drawn.
import { GlobalFonts } from '@napi-rs/canvas';
import { renderDesign } from '../render/render';
import { ARABIC_PAGE, EMOJI_PAGE, JAPANESE_PAGE, LATIN_PAGE } from '../testing/fixtures';
import { fontStack, isCovered } from './registry';

const text = (page: typeof LATIN_PAGE) =>
  page.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : b.value)).join(' ');

describe('font coverage', () => {
  const systemFamilies = () => new Set(GlobalFonts.families.map((f) => f.family).filter((f) => !f.startsWith('fs-')));

  it.each([
    ['Latin', text(LATIN_PAGE), 'Montserrat'],
    ['Arabic', text(ARABIC_PAGE), 'Noto Sans Arabic'],
    ['Japanese', text(JAPANESE_PAGE), 'Noto Sans JP'],
    ['emoji', text(EMOJI_PAGE), 'Poppins'],
  ])('covers every %s test character with registered faces', (_name, sample, family) => {
    for (const ch of sample) expect([ch, isCovered(ch.codePointAt(0) as number)]).toEqual([ch, true]);
    const stack = fontStack(sample, family, 700);
    expect(stack.uncovered).toEqual([]);
    // every face in the list is one of ours, registered under its alias, never a system family
    for (const alias of stack.aliases) {
      expect(alias.startsWith('fs-')).toBe(true);
      expect(GlobalFonts.has(alias)).toBe(true);
      expect(systemFamilies().has(alias)).toBe(false);
    }
  });

  it('draws what any shipped font covers, e.g. Devanagari from Poppins', () => {
    const stack = fontStack('नमस्ते', 'Inter', 400);
    expect(stack.uncovered).toEqual([]);
    expect(stack.aliases.some((a) => a.includes('poppins-devanagari'))).toBe(true);
  });

  it("asks canvas for its family list once per face, not on every text run's stack", () => {
    const first = fontStack('Grand opening: 20 % off', 'Lato', 400);
    // GlobalFonts.has reads the list through the native getFamilies (not in the typings; has is not writable)
    const native = GlobalFonts as unknown as { getFamilies(): Buffer };
    const listed = jest.spyOn(native, 'getFamilies');
    try {
      for (const text of ['Grand opening', '20 % off', 'Große Eröffnung', 'Grande ouverture'])
        expect(fontStack(text, 'Lato', 400).aliases[0]).toBe(first.aliases[0]);
      expect(listed).not.toHaveBeenCalled();
    } finally {
      listed.mockRestore();
    }
  });

  it('draws emoji from Noto Color Emoji', () => {
    const stack = fontStack('Party 🎉', 'Inter', 400);
    expect(stack.aliases.some((a) => a.includes('noto-color-emoji'))).toBe(true);
  });

  it('reports a character no registered font covers and leaves it out', async () => {
    const klingon = '\u{F8D0}'; // private use: in no shipped font
    const tamil = 'தமிழ்'; // a script none of the shipped families covers
    expect(isCovered(klingon.codePointAt(0) as number)).toBe(false);
    const r = await renderDesign({
      width: 300,
      height: 250,
      page: [{ type: 'title', value: `Hello ${klingon} ${tamil} world` }],
      language: 'english',
      variantIndex: 0,
      seed: 1,
      format: 'png',
    });
    const title = r.report.text.find((t) => t.id === 'title');
    expect(title?.lines.join(' ').toLowerCase()).toBe('hello world'); // (a display pairing sets it in capitals)
    expect(r.report.warnings.some((w) => w.includes('U+F8D0'))).toBe(true);
    expect(r.report.warnings.some((w) => w.includes('U+0BA4'))).toBe(true);
  });

  // issue 15.5: a thin Japanese headline under the heavy "impact" pairing (Bebas Neue has no kana)
  const weightOf = (alias: string): number => Number(/-(\d{3})$/.exec(alias)?.[1]);
  it('sets a stand-in family at the weight the pairing face looks, not its nominal 400', async () => {
    const latinFallback = fontStack('Привет мир', 'Bebas Neue', 400);
    expect(
      latinFallback.aliases
        .filter((a) => a.includes('cyrillic'))
        .map(weightOf)
        .every((w) => w >= 700),
    ).toBe(true);
    const r = await renderDesign({
      width: 1080,
      height: 1080,
      page: [{ type: 'title', value: '今すぐ無料ダウンロード' }],
      language: 'japanese',
      variantIndex: 0,
      seed: 3,
      format: 'png',
      settings: { theme: ['bold'] },
    });
    expect(r.report.fonts.pairing).toBe('impact');
    const title = r.report.text.find((t) => t.id === 'title');
    expect(
      title?.font.faces
        .filter((a) => a.includes('noto-sans-jp'))
        .map(weightOf)
        .every((w) => w >= 700),
    ).toBe(true);
    expect(title?.font.weight).toBeGreaterThanOrEqual(700);
  });
});
