import { isStockLine, stockLines } from './stock-lines';

describe('stock lines (copy:score)', () => {
  it('finds a line with no word of the prompt', () => {
    const prompt = 'Watercolour class for adults at Riverside Community Hall, Thursdays 6-8pm, $120.';
    expect(isStockLine('Learn from experts', prompt)).toBe(true);
    expect(isStockLine('Small groups, friendly teachers', prompt)).toBe(true);
    expect(isStockLine('Every Thursday, 6–8pm', prompt)).toBe(false);
    expect(isStockLine('Watercolours for adults', prompt)).toBe(false);
    expect(isStockLine('$120', prompt)).toBe(false);
  });
  it('reads Japanese by its kanji and kana pairs, Arabic by its words', () => {
    expect(isStockLine('プロから学べる', '陶芸教室「土の音」：初心者向け体験レッスン 3,500円')).toBe(true);
    expect(isStockLine('体験レッスン 3,500円', '陶芸教室「土の音」：初心者向け体験レッスン 3,500円')).toBe(false);
    expect(isStockLine('تعلّم من الخبراء', 'دورة الخط العربي للمبتدئين، كل سبت')).toBe(true);
    expect(isStockLine('دورة الخط العربي', 'دورة الخط العربي للمبتدئين، كل سبت')).toBe(false);
  });
  it('counts subtitles, body sentences and bullets, not titles or buttons', () => {
    const page = [
      { type: 'title', value: 'Made fresh, served with love' },
      { type: 'subtitle', value: 'Flavours worth sharing' },
      { type: 'body', value: 'Sourdough loaves. Made with care.' },
      { type: 'bulletlist', value: ['Open 7am-2pm', 'Something for everyone'] },
      { type: 'cta', value: 'Order now' },
    ];
    expect(stockLines(page, 'Oakwood Bakery – sourdough loaves, open 7am-2pm')).toEqual([
      'Flavours worth sharing',
      'Made with care.',
      'Something for everyone',
    ]);
  });
});
