import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * Pings Redis when one is configured; reports "not configured" (healthy) otherwise. The client never
 * waits for a reconnection (no offline queue, no retries, a timeout), so a dead Redis is reported
 * down at once.
 */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private client?: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async check(key: string, timeoutMs: number): Promise<HealthIndicatorResult> {
    const status = this.indicator.check(key);
    if (!this.config.redis.url) return status.up({ configured: false });
    if (!this.client) {
      this.client = new Redis(this.config.redis.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        connectTimeout: timeoutMs,
        commandTimeout: timeoutMs,
      });
      this.client.on('error', () => undefined); // reported by the check itself
    }
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
