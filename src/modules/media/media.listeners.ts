// A user's library follows the user: hidden on deletion, back on reactivation, gone on purge.
import { Injectable } from '@nestjs/common';
import { EventMap, OnDomainEvent } from '../../platform/events';
import { MediaService } from './media.service';

@Injectable()
export class MediaListeners {
  constructor(private readonly media: MediaService) {}

  @OnDomainEvent('user.deleted')
  async onDeleted(event: EventMap['user.deleted']): Promise<void> {
    await this.media.hideForUser(event.userId, true);
  }

  @OnDomainEvent('user.reactivated')
  async onReactivated(event: EventMap['user.reactivated']): Promise<void> {
    await this.media.hideForUser(event.userId, false);
  }

  @OnDomainEvent('user.purged')
  async onPurged(event: EventMap['user.purged']): Promise<void> {
    await this.media.purgeForUser(event.userId);
  }
}
