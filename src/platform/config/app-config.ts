// The typed configuration every other file receives (a Nest provider): parsed once, at boot.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { EnvSchema } from './env.schema';

export type AppRole = 'all' | 'api' | 'worker';
export type QueueDriverName = 'bull' | 'inline';

export class AppConfig {
  readonly nodeEnv!: EnvSchema['NODE_ENV'];
  readonly http!: {
    port: number;
    host: string;
    basePath: string;
    apiEnvironment: string;
    appUrl: string;
    headersTimeoutMs: number;
    /** Express `trust proxy` hop count: X-Forwarded-For entries added by this many proxies are believed. */
    trustProxyHops: number;
    /** When set, /metrics needs it as a bearer token. */
    metricsToken?: string;
  };
  readonly database!: {
    url?: string;
    /** The LISTEN connection's server when it must differ from `url` (PgBouncer in transaction pooling). */
    listenUrl?: string;
    /** Most connections this process's pool opens (by role, or DATABASE_POOL_SIZE). */
    poolSize: number;
    embeddedDir: string;
    embeddedPort: number;
    migrationsRun: boolean;
    /** Hot statements as named prepared statements (DATABASE_PREPARED_STATEMENTS). */
    preparedStatements: boolean;
  };
  readonly redis!: { url?: string };
  readonly queue!: { driver: QueueDriverName; prefix: string; lockDurationMs: number; stalledIntervalMs: number };
  readonly role!: { name: AppRole; servesHttpApi: boolean; runsWorkers: boolean };
  readonly auth!: {
    jwtSecret: string;
    keyCacheMs: number;
    keyNegativeCacheMs: number;
    sessionRetentionDays: number;
    sessionPruneIntervalMs: number;
  };
  readonly credits!: { contentCost: number; designCost: number };
  readonly generation!: { syncWaitMs: number };
  readonly designs!: {
    maxInFlightPerKey: number;
    /** 0: no cap per end user. */
    maxInFlightPerUser: number;
    renderThreads: number;
    /** Start the render threads at boot (DESIGN_RENDER_WARM_UP). */
    renderWarmUp: boolean;
    renderTimeoutMs: number;
    /** 0: V8's default. */
    renderMaxHeapMb: number;
    workerConcurrency: number;
    retryDelayMs: number;
    /** MEDIA_STEP_BUDGET_MS: wall clock for the media of one design job. */
    mediaStepBudgetMs: number;
    reconcileIntervalMs: number;
    requeueAfterMs: number;
    stuckAfterMs: number;
  };
  readonly llm!: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    totalTimeoutMs: number;
  };
  /** Per API key class; `requestsPerSecond` is the burst cap, null when smoothing is off. */
  readonly limits!: {
    requestsPerMinute: Record<'regular' | 'enterprise-admin' | 'superuser', number>;
    requestsPerSecond: Record<'regular' | 'enterprise-admin' | 'superuser', number> | null;
    /** Per client address and minute; 0: off. */
    publicPerIpPerMinute: number;
    unauthenticatedPerIpPerMinute: number;
  };
  readonly media!: { fetchAllowHosts: string[] };
  /** Outside image providers; each is off while its URL is unset. */
  readonly imageSources!: {
    stock?: { url: string; key?: string; api: 'unsplash' | 'pexels' };
    generation?: { url: string; key?: string; model: string; timeoutMs: number };
    /** The picture of a request that names no `imageSource` (and brings no photo). */
    defaultSource: 'builtin' | 'stock' | 'generated';
    /** Extra credits of a request that uses a generated image. */
    creditCost: number;
    cache: { maxBytes: number; ttlMs: number };
    timeoutMs: number;
    maxBytes: number;
  };
  readonly webhooks!: {
    retryDelaysMs: number[];
    timeoutMs: number;
    maxPerAccount: number;
    concurrency: number;
    retentionDays: number;
  };
  readonly storage!: {
    driver: 'local' | 's3';
    dir: string;
    s3: {
      endpoint?: string;
      region: string;
      bucket?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };
  };
  /** Intervals of the worker timer jobs that have no other section (0: off). */
  readonly jobs!: { idempotencyPruneMs: number; webhookReconcileMs: number; outboxDispatchMs: number };
  readonly users!: {
    reactivationDays: number;
    retentionDays: number;
    purgeIntervalMs: number;
    purgeBatchSize: number;
    purgeBatchPauseMs: number;
    cycleRollIntervalMs: number;
  };
  readonly log!: { level: string };
  readonly demoSeedOnEmpty!: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`));
}

/** Development keeps one random secret under .data so sessions survive a restart; production must set it. */
function devSecret(file: string): string {
  const path = resolve(file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = plainToInstance(EnvSchema, { ...env }, { exposeDefaultValues: true });
  const problems = flatten(validateSync(parsed, { whitelist: false }));
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV is production');
  }
  if (parsed.QUEUE_DRIVER === 'bull' && !parsed.REDIS_URL) {
    problems.push('QUEUE_DRIVER: bull needs REDIS_URL');
  }
  const retryDelaysMs = String(parsed.WEBHOOK_RETRY_DELAYS_MS).split(',').map(Number);
  if (retryDelaysMs.some((d) => d > 7 * 24 * 3600 * 1000))
    problems.push('WEBHOOK_RETRY_DELAYS_MS: each delay must be at most 7 days');
  if (parsed.STORAGE_DRIVER === 's3' && !parsed.S3_BUCKET)
    problems.push('S3_BUCKET: required when STORAGE_DRIVER is s3');
  if (parsed.IMAGE_SOURCE_DEFAULT === 'stock' && !parsed.IMAGE_STOCK_URL)
    problems.push('IMAGE_SOURCE_DEFAULT: stock needs IMAGE_STOCK_URL');
  if (parsed.IMAGE_SOURCE_DEFAULT === 'generated' && !parsed.IMAGE_GEN_URL)
    problems.push('IMAGE_SOURCE_DEFAULT: generated needs IMAGE_GEN_URL');
  if (problems.length > 0) throw new ConfigError(problems);

  const role = parsed.APP_ROLE;
  const appUrl = (parsed.APP_URL ?? defaultAppUrl(parsed.HOST, parsed.PORT)).replace(/\/+$/, '');
  return {
    nodeEnv: parsed.NODE_ENV,
    http: {
      port: parsed.PORT,
      host: parsed.HOST,
      apiEnvironment: parsed.API_ENVIRONMENT,
      basePath: `/${parsed.API_ENVIRONMENT}/v2`,
      appUrl,
      headersTimeoutMs: parsed.HTTP_HEADERS_TIMEOUT_MS,
      trustProxyHops: parsed.TRUST_PROXY_HOPS,
      metricsToken: parsed.METRICS_TOKEN,
    },
    database: {
      url: parsed.DATABASE_URL,
      listenUrl: parsed.DATABASE_LISTEN_URL,
      poolSize:
        parsed.DATABASE_POOL_SIZE ??
        (role === 'worker' ? parsed.DATABASE_POOL_SIZE_WORKER : parsed.DATABASE_POOL_SIZE_API),
      embeddedDir: parsed.EMBEDDED_PG_DIR,
      embeddedPort: parsed.EMBEDDED_PG_PORT,
      migrationsRun: parsed.MIGRATIONS_RUN,
      preparedStatements: parsed.DATABASE_PREPARED_STATEMENTS,
    },
    redis: { url: parsed.REDIS_URL },
    queue: {
      driver: parsed.QUEUE_DRIVER ?? (parsed.REDIS_URL ? 'bull' : 'inline'),
      prefix: parsed.QUEUE_PREFIX,
      lockDurationMs: parsed.QUEUE_LOCK_DURATION_MS,
      stalledIntervalMs: parsed.QUEUE_STALLED_INTERVAL_MS,
    },
    role: { name: role, servesHttpApi: role !== 'worker', runsWorkers: role !== 'api' },
    auth: {
      jwtSecret: parsed.JWT_SECRET ?? devSecret('./.data/jwt-secret'),
      keyCacheMs: parsed.API_KEY_CACHE_MS,
      keyNegativeCacheMs: parsed.API_KEY_NEGATIVE_CACHE_MS,
      sessionRetentionDays: parsed.SESSION_RETENTION_DAYS,
      sessionPruneIntervalMs: parsed.SESSION_PRUNE_INTERVAL_MS,
    },
    credits: { contentCost: parsed.CONTENT_CREDIT_COST, designCost: parsed.DESIGN_CREDIT_COST },
    generation: { syncWaitMs: parsed.SYNC_WAIT_MS },
    designs: {
      maxInFlightPerKey: parsed.DESIGN_MAX_IN_FLIGHT_PER_KEY,
      maxInFlightPerUser: parsed.DESIGN_MAX_IN_FLIGHT_PER_USER,
      renderThreads: parsed.DESIGN_RENDER_THREADS || availableParallelism(),
      renderWarmUp: parsed.DESIGN_RENDER_WARM_UP,
      renderTimeoutMs: parsed.DESIGN_RENDER_TIMEOUT_MS,
      renderMaxHeapMb: parsed.DESIGN_RENDER_MAX_HEAP_MB,
      workerConcurrency: parsed.DESIGN_WORKER_CONCURRENCY,
      retryDelayMs: parsed.DESIGN_RETRY_DELAY_MS,
      mediaStepBudgetMs: parsed.MEDIA_STEP_BUDGET_MS,
      reconcileIntervalMs: parsed.DESIGN_RECONCILE_INTERVAL_MS,
      requeueAfterMs: parsed.DESIGN_REQUEUE_AFTER_MS,
      stuckAfterMs: parsed.DESIGN_STUCK_AFTER_MS,
    },
    llm: {
      baseUrl: parsed.LLM_BASE_URL?.replace(/\/+$/, ''),
      apiKey: parsed.LLM_API_KEY,
      model: parsed.LLM_MODEL,
      timeoutMs: parsed.LLM_TIMEOUT_MS,
      maxRetries: parsed.LLM_MAX_RETRIES,
      totalTimeoutMs: parsed.LLM_TOTAL_TIMEOUT_MS,
    },
    limits: rateLimits(parsed),
    media: {
      fetchAllowHosts: parsed.MEDIA_FETCH_ALLOW_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    imageSources: {
      stock: parsed.IMAGE_STOCK_URL
        ? { url: parsed.IMAGE_STOCK_URL.replace(/\/+$/, ''), key: parsed.IMAGE_STOCK_KEY, api: parsed.IMAGE_STOCK_API }
        : undefined,
      generation: parsed.IMAGE_GEN_URL
        ? {
            url: parsed.IMAGE_GEN_URL.replace(/\/+$/, ''),
            key: parsed.IMAGE_GEN_KEY,
            model: parsed.IMAGE_GEN_MODEL,
            timeoutMs: parsed.IMAGE_GEN_TIMEOUT_MS,
          }
        : undefined,
      defaultSource: parsed.IMAGE_SOURCE_DEFAULT ?? (parsed.IMAGE_STOCK_URL ? 'stock' : 'builtin'),
      creditCost: parsed.IMAGE_CREDIT_COST,
      cache: { maxBytes: parsed.IMAGE_SOURCE_CACHE_MB * 1024 * 1024, ttlMs: parsed.IMAGE_SOURCE_CACHE_TTL_S * 1000 },
      timeoutMs: parsed.IMAGE_SOURCE_TIMEOUT_MS,
      maxBytes: parsed.IMAGE_SOURCE_MAX_BYTES,
    },
    webhooks: {
      retryDelaysMs,
      timeoutMs: parsed.WEBHOOK_TIMEOUT_MS,
      maxPerAccount: parsed.WEBHOOK_MAX_PER_ACCOUNT,
      concurrency: parsed.WEBHOOK_DELIVERY_CONCURRENCY,
      retentionDays: parsed.WEBHOOK_DELIVERY_RETENTION_DAYS,
    },
    storage: {
      driver: parsed.STORAGE_DRIVER,
      dir: parsed.STORAGE_DIR,
      s3: {
        endpoint: parsed.S3_ENDPOINT,
        region: parsed.S3_REGION,
        bucket: parsed.S3_BUCKET,
        accessKeyId: parsed.S3_ACCESS_KEY_ID,
        secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
        forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
      },
    },
    users: {
      reactivationDays: parsed.USER_REACTIVATION_DAYS,
      retentionDays: parsed.USER_RETENTION_DAYS,
      purgeIntervalMs: parsed.USER_PURGE_INTERVAL_MS,
      purgeBatchSize: parsed.USER_PURGE_BATCH_SIZE,
      purgeBatchPauseMs: parsed.USER_PURGE_BATCH_PAUSE_MS,
      cycleRollIntervalMs: parsed.CYCLE_ROLL_INTERVAL_MS,
    },
    jobs: {
      idempotencyPruneMs: parsed.IDEMPOTENCY_PRUNE_INTERVAL_MS,
      webhookReconcileMs: parsed.WEBHOOK_RECONCILE_INTERVAL_MS,
      outboxDispatchMs: parsed.OUTBOX_DISPATCH_INTERVAL_MS,
    },
    log: { level: parsed.LOG_LEVEL },
    demoSeedOnEmpty: parsed.DEMO_SEED_ON_EMPTY ?? parsed.NODE_ENV !== 'production',
  };
}

/** Where links point when APP_URL is unset: the port the service listens on, on localhost unless HOST names a host. */
function defaultAppUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '::', '127.0.0.1', '::1', ''].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}/app`;
}

