import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { MetricsService } from './metrics.service';
import { ObservabilityController } from './observability.controller';
import { RedisHealthIndicator } from './redis-health.indicator';

@Global()
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [ObservabilityController],
  providers: [MetricsService, RedisHealthIndicator],
  exports: [MetricsService],
})
export class ObservabilityModule {}
