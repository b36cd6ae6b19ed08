import { Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullJobQueue } from './bull-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';
import { checkRedisEvictionPolicy } from './redis-eviction-check';

@Global()
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [AppConfig],
      useFactory: (config: AppConfig): JobQueue =>
        config.queue.driver === 'bull' ? new BullJobQueue(config) : new InlineJobQueue(config),
    },
  ],
  exports: [JobQueue],
})
export class QueueModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('QueueModule');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.queue.driver !== 'bull') return;
    const verdict = await checkRedisEvictionPolicy(this.config.redis.url as string);
    if (verdict.ok === false) {
      throw new Error(`Redis maxmemory-policy is ${verdict.policy}: Bull would lose jobs under memory pressure. Set it to noeviction.`);
    }
    if (verdict.ok === 'unknown') {
      this.logger.error(`could not read Redis maxmemory-policy (${verdict.reason}); make sure it is noeviction or jobs may be lost`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
