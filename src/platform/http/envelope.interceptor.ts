// Wraps every controller result as { status, body } with status equal to the HTTP status (SPEC 2).
import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';

export const RAW_RESPONSE = 'http:raw-response';
/** For routes that answer with bytes, HTML or Prometheus text instead of the JSON envelope. */
export const RawResponse = (): MethodDecorator & ClassDecorator => SetMetadata(RAW_RESPONSE, true);

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw || context.getType() !== 'http') return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(map((body: unknown) => ({ status: res.statusCode, body: body ?? {} })));
  }
}
