// Webhook deliveries, documented as OAS callbacks (declared with @ApiCallbacks on the registering
// operation): here every callback operation gets what a reader and a linter expect of an
// operation: the Standard Webhooks headers it carries, a summary, its tag, no key (the receiver
// verifies the signature instead) and what a refusing answer does.
import { OpenAPIObject } from '@nestjs/swagger';

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id (`msg_…`): the same across retries and redeliveries of one event; deduplicate on it.',
  },
  {
    name: 'webhook-timestamp',
    description: 'Unix seconds of this attempt; refuse timestamps more than 5 minutes from your clock.',
  },
  {
    name: 'webhook-signature',
    description:
      '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the webhook secret (after `whsec_`, base64-decoded). Verify with any Standard Webhooks library.',
  },
];

type Operation = {
  tags?: string[];
  callbacks?: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
};

export function documentCallbacks(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Operation[]) {
      if (typeof operation !== 'object' || !operation?.callbacks) continue;
      for (const [event, expressions] of Object.entries(operation.callbacks)) {
        for (const item of Object.values(expressions)) {
          for (const callback of Object.values(item) as Record<string, unknown>[]) {
            callback.summary ??= `The \`${event}\` delivery your webhook URL receives`;
            callback.operationId ??= `on${event.replace(/(^|\.)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`;
            callback.tags ??= operation.tags;
            callback.security = [];
            callback.parameters = SIGNATURE_HEADERS.map((h) => ({
              ...h,
              in: 'header',
              required: true,
              schema: { type: 'string' },
            }));
            callback.responses = {
              ...(callback.responses as object),
              '4XX': {
                description:
                  'Refused: retried on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h), like a 5XX or no answer.',
              },
            };
          }
        }
      }
    }
  }
}
