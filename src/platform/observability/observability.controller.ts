// Liveness, readiness (PostgreSQL, and Redis when configured) and Prometheus metrics, outside the base path.
import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/authenticated.decorator';
import { RawResponse } from '../http/envelope.interceptor';
import { MetricsService } from './metrics.service';
import { RedisHealthIndicator } from './redis-health.indicator';

@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class ObservabilityController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly metrics: MetricsService,
  ) {}

  @Get('health')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('health/ready')
  @HealthCheck()
  ready() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 2000 }), () => this.redis.check('redis')]);
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
