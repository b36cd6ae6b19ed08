import { fontStack } from '../fonts/registry';
import { segmentText } from './breaks';
import { fitStack, StackItem, wrapText } from './fit';
import { measureWidth, TextStyle } from './measure';

const style = (text: string, family = 'Inter', weight = 400): TextStyle => ({
  family,
  stack: fontStack(text, family, weight),
  tracking: 0,
  direction: 'ltr',
});

function item(id: string, text: string, over: Partial<StackItem> = {}): StackItem {
  return {
    id,
    kind: 'text',
    texts: [text],
    style: style(text),
    maxSize: 40,
    minSize: 12,
    lineHeight: 1.2,
    maxLines: 6,
    dropPriority: 0,
    gapBefore: 0.5,
    ...over,
  };
}

describe('line breaking', () => {
  it('never starts a Japanese line with closing punctuation', () => {
    const text = '夏のセール開催中！今だけ全品50%オフ。お見逃しなく、「限定」です。毎日をもっと自由に、楽しく。';
    const st = style(text, 'Noto Sans JP');
    for (const width of [60, 90, 130, 170, 250]) {
      const r = wrapText(st, text, 16, width, true);
      expect(r).not.toBeNull();
      for (const line of r?.lines ?? []) expect('。、）」！'.includes(Array.from(line.text)[0])).toBe(false);
      expect((r?.lines ?? []).map((l) => l.text).join('')).toBe(text);
    }
  });

  it('prefers Japanese phrase boundaries', () => {
    expect(segmentText('夏の新作コレクション、ついに登場。').map((s) => s.text)).toEqual([
      '夏の',
      '新作',
      'コレクション、',
      'ついに',
      '登場。',
    ]);
  });

  // issue 15.4: 無料ダウ/ンロード. Lines break at word boundaries; a katakana run and a Latin word stay whole.
  const JA = [
    '家計簿アプリで毎月の節約を簡単に。今すぐ無料ダウンロード',
    'スマートフォンで簡単チェックイン！ポイントもたまる',
    'iPhoneアプリ「家計簿ノート」で節約スタート',
    'ケーキ・パン・コーヒーをテイクアウトで',
  ];
  const FORBIDDEN_START = Array.from('。、，．・：；？！ー）」』】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…');
  const kata = /[\u30a1-\u30fa\u30fc]/;
  it.each(JA)('"%s": no line starts with a forbidden character, no katakana run or Latin word is split', (text) => {
    const st = style(text, 'Noto Sans JP');
    for (let width = 40; width <= 400; width += 7) {
      const r = wrapText(st, text, 16, width, false);
      if (!r) continue; // a word wider than the line: the fitter shrinks instead
      const lines = r.lines.map((l) => l.text);
      expect(lines.join('')).toBe(text);
      for (let i = 1; i < lines.length; i++) {
        const prev = Array.from(lines[i - 1]).pop() ?? '';
        const first = Array.from(lines[i])[0];
        expect([width, lines[i], FORBIDDEN_START.includes(first)]).toEqual([width, lines[i], false]);
        expect([width, `${lines[i - 1]}/${lines[i]}`, kata.test(prev) && kata.test(first)]).toEqual([
          width,
          `${lines[i - 1]}/${lines[i]}`,
          false,
        ]);
        expect([width, `${lines[i - 1]}/${lines[i]}`, /[A-Za-z]/.test(prev) && /[A-Za-z]/.test(first)]).toEqual([
          width,
          `${lines[i - 1]}/${lines[i]}`,
          false,
        ]);
      }
    }
  });

  it('keeps kinsoku even when a word must be broken between letters (last resort)', () => {
    const text = 'スーパーマーケットのチョコレート';
    // (from two characters a line: in a box one character wide nothing can be kept together)
    for (let width = 34; width <= 90; width += 3) {
      const r = wrapText(style(text, 'Noto Sans JP'), text, 16, width, true);
      const lines = r?.lines.map((l) => l.text) ?? [];
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(1))
        expect([width, line, FORBIDDEN_START.includes(Array.from(line)[0])]).toEqual([width, line, false]);
    }
  });

  it('breaks Latin text between words only', () => {
    const text = 'Summer collection is here for everyone';
    const r = wrapText(style(text), text, 20, 150, false);
    expect(r?.lines.map((l) => l.text).join(' ')).toBe(text);
  });
});

describe('fitStack', () => {
  it('keeps every line within the width, measured exactly', () => {
    const items = [
      item('title', 'A headline that needs several lines to fit', { maxSize: 60, balance: true }),
      item('body', 'Body copy that explains the offer in a few more words than the headline.', {
        maxSize: 20,
        minSize: 10,
        dropPriority: 5,
      }),
    ];
    const r = fitStack(items, 240, 300);
    expect(r.height).toBeLessThanOrEqual(300);
    for (const f of r.items)
      for (const l of f.lines) expect(measureWidth(f.item.style, l.text, f.size)).toBeLessThanOrEqual(240 + 0.01);
  });

  it('shrinks to fit but not below the minimum: drops body before the subtitle, never the title', () => {
    const items = [
      item('title', 'Big news for everyone today', { minSize: 20 }),
      item('subtitle', 'A subtitle with some words', { dropPriority: 3, minSize: 14 }),
      item('body', 'Long body text that cannot possibly fit in such a small box at a legible size at all', {
        dropPriority: 5,
        minSize: 12,
      }),
    ];
    const r = fitStack(items, 200, 110);
    expect(r.dropped.map((x) => x.id)).toEqual(['body']);
    expect(r.items.map((f) => f.item.id)).toEqual(['title', 'subtitle']);
    for (const f of r.items) expect(f.size).toBeGreaterThanOrEqual(f.item.minSize);
    const tiny = fitStack(items, 200, 40);
    expect(tiny.items.map((f) => f.item.id)).toEqual(['title']);
    expect(tiny.dropped.map((x) => x.id)).toEqual(['body', 'subtitle']);
  });

  it('breaks a word wider than the box between letters only as a last resort, and says so', () => {
    const r = fitStack([item('title', 'Donaudampfschifffahrtsgesellschaft', { minSize: 14 })], 100, 200);
    expect(r.items[0].forced).toBe(true);
    for (const l of r.items[0].lines)
      expect(measureWidth(r.items[0].item.style, l.text, r.items[0].size)).toBeLessThanOrEqual(100 + 0.01);
  });
});
