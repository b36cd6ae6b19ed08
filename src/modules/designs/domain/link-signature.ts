// Signed app links (`{APP_URL}/designs/{designId}?exp&sig`): an HMAC-SHA256 of the design id and
// the expiry, with a key derived (HKDF) from the service secret for this one purpose.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const LINK_TTL_SECONDS = 7 * 24 * 3600;
const PURPOSE = 'design-links/v1';

export function linkKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), PURPOSE, 32));
}

export function signLink(key: Buffer, designId: string, exp: number): string {
  return createHmac('sha256', key).update(`${designId}.${exp}`).digest('base64url');
}

export type LinkVerdict = 'valid' | 'expired' | 'invalid';

/** `expired` only for a genuine signature past its expiry; anything forged or malformed is `invalid`. */
export function verifyLink(key: Buffer, designId: string, exp: unknown, sig: unknown, now: Date): LinkVerdict {
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig))
    return 'invalid';
  const expected = Buffer.from(signLink(key, designId, Number(exp)), 'utf8');
  const given = Buffer.from(sig, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(exp) * 1000 < now.getTime() ? 'expired' : 'valid';
}
