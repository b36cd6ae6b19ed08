// One transaction per use case. Events raised inside it are held until COMMIT and dropped on
// ROLLBACK, so no listener ever reacts to a change that did not happen.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';
import { DomainEvents } from '../events/domain-events';
import { DURABLE_EVENTS, EventMap, EventName } from '../events/event-map';
import { idempotencyContext } from '../idempotency/idempotency-context';

type PendingEvent = { [K in EventName]: { name: K; payload: EventMap[K]; outboxId?: string } }[EventName];

export class Tx {
  constructor(
    readonly manager: EntityManager,
    private readonly pending: PendingEvent[],
  ) {}

  /** Queue a domain event; it is emitted only once the transaction has committed. */
  afterCommit<K extends EventName>(name: K, payload: EventMap[K]): void {
    this.pending.push({ name, payload } as PendingEvent);
  }

  query<T = unknown>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.manager.query(sql, params) as Promise<T[]>;
  }
}

@Injectable()
export class UnitOfWork {
  constructor(
    readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>, isolation: IsolationLevel = 'READ COMMITTED'): Promise<T> {
    const pending: PendingEvent[] = [];
    const claim = idempotencyContext.getStore();
    const result = await this.dataSource.transaction(isolation, async (manager) => {
      const value = await work(new Tx(manager, pending));
      // Durable events are written with their cause: if this process dies after COMMIT, the
      // outbox dispatcher still delivers them.
      for (const event of pending) {
        if (!DURABLE_EVENTS.has(event.name)) continue;
        const rows: { id: string }[] = await manager.query(`INSERT INTO event_outbox (name, payload) VALUES ($1, $2) RETURNING id`, [
          event.name,
          JSON.stringify(event.payload),
        ]);
        event.outboxId = rows[0].id;
      }
      // The request's idempotency key records, in this same COMMIT, that its work has happened.
      if (claim && !claim.committed) {
        await manager.query(`UPDATE idempotency_keys SET business_committed_at = now() WHERE id = $1`, [claim.claimId]);
      }
      return value;
    });
    if (claim) claim.committed = true;
    for (const event of pending) {
      const handled = await this.events.emit(event.name, event.payload as never);
      if (handled && event.outboxId) await this.dataSource.query(`DELETE FROM event_outbox WHERE id = $1`, [event.outboxId]);
    }
    return result;
  }
}
