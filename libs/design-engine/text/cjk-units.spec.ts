// A number and its CJK unit are one unit on a line: "2,980" at a line end and "円" at the next start read
// as two things (seen in a blind review: "初回限定2,980 / 円（通常6,000 / 円）").
import { segmentText } from './breaks';

describe('a number keeps its CJK unit', () => {
  it.each([
    ['初回限定2,980円（通常6,000円）', ['2,980円', '6,000円）']],
    ['定員16名、3日間のコース', ['16名、', '3日']],
  ])('%s', (text, kept) => {
    const segments = segmentText(text).map((s) => s.text);
    for (const k of kept) expect(segments.some((s) => s.includes(k))).toBe(true);
    expect(segments.some((s) => /^[円名日]/u.test(s))).toBe(false);
  });
});
