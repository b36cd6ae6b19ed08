import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveryAttemptEntity } from './webhook-delivery-attempt.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookEntity } from './webhook.entity';
import { WebhookEventEntity } from './webhook-event.entity';
import { WebhookReconcilerCron } from './webhook-reconciler.cron';
import { WebhookSecretCipher } from './webhook-secret.cipher';
import { WebhooksController } from './webhooks.controller';
import { WebhooksListeners } from './webhooks.listeners';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEntity, WebhookEventEntity, WebhookDeliveryEntity, WebhookDeliveryAttemptEntity]),
    UsersModule,
  ],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhookDeliveriesRepository,
    WebhookSecretCipher,
    WebhooksService,
    WebhookDeliveryService,
    WebhookDeliveryProcessor,
    WebhookReconcilerCron,
    WebhooksListeners,
  ],
  exports: [WebhooksService],
})
export class WebhooksModule {}
