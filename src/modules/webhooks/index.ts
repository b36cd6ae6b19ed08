// Public face of the webhooks module: register it, and report events through recordEvent inside
// the transaction of the change (a transactional outbox).
export { WebhooksModule } from './webhooks.module';
export { WebhooksService, WebhookEventInput, RecordedWebhookEvent } from './webhooks.service';
export { WEBHOOK_EVENT_TYPES, WebhookEventType } from './domain/webhook-message';
