// The only writer of a design request's status. Each write is one conditional statement whose
// allowed "from" statuses are the domain's transition rules (domain/request-status.ts canStart,
// canComplete, canFail), so the state machine's tests are the tests of what production does; the
// repository never spells a transition itself. Racing writers (a retried or duplicated job, the
// reconciler) get null from all but the first.
import { Injectable } from '@nestjs/common';
import { Tx } from '../../platform/database';
import { DesignRequestEntity } from './design-request.entity';
import { DesignRequestsRepository } from './design-requests.repository';
import { DesignVariantEntity } from './design-variant.entity';
import { canComplete, canFail, canStart, INITIAL_STATUS, RequestStatus, statusesWhere } from './domain/request-status';

/** Where each transition may start from, computed once from the domain rules. */
export const TRANSITIONS_FROM: Readonly<Record<'start' | 'complete' | 'fail', readonly RequestStatus[]>> = {
  start: statusesWhere(canStart),
  complete: statusesWhere(canComplete),
  fail: statusesWhere(canFail),
};

/** A new request as its creator builds it; the lifecycle gives it its first status. */
export type NewDesignRequest = Omit<DesignRequestEntity, 'status'>;

@Injectable()
export class DesignLifecycleService {
  constructor(private readonly repo: DesignRequestsRepository) {}

  /** Inserts the request in the initial status (queued), inside the caller's transaction (with its debit). */
  async open(tx: Tx, request: NewDesignRequest): Promise<DesignRequestEntity> {
    const row: DesignRequestEntity = { ...request, status: INITIAL_STATUS };
    await this.repo.insert(tx, row);
    return row;
  }

  /** -> processing, counting the attempt; null when the request cannot start (finished, or unknown). */
  start(requestId: string, now: Date): Promise<DesignRequestEntity | null> {
    return this.repo.markProcessing(requestId, now, TRANSITIONS_FROM.start);
  }

  /** -> completed, once: null when another run or the reconciler finished it first. */
  complete(
    tx: Tx,
    requestId: string,
    now: Date,
    title: string,
    warnings: string[],
  ): Promise<DesignRequestEntity | null> {
    return this.repo.markCompleted(tx, requestId, now, title, warnings, TRANSITIONS_FROM.complete);
  }

  /** -> failed with the caller-facing message, once: null when it was finished already. */
  fail(tx: Tx, requestId: string, now: Date, error: string): Promise<DesignRequestEntity | null> {
    return this.repo.markFailed(tx, requestId, now, error, TRANSITIONS_FROM.fail);
  }

  /** A completed request's variants, stored in the completion's transaction; waiters are woken at commit. */
  storeVariants(tx: Tx, requestId: string, variants: DesignVariantEntity[]): Promise<void> {
    return this.repo.insertVariantsAndNotify(tx, requestId, variants);
  }

  /** Wakes the waiters of a request that finished without variants (failed). */
  notifyFinished(tx: Tx, requestId: string): Promise<void> {
    return this.repo.notifyFinished(tx, requestId);
  }

  /** The request's status now (a run that lost the race asks whether it was failed meanwhile). */
  statusOf(requestId: string): Promise<RequestStatus | null> {
    return this.repo.statusOf(requestId);
  }

  /** The outside picture's credit line, kept on the request (a retried job records its own outcome). */
  recordImageCredit(requestId: string, credit: DesignRequestEntity['imageCredit']): Promise<void> {
    return this.repo.recordImageCredit(requestId, credit);
  }

  /** Requests processing since before the cutoff: the reconciler fails and refunds them. */
  stuckSince(cutoff: Date, limit: number): Promise<string[]> {
    return this.repo.stuck(cutoff, limit);
  }

  /** Requests queued, or processing and started, before the cutoff: their job may be lost, to enqueue again. */
  dueForRequeue(cutoff: Date, limit: number): Promise<string[]> {
    return this.repo.dueForRequeue(cutoff, limit);
  }
}
