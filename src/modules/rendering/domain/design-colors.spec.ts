// The look a prompt asks for holds on every variant: its colours (named, or a temperature or mood's
// palette) and the themes of the ground it asks for, unless the caller chose colours or themes.
import { colorsOf, settingsOf } from './design-colors';

const LIGHT = ['light', 'minimal', 'elegant'];

describe('the look of a design request', () => {
  it.each([
    ['dutch', 'Yogastudio De Kern opent op 5 mei in Delft. Minimalistisch, veel wit, beetje groen.'],
    ['japanese', '小児歯科ひだまり、土曜も診療。やさしい雰囲気で、清潔感のあるデザインにしてください。'],
    ['english', 'Linden Physio now open on Saturdays. Fresh and light, lots of white.'],
  ])('%s: "%s" keeps every variant on a light ground', (_language, prompt) => {
    const themes = settingsOf({}, prompt).theme ?? [];
    expect(themes.length).toBeGreaterThan(0);
    expect(themes.every((t) => LIGHT.includes(t))).toBe(true);
  });

  it.each([
    ['arabic', 'افتتاح دار العود للعطور يوم الجمعة. تصميم فاخر بألوان ذهبية وسوداء'],
    ['italian', 'Gioielleria Ferri, nuova collezione. Stile lussuoso, oro e nero.'],
  ])('%s: "%s" keeps every variant on a deep ground in the asked colours', (_language, prompt) => {
    const themes = settingsOf({}, prompt).theme ?? [];
    expect(themes).not.toContain('light');
    expect(themes).not.toContain('minimal');
    expect(themes).not.toContain('elegant');
    expect(colorsOf([], prompt)).toContain('#d4af37');
  });

  it('keeps a funeral home off loud colour fields, and in muted colours', () => {
    const prompt = 'Pompes funèbres Morel, permanence 24h/24. Couleurs sobres, rien de criard.';
    const themes = settingsOf({}, prompt).theme ?? [];
    expect(themes.length).toBeGreaterThan(0);
    expect(themes).not.toContain('vibrant');
    expect(themes).not.toContain('bold');
    expect(colorsOf([], prompt)?.length).toBeGreaterThan(0);
  });

  it("leaves the caller's themes and colours as given", () => {
    const prompt = 'Café Noor, new winter menu. Dark and moody, gold accents.';
    expect(settingsOf({ theme: ['vibrant'] }, prompt).theme).toEqual(['vibrant']);
    expect(colorsOf(['#123456'], prompt)).toEqual(['#123456']);
  });
});
