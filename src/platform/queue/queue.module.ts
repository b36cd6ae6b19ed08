// The queue port's driver, chosen once from the config: Bull on Redis, its queues registered with
// @nestjs/bull (one per queue name) and handed to the Bull adapter; or the in-process queue.
import { BullModule, getQueueToken } from '@nestjs/bull';
import type Bull from 'bull';
import { DynamicModule, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullJobQueue, bullQueueOptions } from './bull-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';
import { QUEUE_NAMES } from './queue-names';
import { checkRedisEvictionPolicy } from './redis-eviction-check';

@Module({})
export class QueueModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('QueueModule');

  constructor(
    @Inject(JobQueue) private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    if (config.queue.driver !== 'bull') {
      return {
        global: true,
        module: QueueModule,
        providers: [{ provide: JobQueue, useFactory: () => new InlineJobQueue(config) }],
        exports: [JobQueue],
      };
    }
    return {
      global: true,
      module: QueueModule,
      imports: [
        BullModule.forRoot({ url: config.redis.url as string, ...bullQueueOptions(config) }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: [
        {
          provide: JobQueue,
          inject: QUEUE_NAMES.map((name) => getQueueToken(name)),
          useFactory: (...queues: Bull.Queue[]) =>
            new BullJobQueue(config, new Map(QUEUE_NAMES.map((name, i) => [name, queues[i]]))),
        },
      ],
      exports: [JobQueue],
    };
  }

  async onModuleInit(): Promise<void> {
    if (this.config.queue.driver !== 'bull') return;
    const verdict = await checkRedisEvictionPolicy(this.config.redis.url as string);
    if (verdict.ok === false) {
      throw new Error(
        `Redis maxmemory-policy is ${verdict.policy}: Bull would lose jobs under memory pressure. Set it to noeviction.`,
      );
    }
    if (verdict.ok === 'unknown') {
      this.logger.error(
        `could not read Redis maxmemory-policy (${verdict.reason}); make sure it is noeviction or jobs may be lost`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
