// The environment's shape: every variable the service reads, with its default and its rule.
// Only loadConfig() reads process.env; everything else receives the typed AppConfig.
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
const toBool = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(v)) return true;
  if (['false', '0', 'no'].includes(v)) return false;
  return value;
};
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export class EnvSchema {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  HTTP_HEADERS_TIMEOUT_MS = 10000;

  @Matches(/^[a-z][a-z0-9-]{0,31}$/, { message: 'API_ENVIRONMENT must be lowercase letters, digits or dashes' })
  API_ENVIRONMENT = 'live';

  /** Unset: `http://localhost:<PORT>/app` (or HOST when it names one), so PORT alone moves every link. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  APP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /**
   * Where each API process holds its one LISTEN connection (design completions); unset: DATABASE_URL.
   * Behind PgBouncer in transaction pooling, point it at PostgreSQL itself or a session-pooling port.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_LISTEN_URL must be a postgres:// URL' })
  DATABASE_LISTEN_URL?: string;

  /** Most connections an API process's pool opens (APP_ROLE api or all); its LISTEN connection comes on top. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_SIZE_API = 20;

  /** Most connections a worker process's pool opens (APP_ROLE worker). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_SIZE_WORKER = 10;

  /** When set, the pool size of every role (overrides the two above). */
  @Transform((p) => toInt({ value: emptyToUndefined(p) }))
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_SIZE?: number;

  @IsString()
  EMBEDDED_PG_DIR = './.data/postgres';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_PG_PORT = 54329;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['bull', 'inline'])
  QUEUE_DRIVER?: 'bull' | 'inline';

  @Matches(/^[A-Za-z0-9_-]{1,64}$/)
  QUEUE_PREFIX = 'dgapi';

  @IsIn(['all', 'api', 'worker'])
  APP_ROLE: 'all' | 'api' | 'worker' = 'all';

  @Transform(toBool)
  @IsBoolean()
  MIGRATIONS_RUN = true;

  /**
   * The hottest statements (login-user's) go as named prepared statements: parsed once per
   * connection and planned from a cached plan. Behind PgBouncer in transaction pooling, that needs
   * PgBouncer 1.21+ with max_prepared_statements > 0; turn it off for an older one.
   */
  @Transform(toBool)
  @IsBoolean()
  DATABASE_PREPARED_STATEMENTS = true;

  /** Unset: on, except with NODE_ENV=production, where a fresh database gets no demo keys unless asked. */
  @Transform((p) => toBool({ value: emptyToUndefined(p) }))
  @IsOptional()
  @IsBoolean()
  DEMO_SEED_ON_EMPTY?: boolean;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600000)
  SYNC_WAIT_MS = 25000;

  /** Bull: how long a worker's lock on a job lasts (renewed at half); a dead worker's job is taken over after it. */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(600000)
  QUEUE_LOCK_DURATION_MS = 30000;

  /** Bull: how often workers look for jobs whose lock expired (a killed worker's) and run them again. */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(600000)
  QUEUE_STALLED_INTERVAL_MS = 30000;

  /** Design requests queued or rendering at once per API key; the next one answers 429 rate_limited. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  DESIGN_MAX_IN_FLIGHT_PER_KEY = 10;

  /** Design requests queued or rendering at once per end user (bearer), so one user cannot take all of a key's slots; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(100000)
  DESIGN_MAX_IN_FLIGHT_PER_USER = 0;

  /** Render threads per worker process; 0: one per CPU. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(64)
  DESIGN_RENDER_THREADS = 0;

  /** Start the render threads (fonts, engine) when a worker boots rather than on its first job; test apps turn it off to start fast. */
  @Transform(toBool)
  @IsBoolean()
  DESIGN_RENDER_WARM_UP = true;
  /** Longest one render may run on its thread (queue time not counted); past it the thread is stopped and the variant fails for good, refunded. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600000)
  DESIGN_RENDER_TIMEOUT_MS = 60000;

  /** V8 heap limit of each render thread in MB (image pixels live outside it); a thread over it dies and fails its render only. 0: V8's default. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65536)
  DESIGN_RENDER_MAX_HEAP_MB = 1024;

  /** Design jobs one worker process runs at once (fetching, copy and storage overlap the renders). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(256)
  DESIGN_WORKER_CONCURRENCY = 4;

  /** Wait before the first retry of a failed design job (exponential backoff, 3 attempts in all). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600000)
  DESIGN_RETRY_DELAY_MS = 1000;

  /** Wall-clock budget of a design job's media step (fetch, inspect, decode); over it the request fails for good and is refunded. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(600000)
  MEDIA_STEP_BUDGET_MS = 20000;

  /** How often a worker re-enqueues lost design jobs and fails stuck requests; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  DESIGN_RECONCILE_INTERVAL_MS = 30000;

  /** A request still queued (or processing) this long after it was enqueued (or started) is enqueued again. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(86400000)
  DESIGN_REQUEUE_AFTER_MS = 30000;

  /** A request unfinished this long after it was enqueued is failed and refunded. */
  @Transform(toInt)
  @IsInt()
  @Min(10000)
  @Max(7 * 86400000)
  DESIGN_STUCK_AFTER_MS = 900000;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000000)
  CONTENT_CREDIT_COST = 1;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000000)
  DESIGN_CREDIT_COST = 1;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  API_KEY_CACHE_MS = 5000;

  /** How long an unknown key id is remembered as unknown, so a flood of made-up keys does not reach the database. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  API_KEY_NEGATIVE_CACHE_MS = 5000;

  /** Proxies in front of the service whose X-Forwarded-For entries are trusted (0: the socket's address is the client). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 0;

  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  @MaxLength(512)
  METRICS_TOKEN?: string;

  /**
   * Ended end-user sessions (revoked, or whose last refresh token expired) and used refresh tokens
   * are deleted this many days after they ended; until then a replayed old token counts as reuse.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  SESSION_RETENTION_DAYS = 7;

  /** How often a worker deletes ended sessions and used refresh tokens past the retention; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  SESSION_PRUNE_INTERVAL_MS = 3600000;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000000)
  RATE_LIMIT_PER_MINUTE = 600;

  @Transform(emptyToUndefined)
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000000)
  RATE_LIMIT_PER_MINUTE_REGULAR?: number;

  @Transform(emptyToUndefined)
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000000)
  RATE_LIMIT_PER_MINUTE_ENTERPRISE_ADMIN?: number;

  @Transform(emptyToUndefined)
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000000)
  RATE_LIMIT_PER_MINUTE_SUPERUSER?: number;

  /**
   * Opt-in smoothing: within any one second a key may send this many seconds' worth of its
   * per-minute average (at least 10). 0 (the default) lets a key spend its whole minute at once (SPEC 8).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60)
  RATE_LIMIT_BURST_FACTOR = 0;

  /** Requests a minute one client address may send to public routes (share pages, assets); 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000000)
  RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE = 600;

  /** Requests a minute one client address may send without a valid API key (answered 401) before it gets 429; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000000)
  RATE_LIMIT_UNAUTHENTICATED_PER_IP_PER_MINUTE = 60;

  @IsString()
  @MaxLength(4000)
  MEDIA_FETCH_ALLOW_HOSTS = '';

  /** Waits before webhook retries (SPEC 6.4): attempts = values + 1; tests shorten them. */
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @Matches(/^\d{1,9}(,\d{1,9}){0,19}$/, {
    message: 'WEBHOOK_RETRY_DELAYS_MS must be 1 to 20 comma-separated millisecond counts',
  })
  WEBHOOK_RETRY_DELAYS_MS = '5000,300000,1800000,7200000,18000000,36000000';

  /** How long a receiver may take to answer one delivery attempt (SPEC 6.4: 15 s). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60000)
  WEBHOOK_TIMEOUT_MS = 15000;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  WEBHOOK_MAX_PER_ACCOUNT = 20;

  /** Delivery attempts one worker process runs at once. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  WEBHOOK_DELIVERY_CONCURRENCY = 10;

  /** Finished deliveries (and their attempts) are kept this long for GET .../deliveries. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  LLM_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  LLM_API_KEY?: string;

  @IsString()
  @MaxLength(200)
  LLM_MODEL = 'gpt-4o-mini';

  /** One HTTP attempt to the model. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  LLM_TIMEOUT_MS = 8000;

  /** Retries of one call on 429, 5xx, timeouts and lost connections (the client backs off between them). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(5)
  LLM_MAX_RETRIES = 2;

  /** The whole answer (attempts, retries, the repair call): past it the built-in copywriter answers. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(300000)
  LLM_TOTAL_TIMEOUT_MS = 20000;
  /** Stock photo search (Unsplash-shaped API: GET {url}/search/photos); unset: off. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  IMAGE_STOCK_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  IMAGE_STOCK_KEY?: string;

  /** The shape of the stock API: `unsplash` (GET /search/photos, `Client-ID` key) or `pexels` (GET /search, key as `Authorization`). */
  @IsIn(['unsplash', 'pexels'])
  IMAGE_STOCK_API: 'unsplash' | 'pexels' = 'unsplash';

  /** Image generation (OpenAI-compatible images endpoint); unset: off. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  IMAGE_GEN_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  IMAGE_GEN_KEY?: string;

  @IsString()
  @MaxLength(200)
  IMAGE_GEN_MODEL = 'gpt-image-1';

  /**
   * Where a design's picture comes from when the request brings no photo and names no `imageSource`:
   * `builtin` (the engine's imagery), `stock` or `generated` (costs IMAGE_CREDIT_COST more). Unset:
   * `stock` when IMAGE_STOCK_URL is set, else `builtin` (generation is never chosen silently).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['builtin', 'stock', 'generated'])
  IMAGE_SOURCE_DEFAULT?: 'builtin' | 'stock' | 'generated';

  /** Extra credits of a design request that uses a generated image (one per request), debited with it. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000000)
  IMAGE_CREDIT_COST = 1;

  /** Memory of the provider image cache of one process (keyed by provider, query and orientation). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1024)
  IMAGE_SOURCE_CACHE_MB = 64;

  /** How long a cached provider image is reused. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(604800)
  IMAGE_SOURCE_CACHE_TTL_S = 3600;

  /** Per outside call (search, download, generation). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  IMAGE_SOURCE_TIMEOUT_MS = 15000;

  /** One image generation call: models take tens of seconds (a stock search is bounded by IMAGE_SOURCE_TIMEOUT_MS). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(300000)
  IMAGE_GEN_TIMEOUT_MS = 60000;

  /** Largest image (and generation answer) accepted from a provider. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(10485760)
  IMAGE_SOURCE_MAX_BYTES = 8388608;

  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsString()
  STORAGE_DIR = './.data/storage';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = true;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** A deleted user can be reactivated while fewer than this many days have passed (SPEC 4.5). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  USER_REACTIVATION_DAYS = 14;

  /** A deleted user is purged (hard-deleted) once this many days have passed (SPEC 4.4). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  USER_RETENTION_DAYS = 15;

  /** How often a worker looks for users due for purging; 0 turns the scheduled purge off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  USER_PURGE_INTERVAL_MS = 60000;

  /** Users purged per transaction (their listeners run after it, before the pause). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(10000)
  USER_PURGE_BATCH_SIZE = 25;

  /**
   * Wait between two purge batches of one worker, so a large backlog is worked off at a pace
   * (instances x batch per pause) rather than in a burst that crowds out API traffic; 0: none.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60000)
  USER_PURGE_BATCH_PAUSE_MS = 1000;

  /** How often a worker deletes expired idempotency keys; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  IDEMPOTENCY_PRUNE_INTERVAL_MS = 600000;

  /** How often a worker re-enqueues lost webhook deliveries and prunes finished ones; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  WEBHOOK_RECONCILE_INTERVAL_MS = 60000;

  /** How often a worker re-emits domain events whose listeners did not all succeed; 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  OUTBOX_DISPATCH_INTERVAL_MS = 30000;

  /** How often a worker rolls over due billing cycles (they also roll lazily on access); 0 turns it off. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(86400000)
  CYCLE_ROLL_INTERVAL_MS = 300000;
}
