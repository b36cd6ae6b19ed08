import { analyzePrompt } from './analyze';
import { isGermanPhraseRun } from './german-runs';
import { writeCopy } from './write-copy';

describe('German capitalised nouns and "Sie" are no names', () => {
  it.each<[string, string]>([
    ['Bestellen Sie Ihre Weihnachtsgans bis Freitag bei Hof Meyer', 'Hof Meyer'],
    ['Neue Winterjacken bei Modehaus Berger, jetzt 30 % reduziert', 'Modehaus Berger'],
    ['Frische Brötchen jeden Morgen in der Bäckerei Schmidt', 'Bäckerei Schmidt'],
    ['Gönnen Sie sich eine Massage bei Kosmetikstudio Anna Lenz', 'Kosmetikstudio Anna Lenz'],
  ])('"%s": brand %s, no phrase as a product name', (prompt, brand) => {
    const analysis = analyzePrompt(prompt);
    expect(analysis.brand).toBe(brand);
    expect(analysis.productIsName).toBe(false);
    const lines = writeCopy({ prompt, width: 1080, height: 1080, language: 'german', count: 3, seed: 0 })
      .pages.flatMap((p) => p.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
      .join(' / ');
    expect(lines).not.toMatch(
      /Entdecke (?:Bestellen|Neue|Frische|Gönnen)|(?:Bestellen Sie Ihre|Gönnen Sie) (?:hat|gesucht)/u,
    );
  });

  it('keeps real names that hold a capitalised common word', () => {
    expect(isGermanPhraseRun('Hof Meyer')).toBe(false);
    expect(isGermanPhraseRun('Neue Apotheke am Markt')).toBe(false);
    expect(isGermanPhraseRun('Fitnessstudio PowerGym')).toBe(false);
    expect(isGermanPhraseRun('Frische Brötchen')).toBe(true);
    expect(isGermanPhraseRun('Bestellen Sie Ihre')).toBe(true);
  });
});
