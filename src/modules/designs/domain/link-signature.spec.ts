import { linkKey, signLink, verifyLink } from './link-signature';

describe('signed design links', () => {
  const key = linkKey('a-secret-that-is-long-enough-for-tests-0123456789');
  const id = '6a1f0b8e-3c2d-4e5f-8a9b-0c1d2e3f4a5b';
  const now = new Date('2026-03-01T12:00:00Z');
  const exp = Math.floor(now.getTime() / 1000) + 3600;

  it('accepts its own signature until the expiry, then says expired', () => {
    const sig = signLink(key, id, exp);
    expect(verifyLink(key, id, String(exp), sig, now)).toBe('valid');
    expect(verifyLink(key, id, String(exp), sig, new Date((exp + 1) * 1000))).toBe('expired');
  });

  it('refuses another design, another expiry, another key and malformed values', () => {
    const sig = signLink(key, id, exp);
    expect(verifyLink(key, '00000000-0000-4000-8000-000000000000', String(exp), sig, now)).toBe('invalid');
    expect(verifyLink(key, id, String(exp + 1), sig, now)).toBe('invalid');
    expect(verifyLink(linkKey('another-secret-that-is-long-enough-0123456789'), id, String(exp), sig, now)).toBe(
      'invalid',
    );
    for (const [e, s] of [
      [undefined, sig],
      [String(exp), undefined],
      ['1e9', sig],
      [String(exp), `${sig}x`],
      [[String(exp)], sig],
    ]) {
      expect(verifyLink(key, id, e, s, now)).toBe('invalid');
    }
  });

  it("derives a purpose-bound key: not the secret, and not another purpose's", () => {
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from('a-secret-that-is-long-enough-for-tests-0123456789').subarray(0, 32))).toBe(false);
  });
});
