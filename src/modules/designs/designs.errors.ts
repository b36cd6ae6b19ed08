import { AppError, FieldError } from '../../platform/errors';

export const DesignErrors = {
  notFound: () => new AppError('not_found'),
  invalid: (errors: FieldError[]) => AppError.invalid(errors),
  /** The per-key cap on requests queued or rendering (a rate limit, distinct from the credit cap). */
  tooManyInFlight: () => new AppError('rate_limited', undefined, { headers: { 'Retry-After': '1' } }),
  /** The render queue cannot take a job (Redis unreachable): refused before anything is charged. */
  queueUnavailable: () => new AppError('service_unavailable', undefined, { headers: { 'Retry-After': '5' } }),
};
