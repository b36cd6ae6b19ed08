// Registers the delivery worker on the queue (worker processes only: the queue ignores it on APP_ROLE=api).
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { JobQueue } from '../../platform/queue';
import { WebhookDeliveryService } from './webhook-delivery.service';

@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queue: JobQueue,
    private readonly deliveries: WebhookDeliveryService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.process(
      'webhook-delivery',
      async (job) => {
        await this.deliveries.attempt(job.id, job.data.deliveryId);
      },
      { concurrency: this.config.webhooks.concurrency },
    );
  }
}
