// Every domain event is listened to (an event nobody hears is dead code that reads like a
// contract), and no domain event shares its name with a webhook event type (those go outside, through
// the webhook outbox; a shared name would read as one thing).
import { EventEmitter2 } from '@nestjs/event-emitter';
import { WEBHOOK_EVENT_TYPES } from '../../src/modules/webhooks/domain/webhook-message';
import { EVENT_NAMES } from '../../src/platform/events';
import { startTestApp, TestApp } from '../support/test-app';

describe('domain events (integration)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every domain event has at least one listener in the app', () => {
    const bus = t.app.get(EventEmitter2);
    const unheard = EVENT_NAMES.filter((name) => bus.listeners(name).length === 0);
    expect(unheard).toEqual([]);
  });

  it('webhook event types and domain event names are distinct', () => {
    expect(WEBHOOK_EVENT_TYPES.filter((type) => (EVENT_NAMES as readonly string[]).includes(type))).toEqual([]);
  });
});
