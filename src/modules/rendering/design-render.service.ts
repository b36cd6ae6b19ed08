// The render job (worker processes): the request's render brief assembled once, every variant on the
// render pool, images stored under keys a retried job overwrites (one set per request), then the
// completion in one transaction with its webhook event and the notification that wakes waiters.
// Idempotent by request id: a finished request is left alone; a request is completed or failed once.
import { Injectable, Logger } from '@nestjs/common';
import { CreditLedgerService } from '../billing';
import { WebhooksService } from '../webhooks';
import { Clock } from '../../platform/clock/clock';
import { Tx, UnitOfWork } from '../../platform/database';
import {
  DesignFailure,
  DesignLifecycleService,
  DesignViewsService,
  failureMessage,
  headlineOf,
  normaliseWarnings,
} from '../designs';
import { VariantRendererService } from './variant-renderer.service';

@Injectable()
export class DesignRenderService {
  private readonly logger = new Logger(DesignRenderService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly lifecycle: DesignLifecycleService,
    private readonly renderer: VariantRendererService,
    private readonly webhooks: WebhooksService,
    private readonly ledger: CreditLedgerService,
    private readonly views: DesignViewsService,
    private readonly clock: Clock,
  ) {}

  /** Renders the request; 'skipped' when it is finished already or another run finished it first. */
  async run(requestId: string): Promise<'completed' | 'skipped'> {
    // One statement: a finished (or unknown) request is left alone; otherwise this run is counted.
    const row = await this.lifecycle.start(requestId, this.clock.now());
    if (!row) return 'skipped';

    const { brief, variants, failedFormats, warnings } = await this.renderer.render(row);
    const { pages, formats, unusedImageCredits } = brief;
    const p = row.params;

    const completed = await this.uow.run(async (tx) => {
      const now = this.clock.now();
      const done = await this.lifecycle.complete(
        tx,
        row.id,
        now,
        headlineOf(pages, p.prompt),
        normaliseWarnings(warnings),
      );
      if (!done) return false;
      await this.webhooks.recordEvent(tx, {
        accountId: row.accountId,
        userId: row.userId,
        type: 'design.completed',
        data: { ...this.views.status(done, variants, now) },
      });
      await this.lifecycle.storeVariants(tx, row.id, variants);
      // formats of a set that failed (their share of the designs' credits) and a generated image that
      // could not be used come back, in one refund in the same transaction
      const unused = ((row.cost - (p.imageCredits ?? 0)) / formats.length) * failedFormats.length + unusedImageCredits;
      if (unused > 0) await this.ledger.refund(row.id, tx, unused);
      return true;
    });
    if (completed) return 'completed';
    // Finished meanwhile: by another run (same keys, same images: keep them) or failed by the reconciler.
    if ((await this.lifecycle.statusOf(row.id)) === 'failed') await this.renderer.discard(row.accountId, row.designId);
    return 'skipped';
  }

  /**
   * Marks the request failed and refunds it, once, however many callers race (the last attempt's
   * hook, the reconciler). False when it was finished already.
   */
  async fail(requestId: string, error: unknown): Promise<boolean> {
    const message = failureMessage(error);
    // The caller sees the fixed message; what really happened is for the operator.
    if (!(error instanceof DesignFailure))
      this.logger.error({ requestId, err: error }, 'design request failed on an unexpected error');
    const failed = await this.uow.run(async (tx: Tx) => {
      const now = this.clock.now();
      const row = await this.lifecycle.fail(tx, requestId, now, message);
      if (!row) return null;
      await this.ledger.refund(requestId, tx);
      await this.webhooks.recordEvent(tx, {
        accountId: row.accountId,
        userId: row.userId,
        type: 'design.failed',
        data: { ...this.views.status(row, [], now) },
      });
      await this.lifecycle.notifyFinished(tx, requestId);
      return row;
    });
    if (!failed) return false;
    this.logger.warn({ requestId, error: message }, 'design request failed and was refunded');
    // Images a partial attempt stored are of no use now.
    await this.renderer.discard(failed.accountId, failed.designId).catch(() => undefined);
    return true;
  }
}
