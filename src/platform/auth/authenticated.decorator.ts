// The one auth decorator: it carries both the access policy (read by the global key guard)
// and the OpenAPI security documentation, so the two cannot drift apart.
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.decorator';
import { KeyClass } from './principal';

export const AUTH_POLICY = 'auth:policy';
export const IS_PUBLIC = 'auth:public';
export const API_KEY_SCHEME = 'service-api-key';
export const BEARER_SCHEME = 'end-user-bearer';

export interface AuthPolicy {
  keyClass: KeyClass[];
  /** Accept `Authorization: Bearer <accessToken>` of an end user of the same account. */
  endUser?: boolean;
}

export function Authenticated(policy: AuthPolicy): MethodDecorator & ClassDecorator {
  const decorators = [
    SetMetadata(AUTH_POLICY, policy),
    ApiSecurity(API_KEY_SCHEME),
    ApiHeader({
      name: 'service-api-key-id',
      required: false,
      description: 'When sent, must equal the key id embedded in the API key.',
    }),
    ApiErrors('unauthenticated', 'forbidden', 'rate_limited', 'internal_error'),
  ];
  // The key is always required; an end user's bearer token is optional on top of it (never alone):
  // two alternatives, key alone or key AND bearer.
  if (policy.endUser) decorators.push(ApiSecurity({ [API_KEY_SCHEME]: [], [BEARER_SCHEME]: [] }));
  return applyDecorators(...decorators);
}

export const NOT_IP_LIMITED = 'auth:not-ip-limited';

/**
 * No key needed (health, metrics, docs, share pages). Public routes are limited per client address
 * (RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE) unless `ipLimited: false` (probes of the orchestrator).
 */
export const Public = (options: { ipLimited?: boolean } = {}): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(IS_PUBLIC, true),
    ...(options.ipLimited === false ? [SetMetadata(NOT_IP_LIMITED, true)] : []),
  );
