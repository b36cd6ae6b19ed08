import { AppError } from '../../platform/errors';

export const UsersErrors = {
  userNotFound: () => new AppError('user_not_found'),
  unknownPlan: (field: string) => AppError.invalid([{ field, message: 'is not a plan of this account' }]),
  noDefaultPlan: () => AppError.invalid([{ field: 'planId', message: 'is required: the account has no default plan' }]),
  userDeleted: () => new AppError('conflict', 'User is deleted; reactivate it first'),
  userNotDeleted: () => new AppError('conflict', 'User is not deleted'),
  reactivationExpired: () => new AppError('conflict', 'Reactivation window has expired'),
  creditLimitReached: () => new AppError('credit_limit_reached'),
  /** The bearer token's user was deleted after the token was checked (the token is revoked now). */
  endUserGone: () => new AppError('unauthenticated', 'Failed to authenticate request. The bearer token is revoked'),
  accountNotFound: () => new AppError('not_found', 'Account not found'),
  planRankTaken: (rank: number) =>
    AppError.invalid([{ field: 'rank', message: `another plan of this account already has rank ${rank}` }]),
};
