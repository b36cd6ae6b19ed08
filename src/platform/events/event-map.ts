// Every domain event of the service: name -> payload (ids and scalars only, never entities).
// Names are noun.past-tense. Emitted after the transaction that caused them commits.
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
  'credits.debited': { accountId: string; userId: string | null; requestId: string; amount: number; balanceAfter: number };
  'credits.refunded': { accountId: string; userId: string | null; requestId: string; amount: number; balanceAfter: number };
  'credits.granted': { accountId: string; amount: number; balanceAfter: number };
  'credit-limit.set': { accountId: string; userId: string; creditLimit: number };
  'design.completed': { accountId: string; userId: string | null; requestId: string; designId: string };
  'design.failed': { accountId: string; userId: string | null; requestId: string; designId: string; error: string };
  /** A webhook event and its deliveries were written (outbox); the deliveries' jobs are enqueued on it. */
  'webhook.event-recorded': { accountId: string; eventId: string };
}

export type EventName = keyof EventMap;

/**
 * Events whose reactions must not be lost (a user's data hidden, restored or purged elsewhere):
 * written to an outbox in the emitting transaction and re-emitted until every listener succeeded.
 * Their listeners must be idempotent and order-independent (they read the current state).
 */
export const DURABLE_EVENTS: ReadonlySet<EventName> = new Set<EventName>(['user.deleted', 'user.reactivated', 'user.purged']);
