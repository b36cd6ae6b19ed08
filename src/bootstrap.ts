// Builds the HTTP application: the same code path for main.ts and the e2e tests.
import { RequestMethod } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './platform/config/app-config';
import { AllExceptionsFilter } from './platform/http/all-exceptions.filter';
import { HardenedExpressAdapter, ServerTimeouts } from './platform/http/hardened-express.adapter';
import { chainInterceptors } from './platform/http/interceptor-chain';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor';
import { IdempotencyInterceptor } from './platform/idempotency/idempotency.interceptor';
import { UploadFirstInterceptor } from './platform/http/upload-first.interceptor';
import { buildOpenApiDocument, setupOpenApi } from './platform/http/openapi';
import { fixedHeaders } from './platform/http/fixed-headers';
import { requestIdMiddleware } from './platform/http/request-id';
import { createValidationPipe } from './platform/http/validation';
import { httpMetricsMiddleware } from './platform/observability/http-metrics.middleware';
import { MetricsService } from './platform/observability/metrics.service';

export const JSON_BODY_LIMIT = '1mb';

/** Paths served outside `/{env}/v2`: operations endpoints and the app's HTML pages. */
const OUTSIDE_BASE_PATH = [
  { path: 'health', method: RequestMethod.GET },
  { path: 'health/ready', method: RequestMethod.GET },
  { path: 'metrics', method: RequestMethod.GET },
  { path: 'app/{*rest}', method: RequestMethod.ALL },
];

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // No automatic ETag (a SHA-1 of every JSON answer, useless on POSTs): images set their own.
  app.set('etag', false);
  app.use(requestIdMiddleware);
  app.use(httpMetricsMiddleware(app.get(MetricsService)));
  // HSTS and upgrade-insecure-requests only when the service is served over https (APP_URL): on a
  // plain-HTTP host other than localhost they make browsers ask for https, and /docs and the share
  // pages' images then fail to load.
  const https = config.http.appUrl.startsWith('https:');
  const directives = {
    'img-src': ["'self'", 'data:', 'blob:'],
    'script-src': ["'self'", "'unsafe-inline'"],
    'upgrade-insecure-requests': https ? [] : null,
  };
  // helmet's headers are fixed here (no per-request nonce): computed once, replayed per request.
  app.use(fixedHeaders(helmet({ contentSecurityPolicy: { directives }, strictTransportSecurity: https })));
  // The design pages hold no script at all: none may run there, inline or injected (issue 18.9).
  // (/docs keeps the policy above: Swagger UI needs its scripts.)
  app.use(
    '/app',
    fixedHeaders(helmet.contentSecurityPolicy({ directives: { ...directives, 'script-src': ["'none'"] } })),
  );
  // Which address the per-address limits count (issue 18.7): the socket's, or the client's as
  // written by TRUST_PROXY_HOPS proxies in X-Forwarded-For.
  app.set('trust proxy', config.http.trustProxyHops);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.setGlobalPrefix(config.http.basePath.slice(1), { exclude: OUTSIDE_BASE_PATH });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // Idempotency wraps the envelope, so a replay returns the stored envelope as it was sent.
  // An upload is parsed first, so that the idempotency hash covers its file.
  app.useGlobalInterceptors(
    chainInterceptors(
      new UploadFirstInterceptor(app.get(Reflector)),
      app.get(IdempotencyInterceptor),
      new EnvelopeInterceptor(app.get(Reflector)),
    ),
  );
  app.enableShutdownHooks();
  setupOpenApi(app, buildOpenApiDocument(app));
}

/**
 * Headers within HTTP_HEADERS_TIMEOUT_MS, the whole request (headers and body) within the request
 * timeout. Node's request timeout stops at the last byte received: the answer's wait (a synchronous
 * design, up to SYNC_WAIT_MS) is not cut by it, so tying it to SYNC_WAIT_MS only lengthens how long
 * a slow body may take (measured by `npm run chaos:abuse`).
 */
export function serverTimeouts(config: AppConfig): ServerTimeouts {
  return {
    headersTimeoutMs: config.http.headersTimeoutMs,
    requestTimeoutMs: config.generation.syncWaitMs + 30_000,
    keepAliveTimeoutMs: 5_000,
  };
}

export function httpAdapter(config: AppConfig): HardenedExpressAdapter {
  return new HardenedExpressAdapter(serverTimeouts(config));
}

export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), httpAdapter(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config);
  return app;
}
