import { LanguageId } from '../catalog/languages';
import { fontStack } from '../fonts/registry';
import { checkBreaks } from '../testing/line-breaks';
import { fitStack, StackItem, wrapText } from './fit';
import { hyphenatorFor } from './hyphenate';
import { measureWidth, TextStyle } from './measure';

const style = (text: string, family = 'Inter', weight = 700, direction: 'ltr' | 'rtl' = 'ltr'): TextStyle => ({
  family,
  stack: fontStack(text, family, weight),
  tracking: 0,
  direction,
});
const LATIN: LanguageId[] = ['english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch'];
const COMPOUND = 'Rechtsschutzversicherungsangebot';

function item(id: string, text: string, over: Partial<StackItem> = {}): StackItem {
  return {
    id,
    kind: 'text',
    texts: [text],
    style: style(text),
    maxSize: 40,
    minSize: 12,
    lineHeight: 1.2,
    maxLines: 4,
    dropPriority: 0,
    gapBefore: 0.5,
    ...over,
  };
}

describe('hyphenatorFor', () => {
  it('splits words at the patterns of their language and keeps every letter', () => {
    const de = hyphenatorFor('german');
    expect(de?.(COMPOUND).join('')).toBe(COMPOUND);
    expect(de?.(COMPOUND)).toContain('schutz');
    expect(hyphenatorFor('english')?.('internationalization').length).toBeGreaterThan(3);
    for (const lang of LATIN) expect(hyphenatorFor(lang)).toBeDefined();
  });

  it('has none for Arabic and Japanese, and leaves numbers and codes whole', () => {
    expect(hyphenatorFor('arabic')).toBeUndefined();
    expect(hyphenatorFor('japanese')).toBeUndefined();
    expect(hyphenatorFor('german')?.('14-tägige')).toEqual(['14-tägige']);
    expect(hyphenatorFor('english')?.('www.example.com')).toEqual(['www.example.com']);
  });
});

describe('wrapText with hyphenation', () => {
  const de = hyphenatorFor('german');
  const st = style(COMPOUND);

  it('hyphenates a word wider than the line at pattern points, never between other letters', () => {
    let hyphenated = 0;
    for (let width = 60; width <= 520; width += 20) {
      const r = wrapText(st, COMPOUND, 24, width, false, -1, de);
      if (!r) continue;
      const lines = r.lines.map((l) => l.text);
      const check = checkBreaks(COMPOUND, lines, de);
      expect(check).toEqual({ problems: [], offPattern: [] });
      for (const l of r.lines) expect(measureWidth(st, l.text, 24)).toBeLessThanOrEqual(width * 1.02);
      if (lines.length > 1) hyphenated++;
    }
    expect(hyphenated).toBeGreaterThan(5);
  });

  it('fills the line before a long word with its first syllables', () => {
    const text = `Jetzt ${COMPOUND} sichern`;
    const r = wrapText(st, text, 24, 260, false, -1, de);
    expect(r?.lines[0].text).toMatch(/^Jetzt \p{L}+-$/u);
    expect(checkBreaks(text, r?.lines.map((l) => l.text) ?? [], de)).toEqual({ problems: [], offPattern: [] });
  });

  it('without hyphenation points a too-long word is only broken in the last resort, with a hyphen', () => {
    expect(wrapText(st, COMPOUND, 24, 100, false)).toBeNull();
    const r = wrapText(st, COMPOUND, 24, 100, true, -1, de);
    expect(r?.forced).toBe(false);
    // a "word" the patterns give no point in
    const forced = wrapText(st, 'Brrrrrrrrrrrrrrrrr', 24, 80, true, -1, de);
    expect(forced?.forced).toBe(true);
    expect(forced?.lines.length).toBeGreaterThan(2);
    expect(checkBreaks('Brrrrrrrrrrrrrrrrr', forced?.lines.map((l) => l.text) ?? [], de).problems).toEqual([]);
  });

  it('never breaks after a hyphen that joins a number', () => {
    const en = hyphenatorFor('english');
    for (const text of ['14-day free trial', 'Buy 2-for-1 today only', 'Save 10–20% this week']) {
      for (let width = 30; width <= 400; width += 5) {
        for (const r of [
          wrapText(style(text), text, 20, width, false, -1, en),
          fitStack([item('title', text, { hyphenate: en, maxSize: 20, minSize: 8 })], width, 400).items[0],
        ]) {
          const lines = r?.lines.map((l) => l.text) ?? [];
          for (const l of lines.slice(0, -1)) expect(l).not.toMatch(/(\d[-–]|for-)$/);
        }
      }
    }
  });

  it('never hyphenates Arabic or Japanese', () => {
    const ar = 'والمستشفيات والاستشارات';
    const r = fitStack(
      [item('title', ar, { style: style(ar, 'Noto Sans Arabic', 700, 'rtl'), hyphenate: hyphenatorFor('arabic') })],
      90,
      200,
    );
    for (const l of r.items[0].lines) expect(l.text).not.toMatch(/-$/);
    const ja = '夏の新作コレクション、ついに登場。';
    const j = fitStack(
      [item('title', ja, { style: style(ja, 'Noto Sans JP'), hyphenate: hyphenatorFor('japanese') })],
      70,
      300,
    );
    expect(j.items[0].lines.map((l) => l.text).join('')).toBe(ja);
    for (const l of j.items[0].lines) expect('。、）」'.includes(Array.from(l.text)[0])).toBe(false);
  });
});

