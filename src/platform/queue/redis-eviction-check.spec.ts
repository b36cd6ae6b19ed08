import { evictionVerdict } from './redis-eviction-check';

describe('evictionVerdict', () => {
  it('accepts only noeviction', () => {
    expect(evictionVerdict('noeviction')).toEqual({ ok: true });
    for (const p of ['allkeys-lru', 'volatile-lru', 'allkeys-random', 'volatile-ttl', 'allkeys-lfu'])
      expect(evictionVerdict(p)).toEqual({ ok: false, policy: p });
  });
});
