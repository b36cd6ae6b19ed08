// Resolves the `service-api-key` header into a Principal: one indexed query, constant-time compare.
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import type { Principal } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { ApiKeysRepository, KeyWithAccount } from './api-keys.repository';
import { hashSecret, parseApiKey, secretMatches } from './domain/api-key-format';
import { IdentityErrors } from './identity.errors';

const TOUCH_EVERY_MS = 60_000;
// Compared against when the key id is unknown, so unknown and known ids cost the same.
const DUMMY_HASH = hashSecret('not-a-real-secret');

@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);
  private readonly lastTouched = new Map<string, number>();
  private readonly cache = new Map<string, { key: KeyWithAccount; at: number }>();

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async authenticate(rawKey: unknown, keyIdHeader: unknown): Promise<Principal> {
    if (typeof rawKey !== 'string' || rawKey.length > 200) throw IdentityErrors.unauthenticated();
    const parsed = parseApiKey(rawKey);
    if (!parsed || parsed.env !== this.config.http.apiEnvironment) throw IdentityErrors.unauthenticated();
    if (keyIdHeader !== undefined && keyIdHeader !== parsed.keyId) throw IdentityErrors.unauthenticated();

    const key = await this.lookup(parsed.keyId);
    const matches = secretMatches(parsed.secret, key?.secretHash ?? DUMMY_HASH);
    if (!key || !matches || key.revoked || key.env !== parsed.env) throw IdentityErrors.unauthenticated();

    this.touch(key.keyId);
    return { accountId: key.accountId, accountKind: key.accountKind, keyId: key.keyId, keyClass: key.class };
  }

  /**
   * One indexed query per key, remembered for API_KEY_CACHE_MS (a revocation takes effect within
   * that time). Only found keys are remembered, so a key created a moment ago works at once.
   */
  private async lookup(keyId: string): Promise<KeyWithAccount | null> {
    const ttl = this.config.auth.keyCacheMs;
    const now = Date.now();
    const cached = ttl > 0 ? this.cache.get(keyId) : undefined;
    if (cached && now - cached.at < ttl) return cached.key;
    const key = await this.keys.findForAuthentication(keyId);
    if (key && ttl > 0) {
      if (this.cache.size >= 50_000) this.cache.clear();
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
