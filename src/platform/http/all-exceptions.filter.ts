// Turns every error into the SPEC 2 envelope. Unknown errors are a generic 500: the stack and the
// request id go to the log, never to the body.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import { ERROR_MESSAGE, ErrorCode } from '../errors/error-codes';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

const BODY_PARSER_ERRORS: Record<string, () => AppError> = {
  'entity.too.large': () => new AppError('payload_too_large'),
  'entity.parse.failed': () => AppError.invalid([{ field: 'body', message: 'is not valid JSON' }]),
  'encoding.unsupported': () => AppError.invalid([{ field: 'body', message: 'has an unsupported content encoding' }]),
  'charset.unsupported': () => AppError.invalid([{ field: 'body', message: 'has an unsupported charset' }]),
  'request.aborted': () => AppError.invalid([{ field: 'body', message: 'was aborted before it was complete' }]),
  'request.size.invalid': () => AppError.invalid([{ field: 'body', message: 'length does not match Content-Length' }]),
};

const HTTP_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'not_found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'payload_too_large',
  [HttpStatus.UNAUTHORIZED]: 'unauthenticated',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.TOO_MANY_REQUESTS]: 'rate_limited',
  [HttpStatus.BAD_REQUEST]: 'invalid_input',
  [HttpStatus.UNPROCESSABLE_ENTITY]: 'invalid_input',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'invalid_input',
};

export function toAppError(exception: unknown): AppError | undefined {
  if (exception instanceof AppError) return exception;
  const parserType = (exception as BodyParserError)?.type;
  if (typeof parserType === 'string' && BODY_PARSER_ERRORS[parserType]) return BODY_PARSER_ERRORS[parserType]();
  if (exception instanceof HttpException) {
    const code = HTTP_STATUS_CODES[exception.getStatus()];
    if (code === 'invalid_input') return AppError.invalid([{ field: 'body', message: exception.message }]);
    if (code) return new AppError(code);
  }
  return undefined;
}

export interface ErrorEnvelope {
  status: number;
  body: { message: string; code: string; errors?: unknown };
}

/** The envelope an error is answered with (also what an idempotent replay of it returns). */
export function errorEnvelope(error: AppError): ErrorEnvelope {
  const body: ErrorEnvelope['body'] = {
    message: error.code === 'internal_error' ? ERROR_MESSAGE.internal_error : error.message,
    code: error.code,
  };
  if (error.errors?.length) body.errors = error.errors;
  return { status: error.status, body };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    if (res.headersSent) {
      this.logger.error({ err: exception, requestId: req.id }, 'error after the response started');
      res.end();
      return;
    }
    const error = toAppError(exception) ?? new AppError('internal_error');
    if (error.code === 'internal_error') {
      this.logger.error({ err: exception, requestId: req.id, method: req.method, path: req.path }, 'unhandled error');
    }
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.status(error.status).json(errorEnvelope(error));
  }
}
