// Deletes idempotency keys older than their 24 hours, in small batches, on worker processes.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { IdempotencyService } from './idempotency.service';

const EVERY_MS = 10 * 60 * 1000;

@Injectable()
export class IdempotencyPrunerCron implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyPrunerCron.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly service: IdempotencyService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.role.runsWorkers || this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.runOnce(), EVERY_MS);
    this.timer.unref();
  }

  async runOnce(): Promise<number> {
    let total = 0;
    try {
      for (let n = await this.service.prune(); n > 0; n = await this.service.prune()) total += n;
    } catch (err) {
      this.logger.warn({ err }, 'pruning idempotency keys failed; the next run retries');
    }
    return total;
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
