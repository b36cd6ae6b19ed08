import { MemoryLimitStore } from './memory-limit.store';

describe('MemoryLimitStore (sliding window log)', () => {
  let now = 1_000_000;
  const store = new MemoryLimitStore(() => now);
  afterAll(() => store.close());

  it('allows the whole allowance at once and refuses the next without counting it', async () => {
    for (let i = 0; i < 600; i++) expect((await store.hit('a', 600, 60_000)).allowed).toBe(true);
    for (let i = 0; i < 3; i++)
      expect(await store.hit('a', 600, 60_000)).toEqual({ allowed: false, limit: 600, remaining: 0, resetMs: 60_000 });
    now += 60_000;
    expect(await store.hit('a', 600, 60_000)).toMatchObject({ allowed: true, remaining: 599 });
  });

  it('never lets more than the limit into any window (no doubling at a boundary)', async () => {
    const b = 'boundary';
    for (let i = 0; i < 5; i++) await store.hit(b, 10, 1_000);
    now += 900;
    for (let i = 0; i < 5; i++) await store.hit(b, 10, 1_000);
    expect((await store.hit(b, 10, 1_000)).allowed).toBe(false);
    now += 100; // the first five leave
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => store.hit(b, 10, 1_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts[4]).toMatchObject({ remaining: 0, resetMs: 900 });
  });

  it('follows a raised or lowered limit at once', async () => {
    for (let i = 0; i < 4; i++) await store.hit('c', 4, 60_000);
    expect((await store.hit('c', 6, 60_000)).allowed).toBe(true);
    expect((await store.hit('c', 6, 60_000)).allowed).toBe(true);
    expect((await store.hit('c', 6, 60_000)).allowed).toBe(false);
    expect((await store.hit('c', 3, 60_000)).allowed).toBe(false);
  });

  it('sweeps buckets idle for a minute', async () => {
    const s = new MemoryLimitStore(() => now);
    await s.hit('old', 5, 1_000);
    now += 60_000;
    await s.hit('new', 5, 1_000);
    s.sweep();
    expect(s.size).toBe(1);
    await s.close();
  });
});
