// Every domain event of the service: name -> payload (ids and scalars only, never entities).
// Names are noun.past-tense. Emitted after the transaction that caused them commits. Every event
// has at least one listener (test/events/event-listeners.int-spec.ts); what webhooks send outside
// (design.completed, design.failed) is a webhook event type, recorded in the same transaction as
// its cause, not a domain event.
export interface EventMap {
  'user.created': { accountId: string; userId: string; workspaceId: string; abstractUserId: string };
  'user.plan-changed': {
    accountId: string;
    userId: string;
    fromPlanId: string;
    toPlanId: string;
    type: 'upgrade' | 'downgrade' | 'unchanged' | 'cycle-applied';
  };
  'user.deleted': { accountId: string; userId: string; workspaceId: string; deletedAt: string };
  'user.reactivated': { accountId: string; userId: string; workspaceId: string };
  'user.purged': { accountId: string; userId: string; workspaceId: string; abstractUserId: string };
  'credits.debited': {
    accountId: string;
    userId: string | null;
    requestId: string;
    amount: number;
    balanceAfter: number;
  };
  'credits.refunded': {
    accountId: string;
    userId: string | null;
    requestId: string;
    amount: number;
    balanceAfter: number;
  };
  'credits.granted': { accountId: string; amount: number; balanceAfter: number };
  'credit-limit.set': { accountId: string; userId: string; creditLimit: number };
  /** A webhook event and its deliveries were written (outbox); the deliveries' jobs are enqueued on it. */
  'webhook.event-recorded': { accountId: string; eventId: string };
}

export type EventName = keyof EventMap;

const EVERY_EVENT: Record<EventName, true> = {
  'user.created': true,
  'user.plan-changed': true,
  'user.deleted': true,
  'user.reactivated': true,
  'user.purged': true,
  'credits.debited': true,
  'credits.refunded': true,
  'credits.granted': true,
  'credit-limit.set': true,
  'webhook.event-recorded': true,
};
/** Every event name at run time (the record above makes the compiler ask for a new one). */
export const EVENT_NAMES = Object.keys(EVERY_EVENT) as readonly EventName[];

/**
 * Events whose reactions must not be lost (a user's data hidden, restored or purged elsewhere):
 * written to an outbox in the emitting transaction and re-emitted until every listener succeeded.
 * Their listeners must be idempotent and order-independent (they read the current state).
 */
export const DURABLE_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'user.deleted',
  'user.reactivated',
  'user.purged',
]);
