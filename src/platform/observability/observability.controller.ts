// Liveness, readiness (PostgreSQL, and Redis when configured) and Prometheus metrics, outside the base path.
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthIndicatorResult, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Public } from '../auth/authenticated.decorator';
import { AppConfig } from '../config/app-config';
import { AppError } from '../errors/app-error';
import { RawResponse } from '../http/envelope.interceptor';
import { MetricsService } from './metrics.service';
import { RedisHealthIndicator } from './redis-health.indicator';

/** Each dependency answers within this, so a hung one makes readiness fail, not hang. */
const CHECK_TIMEOUT_MS = 1_000;

export const METRICS_UNAUTHENTICATED =
  'Failed to authenticate request. Please add the metrics token as a Bearer token in request';

// Probes and scrapes come often from a few addresses: no per-address limit.
@ApiExcludeController()
@Public({ ipLimited: false })
@RawResponse()
@Controller()
export class ObservabilityController {
  constructor(
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Get('health')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * 200 with every dependency `up`; else 503 in the SPEC envelope, `failing` naming the dependencies
   * that are down (issue 18.4: a Redis outage used to answer 500 internal_error after a long wait).
   */
  @Get('health/ready')
  async ready(@Res() res: Response): Promise<void> {
    const results = await Promise.all([
      this.db.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }),
      this.redis.check('redis', CHECK_TIMEOUT_MS),
    ]);
    const details: HealthIndicatorResult = Object.assign({}, ...results);
    const failing = Object.entries(details)
      .filter(([, d]) => d.status !== 'up')
      .map(([name]) => name);
    res.setHeader('Cache-Control', 'no-store');
    if (failing.length === 0) {
      res.status(200).json({ status: 'ok', info: details, error: {}, details });
      return;
    }
    const error = new AppError('service_unavailable');
    res
      .status(error.status)
      .json({ status: error.status, body: { message: error.message, code: error.code, failing, details } });
  }

  @Get('metrics')
  scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const token = this.config.http.metricsToken;
    if (token && !bearerMatches(req.headers.authorization, token))
      throw new AppError('unauthenticated', METRICS_UNAUTHENTICATED);
    // Set here, not by @Header: a refusal above is JSON.
    res.setHeader('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    return this.metrics.registry.metrics();
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
