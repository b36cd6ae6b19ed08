// Prometheus view of the credits: paid calls by outcome (debited, or refused with its reason) and
// credits moved by kind, credit limits set. Debits and refunds are counted after COMMIT (from their events), so a
// rolled-back debit is never counted; refusals write nothing and are counted where they happen.
import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { MetricsService } from '../../platform/observability/metrics.service';

export type DebitRefusal = 'credit_limit_reached' | 'insufficient_credits';

@Injectable()
export class BillingMetrics {
  private readonly calls: Counter<'outcome'>;
  private readonly credits: Counter<'kind'>;
  private readonly limitsSet: Counter<'limit'>;

  constructor(metrics: MetricsService) {
    this.calls = metrics.counter(
      'credit_debits_total',
      'Paid calls by outcome: debited, credit_limit_reached (429), insufficient_credits (402)',
      ['outcome'],
    );
    this.credits = metrics.counter('credits_moved_total', 'Credits moved, by ledger kind', ['kind']);
    this.limitsSet = metrics.counter(
      'credit_limits_set_total',
      'Credit limits set on end users: capped, or unlimited (-1)',
      ['limit'],
    );
  }

  refused(reason: DebitRefusal): void {
    this.calls.inc({ outcome: reason });
  }

  @OnDomainEvent('credits.debited')
  onDebited(e: EventMap['credits.debited']): void {
    this.calls.inc({ outcome: 'debited' });
    this.credits.inc({ kind: 'debit' }, e.amount);
  }

  @OnDomainEvent('credits.refunded')
  onRefunded(e: EventMap['credits.refunded']): void {
    this.credits.inc({ kind: 'refund' }, e.amount);
  }

  @OnDomainEvent('credits.granted')
  onGranted(e: EventMap['credits.granted']): void {
    this.credits.inc({ kind: 'grant' }, e.amount);
  }

  @OnDomainEvent('credit-limit.set')
  onLimitSet(e: EventMap['credit-limit.set']): void {
    this.limitsSet.inc({ limit: e.creditLimit < 0 ? 'unlimited' : 'capped' });
  }
}
