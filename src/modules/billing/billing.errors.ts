import { AppError } from '../../platform/errors';

export const BillingErrors = {
  insufficientCredits: () => new AppError('insufficient_credits'),
  limitAboveBalance: () => new AppError('credit_limit_reached'),
  alreadyDebited: () => new AppError('conflict', 'This request has already been debited'),
  accountNotFound: () => new AppError('not_found', 'Account not found'),
  invalidAmount: (field: string, message: string) => AppError.invalid([{ field, message }]),
};
