import { decodeCursor, encodeCursor } from './page-cursor';

describe('page cursor', () => {
  it('round-trips', () => {
    const c = { createdAt: new Date('2026-02-03T04:05:06.789Z'), id: '0b6f3f3e-8a0e-4e57-9d0a-6d2b8c1e2f3a' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });

  it('refuses anything it did not make', () => {
    for (const bad of ['', 'not a cursor', Buffer.from('2026-01-01|x').toString('base64url'), Buffer.from('yesterday|0b6f3f3e-8a0e-4e57-9d0a-6d2b8c1e2f3a').toString('base64url'), 'A'.repeat(201)]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});
