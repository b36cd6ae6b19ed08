// A delivery as the Standard Webhooks specification has it: headers and body, signed with the
// standardwebhooks package (HMAC-SHA256 over "id.timestamp.body").
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const WEBHOOK_EVENT_TYPES = ['design.completed', 'design.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `whsec_` + base64 of 24 random bytes, the form the standardwebhooks verifiers take. */
export function generateSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The `webhook-id` of an event: the same for every retry and redelivery of it. */
export const messageId = (eventId: string): string => `msg_${eventId.replace(/-/g, '')}`;

export interface OutgoingMessage {
  body: string;
  headers: Record<string, string>;
}

export function signedMessage(input: {
  secret: string;
  eventId: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  /** The send time: receivers refuse timestamps more than 5 minutes away from their clock. */
  now: Date;
}): OutgoingMessage {
  const id = messageId(input.eventId);
  const body = JSON.stringify({ type: input.type, timestamp: input.occurredAt.toISOString(), data: input.data });
  const signature = new Webhook(input.secret).sign(id, input.now, body);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(input.now.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}
