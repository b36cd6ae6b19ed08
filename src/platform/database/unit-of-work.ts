// One transaction per use case. Events raised inside it are held until COMMIT and dropped on
// ROLLBACK, so no listener ever reacts to a change that did not happen. The COMMIT also records the
// current request's idempotency claim (see run()): implicit in the signature, explicit here.
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

  /**
   * True inside a request holding an idempotency claim whose work has not committed yet: that work
   * must go through run(), which records the claim's commit in the same transaction.
   */
  holdsUncommittedClaim(): boolean {
    const claim = idempotencyContext.getStore();
    return !!claim && !claim.committed;
  }

  /**
   * Runs `work` in one transaction, then emits the events it queued. Besides `work`, the COMMIT
   * carries two writes of its own:
   * - the durable events' outbox rows (DURABLE_EVENTS), so a crash after COMMIT loses none;
   * - the idempotency claim: inside an HTTP request sent with an Idempotency-Key (the interceptor
   *   puts the claim in `idempotencyContext`), the first run() marks the key
   *   `business_committed_at`, so a retry after a crash is refused (409 in progress), never done twice;
   *   a claim whose work never committed is taken over by the retry instead.
   *   The claim is not a parameter: it belongs to the request, not to the use case, and a service
   *   called outside HTTP (queue, cron) has none. holdsUncommittedClaim() tells a caller that
   *   wants to skip the transaction (DebitBatcher) that it must not.
   */
  async run<T>(work: (tx: Tx) => Promise<T>, isolation: IsolationLevel = 'READ COMMITTED'): Promise<T> {
    const pending: PendingEvent[] = [];
    const claim = idempotencyContext.getStore();
    const body = async (manager: EntityManager) => {
      const value = await work(new Tx(manager, pending));
      // Durable events are written with their cause: if this process dies after COMMIT, the
      // outbox dispatcher still delivers them.
      await writeOutbox(
        manager,
        pending.filter((e) => DURABLE_EVENTS.has(e.name)),
      );
      // The request's idempotency key records, in this same COMMIT, that its work has happened.
      if (claim && !claim.committed) {
        await manager.query(`UPDATE idempotency_keys SET business_committed_at = now() WHERE id = $1`, [claim.claimId]);
      }
      return value;
    };
    // READ COMMITTED is every connection's default (data-source-options): asking for it again
    // would cost a round trip (TypeORM sends SET TRANSACTION as a statement of its own).
    const result =
      isolation === 'READ COMMITTED'
        ? await this.dataSource.transaction(body)
        : await this.dataSource.transaction(isolation, body);
    if (claim) claim.committed = true;
    const handled: string[] = [];
    for (const event of pending) {
      if ((await this.events.emit(event.name, event.payload as never)) && event.outboxId) handled.push(event.outboxId);
    }
    if (handled.length) await this.dataSource.query(`DELETE FROM event_outbox WHERE id = ANY($1::bigint[])`, [handled]);
    return result;
  }

  /**
   * Emits the event of a change that one statement made on its own, outside run() (a statement is
   * atomic: there is no COMMIT to wait for). A durable event needs its outbox row in its cause's
   * COMMIT, so it is refused here.
   */
  async emitCommitted<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    if (DURABLE_EVENTS.has(name)) throw new Error(`${name} is durable: raise it inside run()`);
    await this.events.emit(name, payload);
  }
}

/**
 * One statement for all of a transaction's durable events (a purge batch writes a hundred). The
 * ids come from a sequence in the order unnest yields the rows, so sorted they match `events`.
 */
async function writeOutbox(manager: EntityManager, events: PendingEvent[]): Promise<void> {
  if (!events.length) return;
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO event_outbox (name, payload) SELECT name, payload FROM unnest($1::varchar[], $2::jsonb[]) WITH ORDINALITY AS e(name, payload, n) ORDER BY n RETURNING id`,
    [events.map((e) => e.name), events.map((e) => JSON.stringify(e.payload))],
  );
  const ids = rows.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  events.forEach((e, i) => (e.outboxId = String(ids[i])));
}
