// Framework glue shared by the HTTP app, the workers and the CLI: config, clock, database,
// event bus, queue, logging and metrics. No business rules here.
import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { Clock, SystemClock } from './clock/clock';
import { DatabaseModule } from './database/database.module';
import { DomainEvents } from './events/domain-events';
import { OutboxDispatcherCron } from './events/outbox-dispatcher.cron';
import { ObservabilityModule } from './observability/observability.module';
import { batchedLogStream } from './observability/batched-log-stream';
import { QueueModule } from './queue/queue.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { OutboundModule } from './outbound/outbound.module';
import { StorageModule } from './storage/storage.module';
import { IntervalJobs } from './scheduling/interval-jobs';

@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    const httpLog: Options = {
      level: config.log.level,
      genReqId: (req: IncomingMessage) => req.id ?? 'none',
      // The request id under the name the API uses, bound once per request: a `customProps`
      // copy of it cost another child logger per request, and one more stringify at its end.
      customAttributeKeys: { reqId: 'requestId' },
      quietReqLogger: true,
      redact: {
        paths: ['req.headers["service-api-key"]', 'req.headers.authorization', 'req.headers.cookie', 'req.query'],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    };
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // With logging off, no request gets a logger of its own (a child logger per request). Every
          // route is named in Express 5's syntax: the library's default '*' makes Nest warn at startup.
          forRoutes: config.log.level === 'silent' ? [] : [{ path: '{*path}', method: RequestMethod.ALL }],
          // Silent, there is nothing to write; else one write(2) per batch of lines, not per line.
          pinoHttp: config.log.level === 'silent' ? httpLog : [httpLog, batchedLogStream()],
        }),
        EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false }),
        ScheduleModule.forRoot(),
        DatabaseModule,
        QueueModule.forRoot(config),
        ObservabilityModule,
        IdempotencyModule,
        OutboundModule,
        StorageModule,
      ],
      providers: [DomainEvents, OutboxDispatcherCron, IntervalJobs, { provide: Clock, useClass: SystemClock }],
      exports: [DomainEvents, OutboxDispatcherCron, IntervalJobs, Clock],
    };
  }
}
