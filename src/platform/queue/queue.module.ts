import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BullJobQueue } from './bull-job-queue';
import { InlineJobQueue } from './inline-job-queue';
import { JobQueue } from './job-queue';

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
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
