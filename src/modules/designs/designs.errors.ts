import { AppError, FieldError } from '../../platform/errors';

export const DesignErrors = {
  notFound: () => new AppError('not_found'),
  invalid: (errors: FieldError[]) => AppError.invalid(errors),
  /** The per-key cap on requests queued or rendering (a rate limit, distinct from the credit cap). */
  tooManyInFlight: () => new AppError('rate_limited', undefined, { headers: { 'Retry-After': '1' } }),
};
