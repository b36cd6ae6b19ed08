import { capFirst, fitText, fold, includesLoose, normalizeSpace, textLength } from './text';

describe('textLength', () => {
  it('counts Latin characters once and CJK characters twice', () => {
    expect(textLength('Shop now')).toBe(8);
    expect(textLength('今すぐ購入')).toBe(10);
    expect(textLength('30%オフ')).toBe(3 + 4);
    expect(textLength('تسوق الآن')).toBe(9);
  });
});

describe('normalizeSpace', () => {
  it('collapses spaces but keeps no-break spaces', () => {
    expect(normalizeSpace('  a   b \n c ')).toBe('a b c');
    expect(normalizeSpace('30\u00a0% de réduction')).toBe('30\u00a0% de réduction');
    expect(normalizeSpace('hello , world .')).toBe('hello , world .');
  });
});

describe('capFirst', () => {
  it('upper-cases the first letter unless the text starts with a kept name', () => {
    expect(capFirst('running shoes')).toBe('Running shoes');
    expect(capFirst('iPhone deals', ['iPhone'])).toBe('iPhone deals');
    expect(capFirst('-30 %')).toBe('-30 %');
  });
});

describe('fold and includesLoose', () => {
  it('ignores case, accents and kinds of spaces', () => {
    expect(fold('Réduction ÉTÉ')).toBe('reduction ete');
    expect(includesLoose('Jusqu’à -30\u00a0%', "jusqu'a -30 %")).toBe(true);
    expect(includesLoose('Until Sunday', 'monday')).toBe(false);
  });
});

describe('fitText', () => {
  it('returns short text unchanged', () => {
    expect(fitText('Shop now', 20)).toBe('Shop now');
  });

  it('cuts at a word boundary, never mid-word', () => {
    const out = fitText('Fresh looks for the whole season', 20);
    expect(out).toBe('Fresh looks for the');
    expect(textLength(out ?? '')).toBeLessThanOrEqual(20);
  });

  it('drops a dangling connector at the end', () => {
    expect(fitText('Comfort and style for everyone', 12, { dangling: ['and', 'for'] })).toBe('Comfort');
  });

  it('never cuts inside a protected name', () => {
    const out = fitText('Big savings at Luigi Trattoria Brooklyn', 25, {
      protect: ['Luigi Trattoria Brooklyn'],
      dangling: ['at'],
    });
    expect(out).toBe('Big savings');
  });

  it('keeps a protected name whole at the end, even one ending in punctuation', () => {
    expect(fitText('Watch now on Disney+ today', 20, { protect: ['Disney+'] })).toBe('Watch now on Disney+');
  });

  it('does not cut at a no-break space', () => {
    expect(fitText('Prix -30\u00a0% aujourd’hui', 9)).toBe('Prix');
  });

  it('cuts Japanese after punctuation or at the end of a kana run', () => {
    expect(fitText('日曜日まで、全品30%オフ', 12, { spaced: false })).toBe('日曜日まで、');
    const out = fitText('日曜日まで全品30%オフ', 12, { spaced: false });
    expect(out).toBe('日曜日まで');
  });

  it('gives up rather than return a fragment when the first word is too long', () => {
    expect(fitText('Supercalifragilistic deals', 5)).toBeUndefined();
  });
});
