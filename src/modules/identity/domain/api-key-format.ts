// The API key format `sk_<env>_<keyId>_<secret>` (SPEC 3): generation, parsing and hashing.
// Pure functions: no Nest, no database.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_ID_LENGTH = 20;
const SECRET_LENGTH = 43; // ~256 bits of base62
const KEY_PATTERN = /^sk_([a-z][a-z0-9-]{0,31})_([A-Za-z0-9]{20})_([A-Za-z0-9]{43})$/;

/** Unbiased base62 from CSPRNG bytes (rejection sampling). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface ParsedApiKey {
  env: string;
  keyId: string;
  secret: string;
}

export function parseApiKey(raw: string): ParsedApiKey | null {
  const m = KEY_PATTERN.exec(raw.trim());
  return m ? { env: m[1], keyId: m[2], secret: m[3] } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function generateApiKey(env: string): { key: string; keyId: string; secretHash: string } {
  const keyId = randomBase62(KEY_ID_LENGTH);
  const secret = randomBase62(SECRET_LENGTH);
  return { key: `sk_${env}_${keyId}_${secret}`, keyId, secretHash: hashSecret(secret) };
}

/** Allowed key classes per account kind: a superuser account never holds enterprise keys and vice versa. */
export function keyClassAllowedFor(kind: 'enterprise' | 'superuser', keyClass: string): boolean {
  if (keyClass === 'regular') return true;
  return (
    (kind === 'enterprise' && keyClass === 'enterprise-admin') || (kind === 'superuser' && keyClass === 'superuser')
  );
}
