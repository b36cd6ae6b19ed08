// Typed facade over the in-process event bus (@nestjs/event-emitter).
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { EventMap, EventName } from './event-map';

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);

  constructor(private readonly bus: EventEmitter2) {}

  /** Runs every listener; a failing listener is logged and never fails the emitter. False if one failed. */
  async emit<K extends EventName>(name: K, payload: EventMap[K]): Promise<boolean> {
    const results = await Promise.allSettled(
      this.bus.listeners(name).map((listener) => Promise.resolve().then(() => listener(payload))),
    );
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failures)
      this.logger.error({ err: failure.reason, event: name }, `listener of ${name} failed`);
    return failures.length === 0;
  }
}

/**
 * `@OnDomainEvent('user.deleted') handle(p: EventMap['user.deleted'])`, checked against the map.
 * Errors are not suppressed (the library's default is to suppress them), so emit() sees a failed
 * listener and the outbox keeps a durable event for another try.
 */
export const OnDomainEvent = (name: EventName): MethodDecorator =>
  OnEvent(name, { async: true, promisify: true, suppressErrors: false });