const MIN_BURST_PER_SECOND = 10;

function rateLimits(parsed: EnvSchema): AppConfig['limits'] {
  const requestsPerMinute = {
    regular: parsed.RATE_LIMIT_PER_MINUTE_REGULAR ?? parsed.RATE_LIMIT_PER_MINUTE,
    'enterprise-admin': parsed.RATE_LIMIT_PER_MINUTE_ENTERPRISE_ADMIN ?? parsed.RATE_LIMIT_PER_MINUTE,
    superuser: parsed.RATE_LIMIT_PER_MINUTE_SUPERUSER ?? parsed.RATE_LIMIT_PER_MINUTE,
  };
  const factor = parsed.RATE_LIMIT_BURST_FACTOR;
  const perSecond = (perMinute: number) => Math.max(MIN_BURST_PER_SECOND, Math.ceil((perMinute * factor) / 60));
  return {
    requestsPerMinute,
    publicPerIpPerMinute: parsed.RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE,
    unauthenticatedPerIpPerMinute: parsed.RATE_LIMIT_UNAUTHENTICATED_PER_IP_PER_MINUTE,
    requestsPerSecond:
      factor === 0
        ? null
        : {
            regular: perSecond(requestsPerMinute.regular),
            'enterprise-admin': perSecond(requestsPerMinute['enterprise-admin']),
            superuser: perSecond(requestsPerMinute.superuser),
          },
  };
}
