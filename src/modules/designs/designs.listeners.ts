// A user's designs follow the user: hidden everywhere while deleted (share links included), back on
// reactivation, deleted with their stored images on purge. These events are durable (they may be
// re-emitted after a crash, in any order), so deletion and reactivation both just align visibility
// with the user's current state, and the purge deletes whatever is left.
import { Injectable } from '@nestjs/common';
import { UsersService } from '../users';
import { Clock } from '../../platform/clock/clock';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { ObjectStorage } from '../../platform/storage/object-storage';
import { DesignRequestsRepository } from './design-requests.repository';
import { designPrefix } from './variant-files';

@Injectable()
export class DesignsListeners {
  constructor(
    private readonly repo: DesignRequestsRepository,
    private readonly users: UsersService,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  @OnDomainEvent('user.deleted')
  async onDeleted(event: EventMap['user.deleted']): Promise<void> {
    await this.syncVisibility(event.accountId, event.userId);
  }

  @OnDomainEvent('user.reactivated')
  async onReactivated(event: EventMap['user.reactivated']): Promise<void> {
    await this.syncVisibility(event.accountId, event.userId);
  }

  @OnDomainEvent('user.purged')
  async onPurged(event: EventMap['user.purged']): Promise<void> {
    // Files first: if this stops half-way, the rows that remain still say where the rest is.
    const designs = await this.repo.designsOfUser(event.userId);
    for (const d of designs) await this.storage.deletePrefix(designPrefix(d.accountId, d.designId));
    // Most purged users never requested a design: no rows, so no delete transaction to run.
    if (designs.length) await this.repo.deleteForUser(event.userId);
  }

  private async syncVisibility(accountId: string, userId: string): Promise<void> {
    const active = await this.users.isUserActive(accountId, userId);
    await this.repo.setHiddenForUser(userId, active ? null : this.clock.now());
  }
}
