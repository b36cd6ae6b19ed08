// Re-emits durable events whose listeners did not all succeed right after COMMIT (a crash in
// between, a listener that failed): oldest first, one worker at a time per row (SKIP LOCKED).
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DomainEvents } from './domain-events';
import { EventMap, EventName } from './event-map';

const EVERY_MS = 30_000;
/** Rows younger than this are still being dispatched by the process that committed them. */
const GRACE_MS = 30_000;

@Injectable()
export class OutboxDispatcherCron implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxDispatcherCron.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.role.runsWorkers || this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => void this.runOnce().catch((err) => this.logger.warn({ err }, 'outbox dispatch failed; next run retries')), EVERY_MS);
    this.timer.unref();
  }

  /** Dispatches up to `limit` leftover events older than `graceMs`; returns how many were handled. */
  async runOnce(graceMs = GRACE_MS, limit = 200): Promise<number> {
    return this.ds.transaction(async (m) => {
      const rows: { id: string; name: EventName; payload: unknown }[] = await m.query(
        `SELECT id, name, payload FROM event_outbox WHERE created_at <= now() - make_interval(secs => $1)
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [graceMs / 1000, limit],
      );
      let handled = 0;
      for (const row of rows) {
        if (await this.events.emit(row.name, row.payload as EventMap[typeof row.name])) {
          await m.query(`DELETE FROM event_outbox WHERE id = $1`, [row.id]);
          handled++;
        } else {
          await m.query(`UPDATE event_outbox SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
        }
      }
      return handled;
    });
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
