import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Length } from 'class-validator';
import { PageQueryDto } from '../../platform/http/pagination';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from './domain/webhook-message';
import { OptionalNotNull } from '../../platform/http/optional-not-null';

export const WEBHOOK_URL_MAX = 2048;

export class CreateWebhookDto {
  @ApiProperty({
    description:
      'Where deliveries are POSTed: an http(s) URL on a public address (no private, loopback or link-local addresses; ports 80 and 443). Checked again at every delivery.',
    maxLength: WEBHOOK_URL_MAX,
    example: 'https://example.com/hooks/designs',
  })
  @IsString()
  @Length(1, WEBHOOK_URL_MAX)
  url!: string;

  @ApiPropertyOptional({
    description: 'Event types to receive; all of them when omitted.',
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    minItems: 1,
    maxItems: WEBHOOK_EVENT_TYPES.length,
    uniqueItems: true,
    example: ['design.completed'],
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique({ message: 'must not repeat an event type' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `each value must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  events?: WebhookEventType[];
}

/** `?cursor&limit` (limit 1..100, default 20), as every list. */
export class ListQueryDto extends PageQueryDto {}

export class WebhookDto {
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({ maxLength: WEBHOOK_URL_MAX }) url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) events!: WebhookEventType[];
  @ApiProperty({
    enum: ['account', 'end-user'],
    description:
      "`account`: registered without a bearer token, hears every event of the account. `end-user`: registered with one, hears only that user's events.",
  })
  scope!: 'account' | 'end-user';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CreatedWebhookDto extends WebhookDto {
  @ApiProperty({
    description:
      'The signing secret (`whsec_` + base64), shown only now. Verify deliveries with any Standard Webhooks library.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret!: string;
}

export class WebhookListDto {
  @ApiProperty({ type: [WebhookDto] }) items!: WebhookDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

export class DeletedWebhookDto {
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export class DeliveryAttemptDto {
  @ApiProperty({ description: '1 for the first attempt; redeliveries continue the count.' }) number!: number;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ enum: ['succeeded', 'failed'] }) outcome!: 'succeeded' | 'failed';
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The receiver's HTTP status; null when it did not answer.",
  })
  statusCode!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the attempt failed (timeout, refused address, HTTP status ...).',
  })
  error!: string | null;
  @ApiProperty() durationMs!: number;
}

export class DeliveryDto {
  @ApiProperty({ format: 'uuid' }) deliveryId!: string;
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({
    description: 'The `webhook-id` header: the same for every retry and redelivery of this event.',
    example: 'msg_6f1c2d3e4a5b4c6d8e7f901234567890',
  })
  messageId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) eventType!: string;
  @ApiProperty({
    enum: ['pending', 'succeeded', 'failed'],
    description: '`failed`: every attempt of the retry schedule failed.',
  })
  status!: 'pending' | 'succeeded' | 'failed';
  @ApiProperty() attemptCount!: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next attempt is due (pending only).',
  })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [DeliveryAttemptDto], description: 'The latest attempts (up to 25), oldest first.' })
  attempts!: DeliveryAttemptDto[];
}

export class DeliveryListDto {
  @ApiProperty({ type: [DeliveryDto] }) items!: DeliveryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

export class WebhookTestResultDto {
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({ example: 'https://example.com/hooks/designs' }) url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'design.completed' }) eventType!: string;
  @ApiProperty({
    description: 'The `webhook-id` header of this test message (a new one per test).',
    example: 'msg_6f1c2d3e4a5b4c6d8e7f901234567890',
  })
  messageId!: string;
  @ApiProperty({ description: 'The receiver answered 2xx.', example: true }) delivered!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The receiver's HTTP status; null when it did not answer.",
    example: 200,
  })
  statusCode!: number | null;
  @ApiProperty({ description: 'From sending to the end of the answer, ms.', example: 84 }) durationMs!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why it was not delivered (timeout, refused address, HTTP status ...).',
    example: null,
  })
  error!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The start of the receiver's answer body (1 KiB at most).",
    example: 'ok',
  })
  responseBody!: string | null;
}

/** What a receiver gets (documentation only: the body of every delivery POST). */
export class WebhookPayloadDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the event happened (the same across retries and redeliveries).',
  })
  timestamp!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The request status, as GET /general/request-status/{requestId} answers it: requestId, status, designId, variants ...',
  })
  data!: Record<string, unknown>;
}
