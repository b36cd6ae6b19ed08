// Reactions to other modules' events: enqueue the outbox's deliveries after COMMIT, and follow
// the end user lifecycle (deleted: suspend, reactivated: restore, purged: delete).
import { Injectable } from '@nestjs/common';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { UsersService } from '../users';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhooksService } from './webhooks.service';

@Injectable()
export class WebhooksListeners {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: WebhookDeliveryService,
    private readonly users: UsersService,
  ) {}

  /** If this fails (Redis down), the deliveries stay pending and the reconciler enqueues them. */
  @OnDomainEvent('webhook.event-recorded')
  async onEventRecorded(e: EventMap['webhook.event-recorded']): Promise<void> {
    await this.deliveries.enqueueEvent(e.eventId);
  }

  // Durable events: they may come again after a crash and in any order, so both align the
  // user's webhooks with the user's current state.
  @OnDomainEvent('user.deleted')
  async onUserDeleted(e: EventMap['user.deleted']): Promise<void> {
    await this.syncWithUser(e.accountId, e.userId);
  }

  @OnDomainEvent('user.reactivated')
  async onUserReactivated(e: EventMap['user.reactivated']): Promise<void> {
    await this.syncWithUser(e.accountId, e.userId);
  }

  private async syncWithUser(accountId: string, userId: string): Promise<void> {
    if (await this.users.isUserActive(accountId, userId)) await this.webhooks.restoreUser(accountId, userId);
    else await this.webhooks.suspendUser(accountId, userId);
  }

  @OnDomainEvent('user.purged')
  async onUserPurged(e: EventMap['user.purged']): Promise<void> {
    await this.webhooks.purgeUser(e.accountId, e.userId);
  }
}
