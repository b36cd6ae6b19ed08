import { canReactivate, purgeCutoff, reactivationDeadline } from './retention';

const DAY = 86400000;
const deletedAt = new Date('2025-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(deletedAt.getTime() + ms);

describe('retention windows', () => {
  it('reactivation is open until the second before 14 days and closed at 14 days', () => {
    expect(canReactivate(deletedAt, deletedAt, 14)).toBe(true);
    expect(canReactivate(deletedAt, at(14 * DAY - 1000), 14)).toBe(true);
    expect(canReactivate(deletedAt, at(14 * DAY - 1), 14)).toBe(true);
    expect(canReactivate(deletedAt, at(14 * DAY), 14)).toBe(false);
    expect(canReactivate(deletedAt, at(20 * DAY), 14)).toBe(false);
    expect(reactivationDeadline(deletedAt, 14).toISOString()).toBe('2025-03-15T12:00:00.000Z');
  });

  it('purge is due at 15 days, not a second before (due: deleted at or before the cutoff)', () => {
    const due = (now: Date) => deletedAt <= purgeCutoff(now, 15);
    expect(due(at(15 * DAY - 1000))).toBe(false);
    expect(due(at(15 * DAY - 1))).toBe(false);
    expect(due(at(15 * DAY))).toBe(true);
    expect(purgeCutoff(at(15 * DAY), 15)).toEqual(deletedAt);
  });

  it('counts days as 24 hours of UTC, whatever the calendar (a month end and a DST change in between)', () => {
    const beforeDst = new Date('2025-03-20T00:30:00.000Z');
    expect(canReactivate(beforeDst, new Date('2025-04-03T00:29:59.000Z'), 14)).toBe(true);
    expect(canReactivate(beforeDst, new Date('2025-04-03T00:30:00.000Z'), 14)).toBe(false);
  });
});
