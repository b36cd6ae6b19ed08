import { availableCredits, decidePlanChange } from './plan-change';

const free = { planId: 'free', rank: 1 };
const pro = { planId: 'pro', rank: 2 };
const business = { planId: 'business', rank: 3 };

describe('decidePlanChange', () => {
  it('upgrades at once and clears a pending downgrade', () => {
    expect(decidePlanChange(free, null, pro)).toEqual({
      type: 'upgrade',
      planId: 'pro',
      pendingPlanId: null,
      changed: true,
    });
    expect(decidePlanChange(pro, 'free', business)).toEqual({
      type: 'upgrade',
      planId: 'business',
      pendingPlanId: null,
      changed: true,
    });
  });

  it('stores a downgrade as pending and keeps the current plan', () => {
    expect(decidePlanChange(business, null, free)).toEqual({
      type: 'downgrade',
      planId: 'business',
      pendingPlanId: 'free',
      changed: true,
    });
  });

  it('replaces a pending downgrade with another one, and repeating it changes nothing', () => {
    expect(decidePlanChange(business, 'free', pro)).toEqual({
      type: 'downgrade',
      planId: 'business',
      pendingPlanId: 'pro',
      changed: true,
    });
    expect(decidePlanChange(business, 'pro', pro).changed).toBe(false);
  });

  it('the current plan is unchanged and cancels a pending downgrade', () => {
    expect(decidePlanChange(pro, null, pro)).toEqual({
      type: 'unchanged',
      planId: 'pro',
      pendingPlanId: null,
      changed: false,
    });
    expect(decidePlanChange(pro, 'free', pro)).toEqual({
      type: 'unchanged',
      planId: 'pro',
      pendingPlanId: null,
      changed: true,
    });
  });

  it('an upgrade to a plan still below a pending one is an upgrade (rank decides, not the pending plan)', () => {
    expect(decidePlanChange(free, null, pro).type).toBe('upgrade');
  });
});

describe('availableCredits', () => {
  it.each([
    [null, 5, 'unlimited'],
    [100, 0, '100'],
    [100, 30, '70'],
    [100, 100, '0'],
    [20, 30, '0'],
    [0, 0, '0'],
  ])('plan %p with usage %p -> %p', (credits, usage, expected) => {
    expect(availableCredits(credits as number | null, usage as number)).toBe(expected);
  });
});
