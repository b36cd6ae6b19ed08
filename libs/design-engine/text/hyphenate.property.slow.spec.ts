// Hyphenation as a property: random words of plausible syllables in the seven Latin-script languages,
// any case, fitted as a headline into 150 random boxes. A property run, so the slow tier
// (`npm run test:slow`); the cases it generalises are in hyphenate.spec.ts.
import fc from 'fast-check';
import { LanguageId } from '../catalog/languages';
import { fontStack } from '../fonts/registry';
import { checkBreaks } from '../testing/line-breaks';
import { fitStack, StackItem } from './fit';
import { hyphenatorFor } from './hyphenate';
import { measureWidth } from './measure';

const LATIN: LanguageId[] = ['english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch'];

function headline(text: string, hyphenate: StackItem['hyphenate']): StackItem {
  return {
    id: 'title',
    kind: 'text',
    texts: [text],
    style: { family: 'Inter', stack: fontStack(text, 'Inter', 700), tracking: 0, direction: 'ltr' },
    maxSize: 48,
    minSize: 14,
    floor: 14,
    lineHeight: 1.2,
    maxLines: 4,
    dropPriority: 0,
    gapBefore: 0.5,
    hyphenate,
  };
}

describe('hyphenation (property)', () => {
  // letters of each language, so that its patterns see plausible input
  const ALPHABET: Record<string, string> = {
    english: 'abcdefghijklmnopqrstuvwxyz',
    spanish: 'abcdefghijklmnopqrstuvwxyzáéíóúñü',
    french: 'abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüÿœ',
    german: 'abcdefghijklmnopqrstuvwxyzäöüß',
    italian: 'abcdefghijklmnopqrstuvwxyzàèéìòù',
    portuguese: 'abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõú',
    dutch: 'abcdefghijklmnopqrstuvwxyzëïéè',
  };
  const syllable = (letters: string) =>
    fc
      .tuple(
        fc.constantFrom(...'bcdfghklmnprstvz'),
        fc.constantFrom(...'aeiou'),
        fc.constantFrom(...Array.from(letters)),
      )
      .map((t) => t.join(''));
  const word = (lang: string) =>
    fc.array(syllable(ALPHABET[lang]), { minLength: 5, maxLength: 14 }).map((s) => s.join(''));
  const text = fc.constantFrom(...LATIN).chain((lang) =>
    fc.tuple(
      fc.constant(lang),
      fc.array(word(lang), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
    ),
  );

  it('never ends a line inside a word without a hyphen, and hyphenates at pattern points unless forced', () => {
    fc.assert(
      fc.property(
        text,
        fc.integer({ min: 60, max: 500 }),
        fc.integer({ min: 30, max: 400 }),
        fc.boolean(),
        ([lang, t], width, height, upper) => {
          const shown = upper ? t.toLocaleUpperCase() : t;
          const h = hyphenatorFor(lang as LanguageId);
          const r = fitStack([headline(shown, h)], width, height);
          const f = r.items[0];
          const check = checkBreaks(
            shown,
            f.lines.map((l) => l.text),
            h,
          );
          expect(check.problems).toEqual([]);
          if (!f.forced) expect(check.offPattern).toEqual([]);
          for (const l of f.lines) expect(measureWidth(f.item.style, l.text, f.size)).toBeLessThanOrEqual(width + 0.01);
        },
      ),
      { numRuns: 150, seed: 20261124 },
    );
  });
});
