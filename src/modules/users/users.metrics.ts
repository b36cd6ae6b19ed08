// Prometheus view of the end users: sign-ups and plan changes, counted after COMMIT (from their
// events), so a rolled-back login or plan change is never counted.
import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { MetricsService } from '../../platform/observability/metrics.service';

@Injectable()
export class UsersMetrics {
  private readonly created: Counter<never>;
  private readonly planChanges: Counter<'type'>;

  constructor(metrics: MetricsService) {
    this.created = metrics.counter('users_created_total', 'End users created by their first login-user', []);
    this.planChanges = metrics.counter(
      'user_plan_changes_total',
      'Plan changes of end users, by type (upgrade, downgrade, unchanged, cycle-applied)',
      ['type'],
    );
  }

  @OnDomainEvent('user.created')
  onCreated(): void {
    this.created.inc();
  }

  @OnDomainEvent('user.plan-changed')
  onPlanChanged(e: EventMap['user.plan-changed']): void {
    this.planChanges.inc({ type: e.type });
  }
}
