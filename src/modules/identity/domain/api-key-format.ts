// The API key format `sk_<env>_<keyId>_<secret>` (SPEC 3): generation, parsing and hashing.
// Pure functions: no Nest, no database.
import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_ID_LENGTH = 20;
const SECRET_LENGTH = 43; // ~256 bits of base62
const KEY_PATTERN = /^sk_([a-z][a-z0-9-]{0,31})_([A-Za-z0-9]{20})_([A-Za-z0-9]{43})$/;

// CSPRNG bytes drawn a block at a time, each byte used once: a refresh token per login took a
// randomBytes() call (a buffer and a trip into OpenSSL) for 48 characters. Node pools randomUUID's
// bytes the same way.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++];
}

/** Unbiased base62 from CSPRNG bytes (rejection sampling: 248 = 4 * 62, the bytes above are dropped). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += BASE62[byte % 62];
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
