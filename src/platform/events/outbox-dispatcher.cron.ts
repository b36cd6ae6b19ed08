// Re-emits durable events whose listeners did not all succeed right after COMMIT (a crash in
// between, a listener that failed): oldest first, one worker at a time per row (SKIP LOCKED).
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { IntervalJobs } from '../scheduling/interval-jobs';
import { DomainEvents } from './domain-events';
import { EventMap, EventName } from './event-map';

/** Rows younger than this are still being dispatched by the process that committed them. */
const GRACE_MS = 30_000;

@Injectable()
export class OutboxDispatcherCron implements OnApplicationBootstrap {
  constructor(
    private readonly ds: DataSource,
    private readonly events: DomainEvents,
    private readonly jobs: IntervalJobs,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.start({ name: 'events.outbox', everyMs: this.config.jobs.outboxDispatchMs, run: () => this.runOnce() });
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
}
