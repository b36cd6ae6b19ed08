// Per-API-key rate limit (SPEC 8): one bucket per key across every route, shared by all instances
// through Redis. Runs after the key guard (it reads the Principal). Two windows: the minute of SPEC 8,
// and a one-second burst cap so a key cannot spend its minute in a few seconds and crowd out other
// accounts. Answers carry the minute's RateLimit-* headers; a refusal by either window is 429
// `rate_limited` with Retry-After and headers describing the window that refused.
import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { IS_PUBLIC } from '../auth/authenticated.decorator';
import type { RequestWithPrincipal } from '../auth/principal';
import { AppError } from '../errors/app-error';

export const MINUTE_THROTTLER = 'minute';
export const BURST_THROTTLER = 'burst';

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    return !context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
  }

  protected override async handleRequest({ context, limit, ttl, throttler, blockDuration }: ThrottlerRequest): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    const res = context.switchToHttp().getResponse<Response>();
    const keyId = req.principal?.keyId as string;
    const name = throttler.name ?? MINUTE_THROTTLER;
    const record = await this.storageService.increment(`ratelimit:${name}:${keyId}`, ttl, limit, blockDuration, name);
    if (!record.isBlocked && record.totalHits <= limit) {
      if (name === BURST_THROTTLER) return true;
      res.setHeader('RateLimit-Limit', String(limit));
      res.setHeader('RateLimit-Remaining', String(limit - record.totalHits));
      res.setHeader('RateLimit-Reset', String(Math.max(0, Math.ceil(record.timeToExpire))));
      return true;
    }
    // A block outlives the counting window it started in: a fresh window's count says nothing
    // about when the key may call again, the block's expiry does.
    const retryAfter = Math.max(1, Math.ceil(record.isBlocked ? record.timeToBlockExpire : record.timeToExpire));
    res.setHeader('RateLimit-Limit', String(limit));
    res.setHeader('RateLimit-Remaining', '0');
    res.setHeader('RateLimit-Reset', String(retryAfter));
    throw new AppError('rate_limited', undefined, { headers: { 'Retry-After': String(retryAfter) } });
  }
}
