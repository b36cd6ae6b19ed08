// The rate limit of every route (SPEC 8), after the key guard (it reads the Principal): an API
// key's requests spend from the key's bucket, answered with RateLimit-* headers; public routes
// spend from the client address's bucket. A refusal is 429 `rate_limited` with Retry-After and
// the headers of the bucket that refused. Requests without a valid key are counted by the key guard.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC, NOT_IP_LIMITED } from '../auth/authenticated.decorator';
import type { RequestWithPrincipal } from '../auth/principal';
import { rateLimited, RequestLimiter, retryAfterSeconds } from './request-limiter.service';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RequestLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (this.reflector.getAllAndOverride<boolean>(NOT_IP_LIMITED, targets)) return true;
      const verdict = await this.limiter.forPublic(clientAddress(req));
      if (verdict && !verdict.allowed) throw rateLimited(verdict);
      return true;
    }
    const principal = req.principal;
    if (!principal) return true;
    const verdict = await this.limiter.forKey(principal.keyId, principal.keyClass);
    if (!verdict.allowed) throw rateLimited(verdict);
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('RateLimit-Limit', String(verdict.limit));
    res.setHeader('RateLimit-Remaining', String(verdict.remaining));
    res.setHeader('RateLimit-Reset', String(retryAfterSeconds(verdict)));
    return true;
  }
}

/** The client's address as Express sees it (TRUST_PROXY_HOPS decides how much of X-Forwarded-For is believed). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}
