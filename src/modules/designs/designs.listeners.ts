// A user's designs follow the user: hidden everywhere on deletion (share links included), back on
// reactivation, and deleted with their stored images on purge. Each is idempotent.
import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { ObjectStorage } from '../../platform/storage/object-storage';
import { DesignRequestsRepository } from './design-requests.repository';
import { designPrefix } from './design-render.service';

@Injectable()
export class DesignsListeners {
  constructor(
    private readonly repo: DesignRequestsRepository,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  @OnDomainEvent('user.deleted')
  async onDeleted(event: EventMap['user.deleted']): Promise<void> {
    await this.repo.setHiddenForUser(event.userId, this.clock.now());
  }

  @OnDomainEvent('user.reactivated')
  async onReactivated(event: EventMap['user.reactivated']): Promise<void> {
    await this.repo.setHiddenForUser(event.userId, null);
  }

  @OnDomainEvent('user.purged')
  async onPurged(event: EventMap['user.purged']): Promise<void> {
    // Files first: if this stops half-way, the rows that remain still say where the rest is.
    for (const d of await this.repo.designsOfUser(event.userId)) await this.storage.deletePrefix(designPrefix(d.accountId, d.designId));
    await this.repo.deleteForUser(event.userId);
  }
}
