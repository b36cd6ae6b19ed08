import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a-master-secret-that-is-long-enough-000', 'purpose/v1');

  it('round-trips and never produces the same ciphertext twice', () => {
    const a = box.encrypt('whsec_abc');
    expect(box.decrypt(a)).toBe('whsec_abc');
    expect(box.encrypt('whsec_abc')).not.toBe(a);
    expect(a).not.toContain('abc');
  });

  it('keys differ per purpose and per master secret, and tampering is detected', () => {
    const sealed = box.encrypt('x');
    expect(() => new SecretBox('a-master-secret-that-is-long-enough-000', 'other/v1').decrypt(sealed)).toThrow();
    expect(() => new SecretBox('another-master-secret-long-enough-00000', 'purpose/v1').decrypt(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });
});
