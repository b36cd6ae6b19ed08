// HS256 access tokens signed without jsonwebtoken: the same bytes jsonwebtoken writes for the same
// claims (header {"alg":"HS256","typ":"JWT"}, the claims as given, an HMAC-SHA256 of both), at a
// fraction of its CPU. jsonwebtoken re-validates every claim and option on each sign, then jws
// builds the header and signature through several layers of streams and buffers; login-user signs
// one token per call. Verification stays with @nestjs/jwt (jsonwebtoken): it is the careful side.
import { createHmac, KeyObject } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' }), 'utf8').toString('base64url');

/** A compact JWS of `claims`, signed with HMAC-SHA256 under `key` (a secret KeyObject). */
export function signHs256(claims: object, key: KeyObject): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}
