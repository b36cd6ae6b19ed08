// Every WEBHOOK_RECONCILE_INTERVAL_MS, on worker processes: re-enqueue deliveries whose job was lost
// (crash between COMMIT and enqueue, in-process queue after a restart, Redis restarted without its
// data), then prune finished deliveries past their retention.
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { IntervalJobs } from '../../platform/scheduling/interval-jobs';
import { WebhookDeliveryService } from './webhook-delivery.service';

@Injectable()
export class WebhookReconcilerCron implements OnApplicationBootstrap {
  constructor(
    private readonly deliveries: WebhookDeliveryService,
    private readonly jobs: IntervalJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({
      name: 'webhooks.reconcile',
      everyMs: this.config.jobs.webhookReconcileMs,
      run: () => this.reconcile(),
    });
  }

  /** One run now (tests call it); answers zeros when a run is already in flight or this one failed. */
  async runOnce(): Promise<{ requeued: number; pruned: number }> {
    const result = await this.jobs.tick({ name: 'webhooks.reconcile', run: () => this.reconcile() });
    return (result as { requeued: number; pruned: number } | undefined) ?? { requeued: 0, pruned: 0 };
  }

  private async reconcile(): Promise<{ requeued: number; pruned: number }> {
    return { requeued: await this.deliveries.reconcile(), pruned: await this.deliveries.prune() };
  }
}
