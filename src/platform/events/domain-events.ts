// Typed facade over the in-process event bus (@nestjs/event-emitter).
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { EventMap, EventName } from './event-map';

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);

  constructor(private readonly bus: EventEmitter2) {}

  /** Runs every listener; a failing listener is logged and never fails the emitter. */
  async emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    try {
      await this.bus.emitAsync(name, payload);
    } catch (err) {
      this.logger.error({ err, event: name }, `listener of ${name} failed`);
    }
  }
}

/** `@OnDomainEvent('user.deleted') handle(p: EventMap['user.deleted'])`, checked against the map. */
export const OnDomainEvent = (name: EventName): MethodDecorator => OnEvent(name, { async: true, promisify: true });
