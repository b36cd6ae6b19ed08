import { addMonthsClamped, cycleAt, effectiveCycleState, rollIfDue, CycleState, unixSeconds } from './billing-cycle';

const d = (iso: string) => new Date(iso);

describe('addMonthsClamped', () => {
  it.each([
    ['2025-01-31T10:00:00.000Z', 1, '2025-02-28T10:00:00.000Z'],
    ['2024-01-31T10:00:00.000Z', 1, '2024-02-29T10:00:00.000Z'],
    ['2025-01-31T10:00:00.000Z', 2, '2025-03-31T10:00:00.000Z'],
    ['2025-01-31T10:00:00.000Z', 3, '2025-04-30T10:00:00.000Z'],
    ['2025-01-30T00:00:00.000Z', 1, '2025-02-28T00:00:00.000Z'],
    ['2025-03-31T23:59:59.999Z', 1, '2025-04-30T23:59:59.999Z'],
    ['2025-12-15T08:30:00.000Z', 1, '2026-01-15T08:30:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 12, '2025-02-28T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', 48, '2028-02-29T12:00:00.000Z'],
    ['2025-05-31T00:00:00.000Z', 25, '2027-06-30T00:00:00.000Z'],
  ])('%s + %i months = %s', (anchor, months, expected) => {
    expect(addMonthsClamped(d(anchor), months).toISOString()).toBe(expected);
  });

  it('clamps from the anchor, never from the previous clamped date (31 Jan -> 28 Feb -> 31 Mar)', () => {
    const anchor = d('2025-01-31T00:00:00.000Z');
    const feb = addMonthsClamped(anchor, 1);
    expect(addMonthsClamped(anchor, 2).toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect(addMonthsClamped(feb, 1).toISOString()).toBe('2025-03-28T00:00:00.000Z');
  });
});

describe('cycleAt', () => {
  const anchor = d('2025-01-31T10:00:00.000Z');

  it('is the first cycle at the anchor itself', () => {
    expect(cycleAt(anchor, anchor)).toEqual({ index: 0, start: anchor, end: d('2025-02-28T10:00:00.000Z') });
  });

  it('is the first cycle before the anchor (clock skew)', () => {
    expect(cycleAt(anchor, d('2025-01-01T00:00:00.000Z')).index).toBe(0);
  });

  it('ends exactly at the next billing date: a millisecond before is the old cycle, the instant is the new', () => {
    expect(cycleAt(anchor, d('2025-02-28T09:59:59.999Z')).index).toBe(0);
    const next = cycleAt(anchor, d('2025-02-28T10:00:00.000Z'));
    expect(next).toEqual({ index: 1, start: d('2025-02-28T10:00:00.000Z'), end: d('2025-03-31T10:00:00.000Z') });
  });

  it('uses the anchor day again after a short month', () => {
    const c = cycleAt(anchor, d('2025-03-30T00:00:00.000Z'));
    expect(c).toEqual({ index: 1, start: d('2025-02-28T10:00:00.000Z'), end: d('2025-03-31T10:00:00.000Z') });
    expect(cycleAt(anchor, d('2025-03-31T10:00:00.000Z')).start).toEqual(d('2025-03-31T10:00:00.000Z'));
  });

  it('handles a leap-day anchor across years', () => {
    const leap = d('2024-02-29T00:00:00.000Z');
    expect(cycleAt(leap, d('2025-02-28T00:00:00.000Z')).start).toEqual(d('2025-02-28T00:00:00.000Z'));
    expect(cycleAt(leap, d('2025-02-27T23:59:59.999Z')).start).toEqual(d('2025-01-29T00:00:00.000Z'));
    expect(cycleAt(leap, d('2025-03-29T00:00:00.000Z')).start).toEqual(d('2025-03-29T00:00:00.000Z'));
  });

  it('crosses the year end', () => {
    const dec = d('2025-12-31T23:00:00.000Z');
    expect(cycleAt(dec, d('2026-01-31T22:59:59.000Z'))).toEqual({
      index: 0,
      start: dec,
      end: d('2026-01-31T23:00:00.000Z'),
    });
    expect(cycleAt(dec, d('2026-03-01T00:00:00.000Z')).start).toEqual(d('2026-02-28T23:00:00.000Z'));
  });
});

describe('rollIfDue', () => {
  const state: CycleState = {
    anchor: d('2025-01-31T10:00:00.000Z'),
    cycleStart: d('2025-01-31T10:00:00.000Z'),
    cycleEnd: d('2025-02-28T10:00:00.000Z'),
    planId: 'pro',
    pendingPlanId: 'free',
    cycleUsage: 42,
    creditLimit: 50,
  };

  it('does nothing a millisecond before the next billing date', () => {
    expect(rollIfDue(state, d('2025-02-28T09:59:59.999Z'))).toBeNull();
  });

  it('resets usage and limit and applies the pending downgrade at the billing date', () => {
    expect(rollIfDue(state, d('2025-02-28T10:00:00.000Z'))).toEqual({
      cycleStart: d('2025-02-28T10:00:00.000Z'),
      cycleEnd: d('2025-03-31T10:00:00.000Z'),
      planId: 'free',
      pendingPlanId: null,
      cycleUsage: 0,
      creditLimit: -1,
      appliedPlanId: 'free',
      previousPlanId: 'pro',
    });
  });

  it('keeps the plan when nothing is pending and skips idle months', () => {
    const roll = rollIfDue({ ...state, pendingPlanId: null }, d('2025-06-01T00:00:00.000Z'));
    expect(roll).toMatchObject({ planId: 'pro', appliedPlanId: null, cycleStart: d('2025-05-31T10:00:00.000Z') });
  });

  it('effectiveCycleState shows readers the rolled state without changing a running cycle', () => {
    expect(effectiveCycleState(state, d('2025-02-01T00:00:00Z'))).toBe(state);
    expect(effectiveCycleState(state, d('2025-03-01T00:00:00Z'))).toMatchObject({
      planId: 'free',
      cycleUsage: 0,
      creditLimit: -1,
      pendingPlanId: null,
    });
  });

  it('unixSeconds floors', () => {
    expect(unixSeconds(d('2025-02-28T10:00:00.999Z'))).toBe(1740736800);
  });
});
