import { afterFailedAttempt, isAccepted, maxAttempts } from './retry-schedule';

const SPEC_DELAYS = [5000, 300000, 1800000, 7200000, 18000000, 36000000];
const now = new Date('2026-01-01T00:00:00Z');

describe('retry schedule', () => {
  it('makes 7 attempts with the SPEC 6.4 waits between them', () => {
    expect(maxAttempts(SPEC_DELAYS)).toBe(7);
    const waits: number[] = [];
    for (let attempt = 1; ; attempt++) {
      const next = afterFailedAttempt(attempt, SPEC_DELAYS, now);
      if (next.final) {
        expect(attempt).toBe(7);
        break;
      }
      expect(next.nextAttemptAt.getTime() - now.getTime()).toBe(next.delayMs);
      waits.push(next.delayMs);
    }
    expect(waits).toEqual([5000, 5 * 60000, 30 * 60000, 2 * 3600000, 5 * 3600000, 10 * 3600000]);
  });

  it('accepts only 2xx answers', () => {
    expect([200, 201, 204, 299].every(isAccepted)).toBe(true);
    expect([undefined, 100, 301, 302, 304, 400, 410, 500, 503].some(isAccepted)).toBe(false);
  });
});
