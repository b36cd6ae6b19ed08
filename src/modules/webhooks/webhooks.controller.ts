import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCallbacks, ApiExtraModels, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { UuidOrNotFoundPipe } from '../../platform/http/uuid-param.pipe';
import {
  CreatedWebhookDto,
  CreateWebhookDto,
  DeletedWebhookDto,
  DeliveryDto,
  DeliveryListDto,
  ListQueryDto,
  WebhookDto,
  WebhookListDto,
  WebhookPayloadDto,
  WebhookTestResultDto,
} from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

const SCOPE_NOTE = "With a bearer token: only that end user's webhooks. Without: every webhook of the account.";

@ApiTags('webhooks')
@ApiExtraModels(WebhookPayloadDto)
@Controller('general/webhooks')
@Authenticated({ keyClass: ['regular'], endUser: true })
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register a webhook',
    description: [
      'Deliveries follow the Standard Webhooks specification: a POST whose JSON body is a `WebhookPayloadDto` (`{ type, timestamp, data }`, data: the request status) with the',
      'headers `webhook-id` (the same across retries and redeliveries), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>`),',
      'signed with the `secret` returned here (shown once).',
      'A non-2xx answer, a redirect or no answer within 15 s is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (7 attempts).',
      "Registered with a bearer token, the webhook hears only that end user's events; without one, every event of the account.",
    ].join(' '),
  })
  @ApiCallbacks(
    ...(['design.completed', 'design.failed'] as const).map((name) => ({
      name,
      callbackUrl: '{$request.body#/url}',
      method: 'post',
      requestBody: { type: WebhookPayloadDto },
      expectedResponse: {
        status: 200,
        description: 'Any 2xx accepts the delivery; anything else (or no answer in 15 s) is retried.',
      },
    })),
  )
  @ApiEnvelope(CreatedWebhookDto, 201)
  @ApiErrors('invalid_input', 'conflict')
  register(@Principal() principal: Principal, @Body() dto: CreateWebhookDto): Promise<CreatedWebhookDto> {
    return this.webhooks.register(principal, dto);
  }

  @Get()
  @ApiOperation({ summary: 'List webhooks, newest first (secrets are never shown again)', description: SCOPE_NOTE })
  @ApiEnvelope(WebhookListDto)
  @ApiErrors('invalid_input')
  list(@Principal() principal: Principal, @Query() query: ListQueryDto): Promise<WebhookListDto> {
    return this.webhooks.list(principal, query);
  }

  @Get(':webhookId')
  @ApiOperation({ summary: 'One webhook (its secret is never shown again)', description: SCOPE_NOTE })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiEnvelope(WebhookDto)
  @ApiErrors('not_found')
  get(
    @Principal() principal: Principal,
    @Param('webhookId', UuidOrNotFoundPipe) webhookId: string,
  ): Promise<WebhookDto> {
    return this.webhooks.get(principal, webhookId);
  }

  @Delete(':webhookId')
  @ApiOperation({ summary: 'Delete a webhook; its pending deliveries are dropped', description: SCOPE_NOTE })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiEnvelope(DeletedWebhookDto)
  @ApiErrors('not_found')
  remove(
    @Principal() principal: Principal,
    @Param('webhookId', UuidOrNotFoundPipe) webhookId: string,
  ): Promise<DeletedWebhookDto> {
    return this.webhooks.remove(principal, webhookId);
  }

  @Post(':webhookId/test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a signed sample design.completed event to this webhook now',
    description:
      "Signed with the webhook's secret like every delivery (a new `webhook-id`; `data.test` is true and the ids are all zeros), sent once, not retried and not listed in deliveries. Answers what the receiver said: its status, the time it took, the start of its body. Sent whatever the webhook's `events` are. " +
      SCOPE_NOTE,
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiEnvelope(WebhookTestResultDto)
  @ApiErrors('not_found')
  sendTest(
    @Principal() principal: Principal,
    @Param('webhookId', UuidOrNotFoundPipe) webhookId: string,
  ): Promise<WebhookTestResultDto> {
    return this.webhooks.sendTest(principal, webhookId);
  }

  @Get(':webhookId/deliveries')
  @ApiOperation({
    summary: "A webhook's recent deliveries, newest first, with their attempts",
    description: `Each delivery shows its status, its attempts (time, answer code, error) and when the next retry is due. Kept for WEBHOOK_DELIVERY_RETENTION_DAYS (default 30). ${SCOPE_NOTE}`,
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiEnvelope(DeliveryListDto)
  @ApiErrors('invalid_input', 'not_found')
  deliveries(
    @Principal() principal: Principal,
    @Param('webhookId', UuidOrNotFoundPipe) webhookId: string,
    @Query() query: ListQueryDto,
  ): Promise<DeliveryListDto> {
    return this.webhooks.listDeliveries(principal, webhookId, query);
  }

  @Post(':webhookId/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a delivery again',
    description:
      'Accepted (202): the delivery goes back to `pending` and is attempted at once with the same `webhook-id` and a fresh signature, then retried on the full schedule if it fails. Works for delivered, failed and pending deliveries (a pending one is attempted now instead of at its next retry).',
  })
  @ApiParam({ name: 'webhookId', format: 'uuid' })
  @ApiParam({ name: 'deliveryId', format: 'uuid' })
  @ApiEnvelope(DeliveryDto, 202)
  @ApiErrors('not_found')
  redeliver(
    @Principal() principal: Principal,
    @Param('webhookId', UuidOrNotFoundPipe) webhookId: string,
    @Param('deliveryId', UuidOrNotFoundPipe) deliveryId: string,
  ): Promise<DeliveryDto> {
    return this.webhooks.redeliver(principal, webhookId, deliveryId);
  }
}