describe('fitStack with a headline floor', () => {
  const de = hyphenatorFor('german');
  const stack = (title: string) => [
    item('title', title, { hyphenate: de, maxSize: 60, minSize: 14, floor: 14 }),
    item('subtitle', 'Jetzt online abschließen und sparen', {
      hyphenate: de,
      maxSize: 24,
      minSize: 12,
      dropPriority: 3,
    }),
    item('bullets', 'Kostenlose Erstberatung', {
      kind: 'bullets',
      texts: ['Kostenlose Erstberatung', 'Monatlich kündbar'],
      hyphenate: de,
      maxSize: 18,
      minSize: 11,
      dropPriority: 4,
    }),
    item('body', 'Unabhängige Beratung für Familien, Selbstständige und kleine Unternehmen in ganz Deutschland.', {
      hyphenate: de,
      maxSize: 18,
      minSize: 11,
      dropPriority: 5,
    }),
  ];

  it('drops body, then bullets, then the subtitle before the headline goes below its floor', () => {
    const heights = [400, 140, 90, 70, 40];
    const seen: string[][] = [];
    for (const h of heights) {
      const r = fitStack(stack(COMPOUND), 200, h);
      const title = r.items.find((f) => f.item.id === 'title');
      expect(title?.size).toBeGreaterThanOrEqual(14);
      expect(checkBreaks(COMPOUND, title?.lines.map((l) => l.text) ?? [], de).problems).toEqual([]);
      seen.push(r.dropped.map((x) => x.id));
    }
    // each smaller box drops a prefix of the same order
    const order = ['body', 'bullets', 'subtitle'];
    for (const d of seen) expect(d).toEqual(order.slice(0, d.length));
    expect(seen[seen.length - 1]).toEqual(order);
  });

  it('cuts a headline that cannot fit at its floor instead of shrinking it', () => {
    const long = `${COMPOUND} für Familien, Selbstständige und Unternehmen in ganz Deutschland`;
    const r = fitStack(stack(long), 150, 36);
    const title = r.items[0];
    expect(title.item.id).toBe('title');
    expect(title.size).toBeGreaterThanOrEqual(14);
    expect(title.truncated).toBe(true);
    expect(title.lines[title.lines.length - 1].text).toMatch(/…$/);
    expect(
      checkBreaks(
        long,
        title.lines.map((l) => l.text),
        de,
      ).problems,
    ).toEqual([]);
  });
});
