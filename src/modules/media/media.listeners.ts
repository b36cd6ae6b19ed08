// A user's library follows the user: hidden while deleted, back on reactivation, gone on purge.
// These events are durable (they may be re-emitted after a crash, in any order), so deletion and
// reactivation both just align visibility with the user's current state.
import { Injectable } from '@nestjs/common';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { UsersService } from '../users';
import { MediaService } from './media.service';

@Injectable()
export class MediaListeners {
  constructor(
    private readonly media: MediaService,
    private readonly users: UsersService,
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
    await this.media.purgeForUser(event.userId);
  }

  private async syncVisibility(accountId: string, userId: string): Promise<void> {
    await this.media.hideForUser(userId, !(await this.users.isUserActive(accountId, userId)));
  }
}
