// cycleAt over four years, three times a day, against month-end and leap-day anchors: about 17,000
// cycles, so the slow tier (`npm run test:slow`); billing-cycle.spec.ts has the cases by name.
import { addMonthsClamped, cycleAt } from './billing-cycle';

const d = (iso: string) => new Date(iso);

describe('cycleAt (every day of four years)', () => {
  it('always contains now, for every day of four years against month-end anchors', () => {
    for (const a of ['2024-01-31T05:00:00Z', '2024-02-29T23:59:59Z', '2024-03-30T00:00:00Z', '2024-08-31T12:00:00Z']) {
      const anchorDate = d(a);
      for (let t = anchorDate.getTime(); t < anchorDate.getTime() + 4 * 366 * 86400000; t += 86400000 / 3) {
        const now = new Date(t);
        const c = cycleAt(anchorDate, now);
        expect(c.start <= now && now < c.end).toBe(true);
        expect(c.start).toEqual(addMonthsClamped(anchorDate, c.index));
      }
    }
  });
});
