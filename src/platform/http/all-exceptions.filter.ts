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

// What the body parser says, by its error type; the status it chose decides the code (400, 413,
// 415), so a body that is not what its Content-Encoding says is a 400, never a 500 (issue 18.5).
// A body that is not JSON stays SPEC 2's 422 `invalid_input` on field `body`, as it always was.
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'is not valid JSON',
  'encoding.unsupported': 'has an unsupported content encoding',
  'charset.unsupported': 'has an unsupported charset',
  'request.aborted': 'was aborted before it was complete',
  'request.size.invalid': 'length does not match Content-Length',
  'entity.verify.failed': 'could not be verified',
  'stream.encoding.set': 'could not be read',
  'stream.not.readable': 'could not be read',
};

const BODY_PARSER_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'malformed_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** An error raised by the body parser (http-errors with a type, or wrapping a zlib error). */
function bodyParserError(exception: unknown): AppError | undefined {
  const e = exception as BodyParserError | null;
  if (!e || typeof e !== 'object' || exception instanceof HttpException) return undefined;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const known = typeof e.type === 'string' && e.type in BODY_PARSER_MESSAGES;
  // http-errors marks client errors `expose`; a zlib failure arrives as such a 400 without a type.
  if (!known && !(e.expose === true && status !== undefined && status >= 400 && status < 500)) return undefined;
  if (e.type === 'entity.parse.failed')
    return AppError.invalid([{ field: 'body', message: BODY_PARSER_MESSAGES[e.type] }]);
  const code = (status !== undefined && BODY_PARSER_CODES[status]) || 'malformed_request';
  if (code === 'payload_too_large') return new AppError(code);
  const message = known ? BODY_PARSER_MESSAGES[e.type as string] : 'could not be decoded as its Content-Encoding says';
  return new AppError(code, undefined, { errors: [{ field: 'body', message }] });
}

const HTTP_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'not_found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'payload_too_large',
  [HttpStatus.UNAUTHORIZED]: 'unauthenticated',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.TOO_MANY_REQUESTS]: 'rate_limited',
  [HttpStatus.BAD_REQUEST]: 'malformed_request',
  [HttpStatus.UNPROCESSABLE_ENTITY]: 'invalid_input',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'unsupported_media_type',
};

export function toAppError(exception: unknown): AppError | undefined {
  if (exception instanceof AppError) return exception;
  const parsed = bodyParserError(exception);
  if (parsed) return parsed;
  if (exception instanceof HttpException) {
    const code = HTTP_STATUS_CODES[exception.getStatus()];
    if (code === 'invalid_input') return AppError.invalid([{ field: 'body', message: exception.message }]);
    // Nest turns the body parser's JSON SyntaxError (and Express' URIError for a bad %-escape in
    // the path) into a bare 400; the parser's own words are not the caller's business.
    if (code === 'malformed_request') {
      if (/JSON/.test(exception.message)) return AppError.invalid([{ field: 'body', message: 'is not valid JSON' }]);
      return new AppError(code, undefined, { errors: [{ field: 'path', message: 'is not a valid URL' }] });
    }
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
