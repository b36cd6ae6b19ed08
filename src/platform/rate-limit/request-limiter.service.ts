// Which bucket a request spends from, and how much it holds (SPEC 8 and issue 18.7):
//  - an API key: its class's allowance per minute, plus the opt-in one-second burst cap;
//  - a public route (share pages, assets): the client address's allowance per minute;
//  - a request without a valid key: every 401 spends from the client address's bucket; once it is
//    empty the address is refused with 429 for a while, before any database lookup.
import { Inject, Injectable } from '@nestjs/common';
import type { KeyClass } from '../auth/principal';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { AppError } from '../errors/app-error';
import { LimitStore, LimitVerdict } from './limit-store';

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;
/** Addresses remembered as refused in this process; cleared when full (the store still counts). */
const MAX_BLOCKED = 10_000;

@Injectable()
export class RequestLimiter {
  /** Client address -> until when its unauthenticated requests are refused (this process's view). */
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    @Inject(LimitStore) private readonly store: LimitStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The burst cap first (a request it refuses does not use up the minute), then the minute. */
  async forKey(keyId: string, keyClass: KeyClass): Promise<LimitVerdict> {
    const perSecond = this.config.limits.requestsPerSecond?.[keyClass];
    if (perSecond) {
      const burst = await this.store.hit(`burst:${keyId}`, perSecond, SECOND_MS);
      if (!burst.allowed) return burst;
    }
    return this.store.hit(`minute:${keyId}`, this.config.limits.requestsPerMinute[keyClass], MINUTE_MS);
  }

  /** Null when public routes are not limited. */
  async forPublic(clientIp: string): Promise<LimitVerdict | null> {
    const limit = this.config.limits.publicPerIpPerMinute;
    return limit ? this.store.hit(`public:${clientIp}`, limit, MINUTE_MS) : null;
  }

  /** Throws 429 when this address has spent its unauthenticated allowance. */
  assertNotBlocked(clientIp: string): void {
    const until = this.blockedUntil.get(clientIp);
    if (until === undefined) return;
    const leftMs = until - this.clock.now().getTime();
    if (leftMs <= 0) {
      this.blockedUntil.delete(clientIp);
      return;
    }
    throw rateLimited({
      allowed: false,
      limit: this.config.limits.unauthenticatedPerIpPerMinute,
      remaining: 0,
      resetMs: leftMs,
    });
  }

  /** Counts one refused authentication of this address; past the allowance the address is blocked. */
  async recordUnauthenticated(clientIp: string): Promise<void> {
    const limit = this.config.limits.unauthenticatedPerIpPerMinute;
    if (!limit) return;
    const verdict = await this.store.hit(`unauthenticated:${clientIp}`, limit, MINUTE_MS);
    if (verdict.allowed) return;
    if (this.blockedUntil.size >= MAX_BLOCKED) this.blockedUntil.clear();
    this.blockedUntil.set(clientIp, this.clock.now().getTime() + Math.max(SECOND_MS, verdict.resetMs));
  }
}

export function retryAfterSeconds(verdict: LimitVerdict): number {
  return Math.max(1, Math.ceil(verdict.resetMs / 1000));
}

/** 429 `rate_limited` with Retry-After and the RateLimit-* headers of the bucket that refused. */
export function rateLimited(verdict: LimitVerdict): AppError {
  const retryAfter = String(retryAfterSeconds(verdict));
  return new AppError('rate_limited', undefined, {
    headers: {
      'Retry-After': retryAfter,
      'RateLimit-Limit': String(verdict.limit),
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': retryAfter,
    },
  });
}
