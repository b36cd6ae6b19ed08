// The one error type services throw (never HttpException: services also run in processors and crons).
import { ERROR_MESSAGE, ERROR_STATUS, ErrorCode } from './error-codes';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERROR_MESSAGE[code]);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.errors = extra.errors;
    this.headers = extra.headers;
  }

  /** 422 naming the failing fields. */
  static invalid(errors: FieldError[], message?: string): AppError {
    return new AppError('invalid_input', message, { errors });
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
