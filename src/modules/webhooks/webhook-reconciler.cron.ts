// Every minute, on worker processes: re-enqueue deliveries whose job was lost (crash between
// COMMIT and enqueue, in-process queue after a restart, Redis restarted without its data), then
// prune finished deliveries past their retention.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { WebhookDeliveryService } from './webhook-delivery.service';

const EVERY_MS = 60 * 1000;

@Injectable()
export class WebhookReconcilerCron implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookReconcilerCron.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly deliveries: WebhookDeliveryService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Tests call runOnce() themselves.
    if (!this.config.role.runsWorkers || this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.runOnce(), EVERY_MS);
    this.timer.unref();
  }

  async runOnce(): Promise<{ requeued: number; pruned: number }> {
    if (this.running) return { requeued: 0, pruned: 0 };
    this.running = true;
    try {
      return { requeued: await this.deliveries.reconcile(), pruned: await this.deliveries.prune() };
    } catch (err) {
      this.logger.warn({ err }, 'webhook reconciliation failed; the next run retries');
      return { requeued: 0, pruned: 0 };
    } finally {
      this.running = false;
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
