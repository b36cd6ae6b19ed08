// Multipart uploads parsed before the Idempotency-Key claim (issue 18.6): Nest runs a route's
// FileInterceptor inside the global interceptors, so the claim used to hash a request without its
// file and the same key with another image replayed the first upload. A route marks its upload
// with @UploadFirst(field, limits); this global interceptor (after the guards: nothing is read
// from a caller who is not authenticated) parses it, and the idempotency hash sees req.file.
import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FileInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { Observable } from 'rxjs';

const UPLOAD_FIRST = 'upload-first';

/** The route's single-file upload, parsed before the global interceptors need the request. */
export function UploadFirst(field: string, options: MulterOptions): MethodDecorator {
  const Parser = FileInterceptor(field, options);
  return applyDecorators(SetMetadata(UPLOAD_FIRST, new Parser()));
}

@Injectable()
export class UploadFirstInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> | Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const parser = this.reflector.get<NestInterceptor | undefined>(UPLOAD_FIRST, context.getHandler());
    return parser ? parser.intercept(context, next) : next.handle();
  }
}
