// Resolves the `service-api-key` header into a Principal: one indexed query (cached, found or not),
// constant-time compare, and the per-address count of refused keys (issue 18.7).
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { AppError } from '../../platform/errors';
import { RequestLimiter } from '../../platform/rate-limit/request-limiter.service';
import { ApiKeysRepository, KeyWithAccount } from './api-keys.repository';
import { hashSecret, parseApiKey, secretMatches } from './domain/api-key-format';
import { IdentityErrors } from './identity.errors';

const TOUCH_EVERY_MS = 60_000;
/** Key ids remembered (found or unknown); the cache is cleared when full. */
const MAX_CACHED = 50_000;
// Compared against when the key id is unknown, so unknown and known ids cost the same.
const DUMMY_HASH = hashSecret('not-a-real-secret');

@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);
  private readonly lastTouched = new Map<string, number>();
  private readonly cache = new Map<string, { key: KeyWithAccount | null; at: number }>();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly limiter: RequestLimiter,
  ) {}

  /**
   * `clientIp` is counted when the key is refused; an address that has spent its unauthenticated
   * allowance is refused with 429 before any lookup, unless its key is one already known here.
   */
  async authenticate(rawKey: unknown, keyIdHeader: unknown, clientIp?: string): Promise<Principal> {
    try {
      return await this.resolve(rawKey, keyIdHeader, clientIp);
    } catch (err) {
      if (clientIp !== undefined && err instanceof AppError && err.code === 'unauthenticated')
        await this.limiter.recordUnauthenticated(clientIp);
      throw err;
    }
  }

  private async resolve(rawKey: unknown, keyIdHeader: unknown, clientIp?: string): Promise<Principal> {
    const parsed = typeof rawKey === 'string' && rawKey.length <= 200 ? parseApiKey(rawKey) : null;
    if (clientIp !== undefined && !(parsed && this.cachedKey(parsed.keyId))) this.limiter.assertNotBlocked(clientIp);
    if (!parsed || parsed.env !== this.config.http.apiEnvironment) throw IdentityErrors.unauthenticated();
    if (keyIdHeader !== undefined && keyIdHeader !== parsed.keyId) throw IdentityErrors.unauthenticated();

    const key = await this.lookup(parsed.keyId);
    // Unknown ids are compared against a dummy hash: the same work as a wrong secret.
    const matches = secretMatches(parsed.secret, key?.secretHash ?? DUMMY_HASH);
    if (!key || !matches || key.revoked || key.env !== parsed.env) throw IdentityErrors.unauthenticated();

    this.touch(key.keyId);
    return { accountId: key.accountId, accountKind: key.accountKind, keyId: key.keyId, keyClass: key.class };
  }

  /** A found key still fresh in the cache. */
  private cachedKey(keyId: string): KeyWithAccount | null {
    const cached = this.cache.get(keyId);
    return cached && cached.key && Date.now() - cached.at < this.config.auth.keyCacheMs ? cached.key : null;
  }

  /**
   * One indexed query per key id, remembered for API_KEY_CACHE_MS when found (a revocation takes
   * effect within that time) and for API_KEY_NEGATIVE_CACHE_MS when unknown, so a flood of made-up
   * ids costs no query and an unknown id answers as fast as a known one with a wrong secret.
   * A new key's id is random, so it was never remembered as unknown before it existed.
   */
  private async lookup(keyId: string): Promise<KeyWithAccount | null> {
    const now = Date.now();
    const cached = this.cache.get(keyId);
    if (cached && now - cached.at < (cached.key ? this.config.auth.keyCacheMs : this.config.auth.keyNegativeCacheMs))
      return cached.key;
    const key = await this.keys.findForAuthentication(keyId);
    const ttl = key ? this.config.auth.keyCacheMs : this.config.auth.keyNegativeCacheMs;
    if (ttl > 0) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(keyId, { key, at: now });
    }
    return key;
  }

  /** last_used_at is informational: written at most once a minute per key, off the request path. */
  private touch(keyId: string): void {
    const now = this.clock.now();
    const last = this.lastTouched.get(keyId) ?? 0;
    if (now.getTime() - last < TOUCH_EVERY_MS) return;
    this.lastTouched.set(keyId, now.getTime());
    if (this.lastTouched.size > 10_000) this.lastTouched.clear();
    this.keys.touch(keyId, now).catch((err) => this.logger.warn({ err }, 'could not record key use'));
  }
}
