// The configuration of a test app or test module (test-app.ts, test-module.ts): quiet, scheduled jobs
// off, a fresh queue prefix and storage folder. Apart from test-app.ts so that the module-level harness
// does not load the whole app (create-app.ts imports AppModule).
import { ModuleMetadata } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config';
import { MovableClock } from './movable-clock';

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: MovableClock;
  /** Use Bull on REDIS_URL (the default is the in-process queue). */
  bull?: boolean;
  overrides?: { provide: never; useValue: unknown }[];
  /** Extra modules, e.g. test/support/probe.ts's ProbeModule. */
  imports?: ModuleMetadata['imports'];
}

export function testConfig(databaseUrl: string, options: TestAppOptions = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO_SEED_ON_EMPTY: 'false',
    MIGRATIONS_RUN: 'false',
    // Suites fire hundreds of requests per key; the rate-limit suites set their own low limits.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE: '0',
    RATE_LIMIT_UNAUTHENTICATED_PER_IP_PER_MINUTE: '0',
    // Revocations in tests take effect at once; the key cache has its own spec.
    API_KEY_CACHE_MS: '0',
    QUEUE_PREFIX: `t${randomBytes(5).toString('hex')}`,
    // Every app writes its images to a fresh temporary folder, never into the checkout.
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'dgapi-storage-')),
    // Scheduled jobs stay off so a timer never races a test; their specs call them or turn them on.
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
    IDEMPOTENCY_PRUNE_INTERVAL_MS: '0',
    WEBHOOK_RECONCILE_INTERVAL_MS: '0',
    OUTBOX_DISPATCH_INTERVAL_MS: '0',
    SESSION_PRUNE_INTERVAL_MS: '0',
    DESIGN_RECONCILE_INTERVAL_MS: '0',
    // Render threads start on the first job: most test apps never render.
    DESIGN_RENDER_WARM_UP: 'false',
    ...(options.bull ? { REDIS_URL: process.env.REDIS_URL, QUEUE_DRIVER: 'bull' } : { QUEUE_DRIVER: 'inline' }),
    ...options.env,
  });
}
