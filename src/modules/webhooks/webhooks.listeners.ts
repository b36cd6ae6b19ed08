// Reactions to other modules' events: enqueue the outbox's deliveries after COMMIT, and follow
// the end user lifecycle (deleted: suspend, reactivated: restore, purged: delete).
import { Injectable } from '@nestjs/common';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhooksService } from './webhooks.service';

@Injectable()
export class WebhooksListeners {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: WebhookDeliveryService,
  ) {}

  /** If this fails (Redis down), the deliveries stay pending and the reconciler enqueues them. */
  @OnDomainEvent('webhook.event-recorded')
  async onEventRecorded(e: EventMap['webhook.event-recorded']): Promise<void> {
    await this.deliveries.enqueueEvent(e.eventId);
  }

  @OnDomainEvent('user.deleted')
  async onUserDeleted(e: EventMap['user.deleted']): Promise<void> {
    await this.webhooks.suspendUser(e.accountId, e.userId);
  }

  @OnDomainEvent('user.reactivated')
  async onUserReactivated(e: EventMap['user.reactivated']): Promise<void> {
    await this.webhooks.restoreUser(e.accountId, e.userId);
  }

  @OnDomainEvent('user.purged')
  async onUserPurged(e: EventMap['user.purged']): Promise<void> {
    await this.webhooks.purgeUser(e.accountId, e.userId);
  }
}
