import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/** Pings Redis when one is configured; reports "not configured" (healthy) otherwise. */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private client?: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async check(key: string): Promise<HealthIndicatorResult> {
    const status = this.indicator.check(key);
    if (!this.config.redis.url) return status.up({ configured: false });
    this.client ??= new Redis(this.config.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    try {
      if (this.client.status === 'wait') await this.client.connect();
      await this.client.ping();
      return status.up();
    } catch (err) {
      return status.down({ message: (err as Error).message });
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.client?.disconnect();
  }
}
