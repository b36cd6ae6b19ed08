import { MemoryRateLimitStorage } from './memory-rate-limit.storage';

describe('MemoryRateLimitStorage', () => {
  let now = 1_000_000;
  const storage = new MemoryRateLimitStorage(() => now);
  afterAll(() => storage.close());

  it('counts within a window, refuses past the limit until the window ends, then starts again from one', async () => {
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await storage.increment('k1', 1_500, 2));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(hits[2]).toMatchObject({ timeToExpire: 2, timeToBlockExpire: 2 });
    now += 1_500;
    expect(await storage.increment('k1', 1_500, 2)).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('later hits never extend a window', async () => {
    await storage.increment('k2', 60_000, 100);
    now += 59_999;
    expect((await storage.increment('k2', 60_000, 100)).timeToExpire).toBe(1);
    now += 1;
    expect((await storage.increment('k2', 60_000, 100)).totalHits).toBe(1);
  });

  it('keys are counted apart', async () => {
    await storage.increment('k3', 60_000, 1);
    expect((await storage.increment('k4', 60_000, 1)).isBlocked).toBe(false);
  });

  it('a sweep drops ended windows and keeps running ones', async () => {
    const s = new MemoryRateLimitStorage(() => now);
    await s.increment('old', 1_000, 5);
    await s.increment('new', 5_000, 5);
    now += 1_000;
    s.sweep();
    expect(s.size).toBe(1);
    expect((await s.increment('new', 5_000, 5)).totalHits).toBe(2);
    s.close();
  });
});
