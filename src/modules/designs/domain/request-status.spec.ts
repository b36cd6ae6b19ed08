import {
  canComplete,
  canFail,
  canStart,
  headlineOf,
  IN_FLIGHT,
  INITIAL_STATUS,
  normaliseWarnings,
  REQUEST_STATUSES,
  seedOf,
  statusesWhere,
  timings,
} from './request-status';

describe('design request state machine', () => {
  it('starts from queued or processing, completes from processing only, never leaves a finished state', () => {
    expect([canStart('queued'), canStart('processing'), canStart('completed'), canStart('failed')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([canComplete('queued'), canComplete('processing'), canComplete('completed'), canComplete('failed')]).toEqual(
      [false, true, false, false],
    );
    expect([canFail('queued'), canFail('processing'), canFail('completed'), canFail('failed')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('lists the statuses a rule allows (what the SQL conditions are built from): in flight is queued and processing, a request starts queued', () => {
    expect(REQUEST_STATUSES).toEqual(['queued', 'processing', 'completed', 'failed']);
    expect(IN_FLIGHT).toEqual(['queued', 'processing']);
    expect(statusesWhere(canComplete)).toEqual(['processing']);
    expect(INITIAL_STATUS).toBe('queued');
    expect(canStart(INITIAL_STATUS) && canFail(INITIAL_STATUS)).toBe(true);
  });

  it('reports the queue wait and the processing time in ms', () => {
    const enqueuedAt = new Date('2026-01-01T00:00:00.000Z');
    const now = new Date('2026-01-01T00:00:05.000Z');
    expect(timings({ enqueuedAt, startedAt: null, finishedAt: null }, now)).toEqual({
      queueWaitTime: 5000,
      processingTime: null,
    });
    const startedAt = new Date('2026-01-01T00:00:00.120Z');
    expect(timings({ enqueuedAt, startedAt, finishedAt: null }, now)).toEqual({
      queueWaitTime: 120,
      processingTime: 4880,
    });
    expect(timings({ enqueuedAt, startedAt, finishedAt: new Date('2026-01-01T00:00:00.400Z') }, now)).toEqual({
      queueWaitTime: 120,
      processingTime: 280,
    });
    // Failed before any start (reconciler): the wait ends at the failure.
    expect(timings({ enqueuedAt, startedAt: null, finishedAt: new Date('2026-01-01T00:00:01.000Z') }, now)).toEqual({
      queueWaitTime: 1000,
      processingTime: null,
    });
  });

  it('derives one stable seed per request id', () => {
    expect(seedOf('0000000a-0000-4000-8000-000000000000')).toBe(10);
    expect(seedOf('ffffffff-0000-4000-8000-000000000000')).toBe(0xffffffff);
    expect(seedOf('3f1c2b9a-1111-4000-8000-000000000000')).toBe(seedOf('3f1c2b9a-2222-4000-8000-000000000000'));
  });

  it('takes the headline from the first page', () => {
    expect(
      headlineOf(
        [
          [
            { type: 'offer', value: '30% off' },
            { type: 'title', value: '  Summer   sale ' },
          ],
        ],
        'prompt',
      ),
    ).toBe('Summer sale');
    expect(
      headlineOf(
        [
          [
            { type: 'bulletlist', value: ['a'] },
            { type: 'cta', value: 'Shop now' },
          ],
        ],
        'prompt',
      ),
    ).toBe('Shop now');
    expect(headlineOf([], 'A prompt')).toBe('A prompt');
    expect(headlineOf([], undefined)).toBe('Design');
    expect(headlineOf([[{ type: 'title', value: 'x'.repeat(400) }]], undefined)).toHaveLength(300);
  });

  it('keeps warnings distinct and bounded, errors on one line', () => {
    expect(normaliseWarnings(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(normaliseWarnings(Array.from({ length: 80 }, (_, i) => `w${i}`))).toHaveLength(50);
    expect(normaliseWarnings(['y'.repeat(1000)])[0]).toHaveLength(300);
  });
});
