import {
  generateApiKey,
  hashSecret,
  keyClassAllowedFor,
  parseApiKey,
  randomBase62,
  secretMatches,
} from './api-key-format';

describe('api key format', () => {
  it('generates keys that parse back to their parts and match their hash', () => {
    const { key, keyId, secretHash } = generateApiKey('live');
    const parsed = parseApiKey(key);
    expect(parsed).toEqual({ env: 'live', keyId, secret: expect.any(String) });
    expect(secretMatches(parsed!.secret, secretHash)).toBe(true);
    expect(secretHash).not.toContain(parsed!.secret);
  });

  it('never generates the same key twice', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey('live').key));
    expect(keys.size).toBe(200);
  });

  it.each([
    '',
    'sk_live',
    'pk_live_AAAAAAAAAAAAAAAAAAAA_' + 'a'.repeat(43),
    'sk_live_AAAA_' + 'a'.repeat(43),
    'sk_live_AAAAAAAAAAAAAAAAAAAA_' + 'a'.repeat(42),
    'sk_Live_AAAAAAAAAAAAAAAAAAAA_' + 'a'.repeat(43),
    'sk_live_AAAAAAAAAAAAAAAAAAA!_' + 'a'.repeat(43),
  ])('rejects malformed key %j', (raw) => {
    expect(parseApiKey(raw)).toBeNull();
  });

  it('rejects a wrong secret of the right shape', () => {
    const { secretHash } = generateApiKey('live');
    expect(secretMatches(randomBase62(43), secretHash)).toBe(false);
    expect(secretMatches('x', hashSecret('y'))).toBe(false);
  });

  it('draws base62 evenly and never repeats itself across the random pool it refills', () => {
    // 2 000 tokens of 48 characters use the 4 KiB pool of random bytes about 25 times over.
    const tokens = Array.from({ length: 2000 }, () => randomBase62(48));
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.every((x) => /^[0-9A-Za-z]{48}$/.test(x))).toBe(true);
    const counts = new Map<string, number>();
    for (const ch of tokens.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 96 000 characters: about 1 548 each; a biased draw (byte % 62 without rejection) gives the
    // first 8 characters about 5/4 of the others' share.
    const expected = 96_000 / 62;
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.12);
  });

  it('only lets each account kind hold its own admin class', () => {
    expect(keyClassAllowedFor('enterprise', 'enterprise-admin')).toBe(true);
    expect(keyClassAllowedFor('enterprise', 'superuser')).toBe(false);
    expect(keyClassAllowedFor('superuser', 'superuser')).toBe(true);
    expect(keyClassAllowedFor('superuser', 'enterprise-admin')).toBe(false);
    expect(keyClassAllowedFor('superuser', 'regular')).toBe(true);
  });
});
