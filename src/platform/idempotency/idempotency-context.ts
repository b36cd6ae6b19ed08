// Carries the current request's idempotency claim to the UnitOfWork, which marks the claim inside
// the business transaction itself: the work and "this key has done its work" commit together.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface IdempotencyClaimContext {
  claimId: string;
  committed: boolean;
}

export const idempotencyContext = new AsyncLocalStorage<IdempotencyClaimContext>();
