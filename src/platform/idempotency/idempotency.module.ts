import { Global, Module } from '@nestjs/common';
import { IdempotencyPrunerCron } from './idempotency-pruner.cron';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyService } from './idempotency.service';

@Global()
@Module({
  providers: [IdempotencyService, IdempotencyInterceptor, IdempotencyPrunerCron],
  exports: [IdempotencyService, IdempotencyInterceptor, IdempotencyPrunerCron],
})
export class IdempotencyModule {}
